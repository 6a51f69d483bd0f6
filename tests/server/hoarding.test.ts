/**
 * Stock hoarding as an attack: one account tries to hold a product's whole
 * stock without paying. MAX_OPEN_ORDERS caps how many unpaid orders it may hold, and each one
 * gives its stock back once ORDER_HOLD_MINUTES have passed, so another customer can buy it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderDetail, Product } from '../../src/shared/entities';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { messages } from '../../src/shared/strings/validation';
import { createTestEnvironment, orderBody, type Session, type TestEnvironment } from './support/environment';

const MAX_OPEN_ORDERS = 3;
const HOLD_MINUTES = 0.02;
const STOCK = 40;

/** The shop with a short hold, and (for the cap alone) one whose holds outlast the test. */
let env: TestEnvironment;
let longHolds: TestEnvironment;
beforeAll(async () => {
  [env, longHolds] = await Promise.all([
    createTestEnvironment({
      env: { MAX_OPEN_ORDERS: String(MAX_OPEN_ORDERS), ORDER_HOLD_MINUTES: String(HOLD_MINUTES) },
    }),
    createTestEnvironment({ env: { MAX_OPEN_ORDERS: String(MAX_OPEN_ORDERS) } }),
  ]);
});
afterAll(async () => {
  await env?.close();
  await longHolds?.close();
});

const stockIn = async (shop: TestEnvironment, product: Product): Promise<number> =>
  ((await shop.call('GET', '/api/')).body as Product[]).find((p) => p._id === product._id)!.availableQuentity;
const stockOf = (product: Product) => stockIn(env, product);

/** Polls the catalogue until the product's stock is `wanted` again, or gives up after many holds. */
async function stockBackTo(product: Product, wanted: number): Promise<number> {
  const deadline = Date.now() + HOLD_MINUTES * 60_000 * 10 + 5_000;
  for (;;) {
    const stock = await stockOf(product);
    if (stock === wanted || Date.now() > deadline) return stock;
    await sleep(100);
  }
}

const orderIn = (shop: TestEnvironment, as: Session, product: Product, quantity: number) =>
  shop.call('POST', '/api/order', { as, body: orderBody(product, quantity) });
const order = (as: Session, product: Product, quantity: number) => orderIn(env, as, product, quantity);

describe('one account hoarding a product', () => {
  it('is capped at MAX_OPEN_ORDERS unpaid orders with a 409 that says so', async () => {
    const product = await env.createProduct({ availableQuentity: STOCK, minimumOrder: 1 });
    const hoarder = await env.newUser('hoarder');
    const held = await Promise.all(
      Array.from({ length: MAX_OPEN_ORDERS }, () => order(hoarder, product, 10)),
    );
    expect(held.map((r) => r.status)).toEqual([201, 201, 201]);

    const oneMore = await order(hoarder, product, 10);
    expect(oneMore.status).toBe(409);
    expect(oneMore.body).toEqual({ message: apiErrors.tooManyOpenOrders(MAX_OPEN_ORDERS) });
    expect(await stockOf(product)).toBe(STOCK - MAX_OPEN_ORDERS * 10);
  });

  it('holds the whole stock only until the hold ends; then another customer buys it', async () => {
    const product = await env.createProduct({ availableQuentity: STOCK, minimumOrder: 1 });
    const hoarder = await env.newUser('hoarder');
    const buyer = await env.newUser('buyer');

    const hoard = await order(hoarder, product, STOCK);
    expect(hoard.status).toBe(201);
    const meanwhile = await order(buyer, product, 1);
    expect(meanwhile.status).toBe(400);
    expect(meanwhile.body.message).toBe(messages.quantityMax(0));

    expect(await stockBackTo(product, STOCK)).toBe(STOCK);
    const expired = (await env.call('GET', `/api/order/${(hoard.body as Order)._id}`, { as: hoarder }))
      .body as OrderDetail;
    expect(expired.state).toBe('expired');

    const bought = await order(buyer, product, STOCK);
    expect(bought.status).toBe(201);
    const paid = await env.payOrder(buyer, bought.body as Order);
    expect(paid.state).toBe('paid');
    expect(await stockOf(product)).toBe(0);

    // The expired hold cannot be revived by paying for it late.
    const late = await env.call('POST', '/api/payments/intent', {
      as: hoarder,
      body: { orderId: (hoard.body as Order)._id },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(apiErrors.orderExpired);
  });
});
