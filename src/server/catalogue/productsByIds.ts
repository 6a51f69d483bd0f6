/**
 * `GET /product?ids=`: the few products a signed-out visitor's cart names, so the storefront prices
 * its lines without downloading the catalogue (docs/search.md). Two queries whatever the count.
 */
import { and, inArray, isNull } from 'drizzle-orm';
import type { Product } from '../../shared/entities';
import type { Database } from '../db/database';
import { products } from '../db/schema';
import { productOut } from '../serialize';
import { liveVariantsOf } from './variants';

/** The products for sale among `ids`, in the order asked; unknown and archived ids are left out. */
export async function productsByIds(db: Database, ids: string[]): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
  const variants = await liveVariantsOf(
    db,
    rows.map((row) => row.id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [productOut(row, variants.get(id) ?? [])] : [];
  });
}
