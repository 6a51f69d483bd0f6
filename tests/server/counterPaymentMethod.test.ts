/**
 * A counter sale's order says how it was paid (docs/counter.md): cash, card, or cash and card, on the
 * order, its detail and the orders CSV; and migration 0019 puts right the counter orders an existing
 * shop recorded before it, all marked card.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '../../src/shared/entities';
import { orders } from '../../src/server/db/schema';
import { bodyOf } from './support/environment';
import { counterSuite, type Paid } from './support/counter';

const { env, openSession, sellOn } = counterSuite();
let tool: Product;

/** Two chisels ($40) paid each way a till takes money. */
const PAID = {
  cash: { cash: 50 },
  card: { card: 40, reference: 'T-1' },
  both: { card: 25, reference: 'T-2', cash: 20 },
  // The card paid it all: the cash handed over came back as change, so it was paid by card.
  cardWithCashBack: { card: 40, reference: 'T-3', cash: 5 },
} satisfies Record<string, Paid>;

describe('how a counter sale was paid', () => {
  const sold = {} as Record<keyof typeof PAID, Order>;
  beforeAll(async () => {
    tool = await env.createProduct({
      name: `Paid-how chisel ${Date.now()}`,
      price: 20,
      availableQuentity: 50,
    });
    const session = await openSession(50);
    for (const [way, paid] of Object.entries(PAID)) {
      const sale = await sellOn(session, [[tool, 2]], paid);
      expect(sale.status).toBe(201);
      sold[way as keyof typeof PAID] = bodyOf(sale).order;
    }
  });

  it('is on the order and its detail: cash, card, or cash and card', async () => {
    expect(Object.values(sold).map((order) => order.paymentMethod)).toEqual([
      'cash',
      'card',
      'cash_and_card',
      'card',
    ]);
    const detail = bodyOf(await env.api.orderDetail({ as: env.admin, params: { id: sold.cash._id } }));
    expect(detail.paymentMethod).toBe('cash');
    expect(detail.cod).toBeNull();
  });

  it('is in the orders CSV', async () => {
    const csv = await env.api.exportOrders({ as: env.admin, query: { q: tool.name } });
    expect(csv.status).toBe(200);
    const rows = csv.raw.toString('utf8').split(/\r?\n/);
    const rowOf = (order: Order) => rows.find((row) => row.startsWith(`${order.number},`)) ?? '';
    // The last three columns: payment method, COD cash collected, its reference (none at the counter).
    expect(rowOf(sold.cash)).toMatch(/,cash,,,USD$/);
    expect(rowOf(sold.card)).toMatch(/,card,,,USD$/);
    expect(rowOf(sold.both)).toMatch(/,cash_and_card,,,USD$/);
  });

  it('is put right by the migration for counter sales recorded before it, leaving web orders be', async () => {
    const mine = Object.values(sold);
    for (const order of mine) {
      await env.db.update(orders).set({ paymentMethod: 'card' }).where(eq(orders.id, order._id));
    }
    const web = await env.placeOrder(await env.newUser('paidhowweb'), tool, 1);
    const migration = readFileSync(
      resolve(import.meta.dirname, '../../src/server/db/migrations/0019_counter_payment_method.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await env.db.execute(sql.raw(statement));
    }
    const after = await Promise.all(
      [...mine, web].map(
        async (order) =>
          bodyOf(await env.api.orderDetail({ as: env.admin, params: { id: order._id } })).paymentMethod,
      ),
    );
    expect(after).toEqual(['cash', 'card', 'cash_and_card', 'card', 'card']);
  });
});
