/**
 * An order's summary fields are one rule in two forms (src/server/orders/orderSummary.ts): the SQL
 * that placement writes inside its statement and the TypeScript a counter sale writes. Both give the
 * same fields for the same lines, on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database';
import { orderSummary, orderSummarySql, type OrderSummary } from '../../src/server/orders/orderSummary';
import { openTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

type Line = { productId: string; name: string; priceCents: number; quantity: number };

const cases: [string, Line[]][] = [
  ['one line', [{ productId: 'p1', name: 'Claw Hammer', priceCents: 1250, quantity: 3 }]],
  [
    'two lines',
    [
      { productId: 'p1', name: 'Claw Hammer', priceCents: 1250, quantity: 1 },
      { productId: 'p2', name: 'Tape Measure', priceCents: 725, quantity: 2 },
    ],
  ],
  [
    'three lines, the first the cheapest',
    [
      { productId: 'p3', name: 'Wall Plug', priceCents: 5, quantity: 400 },
      { productId: 'p1', name: 'Claw Hammer', priceCents: 1250, quantity: 1 },
      { productId: 'p2', name: 'Drill', priceCents: 9_999_999, quantity: 9 },
    ],
  ],
];

async function summaryInSql(lines: Line[]): Promise<OrderSummary> {
  const json = JSON.stringify(lines.map((line, position) => ({ position, ...line })));
  const relation = sql`(select * from jsonb_to_recordset(${json}::jsonb)
    as l(position int, "productId" text, name text, "priceCents" int, quantity int)) as lines_in`;
  const renamed = sql`(select position, "productId" as product_id, name, "priceCents" as price_cents, quantity
    from ${relation}) as summary_lines`;
  const s = orderSummarySql(renamed);
  const [row] = await queryRows<Record<keyof OrderSummary, string | number>>(
    database.db,
    sql`select ${s.productId} as "productId", ${s.productName} as "productName", ${s.priceCents} as "priceCents",
      ${s.quantity} as quantity, ${s.linesCents} as "linesCents", ${s.lineNames} as "lineNames"`,
  );
  return {
    productId: String(row!.productId),
    productName: String(row!.productName),
    priceCents: Number(row!.priceCents),
    quantity: Number(row!.quantity),
    linesCents: Number(row!.linesCents),
    lineNames: String(row!.lineNames),
  };
}

it.each(cases)('gives the same summary in SQL and in TypeScript: %s', async (_, lines) => {
  const inTypeScript = orderSummary(lines);
  expect(await summaryInSql(lines)).toEqual(inTypeScript);
});

it('says a multi-line order by its first line and how many more', () => {
  expect(orderSummary(cases[2]![1])).toMatchObject({
    productId: 'p3',
    productName: 'Wall Plug and 2 more',
    priceCents: 5 * 400 + 1250 + 9_999_999 * 9,
    quantity: 410,
    lineNames: 'Wall Plug\nClaw Hammer\nDrill',
  });
});
