/**
 * Live events benchmark: how long from a customer's `POST /order` until the order is on
 * an admin's screen. Starts the real stack (as the e2e suite does), then measures
 *  1. stream delivery: POST /api/order sent → the `created` event read from an admin's
 *     `GET /api/events` (20 customer streams open beside it), and
 *  2. screen: POST /api/order sent → the row painted in Manage All Orders in Chromium,
 * beside a ceiling in the same run: a bare Fastify that writes an event to an open SSE response as
 * soon as a POST arrives (the same HTTP round trip and stream, none of the shop's work).
 * Writes tests/bench/EVENTS.md. Run: `npm run bench:events`. Nothing here asserts a time.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import Fastify from 'fastify';
import type { Order } from '../../src/shared/entities';
import { dashboardMenu, dashboardText } from '../../src/shared/strings/labels/dashboard';
import { readEventStream } from '../../src/shared/sse';
import { createAccount } from '../e2e/web/support/accounts';
import { signInThroughUi } from '../e2e/web/support/browser';
import { addProduct } from '../e2e/web/support/catalogue';
import startStack from '../e2e/web/support/globalSetup';
import { adminSession, stackApi } from '../e2e/web/support/stackApi';
import { SHIPPING } from '../server/support/constants';
import { bodyOf, sessionOf } from '../support/apiClient';
import { apiURL, baseURL, stack } from '../e2e/web/support/stack';
import { launchChromium } from './chromium';

const STREAM_SAMPLES = 200;
const SCREEN_SAMPLES = 30;
const IDLE_STREAMS = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? 0),
  };
};

/** Opens an SSE stream and calls `onData` with each message's data; answers a closer. */
async function listen(url: string, headers: Record<string, string>, onData: (data: string) => void) {
  const stop = new AbortController();
  const res = await fetch(url, { headers, signal: stop.signal });
  if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
  void readEventStream(res.body, (message) => onData(message.data)).catch(() => undefined);
  return () => stop.abort();
}

/** The ceiling: a POST answered 201 after writing an event to every open SSE response. */
async function bareDelivery(): Promise<number[]> {
  const app = Fastify();
  const streams = new Set<NodeJS.WritableStream>();
  app.get('/events', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write(': connected\n\n');
    streams.add(reply.raw);
    reply.raw.on('close', () => streams.delete(reply.raw));
  });
  app.post<{ Body: { id: string } }>('/order', async (request, reply) => {
    for (const stream of streams) stream.write(`event: order\ndata: ${JSON.stringify(request.body)}\n\n`);
    return reply.status(201).send(request.body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const samples = await deliveries(base, {}, (i) =>
    fetch(`${base}/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: `o${i}` }),
    }).then(() => `o${i}`),
  );
  await app.close();
  return samples;
}

/** Sends STREAM_SAMPLES orders one at a time; each sample is send → its event read on the stream. */
async function deliveries(
  base: string,
  headers: Record<string, string>,
  send: (i: number) => Promise<string>,
): Promise<number[]> {
  const arrived = new Map<string, number>();
  let wake: (() => void) | null = null;
  const close = await listen(`${base}/events`, headers, (data) => {
    const parsed = JSON.parse(data) as { id?: string; order?: Order; type?: string };
    const id = parsed.order && parsed.type === 'created' ? parsed.order._id : parsed.id;
    if (id) arrived.set(id, performance.now());
    wake?.();
  });
  const samples: number[] = [];
  for (let i = 0; i < STREAM_SAMPLES; i++) {
    const sent = performance.now();
    const id = await send(i);
    while (!arrived.has(id)) await new Promise<void>((resolve) => (wake = resolve));
    samples.push(arrived.get(id)! - sent);
  }
  close();
  return samples;
}

// One bench customer places hundreds of orders a minute: lift the per-user write limit.
process.env.WRITES_PER_MINUTE ??= '1000000';
const stopStack = await startStack();
try {
  const admin = await adminSession();
  const customer = await createAccount({ name: 'Bench Buyer' });
  const buyer = sessionOf(customer.email, customer.accessToken);
  const idle = await Promise.all(Array.from({ length: IDLE_STREAMS }, () => createAccount()));
  const product = await addProduct({
    name: 'Bench Event Box',
    description: 'Deep stock for the events benchmark.',
    minimumOrder: 1,
    availableQuentity: 100000,
    price: 3,
  });
  const placeOrder = async () =>
    bodyOf(
      await stackApi.placeOrder({ as: buyer, body: { productId: product._id, quantity: 1, ...SHIPPING } }),
    )._id;
  // Unpaid orders of one customer are capped (MAX_OPEN_ORDERS): cancel each once measured.
  const cancel = (id: string) => stackApi.cancelOrder({ as: buyer, params: { id } });

  const closers = await Promise.all(
    idle.map((account) =>
      listen(`${apiURL}/events`, { authorization: `Bearer ${account.accessToken}` }, () => undefined),
    ),
  );
  const measured: string[] = [];
  const stream = await deliveries(apiURL, admin.headers, async () => {
    const id = await placeOrder();
    measured.push(id);
    await cancel(id);
    return id;
  });
  closers.forEach((close) => close());
  const ceiling = await bareDelivery();

  const browser = await launchChromium();
  const page = await browser.newPage({ baseURL });
  // One order stays, so the list (and its search box) is there from the start.
  await placeOrder();
  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await page.goto('/dasboard/manageorder');
  // Exactly the list's own box: the header's search box is labelled "Search tools".
  const listSearch = page.getByLabel(dashboardText.table.search, { exact: true });
  await listSearch.waitFor();
  const screen: number[] = [];
  for (let i = 0; i < SCREEN_SAMPLES; i++) {
    await listSearch.fill(`no-such-order-${i}`);
    const sent = performance.now();
    const id = await placeOrder();
    await listSearch.fill(customer.email);
    const row = `table[aria-label="${dashboardMenu.manageAllOrders}"] a[href$="/${id}"]`;
    await page.locator(row).waitFor({ state: 'attached' });
    screen.push(performance.now() - sent);
    await cancel(id);
  }
  await browser.close();

  const rows = [
    ['Bare Fastify: POST → event on an open SSE response (ceiling)', summary(ceiling)],
    [`Shop: POST /api/order → admin's stream (${IDLE_STREAMS} customer streams open)`, summary(stream)],
    ["Shop: POST /api/order → row painted in the admin's Manage All Orders (Chromium)", summary(screen)],
  ] as const;
  const report = `# Live events benchmark

Measured by \`npm run bench:events\` (tests/bench/events.bench.ts) on ${new Date().toISOString().slice(0, 10)}:
${cpus().length} cores, Node ${process.version}, PGlite, one API process; client, browser and server share
the machine over loopback. Each sample is one order, sent one at a time; the time runs from sending
the request to the event arriving (stream) or the row being painted (screen).

| path | samples | p50 ms | p95 ms | max ms |
| --- | ---: | ---: | ---: | ---: |
${rows.map(([name, s]) => `| ${name} | ${s.n} | ${s.p50} | ${s.p95} | ${s.max} |`).join('\n')}

The screen figure includes the search box's filtering and TanStack Query's refetch of the list the
event invalidates; the stream figure is the order's transaction, the event bus and the SSE write.
`;
  writeFileSync(resolve(import.meta.dirname, 'EVENTS.md'), report);
  console.log(report);
} finally {
  await stopStack?.();
}
