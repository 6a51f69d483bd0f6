/** Marking an order paid, shared by `PUT /order/{id}` and Stripe's webhook. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, type OrderRow } from '../db/schema';

/** Unpaid → paid with the verified intent id; null when the order was not unpaid any more. */
export async function markOrderPaid(
  db: Database,
  orderId: string,
  intentId: string,
): Promise<OrderRow | null> {
  const [paid] = await db
    .update(orders)
    .set({ state: 'paid', tnxId: intentId, paidAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'unpaid')))
    .returning();
  return paid ?? null;
}
