/**
 * What a refund's credit note bills back (docs/tax.md): the refunded lines at their own rates; an
 * amount refunded without lines spread over the invoice's lines in proportion to their share of its
 * goods; the delivery charge given back at its rate. Amounts are split by largest remainders, so the
 * lines add up to the refund to the minor unit.
 */
import { variantOf } from '../../shared/orderUnits';
import { invoiceText } from '../../shared/strings/invoiceText';
import type { OrderRow, StoredRefund } from '../db/schema';
import { billedLinesOf, type BilledLine } from './invoiceDocument';

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

export function creditedLinesOf(order: OrderRow, refund: StoredRefund): BilledLine[] {
  const shippingCents = refund.shippingCents ?? 0;
  const goodsCents = refund.amountCents - shippingCents;
  const goods = billedLinesOf(order).slice(0, order.lines.length);
  // The lines refunded, by how many units of each; none named: every line, whole.
  const units = new Map(refund.lines.map((line) => [variantOf(line), line.quantity]));
  const credited = goods
    .map((line, i) => ({
      line,
      quantity: refund.lines.length ? (units.get(variantOf(order.lines[i]!)) ?? 0) : line.quantity,
    }))
    .filter(({ quantity }) => quantity > 0);
  const amounts = shares(
    goodsCents,
    credited.map(({ line, quantity }) => line.unitPriceCents * quantity),
  );
  const lines: BilledLine[] = credited.map(({ line, quantity }, i) => ({
    ...line,
    quantity,
    unitPriceCents: Math.round(amounts[i]! / quantity),
    totalCents: amounts[i]!,
  }));
  if (shippingCents > 0) {
    lines.push({
      description: invoiceText.delivery,
      hsnCode: null,
      unit: 'pcs',
      quantity: 1,
      unitPriceCents: shippingCents,
      totalCents: shippingCents,
      rateBp: order.shippingTaxRateBp,
    });
  }
  return lines.filter((line) => line.totalCents > 0);
}
