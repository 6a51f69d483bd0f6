/**
 * The ledger's invariant, as every test that moves stock checks it: each variant's stock is the sum
 * of its movements, and each product's stock the sum of its variants'.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../src/server/db/database';

/** Variants whose stock is not the sum of their movements' deltas (none, always). */
export async function variantsOffTheLedger(db: Database) {
  const result = (await db.execute(sql`
    select v.id, v.available_quantity as stock, coalesce(m.total, 0)::int as ledger
    from product_variants v
    left join (select variant_id, sum(delta) as total from stock_movements group by variant_id) m
      on m.variant_id = v.id
    where v.available_quantity <> coalesce(m.total, 0)`)) as unknown as {
    rows: { id: string; stock: number; ledger: number }[];
  };
  return result.rows;
}

/** Products whose stock is not the sum of their variants' (none, always). */
export async function productsOffTheirVariants(db: Database) {
  const result = (await db.execute(sql`
    select p.id, p.available_quantity as stock, coalesce(v.total, 0)::int as variants
    from products p
    left join (select product_id, sum(available_quantity) as total from product_variants group by product_id) v
      on v.product_id = p.id
    where p.available_quantity <> coalesce(v.total, 0)`)) as unknown as {
    rows: { id: string; stock: number; variants: number }[];
  };
  return result.rows;
}

export async function expectStockMatchesLedger(db: Database): Promise<void> {
  expect(await variantsOffTheLedger(db)).toEqual([]);
  expect(await productsOffTheirVariants(db)).toEqual([]);
}
