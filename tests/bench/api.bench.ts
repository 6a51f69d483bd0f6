/**
 * API benchmark: starts the real stack (the e2e suite's start-up: Auth emulator, server, PGlite or
 * DATABASE_URL's PostgreSQL) and drives it over loopback HTTP with a bounded number of requests,
 * then writes the figures to tests/bench/RESULTS.md. Run: `npm run bench`. Nothing here asserts a
 * time; the figures are for reading and comparing between changes.
 */
import { cpus } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Order, Product } from '../../src/shared/entities';
import startStack from '../e2e/web/support/globalSetup';
import { measure } from './measure';
import { apiURL, authEmulatorURL, stack } from '../e2e/web/support/stack';

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function session(email: string, password: string, signUp: boolean): Promise<string> {
  const method = signUp ? 'signUp' : 'signInWithPassword';
  const { idToken } = await json<{ idToken: string }>(
    await fetch(`${authEmulatorURL}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=bench`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    }),
  );
  const { accessToken } = await json<{ accessToken: string }>(
    await fetch(`${apiURL}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ email }),
    }),
  );
  return accessToken;
}

// One bench customer places hundreds of orders: lift the per-customer limits for this stack.
process.env.MAX_OPEN_ORDERS ??= '100000';
process.env.WRITES_PER_MINUTE ??= '1000000';
const stop = await startStack();
try {
  const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const admin = await session(stack.admin.email, stack.admin.password, false);
  const customerEmail = `bench${Date.now().toString(36)}@toolshop.test`;
  const customer = await session(customerEmail, 'bench-password-1', true);
  await json(
    await fetch(`${apiURL}/user`, {
      method: 'PUT',
      headers: auth(customer),
      body: JSON.stringify({ name: 'Bench Buyer', email: customerEmail, phone: '0123456789' }),
    }),
  );

  const catalogue = await json<Product[]>(await fetch(`${apiURL}/`));
  const seeded = catalogue[0]!;
  const product = await json<Product>(
    await fetch(`${apiURL}/`, {
      method: 'POST',
      headers: auth(admin),
      body: JSON.stringify({
        name: 'Bench Bolt Box',
        description: 'A product with deep stock for the benchmark.',
        img: seeded.img,
        minimumOrder: 1,
        availableQuentity: 100000,
        price: 2.5,
      }),
    }),
  );
  const orderBody = JSON.stringify({
    productId: product._id,
    quantity: 1,
    fullName: 'Rahim Uddin',
    addressLine1: '12 Tool Street',
    company: '',
    city: 'Dhaka',
    postalCode: '1207',
    country: 'Bangladesh',
    phone: '01712345678',
  });
  const orderIds: string[] = [];

  const results = [
    await measure('GET /api/ (catalogue)', 2000, 16, async () => (await fetch(`${apiURL}/`)).status),
    await measure('GET /api/review', 2000, 16, async () => (await fetch(`${apiURL}/review`)).status),
    await measure('GET /api/images/{id} (seed image)', 1000, 16, async () => {
      const res = await fetch(`${apiURL}${seeded.img.replace(/^\/api/, '')}`);
      await res.arrayBuffer();
      return res.status;
    }),
    await measure(
      'GET /api/order?email= (signed in)',
      1000,
      16,
      async () =>
        (
          await fetch(`${apiURL}/order?email=${encodeURIComponent(customerEmail)}`, {
            headers: auth(customer),
          })
        ).status,
    ),
    await measure(
      'POST /api/order (stock taken in a transaction)',
      400,
      8,
      async () => {
        const res = await fetch(`${apiURL}/order`, {
          method: 'POST',
          headers: auth(customer),
          body: orderBody,
        });
        if (res.status === 201) orderIds.push(((await res.json()) as Order)._id);
        return res.status;
      },
      201,
    ),
    await measure('DELETE /api/order/{id} (cancel, stock restored)', 400, 8, async (i) => {
      const id = orderIds[i];
      return id
        ? (await fetch(`${apiURL}/order/${id}`, { method: 'DELETE', headers: auth(customer) })).status
        : 0;
    }),
  ];

  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
  const table = [
    '| scenario | requests | concurrency | req/s | p50 ms | p95 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.scenario} | ${r.requests} | ${r.concurrency} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`,
    ),
  ].join('\n');
  const report = `# API benchmark

Measured by \`npm run bench\` (tests/bench/api.bench.ts) on ${new Date().toISOString().slice(0, 10)}:
${cpus().length} cores, Node ${process.version}, database ${database}, one API process, client on the
same machine over loopback (so the client's own work competes for the same cores).

${table}
`;
  // The sections below the figures (other benchmarks, the hand-written history) survive a new run.
  const resultsFile = resolve(import.meta.dirname, 'RESULTS.md');
  const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
  const sections = previous.includes('\n## ') ? previous.slice(previous.indexOf('\n## ')) : '';
  writeFileSync(resultsFile, report + sections);
  console.log(report);
} finally {
  await stop?.();
}
