/**
 * The embedded database's client for drizzle (src/server/db/pgliteForDrizzle.ts): every value reads
 * as drizzle's own parsers read it (dates, timestamps, intervals and arrays of them as text in raw
 * rows; a timestamp column as a Date), in a transaction too, while no query sends PGlite a parser
 * to merge.
 */
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database';
import { pgliteForDrizzle } from '../../src/server/db/pgliteForDrizzle';
import { orders } from '../../src/server/db/schema';

const EVERY_TEXT_TYPE = sql`
  select timestamp '2026-11-29 14:05:00' as "timestamp", timestamptz '2026-11-29 14:05:00+05:30' as "timestamptz",
    date '2026-11-29' as "date", interval '1 day 2 hours' as "interval", array[1.5, 2]::numeric[] as "numerics",
    array[timestamp '2026-11-29 14:05:00'] as "timestamps", array[timestamptz '2026-11-29 14:05:00+00'] as "timestamptzs",
    array[interval '1 day'] as "intervals", array[date '2026-11-29'] as "dates",
    42::int as "int", 1.25::numeric as "numeric", '{"a": 1}'::jsonb as "json", array[1, 2] as "ints"`;

let plain: PGlite;
let wrapped: PGlite;
/** The options each query reached the wrapped instance with. */
const sent: (QueryOptions | undefined)[] = [];

beforeAll(async () => {
  [plain, wrapped] = await Promise.all([PGlite.create(), PGlite.create()]);
  const query = wrapped.query.bind(wrapped);
  wrapped.query = (text, params, options) => {
    sent.push(options);
    return query(text, params, options);
  };
  const transaction = wrapped.transaction.bind(wrapped);
  wrapped.transaction = (work) =>
    transaction((tx) =>
      work(
        Object.create(tx, {
          query: {
            value: ((text, params, options) => {
              sent.push(options);
              return tx.query(text, params, options);
            }) satisfies Transaction['query'],
          },
        }) as Transaction,
      ),
    );
});

afterAll(async () => {
  await Promise.all([plain.close(), wrapped.close()]);
});

describe('the embedded database read through drizzle', () => {
  it('reads every value as drizzle reads it, and sends no parser with a query, in a transaction too', async () => {
    const asDrizzleReads = await queryRows(drizzle({ client: plain }), EVERY_TEXT_TYPE);
    const db = drizzle({ client: pgliteForDrizzle(wrapped) });
    sent.length = 0;
    expect(await queryRows(db, EVERY_TEXT_TYPE)).toEqual(asDrizzleReads);
    expect(await db.transaction((tx) => queryRows(tx, EVERY_TEXT_TYPE))).toEqual(asDrizzleReads);
    expect(asDrizzleReads[0]).toMatchObject({ timestamptz: expect.any(String), int: 42, json: { a: 1 } });
    expect(sent).toHaveLength(2);
    expect(sent.every((options) => options !== undefined && !('parsers' in options))).toBe(true);
  });

  it("gives a table's timestamp column as a Date", async () => {
    const db = drizzle({ client: pgliteForDrizzle(wrapped) });
    await db.execute(sql`create table stamped (at timestamptz not null)`);
    await db.execute(sql`insert into stamped values ('2026-11-29 14:05:00+00')`);
    const [row] = await db.select({ at: sql`at`.mapWith(orders.paidAt) }).from(sql`stamped`);
    expect(row!.at).toEqual(new Date('2026-11-29T14:05:00Z'));
  });
});
