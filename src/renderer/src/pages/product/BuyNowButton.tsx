import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Product } from '@shared/entities';
import { routes } from '@shared/routes';
import { shellText } from '@shared/strings/labels/shell';
import { landing } from '@shared/strings/labels/storefront';

/**
 * Buy Now: the product's purchase page (with the variant chosen, for a product sold in several),
 * named for the product so a grid of them reads apart.
 */
export function BuyNowButton({ product, variantId }: { product: Product; variantId?: string }) {
  const to =
    variantId && product.variants.length > 1
      ? `${routes.purchase(product._id)}?variant=${encodeURIComponent(variantId)}`
      : routes.purchase(product._id);
  return (
    <Button component={Link} to={to} aria-label={shellText.buyNowFor(product.name)}>
      {landing.buyNow}
    </Button>
  );
}
