/**
 * What a refund's credit note bills back (docs/tax.md): the refunded lines at their own rates; an
 * amount refunded without lines spread over the invoice's lines in proportion to their share of its
 * goods (value given back, no goods, unless it is a line's whole); the delivery charge given back at
 * its rate. Amounts are split by largest remainders, so the lines add up to the refund to the minor
 * unit.
 */
import { variantOf } from '../../shared/orderUnits';
import type { OrderRow, StoredRefund } from '../db/schema';
import { billedLinesOf, deliveryLineOf, type BilledLine } from './invoiceDocument';

/** `total` split over `weights` in proportion, each share whole, the shares summing to `total`. */
function shares(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const whole = exact.map(Math.floor);
  let left = total - whole.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => [x - whole[i]!, i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    whole[i]! += 1;
    left -= 1;
  }
  return whole;
}

/** What one refund gives back of each of the invoice's lines, by the line's place among them. */
function givenBack(
  order: OrderRow,
  refund: StoredRefund,
): Map<number, { quantity: number | null; cents: number }> {
  const shippingCents = refund.shippingCents ?? 0;
  // The lines refunded, by how many units of each; none named: every line, in proportion.
  const units = new Map(refund.lines.map((line) => [variantOf(line), line.quantity]));
  const named = refund.lines.length > 0;
  const credited = order.lines
    .map((line, index) => ({
      index,
      units: named ? (units.get(variantOf(line)) ?? 0) : line.quantity,
    }))
    .filter(({ units }) => units > 0);
  const amounts = shares(
    refund.amountCents - shippingCents,
    credited.map(({ index, units }) => order.lines[index]!.priceCents * units),
  );
  const back = new Map<number, { quantity: number | null; cents: number }>();
  credited.forEach(({ index, units }, i) => {
    const cents = amounts[i]!;
    // Named units are goods come back; an amount alone is goods come back only where it is the whole line.
    const line = order.lines[index]!;
    const goods = named || cents === line.priceCents * line.quantity;
    if (cents > 0) back.set(index, { quantity: goods ? units : null, cents });
  });
  if (shippingCents > 0) back.set(order.lines.length, { quantity: 1, cents: shippingCents });
  return back;
}

/**
 * The lines of `refund`'s credit note. `earlier`: the order's refunds whose credit notes were issued
 * before this one's, so that each line's tax is what is left of it (../../shared/tax/lineTax.ts).
 */
export function creditedLinesOf(
  order: OrderRow,
  refund: StoredRefund,
  earlier: readonly StoredRefund[],
): BilledLine[] {
  const billed = billedLinesOf(order);
  const before = new Map<number, number>();
  for (const previous of earlier) {
    for (const [index, { cents }] of givenBack(order, previous))
      before.set(index, (before.get(index) ?? 0) + cents);
  }
  return [...givenBack(order, refund)].map(([index, { quantity, cents }]) => {
    const line = index < order.lines.length ? billed[index]! : deliveryLineOf(order, cents);
    return {
      ...line,
      quantity,
      unitPriceCents: quantity === null ? null : Math.round(cents / quantity),
      totalCents: cents,
      creditedBeforeCents: before.get(index) ?? 0,
    };
  });
}
