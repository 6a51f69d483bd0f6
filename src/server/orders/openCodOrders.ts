/** How many cash-on-delivery orders a customer has open: what COD_MAX_OPEN limits (docs/orders.md). */
import { and, count, eq, isNull, or } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { orders } from '../db/schema';

/** A customer's COD orders not yet done with: waiting to ship, or shipped with the cash not yet in. */
export async function openCodOrders(tx: Transaction, uid: string): Promise<number> {
  const [counted] = await tx
    .select({ open: count() })
    .from(orders)
    .where(
      and(
        eq(orders.uid, uid),
        eq(orders.paymentMethod, 'cod'),
        or(eq(orders.state, 'unpaid'), and(eq(orders.state, 'shipped'), isNull(orders.codCollection))),
      ),
    );
  return counted?.open ?? 0;
}
