/** What is left of an order's units after its refunds: what a refund or a return may still name. */
import type { SqlTag } from './sqlTag';

interface UnitLine {
  productId: string;
  variantId?: string | undefined;
  quantity: number;
}

interface UnitLines {
  lines: readonly UnitLine[];
}

/**
 * The variant a line names. Lines stored before products had variants name none: theirs is the
 * product's one variant, whose id is the product's.
 */
export const variantOf = (line: { productId: string; variantId?: string | undefined }): string =>
  line.variantId ?? line.productId;

/** `variantOf` in a statement, over a line's `productId` and `variantId` as columns. */
export const variantOfSql = <Fragment>(
  sql: SqlTag<Fragment>,
  line: { productId: unknown; variantId: unknown },
): Fragment => sql`coalesce(${line.variantId}, ${line.productId})`;

/**
 * Units of each of the order's variants not yet refunded, by variant id. A second payment's refund
 * names no lines, so every refund in the list can be counted.
 */
export function unitsLeft(order: UnitLines & { refunds: readonly UnitLines[] }): Map<string, number> {
  const left = new Map(order.lines.map((line) => [variantOf(line), line.quantity]));
  for (const refund of order.refunds) {
    for (const line of refund.lines)
      left.set(variantOf(line), (left.get(variantOf(line)) ?? 0) - line.quantity);
  }
  return left;
}
