/**
 * Nothing a client sends gives a 500 (docs/contract.md): objects where strings belong, bad JSON, wrong
 * content types, malformed ids, oversized bodies, and too many attempts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/entities';
import { messages } from '../../src/shared/strings/validation';
import { errorOf, orderBody, suiteEnvironment } from './support/environment';

const env = suiteEnvironment({ rateLimits: { login: 10 } });
let product: Product;
beforeAll(async () => {
  product = await env.createProduct({ availableQuentity: 50 });
});

const productFields = () => ({
  name: 'Hand Saw',
  description: 'Cuts wood.',
  minimumOrder: 1,
  availableQuentity: 10,
  price: 9.5,
  img: product.img,
});

describe('objects where strings belong answer 400', () => {
  it.each([
    ['GET', '/api/order?email[$ne]=x'],
    ['GET', '/api/order?email=a%40b.com&email=c%40d.com'],
    ['GET', '/api/order'],
    ['GET', '/api/user?email[$ne]=x'],
    ['GET', '/api/user?role=admin'],
  ] as const)('%s %s', async (method, url) => {
    const res = await env.request(method, url, { as: env.userA });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String), issues: expect.any(Array) });
  });

  it.each([
    ['PUT', '/api/user', () => ({ name: 'Ann', email: {} })],
    ['PUT', '/api/user', () => ({ name: { $gt: '' }, email: env.userA.email })],
    ['POST', '/api/order', () => orderBody(product, 1, { productId: { $gt: '' } })],
    ['POST', '/api/order', () => orderBody(product, 1, { quantity: { $gt: 0 } })],
    ['POST', '/api/order', () => orderBody(product, 1, { city: ['Dhaka'] })],
    ['POST', '/api/review', () => ({ review: { text: 'hi' }, rating: 5 })],
    ['POST', '/api/payments/intent', () => ({ orderId: { $ne: null } })],
    [
      'POST',
      '/api/payments/sandbox/confirm',
      () => ({ intentId: {}, clientSecret: [], number: 4242, expiry: 1, cvc: true }),
    ],
    ['PUT', '/api/order/abc', () => ({ tnxId: { $exists: true } })],
  ] as const)('%s %s with %s', async (method, url, body) => {
    const res = await env.request(method, url, { as: env.userA, body: body() });
    // A malformed id may be answered 404 before the body is read; never 500.
    expect([400, 404]).toContain(res.status);
    if (res.status === 400) expect(errorOf(res).issues?.length).toBeGreaterThan(0);
  });

  it('bodies that are not objects answer 400', async () => {
    for (const payload of ['null', '[]', '"text"', '42']) {
      const res = await env.request('POST', '/api/order', {
        as: env.userA,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, payload).toBe(400);
    }
  });
});

describe('malformed requests', () => {
  it.each<[string, 'POST' | 'PUT', string, () => string, string, number, unknown]>([
    [
      'bad JSON',
      'POST',
      '/api/order',
      () => '{"productId": ',
      'application/json',
      400,
      { message: expect.any(String) },
    ],
    [
      'a prototype-poisoning body',
      'PUT',
      '/api/user',
      () => `{"name":"Ann","email":"${env.userA.email}","__proto__":{"role":"admin"}}`,
      'application/json',
      400,
      expect.anything(),
    ],
    [
      'an unsupported content type',
      'POST',
      '/api/review',
      () => 'review=great&rating=5',
      'application/x-www-form-urlencoded',
      415,
      expect.anything(),
    ],
    [
      'a JSON body over the limit',
      'POST',
      '/api/review',
      () => JSON.stringify({ review: 'x'.repeat(300 * 1024), rating: 5 }),
      'application/json',
      413,
      { message: 'The request is too large' },
    ],
  ])('%s: %s %s answers its status', async (_case, method, url, payload, contentType, status, answer) => {
    const res = await env.request(method, url, {
      as: env.userA,
      payload: payload(),
      headers: { 'content-type': contentType },
    });
    expect(res.status).toBe(status);
    expect(res.body).toEqual(answer);
  });

  it('an empty JSON body on a bodiless call is accepted', async () => {
    const paid = await env.payOrder(env.userA, await env.placeOrder(env.userA, product, 1));
    const res = await env.request('PUT', `/api/allOrder/${paid._id}`, {
      as: env.admin,
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
  });

  it.each(['nope', "1'; drop table orders; --", 'a'.repeat(200), '..%2F..%2Fetc', '%E0%A4%A', '%00'])(
    'malformed or unknown id %s answers 404',
    async (id) => {
      for (const [method, url, as] of [
        ['DELETE', `/api/order/${id}`, env.userA],
        ['PUT', `/api/order/${id}`, env.userA],
        ['DELETE', `/api/${id}`, env.admin],
        ['PUT', `/api/allOrder/${id}`, env.admin],
        ['GET', `/api/images/${id}`, env.anon],
      ] as const) {
        const res = await env.request(method, url, {
          as,
          body: method === 'PUT' && url.includes('/order/') ? { tnxId: 'x' } : undefined,
        });
        expect(res.status, `${method} ${url}`).toBe(404);
      }
    },
  );

  it('unknown API paths answer a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here'],
      // PATCH /api/order would be PATCH /{id} (an admin's product edit); a deeper path names nothing.
      ['PATCH', '/api/order/x/y'],
    ] as const) {
      const res = await env.request(method, url, { as: env.userA });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body).toEqual({ message: 'not found' });
    }
  });

  it('an Authorization header that is not a bearer answers 401', async () => {
    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a b', '']) {
      const res = await env.api.listAllOrders({ headers: { authorization } });
      expect(res.status, authorization).toBe(401);
    }
  });
});

describe('NUL characters answer 400, never 500', () => {
  const nul = 'in\u0000side';
  it.each([
    ['PUT', '/api/user', () => ({ name: nul, email: env.userA.email })],
    ['PUT', '/api/user', () => ({ name: 'Ann', email: env.userA.email, location: nul })],
    ['PUT', '/api/user', () => ({ name: 'Ann', email: env.userA.email, education: nul })],
    ['POST', '/api/review', () => ({ review: nul, rating: 5 })],
    ['POST', '/api/review', () => ({ review: 'Good', rating: 5, name: nul })],
    ['POST', '/api/order', () => orderBody(product, 1, { city: nul })],
    ['POST', '/api/order', () => orderBody(product, 1, { company: nul })],
    ['POST', '/api/payments/intent', () => ({ orderId: nul })],
  ] as const)('%s %s with %s', async (method, url, body) => {
    const res = await env.request(method, url, { as: env.userA, body: body() });
    expect(res.status).toBe(400);
    expect(errorOf(res).issues).toContainEqual({ path: expect.any(String), message: messages.nulCharacter });
  });

  it('in a product an admin adds', async () => {
    for (const change of [{ name: `Saw ${nul}` }, { description: nul }, { img: `/api/images/${nul}` }]) {
      const res = await env.api.addProduct({
        as: env.admin,
        body: { ...productFields(), ...change },
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
    }
  });

  it('in the login email and the email of a query', async () => {
    const login = await env.api.login({
      body: { email: `a${nul}@b.com` },
      headers: { authorization: 'Bearer x' },
    });
    expect(login.status).toBe(400);
    const query = { email: `${env.userA.email}\u0000` };
    for (const res of [
      await env.api.myOrders({ as: env.userA, query }),
      await env.api.listUsers({ as: env.userA, query }),
    ]) {
      expect(res.status).toBe(400);
    }
  });

  it.each(['%00', 'a%00b%40c.com', `${'x'.repeat(300)}%40toolshop.test`, 'not-an-email', '%E0%A4%A'])(
    'PUT /user/admin/%s answers 404',
    async (param) => {
      const res = await env.api.makeAdmin({ params: { email: param }, as: env.admin });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'not found' });
    },
  );
});

describe('quantities', () => {
  it("a quantity above 1,000,000 gets the spec's maximum message", async () => {
    const res = await env.api.placeOrder({ as: env.userA, body: orderBody(product, 1_000_001) });
    expect(res.status).toBe(400);
    expect(errorOf(res).issues).toContainEqual({
      path: 'quantity',
      message: 'You must take a maximum of 1000000 products ',
    });
  });
});

describe('rate limiting', () => {
  it('POST /login answers 429 once the per-minute budget is spent', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await env.api.login({ body: { email: env.userA.email } })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const limited = await env.api.login({ body: { email: env.userA.email } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many requests, try again shortly' });
  });
});
