/**
 * A product's stock in words: in stock, sold out, or some left but fewer than its minimum order
 * (said plainly, never "Sold out" beside a stock figure). Shared by its card and its page.
 */
import { Text } from '@mantine/core';
import type { Product } from '@shared/entities';
import { isSoldOut } from '@shared/stock';
import { landing } from '@shared/strings/labels/storefront';

export function StockLine({ product }: { product: Pick<Product, 'availableQuentity' | 'minimumOrder'> }) {
  if (!isSoldOut(product)) {
    return (
      <Text fw={600} c="dark.6">
        {landing.inStock(product.availableQuentity)}
      </Text>
    );
  }
  // Text, not a Badge: the landing page's first load carries no Badge styles.
  return (
    <Text py={8} px="sm" ta="center" fw={700} c="red.9" bg="red.0" bdrs="sm">
      {landing.notOrderable(product.availableQuentity, product.minimumOrder)}
    </Text>
  );
}
