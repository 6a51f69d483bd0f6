/**
 * `GET /user` as a list that scales: with `page` it answers `{ items, total, page,
 * pageSize }`, the same rows as the plain array sliced; without `page`, the spec's plain array.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, User } from '../../src/shared/entities';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { wholeList, pageOf, errorOf, bodyOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();
const tag = 'zebrafinch';
beforeAll(async () => {
  for (const name of ['Delta', 'alpha', 'Echo', 'charlie', 'Bravo']) {
    const session = await env.newUser(tag);
    await env.api.saveUser({
      as: session,
      body: { name: `${name} ${tag}`, email: session.email },
    });
  }
});

const list = (query: Record<string, string>) => env.api.listUsers({ as: env.admin, query });
/** The plain array of every user `query` matches. */
const plainList = async (query: Record<string, string>) => wholeList(bodyOf(await list(query)));
/** One page of the users `query` matches. */
const onePage = async (query: Record<string, string>) => pageOf(bodyOf(await list(query)));
const names = (users: User[]) => users.map((u) => u.name.split(' ')[0]);

describe('GET /user with page', () => {
  it('pages a search sorted by name, each page the plain array sliced', async () => {
    const plain = await plainList({ q: tag.toUpperCase(), sort: 'name' });
    expect(names(plain)).toEqual(['alpha', 'Bravo', 'charlie', 'Delta', 'Echo']);

    const pages: Page<User>[] = [];
    for (const page of ['1', '2', '3']) {
      pages.push(await onePage({ q: tag, sort: 'name', page, pageSize: '2' }));
    }
    expect(pages.map((p) => [p.page, p.pageSize, p.total])).toEqual([
      [1, 2, 5],
      [2, 2, 5],
      [3, 2, 5],
    ]);
    expect(pages.flatMap((p) => p.items)).toEqual(plain);
  });

  it('sorts by name descending, newest and oldest', async () => {
    const byName = await onePage({ q: tag, sort: 'name-desc', page: '1' });
    expect(names(byName.items)).toEqual(['Echo', 'Delta', 'charlie', 'Bravo', 'alpha']);
    const newest = await onePage({ q: tag, sort: 'newest', page: '1' });
    const oldest = await onePage({ q: tag, sort: 'oldest', page: '1' });
    expect(names(newest.items)).toEqual(['Bravo', 'charlie', 'Echo', 'alpha', 'Delta']);
    expect(oldest.items).toEqual([...newest.items].reverse());
  });

  it('finds by email and by role; a search with LIKE characters matches them literally', async () => {
    const admins = await onePage({ q: 'admin', page: '1' });
    expect(admins.items.map((u) => u.email)).toContain(env.admin.email);
    expect(admins.items.every((u) => u.role === 'admin' || /admin/i.test(u.name + u.email))).toBe(true);
    expect((await list({ q: '%', page: '1' })).body).toMatchObject({ items: [], total: 0 });
  });

  it('answers a page past the end with no items and the true total', async () => {
    const res = await list({ q: tag, page: '9', pageSize: '2' });
    expect(res.body).toEqual({ items: [], total: 5, page: 9, pageSize: 2 });
  });

  it('without page, answers the plain array of every user, oldest first', async () => {
    const users = wholeList(bodyOf(await env.api.listUsers({ as: env.admin })));
    expect(users.length).toBeGreaterThanOrEqual(8);
    expect(users[0]!.email).toBe(env.admin.email);
  });

  it.each([
    [{ page: '0' }, apiErrors.badPage],
    [{ page: 'two' }, apiErrors.badPage],
    [{ page: '1', pageSize: '101' }, apiErrors.badPageSize],
    [{ page: '1', sort: 'salary' }, apiErrors.badSort],
  ])('refuses %j with 400', async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(message);
  });

  it('refuses paging a single-user lookup, and a customer asking for a page', async () => {
    const res = await list({ email: env.userA.email, page: '1' });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(apiErrors.emailWithPage);
    const customer = await env.api.listUsers({ as: env.userA, query: { page: '1' } });
    expect(customer.status).toBe(403);
  });
});
