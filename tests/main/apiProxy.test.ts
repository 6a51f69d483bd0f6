import { describe, expect } from 'vitest';
import { MAX_JSON_BODY_BYTES, createApiProxy, type ApiProxy } from '../../src/main/apiProxy';
import { MAX_IMAGE_BYTES } from '../../src/shared/images';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { mainTest } from './fixtures';

const ACCESS_TOKEN = 'access-token-minted-by-the-api';
const ID_TOKEN = 'firebase-id-token';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** A proxy to the recording API, whose login hands out ACCESS_TOKEN and whose other calls answer `[]`. */
const it = mainTest.extend<{ proxy: ApiProxy }>({
  proxy: async ({ api, vault }, use) => {
    api.reply((req) =>
      req.url === '/api/login'
        ? { status: 200, json: { accessToken: ACCESS_TOKEN } }
        : { status: 200, json: [] },
    );
    await use(createApiProxy({ apiBase: `${api.origin}/api`, vault }));
  },
});

const signIn = (proxy: ApiProxy) =>
  proxy.request({ endpoint: 'login', body: { email: 'admin@toolshop.test' }, idToken: ID_TOKEN });

describe('API proxy', () => {
  it('exchanges the identity token at login, keeps the accessToken and never returns it', async ({
    api,
    vault,
    proxy,
  }) => {
    const res = await signIn(proxy);
    expect(res).toEqual({ status: 200, data: {} });
    expect(JSON.stringify(res)).not.toContain(ACCESS_TOKEN);
    const [login] = api.requests;
    expect(login?.method).toBe('POST');
    expect(login?.url).toBe('/api/login');
    expect(login?.headers.authorization).toBe(`Bearer ${ID_TOKEN}`);
    expect(JSON.parse(login?.body.toString() ?? '')).toEqual({ email: 'admin@toolshop.test' });
    expect(await vault.get()).toBe(ACCESS_TOKEN);
  });

  it('strips an accessToken from a login answer other than 200', async ({ api, vault, proxy }) => {
    api.reply(() => ({ status: 403, json: { message: 'refused', accessToken: ACCESS_TOKEN } }));
    const res = await signIn(proxy);
    expect(res).toEqual({ status: 403, data: { message: 'refused' } });
    expect(await vault.has()).toBe(false);
  });

  it('attaches the vault’s bearer to later calls, with the query string', async ({ api, proxy }) => {
    await signIn(proxy);
    const res = await proxy.request({ endpoint: 'myOrders', query: { email: 'a@b.co' } });
    expect(res.status).toBe(200);
    const call = api.requests.at(-1);
    expect(call?.method).toBe('GET');
    expect(call?.url).toBe('/api/order?email=a%40b.co');
    expect(call?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('sends no bearer while signed out', async ({ api, proxy }) => {
    await proxy.request({ endpoint: 'listProducts' });
    expect(api.requests.at(-1)?.url).toBe('/api/');
    expect(api.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('takes the method and path from the endpoint’s entry, its parameters encoded', async ({
    api,
    proxy,
  }) => {
    await signIn(proxy);
    await proxy.request({ endpoint: 'removeAdmin', params: { email: 'a+b@toolshop.test' } });
    const call = api.requests.at(-1);
    expect(call?.method).toBe('DELETE');
    expect(call?.url).toBe('/api/user/admin/a%2Bb%40toolshop.test');
  });

  it('sends a product edit as PATCH with its version in If-Match', async ({ api, proxy }) => {
    await signIn(proxy);
    const res = await proxy.request({
      endpoint: 'editProduct',
      params: { id: 'p1' },
      body: { price: 5 },
      ifMatch: '7',
    });
    expect(res.status).toBe(200);
    const call = api.requests.at(-1);
    expect(call?.method).toBe('PATCH');
    expect(call?.url).toBe('/api/p1');
    expect(call?.headers['if-match']).toBe('"7"');
    expect(JSON.parse(call?.body.toString() ?? '')).toEqual({ price: 5 });
  });

  it.for([
    ['an encoded climb', '%2e%2e', '/api/order/%252e%252e'],
    ['a climb through slashes', '../../admin', '/api/order/..%2F..%2Fadmin'],
    ['a slash', 'a/b', '/api/order/a%2Fb'],
    ['a backslash', '..\\admin', '/api/order/..%5Cadmin'],
    ['a query and a fragment', 'x?email=y#z', '/api/order/x%3Femail%3Dy%23z'],
  ])(
    'keeps %s in a parameter inside its own segment of the same endpoint',
    async ([_what, id, url], { api, proxy }) => {
      await signIn(proxy);
      api.requests.length = 0;
      const res = await proxy.request({ endpoint: 'orderDetail', params: { id } });
      expect(res.status).toBe(200);
      expect(api.requests.map((call) => `${call.method} ${call.url}`)).toEqual([`GET ${url}`]);
    },
  );

  it('a 401 from the API empties the vault', async ({ api, vault, proxy }) => {
    await signIn(proxy);
    api.reply(() => ({ status: 401, json: { message: 'unauthorized' } }));
    const res = await proxy.request({ endpoint: 'listAllOrders' });
    expect(res).toEqual({ status: 401, data: { message: 'unauthorized' } });
    expect(await vault.has()).toBe(false);
  });

  it('a refused re-login keeps the session the vault holds', async ({ api, vault, proxy }) => {
    await signIn(proxy);
    api.reply((req) =>
      req.url === '/api/login'
        ? { status: 401, json: { message: 'The signed-in identity does not match this email' } }
        : { status: 200, json: [] },
    );
    const refused = await proxy.request({
      endpoint: 'login',
      body: { email: 'someone.else@toolshop.test' },
      idToken: 'an-identity-token-the-api-refuses',
    });
    expect(refused.status).toBe(401);
    expect(await vault.get()).toBe(ACCESS_TOKEN);
    await proxy.request({ endpoint: 'listAllOrders' });
    expect(api.requests.at(-1)?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it.for([
    ['an unknown endpoint', { endpoint: 'adminSecrets' }],
    ['a name Object.prototype holds', { endpoint: 'constructor' }],
    ['the old method-and-path message', { method: 'GET', path: '/allOrder' }],
    ['a method or path beside the endpoint', { endpoint: 'listProducts', method: 'DELETE', path: '/admin' }],
    ["Stripe's webhook", { endpoint: 'stripeWebhook', body: { type: 'payment_intent.succeeded' } }],
    ['the events stream, which main holds itself', { endpoint: 'events' }],
    ['a call without its path parameter', { endpoint: 'orderDetail' }],
    ['a parameter the path does not name', { endpoint: 'orderDetail', params: { id: '1', email: 'a@b.co' } }],
    ['parameters on a path without any', { endpoint: 'listProducts', params: { id: '1' } }],
    ['a parameter under another name', { endpoint: 'makeAdmin', params: { id: 'a@b.co' } }],
    ['an empty parameter', { endpoint: 'orderDetail', params: { id: '' } }],
    ['an overlong parameter', { endpoint: 'orderDetail', params: { id: 'x'.repeat(513) } }],
    ['a parameter that is not a string', { endpoint: 'orderDetail', params: { id: 1 } }],
    ['a parameter climbing out of its endpoint', { endpoint: 'makeAdmin', params: { email: '..' } }],
    ['a parameter naming its own folder', { endpoint: 'deleteProduct', params: { id: '.' } }],
    ['a query value that is not a string', { endpoint: 'myOrders', query: { email: 1 } }],
    [
      'If-Match on a call other than editProduct',
      { endpoint: 'deleteProduct', params: { id: 'p1' }, ifMatch: '3' },
    ],
    [
      'an If-Match that is not a version',
      { endpoint: 'editProduct', params: { id: 'p1' }, ifMatch: '3"\r\nX-Evil: 1' },
    ],
    ['an identity token on another call', { endpoint: 'listAllOrders', idToken: ID_TOKEN }],
    ['extra fields', { endpoint: 'listProducts', headers: { Authorization: 'Bearer x' } }],
    ['no payload at all', undefined],
  ])('refuses %s with a 400 and sends nothing', async ([_what, payload], { api, proxy }) => {
    await signIn(proxy);
    api.requests.length = 0;
    const res = await proxy.request(payload);
    expect(res.status).toBe(400);
    expect((res.data as { message: string }).message).toMatch(/^Refused by the desktop app/);
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a body over 1 MB with a 413 and sends nothing', async ({ api, proxy }) => {
    const res = await proxy.request({
      endpoint: 'addReview',
      body: { review: 'x'.repeat(MAX_JSON_BODY_BYTES) },
    });
    expect(res).toEqual({ status: 413, data: { message: apiErrors.tooLarge } });
    expect(api.requests).toHaveLength(0);
  });

  it('uploads image bytes as multipart field "image" with the bearer', async ({ api, proxy }) => {
    await signIn(proxy);
    api.reply(() => ({ status: 201, json: { data: { url: '/api/images/abc' } } }));
    const res = await proxy.upload({ bytes: new Uint8Array(PNG), type: 'image/png', name: 'drill.png' });
    expect(res).toEqual({ status: 201, data: { data: { url: '/api/images/abc' } } });
    const upload = api.requests.at(-1);
    expect(upload?.url).toBe('/api/images');
    expect(upload?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = upload?.body ?? Buffer.alloc(0);
    expect(body.toString('latin1')).toContain('name="image"; filename="drill.png"');
    expect(body.includes(PNG)).toBe(true);
  });

  it('refuses an image over 5 MB, or one that is not an image type', async ({ api, proxy }) => {
    const tooBig = await proxy.upload({
      bytes: new Uint8Array(MAX_IMAGE_BYTES + 1),
      type: 'image/png',
      name: 'a.png',
    });
    expect(tooBig.status).toBe(413);
    const script = await proxy.upload({ bytes: new Uint8Array(PNG), type: 'text/html', name: 'a.html' });
    expect(script.status).toBe(400);
    expect(api.requests).toHaveLength(0);
  });

  it('answers status 0 when the API cannot be reached', async ({ vault }) => {
    const offline = createApiProxy({ apiBase: 'http://127.0.0.1:9/api', vault });
    const res = await offline.request({ endpoint: 'listProducts' });
    expect(res.status).toBe(0);
  });
});
