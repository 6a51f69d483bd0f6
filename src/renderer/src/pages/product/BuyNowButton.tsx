import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Product } from '@shared/entities';
import { routes } from '@shared/routes';
import { shellText } from '@shared/strings/labels/shell';
import { landing } from '@shared/strings/labels/storefront';

/** Buy Now: the product's purchase page, named for the product so a grid of them reads apart. */
export function BuyNowButton({ product }: { product: Product }) {
  return (
    <Button component={Link} to={routes.purchase(product._id)} aria-label={shellText.buyNowFor(product.name)}>
      {landing.buyNow}
    </Button>
  );
}
