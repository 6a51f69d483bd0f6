/**
 * The stock ledger as tests read it: the movements staff see, and the ledger's invariant, as every
 * test that moves stock checks it: each variant's stock is the sum of its movements, and each
 * product's stock the sum of its live variants'.
 */
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { bodyOf, type EndpointCallOptions } from '../../support/apiClient';
import type { TestEnvironment } from './environment';

/** The movements the admin sees for `query` (a product, a variant, a reason…), newest first. */
export const movementsOf = async (
  env: TestEnvironment,
  query: EndpointCallOptions<'stockMovements'>['query'],
) => bodyOf(await env.api.stockMovements({ as: env.admin, query })).items;

/**
 * The rows of `whole` whose stock (`available_quantity`) is not the sum of `amount` over the rows of
 * `parts` that name them in `partOf`.
 */
async function stockNotTheSumOf(
  db: Database,
  whole: string,
  parts: { table: string; partOf: string; amount: string; which?: SQL },
) {
  const result = await db.execute(sql`
    select w.id, w.available_quantity as stock, coalesce(p.total, 0)::int as sum
    from ${sql.identifier(whole)} w
    left join (
      select ${sql.identifier(parts.partOf)} as whole_id, sum(${sql.identifier(parts.amount)}) as total
      from ${sql.identifier(parts.table)} where ${parts.which ?? sql`true`} group by 1
    ) p on p.whole_id = w.id
    where w.available_quantity <> coalesce(p.total, 0)`);
  return (result as unknown as { rows: { id: string; stock: number; sum: number }[] }).rows;
}

/** Variants whose stock is not the sum of their movements' deltas (none, always). */
export const variantsOffTheLedger = (db: Database) =>
  stockNotTheSumOf(db, 'product_variants', {
    table: 'stock_movements',
    partOf: 'variant_id',
    amount: 'delta',
  });

/** Products whose stock is not the sum of their live variants' (none, always). */
export const productsOffTheirVariants = (db: Database) =>
  stockNotTheSumOf(db, 'products', {
    table: 'product_variants',
    partOf: 'product_id',
    amount: 'available_quantity',
    which: sql`archived_at is null`,
  });

export async function expectStockMatchesLedger(db: Database): Promise<void> {
  expect(await variantsOffTheLedger(db)).toEqual([]);
  expect(await productsOffTheirVariants(db)).toEqual([]);
}
