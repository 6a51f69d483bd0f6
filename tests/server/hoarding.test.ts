/**
 * Stock hoarding as an attack: one account tries to hold a product's whole stock without paying.
 * MAX_OPEN_ORDERS caps how many unpaid orders it may hold, MAX_HELD_SHARE how much of a product's
 * stock, and each order gives its stock back once ORDER_HOLD_MINUTES have passed, so another
 * customer can buy it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/entities';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { messages } from '../../src/shared/strings/validation';
import { keptAndCountedOrderStates } from './support/orderCounts';
import {
  bodyOf,
  errorOf,
  createTestEnvironment,
  orderBody,
  type Session,
  type TestEnvironment,
} from './support/environment';

const MAX_OPEN_ORDERS = 3;
const HOLD_MINUTES = 0.02;
const STOCK = 40;

/**
 * The shop with a short hold, and (for the cap alone) one whose holds outlast the test: both let one
 * customer hold a whole stock, to see the order cap and the hold at work; `shop` has the defaults.
 */
let env: TestEnvironment;
let longHolds: TestEnvironment;
let shop: TestEnvironment;
beforeAll(async () => {
  [env, longHolds, shop] = await Promise.all([
    createTestEnvironment({
      env: {
        MAX_OPEN_ORDERS: String(MAX_OPEN_ORDERS),
        ORDER_HOLD_MINUTES: String(HOLD_MINUTES),
        MAX_HELD_SHARE: '1',
      },
    }),
    createTestEnvironment({ env: { MAX_OPEN_ORDERS: String(MAX_OPEN_ORDERS), MAX_HELD_SHARE: '1' } }),
    createTestEnvironment(),
  ]);
});
afterAll(async () => {
  await env?.close();
  await longHolds?.close();
  await shop?.close();
});

/** Polls the catalogue until the product's stock is `wanted` again, or gives up after many holds. */
async function stockBackTo(product: Product, wanted: number): Promise<number> {
  const deadline = Date.now() + HOLD_MINUTES * 60_000 * 10 + 5_000;
  for (;;) {
    const stock = await env.listedStockOf(product);
    if (stock === wanted || Date.now() > deadline) return stock;
    await sleep(100);
  }
}

const orderIn = (shop: TestEnvironment, as: Session, product: Product, quantity: number) =>
  shop.api.placeOrder({ as, body: orderBody(product, quantity) });
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
    expect(await env.listedStockOf(product)).toBe(STOCK - MAX_OPEN_ORDERS * 10);
  });

  it('holds the whole stock only until the hold ends; then another customer buys it', async () => {
    const product = await env.createProduct({ availableQuentity: STOCK, minimumOrder: 1 });
    const hoarder = await env.newUser('hoarder');
    const buyer = await env.newUser('buyer');

    const hoard = await order(hoarder, product, STOCK);
    expect(hoard.status).toBe(201);
    const meanwhile = await order(buyer, product, 1);
    expect(meanwhile.status).toBe(400);
    expect(errorOf(meanwhile).message).toBe(messages.quantityMax(0));

    expect(await stockBackTo(product, STOCK)).toBe(STOCK);
    const expired = bodyOf(await env.api.orderDetail({ params: { id: bodyOf(hoard)._id }, as: hoarder }));
    expect(expired.state).toBe('expired');

    const bought = await order(buyer, product, STOCK);
    expect(bought.status).toBe(201);
    const paid = await env.payOrder(buyer, bodyOf(bought));
    expect(paid.state).toBe('paid');
    expect(await env.listedStockOf(product)).toBe(0);

    // The expired hold cannot be revived by paying for it late.
    const late = await env.api.createPaymentIntent({
      as: hoarder,
      body: { orderId: bodyOf(hoard)._id },
    });
    expect(late.status).toBe(409);
    expect(errorOf(late).message).toBe(apiErrors.orderExpired);
  });
});

describe('one account holding a share of a product', () => {
  it('holds at most half its stock unpaid, however it splits its orders, even sent at once', async () => {
    const product = await shop.createProduct({
      name: 'Hoarded Hammer',
      availableQuentity: 20,
      minimumOrder: 1,
    });
    const other = await shop.createProduct({ availableQuentity: 20, minimumOrder: 1 });
    const hoarder = await shop.newUser('sharer');

    // Five orders of 4 at once: the first two hold 8 of 20; a third would hold 12, over 10.
    const attempts = await Promise.all(Array.from({ length: 5 }, () => orderIn(shop, hoarder, product, 4)));
    expect(attempts.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = attempts.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body).toEqual({ message: apiErrors.tooManyHeld(10, 'Hoarded Hammer') });
    expect(await shop.listedStockOf(product)).toBe(12);

    // Two more fit; a third does not. Another product, and another customer, are their own.
    expect((await orderIn(shop, hoarder, product, 2)).status).toBe(201);
    expect((await orderIn(shop, hoarder, product, 1)).status).toBe(409);
    expect((await orderIn(shop, hoarder, other, 10)).status).toBe(201);
    const neighbour = await shop.newUser('neighbour');
    expect((await orderIn(shop, neighbour, product, 5)).status).toBe(201);

    // The share is of what is left: of the 5 in stock and the hoarder's own 10, they may hold 7.
    // Paying takes orders off what they hold unpaid: 2, and one more makes 3 of the 3 now allowed.
    expect((await orderIn(shop, hoarder, product, 1)).status).toBe(409);
    for (const placed of attempts.filter((r) => r.status === 201))
      await shop.payOrder(hoarder, bodyOf(placed));
    expect((await orderIn(shop, hoarder, product, 1)).status).toBe(201);
    const { keptUnpaid, countedUnpaid } = await keptAndCountedOrderStates(shop.db);
    expect(keptUnpaid).toEqual(countedUnpaid);
  });

  it('never refuses less than the minimum order, and tells the stock’s own refusal first', async () => {
    const bulk = await shop.createProduct({ availableQuentity: 30, minimumOrder: 20 });
    const buyer = await shop.newUser('bulkbuyer');
    expect((await orderIn(shop, buyer, bulk, 20)).status).toBe(201);
    const tooMany = await orderIn(shop, buyer, bulk, 50);
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany).message).toBe(messages.quantityMax(10));
  });
});
