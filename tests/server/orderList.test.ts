/**
 * `GET /allOrder` as a list that scales: with `page` it answers `{ items,
 * total, page, pageSize }`, the plain array filtered and sliced; without `page`, the spec's array.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, Page } from '../../src/shared/entities';
import { LISTED_ORDER_STATES, ORDER_SORTS } from '../../src/shared/paging';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { wholeList, pageOf, errorOf, bodyOf, suiteEnvironment } from './support/environment';
import { seedOrders, type SeededOrder } from './support/seedOrders';

const env = suiteEnvironment();
let seeded: SeededOrder[];
const tag = 'kestrelwing';

beforeAll(async () => {
  seeded = await seedOrders(env.db, tag);
});

const list = (query: Record<string, string>) => env.api.listAllOrders({ as: env.admin, query });
/** The plain array of every order `query` matches. */
const plainList = async (query: Record<string, string>) => wholeList(bodyOf(await list(query)));
/** One page of the orders `query` matches. */
const onePage = async (query: Record<string, string>) => pageOf(bodyOf(await list(query)));
const ids = (rows: Order[]) => rows.map((o) => o._id);

/** Every page of `query`, `pageSize` at a time. */
async function allPages(query: Record<string, string>, pageSize: number): Promise<Page<Order>[]> {
  const pages: Page<Order>[] = [];
  for (let page = 1; ; page++) {
    const onePageOf = await onePage({ ...query, page: String(page), pageSize: String(pageSize) });
    pages.push(onePageOf);
    if (page * pageSize >= onePageOf.total) return pages;
  }
}

