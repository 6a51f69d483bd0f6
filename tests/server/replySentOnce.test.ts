/**
 * Every answer is sent once. A handler that answers through the reply itself (the catalogue's
 * cached bytes, a 304, a counter sale's 200 or 201, a CSV stream, an image, the event stream) used
 * to have it sent a second time, and Fastify logged "Reply was already sent" with a stack trace on
 * each request. Every suite's environment fails its afterAll on such a line; this file calls each
 * of those handlers and looks at once.
 */
import { setImmediate } from 'node:timers/promises';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/entities';
import { bodyOf, imageParams, suiteEnvironment, type Session } from './support/environment';

const env = suiteEnvironment();
let product: Product;
let cashier: Session;

beforeAll(async () => {
  product = await env.createProduct({ price: 20, availableQuentity: 10 });
  cashier = await env.newUser('cashier');
  bodyOf(
    await env.api.setRole({ as: env.admin, params: { email: cashier.email }, body: { role: 'cashier' } }),
  );
});

let before = 0;
beforeEach(() => {
  before = env.repliesSentTwice.length;
});
// The second send came once the first response had ended: look after the loop has turned.
afterEach(async () => {
  await setImmediate();
  const warnings = env.repliesSentTwice
    .slice(before)
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
  expect(warnings).toEqual([]);
});

describe('a reply is sent once', () => {
  it('GET /api/, plain, compressed and 304 (If-None-Match)', async () => {
    const plain = await env.request('GET', '/api/');
    expect(plain.status).toBe(200);
    // Raw: the test client would read the gzip bytes as JSON.
    const compressed = await env.app.inject({ url: '/api/', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const etag = String(plain.headers.etag);
    const notModified = await env.request('GET', '/api/', { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
  });

  it('a counter sale and a counter return, each made and replayed', async () => {
    const session = bodyOf(
      await env.api.openRegister({ as: cashier, body: { register: 'Counter 1', float: 50 } }),
    );
    const saleBody = {
      saleId: 'reply-once-sale',
      sessionId: session._id,
      lines: [{ variantId: product._id, quantity: 1 }],
      payments: [{ method: 'cash' as const, tendered: 20 }],
    };
    const sale = await env.api.counterSale({ as: cashier, body: saleBody });
    expect(sale.status).toBe(201);
    expect((await env.api.counterSale({ as: cashier, body: saleBody })).status).toBe(200);
    const returnBody = {
      returnId: 'reply-once-return',
      orderNumber: bodyOf(sale).number,
      lines: [{ variantId: product._id, quantity: 1 }],
      refundMethod: 'cash' as const,
      restock: true,
      sessionId: session._id,
    };
    expect((await env.api.counterReturn({ as: cashier, body: returnBody })).status).toBe(201);
    expect((await env.api.counterReturn({ as: cashier, body: returnBody })).status).toBe(200);
  });

  it('an image and its 304', async () => {
    const image = await env.api.image({ params: imageParams(product.img) });
    expect(image.status).toBe(200);
    const etag = String(image.headers.etag);
    const notModified = await env.request('GET', product.img, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
  });

  it('the CSV exports, streamed', async () => {
    const exports = [
      await env.api.exportOrders({ as: env.admin, query: {} }),
      await env.api.exportCatalogue({ as: env.admin }),
      await env.api.exportStockMovements({ as: env.admin, query: { productId: product._id } }),
    ];
    expect(exports.map((csv) => csv.status)).toEqual([200, 200, 200]);
  });

  it('the OpenAPI document and the event stream, hijacked', async () => {
    expect((await env.api.openApi()).status).toBe(200);
    const stream = await env.openStream(env.admin);
    expect(stream.status).toBe(200);
    stream.close();
    await stream.ended;
  });
});
