/**
 * Checkout benchmark: orders placed per second by the real API server (child processes, as in
 * production) beside a ceiling in the same run: a bare Fastify server placing the same orders with
 * the essential SQL in one transaction (bareCheckout.ts). 500 products, 64 customers, 32 orders in
 * flight; one-line and three-line orders (the checkout's `lines`); the shop and the ceiling take
 * turns, round by round, so drift on this shared machine falls on both. Configurations: PGlite (one
 * instance: it is embedded), and with BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL with one
 * and with two instances (requests dealt round-robin). Rewrites tests/bench/CHECKOUT.md.
 * Run: `npm run bench:checkout`. Nothing here asserts a time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { Product } from '../../src/shared/entities';
import { SHIPPING } from '../server/support/constants';
import { identityEmulator } from '../support/identity';
import { onBothDatabases, postgresVersion, startBenchServers, type ShopDatabase } from './benchServers';
import { comparisonTable, roundsList, sidesInTurn, type ComparedRow } from './comparison';
import { measure, type Figures } from './measure';
import { stockBenchShop, type BenchCustomer } from './benchShop';

const PRODUCTS = 500;
const CUSTOMERS = 64;
const IN_FLIGHT = 32;
const REQUESTS = 1_000;
const WARM_UP = 200;
const ROUNDS = 3;

const servers = await startBenchServers();

/** One shop API server, with the limits lifted that a benchmark's load would meet. */
const startShop = (database: ShopDatabase) =>
  servers.startShop(database, {
    WRITES_PER_MINUTE: '1000000',
    MAX_OPEN_ORDERS: '1000',
    // Each customer signs in from an address of their own (x-forwarded-for), as real customers do,
    // so 65 sign-ins in a few seconds stay under the per-address sign-in limit.
    TRUST_PROXY: 'true',
  });

/** One bare ceiling server; answers its base URL. */
const startBare = (kind: 'postgres' | 'pglite', where: string) =>
  servers.startBare('bareCheckout.ts', [kind, where]);

const identity = identityEmulator(`http://${servers.emulator.host}`);

/** The shop's catalogue of PRODUCTS tools, each with stock for every order of the run, and its customers. */
const stockShop = (base: string, tag: string) =>
  stockBenchShop(base, identity, { tag, products: PRODUCTS, customers: CUSTOMERS, purpose: 'checkout' });

/** Request i's lines: `count` distinct products, spread over the catalogue. */
function linesFor(products: Product[], i: number, count: number) {
  return Array.from({ length: count }, (_, k) => ({
    productId: products[(i * 7919 + k * 167) % products.length]!._id,
    quantity: 1 + ((i + k) % 3),
  }));
}

type Shape = 'one line' | 'three lines';
const SHAPES: [Shape, number][] = [
  ['one line', 1],
  ['three lines', 3],
];

/**
 * Sends `count` orders of `lines` lines to the servers round-robin, IN_FLIGHT at once: one fetch for
 * the shop and its ceiling alike, so neither pays for a client the other does not.
 */
function run(
  label: string,
  bases: string[],
  ceiling: boolean,
  products: Product[],
  customers: BenchCustomer[],
  lines: number,
  count: number,
  offset: number,
): Promise<Figures> {
  return measure(
    label,
    count,
    IN_FLIGHT,
    async (i) => {
      const customer = customers[i % customers.length]!;
      const res = await fetch(`${bases[i % bases.length]}/order`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(ceiling
            ? { 'x-uid': customer.uid, 'x-email': customer.email }
            : { authorization: `Bearer ${customer.token}` }),
        },
        body: JSON.stringify({ lines: linesFor(products, offset + i, lines), ...SHIPPING }),
      });
      await res.arrayBuffer();
      return res.status;
    },
    201,
  );
}

/** The one-minute load average as each configuration began and ended: other work shares the cores. */
const loads: string[] = [];
const load = () => loadavg()[0]!.toFixed(1);

