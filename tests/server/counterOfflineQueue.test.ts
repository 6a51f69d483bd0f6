/**
 * The desktop's offline sale queue (src/main/saleQueue.ts) against the real counter API: main's own
 * proxy and queue in this process, the API behind a loopback HTTP listener that the test stops and
 * starts again on the same port, as the shop server going away and coming back. It lives with the
 * server suites because it needs the real server (on PGlite and on PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiProxy, type ApiProxy } from '../../src/main/apiProxy';
import { createSaleQueue, type SaleQueue } from '../../src/main/saleQueue';
import { createTokenVault, type TokenVault } from '../../src/main/tokenVault';
import type { CounterSaleInput } from '../../src/shared/counterSchemas';
import type { Product } from '../../src/shared/entities';
import { counterOfflineText } from '../../src/shared/strings/labels/counterScreen';
import { fileKeyCipher } from '../e2e/desktop/support/fileCipher';
import { bodyOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

/** The API on a loopback port that can be switched off and on again, keeping its port. */
interface SwitchableApi {
  apiBase: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function switchableApi(): Promise<SwitchableApi> {
  let server: Server | null = null;
  let port = 0;
  const start = async () => {
    const next = createServer((req, res) => env.app.routing(req, res));
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    port = (next.address() as AddressInfo).port;
    server = next;
  };
  const stop = async () => {
    const current = server;
    server = null;
    if (!current) return;
    current.closeAllConnections();
    await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  await start();
  return { apiBase: `http://127.0.0.1:${port}/api`, start, stop };
}

describe('offline counter sales', () => {
  let api: SwitchableApi;
  let dir: string;
  let proxy: ApiProxy;
  let vault: TokenVault;
  let sessionId: string;
  let hammer: Product;
  let drill: Product;
  const queues: SaleQueue[] = [];

  const openQueue = (
    send = (body: Record<string, unknown>) => proxy.request({ endpoint: 'counterSale', body }),
  ) => {
    // Retries are driven by the test (replay), not by the clock.
    const queue = createSaleQueue({ dir: join(dir, 'counter-sales'), send, retryMs: 3_600_000 });
    queues.push(queue);
    return queue;
  };

  const cashSale = (lines: [Product, number][], tendered: number): CounterSaleInput => ({
    saleId: randomUUID(),
    sessionId,
    lines: lines.map(([product, quantity]) => ({ variantId: product._id, quantity })),
    payments: [{ method: 'cash', tendered }],
  });

  /** A queue holding `sale`, taken while the server was away; the server is back. */
  const queuedWhileAway = async (sale: CounterSaleInput) => {
    await api.stop();
    const queue = openQueue();
    expect(await queue.submit(sale)).toEqual({ outcome: 'queued', waiting: 1 });
    await api.start();
    return queue;
  };

  const report = async () => bodyOf(await env.api.registerReport({ as: env.admin, params: { sessionId } }));

  beforeAll(async () => {
    api = await switchableApi();
    dir = await mkdtemp(join(tmpdir(), 'toolshop-offline-sales-'));
    vault = createTokenVault({
      file: join(dir, 'token.bin'),
      cipher: fileKeyCipher(join(dir, 'machine.key')),
    });
    await vault.set(env.admin.headers.authorization!.replace(/^Bearer /, ''));
    proxy = createApiProxy({ apiBase: api.apiBase, vault });
    [hammer, drill] = await Promise.all([
      env.createProduct({ name: 'Claw hammer', price: 12.5, availableQuentity: 20 }),
      env.createProduct({ name: 'Cordless drill', price: 89.99, availableQuentity: 5 }),
    ]);
    const opened = bodyOf(
      await env.api.openRegister({ as: env.admin, body: { register: 'Counter 1', float: 100 } }),
    );
    sessionId = opened._id;
  });

  afterAll(async () => {
    for (const queue of queues) queue.stop();
    await api.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('records a sale at once while the server answers', async () => {
    const queue = openQueue();
    const sale = cashSale([[hammer, 1]], 20);
    const submitted = await queue.submit(sale);
    expect(submitted).toMatchObject({
      outcome: 'recorded',
      data: { saleId: sale.saleId, change: 7.5, offline: false },
    });
    expect(await queue.status()).toEqual({ waiting: 0, held: [], signInNeeded: false });
  });

  it('queues three cash sales while the server is away, and records each once when it is back, after a restart', async () => {
    const before = await report();
    const stockBefore = [await env.listedStockOf(hammer), await env.listedStockOf(drill)];
    await api.stop();

    const first = openQueue();
    const sales = [
      cashSale([[hammer, 2]], 30),
      cashSale([[drill, 1]], 100),
      cashSale(
        [
          [hammer, 1],
          [drill, 1],
        ],
        110,
      ),
    ];
    const outcomes = [];
    for (const sale of sales) outcomes.push(await first.submit(sale));
    expect(outcomes).toEqual([
      { outcome: 'queued', waiting: 1 },
      { outcome: 'queued', waiting: 2 },
      { outcome: 'queued', waiting: 3 },
    ]);
    // A card payment needs the network: refused, nothing queued.
    const card = await first.submit({
      ...cashSale([[hammer, 1]], 0),
      payments: [{ method: 'card', amount: 12.5, reference: 'AUTH-1' }],
    });
    expect(card).toMatchObject({
      outcome: 'refused',
      status: 0,
      message: counterOfflineText.cardNeedsNetwork,
    });
    // So does a UPI payment: its UTR cannot be checked offline.
    const upi = await first.submit({
      ...cashSale([[hammer, 1]], 0),
      payments: [{ method: 'upi', amount: 12.5, reference: '412345678901' }],
    });
    expect(upi).toMatchObject({
      outcome: 'refused',
      status: 0,
      message: counterOfflineText.digitalNeedsNetwork,
    });
    expect(await first.status()).toEqual({ waiting: 3, held: [], signInNeeded: false });

    // The app is killed: this queue is dropped mid-life, and a fourth sale's write was cut short.
    first.stop();
    const queueDir = join(dir, 'counter-sales');
    await writeFile(join(queueDir, '000000000099-cut-short.sale.json.partial'), '{"saleId":');
    expect((await report()).sales.count).toBe(before.sales.count);

    // The app starts again with the server still away: the three still wait, in order.
    const restarted = openQueue();
    await restarted.replay();
    expect(await restarted.status()).toEqual({ waiting: 3, held: [], signInNeeded: false });

    await api.start();
    await restarted.replay();
    expect(await restarted.status()).toEqual({ waiting: 0, held: [], signInNeeded: false });
    expect(await readdir(queueDir)).toEqual([]);

    const after = await report();
    expect(after.sales.count).toBe(before.sales.count + 3);
    expect(after.sales.units).toBe(before.sales.units + 5);
    expect(after.sales.total).toBeCloseTo(before.sales.total + 25 + 89.99 + 12.5 + 89.99, 2);
    expect([await env.listedStockOf(hammer), await env.listedStockOf(drill)]).toEqual([
      stockBefore[0]! - 3,
      stockBefore[1]! - 2,
    ]);

    // Each was recorded once, as taken offline, numbered in the order taken: asking again answers the same sale.
    const recorded = [];
    for (const sale of sales) {
      const again = bodyOf(await env.api.counterSale({ as: env.admin, body: sale }));
      expect(again).toMatchObject({ saleId: sale.saleId, offline: true });
      recorded.push(again.number);
    }
    expect(recorded).toEqual([...recorded].sort((a, b) => a - b));
    expect(new Set(recorded).size).toBe(3);
    expect((await report()).sales.count).toBe(after.sales.count);
  });

  it('records a sale once when the app died after the server took it but before the queue let it go', async () => {
    await api.stop();
    const queue = openQueue();
    const sale = cashSale([[hammer, 1]], 15);
    expect(await queue.submit(sale)).toEqual({ outcome: 'queued', waiting: 1 });
    queue.stop();
    await api.start();
    const before = await report();
    const stockBefore = await env.listedStockOf(hammer);

    // The server records the sale, and the app is killed before it removes it from its queue.
    const dying = openQueue(async (body) => {
      await proxy.request({ endpoint: 'counterSale', body });
      throw new Error('killed');
    });
    await expect(dying.replay()).rejects.toThrow('killed');
    dying.stop();

    const restarted = openQueue();
    await restarted.replay();
    expect(await restarted.status()).toEqual({ waiting: 0, held: [], signInNeeded: false });
    expect((await report()).sales.count).toBe(before.sales.count + 1);
    expect(await env.listedStockOf(hammer)).toBe(stockBefore - 1);
  });

  it('keeps new sales behind waiting ones, so they are recorded in the order taken', async () => {
    const taken = cashSale([[hammer, 1]], 20);
    const queue = await queuedWhileAway(taken);
    const next = cashSale([[hammer, 1]], 20);
    const submitted = await queue.submit(next);
    expect(submitted).toMatchObject({ outcome: 'recorded', data: { saleId: next.saleId } });
    expect(await queue.status()).toEqual({ waiting: 0, held: [], signInNeeded: false });
    const earlier = bodyOf(await env.api.counterSale({ as: env.admin, body: taken }));
    expect(earlier.number).toBeLessThan((submitted as { data: { number: number } }).data.number);
  });

  it('asks the window to renew a session that ran out while sales waited, and then records them in order', async () => {
    const taken = cashSale([[hammer, 1]], 20);
    const queue = await queuedWhileAway(taken);
    // The network is back, but the session main holds was spent meanwhile.
    await vault.set('spent.access.token');
    await queue.replay();
    expect(await queue.status()).toEqual({ waiting: 1, held: [], signInNeeded: true });
    // The next sale is not taken offline with the server up: the window is told to renew and send it again.
    const next = cashSale([[hammer, 1]], 20);
    expect(await queue.submit(next)).toMatchObject({ outcome: 'refused', status: 401 });
    await vault.set(env.admin.headers.authorization!.replace(/^Bearer /, ''));
    const submitted = await queue.submit(next);
    expect(submitted).toMatchObject({ outcome: 'recorded', data: { saleId: next.saleId, offline: false } });
    expect(await queue.status()).toEqual({ waiting: 0, held: [], signInNeeded: false });
    const earlier = bodyOf(await env.api.counterSale({ as: env.admin, body: taken }));
    expect(earlier.offline).toBe(true);
    expect(earlier.number).toBeLessThan((submitted as { data: { number: number } }).data.number);
  });

  it('records a sale taken offline at the price the till charged, though the price changed before the replay', async () => {
    const saw = await env.createProduct({ name: 'Tenon saw', price: 20, availableQuentity: 3 });
    const sale: CounterSaleInput = {
      saleId: randomUUID(),
      sessionId,
      lines: [{ variantId: saw._id, quantity: 1, unitPrice: 20 }],
      payments: [{ method: 'cash', tendered: 20 }],
    };
    const queue = await queuedWhileAway(sale);
    await env.api.editProduct({
      as: env.admin,
      params: { id: saw._id },
      headers: { 'if-match': String(saw.version) },
      body: { price: 22 },
    });
    await queue.replay();
    expect(await queue.status()).toEqual({ waiting: 0, held: [], signInNeeded: false });
    expect(bodyOf(await env.api.counterSale({ as: env.admin, body: sale }))).toMatchObject({
      offline: true,
      total: 20,
      change: 0,
    });
  });

  it('holds a queued sale the server refuses, with its reason, and goes on with the next', async () => {
    await api.stop();
    const queue = openQueue();
    const refused = { ...cashSale([[hammer, 1]], 20), sessionId: 'no-such-session' };
    const good = cashSale([[hammer, 1]], 20);
    expect(await queue.submit(refused)).toEqual({ outcome: 'queued', waiting: 1 });
    expect(await queue.submit(good)).toEqual({ outcome: 'queued', waiting: 2 });
    await api.start();
    await queue.replay();
    const status = await queue.status();
    expect(status.waiting).toBe(0);
    expect(status.held).toEqual([
      { saleId: refused.saleId, queuedAt: expect.any(String), message: expect.any(String) },
    ]);
    expect(bodyOf(await env.api.counterSale({ as: env.admin, body: good }))).toMatchObject({ offline: true });
  });

  it('refuses what is not a counter sale before anything is sent or queued', async () => {
    await api.stop();
    const queue = openQueue();
    const before = await queue.status();
    const outcome = await queue.submit({ ...cashSale([[hammer, -1]], 20) });
    expect(outcome).toMatchObject({ outcome: 'refused', status: 400 });
    expect(await queue.status()).toEqual(before);
    await api.start();
  });
});
