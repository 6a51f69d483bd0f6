/** How many units of each line of an order: the refund's and the return's first question. */
import { NumberInput, Table, Text } from '@mantine/core';
import type { Order } from '@shared/entities';
import { formatUsd } from '@shared/money';
import { unitsLeft } from '@shared/orderUnits';
import { orders } from '@shared/strings/labels/orders';

export type UnitCounts = Record<string, number>;

/** The chosen lines, as the API takes them. */
export const chosenLines = (counts: UnitCounts) =>
  Object.entries(counts)
    .filter(([, quantity]) => quantity > 0)
    .map(([productId, quantity]) => ({ productId, quantity }));

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
          .filter((line) => (left.get(line.productId) ?? 0) > 0)
          .map((line) => (
            <Table.Tr key={line.productId}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {line.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {orders.lineMath(left.get(line.productId) ?? 0, formatUsd(line.price))}
                </Text>
              </Table.Td>
              <Table.Td w={120}>
                <NumberInput
                  aria-label={labelOf(line.name)}
                  min={0}
                  max={left.get(line.productId) ?? 0}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  value={counts[line.productId] ?? 0}
                  onChange={(value) => onChange({ ...counts, [line.productId]: Number(value) || 0 })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}
