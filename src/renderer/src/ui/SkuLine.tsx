import { Text, type MantineSize } from '@mantine/core';
import { productPageText } from '@shared/strings/labels/productPage';

/**
 * A variant's SKU, dimmed under its name (small unless told); nothing for a variant without one.
 * Its words come from the product page's small string module: the tool's page shows it too.
 */
export function SkuLine({ sku, size = 'xs' }: { sku: string | null | undefined; size?: MantineSize }) {
  if (!sku) return null;
  return (
    <Text size={size} c="dimmed">
      {productPageText.sku(sku)}
    </Text>
  );
}
