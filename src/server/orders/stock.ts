/**
 * Stock going back on the shelf: a cancelled or expired order's lines, or a refund's restocked
 * units. Products are locked in id order, the order a placement takes them in, so the two never
 * deadlock.
 */
import { sql } from 'drizzle-orm';
import { noteCatalogueWrite } from '../catalogue/catalogueVersion';
import { queryRows, rowFrom, type Transaction } from '../db/database';
import { products, type ProductRow } from '../db/schema';

/** Puts each line's quantity back in the caller's transaction; answers the products as they are now. */
export async function returnStock(
  tx: Transaction,
  lines: { productId: string; quantity: number }[],
): Promise<ProductRow[]> {
  noteCatalogueWrite();
  const returned = JSON.stringify(lines.map(({ productId, quantity }) => ({ productId, quantity })));
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`
    with returned as (
      select * from jsonb_to_recordset(${returned}::jsonb) as r("productId" text, quantity int)
    ),
    locked as (
      select p.id, r.quantity from ${products} p join returned r on r."productId" = p.id
      order by p.id
      for update of p
    )
    update ${products} p
    set available_quantity = p.available_quantity + l.quantity, version = p.version + 1
    from locked l where p.id = l.id
    returning p.*`,
  );
  return rows.map((row) => rowFrom(products, row));
}
