/**
 * An order's history (`order_events`), written and read here only: a row for how the order was made
 * and one per move of its lifecycle, each in the transaction of the change it records. Moves are
 * recorded by the lifecycle alone (./lifecycle.ts); an order's making by what makes it, placement's
 * one statement or a counter sale's transaction. The order's timeline is read from it.
 */
import { asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { OrderHistoryEvent } from '../../shared/orderLifecycle';
import type { OrderState } from '../../shared/orderStates';
import type { Cte } from '../db/cte';
import { rowFrom, type Database, type Transaction } from '../db/database';
import { orderEvents, type OrderEventRow, type orders } from '../db/schema';

/** Who made a change: a signed-in person; the shop itself (a sweep, a provider's notice) is null. */
export interface OrderActor {
  uid: string;
  email: string;
}

export interface OrderEvent {
  orderId: string;
  /** Null for the order's making. */
  from: OrderState | null;
  to: OrderState;
  event: OrderHistoryEvent;
  by: OrderActor | null;
  at: Date;
  note?: string | null;
}

/** Records one row of an order's history in the change's transaction. */
export async function recordOrderEvent(tx: Transaction, { by, ...row }: OrderEvent): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: row.orderId,
    fromState: row.from,
    toState: row.to,
    event: row.event,
    actorUid: by?.uid ?? null,
    actorEmail: by?.email ?? null,
    at: row.at,
    note: row.note ?? null,
  });
}

/**
 * A move's piece of its statement: the row of `event`, once `moved` holds the order it moved; who,
 * when and why are the statement's values (placeholders: the lifecycle builds it once).
 */
export const recordMoveSql = (
  moved: Cte<typeof orders>,
  row: Pick<OrderEvent, 'from' | 'to' | 'event'> & {
    by: { uid: SQLWrapper; email: SQLWrapper };
    at: SQLWrapper;
    note: SQLWrapper;
  },
): SQL => sql`
  insert into ${orderEvents} (order_id, from_state, to_state, event, actor_uid, actor_email, at, note)
  select id, ${row.from}::text, ${row.to}::text, ${row.event}::text, ${row.by.uid}::text,
    ${row.by.email}::text, ${row.at}, ${row.note}::text
  from ${moved}`;

/** Placement's piece of its statement: the order it placed (`placed`), by its customer, as it was placed. */
export const recordPlacedSql = (placed: Cte<typeof orders>): SQL => sql`
  insert into ${orderEvents} (order_id, to_state, event, actor_uid, actor_email, at)
  select id, state, 'place', uid, email, created_at from ${placed}`;

/**
 * The history of the order whose id `orderId` gives, as one JSON array (oldest first): a piece of a
 * statement that reads the order with it. `historyFromJson` turns it into `historyOf`'s rows.
 */
export const historyJsonSql = (orderId: SQL): SQL =>
  sql`coalesce((select json_agg(e order by e.at, e.id) from ${orderEvents} e where e.order_id = ${orderId}), '[]'::json)`;

export const historyFromJson = (rows: Record<string, unknown>[]): OrderEventRow[] =>
  rows.map((row) => rowFrom(orderEvents, row));

/** The order's history, oldest first. */
export const historyOf = (db: Database, orderId: string): Promise<OrderEventRow[]> =>
  db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
