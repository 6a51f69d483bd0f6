/**
 * `GET /stats`: revenue and counts of paid orders by paid time (today, 7 and 30 of the shop's
 * days, UTC's here unless a test names a zone), a zero-filled daily series, the products sold most by units over 30 days, paid orders
 * awaiting shipment, products short of stock.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product, ShopStats } from '../../src/shared/entities';
import { orders } from '../../src/server/db/schema';
import { shopStats } from '../../src/server/orders/shopStats';
import { shopStatsSchema } from '../../src/shared/responseSchemas';
import { shortOfMinimum } from '../../src/shared/stock';
import { bodyOf, linesOrderBody, type Session, suiteEnvironment } from './support/environment';
import { seedOrders, type SeededOrder } from './support/seedOrders';

const env = suiteEnvironment();
let before: ShopStats;
let after: ShopStats;
let seeded: SeededOrder[];
const DAY_MS = 86_400_000;

const stats = async (): Promise<ShopStats> => {
  const res = await env.api.shopStats({ as: env.admin });
  expect(res.status).toBe(200);
  return shopStatsSchema.parse(res.body);
};

beforeAll(async () => {
  before = await stats();
  seeded = [
    ...(await seedOrders(env.db, 'statsrecent', { count: 14, hoursApart: 30 })),
    // Paid long ago: outside every period.
    ...(await seedOrders(env.db, 'statsold', { count: 7, endAt: new Date(Date.now() - 40 * DAY_MS) })),
  ];
  await env.createProduct({ name: 'Short Stock Saw', availableQuentity: 2, minimumOrder: 5 });
  await env.createProduct({ name: 'Exactly Enough Saw', availableQuentity: 5, minimumOrder: 5 });
  await env.createProduct({ name: 'Empty Saw Without Minimum', availableQuentity: 0, minimumOrder: 0 });
  after = await stats();
});

const utcDay = (time: Date) => time.toISOString().slice(0, 10);
const today = () => utcDay(new Date());
const daysAgo = (n: number) => utcDay(new Date(Date.now() - n * DAY_MS));
const sold = () => seeded.filter((o) => o.paidAt !== null);
/** What the seeded orders add over the days from `first` to today. */
const addedSince = (first: string) => {
  const orders = sold().filter((o) => utcDay(o.paidAt!) >= first);
  return { revenue: orders.reduce((sum, o) => sum + o.totalCents, 0) / 100, orders: orders.length };
};
const delta = (a: { revenue: number; orders: number }, b: { revenue: number; orders: number }) => ({
  revenue: Math.round((a.revenue - b.revenue) * 100) / 100,
  orders: a.orders - b.orders,
});

