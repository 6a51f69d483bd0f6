/**
 * Statement benchmark (docs/credit.md): a contractor with 5,000 invoices on account over
 * two years and a payment for every two, written straight to the database; then their statement over
 * the whole account (`GET /customer/{id}/statement`: its newest page of entries with their running
 * balance, brought forward over the thousands before it, and the account's summary) asked of the real
 * API server (a child process, as in production) by the admin, beside a ceiling in the same run: a
 * bare Fastify running the same SQL (bareStatement.ts). Shop and ceiling take turns, round by round.
 * On PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL. Rewrites tests/bench/STATEMENT.md.
 * Run: `npm run bench:statement`. Nothing here asserts a time: the budget is p95 < 100 ms.
 */
import { cp } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { STATEMENT_PAGE_ENTRIES } from '../../src/shared/creditSchemas';
import { openDatabase, type DatabaseLocation } from '../../src/server/db/database';
import { newId, users } from '../../src/server/db/schema';
import { createApiClient, fetchTransport } from '../support/apiClient';
import { identityEmulator, logIn } from '../support/identity';
import { BENCH_ADMIN, onBothDatabases, postgresVersion, startBenchServers } from './benchServers';
import { sidesInTurn, type Side } from './comparison';
import { measure, median, type Figures } from './measure';
import { writeReport } from './report';

const INVOICES = 5_000;
const REQUESTS = 100;
/** One asker at a time (the budget names no concurrency), then four at once, as the admin's lists are measured. */
const IN_FLIGHT = [1, 4];
const ROUNDS = 3;
/** The shop's time zone, which dates each entry: a khata's shop in India. */
const TIME_ZONE = 'Asia/Kolkata';

/** Migrates and fills a database: one customer, their invoices on account and payments; answers their id. */
async function fill(location: DatabaseLocation): Promise<string> {
  const database = await openDatabase(location);
  await database.prepare();
  const customerId = newId();
  await database.db
    .insert(users)
    .values({ id: customerId, email: 'contractor@bench.test', name: 'Bench Contractor' });
  await database.db.execute(
    sql`insert into credit_accounts (customer_id, credit_limit_cents, terms_days) values (${customerId}, 100000000, 30)`,
  );
  // One order and invoice every 3.5 hours for two years; a payment of the last two every seven hours.
  await database.db.execute(sql`
    insert into orders (id, email, product_id, product_name, price_cents, quantity, lines, line_names, total_cents,
      city, postal_code, country, phone, state, channel, payment_method, paid_at, created_at, invoice_number)
    select 'bench-order-' || g, 'contractor@bench.test', 'bench-product', 'Cable, 100 m', 250000, 1,
      '[{"productId":"bench-product","name":"Cable, 100 m","img":"","priceCents":250000,"quantity":1}]'::jsonb,
      'Cable, 100 m', 250000, '', '', '', '', 'collected', 'counter', 'account',
      timestamptz '2024-12-01 00:00:00+00' + g * interval '210 minutes',
      timestamptz '2024-12-01 00:00:00+00' + g * interval '210 minutes',
      'INV/BENCH/' || lpad(g::text, 6, '0')
    from generate_series(1, ${INVOICES}) g`);
  await database.db.execute(sql`
    insert into account_charges (order_id, customer_id, amount_cents, placed_at, invoiced_at, due_on)
    select 'bench-order-' || g, ${customerId}, 250000,
      timestamptz '2024-12-01 00:00:00+00' + g * interval '210 minutes',
      timestamptz '2024-12-01 00:00:00+00' + g * interval '210 minutes',
      (timestamptz '2024-12-01 00:00:00+00' + g * interval '210 minutes')::date + 30
    from generate_series(1, ${INVOICES}) g`);
  await database.db.execute(sql`
    insert into account_credits (id, customer_id, kind, payment_id, amount_cents, method, reference, at, by_uid, by_email)
    select 'bench-pay-' || g, ${customerId}, 'payment', 'bench-pay-' || g, 500000, 'bank', 'NEFT-' || g,
      timestamptz '2024-12-01 00:00:00+00' + (2 * g) * interval '210 minutes' + interval '1 minute', 'bench', 'bench@bench.test'
    from generate_series(1, ${INVOICES / 2}) g`);
  await database.db.execute(sql`
    insert into account_allocations (credit_id, order_id, amount_cents)
    select 'bench-pay-' || g, 'bench-order-' || (2 * g - 1), 250000 from generate_series(1, ${INVOICES / 2}) g
    union all
    select 'bench-pay-' || g, 'bench-order-' || (2 * g), 250000 from generate_series(1, ${INVOICES / 2}) g`);
  await database.db.execute(sql`vacuum (analyze)`);
  await database.close();
  return customerId;
}

interface Measured {
  database: string;
  entries: number;
  inFlight: number;
  shop: Figures[];
  bare: Figures[];
}

