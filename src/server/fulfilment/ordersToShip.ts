/**
 * Orders to ship: the orders ready to ship (one rule: `readyToShip` in ../../shared/orderLifecycle.ts,
 * `readyToShipSql` in ../orders/lifecycleSql.ts): paid ones, and cash-on-delivery ones their
 * customers have confirmed (docs/orders.md). How many there are is the overview's figure and the
 * desktop's badge (`ordersToShip`); the newest of them are the admins' bell items.
 */
import { and, count, desc, isNotNull, isNull } from 'drizzle-orm';
import { ORDER_TRANSITIONS } from '../../shared/orderLifecycle';
import type { Database } from '../db/database';
import { orders, type OrderRow } from '../db/schema';
import { readyToShipSql } from '../orders/lifecycleSql';
import { countListedOrders } from '../orders/orderCounts';

/**
 * A confirmed COD order waiting to ship: unpaid until it ships (its cash comes at the door), and
 * with no hold (it never expires), so it is found through the unpaid orders' (state, hold_until)
 * index among the few unpaid ones.
 */
const confirmedCod = and(readyToShipSql.shipCod, isNull(orders.holdUntil));

/** An order on account waiting to ship: unpaid until the customer pays their account, and never expiring, likewise. */
const onAccount = and(readyToShipSql.shipAccount, isNull(orders.holdUntil));

/**
 * `ship` takes every order in its one state, whatever else it is: those are read from the
 * per-state counts, so it costs the same at any number of orders.
 */
export async function countOrdersToShip(db: Database): Promise<number> {
  const [paid, [cod], [account]] = await Promise.all([
    countListedOrders(db, ORDER_TRANSITIONS.ship.from[0]),
    db.select({ waiting: count() }).from(orders).where(confirmedCod),
    db.select({ waiting: count() }).from(orders).where(onAccount),
  ]);
  return paid + (cod?.waiting ?? 0) + (account?.waiting ?? 0);
}

/** When an order to ship became one: when it was paid, its cash on delivery confirmed, or placed on account. */
export const readyToShipAt = (order: OrderRow): Date =>
  order.paidAt ?? order.codConfirmedAt ?? order.createdAt;

/** The `limit` that became ready to ship most recently, newest first. */
export async function newestOrdersToShip(db: Database, limit: number): Promise<OrderRow[]> {
  const [paid, cod, account] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(readyToShipSql.ship, isNotNull(orders.paidAt)))
      .orderBy(desc(orders.paidAt))
      .limit(limit),
    db.select().from(orders).where(confirmedCod).orderBy(desc(orders.codConfirmedAt)).limit(limit),
    db.select().from(orders).where(onAccount).orderBy(desc(orders.createdAt)).limit(limit),
  ]);
  return [...paid, ...cod, ...account]
    .sort((a, b) => readyToShipAt(b).getTime() - readyToShipAt(a).getTime())
    .slice(0, limit);
}
