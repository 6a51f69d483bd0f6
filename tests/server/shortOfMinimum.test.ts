/**
 * "Short of the minimum order" is one rule in two forms (src/shared/stock.ts): the TypeScript the
 * storefront and the cart ask, and the SQL that search, placement and the overview ask inside their
 * statements. Both answer the same for the same stock and minimum, on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database';
import { shortOfMinimum, shortOfMinimumSql, smallestOrder, smallestOrderSql } from '../../src/shared/stock';
import { openTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** [minimum order, stock, short]: nobody can buy none, whatever the minimum. */
const cases: [number, number, boolean][] = [
  [0, 0, true],
  [1, 0, true],
  [5, 4, true],
  [5, 5, false],
  [0, 1, false],
  [1, 1, false],
  [5, 12, false],
  [3, -2, true],
];

async function inSql(minimumOrder: number, stock: number) {
  const [row] = await queryRows<{ short: boolean; smallest: number }>(
    database.db,
    sql`select ${shortOfMinimumSql(sql, sql`${stock}::int`, sql`${minimumOrder}::int`)} as short,
      ${smallestOrderSql(sql, sql`${minimumOrder}::int`)} as smallest`,
  );
  return { short: row!.short, smallest: Number(row!.smallest) };
}

it.each(cases)(
  'minimum order %i with stock %i: short is %s in SQL and in TypeScript',
  async (minimumOrder, stock, short) => {
    expect(shortOfMinimum({ minimumOrder, availableQuantity: stock })).toBe(short);
    expect(await inSql(minimumOrder, stock)).toEqual({ short, smallest: smallestOrder(minimumOrder) });
  },
);
