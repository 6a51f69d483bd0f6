/**
 * Stock going back on the shelf through the ledger: a cancelled or expired order's lines, or a
 * refund's (or a counter return's) restocked units, each a movement pointing at the order. The ledger locks products in id
 * order, the order a placement takes them in, so the two never deadlock.
 */
import type { Transaction } from '../db/database';
import { variantOf } from '../../shared/orderUnits';
import type { OrderRow, ProductRow } from '../db/schema';
import { moveStock, type StockActor } from '../stock/ledger';

export type RestockReason =
  'order_cancelled' | 'order_expired' | 'refund_restock' | 'counter_return' | 'cod_undelivered';

/**
 * Puts each line's quantity back on its variant in the caller's transaction; answers the products
 * as they are now.
 */
export async function returnStock(
  tx: Transaction,
  order: Pick<OrderRow, 'id' | 'number'>,
  lines: { productId: string; variantId?: string | undefined; quantity: number }[],
  reason: RestockReason,
  lowStockDefault: number,
  actor: StockActor | null = null,
): Promise<ProductRow[]> {
  const moved = await moveStock(
    tx,
    lines.map((line) => ({ variantId: variantOf(line), delta: line.quantity })),
    { reason, ref: { type: 'order', id: order.id, number: order.number }, actor },
    lowStockDefault,
  );
  // Stock put back never goes below zero; a product gone from the table cannot be (archived, never deleted).
  if (moved.outcome !== 'moved') throw new Error(`restocking order ${order.id}: ${moved.outcome}`);
  return moved.products;
}
