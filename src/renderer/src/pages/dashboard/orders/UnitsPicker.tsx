/** How many units of each line of an order: the refund's and the return's first question. */
import { NumberInput, Table, Text } from '@mantine/core';
import type { Order } from '@shared/entities';
import { unitsLeft } from '@shared/orderUnits';
import { variantName } from '@shared/stockLedger';
import { orders } from '@shared/strings/labels/orders';
import { formatPrice } from '../../../money';

/** Units chosen of each line, by variant id. */
export type UnitCounts = Record<string, number>;

/** The chosen lines, as the API takes them: each names its product and variant. */
export const chosenLines = (order: Pick<Order, 'lines'>, counts: UnitCounts) =>
  order.lines
    .filter((line) => (counts[line.variantId] ?? 0) > 0)
    .map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      quantity: counts[line.variantId]!,
    }));

export function UnitsPicker({
  order,
  counts,
  onChange,
  labelOf,
}: {
  order: Order;
  counts: UnitCounts;
  onChange: (counts: UnitCounts) => void;
  /** The accessible name of a line's input. */
  labelOf: (name: string) => string;
}) {
  const left = unitsLeft(order);
  return (
    <Table verticalSpacing="xs">
      <Table.Tbody>
        {order.lines
          .filter((line) => (left.get(line.variantId) ?? 0) > 0)
          .map((line) => (
            <Table.Tr key={line.variantId}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {variantName(line.name, line.variantTitle)}
                </Text>
                <Text size="xs" c="dimmed">
                  {orders.lineMath(left.get(line.variantId) ?? 0, formatPrice(line.price))}
                </Text>
              </Table.Td>
              <Table.Td w={120}>
                <NumberInput
                  aria-label={labelOf(variantName(line.name, line.variantTitle))}
                  min={0}
                  max={left.get(line.variantId) ?? 0}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  value={counts[line.variantId] ?? 0}
                  onChange={(value) => onChange({ ...counts, [line.variantId]: Number(value) || 0 })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}