describe('GET /stats', () => {
  it('sums paid and shipped orders by paid time over today, 7 and 30 days', () => {
    expect(addedSince(daysAgo(29)).orders).toBeGreaterThan(addedSince(daysAgo(6)).orders);
    expect(delta(after.today, before.today)).toEqual(addedSince(today()));
    expect(delta(after.last7Days, before.last7Days)).toEqual(addedSince(daysAgo(6)));
    expect(delta(after.last30Days, before.last30Days)).toEqual(addedSince(daysAgo(29)));
  });

  it('answers 30 days oldest first ending today, zero-filled, summing to the 30-day figures', () => {
    expect(after.dailySales.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => daysAgo(29 - i)),
    );
    expect(after.dailySales.some((d) => d.orders === 0 && d.revenue === 0)).toBe(true);
    for (const [i, day] of after.dailySales.entries()) {
      const orders = sold().filter((o) => utcDay(o.paidAt!) === day.date);
      expect(day.orders - before.dailySales[i]!.orders, day.date).toBe(orders.length);
    }
    const summed = after.dailySales.reduce((sum, d) => sum + d.orders, 0);
    expect(summed).toBe(after.last30Days.orders);
  });

  it('counts paid orders waiting to ship', () => {
    expect(after.awaitingShipment - before.awaitingShipment).toBe(
      seeded.filter((o) => o.state === 'paid').length,
    );
  });

  it('lists the products short of their minimum order, and only those, as the storefront sells them out', () => {
    expect(after.shortOfMinimum).toContainEqual(
      expect.objectContaining({ name: 'Short Stock Saw', stock: 2, minimumOrder: 5 }),
    );
    // Nobody can buy none, whatever the minimum.
    expect(after.shortOfMinimum).toContainEqual(
      expect.objectContaining({ name: 'Empty Saw Without Minimum', stock: 0, minimumOrder: 0 }),
    );
    expect(after.shortOfMinimum.map((p) => p.name)).not.toContain('Exactly Enough Saw');
    const short = (p: ShopStats['shortOfMinimum'][number]) =>
      shortOfMinimum({ availableQuantity: p.stock, minimumOrder: p.minimumOrder });
    expect(after.shortOfMinimum.every(short)).toBe(true);
  });

  it('ranks the products sold most by units over 30 days, from every line of paid and shipped orders', async () => {
    const product = (name: string, price: number) =>
      env.createProduct({ name, price, availableQuentity: 500 });
    const clamp = await product('Bar Clamp', 5);
    const vise = await product('Bench Vise', 20);
    const anvil = await product('Anvil', 50);
    const rivets = await product('Rivets', 1);
    const place = async (as: Session, lines: [Product, number][]): Promise<Order> =>
      bodyOf(await env.api.placeOrder({ as, body: linesOrderBody(lines) }));

    await env.payOrder(
      env.userA,
      await place(env.userA, [
        [clamp, 30],
        [anvil, 12],
      ]),
    );
    const shipped = await env.payOrder(
      env.userB,
      await place(env.userB, [
        [vise, 25],
        [clamp, 20],
      ]),
    );
    bodyOf(await env.api.shipOrder({ as: env.admin, params: { id: shipped._id } }));
    // Unpaid: reserved, not sold.
    await place(env.userA, [
      [vise, 40],
      [rivets, 99],
    ]);
    // Paid 31 days ago: before the period.
    const old = await env.payOrder(env.userB, await place(env.userB, [[rivets, 80]]));
    await env.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(orders.id, old._id));

    const { topProducts } = await stats();
    expect(topProducts.length).toBeLessThanOrEqual(5);
    expect(topProducts.slice(0, 3)).toEqual([
      { productId: clamp._id, name: 'Bar Clamp', units: 50, revenue: 250 },
      { productId: vise._id, name: 'Bench Vise', units: 25, revenue: 500 },
      { productId: anvil._id, name: 'Anvil', units: 12, revenue: 600 },
    ]);
    expect(topProducts.map((p) => p.productId)).not.toContain(rivets._id);
  });

  it("dates sales by the shop's own days: in Kolkata, 00:30 is today and 23:30 the day before", async () => {
    // 20:00 UTC on 10 March 2031 is 01:30 on the 11th in Kolkata, and nothing else is paid near then.
    const now = new Date('2031-03-10T20:00:00Z');
    const [, afterMidnight] = await seedOrders(env.db, 'statskolkata1', {
      count: 2,
      hoursApart: 1,
      endAt: new Date('2031-03-10T19:00:00Z'),
    });
    const [, beforeMidnight] = await seedOrders(env.db, 'statskolkata2', {
      count: 2,
      hoursApart: 1,
      endAt: new Date('2031-03-10T18:00:00Z'),
    });
    const dollars = (order: SeededOrder) => order.totalCents / 100;

    const kolkata = await shopStats(env.db, { cashRoundingCents: 1, timeZone: 'Asia/Kolkata' }, now);
    expect(kolkata.today).toEqual({ revenue: dollars(afterMidnight!), orders: 1 });
    expect(kolkata.dailySales.slice(-2)).toEqual([
      { date: '2031-03-10', revenue: dollars(beforeMidnight!), orders: 1 },
      { date: '2031-03-11', revenue: dollars(afterMidnight!), orders: 1 },
    ]);
    expect(kolkata.last7Days.orders).toBe(2);

    // The same sales in a shop that keeps UTC's days: both on the 10th, which is its today.
    const utc = await shopStats(env.db, { cashRoundingCents: 1, timeZone: 'UTC' }, now);
    expect(utc.today.orders).toBe(2);
    expect(utc.dailySales.at(-1)!.date).toBe('2031-03-10');
  });
});
