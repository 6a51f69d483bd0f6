/** What is left of an order's units after its refunds: what a refund or a return may still name. */

interface UnitLines {
  lines: readonly { productId: string; quantity: number }[];
}

/**
 * Units of each of the order's products not yet refunded. A second payment's refund names no lines,
 * so every refund in the list can be counted.
 */
export function unitsLeft(order: UnitLines & { refunds: readonly UnitLines[] }): Map<string, number> {
  const left = new Map(order.lines.map((line) => [line.productId, line.quantity]));
  for (const refund of order.refunds) {
    for (const line of refund.lines)
      left.set(line.productId, (left.get(line.productId) ?? 0) - line.quantity);
  }
  return left;
}
