/**
 * A product's stock in words: in stock, sold out, or some left but fewer than its minimum order
 * (said plainly, never "Sold out" beside a stock figure). Shared by its card and its page.
 */
import { Text } from '@mantine/core';
import { shortOfMinimum, type Stock } from '@shared/stock';
import { landing } from '@shared/strings/labels/storefront';

export function StockLine({ stock }: { stock: Stock }) {
  if (!shortOfMinimum(stock)) {
    return (
      <Text fw={600} c="dark.6">
        {landing.inStock(stock.availableQuantity)}
      </Text>
    );
  }
  // Text, not a Badge: the landing page's first load carries no Badge styles.
  return (
    <Text py={8} px="sm" ta="center" fw={700} c="red.9" bg="red.0" bdrs="sm">
      {landing.notOrderable(stock.availableQuantity, stock.minimumOrder)}
    </Text>
  );
}
