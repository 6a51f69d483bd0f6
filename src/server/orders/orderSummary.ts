/**
 * An order's summary fields, the original one-product order's shape kept over its lines: the first
 * line's product, its name with " and {n} more", the summed quantity, the unit price of a one-line
 * order or the lines' total otherwise, and every line's name (what the admin's search looks in).
 * Said once in both forms: `orderSummary` for an order made in TypeScript (a counter sale), and
 * `orderSummarySql` for one made inside a statement (placement), over a relation of its lines.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { StoredLine } from '../db/schema';

/** The summary columns of an order, as the orders table names them. */
export interface OrderSummary {
  productId: string;
  productName: string;
  priceCents: number;
  quantity: number;
  /** The lines' total, before any delivery charge. */
  linesCents: number;
  lineNames: string;
}

const summaryName = (first: string, count: number): string =>
  count > 1 ? `${first} and ${count - 1} more` : first;

/** The summary of `lines`, in their order; at least one line. */
export function orderSummary(
  lines: Pick<StoredLine, 'productId' | 'name' | 'priceCents' | 'quantity'>[],
): OrderSummary {
  const first = lines[0]!;
  const linesCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  return {
    productId: first.productId,
    productName: summaryName(first.name, lines.length),
    priceCents: lines.length === 1 ? first.priceCents : linesCents,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    linesCents,
    lineNames: lines.map((line) => line.name).join('\n'),
  };
}

/**
 * The same summary as SQL expressions over `lines`, a relation with `product_id`, `name`,
 * `price_cents`, `quantity` and `position` (the lines' order), one row per line.
 */
export function orderSummarySql(lines: SQL): Record<keyof OrderSummary, SQL> {
  const count = sql`(select count(*) from ${lines})`;
  const linesCents = sql`(select coalesce(sum(price_cents::bigint * quantity), 0) from ${lines})`;
  return {
    productId: sql`(select product_id from ${lines} order by position limit 1)`,
    productName: sql`(select name from ${lines} order by position limit 1)
      || case when ${count} > 1 then ' and ' || (${count} - 1) || ' more' else '' end`,
    priceCents: sql`case when ${count} = 1 then (select price_cents from ${lines}) else ${linesCents} end`,
    quantity: sql`(select sum(quantity) from ${lines})`,
    linesCents,
    lineNames: sql`(select string_agg(name, chr(10) order by position) from ${lines})`,
  };
}
