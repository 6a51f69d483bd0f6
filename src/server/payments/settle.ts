/**
 * How an order's payments end: the order marked paid (by `PUT /order/{id}` or Stripe's webhook), or
 * its open intents closed when it is cancelled.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, payments, type OrderRow } from '../db/schema';
import type { PayableOrder, PaymentDriver } from './driver';

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

/**
 * Closes every open intent of the order at the provider, then asks the provider how each ended:
 * one that took the money before it could be closed is recorded as succeeded. Answers whether any
 * intent of the order has succeeded, i.e. whether the order is really paid.
 */
export async function closeOpenIntents(
  db: Database,
  driver: PaymentDriver,
  order: PayableOrder,
): Promise<boolean> {
  const intents = await db.select().from(payments).where(eq(payments.orderId, order.id));
  let paid = intents.some((intent) => intent.status === 'succeeded');
  for (const intent of intents.filter((i) => i.status === 'requires_payment_method')) {
    // Closed first and verified after: a card confirmed in between is seen, never lost.
    await driver.cancel(intent.intentId);
    const succeeded = await driver.verify(intent.intentId, order);
    paid ||= succeeded;
    await db
      .update(payments)
      .set({ status: succeeded ? 'succeeded' : 'canceled', updatedAt: new Date() })
      .where(eq(payments.intentId, intent.intentId));
  }
  return paid;
}
