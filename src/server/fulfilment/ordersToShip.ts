/**
 * Orders to ship: orders waiting for staff to send them, paid ones and cash-on-delivery ones their
 * customers have confirmed (docs/orders.md). How many there are is the overview's figure and the
 * desktop's badge (`ordersToShip`); the newest of them are the admins' bell items.
 */
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, type OrderRow } from '../db/schema';
import { countListedOrders } from '../orders/orderCounts';

/**
 * A confirmed COD order waiting to ship: unpaid until it ships (its cash comes at the door), and with no hold (it never expires), so it
 * is found through the unpaid orders' (state, hold_until) index among the few unpaid ones.
 */
const confirmedCod = and(
  eq(orders.state, 'unpaid'),
  isNull(orders.holdUntil),
  eq(orders.paymentMethod, 'cod'),
  isNotNull(orders.codConfirmedAt),
);

/** The paid ones read from the per-state counts, so it costs the same at any number of orders. */
export async function countOrdersToShip(db: Database): Promise<number> {
  const [paid, [cod]] = await Promise.all([
    countListedOrders(db, 'paid'),
    db.select({ waiting: count() }).from(orders).where(confirmedCod),
  ]);
  return paid + (cod?.waiting ?? 0);
}

/** When an order to ship became one: when it was paid, or its cash on delivery confirmed. */
export const readyToShipAt = (order: OrderRow): Date => (order.paidAt ?? order.codConfirmedAt)!;

/** The `limit` that became ready to ship most recently, newest first. */
export async function newestOrdersToShip(db: Database, limit: number): Promise<OrderRow[]> {
  const [paid, cod] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.state, 'paid'), isNotNull(orders.paidAt)))
      .orderBy(desc(orders.paidAt))
      .limit(limit),
    db.select().from(orders).where(confirmedCod).orderBy(desc(orders.codConfirmedAt)).limit(limit),
  ]);
  return [...paid, ...cod]
    .sort((a, b) => readyToShipAt(b).getTime() - readyToShipAt(a).getTime())
    .slice(0, limit);
}
