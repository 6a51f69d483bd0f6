import { Text, type MantineSize } from '@mantine/core';
import { productPageText } from '@shared/strings/labels/productPage';

/** A product's SKU, dimmed under its name, where it has one. */
export function SkuLine({ sku, size }: { sku: string | null | undefined; size: MantineSize }) {
  if (!sku) return null;
  return (
    <Text size={size} c="dimmed">
      {productPageText.sku(sku)}
    </Text>
  );
}
