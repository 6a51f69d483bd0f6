/**
 * A cash-on-delivery order is one to ship once staff have confirmed it with its customer (docs/orders.md):
 * the desktop's count (`GET /stats/to-ship`), the overview's figure and the admins' bell take it in
 * then, unpaid as it is, and let it go once it ships or is cancelled; never before it is confirmed.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/shared/entities';
import { bellText } from '../../src/shared/strings/labels/notifications';
import { bodyOf, orderBody, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

/** The count, the overview's figure and the bell's items about `order`. */
const toShipEverywhere = async (order: Order) => {
  const [count, stats, bell] = await Promise.all([
    env.api.ordersToShip({ as: env.admin }).then(bodyOf),
    env.api.shopStats({ as: env.admin }).then(bodyOf),
    env.api.notifications({ as: env.admin }).then(bodyOf),
  ]);
  return {
    count: count.count,
    overview: stats.awaitingShipment,
    bell: bell.items.flatMap((item) => ('orderId' in item && item.orderId === order._id ? [item.kind] : [])),
  };
};

const codOrder = async () => {
  const product = await env.createProduct({ price: 30, availableQuentity: 10 });
  const as = await env.newUser('codship');
  return bodyOf(await env.api.placeOrder({ as, body: orderBody(product, 1, { paymentMethod: 'cod' }) }));
};

describe('a confirmed cash-on-delivery order waiting to ship', () => {
  it('counts in the count, the overview and the bell from its confirmation until it ships', async () => {
    const order = await codOrder();
    const placed = await toShipEverywhere(order);
    expect(placed.overview).toBe(placed.count);
    expect(placed.bell).toEqual([]);

    bodyOf(await env.api.confirmCodOrder({ as: env.admin, params: { id: order._id } }));
    const confirmed = await toShipEverywhere(order);
    expect(confirmed).toEqual({ count: placed.count + 1, overview: placed.count + 1, bell: ['codToShip'] });
    expect(bellText.lines.codToShip(order.name)).toBe(
      `Cash on delivery order confirmed, waiting to ship: ${order.name}`,
    );

    expect(bodyOf(await env.api.shipOrder({ as: env.admin, params: { id: order._id } })).state).toBe(
      'shipped',
    );
    expect(await toShipEverywhere(order)).toEqual({
      count: placed.count,
      overview: placed.count,
      bell: [],
    });
  });

  it('stops counting once it is cancelled before it ships', async () => {
    const order = await codOrder();
    const placed = await toShipEverywhere(order);
    bodyOf(await env.api.confirmCodOrder({ as: env.admin, params: { id: order._id } }));
    expect((await toShipEverywhere(order)).count).toBe(placed.count + 1);
    expect((await env.api.cancelOrder({ as: env.admin, params: { id: order._id } })).status).toBe(200);
    expect(await toShipEverywhere(order)).toEqual({ count: placed.count, overview: placed.count, bell: [] });
  });
});