describe('GET /allOrder with page', () => {
  it('without page, answers the plain array of every order but the cancelled, newest first', async () => {
    const res = await env.api.listAllOrders({ as: env.admin });
    const mine = wholeList(bodyOf(res)).filter((o) => o.name.includes(tag));
    expect(ids(mine)).toEqual(
      seeded
        .filter((o) => o.state !== 'cancelled')
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .map((o) => o.id),
    );
  });

  it.each(ORDER_SORTS)('pages sort=%s: each page the plain array sliced', async (sort) => {
    const plain = await plainList({ q: tag, sort });
    expect(plain).toHaveLength(seeded.filter((o) => o.state !== 'cancelled').length);
    const pages = await allPages({ q: tag, sort }, 3);
    expect(pages.every((p) => p.total === plain.length && p.pageSize === 3)).toBe(true);
    expect(pages.flatMap((p) => p.items)).toEqual(plain);
  });

  it('sorts by total both ways and by age both ways', async () => {
    const totals = (await plainList({ q: tag, sort: 'total-desc' })).map((o) => o.totalPrice);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const oldest = await plainList({ q: tag, sort: 'oldest' });
    const newest = await plainList({ q: tag, sort: 'newest' });
    expect(oldest).toEqual([...newest].reverse());
  });

  it.each(['unpaid', 'paid', 'shipped', 'expired'] as const)('filters by state=%s', async (state) => {
    const all = await plainList({ q: tag });
    const pages = await allPages({ q: tag, state }, 2);
    const expected = all.filter((o) => o.state === state);
    expect(expected.length).toBeGreaterThan(0);
    expect(pages.flatMap((p) => p.items)).toEqual(expected);
  });

  it('searches email, product name, tnxId and order id; LIKE characters match literally', async () => {
    const byEmail = await onePage({ q: `buyer1.${tag}@EXAMPLE.com`, page: '1' });
    expect(byEmail.items.every((o) => o.email === `buyer1.${tag}@example.com`)).toBe(true);
    expect(byEmail.total).toBe(
      seeded.filter((o) => o.email === `buyer1.${tag}@example.com` && o.state !== 'cancelled').length,
    );
    const byName = await onePage({ q: `Drill ${tag}`, page: '1' });
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.items.every((o) => o.name === `Drill ${tag}`)).toBe(true);
    const paid = seeded.findLast((o) => o.tnxId)!;
    expect(ids(await plainList({ q: paid.tnxId!.slice(3) }))).toEqual([paid.id]);
    const any = seeded.find((o) => o.state === 'unpaid')!;
    expect(ids(await plainList({ q: any.id }))).toEqual([any.id]);
    expect((await list({ q: `${tag}%`, page: '1' })).body).toMatchObject({ items: [], total: 0 });
  });

  it('finds an order by its number, with or without #', async () => {
    const [first, second] = await plainList({ q: tag });
    expect(ids(await plainList({ q: `#${first!.number}` }))).toEqual([first!._id]);
    expect(ids((await onePage({ q: String(second!.number), page: '1' })).items)).toContain(second!._id);
    expect((await list({ q: `#${'9'.repeat(15)}` })).body).toEqual([]);
    expect((await list({ q: `#${'9'.repeat(30)}` })).status).toBe(200);
  });

  it('never lists a cancelled order, not even by its id', async () => {
    const cancelled = seeded.find((o) => o.state === 'cancelled')!;
    expect((await list({ q: cancelled.id })).body).toEqual([]);
  });

  it('lists the cancelled orders when asked for them, and only then', async () => {
    const product = await env.createProduct({ availableQuentity: 10 });
    const cancelled = await env.placeOrder(env.userA, product);
    await env.api.cancelOrder({ as: env.userA, params: { id: cancelled._id } });
    const page = await onePage({ state: 'cancelled', page: '1', pageSize: '100' });
    expect(ids(page.items)).toContain(cancelled._id);
    expect(page.items.every((order) => order.state === 'cancelled')).toBe(true);
    expect(page.total).toBe(page.items.length);
    expect(ids(await plainList({ state: 'cancelled' }))).toContain(cancelled._id);
    expect(ids(await plainList({}))).not.toContain(cancelled._id);
  });

  it('answers a page past the end with no items and the true total', async () => {
    const past = await onePage({ q: tag, page: '99', pageSize: '5' });
    expect(past).toMatchObject({ items: [], page: 99, pageSize: 5 });
    expect(past.total).toBeGreaterThan(0);
  });

  it('totals every listed order and each state exactly as orders are placed, paid, shipped and cancelled', async () => {
    const product = await env.createProduct({ availableQuentity: 100 });
    const expectTotalsOfThePlainArray = async () => {
      const plain = await plainList({});
      const total = async (query: Record<string, string>) =>
        (await onePage({ ...query, page: '1', pageSize: '1' })).total;
      expect(await total({})).toBe(plain.length);
      for (const state of LISTED_ORDER_STATES) {
        expect(await total({ state }), state).toBe(plain.filter((o) => o.state === state).length);
      }
    };
    await expectTotalsOfThePlainArray();
    const kept = await env.placeOrder(env.userA, product);
    const dropped = await env.placeOrder(env.userB, product);
    await expectTotalsOfThePlainArray();
    await env.payOrder(env.userA, kept);
    await expectTotalsOfThePlainArray();
    expect((await env.api.shipOrder({ as: env.admin, params: { id: kept._id } })).status).toBe(200);
    await expectTotalsOfThePlainArray();
    expect((await env.api.cancelOrder({ as: env.userB, params: { id: dropped._id } })).status).toBe(200);
    await expectTotalsOfThePlainArray();
  });

  it.each([
    [{ page: '0' }, apiErrors.badPage],
    [{ page: 'x' }, apiErrors.badPage],
    [{ page: '1', pageSize: '101' }, apiErrors.badPageSize],
    [{ sort: 'cheapest' }, apiErrors.badSort],
    [{ state: 'lost' }, apiErrors.badOrderState],
    [{ colour: 'red' }, undefined],
  ])('answers %j with 400', async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    if (message) expect(errorOf(res).message).toBe(message);
    else expect(errorOf(res).message).toEqual(expect.any(String));
  });
});
