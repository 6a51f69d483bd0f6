/**
 * The tax inside a line is one rule in two forms (src/shared/tax/lineTax.ts): the TypeScript that
 * orders and invoices are written with, and the SQL that reports sum inside their statements. Both
 * answer the same for every rate and for totals small, large, odd and negative, on PGlite and PostgreSQL.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database';
import { taxIncludedCents, taxIncludedCentsSql } from '../../src/shared/tax/lineTax';
import { rateBasisPoints, TAX_RATES } from '../../src/shared/tax/regimes';
import { openTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const ratesBp = [...new Set([...TAX_RATES.IN_GST, ...TAX_RATES.BD_VAT].map(rateBasisPoints))];

it('gives the same tax in SQL as in TypeScript for every rate, whatever the total', async () => {
  const totals = [
    ...Array.from({ length: 2_001 }, (_, i) => i - 1_000),
    118_000,
    115_000,
    -118_000,
    99_999_999_999,
    -99_999_999_999,
    ...fc.sample(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), { numRuns: 2_000, seed: 41 }),
  ];
  const rows = await queryRows<{ total: string | number; rate: number; tax: string | number }>(
    database.db,
    sql`select total, rate, ${taxIncludedCentsSql(sql, sql`total`, sql`rate`)} as tax
      from unnest(${`{${totals.join(',')}}`}::bigint[]) as total
      cross join unnest(${`{${ratesBp.join(',')}}`}::int[]) as rate`,
  );
  expect(rows).toHaveLength(totals.length * ratesBp.length);
  const differing = rows.filter(
    (row) => Number(row.tax) !== taxIncludedCents(Number(row.total), Number(row.rate)),
  );
  expect(differing).toEqual([]);
});

it('takes a total of a plain integer column and a rate given as a parameter', async () => {
  const [row] = await queryRows<{ tax: string | number }>(
    database.db,
    sql`select ${taxIncludedCentsSql(sql, sql`${118_000}::int`, 1_800)} as tax`,
  );
  expect(Number(row!.tax)).toBe(18_000);
});
