/**
 * The order's lifecycle, through the API: every allowed transition stamps its time
 * in the timeline, every refused one answers 409/404 and changes nothing; reservations expire,
 * give their stock back exactly once whatever races them, and a payment that went through wins.
 */
import { describe, expect, it } from 'vitest';
import type { Order, OrderDetail, ShopEvent } from '../../src/shared/entities';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { readOrder } from '../../src/server/orders/orderRow';
import {
  wholeList,
  errorOf,
  bodyOf,
  createTestEnvironment,
  linesOrderBody,
  orderBody,
  SUCCEEDING_CARD,
  type Session,
  suiteEnvironment,
} from './support/environment';
import { secondInstances } from './support/secondInstance';
import { keptAndCountedOrderStates } from './support/orderCounts';

/** Short enough to wait for in a test, long enough to pay within. */
const HOLD_MINUTES = 0.02;
const HOLD_MS = HOLD_MINUTES * 60_000;

const env = suiteEnvironment({ env: { ORDER_HOLD_MINUTES: String(HOLD_MINUTES) } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const detail = async (as: Session, order: Order): Promise<OrderDetail> =>
  bodyOf(await env.api.orderDetail({ as, params: { id: order._id } }));

/** Waits (polling) until the order reaches `state`, or fails after a few holds. */
async function until(as: Session, order: Order, state: OrderDetail['state']): Promise<OrderDetail> {
  const deadline = Date.now() + HOLD_MS * 8 + 5_000;
  for (;;) {
    const now = await detail(as, order);
    if (now.state === state || Date.now() > deadline) return now;
    await sleep(100);
  }
}

/** Opens an intent and charges the sandbox card, without recording the payment on the order. */
async function chargeCard(as: Session, order: Order): Promise<string> {
  const intent = await env.api.createPaymentIntent({ as, body: { orderId: order._id } });
  const charged = await env.api.confirmSandboxPayment({
    as,
    body: {
      ...SUCCEEDING_CARD,
      intentId: bodyOf(intent).intentId,
      clientSecret: bodyOf(intent).clientSecret,
    },
  });
  expect(charged.status).toBe(200);
  return bodyOf(intent).intentId as string;
}

/** A lifecycle of its own on the same database and its own event bus: a second API instance. */
const anotherInstance = secondInstances(env);
async function secondInstance() {
  const { expiry, unpaidOrders } = await anotherInstance();
  return { expireDue: expiry.expireDue, expire: unpaidOrders.expire };
}

describe('allowed transitions', () => {
  it('unpaid → paid → shipped, each stamped in the timeline, with the shipping address', async () => {
    const product = await env.createProduct({ price: 20, availableQuentity: 50 });
    const order = await env.placeOrder(env.userA, product, 2);
    const placed = await detail(env.userA, order);
    expect(placed).toMatchObject({
      state: 'unpaid',
      totalPrice: 40,
      shipping: {
        company: 'Acme Works',
        city: 'Dhaka',
        postalCode: '1207',
        country: 'Bangladesh',
        phone: '01712345678',
      },
    });
    expect(placed.timeline.map((t) => t.state)).toEqual(['unpaid']);
    expect(Date.parse(placed.holdUntil!) - Date.parse(placed.createdAt)).toBe(HOLD_MS);

    const paid = await env.payOrder(env.userA, order);
    expect(paid.state).toBe('paid');
    expect(bodyOf(await env.api.shipOrder({ as: env.admin, params: { id: order._id } })).state).toBe(
      'shipped',
    );

    const shipped = await detail(env.admin, order);
    expect(shipped.state).toBe('shipped');
    expect(shipped.holdUntil).toBeNull();
    expect(shipped.tnxId).toBe(paid.tnxId);
    expect(shipped.timeline.map((t) => t.state)).toEqual(['unpaid', 'paid', 'shipped']);
    const times = shipped.timeline.map((t) => Date.parse(t.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('unpaid → cancelled gives the stock back and leaves the lists', async () => {
    const product = await env.createProduct({ availableQuentity: 10 });
    const order = await env.placeOrder(env.userA, product, 4);
    expect(await env.listedStockOf(product)).toBe(6);
    expect((await env.api.cancelOrder({ as: env.userA, params: { id: order._id } })).status).toBe(200);
    expect(await env.listedStockOf(product)).toBe(10);
    expect((await env.api.orderDetail({ as: env.userA, params: { id: order._id } })).status).toBe(404);
  });

  it('unpaid → expired once the hold ends: stock back, shown as expired in both lists', async () => {
    const product = await env.createProduct({ availableQuentity: 10 });
    const order = await env.placeOrder(env.userA, product, 3);
    const expired = await until(env.userA, order, 'expired');
    expect(expired.state).toBe('expired');
    expect(expired.holdUntil).toBeNull();
    expect(expired.timeline.map((t) => t.state)).toEqual(['unpaid', 'expired']);
    expect(await env.listedStockOf(product)).toBe(10);
    const mine = await env.api.myOrders({ as: env.userA, query: { email: env.userA.email } });
    expect(bodyOf(mine).find((o) => o._id === order._id)).toMatchObject({
      state: 'expired',
      paid: false,
    });
    const all = await env.api.listAllOrders({ as: env.admin });
    expect(wholeList(bodyOf(all)).find((o) => o._id === order._id)?.state).toBe('expired');
  });

  it('a cart’s order that expires gives back every line’s stock, once, however many sweep it', async () => {
    const [a, b] = await Promise.all([
      env.createProduct({ availableQuentity: 30, minimumOrder: 1 }),
      env.createProduct({ availableQuentity: 30, minimumOrder: 1 }),
    ]);
    const body = linesOrderBody([
      [a, 4],
      [b, 6],
    ]);
    const order = bodyOf(await env.api.placeOrder({ as: env.userA, body }));
    expect([await env.listedStockOf(a), await env.listedStockOf(b)]).toEqual([26, 24]);
    await sleep(HOLD_MS);
    const [first, second] = await Promise.all([secondInstance(), secondInstance()]);
    await Promise.all([first.expireDue(), second.expireDue()]);
    expect((await until(env.userA, order, 'expired')).state).toBe('expired');
    expect([await env.listedStockOf(a), await env.listedStockOf(b)]).toEqual([30, 30]);
  });

  it('a card that went through before the hold ended wins: the order becomes paid, not expired', async () => {
    const product = await env.createProduct({ availableQuentity: 10 });
    const order = await env.placeOrder(env.userA, product, 2);
    const intentId = await chargeCard(env.userA, order);
    // The customer never comes back to record it: the sweep finds the money.
    const settled = await until(env.userA, order, 'paid');
    expect(settled).toMatchObject({ state: 'paid', tnxId: intentId });
    expect(await env.listedStockOf(product)).toBe(8);
  });
});

describe('refused transitions change nothing', () => {
  it('ship an unpaid order → 409', async () => {
    const order = await env.placeOrder(env.userA, await env.createProduct());
    const res = await env.api.shipOrder({ as: env.admin, params: { id: order._id } });
    expect(res).toMatchObject({ status: 409, body: { message: apiErrors.orderNotPaid } });
    expect((await detail(env.userA, order)).state).toBe('unpaid');
  });

  it('cancel a paid or shipped order → 409', async () => {
    const product = await env.createProduct();
    const paid = await env.payOrder(env.userA, await env.placeOrder(env.userA, product));
    expect((await env.api.cancelOrder({ as: env.userA, params: { id: paid._id } })).status).toBe(409);
    await env.api.shipOrder({ as: env.admin, params: { id: paid._id } });
    const res = await env.api.cancelOrder({ as: env.admin, params: { id: paid._id } });
    expect(res).toMatchObject({ status: 409, body: { message: apiErrors.orderPaid } });
    expect((await detail(env.userA, paid)).state).toBe('shipped');
  });

  it('cancel, pay or ship an expired order → 409 saying it expired; stock stays returned', async () => {
    const product = await env.createProduct({ availableQuentity: 10 });
    const order = await env.placeOrder(env.userA, product, 5);
    await until(env.userA, order, 'expired');
    const cancel = await env.api.cancelOrder({ as: env.userA, params: { id: order._id } });
    expect(cancel).toMatchObject({ status: 409, body: { message: apiErrors.orderExpired } });
    const intent = await env.api.createPaymentIntent({
      as: env.userA,
      body: { orderId: order._id },
    });
    expect(intent).toMatchObject({ status: 409, body: { message: apiErrors.orderExpired } });
    const ship = await env.api.shipOrder({ as: env.admin, params: { id: order._id } });
    expect(ship.status).toBe(409);
    expect((await detail(env.userA, order)).state).toBe('expired');
    expect(await env.listedStockOf(product)).toBe(10);
  });

  it('a cancelled order can be neither paid, shipped nor cancelled again → 404', async () => {
    const order = await env.placeOrder(env.userA, await env.createProduct());
    await env.api.cancelOrder({ as: env.userA, params: { id: order._id } });
    const asStaff = { as: env.admin, params: { id: order._id } };
    expect((await env.api.cancelOrder(asStaff)).status).toBe(404);
    expect((await env.api.shipOrder(asStaff)).status).toBe(404);
    const pay = await env.api.payOrder({ params: { id: order._id }, as: env.userA, body: { tnxId: 'pi_x' } });
    expect(pay.status).toBe(404);
  });
});

describe('expiry under races', () => {
  it('restores stock exactly once while a payment, a cancel and two expiries race', async () => {
    const product = await env.createProduct({ availableQuentity: 1000 });
    const other = await secondInstance();
    let expectedStock = 1000;
    for (let round = 0; round < 6; round++) {
      const order = await env.placeOrder(env.userA, product, 3);
      const full = (await readOrder(env.db, order._id))!;
      const payFirst = round % 3 === 0;
      const intentId = payFirst ? await chargeCard(env.userA, order) : null;
      await sleep(HOLD_MS);
      await Promise.all([
        other.expire(full),
        other.expire(full),
        env.api.cancelOrder({ as: env.userA, params: { id: order._id } }),
        intentId
          ? env.api.payOrder({ params: { id: order._id }, as: env.userA, body: { tnxId: intentId } })
          : Promise.resolve(),
      ]);
      const now = await readOrder(env.db, order._id);
      if (payFirst) expect(now?.state).toBe('paid');
      else expect(['expired', 'cancelled']).toContain(now?.state);
      if (now?.state === 'paid') expectedStock -= 3;
      expect(await env.listedStockOf(product)).toBe(expectedStock);
    }
  });

  it('with two instances sweeping, each order expires once', async () => {
    const product = await env.createProduct({ availableQuentity: 500 });
    const stream = await env.openStream(env.admin);
    const placed = await Promise.all(Array.from({ length: 20 }, () => env.placeOrder(env.userB, product, 5)));
    expect(await env.listedStockOf(product)).toBe(400);
    await sleep(HOLD_MS);
    // The app's own sweeper and a second instance's run at once.
    const [b, c] = await Promise.all([secondInstance(), secondInstance()]);
    await Promise.all([b.expireDue(), c.expireDue()]);
    for (const order of placed) {
      await stream.next((e) => e.kind === 'order' && e.type === 'expired' && e.order._id === order._id);
    }
    // Time for any duplicate announcement to arrive too.
    await sleep(HOLD_MS);
    stream.close();
    const expiredIds = stream.events.flatMap((e: ShopEvent) =>
      e.kind === 'order' && e.type === 'expired' ? [e.order._id] : [],
    );
    expect(expiredIds.sort()).toEqual(placed.map((o) => o._id).sort());
    expect(await env.listedStockOf(product)).toBe(500);
  });
});

describe('MAX_OPEN_ORDERS', () => {
  it('refuses one unpaid order too many with a 409 that says what to do, even when sent at once', async () => {
    const limited = await createTestEnvironment({ env: { MAX_OPEN_ORDERS: '3' } });
    try {
      const product = await limited.createProduct({ availableQuentity: 100 });
      const customer = await limited.newUser('hoarder');
      const attempts = await Promise.all(
        Array.from({ length: 6 }, () =>
          limited.api.placeOrder({ as: customer, body: orderBody(product, 1) }),
        ),
      );
      expect(attempts.filter((r) => r.status === 201)).toHaveLength(3);
      const refused = attempts.filter((r) => r.status === 409);
      expect(refused).toHaveLength(3);
      expect(errorOf(refused[0]!).message).toBe(apiErrors.tooManyOpenOrders(3));
      expect(await limited.listedStockOf(product)).toBe(97);

      // Paying one frees a place, and so does cancelling one; a refused order took none.
      const [first, second] = attempts.filter((r) => r.status === 201).map(bodyOf);
      await limited.payOrder(customer, first!);
      const afterPaying = await limited.api.placeOrder({
        as: customer,
        body: orderBody(product, 1),
      });
      expect(afterPaying.status).toBe(201);
      expect((await limited.api.placeOrder({ as: customer, body: orderBody(product, 1) })).status).toBe(409);
      expect((await limited.api.cancelOrder({ as: customer, params: { id: second!._id } })).status).toBe(200);
      const afterCancelling = await limited.api.placeOrder({
        as: customer,
        body: orderBody(product, 1),
      });
      expect(afterCancelling.status).toBe(201);
      const { keptUnpaid, countedUnpaid } = await keptAndCountedOrderStates(limited.db);
      expect(keptUnpaid).toEqual(countedUnpaid);
      expect(Object.values(keptUnpaid).map((held) => held.count)).toEqual([3]);
    } finally {
      await limited.close();
    }
  });
});

describe('the per-state counts', () => {
  it('still count the orders after every change above, races and expiry sweeps included', async () => {
    const { kept, counted, keptUnpaid, countedUnpaid } = await keptAndCountedOrderStates(env.db);
    expect(Object.keys(counted).length).toBeGreaterThan(3);
    expect(kept).toEqual(counted);
    expect(keptUnpaid).toEqual(countedUnpaid);
  });
});
