/**
 * What an order's customer has paid: a card order its total once paid, a counter sale its total (paid
 * as it was handed over, on account too), a COD order the cash collected, a web order on account its
 * total once invoiced (the account owes it: docs/credit.md).
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { orders, type OrderRow } from '../db/schema';

/**
 * What a COD order still owes: its total less the cash recorded (a full collection's rounding is not
 * owed); nothing once cancelled.
 */
export const codOwedCents = (order: Pick<OrderRow, 'state' | 'totalCents' | 'codCollection'>): number =>
  order.state === 'cancelled'
    ? 0
    : order.totalCents -
      (order.codCollection ? order.codCollection.amountCents - (order.codCollection.roundingCents ?? 0) : 0);

/**
 * The same rule in SQL, for the orders still waiting for cash from their couriers: shipped COD orders
 * with none collected yet or only a part (`cod_collection.partial` stays true until the rest is in).
 * The condition of `orders_cod_to_collect_idx`, so that index answers the lists and figures that ask it.
 */
export const codCashOwedSql = and(
  eq(orders.paymentMethod, 'cod'),
  eq(orders.state, 'shipped'),
  or(isNull(orders.codCollection), sql`(${orders.codCollection} ->> 'partial')::boolean`),
)!;

/** What such an order still owes, in SQL: its total less the cash recorded (`codOwedCents`). */
export const codOwedCentsSql = sql`(${orders.totalCents} - coalesce((${orders.codCollection} ->> 'amountCents')::bigint, 0))`;

/** A web order on account: paid, and refunded, on the customer's account rather than in money. */
export const isWebAccountOrder = (order: Pick<OrderRow, 'channel' | 'paymentMethod'>): boolean =>
  order.channel !== 'counter' && order.paymentMethod === 'account';

export const paidCents = (
  order: Pick<
    OrderRow,
    'channel' | 'paymentMethod' | 'totalCents' | 'tnxId' | 'codCollection' | 'invoiceNumber'
  >,
): number =>
  order.paymentMethod === 'cod'
    ? (order.codCollection?.amountCents ?? 0)
    : order.channel === 'counter' || order.tnxId
      ? order.totalCents
      : isWebAccountOrder(order) && order.invoiceNumber
        ? order.totalCents
        : 0;