async function compare(
  config: string,
  shops: string[],
  bares: string[],
  products: Product[],
  customers: BenchCustomer[],
): Promise<ComparedRow[]> {
  const loadBefore = load();
  const rows: ComparedRow[] = SHAPES.map(([shape]) => ({ leading: [config, shape], shop: [], bare: [] }));
  let offset = 0;
  for (const [, lines] of SHAPES) {
    await run('warm-up', shops, false, products, customers, lines, WARM_UP, (offset += WARM_UP));
    await run('warm-up', bares, true, products, customers, lines, WARM_UP, (offset += WARM_UP));
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [s, [shape, lines]] of SHAPES.entries()) {
      for (const side of sidesInTurn(round)) {
        const figures = await run(
          `${config}, ${shape}, ${side}`,
          side === 'shop' ? shops : bares,
          side === 'bare',
          products,
          customers,
          lines,
          REQUESTS,
          (offset += REQUESTS),
        );
        console.log(figures);
        rows[s]![side].push(figures);
      }
    }
  }
  loads.push(`${config} ${loadBefore} → ${load()}`);
  return rows;
}

const { dependencies } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8'));
const versions = [`Node ${process.version}`, `PGlite ${dependencies['@electric-sql/pglite']}`];

const rows: ComparedRow[] = [];
const loadAtStart = loadavg()[0]!;
await onBothDatabases(servers, 'toolshop_checkout_bench', {
  async pglite(scratch) {
    const shop = await startShop({ DATA_DIR: join(scratch, 'shop') });
    const bare = await startBare('pglite', join(scratch, 'bare'));
    const { products, customers } = await stockShop(shop, 'pglite');
    const bareStocked = await fetch(`${bare}/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        products.map((p) => ({
          id: p._id,
          name: p.name,
          img: p.img,
          priceCents: Math.round(p.price * 100),
          stock: p.availableQuentity,
        })),
      ),
    });
    if (!bareStocked.ok) throw new Error(`the bare server's catalogue: ${bareStocked.status}`);
    rows.push(...(await compare('PGlite, 1 instance', [shop], [bare], products, customers)));
  },
  async postgres(url) {
    versions.push(`PostgreSQL ${await postgresVersion(url)}`);
    const first = await startShop({ DATABASE_URL: url });
    const { products, customers } = await stockShop(first, 'postgres');
    const bare = await startBare('postgres', url);
    rows.push(...(await compare('PostgreSQL, 1 instance', [first], [bare], products, customers)));
    const second = await startShop({ DATABASE_URL: url });
    const secondBare = await startBare('postgres', url);
    rows.push(
      ...(await compare('PostgreSQL, 2 instances', [first, second], [bare, secondBare], products, customers)),
    );
  },
});

const table = comparisonTable(['Configuration', 'Order'], 'orders', rows);

const report = `# Checkout: orders placed per second

Written by \`npm run bench:checkout\` on ${new Date().toISOString().slice(0, 10)} (${cpus().length} cores, shared; load
average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end; ${versions.join(', ')}). ${PRODUCTS} products, ${CUSTOMERS} customers,
${IN_FLIGHT} orders in flight, ${REQUESTS} orders a round, ${ROUNDS} rounds; each figure is the median round.
Nothing asserts a time: compare the shop with the ceiling measured beside it.

${table}

Load average (one minute) as each configuration began and ended: ${loads.join('; ')}.

Each round, order by order (orders/s):

${roundsList(rows)}

**The shop** is the API server as \`npm start\` runs it (its own process per instance), placing
each order through \`POST /order\` with \`lines\`: the access token checked, the body validated,
then one statement committed on its own: it locks what the customer holds unpaid (their limits),
then the lines' products in id order, checks every line and the customer's share of its stock,
takes the stock with one ledger movement per line, inserts the order with its lines, counts it, saves
the address and clears those products from the cart; then the
order event (NOTIFY, sent together with the events of other orders placed meanwhile) and the
answer. The caller's role is not read: placing an order does not depend on it.

**The ceiling** (\`tests/bench/bareCheckout.ts\`) is a bare Fastify process doing only the
essential SQL in one transaction of three round trips (BEGIN; lock, take the stock, insert, count,
write each line's stock movement in one statement; COMMIT), with no sign-in, validation, per-customer limit, address, cart or
event, on node-postgres with the shop's pool size (10), or on a PGlite of its own. Two instances
of each share the database in the two-instance rows.

Products are locked in id order in both, so orders sharing products queue on those rows but
never deadlock; no row is shared by every order except \`order_counts\`, which is updated last,
just before COMMIT.
`;
writeFileSync(resolve(import.meta.dirname, 'CHECKOUT.md'), report);
console.log(report);
