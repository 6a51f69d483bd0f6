/** The order row, locked for the rest of the caller's transaction: refunds and returns decide under it. */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { orders, type OrderRow } from '../db/schema';

export async function lockOrder(tx: Transaction, orderId: string): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order ?? null;
}