const servers = await startBenchServers();
const identity = identityEmulator(`http://${servers.emulator.host}`);
const runs: Measured[] = [];
const loadAtStart = loadavg();
const { dependencies } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8'));
const versions = [
  `Node ${process.version}`,
  `PGlite ${dependencies['@electric-sql/pglite']}`,
  `Fastify ${dependencies.fastify}`,
  `drizzle-orm ${dependencies['drizzle-orm']}`,
];

async function compare(database: string, customerId: string, shop: string, bare: string): Promise<void> {
  const api = createApiClient(fetchTransport(new URL(shop).origin));
  const admin = await logIn(
    api,
    BENCH_ADMIN.email,
    await identity.signIn(BENCH_ADMIN.email, BENCH_ADMIN.password),
  );
  const statementUrl = `${shop}/customer/${customerId}/statement`;
  const first = await fetch(statementUrl, { headers: admin.headers });
  const { entryCount: entries } = (await first.json()) as { entryCount: number };
  for (const inFlight of IN_FLIGHT) {
    const take: Record<Side, () => Promise<Figures>> = {
      shop: () =>
        measure('statement', REQUESTS, inFlight, async () => {
          const res = await fetch(statementUrl, { headers: admin.headers });
          await res.arrayBuffer();
          return res.status;
        }),
      bare: () =>
        measure('statement', REQUESTS, inFlight, async () => {
          const res = await fetch(`${bare}/statement?customerId=${customerId}`);
          await res.arrayBuffer();
          return res.status;
        }),
    };
    await take.shop();
    await take.bare();
    const run: Measured = { database, entries, inFlight, shop: [], bare: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of sidesInTurn(round)) {
        const figures = await take[side]();
        console.log(database, inFlight, side, figures);
        run[side].push(figures);
      }
    }
    runs.push(run);
  }
}

await onBothDatabases(servers, 'toolshop_statement_bench', {
  async pglite(scratch) {
    const customerId = await fill({ kind: 'pglite', dataDir: join(scratch, 'shop', 'db') });
    await cp(join(scratch, 'shop', 'db'), join(scratch, 'bare'), { recursive: true });
    const shop = await servers.startShop({ DATA_DIR: join(scratch, 'shop') }, { SHOP_TIMEZONE: TIME_ZONE });
    const bare = await servers.startBare('bareStatement.ts', ['pglite', join(scratch, 'bare'), TIME_ZONE]);
    await compare('PGlite', customerId, shop, bare);
  },
  async postgres(url) {
    versions.push(`PostgreSQL ${await postgresVersion(url)}`);
    const customerId = await fill({ kind: 'postgres', url });
    const shop = await servers.startShop({ DATABASE_URL: url }, { SHOP_TIMEZONE: TIME_ZONE });
    const bare = await servers.startBare('bareStatement.ts', ['postgres', url, TIME_ZONE]);
    await compare('PostgreSQL', customerId, shop, bare);
  },
});

const lines = runs.map((run) => {
  const shop = median(run.shop);
  const bare = median(run.bare);
  return `| ${run.database} | ${run.entries.toLocaleString('en')} | ${run.inFlight} | ${shop.p50} | ${shop.p95} | ${shop.perSecond} | ${bare.p50} | ${bare.p95} | ${bare.perSecond} | ${(shop.perSecond / bare.perSecond).toFixed(2)} |`;
});
const loads = (averages: number[]) => averages.map((average) => average.toFixed(2)).join(', ');
const report = `# Statement benchmark

\`npm run bench:statement\` (tests/bench/statement.bench.ts): a contractor with ${INVOICES.toLocaleString('en')} invoices on account
(one every 3.5 hours for two years) and a payment for every two, written straight to the database; their
statement over the whole account, \`GET /customer/{id}/statement\` as the screen asks it: the newest page of
${STATEMENT_PAGE_ENTRIES} entries, each with its running balance (brought forward over all the entries before) and its day
in the shop's time zone, ${TIME_ZONE}, and the account's summary), asked by the admin of the shop's API server, ${REQUESTS} requests ${IN_FLIGHT.join(' and then ')} in flight,
beside a bare Fastify running the shop's own statement SQL, imported (tests/bench/bareStatement.ts: no sign-in, validation,
account summary or response schema, no compression). ${ROUNDS} rounds, the two taking turns; the median round by requests
per second. Budget: p95 < 100 ms. Nothing asserts a time.

${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores shared with other work; ${versions.join(', ')}. Load averages
(1, 5, 15 min) before the run: ${loads(loadAtStart)}; after: ${loads(loadavg())}.

| Database | Entries | In flight | Shop p50 (ms) | Shop p95 (ms) | Shop req/s | Ceiling p50 (ms) | Ceiling p95 (ms) | Ceiling req/s | Shop ÷ ceiling |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${lines.join('\n')}

Each round's p95 in ms (shop; ceiling):

${runs.map((run) => `- ${run.database}, ${run.inFlight} in flight: ${run.shop.map((f) => f.p95).join(', ')}; ${run.bare.map((f) => f.p95).join(', ')}`).join('\n')}
`;
writeReport(resolve(import.meta.dirname, 'STATEMENT.md'), report);
console.log(report);
