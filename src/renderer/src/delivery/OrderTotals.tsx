/**
 * Subtotal, delivery (once the address allows it) and total, as the order will be charged; in a shop
 * with a tax regime, the tax in that total, once quoted.
 */
import { Group, Loader, Stack, Text } from '@mantine/core';
import type { ShippingQuote } from '@shared/codSchemas';
import { codText } from '@shared/strings/labels/cod';
import { formatPrice } from '../money';
import { TaxIncluded } from '../tax/TaxIncluded';

export function OrderTotals({
  subtotal,
  quote,
  totalTestId,
}: {
  subtotal: number;
  quote: ShippingQuote | undefined;
  totalTestId: string;
}) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="baseline">
        <Text>{codText.subtotal}</Text>
        <Text fw={600}>{formatPrice(subtotal)}</Text>
      </Group>
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Text>{quote ? codText.deliveryIn(quote.zone) : codText.delivery}</Text>
        {quote ? (
          <Text fw={600} data-testid="delivery-charge">
            {formatPrice(quote.shipping)}
          </Text>
        ) : (
          <Loader size="xs" role="img" aria-label={codText.delivery} />
        )}
      </Group>
      <Group justify="space-between" align="baseline">
        <Text fw={600}>{codText.total}</Text>
        <Text fw={800} fz={28} c="safety.7" aria-live="polite" data-testid={totalTestId}>
          {formatPrice(subtotal + (quote?.shipping ?? 0))}
        </Text>
      </Group>
      <TaxIncluded amount={quote?.tax} ta="right" testId="tax-included" />
    </Stack>
  );
}
