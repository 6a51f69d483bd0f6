/**
 * The order's lifecycle as the shared table says it (src/shared/orderLifecycle.ts), through the API:
 * the server refuses exactly the moves `nextMoves` leaves out; the orders to ship are the ones
 * `readyToShip` picks; and every move writes one `order_events` row in its transaction (from, to,
 * who, when, why), which the order's timeline shows, with who made each step to staff only.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order, OrderDetail, Product } from '../../src/shared/entities';
import { nextMoves, readyToShip, type OrderMove } from '../../src/shared/orderLifecycle';
import { orderEvents, orders } from '../../src/server/db/schema';
import { reopenRegister, returnAtCounter, sellAtCounter } from './support/counter';
import { bodyOf, orderBody, type Session, suiteEnvironment } from './support/environment';
import { secondInstances } from './support/secondInstance';

const env = suiteEnvironment({ env: { COD_MAX_OPEN: '50' } });

const detailAs = async (as: Session, order: Pick<Order, '_id'>): Promise<OrderDetail> =>
  bodyOf(await env.api.orderDetail({ as, params: { id: order._id } }));
const staffDetail = (order: Pick<Order, '_id'>) => detailAs(env.admin, order);

const codOrder = async (as: Session, product: Product) =>
  bodyOf(await env.api.placeOrder({ as, body: orderBody(product, 1, { paymentMethod: 'cod' }) }));

/** The order's history rows as stored, oldest first. */
const historyRows = (orderId: string) =>
  env.db
    .select({
      from: orderEvents.fromState,
      to: orderEvents.toState,
      event: orderEvents.event,
      uid: orderEvents.actorUid,
      email: orderEvents.actorEmail,
      at: orderEvents.at,
      note: orderEvents.note,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));

