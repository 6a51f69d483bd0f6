/**
 * How many orders each state holds. Every write that places an order or moves one to
 * another state changes these counts in its own transaction, so they commit (or roll back) with it
 * and the admin's list reads its total from one small table instead of counting every order. Of
 * concurrent writers, each waits for the row of a state another is changing, so no change is lost.
 */
import { eq, ne, sql, sum, type SQL } from 'drizzle-orm';
import { ORDER_STATES, type OrderState } from '../../shared/entities';
import type { OrderStateFilter } from '../../shared/paging';
import type { Cte } from '../db/cte';
import type { Database, Transaction } from '../db/database';
import { orderCounts, type orders } from '../db/schema';

/**
 * Adds each state's change in the caller's transaction (a state's row is created on first use).
 * The rows are always taken in one order, that of ORDER_STATES, whichever way an order moves, so no
 * two writers can each hold a row the other waits for.
 */
export async function changeOrderCounts(
  tx: Transaction,
  changes: { state: OrderState; by: number }[],
): Promise<void> {
  const rows = changes
    .filter(({ by }) => by !== 0)
    .sort((a, b) => ORDER_STATES.indexOf(a.state) - ORDER_STATES.indexOf(b.state))
    .map(({ state, by }) => ({ state, count: by }));
  if (rows.length === 0) return;
  await tx
    .insert(orderCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: orderCounts.state,
      set: { count: sql`${orderCounts.count} + excluded.count` },
    });
}

/** Placement's piece of its statement: each order in `placed` counted as unpaid. */
export const countPlacedOrders = (placed: Cte<typeof orders>): SQL => sql`
  insert into ${orderCounts} (state, count) select 'unpaid', 1 from ${placed}
  on conflict (state) do update set count = ${orderCounts.count} + excluded.count`;

/** How many orders are in `state`, or, without it, listed (every state but cancelled). */
export async function countListedOrders(db: Database, state?: OrderStateFilter): Promise<number> {
  const [counted] = await db
    .select({ total: sum(orderCounts.count).mapWith(Number) })
    .from(orderCounts)
    .where(state ? eq(orderCounts.state, state) : ne(orderCounts.state, 'cancelled'));
  return counted?.total ?? 0;
}
