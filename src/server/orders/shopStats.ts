/**
 * The admin's overview: sales by the shop's day (`SHOP_TIMEZONE`) over the last 30 (net of refunds),
 * each order on the day it became a sale (`soldAtSql`), summed for today, 7 and 30 days; the products
 * sold most by units over those 30 days, from the orders' lines; orders waiting to ship
 * (../fulfilment/ordersToShip.ts); return requests waiting; products short of their minimum order
 * (@shared/stock).
 */
import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { SalesFigures, ShopStats } from '../../shared/entities';
import { toDollars } from '../../shared/money';
import { roundCashCentsSql } from '../../shared/cashRounding';
import { shortOfMinimumSql } from '../../shared/stock';
import { dayAfter, dayRange, localDate, localDateSql } from '../../shared/tax/financialYear';
import { failedEmailCount } from '../mail/outbox';
import { queryRows, type Database } from '../db/database';
import { orders, products, soldAtSql } from '../db/schema';
import { countOrdersToShip } from '../fulfilment/ordersToShip';
import { codCashOwedSql, codOwedCentsSql } from './paidMoney';

const SERIES_DAYS = 30;
const TOP_PRODUCTS = 5;

/** The sum of `days` as figures in the shop's currency. */
const total = (days: { revenueCents: number; orders: number }[]): SalesFigures => ({
  revenue: toDollars(days.reduce((sum, d) => sum + d.revenueCents, 0)),
  orders: days.reduce((sum, d) => sum + d.orders, 0),
});

/**
 * The overview's figures; a COD parcel's cash is its total rounded to `cashRoundingCents`. Its days
 * are the shop's, in `timeZone`: "today" in Dhaka begins at its midnight, not at UTC's six hours later.
 */
export async function shopStats(
  db: Database,
  { cashRoundingCents, timeZone }: { cashRoundingCents: number; timeZone: string },
  now = new Date(),
): Promise<ShopStats> {
  const today = localDate(now, timeZone);
  const dates = Array.from({ length: SERIES_DAYS }, (_, i) => dayAfter(today, i - (SERIES_DAYS - 1)));
  const seriesStart = dayRange(dates[0]!, today, timeZone).startsAt;
  // Grouped by its name: the expression written twice would bind the zone twice, as two parameters
  // PostgreSQL cannot tell are equal.
  const soldAt = soldAtSql(orders);
  const day = sql<string>`${localDateSql(sql, soldAt, timeZone)}`.as('day');
  const [sales, topProducts, awaitingShipment, [returns], short, emailsFailed, cod] = await Promise.all([
    // Net of refunds, on the day the order became a sale (a COD order: the day its cash came in, as
    // much as came; a web order on account: the day it shipped); a fully refunded order is no longer
    // a sale.
    db
      .select({
        day,
        revenueCents:
          sql<number>`sum(coalesce((${orders.codCollection} ->> 'amountCents')::bigint, ${orders.totalCents}) - ${orders.refundedCents})::bigint`.mapWith(
            Number,
          ),
        orders: sql<number>`(count(*) filter (where ${orders.state} <> 'refunded'))::int`,
      })
      .from(orders)
      .where(
        and(inArray(orders.state, ['paid', 'shipped', 'collected', 'refunded']), gte(soldAt, seriesStart)),
      )
      .groupBy(sql`day`),
    topSellers(db, seriesStart),
    countOrdersToShip(db),
    // Few at any time, read from their own partial index.
    db.select({ waiting: count() }).from(orders).where(eq(orders.returnStatus, 'requested')),
    db
      .select({
        _id: products.id,
        name: products.name,
        stock: products.availableQuantity,
        minimumOrder: products.minimumOrder,
      })
      .from(products)
      .where(
        and(
          isNull(products.archivedAt),
          shortOfMinimumSql(sql, products.availableQuantity, products.minimumOrder),
        ),
      )
      .orderBy(asc(products.availableQuantity), asc(products.name)),
    failedEmailCount(db, seriesStart),
    codFigures(db, cashRoundingCents),
  ]);
  const byDay = new Map(sales.map((s) => [s.day, s]));
  const days = dates.map((date) => {
    const found = byDay.get(date);
    return { date, revenueCents: found?.revenueCents ?? 0, orders: found?.orders ?? 0 };
  });
  return {
    today: total(days.slice(-1)),
    last7Days: total(days.slice(-7)),
    last30Days: total(days),
    awaitingShipment,
    returnsRequested: returns?.waiting ?? 0,
    cod,
    emailsFailed,
    shortOfMinimum: short,
    dailySales: days.map((d) => ({ date: d.date, revenue: toDollars(d.revenueCents), orders: d.orders })),
    topProducts,
  };
}

/**
 * Cash on delivery: orders to confirm with their customers, parcels whose cash the couriers have
 * not paid over yet (all or the rest of it), and how much that cash comes to (each whole total rounded
 * as its courier is asked it; a rest is owed to the paisa, as its order's invoice states it).
 * Each read from its own partial index.
 */
async function codFigures(db: Database, cashRoundingCents: number): Promise<ShopStats['cod']> {
  const [row] = await queryRows<{ to_confirm: number; to_collect: number; expected: number | string }>(
    db,
    sql`
      select
        (select count(*)::int from ${orders}
          where payment_method = 'cod' and state = 'unpaid' and cod_confirmed_at is null) as to_confirm,
        count(*)::int as to_collect,
        coalesce(sum(case when cod_collection is null
          then ${roundCashCentsSql(sql, sql`total_cents`, cashRoundingCents)}
          else ${codOwedCentsSql} end), 0)::bigint as expected
      from ${orders}
      where ${codCashOwedSql}`,
  );
  return {
    toConfirm: row?.to_confirm ?? 0,
    toCollect: row?.to_collect ?? 0,
    cashExpected: toDollars(Number(row?.expected ?? 0)),
  };
}

/** Units and revenue per product over the lines of orders sold since `since`; a tie goes to revenue. */
async function topSellers(db: Database, since: Date): Promise<ShopStats['topProducts']> {
  // Int8 sums: numbers from PGlite, strings from node-postgres.
  const rows = await queryRows<{
    productId: string;
    name: string;
    units: number | string;
    revenueCents: number | string;
  }>(
    db,
    sql`
      select line."productId", sum(line.quantity)::bigint as units,
             sum(line."priceCents"::bigint * line.quantity)::bigint as "revenueCents",
             (array_agg(line.name order by ${soldAtSql(orders)} desc))[1] as name
      from ${orders},
           jsonb_to_recordset(${orders.lines}) as line("productId" text, name text, "priceCents" int, quantity int)
      where ${orders.state} in ('paid', 'shipped', 'collected')
        and ${soldAtSql(orders)} >= ${since.toISOString()}::timestamptz
      group by line."productId"
      order by units desc, "revenueCents" desc, line."productId"
      limit ${TOP_PRODUCTS}`,
  );
  return rows.map(({ productId, name, units, revenueCents }) => ({
    productId,
    name,
    units: Number(units),
    revenue: toDollars(Number(revenueCents)),
  }));
}
