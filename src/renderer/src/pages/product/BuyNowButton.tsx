import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Product, Variant } from '@shared/entities';
import { routes } from '@shared/routes';
import { shellText } from '@shared/strings/labels/shell';
import { landing } from '@shared/strings/labels/storefront';

/**
 * Buy Now: the product's purchase page, named for the product so a grid of them reads apart; with
 * the variant chosen on its page, that variant's.
 */
export function BuyNowButton({ product, variant }: { product: Product; variant?: Variant }) {
  const to =
    variant && product.variants.length > 1
      ? `${routes.purchase(product._id)}?variant=${encodeURIComponent(variant._id)}`
      : routes.purchase(product._id);
  return (
    <Button component={Link} to={to} aria-label={shellText.buyNowFor(product.name)}>
      {landing.buyNow}
    </Button>
  );
}
