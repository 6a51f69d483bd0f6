/** How many cash-on-delivery orders a customer has open: what COD_MAX_OPEN limits (docs/orders.md). */
import { and, count, eq, or } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { orders } from '../db/schema';
import { codCashOwedSql } from './paidMoney';

/** A customer's COD orders not yet done with: waiting to ship, or shipped with cash still owed. */
export async function openCodOrders(tx: Transaction, uid: string): Promise<number> {
  const [counted] = await tx
    .select({ open: count() })
    .from(orders)
    .where(
      and(
        eq(orders.uid, uid),
        or(and(eq(orders.paymentMethod, 'cod'), eq(orders.state, 'unpaid')), codCashOwedSql),
      ),
    );
  return counted?.open ?? 0;
}
