/**
 * What a second security review got through, each kept out: a forged `Host` naming itself in product
 * pages, the sitemap and robots.txt (and forcing a render per value); an over-long product id served
 * as the app's page; control and text-direction characters in an address; the bell's writes outside
 * the write budget; a "verified" review from a buyer who gave every unit back.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/shared/routes';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { messages } from '../../src/shared/strings/validation';
import { SERVER_RENDER_FILE } from '../../src/shared/webBuild';
import {
  bodyOf,
  clientOf,
  createTestEnvironment,
  linesOrderBody,
  orderBody,
  type TestEnvironment,
} from './support/environment';
import { withWebBuild } from './support/webBuild';

let env: TestEnvironment;
beforeAll(async () => {
  env = await createTestEnvironment();
});
afterAll(() => env?.close());

const FORGED_HOST = 'attacker.example';

/**
 * A web build whose server render counts its renders, and an app serving it: the page's head is the
 * server's work, which this exercises; the app's own render is the e2e suite's.
 */
function withCountingBuild(test: (app: FastifyInstance, renders: () => number) => Promise<void>) {
  const counter = `toolshopRenders${Date.now()}`;
  const build = {
    'index.html':
      '<!doctype html><html><head><title>Toolshop</title></head><body><div id="root"></div></body></html>',
    [SERVER_RENDER_FILE]: `export function adoptPublicConfig() {}
    export async function renderProductPage(page) {
      globalThis.${counter} = (globalThis.${counter} ?? 0) + 1;
      return { html: '<h1>' + page.product._id + '</h1>', pageData: {} };
    }`,
  };
  return withWebBuild(env, build, (app) =>
    test(app, () => (globalThis as Record<string, unknown>)[counter] as number),
  );
}

describe('the shop names itself, never the Host a request gives', () => {
  const shop = () => env.config.mail.shopUrl;

  it('in a product page: its canonical, Open Graph and JSON-LD addresses, rendered once for every Host', () =>
    withCountingBuild(async (app, renders) => {
      const product = await env.createProduct();
      const pageAt = (host: string) => app.inject({ url: routes.product(product._id), headers: { host } });
      const first = await pageAt(FORGED_HOST);
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain(`<link rel="canonical" href="${shop()}${routes.product(product._id)}" />`);
      expect(first.body).toContain(
        `<meta property="og:url" content="${shop()}${routes.product(product._id)}" />`,
      );
      expect(first.body).not.toContain(FORGED_HOST);
      const rendered = renders();
      for (const host of ['a.example', 'b.example', 'c.example:8080']) {
        const again = await pageAt(host);
        expect(again.body).toBe(first.body);
      }
      expect(renders()).toBe(rendered);
    }));

  it('in the sitemap and robots.txt', async () => {
    const sitemap = await env.request('GET', '/sitemap.xml', { headers: { host: FORGED_HOST } });
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>${shop()}${routes.home}</loc>`);
    expect(sitemap.body).not.toContain(FORGED_HOST);
    const robots = await env.request('GET', '/robots.txt', { headers: { host: FORGED_HOST } });
    expect(robots.body).toContain(`Sitemap: ${shop()}/sitemap.xml`);
    expect(robots.body).not.toContain(FORGED_HOST);
  });
});

describe('a product id too long to be one', () => {
  it("is a 404 with the app's page, as any unknown product", () =>
    withCountingBuild(async (app) => {
      for (const id of ['a'.repeat(3000), 'b'.repeat(101)]) {
        const res = await app.inject({ url: routes.product(id) });
        expect(res.statusCode, `${id.length} characters`).toBe(404);
        expect(res.body).toContain('<div id="root">');
      }
    }));
});

describe('an address with control or text-direction characters', () => {
  it.each([
    ['fullName', 'Rahim \u001b[31mUddin'],
    ['addressLine1', '12 Tool Street\u0007'],
    ['addressLine2', 'Flat 3\u202Eevil'],
    ['company', 'Acme\u2066Works'],
    ['city', 'Dha\u0085ka'],
  ])('is refused in %s, and nothing is placed', async (field, value) => {
    const product = await env.createProduct({ availableQuentity: 10 });
    const res = await env.api.placeOrder({
      as: env.userA,
      body: orderBody(product, 1, { [field]: value }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ issues: [{ path: field, message: messages.unprintable }] });
    const catalogue = bodyOf(await env.api.listProducts());
    expect(catalogue.find((p) => p._id === product._id)?.availableQuentity).toBe(10);
  });

  it('is refused when saved as the default address too', async () => {
    const res = await env.api.placeOrder({
      as: env.userA,
      body: linesOrderBody([[await env.createProduct(), 1]], { city: 'Dhaka\u202E' }),
    });
    expect(res.status).toBe(400);
  });
});

describe("the bell's writes", () => {
  it('spend the write budget like every other write', async () => {
    const app = await env.buildVariant({ rateLimits: { writes: 2 } });
    try {
      const user = await env.newUser('bellreader');
      const mark = () => clientOf(app).markNotificationsRead({ as: user });
      expect((await mark()).status).toBe(200);
      expect((await mark()).status).toBe(200);
      expect((await mark()).status).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('a verified review', () => {
  it('needs a unit of the tool the buyer kept: every unit refunded is a 403, another line still reviews', async () => {
    const [kept, returned] = [await env.createProduct(), await env.createProduct()];
    const buyer = await env.newUser('refundedbuyer');
    const order = bodyOf(
      await env.api.placeOrder({
        as: buyer,
        body: linesOrderBody([
          [kept, 1],
          [returned, 2],
        ]),
      }),
    );
    await env.payOrder(buyer, order);
    const refunded = await env.api.refundOrder({
      as: env.admin,
      params: { id: order._id },
      body: { lines: [{ productId: returned._id, quantity: 2 }], restock: true, reason: 'Both units faulty' },
    });
    expect(bodyOf(refunded).state).toBe('paid');

    const review = (productId: string) =>
      env.api.addReview({ as: buyer, body: { productId, name: 'Buyer', review: 'Solid', rating: 5 } });
    const refused = await review(returned._id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: apiErrors.reviewNeedsPurchase });
    expect((await review(kept._id)).status).toBe(201);
  });
});
