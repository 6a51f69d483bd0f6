/**
 * What each customer holds unpaid (`unpaid_order_counts`): how many orders, and how many units of
 * each variant (by variant id), so a placement can check MAX_OPEN_ORDERS and MAX_HELD_SHARE under one row's lock.
 * Nothing else writes the table. Its row is taken before any product's, by placement and by an order
 * leaving `unpaid` alike, so a customer racing themselves waits before holding what others need.
 */
import { sql, type SQL } from 'drizzle-orm';
import { variantOfSql } from '../../shared/orderUnits';
import type { Cte } from '../db/cte';
import type { Database, Transaction } from '../db/database';
import { unpaidOrderCounts, type orders } from '../db/schema';

/** A customer's first order makes their row; a placement finding none makes it and runs again. */
export async function createHold(db: Database, uid: string): Promise<void> {
  await db.insert(unpaidOrderCounts).values({ uid }).onConflictDoNothing();
}

/**
 * Placement's first piece: the customer's row, locked, as `room` (another order fits under
 * `maxOpenOrders`) and `held_units`. No row (the customer never ordered) is no room: see createHold.
 */
export const lockHold = (uid: string, maxOpenOrders: number): SQL => sql`
  select count < ${maxOpenOrders} as room, held_units from ${unpaidOrderCounts}
  where uid = ${uid}
  for update`;

/**
 * A COD placement's first step, in its transaction: the customer's row, made if they never ordered,
 * and locked either way (the conflict's update takes the row's lock, as `for update` would), so
 * their open COD orders are counted with none of their other placements in flight.
 */
export async function takeHold(tx: Transaction, uid: string): Promise<void> {
  await tx
    .insert(unpaidOrderCounts)
    .values({ uid })
    .onConflictDoUpdate({ target: unpaidOrderCounts.uid, set: { uid: sql`excluded.uid` } });
}

/** Placement's piece once `placed` holds the order: one order more, and each line's units. */
export const addToHold = (
  uid: string,
  lines: Cte<{ id: string; held: number; quantity: number }>,
  placed: Cte<typeof orders>,
): SQL => sql`
  update ${unpaidOrderCounts}
  set count = count + 1,
    held_units = held_units || (select jsonb_object_agg(id, held + quantity) from ${lines})
  where uid = ${uid} and exists (select 1 from ${placed})`;

/**
 * A move's piece of its statement, once `left` holds the order leaving `unpaid`: its customer holds
 * one order less, and none of its lines' units.
 */
export const releaseHold = (left: Cte<typeof orders>): SQL => sql`
  update ${unpaidOrderCounts} set
    count = count - 1,
    held_units = coalesce((
      select jsonb_object_agg(h.key, h.units) from (
        select e.key, e.value::int - coalesce(r.quantity, 0) as units
        from jsonb_each_text(held_units) e
        left join (
          select ${variantOfSql(sql, { productId: sql`l."productId"`, variantId: sql`l."variantId"` })} as variant_id,
            l.quantity
          from ${left}, jsonb_to_recordset(${left}.lines) as l("productId" text, "variantId" text, quantity int)
        ) r on r.variant_id = e.key
      ) h where h.units > 0
    ), '{}'::jsonb)
  where uid = (select uid from ${left})`;
