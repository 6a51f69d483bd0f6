/**
 * The admin's order list: which orders a query names, in which order, one
 * page of them, or every match in keyset-paged batches (the CSV export).
 */
import { and, asc, count, desc, eq, inArray, isNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Order, Page } from '../../shared/entities';
import { DEFAULT_PAGE_SIZE, type CodFilter, type OrderListQuery, type OrderSort } from '../../shared/paging';
import type { Database } from '../db/database';
import { orders, type OrderRow } from '../db/schema';
import { containsPattern } from '../db/likePattern';
import { orderOut } from '../serialize';
import { mayMoveSql } from './lifecycleSql';
import { countListedOrders } from './orderCounts';
import { codCashOwedSql } from './paidMoney';

/** `#1042` or `1042`: what someone reading an order's number aloud would type (at most 15 digits, a bigint). */
const ORDER_NUMBER = /^#?(\d{1,15})$/;

/** What names the orders of a list or an export. */
type OrderFilterQuery = Pick<OrderListQuery, 'q' | 'state' | 'return' | 'cod' | 'channel'>;

/**
 * The orders `q`, `state`, `return`, `cod` and `channel` name: `q` is an order's id or number, or any
 * part of its email, any line's product name or its payment id, in any case; `return=requested` those
 * with a return request waiting; `channel` the web's orders or the counter's sales. A cancelled order
 * is listed only when `state` asks for it.
 */
export function orderFilter({ q, state, return: returns, cod, channel }: OrderFilterQuery): SQL | undefined {
  const number = q ? ORDER_NUMBER.exec(q)?.[1] : undefined;
  const search = q
    ? or(
        eq(orders.id, q),
        number === undefined ? undefined : eq(orders.number, Number(number)),
        like(orders.searchText, sql`lower(${containsPattern(q)})`),
      )
    : undefined;
  return and(
    state ? eq(orders.state, state) : ne(orders.state, 'cancelled'),
    returns ? eq(orders.returnStatus, returns) : undefined,
    cod ? COD_FILTER_SQL[cod] : undefined,
    channel ? eq(orders.channel, channel) : undefined,
    search,
  );
}

/**
 * Each COD filter: the orders staff may confirm (../../shared/orderLifecycle.ts), and those whose cash,
 * all or the rest of it, is still to come. Each the same condition as its partial index's, so the index
 * answers it.
 */
const COD_FILTER_SQL: Record<CodFilter, SQL> = {
  'to-confirm': mayMoveSql('confirmCod'),
  'to-collect': codCashOwedSql,
};

/** Each sort's key column and direction; the id breaks ties, so every order is total. */
const SORT_KEYS: Record<
  OrderSort,
  { key: typeof orders.createdAt | typeof orders.totalCents; descending: boolean }
> = {
  newest: { key: orders.createdAt, descending: true },
  oldest: { key: orders.createdAt, descending: false },
  'total-desc': { key: orders.totalCents, descending: true },
  'total-asc': { key: orders.totalCents, descending: false },
};

const orderByOf = (sort: OrderSort): SQL[] => {
  const { key, descending } = SORT_KEYS[sort];
  return descending ? [desc(key), desc(orders.id)] : [asc(key), asc(orders.id)];
};

/**
 * With `page`, one page of the matches and their total; without, every match (the spec's array).
 * A page's ids come first, from an index alone, so the orders its offset skips are never read;
 * then only its own rows. The total of a search counts its matches (found through the trigram
 * indexes); any other total is read from the per-state counts.
 */
export async function listOrders(
  db: Database,
  { page, pageSize = DEFAULT_PAGE_SIZE, sort = 'newest', ...filters }: OrderListQuery,
): Promise<Order[] | Page<Order>> {
  const where = orderFilter(filters);
  const orderBy = orderByOf(sort);
  if (page === undefined) {
    return (
      await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...orderBy)
    ).map(orderOut);
  }
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [items, total] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(inArray(orders.id, pageIds))
      .orderBy(...orderBy),
    filters.q || filters.return || filters.cod || filters.channel
      ? countMatches(db, where)
      : countListedOrders(db, filters.state),
  ]);
  return { items: items.map(orderOut), total, page, pageSize };
}

const countMatches = async (db: Database, where: SQL | undefined): Promise<number> => {
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  return counted?.total ?? 0;
};

/**
 * Every match, `batchSize` rows at a time, each batch read after the last row of the one before
 * (keyset paging), so memory stays flat however many orders there are. The cursor's time is read
 * as text: a JS Date would drop the microseconds Postgres keeps and skip or repeat rows.
 */
export async function* orderBatches(
  db: Database,
  { sort = 'newest', ...filters }: Omit<OrderListQuery, 'page' | 'pageSize'>,
  batchSize = 1000,
): AsyncGenerator<OrderRow[]> {
  const { key, descending } = SORT_KEYS[sort];
  const filter = orderFilter(filters);
  let after: { key: string; id: string } | undefined;
  for (;;) {
    const cursor = after
      ? descending
        ? sql`(${key}, ${orders.id}) < (${after.key}::${sql.raw(keyType(key))}, ${after.id})`
        : sql`(${key}, ${orders.id}) > (${after.key}::${sql.raw(keyType(key))}, ${after.id})`
      : undefined;
    const batch = await db
      .select({ row: orders, cursorKey: sql<string>`${key}::text` })
      .from(orders)
      .where(and(filter, cursor))
      .orderBy(...orderByOf(sort))
      .limit(batchSize);
    if (batch.length > 0) yield batch.map(({ row }) => row);
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    after = { key: last.cursorKey, id: last.row.id };
  }
}

const keyType = (key: typeof orders.createdAt | typeof orders.totalCents): string =>
  key === orders.createdAt ? 'timestamptz' : 'integer';

/**
 * A customer's orders, newest first; cancelled ones leave the list. `owner` is an account (its own
 * orders, and those it placed before accounts owned orders) or, for an admin's look-up, an email.
 */
export function customerOrders(
  db: Database,
  owner: { uid: string; email: string } | { email: string },
): Promise<OrderRow[]> {
  const whose =
    'uid' in owner
      ? or(eq(orders.uid, owner.uid), and(isNull(orders.uid), eq(orders.email, owner.email)))
      : eq(orders.email, owner.email);
  return db
    .select()
    .from(orders)
    .where(and(whose, ne(orders.state, 'cancelled')))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
