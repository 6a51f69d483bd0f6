/**
 * The admin's orders as CSV: RFC 4180 quoting, and a cell a spreadsheet would read as a
 * formula (leading `= + - @`, tab or carriage return) prefixed with `'` so it stays text.
 */
import type { OrderListQuery } from '../../shared/paging';
import type { Database } from '../db/database';
import type { OrderRow } from '../db/schema';
import { orderBatches } from './orderList';

export const ORDER_CSV_COLUMNS = [
  'Order ID',
  'Date',
  'Email',
  'Item',
  'Unit price',
  'Quantity',
  'Total',
  'State',
  'Transaction ID',
  'Company',
  'City',
  'Postal code',
  'Country',
  'Phone',
] as const;

/** One cell: neutralised if it could start a formula, quoted if it holds `,` `"` CR or LF. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 writes them. */
export const csvLine = (cells: readonly (string | number | null)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;

const dollars = (cents: number): string => (cents / 100).toFixed(2);

export const orderCsvLine = (o: OrderRow): string =>
  csvLine([
    o.id,
    o.createdAt.toISOString(),
    o.email,
    o.productName,
    dollars(o.priceCents),
    o.quantity,
    dollars(o.totalCents),
    o.state,
    o.tnxId,
    o.company,
    o.city,
    o.postalCode,
    o.country,
    o.phone,
  ]);

/** The whole export: a header row, then every order `query` names, a batch at a time. */
export async function* ordersCsv(db: Database, query: Omit<OrderListQuery, 'page' | 'pageSize'>) {
  yield csvLine(ORDER_CSV_COLUMNS);
  for await (const batch of orderBatches(db, query)) yield batch.map(orderCsvLine).join('');
}