const rowOf = async (orderId: string) =>
  (await env.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** Closes unpaid orders as a hold that ended would, on a second instance of the order services. */
const secondInstance = secondInstances(env);
async function expireNow(order: Order) {
  const { unpaidOrders } = await secondInstance();
  return unpaidOrders.expire(await rowOf(order._id));
}

/** Each call that moves an order, asked by staff, and the moves it may take. */
const CALLS = {
  cancel: {
    moves: ['cancel'],
    send: (order: Order) => env.api.cancelOrder({ as: env.admin, params: { id: order._id } }),
  },
  ship: {
    moves: ['ship', 'shipCod'],
    send: (order: Order) => env.api.shipOrder({ as: env.admin, params: { id: order._id } }),
  },
  refund: {
    moves: ['refund'],
    send: (order: Order) =>
      env.api.refundOrder({
        as: env.admin,
        params: { id: order._id },
        body: { reason: 'Asked', restock: false },
      }),
  },
  confirmCod: {
    moves: ['confirmCod'],
    send: (order: Order) => env.api.confirmCodOrder({ as: env.admin, params: { id: order._id } }),
  },
  collectCod: {
    moves: ['collectCod'],
    send: (order: Order) =>
      env.api.collectCodOrder({
        as: env.admin,
        params: { id: order._id },
        body: { amount: order.totalPrice, reference: 'RX-1' } as never,
      }),
  },
  undeliveredCod: {
    moves: ['undeliveredCod'],
    send: (order: Order) => env.api.markCodUndelivered({ as: env.admin, params: { id: order._id } }),
  },
} satisfies Record<string, { moves: OrderMove[]; send: (order: Order) => Promise<{ status: number }> }>;

/**
 * Every call whose moves `nextMoves` leaves out is refused and changes nothing: not the state, not
 * the history. Shipping an order shipped already answers it as it is.
 */
async function expectOnlyNextMoves(order: Order): Promise<OrderMove[]> {
  const before = await staffDetail(order);
  const rows = await historyRows(order._id);
  const allowed = nextMoves(before);
  for (const [name, call] of Object.entries(CALLS)) {
    if (call.moves.some((move: OrderMove) => allowed.includes(move))) continue;
    const answer = await call.send(order);
    if (!(name === 'ship' && before.state === 'shipped')) expect([name, answer.status]).toEqual([name, 409]);
  }
  expect((await staffDetail(order)).state).toBe(before.state);
  expect(await historyRows(order._id)).toEqual(rows);
  return allowed;
}

describe('the server allows exactly the next moves', () => {
  it('a card order, unpaid → paid → shipped → refunded', async () => {
    const product = await env.createProduct({ price: 20 });
    const order = await env.placeOrder(env.userA, product, 1);
    expect(await expectOnlyNextMoves(order)).toEqual(['pay', 'cancel', 'expire']);
    await env.payOrder(env.userA, order);
    expect(await expectOnlyNextMoves(order)).toEqual(['ship', 'refund']);
    expect((await CALLS.ship.send(order)).status).toBe(200);
    expect(await expectOnlyNextMoves(order)).toEqual(['refund']);
    expect((await CALLS.refund.send(order)).status).toBe(200);
    expect(await expectOnlyNextMoves(order)).toEqual([]);
  });

  it('cash on delivery, to confirm → confirmed → shipped → collected', async () => {
    const product = await env.createProduct({ price: 20 });
    const order = await codOrder(env.userB, product);
    expect(await expectOnlyNextMoves(order)).toEqual(['cancel', 'confirmCod']);
    expect((await CALLS.confirmCod.send(order)).status).toBe(200);
    expect(await expectOnlyNextMoves(order)).toEqual(['cancel', 'shipCod']);
    expect((await CALLS.ship.send(order)).status).toBe(200);
    expect(await expectOnlyNextMoves(order)).toEqual(['collectCod', 'undeliveredCod']);
    expect((await CALLS.collectCod.send(order)).status).toBe(200);
    expect(await expectOnlyNextMoves(order)).toEqual(['refund']);
  });
});

describe('ready to ship', () => {
  it('the count, the overview and the bell hold exactly the orders the lifecycle calls ready', async () => {
    const toShip = async () => {
      const [count, stats, bell] = await Promise.all([
        env.api.ordersToShip({ as: env.admin }).then(bodyOf),
        env.api.shopStats({ as: env.admin }).then(bodyOf),
        env.api.notifications({ as: env.admin }).then(bodyOf),
      ]);
      expect(stats.awaitingShipment).toBe(count.count);
      const belled = bell.items.flatMap((item) =>
        item.kind === 'toShip' || item.kind === 'codToShip' ? [item.orderId] : [],
      );
      return { count: count.count, belled };
    };
    const before = await toShip();
    const product = await env.createProduct({ price: 15, availableQuentity: 100 });
    const unpaid = await env.placeOrder(env.userA, product, 1);
    const paid = await env.payOrder(env.userA, await env.placeOrder(env.userA, product, 1));
    const shipped = await env.payOrder(env.userA, await env.placeOrder(env.userA, product, 1));
    await CALLS.ship.send(shipped);
    const refunded = await env.payOrder(env.userA, await env.placeOrder(env.userA, product, 1));
    await CALLS.refund.send(refunded);
    const toConfirm = await codOrder(env.userB, product);
    const confirmed = await codOrder(env.userB, product);
    await CALLS.confirmCod.send(confirmed);
    const ours = [unpaid, paid, shipped, refunded, toConfirm, confirmed];

    const details = await Promise.all(ours.map(staffDetail));
    const ready = details.filter(readyToShip).map((order) => order._id);
    expect(ready.sort()).toEqual([paid._id, confirmed._id].sort());
    const now = await toShip();
    expect(now.count).toBe(before.count + ready.length);
    expect(now.belled.filter((id) => ours.some((order) => order._id === id)).sort()).toEqual(ready.sort());

    for (const order of [paid, confirmed]) expect((await CALLS.ship.send(order)).status).toBe(200);
    expect((await toShip()).count).toBe(before.count);
    expect((await historyRows(paid._id)).at(-1)).toMatchObject({
      from: 'paid',
      to: 'shipped',
      event: 'ship',
    });
    expect((await historyRows(confirmed._id)).at(-1)).toMatchObject({
      from: 'unpaid',
      to: 'shipped',
      event: 'shipCod',
    });
  });
});

describe('every move writes its history, and the timeline reads it', () => {
  it('a card order: placed and paid by its customer, shipped and refunded by staff', async () => {
    const product = await env.createProduct({ price: 20 });
    const order = await env.placeOrder(env.userA, product, 1);
    await env.payOrder(env.userA, order);
    await env.api.shipOrder({
      as: env.admin,
      params: { id: order._id },
      body: { carrier: 'DHL', trackingNumber: 'DHL-1' },
    });
    await CALLS.refund.send(order);

    const customer = await rowOf(order._id);
    const rows = await historyRows(order._id);
    expect(rows).toMatchObject([
      { from: null, to: 'unpaid', event: 'place', uid: customer.uid, email: env.userA.email },
      { from: 'unpaid', to: 'paid', event: 'pay', uid: customer.uid, email: env.userA.email },
      { from: 'paid', to: 'shipped', event: 'ship', email: env.admin.email },
      { from: 'shipped', to: 'refunded', event: 'refund', email: env.admin.email },
    ]);
    // Written with the stamps, in the same transaction.
    expect(rows.map((row) => row.at)).toEqual([
      customer.createdAt,
      customer.paidAt,
      customer.shippedAt,
      customer.refundedAt,
    ]);

    const seen = (detail: OrderDetail) => detail.timeline.map(({ state, event, by }) => [state, event, by]);
    expect(seen(await detailAs(env.userA, order))).toEqual([
      ['unpaid', 'place', null],
      ['paid', 'pay', null],
      ['shipped', 'ship', null],
      ['refunded', 'refund', null],
    ]);
    const staffView = await staffDetail(order);
    expect(seen(staffView)).toEqual([
      ['unpaid', 'place', env.userA.email],
      ['paid', 'pay', env.userA.email],
      ['shipped', 'ship', env.admin.email],
      ['refunded', 'refund', env.admin.email],
    ]);
    expect(staffView.timeline.map((step) => step.at)).toEqual(rows.map((row) => row.at.toISOString()));
  });

  it('cancelled by its customer; expired by no one', async () => {
    const product = await env.createProduct({ price: 20 });
    const cancelled = await env.placeOrder(env.userA, product, 1);
    expect((await env.api.cancelOrder({ as: env.userA, params: { id: cancelled._id } })).status).toBe(200);
    expect(
      (await historyRows(cancelled._id)).map(({ from, to, event, email }) => [from, to, event, email]),
    ).toEqual([
      [null, 'unpaid', 'place', env.userA.email],
      ['unpaid', 'cancelled', 'cancel', env.userA.email],
    ]);

    const expired = await env.placeOrder(env.userA, product, 1);
    expect((await expireNow(expired))?.state).toBe('expired');
    expect((await historyRows(expired._id)).at(-1)).toMatchObject({
      from: 'unpaid',
      to: 'expired',
      event: 'expire',
      uid: null,
      email: null,
    });
    expect((await staffDetail(expired)).timeline.map(({ event, by }) => [event, by])).toEqual([
      ['place', env.userA.email],
      ['expire', null],
    ]);
  });

  it('cash on delivery: each staff step with who took it; the partial cash’s note on the timeline', async () => {
    const product = await env.createProduct({ price: 30 });
    const order = await codOrder(env.userB, product);
    await CALLS.confirmCod.send(order);
    await CALLS.ship.send(order);
    const note = 'Courier kept $5 for a damaged box';
    const collected = await env.api.collectCodOrder({
      as: env.admin,
      params: { id: order._id },
      body: { amount: order.totalPrice - 5, reference: 'RX-9', partial: true, note } as never,
    });
    expect(collected.status).toBe(200);
    expect(
      (await historyRows(order._id)).map(({ from, to, event, email, note }) => [
        from,
        to,
        event,
        email,
        note,
      ]),
    ).toEqual([
      [null, 'unpaid', 'place', env.userB.email, null],
      ['unpaid', 'unpaid', 'confirmCod', env.admin.email, null],
      ['unpaid', 'shipped', 'shipCod', env.admin.email, null],
      ['shipped', 'shipped', 'collectCod', env.admin.email, note],
    ]);
    expect(
      (await detailAs(env.userB, order)).timeline.map(({ event, by, note }) => [event, by, note]),
    ).toEqual([
      ['place', null, null],
      ['confirmCod', null, null],
      ['shipCod', null, null],
      ['collectCod', null, note],
    ]);

    const back = await codOrder(env.userB, product);
    await CALLS.confirmCod.send(back);
    await CALLS.ship.send(back);
    expect((await CALLS.undeliveredCod.send(back)).status).toBe(200);
    expect((await historyRows(back._id)).at(-1)).toMatchObject({
      from: 'shipped',
      to: 'cancelled',
      event: 'undeliveredCod',
      email: env.admin.email,
    });
  });

  it('a counter sale starts its history sold by its cashier; returned in full, it ends refunded', async () => {
    const product = await env.createProduct({ price: 12, availableQuentity: 10 });
    const session = await reopenRegister(env, env.admin, 50);
    const sale = bodyOf(await sellAtCounter(env, env.admin, session, [[product, 2]], { cash: 30 }));
    expect(
      (await staffDetail(sale.order)).timeline.map(({ state, event, by }) => [state, event, by]),
    ).toEqual([['collected', 'sell', env.admin.email]]);
    const returned = await returnAtCounter(env, env.admin, sale, [[product, 2]], {
      refundMethod: 'cash',
      sessionId: session._id,
    });
    expect(bodyOf(returned).order.state).toBe('refunded');
    expect(
      (await historyRows(sale.order._id)).map(({ from, to, event, email }) => [from, to, event, email]),
    ).toEqual([
      [null, 'collected', 'sell', env.admin.email],
      ['collected', 'refunded', 'returnSale', env.admin.email],
    ]);
  });
});
