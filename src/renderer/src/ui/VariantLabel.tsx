/** A variant as staff read it in a list: its name (with its title when it has options), its SKU under it. */
import { Text, type MantineColor, type MantineSize } from '@mantine/core';
import { variantName } from '@shared/stockLedger';
import { stockText } from '@shared/strings/labels/stock';

export function VariantLabel({
  item,
  size,
  skuColor = 'dimmed',
}: {
  item: { name: string; variantTitle: string; sku: string | null };
  size?: MantineSize;
  /** Dimmed, unless the label sits on a filled background (a highlighted row). */
  skuColor?: MantineColor | 'inherit';
}) {
  return (
    <div>
      <Text size={size} fw={600}>
        {variantName(item.name, item.variantTitle)}
      </Text>
      {item.sku && (
        <Text size="xs" c={skuColor}>
          {stockText.sku(item.sku)}
        </Text>
      )}
    </div>
  );
}
