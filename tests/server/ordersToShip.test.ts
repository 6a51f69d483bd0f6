/**
 * Orders to ship, said once on the server: `GET /stats/to-ship` (the desktop's badge), the
 * overview's figure and the admins' bell agree, and follow an order's payment and shipment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/entities';
import { bodyOf, createTestEnvironment, type TestEnvironment } from './support/environment';

let env: TestEnvironment;
let product: Product;

beforeAll(async () => {
  env = await createTestEnvironment();
  product = await env.createProduct({ availableQuentity: 100, minimumOrder: 1 });
});
afterAll(() => env?.close());

/** The count, the overview's figure and the orders the bell shows to ship. */
const toShipEverywhere = async () => {
  const [count, stats, bell] = await Promise.all([
    env.api.ordersToShip({ as: env.admin }).then(bodyOf),
    env.api.shopStats({ as: env.admin }).then(bodyOf),
    env.api.notifications({ as: env.admin }).then(bodyOf),
  ]);
  return {
    count: count.count,
    overview: stats.awaitingShipment,
    bell: bell.items.flatMap((item) => (item.kind === 'toShip' ? [item.orderId] : [])),
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
});
