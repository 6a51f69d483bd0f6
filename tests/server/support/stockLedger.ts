/** The ledger's invariant, as every test that moves stock checks it: stock is the sum of its movements. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../src/server/db/database';

/** Products whose stock is not the sum of their movements' deltas (none, always). */
export async function productsOffTheLedger(db: Database) {
  const result = (await db.execute(sql`
    select p.id, p.available_quantity as stock, coalesce(m.total, 0)::int as ledger
    from products p
    left join (select variant_id, sum(delta) as total from stock_movements group by variant_id) m
      on m.variant_id = p.id
    where p.available_quantity <> coalesce(m.total, 0)`)) as unknown as {
    rows: { id: string; stock: number; ledger: number }[];
  };
  return result.rows;
}

export async function expectStockMatchesLedger(db: Database): Promise<void> {
  expect(await productsOffTheLedger(db)).toEqual([]);
}
