/**
 * Counter sales stay off the shipping path (docs/orders.md): handed over at the till, they are never
 * orders to ship (the count, the overview, the bell), shipping one is refused in words that say why,
 * and Manage All Orders lists the counter's sales or the web's orders alone with `channel`.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/shared/entities';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { counterSuite } from './support/counter';
import { bodyOf, errorOf, pageOf } from './support/environment';

const { env, openSession, sell } = counterSuite();

/** Ships nothing: a counter sale of one tool, paid in cash. */
async function counterSale(): Promise<Order> {
  const session = await openSession();
  const tool = await env.createProduct({ price: 12, availableQuentity: 10, minimumOrder: 1 });
  const sold = await sell({
    sessionId: session._id,
    lines: [{ variantId: tool._id, quantity: 1 }],
    payments: [{ method: 'cash', tendered: 20 }],
  });
  expect(sold.status).toBe(201);
  return bodyOf(sold).order;
}

/** How many orders wait to ship, as the desktop's badge, the overview and the bell say. */
const toShip = async () => {
  const [count, stats, bell] = await Promise.all([
    env.api.ordersToShip({ as: env.admin }).then(bodyOf),
    env.api.shopStats({ as: env.admin }).then(bodyOf),
    env.api.notifications({ as: env.admin }).then(bodyOf),
  ]);
  return {
    count: count.count,
    overview: stats.awaitingShipment,
    bell: bell.items.flatMap((item) => ('orderId' in item ? [item.orderId] : [])),
  };
};

describe('a counter sale', () => {
  it('is never an order to ship, and shipping it is refused saying it was handed over', async () => {
    const before = await toShip();
    const sale = await counterSale();
    const after = await toShip();
    expect({ count: after.count, overview: after.overview }).toEqual({
      count: before.count,
      overview: before.overview,
    });
    expect(after.bell).not.toContain(sale._id);

    const shipped = await env.api.shipOrder({ as: env.admin, params: { id: sale._id } });
    expect(shipped.status).toBe(409);
    expect(errorOf(shipped).message).toBe(apiErrors.counterSaleNotShipped);
    expect(bodyOf(await env.api.orderDetail({ as: env.admin, params: { id: sale._id } })).state).toBe(
      'collected',
    );
  });
});

/** The first hundred orders of one channel, as Manage All Orders asks for them. */
const listed = async (channel: Order['channel']) =>
  pageOf(bodyOf(await env.api.listAllOrders({ as: env.admin, query: { page: 1, pageSize: 100, channel } })));

describe('Manage All Orders by channel', () => {
  it('lists the counter’s sales alone, or the web’s orders alone, with their totals', async () => {
    const sale = await counterSale();
    const tool = await env.createProduct({ price: 30, availableQuentity: 10, minimumOrder: 1 });
    const webOrder = await env.placeOrder(env.userA, tool, 1);

    const counterPage = await listed('counter');
    expect(counterPage.items.map((order) => order._id)).toContain(sale._id);
    expect(counterPage.items.every((order) => order.channel === 'counter')).toBe(true);
    expect(counterPage.total).toBe(counterPage.items.length);

    const webPage = await listed('web');
    expect(webPage.items.map((order) => order._id)).toContain(webOrder._id);
    expect(webPage.items.every((order) => order.channel === 'web')).toBe(true);

    const csv = (await env.api.exportOrders({ as: env.admin, query: { channel: 'counter' } })).raw.toString();
    expect(csv).toContain(String(sale.number));
    expect(csv).not.toContain(webOrder._id);

    const unknown = await env.api.listAllOrders({ as: env.admin, query: { channel: 'phone' as never } });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).message).toBe(apiErrors.badChannelFilter);
  });
});
