/**
 * Orders to ship, said once on the server: `GET /stats/to-ship` (the desktop's badge), the
 * overview's figure and the admins' bell agree, and follow an order's payment and shipment. A
 * cash-on-delivery order is one to ship from when staff confirm it with its customer (docs/orders.md)
 * until it ships or is cancelled, unpaid as it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '../../src/shared/entities';
import { bellText } from '../../src/shared/strings/labels/notifications';
import { bodyOf, createTestEnvironment, orderBody, type TestEnvironment } from './support/environment';

let env: TestEnvironment;
let product: Product;

beforeAll(async () => {
  env = await createTestEnvironment();
  product = await env.createProduct({ availableQuentity: 100, minimumOrder: 1 });
});
afterAll(() => env?.close());

/** The count, the overview's figure and the orders the bell shows to ship (a COD one: of its kind). */
const toShipEverywhere = async (kind: 'toShip' | 'codToShip' = 'toShip') => {
  const [count, stats, bell] = await Promise.all([
    env.api.ordersToShip({ as: env.admin }).then(bodyOf),
    env.api.shopStats({ as: env.admin }).then(bodyOf),
    env.api.notifications({ as: env.admin }).then(bodyOf),
  ]);
  return {
    count: count.count,
    overview: stats.awaitingShipment,
    bell: bell.items.flatMap((item) => (item.kind === kind ? [item.orderId] : [])),
  };
};

describe('orders to ship', () => {
  it('counts a paid order until it ships, in the count, the overview and the bell alike', async () => {
    const before = await toShipEverywhere();
    expect(before.overview).toBe(before.count);

    const paid = await env.payOrder(env.userA, await env.placeOrder(env.userA, product, 1));
    await env.placeOrder(env.userB, product, 1);
    const waiting = await toShipEverywhere();
    expect(waiting).toEqual({ count: before.count + 1, overview: before.count + 1, bell: expect.any(Array) });
    expect(waiting.bell).toContain(paid._id);

    bodyOf(await env.api.shipOrder({ as: env.admin, params: { id: paid._id } }));
    const shipped = await toShipEverywhere();
    expect(shipped).toEqual({ count: before.count, overview: before.count, bell: expect.any(Array) });
    expect(shipped.bell).not.toContain(paid._id);
  });

  describe('a confirmed cash-on-delivery order', () => {
    const codOrder = async (): Promise<Order> => {
      const as = await env.newUser('codship');
      const body = orderBody(product, 1, { paymentMethod: 'cod' });
      return bodyOf(await env.api.placeOrder({ as, body }));
    };
    const confirm = (order: Order) =>
      env.api.confirmCodOrder({ as: env.admin, params: { id: order._id } }).then(bodyOf);

    it('counts from its confirmation until it ships, with a line of its own in the bell', async () => {
      const order = await codOrder();
      const placed = await toShipEverywhere('codToShip');
      expect(placed.overview).toBe(placed.count);
      expect(placed.bell).not.toContain(order._id);

      await confirm(order);
      const confirmed = await toShipEverywhere('codToShip');
      expect(confirmed).toEqual({
        count: placed.count + 1,
        overview: placed.count + 1,
        bell: expect.any(Array),
      });
      expect(confirmed.bell).toContain(order._id);
      expect(bellText.lines.codToShip(order.name)).toBe(
        `Cash on delivery order confirmed, waiting to ship: ${order.name}`,
      );

      const shipped = bodyOf(await env.api.shipOrder({ as: env.admin, params: { id: order._id } }));
      expect(shipped.state).toBe('shipped');
      const gone = await toShipEverywhere('codToShip');
      expect(gone).toEqual({ count: placed.count, overview: placed.count, bell: expect.any(Array) });
      expect(gone.bell).not.toContain(order._id);
    });

    it('stops counting once it is cancelled before it ships', async () => {
      const order = await codOrder();
      const placed = await toShipEverywhere('codToShip');
      await confirm(order);
      expect((await toShipEverywhere('codToShip')).count).toBe(placed.count + 1);
      expect((await env.api.cancelOrder({ as: env.admin, params: { id: order._id } })).status).toBe(200);
      const gone = await toShipEverywhere('codToShip');
      expect(gone).toEqual({ count: placed.count, overview: placed.count, bell: expect.any(Array) });
      expect(gone.bell).not.toContain(order._id);
    });
  });
});
