/**
 * The per-state order counts are the last rows an order write takes (src/server/orders/orderCounts.ts):
 * each change is noted where the write makes it and written, merged by state, once the write's work
 * is done; a write that fails writes none; and none can be noted outside an order transaction.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, Transaction } from '../../src/server/db/database';
import { orderCounts } from '../../src/server/db/schema';
import {
  changeOrderCounts,
  orderTransaction,
  type OrderTransaction,
} from '../../src/server/orders/orderCounts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.prepare();
});
afterAll(() => database?.close());

const countsIn = async (db: Database | Transaction) =>
  Object.fromEntries((await db.select().from(orderCounts)).map((row) => [row.state, row.count]));

it('writes the changes once the work is done, one row per state, none for a state that nets to nothing', async () => {
  expect(await countsIn(database.db)).toEqual({});
  await orderTransaction(database.db, async (tx) => {
    changeOrderCounts(tx, [
      { state: 'unpaid', by: -1 },
      { state: 'paid', by: 1 },
    ]);
    changeOrderCounts(tx, [
      { state: 'paid', by: -1 },
      { state: 'shipped', by: 1 },
    ]);
    expect(await countsIn(tx)).toEqual({});
  });
  expect(await countsIn(database.db)).toEqual({ unpaid: -1, shipped: 1 });
});

it('writes nothing when the work fails', async () => {
  const before = await countsIn(database.db);
  await expect(
    orderTransaction(database.db, async (tx) => {
      changeOrderCounts(tx, [{ state: 'collected', by: 1 }]);
      throw new Error('the sale was refused');
    }),
  ).rejects.toThrow('the sale was refused');
  expect(await countsIn(database.db)).toEqual(before);
});

it('refuses a change noted in a transaction that will not write it', async () => {
  await database.db.transaction(async (tx) => {
    expect(() => changeOrderCounts(tx as OrderTransaction, [{ state: 'collected', by: 1 }])).toThrow(
      'orderTransaction',
    );
  });
});
