/**
 * The admin's orders as CSV, one row per line: RFC 4180 quoting, and a cell a spreadsheet would read as a
 * formula (leading `= + - @`, tab or carriage return) prefixed with `'` so it stays text.
 */
import type { OrderListQuery } from '../../shared/paging';
import type { Database } from '../db/database';
import type { OrderRow } from '../db/schema';
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
] as const;

/**
 * One cell: text neutralised if it could start a formula (a number, `-3`, cannot), quoted if it holds
 * `,` `"` CR or LF.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 writes them. */
export const csvLine = (cells: readonly (string | number | null)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** Cents as the CSVs write money: dollars to the cent, no sign of currency. */
export const dollars = (cents: number): string => (cents / 100).toFixed(2);

/** One record per line of the order, each carrying the order's own columns. */
export function orderCsvLines(o: OrderRow): string {
  const order = [
    o.number,
    o.id,
    o.createdAt.toISOString(),
    o.email,
    o.state,
    o.tnxId,
    dollars(o.totalCents),
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
        dollars(line.priceCents),
        line.quantity,
        dollars(line.priceCents * line.quantity),
        o.carrier,
        o.trackingNumber,
        dollars(o.refundedCents),
        line.variantTitle ?? '',
        line.sku ?? null,
        dollars(o.shippingCents),
        o.shippingZone,
        o.paymentMethod,
        o.codCollection ? dollars(o.codCollection.amountCents) : null,
        o.codCollection?.reference ?? null,
      ]),
    )
    .join('');
}

/** The whole export: a header row, then every line of every order `query` names, a batch at a time. */
export async function* ordersCsv(db: Database, query: Omit<OrderListQuery, 'page' | 'pageSize'>) {
  yield csvLine(ORDER_CSV_COLUMNS);
  for await (const batch of orderBatches(db, query)) yield batch.map(orderCsvLines).join('');
}
