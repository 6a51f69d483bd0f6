/** A variant as staff read it in a list: its name (with its title when it has options), its SKU under it. */
import { Text, type MantineSize } from '@mantine/core';
import { variantName } from '@shared/stockLedger';
import { SkuLine } from './SkuLine';

export function VariantLabel({
  item,
  size,
}: {
  item: { name: string; variantTitle: string; sku: string | null };
  size?: MantineSize;
}) {
  return (
    <div>
      <Text size={size} fw={600}>
        {variantName(item.name, item.variantTitle)}
      </Text>
      <SkuLine sku={item.sku} />
    </div>
  );
}
