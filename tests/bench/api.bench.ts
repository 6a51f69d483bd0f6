/**
 * API benchmark: starts the real stack (the e2e suite's start-up: Auth emulator, server, PGlite or
 * DATABASE_URL's PostgreSQL) and drives it over loopback HTTP with a bounded number of requests,
 * then writes the figures to tests/bench/RESULTS.md. Run: `npm run bench`. Nothing here asserts a
 * time; the figures are for reading and comparing between changes.
 */
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { addProduct } from '../e2e/web/support/catalogue';
import startStack from '../e2e/web/support/globalSetup';
import { stackApi, stackIdentity } from '../e2e/web/support/stackApi';
import { SHIPPING } from '../server/support/constants';
import { bodyOf } from '../support/apiClient';
import { logIn } from '../support/identity';
import { measure } from './measure';
import { writeReport } from './report';

// One bench customer places hundreds of orders: lift the per-customer limits for this stack.
process.env.MAX_OPEN_ORDERS ??= '100000';
process.env.WRITES_PER_MINUTE ??= '1000000';
const stop = await startStack();
try {
  const customerEmail = `bench${Date.now().toString(36)}@toolshop.test`;
  const customer = await logIn(
    stackApi,
    customerEmail,
    await stackIdentity.signUp(customerEmail, 'bench-password-1'),
  );
  bodyOf(
    await stackApi.saveUser({
      as: customer,
      body: { name: 'Bench Buyer', email: customerEmail, phone: '0123456789' },
    }),
  );

  const product = await addProduct({
    name: 'Bench Bolt Box',
    description: 'A product with deep stock for the benchmark.',
    minimumOrder: 1,
    availableQuentity: 100000,
    price: 2.5,
  });
  const imageId = product.img.replace(/^\/api\/images\//, '');
  const orderIds: string[] = [];

  const orderBody = { productId: product._id, quantity: 1, ...SHIPPING };

  const results = [
    await measure('GET /api/ (catalogue)', 2000, 16, async () => (await stackApi.listProducts()).status),
    await measure('GET /api/review', 2000, 16, async () => (await stackApi.listReviews()).status),
    await measure(
      'GET /api/images/{id} (seed image)',
      1000,
      16,
      async () => (await stackApi.image({ params: { id: imageId } })).status,
    ),
    await measure(
      'GET /api/order?email= (signed in)',
      1000,
      16,
      async () => (await stackApi.myOrders({ as: customer, query: { email: customerEmail } })).status,
    ),
    await measure(
      'POST /api/order (stock taken in a transaction)',
      400,
      8,
      async () => {
        const res = await stackApi.placeOrder({ as: customer, body: orderBody });
        if (res.ok) orderIds.push(res.body._id);
        return res.status;
      },
      201,
    ),
    await measure('DELETE /api/order/{id} (cancel, stock restored)', 400, 8, async (i) => {
      const id = orderIds[i];
      return id ? (await stackApi.cancelOrder({ as: customer, params: { id } })).status : 0;
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
  writeReport(resolve(import.meta.dirname, 'RESULTS.md'), report);
  console.log(report);
} finally {
  await stop?.();
}
