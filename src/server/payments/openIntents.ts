/**
 * An unpaid order's open payment intents, closed when the order is cancelled or expires. Closing
 * and then asking the provider how each intent ended means a card confirmed at the last moment is
 * seen, never lost: the money wins and the order becomes paid instead.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { payments } from '../db/schema';
import type { PayableOrder, PaymentDriver } from './driver';

/** Closes every open intent of the order; answers the id of one that took the money, or null. */
export async function closeOpenIntents(
  db: Database,
  driver: PaymentDriver,
  order: PayableOrder,
): Promise<string | null> {
  const intents = await db.select().from(payments).where(eq(payments.orderId, order.id));
  let succeeded = intents.find((intent) => intent.status === 'succeeded')?.intentId ?? null;
  for (const intent of intents.filter((i) => i.status === 'requires_payment_method')) {
    await driver.cancel(intent.intentId);
    const tookMoney = await driver.verify(intent.intentId, order);
    if (tookMoney) succeeded ??= intent.intentId;
    await db
      .update(payments)
      .set({ status: tookMoney ? 'succeeded' : 'canceled', updatedAt: new Date() })
      .where(eq(payments.intentId, intent.intentId));
  }
  return succeeded;
}
