/**
 * Orders to ship: paid orders waiting for staff to send them. How many there are is the overview's
 * figure and the desktop's badge (`ordersToShip`); the newest of them are the admins' bell items.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { OrderState } from '../../shared/entities';
import type { Database } from '../db/database';
import { orders, type OrderRow } from '../db/schema';
import { countListedOrders } from '../orders/orderCounts';

const TO_SHIP = 'paid' satisfies OrderState;

/** Read from the per-state counts, so it costs the same at any number of orders. */
export const countOrdersToShip = (db: Database): Promise<number> => countListedOrders(db, TO_SHIP);

/** The `limit` paid most recently, newest first; each has its `paidAt`. */
export const newestOrdersToShip = (db: Database, limit: number): Promise<OrderRow[]> =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.state, TO_SHIP), isNotNull(orders.paidAt)))
    .orderBy(desc(orders.paidAt))
    .limit(limit);
