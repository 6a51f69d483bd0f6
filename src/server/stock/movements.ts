/**
 * Reading the ledger: a page of movements newest first (keyset-paged by time and id, so a page deep
 * in 100,000 movements costs what the first does), and the same filters as CSV, streamed in batches.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { StockMovement, StockMovementQuery } from '../../shared/stockSchemas';
import { DEFAULT_PAGE_SIZE } from '../../shared/paging';
import { stockErrors } from '../../shared/strings/stockMessages';
import { purchaseOrderReference } from '../../shared/stockLedger';
import { dayRange, shopClock } from '../../shared/tax/financialYear';
import type { Database } from '../db/database';
import { productVariants, products, stockMovements, type StockMovementRow } from '../db/schema';
import { csvLine } from '../http/csv';
import { badRequest } from '../http/errors';

type Filters = Omit<StockMovementQuery, 'cursor' | 'pageSize'>;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** A day means the whole of the shop's day (`timeZone`, SHOP_TIMEZONE); a moment means itself. */
const startOf = (value: string, timeZone: string) =>
  isDay(value) ? dayRange(value, value, timeZone).startsAt : new Date(value);
const endOf = (value: string, timeZone: string) =>
  isDay(value) ? dayRange(value, value, timeZone).endsBefore : new Date(Date.parse(value) + 1);

/** Microseconds since the epoch: the ledger's times are finer than a JavaScript Date. */
const atMicros = sql<string>`(extract(epoch from ${stockMovements.at}) * 1000000)::bigint::text`;

function where(filters: Filters, timeZone: string, after?: { micros: string; id: string }): SQL | undefined {
  return and(
    filters.productId ? eq(stockMovements.productId, filters.productId) : undefined,
    filters.variantId ? eq(stockMovements.variantId, filters.variantId) : undefined,
    filters.reason ? eq(stockMovements.reason, filters.reason) : undefined,
    filters.from ? gte(stockMovements.at, startOf(filters.from, timeZone)) : undefined,
    filters.to ? lt(stockMovements.at, endOf(filters.to, timeZone)) : undefined,
    after
      ? sql`(${stockMovements.at}, ${stockMovements.id}) < (to_timestamp(0) + ${after.micros}::bigint * interval '1 microsecond', ${after.id})`
      : undefined,
  );
}

const encodeCursor = (micros: string, id: string) => Buffer.from(`${micros}.${id}`).toString('base64url');

function decodeCursor(cursor: string): { micros: string; id: string } {
  const match = /^(\d{1,20})\.([A-Za-z0-9_-]{1,64})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw badRequest(stockErrors.badCursor, 'cursor');
  return { micros: match[1]!, id: match[2]! };
}

type ListedRow = { movement: StockMovementRow; productName: string; micros: string };

async function movementRows(
  db: Database,
  filters: Filters,
  timeZone: string,
  limit: number,
  after?: { micros: string; id: string },
) {
  return db
    .select({
      movement: stockMovements,
      // Staff read a variant as its product's name and its title.
      productName: sql<string>`case when ${productVariants.title} = '' then ${products.name}
        else ${products.name} || ' — ' || ${productVariants.title} end`,
      micros: atMicros,
    })
    .from(stockMovements)
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .innerJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .where(where(filters, timeZone, after))
    .orderBy(desc(stockMovements.at), desc(stockMovements.id))
    .limit(limit);
}

export function movementOut({ movement: m, productName }: Omit<ListedRow, 'micros'>): StockMovement {
  return {
    _id: m.id,
    at: m.at.toISOString(),
    productId: m.productId,
    variantId: m.variantId,
    productName,
    delta: m.delta,
    stockAfter: m.stockAfter,
    reason: m.reason,
    ref:
      m.refType && m.refId && m.refNumber !== null
        ? { type: m.refType, id: m.refId, number: m.refNumber }
        : null,
    actorUid: m.actorUid,
    actorEmail: m.actorEmail,
    note: m.note,
  };
}

/** The movements `query` names, newest first, a page at a time; its days are the shop's (`timeZone`). */
export async function listMovements(db: Database, query: StockMovementQuery, timeZone: string) {
  const { cursor, pageSize = DEFAULT_PAGE_SIZE, ...filters } = query;
  const rows = await movementRows(
    db,
    filters,
    timeZone,
    pageSize + 1,
    cursor ? decodeCursor(cursor) : undefined,
  );
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(movementOut),
    nextCursor: rows.length > pageSize && last ? encodeCursor(last.micros, last.movement.id) : null,
  };
}

export const MOVEMENT_CSV_COLUMNS = [
  'Time',
  'Product',
  'Product ID',
  'Variant ID',
  'Reason',
  'Change',
  'Stock after',
  'Reference',
  'By',
  'Note',
] as const;

const referenceOf = (m: StockMovement) =>
  m.ref === null ? '' : m.ref.type === 'order' ? `#${m.ref.number}` : purchaseOrderReference(m.ref.number);

/**
 * The movements the filters name, newest first, as CSV: a header row, then a batch at a time. Days and
 * times are the shop's (`timeZone`): a movement at 00:10 in Kolkata is on its own day.
 */
export async function* movementsCsv(db: Database, filters: Filters, timeZone: string, batchSize = 1000) {
  yield csvLine(MOVEMENT_CSV_COLUMNS);
  let after: { micros: string; id: string } | undefined;
  for (;;) {
    const rows = await movementRows(db, filters, timeZone, batchSize, after);
    yield rows
      .map((row) => {
        const m = movementOut(row);
        return csvLine([
          shopClock(row.movement.at, timeZone),
          m.productName,
          m.productId,
          m.variantId,
          m.reason,
          m.delta,
          m.stockAfter,
          referenceOf(m),
          m.actorEmail,
          m.note,
        ]);
      })
      .join('');
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) return;
    after = { micros: last.micros, id: last.movement.id };
  }
}
