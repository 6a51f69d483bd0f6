/**
 * The lifecycle's rules are one table in two forms (src/shared/orderLifecycle.ts and
 * src/server/orders/lifecycleSql.ts): the TypeScript that screens and rules ask, and the SQL that
 * moves an order and lists the orders ready to ship. Both answer the same for the same orders, on
 * PGlite and PostgreSQL.
 */
import { or, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mayMove, ORDER_MOVES, readyToShip } from '../../src/shared/orderLifecycle';
import { newId, orders, type OrderRow } from '../../src/server/db/schema';
import { lifecycleOrderOf, mayMoveSql, readyToShipSql } from '../../src/server/orders/lifecycleSql';
import { openTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let rows: OrderRow[];

const at = new Date('2026-11-20T10:00:00.000Z');
const collection = {
  at: at.toISOString(),
  amountCents: 1250,
  reference: 'RX-1',
  partial: false,
  note: '',
  byEmail: 'staff@toolshop.test',
};

/** The orders both forms judge, by name. */
const ORDERS: Record<string, Partial<typeof orders.$inferInsert>> = {
  'card, unpaid': { state: 'unpaid' },
  'card, paid': { state: 'paid', paidAt: at, tnxId: 'pi_1' },
  'card, shipped': { state: 'shipped', paidAt: at, shippedAt: at, tnxId: 'pi_2' },
  'card, refunded': { state: 'refunded', paidAt: at, refundedAt: at, tnxId: 'pi_3' },
  'card, cancelled': { state: 'cancelled', cancelledAt: at },
  'card, expired': { state: 'expired', expiredAt: at },
  'COD, unconfirmed': { state: 'unpaid', paymentMethod: 'cod', holdUntil: null },
  'COD, confirmed': { state: 'unpaid', paymentMethod: 'cod', holdUntil: null, codConfirmedAt: at },
  'COD, shipped': { state: 'shipped', paymentMethod: 'cod', codConfirmedAt: at, shippedAt: at },
  'COD, collected': {
    state: 'shipped',
    paymentMethod: 'cod',
    codConfirmedAt: at,
    shippedAt: at,
    paidAt: at,
    codCollection: collection,
  },
  'COD, refunded': {
    state: 'refunded',
    paymentMethod: 'cod',
    codConfirmedAt: at,
    shippedAt: at,
    paidAt: at,
    refundedAt: at,
    codCollection: collection,
  },
  'COD, undelivered': {
    state: 'cancelled',
    paymentMethod: 'cod',
    codConfirmedAt: at,
    shippedAt: at,
    cancelledAt: at,
  },
  'counter sale, collected': { state: 'collected', channel: 'counter', paymentMethod: 'cash', paidAt: at },
  'counter sale, by card': { state: 'collected', channel: 'counter', paymentMethod: 'card', paidAt: at },
  'counter sale, returned': {
    state: 'refunded',
    channel: 'counter',
    paymentMethod: 'cash',
    paidAt: at,
    refundedAt: at,
  },
};

beforeAll(async () => {
  database = await openTestDatabase();
  await database.prepare();
  const productId = newId();
  rows = await database.db
    .insert(orders)
    .values(
      Object.entries(ORDERS).map(([name, fields]) => ({
        productId,
        email: 'buyer@toolshop.test',
        productName: name,
        priceCents: 1250,
        quantity: 1,
        totalCents: 1250,
        lines: [{ productId, name, img: '', priceCents: 1250, quantity: 1 }],
        city: 'Dhaka',
        postalCode: '1207',
        country: 'Bangladesh',
        phone: '01712345678',
        ...fields,
      })),
    )
    .returning();
});
afterAll(() => database?.close());

/** The names of the orders `condition` selects. */
async function selectedBy(condition: SQL): Promise<string[]> {
  const found = await database.db.select({ name: orders.productName }).from(orders).where(condition);
  return found.map((row) => row.name).sort();
}

const judgedBy = (judge: (row: OrderRow) => boolean): string[] =>
  rows
    .filter(judge)
    .map((row) => row.productName)
    .sort();

it.each(ORDER_MOVES)('%s: the SQL takes the orders the TypeScript lets move', async (move) => {
  expect(await selectedBy(mayMoveSql(move))).toEqual(judgedBy((row) => mayMove(lifecycleOrderOf(row), move)));
});

it('ready to ship: both forms pick the paid card order and the confirmed COD one', async () => {
  const ready = judgedBy((row) => readyToShip(lifecycleOrderOf(row)));
  expect(ready).toEqual(['COD, confirmed', 'card, paid']);
  expect(await selectedBy(or(...Object.values(readyToShipSql))!)).toEqual(ready);
});
