/**
 * The cached catalogue: `GET /` answers bytes built once per catalogue change, with an
 * ETag and 304, compressed where the client accepts it, and never stale on any instance once a
 * write's response has been sent. Two app instances share one database here, as two API processes
 * behind a load balancer share one PostgreSQL (on PGlite, one handle).
 */
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogueVersion } from '../../src/server/catalogue/catalogueVersion';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { registerCompression } from '../../src/server/http/compression';
import { moveStock } from '../../src/server/stock/ledger';
import type { Product } from '../../src/shared/entities';
import { clientOf, bodyOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();
/** Instance B: its own app (and, on PostgreSQL, its own connection pool) on A's database. */
let instanceB: FastifyInstance;
let secondPool: DatabaseHandle | null = null;

beforeAll(async () => {
  secondPool = env.databaseUrl ? await openDatabase({ kind: 'postgres', url: env.databaseUrl }) : null;
  instanceB = await env.buildVariant({ db: secondPool?.db ?? env.db });
  await instanceB.ready();
});
afterAll(async () => {
  await instanceB?.close();
  await secondPool?.close();
});

const catalogueOnB = async (): Promise<Product[]> => {
  return bodyOf(await clientOf(instanceB).listProducts());
};
const onB = async (id: string) => (await catalogueOnB()).find((p) => p._id === id);

describe('GET / revalidation', () => {
  it('serves an ETag and answers 304 to it until the catalogue changes', async () => {
    const product = await env.createProduct();
    const first = await env.api.listProducts();
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const unchanged = await env.api.listProducts({ headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.raw.length).toBe(0);

    await env.api.editProduct({
      params: { id: product._id },
      as: env.admin,
      headers: { 'if-match': String(product.version) },
      body: { price: 77 },
    });
    const changed = await env.api.listProducts({ headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(bodyOf(changed).find((p) => p._id === product._id)?.price).toBe(77);
  });

  it('gives equal catalogues the same ETag on every instance', async () => {
    const onA = await env.api.listProducts();
    const onBoth = await clientOf(instanceB).listProducts();
    expect(onBoth.headers.etag).toBe(onA.headers.etag);
    expect(onBoth.raw.equals(onA.raw)).toBe(true);
  });
});

describe('GET / compression', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends %s to a client that accepts it, the same JSON once decoded',
    async (encoding, decode) => {
      const plain = await env.app.inject({ url: '/api/', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const packed = await env.app.inject({
        url: '/api/',
        headers: { 'accept-encoding': encoding === 'br' ? 'gzip, br' : 'gzip, br;q=0' },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toContain('Accept-Encoding');
      expect(decode(packed.rawPayload).equals(plain.rawPayload)).toBe(true);
    },
  );
});

describe('every write is what the next GET / answers, on every instance', () => {
  it('an edit through A', async () => {
    const product = await env.createProduct({ availableQuentity: 0, minimumOrder: 2 });
    expect((await onB(product._id))?.availableQuentity).toBe(0);
    const restock = await env.api.editProduct({
      params: { id: product._id },
      as: env.admin,
      headers: { 'if-match': String(product.version) },
      body: { availableQuentity: 60 },
    });
    expect(restock.status).toBe(200);
    expect(await onB(product._id)).toEqual(restock.body);
  });

  it('a product added and one deleted through A', async () => {
    await catalogueOnB();
    const added = await env.createProduct();
    expect(await onB(added._id)).toEqual(added);
    await env.api.deleteProduct({ params: { id: added._id }, as: env.admin });
    expect(await onB(added._id)).toBeUndefined();
  });

  it('a stock change written through the ledger with bumpCatalogueVersion in its transaction (as orders do)', async () => {
    const product = await env.createProduct({ availableQuentity: 40 });
    expect((await onB(product._id))?.availableQuentity).toBe(40);
    await env.db.transaction(async (tx) => {
      await moveStock(tx, [{ variantId: product._id, delta: -5 }], { reason: 'damaged' }, 5);
      await bumpCatalogueVersion(tx);
    });
    expect((await onB(product._id))?.availableQuentity).toBe(35);
  });

  it('a request made while a write is still open does not hide that write from the next one', async () => {
    const product = await env.createProduct({ availableQuentity: 40 });
    expect((await onB(product._id))?.availableQuentity).toBe(40);
    let commit = () => {};
    let bumped = () => {};
    const held = new Promise<void>((resolve) => (commit = resolve));
    const writeOpen = new Promise<void>((resolve) => (bumped = resolve));
    const write = env.db.transaction(async (tx) => {
      await moveStock(tx, [{ variantId: product._id, delta: -10 }], { reason: 'damaged' }, 5);
      await bumpCatalogueVersion(tx);
      bumped();
      await held;
    });
    await writeOpen;
    const during = onB(product._id);
    // Long enough for the request to reach the database (on PGlite it then waits for the commit).
    await new Promise((resolve) => setTimeout(resolve, 50));
    commit();
    await write;
    await during;
    expect((await onB(product._id))?.availableQuentity).toBe(30);
  });

  it('requests racing a stream of edits each see at least every edit answered before they began', async () => {
    const product = await env.createProduct({ availableQuentity: 0 });
    for (let stock = 1; stock <= 8; stock++) {
      const edit = await env.api.editProduct({
        params: { id: product._id },
        as: env.admin,
        headers: { 'if-match': String(product.version + stock - 1) },
        body: { availableQuentity: stock },
      });
      expect(edit.status).toBe(200);
      const seen = await Promise.all(Array.from({ length: 6 }, () => onB(product._id)));
      expect(seen.map((p) => p?.availableQuentity)).toEqual(Array(6).fill(stock));
    }
  });
});

describe('response compression elsewhere', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/big', async () => ({ rows: Array.from({ length: 200 }, (_, i) => `row ${i}`) }));
    app.get('/small', async () => ({ ok: true }));
    app.get('/events', async (_request, reply) =>
      reply.type('text/event-stream').send(Readable.from(['event: product\ndata: {}\n\n'.repeat(200)])),
    );
    await app.ready();
  });
  afterAll(() => app?.close());

  it('compresses a large JSON answer and leaves a small one alone', async () => {
    const big = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses an event stream, whose events must arrive as they are written', async () => {
    const events = await app.inject({ url: '/events', headers: { 'accept-encoding': 'gzip, br' } });
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body.startsWith('event: product\n')).toBe(true);
  });
});
