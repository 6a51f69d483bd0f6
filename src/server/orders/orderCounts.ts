/**
 * How many orders each state holds. Every write that places an order or moves one to another state
 * changes these counts in its own transaction, so they commit (or roll back) with it and the admin's
 * list reads its total from one small table instead of counting every order.
 *
 * The lock order of every order write. The rows writers share are taken in one order, so no two can
 * each hold a row the other waits for: the customer's hold (./unpaidHolds.ts), then products and
 * variants in id order (../stock/ledger.ts, ../catalogue/catalogueWriter.ts), then these counts, which
 * every order write shares. The counts come last because this module writes them last: a write that
 * changes them runs in an `orderTransaction`, notes each change where it makes it
 * (`changeOrderCounts`), and the changes are written once its work is done, just before it commits,
 * whatever it took meanwhile. Placement's one statement counts in a piece that reads the order it
 * inserts (`countPlacedOrders`), so after every row the statement locks to make it; an invoice's or
 * credit note's statement, an order transaction's last, writes them in a piece that reads the number
 * it took (`countsInLastStatement`).
 */
import { eq, ne, sql, sum, type SQL } from 'drizzle-orm';
import { ORDER_STATES, type OrderState } from '../../shared/entities';
import type { OrderStateFilter } from '../../shared/paging';
import type { Cte, StatementPiece } from '../db/cte';
import type { Database, Transaction } from '../db/database';
import { orderCounts, type orders } from '../db/schema';

declare const counting: unique symbol;

/** A transaction opened by `orderTransaction`: the only kind a change of the counts can be noted in. */
export type OrderTransaction = Transaction & { readonly [counting]: true };

/** Each open order transaction's changes, by state, until it writes them. */
const noted = new WeakMap<Transaction, Map<OrderState, number>>();

/** Runs `work` in a transaction, then writes the count changes it noted, then commits. */
export function orderTransaction<T>(db: Database, work: (tx: OrderTransaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const changes = new Map<OrderState, number>();
    noted.set(tx, changes);
    const done = await work(tx as OrderTransaction);
    await writeCounts(tx, changes);
    return done;
  });
}

/** Notes each state's change in `tx`; it is written as the transaction's last write. */
export function changeOrderCounts(tx: OrderTransaction, changes: { state: OrderState; by: number }[]): void {
  const counts = noted.get(tx);
  if (!counts) throw new Error('order counts change only inside orderTransaction');
  for (const { state, by } of changes) counts.set(state, (counts.get(state) ?? 0) + by);
}

/**
 * Each state's change, in one order, that of ORDER_STATES, whichever way an order moves, so two
 * writers never each hold a state's row the other waits for.
 */
function countRows(changes: Map<OrderState, number>): { state: OrderState; count: number }[] {
  return ORDER_STATES.flatMap((state) => {
    const by = changes.get(state) ?? 0;
    return by === 0 ? [] : [{ state, count: by }];
  });
}

/** Adds each state's change (a state's row is created on first use). */
async function writeCounts(tx: Transaction, changes: Map<OrderState, number>): Promise<void> {
  const rows = countRows(changes);
  if (rows.length === 0) return;
  await tx
    .insert(orderCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: orderCounts.state,
      set: { count: sql`${orderCounts.count} + excluded.count` },
    });
}

/**
 * The changes noted so far in `tx`, as a piece of its last statement, which then writes them instead
 * of the commit: the shared rows are held one round trip less. The piece reads `after` (a CTE of
 * that statement), so what `after` locks is locked before the counts. Its text is the same whatever
 * changed (the placeholder `counts`), so a statement built once carries it.
 */
export function countsInLastStatement(tx: OrderTransaction, after: Cte<unknown>): StatementPiece {
  const changes = noted.get(tx);
  if (!changes) throw new Error('order counts change only inside orderTransaction');
  const rows = countRows(changes);
  changes.clear();
  return {
    sql: sql`
      insert into ${orderCounts} (state, count)
      select v.state, v.count
      from rows from (jsonb_to_recordset(${sql.placeholder('counts')}::jsonb) as (state text, count bigint))
        with ordinality as v(state, count, at)
      where exists (select 1 from ${after})
      order by v.at
      on conflict (state) do update set count = ${orderCounts.count} + excluded.count`,
    values: { counts: JSON.stringify(rows) },
  };
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
