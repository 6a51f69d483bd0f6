/** The admin's orders as CSV, one row per line of an order. */
import { decimalDollars } from '../../shared/money';
import type { OrderListQuery } from '../../shared/paging';
import { shopClock } from '../../shared/tax/financialYear';
import type { Database } from '../db/database';
import type { OrderRow } from '../db/schema';
import { csvLine } from '../http/csv';
import { orderBatches } from './orderList';

/**
 * The order's columns, repeated on each of its rows, then the line's own, then what came after the
 * sale (added last, so a spreadsheet reading the earlier columns by position still reads them).
 */
export const ORDER_CSV_COLUMNS = [
  'Order number',
  'Order ID',
  'Date',
  'Email',
  'State',
  'Transaction ID',
  'Order total',
  'Recipient',
  'Address line 1',
  'Address line 2',
  'Company',
  'City',
  'Postal code',
  'Country',
  'Phone',
  'Item',
  'Unit price',
  'Quantity',
  'Line total',
  'Carrier',
  'Tracking number',
  'Order refunded',
  'Variant',
  'SKU',
  'Delivery charge',
  'Delivery zone',
  'Payment method',
  'Cash collected',
  'Courier reference',
  'Currency',
] as const;

/**
 * One record per line of the order, each carrying the order's own columns. Its date is the shop's
 * wall clock (`2026-11-30 00:10`), which a spreadsheet reads as a date and time and sorts, where
 * UTC's would put a sale after midnight in Kolkata on the day before.
 */
export function orderCsvLines(o: OrderRow, timeZone: string): string {
  const order = [
    o.number,
    o.id,
    shopClock(o.createdAt, timeZone),
    o.email,
    o.state,
    o.tnxId,
    decimalDollars(o.totalCents),
    o.fullName,
    o.addressLine1,
    o.addressLine2,
    o.company,
    o.city,
    o.postalCode,
    o.country,
    o.phone,
  ];
  return o.lines
    .map((line) =>
      csvLine([
        ...order,
        line.name,
        decimalDollars(line.priceCents),
        line.quantity,
        decimalDollars(line.priceCents * line.quantity),
        o.carrier,
        o.trackingNumber,
        decimalDollars(o.refundedCents),
        line.variantTitle ?? '',
        line.sku ?? null,
        decimalDollars(o.shippingCents),
        o.shippingZone,
        o.paymentMethod,
        o.codCollection ? decimalDollars(o.codCollection.amountCents) : null,
        o.codCollection?.reference ?? null,
        o.currency,
      ]),
    )
    .join('');
}

/**
 * The whole export: a header row, then every line of every order `query` names, a batch at a time,
 * dated in `timeZone` (the shop's, `SHOP_TIMEZONE`).
 */
export async function* ordersCsv(
  db: Database,
  query: Omit<OrderListQuery, 'page' | 'pageSize'>,
  timeZone: string,
) {
  yield csvLine(ORDER_CSV_COLUMNS);
  for await (const batch of orderBatches(db, query)) {
    yield batch.map((order) => orderCsvLines(order, timeZone)).join('');
  }
}
