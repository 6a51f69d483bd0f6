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
import { counterSuite } from './support/counter';
import { bodyOf, imageParams } from './support/environment';

const { env, openSession, sellOn, giveBack } = counterSuite();
let product: Product;

beforeAll(async () => {
  product = await env.createProduct({ price: 20, availableQuentity: 10 });
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
    const session = await openSession(50);
    const sellOnce = () => sellOn(session, [[product, 1]], { cash: 20 }, { saleId: 'reply-once-sale' });
    const sale = await sellOnce();
    expect(sale.status).toBe(201);
    expect((await sellOnce()).status).toBe(200);
    const returnOnce = () =>
      giveBack(bodyOf(sale), [[product, 1]], {
        returnId: 'reply-once-return',
        refundMethod: 'cash',
        sessionId: session._id,
      });
    expect((await returnOnce()).status).toBe(201);
    expect((await returnOnce()).status).toBe(200);
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
