import { Text } from '@mantine/core';
import { stockText } from '@shared/strings/labels/stock';

/** A variant's SKU, small under its name; nothing for a variant without one. */
export function SkuLine({ sku }: { sku: string | null | undefined }) {
  if (!sku) return null;
  return (
    <Text size="xs" c="dimmed">
      {stockText.sku(sku)}
    </Text>
  );
}
