/**
 * Tax export benchmark (docs/tax.md): a GST shop's financial year of 100,000 invoices, each to a
 * registered buyer at two rates, written straight to its database; then the year's GSTR-1 `b2b`
 * section (200,000 rows) streamed over HTTP by the real API server (a child process, as in
 * production), beside a ceiling in the same run: a bare Fastify streaming the same statement's rows
 * as plain CSV (bareTaxExport.ts). The shop and the ceiling take turns, round by round; the year's
 * `hsn` section (one grouped statement) is timed on the shop beside them. On PGlite and, with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL. Rewrites tests/bench/TAX.md.
 * Run: `npm run bench:tax`. Nothing here asserts a time: the budget is the year's export under 10 s.
 */
import { cp } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseLocation } from '../../src/server/db/database';
import { newId, orders, shopSettings } from '../../src/server/db/schema';
import { gstInterState } from '../server/support/sampleInvoices';
import { createApiClient, fetchTransport } from '../support/apiClient';
import { identityEmulator, logIn } from '../support/identity';
import { BENCH_ADMIN, onBothDatabases, startBenchServers } from './benchServers';
import { sidesInTurn, type Side } from './comparison';
import { medianOf } from './measure';

const INVOICES = 100_000;
const FILL_BATCH = 10_000;
const ROUNDS = 3;
const YEAR = { from: '2025-04-01', to: '2026-03-31' };
const SHOP_SETTINGS = {
  TAX_REGIME: 'IN_GST',
  SHOP_STATE: 'Karnataka',
  SHOP_GSTIN: '29AAGCB7383J1Z4',
  SHOP_LEGAL_NAME: 'Bengaluru Tools Private Limited',
  SHOP_ADDRESS: '12 MG Road, Bengaluru 560001',
};

/** An invoice as the shop keeps it: two lines to a business in Maharashtra, ₹1,180 at 18% and ₹105 at 5%. */
const DOCUMENT = JSON.stringify({
  ...gstInterState,
  lines: [
    gstInterState.lines[0],
    { ...gstInterState.lines[0], description: 'Drill bit set, 13 pieces', hsnCode: '8207', unitPrice: 105 },
  ],
  buyer: { ...gstInterState.buyer, businessName: 'Pune Fabricators LLP', taxId: '27AAPFU0939F1ZV' },
  placeOfSupply: { code: '27', name: 'Maharashtra' },
});
const TAX_LINES = JSON.stringify([
  {
    rateBp: 500,
    taxableCents: 10_000,
    taxCents: 500,
    cgstCents: 0,
    sgstCents: 0,
    igstCents: 500,
    vatCents: 0,
  },
  {
    rateBp: 1800,
    taxableCents: 100_000,
    taxCents: 18_000,
    cgstCents: 0,
    sgstCents: 0,
    igstCents: 18_000,
    vatCents: 0,
  },
]);
const HSN_LINES = JSON.stringify([
  {
    hsnCode: '8204',
    unit: 'pcs',
    rateBp: 1800,
    quantity: 1,
    totalCents: 118_000,
    taxableCents: 100_000,
    cgstCents: 0,
    sgstCents: 0,
    igstCents: 18_000,
    vatCents: 0,
  },
  {
    hsnCode: '8207',
    unit: 'pcs',
    rateBp: 500,
    quantity: 1,
    totalCents: 10_500,
    taxableCents: 10_000,
    cgstCents: 0,
    sgstCents: 0,
    igstCents: 500,
    vatCents: 0,
  },
]);

/** Migrates and fills a database with the year's invoices (of one order); answers the seconds it took. */
async function fill(location: DatabaseLocation): Promise<number> {
  const database = await openDatabase(location);
  await database.prepare();
  const started = performance.now();
  // The shop's currency, kept before any order is written (a database with orders unsettled is in dollars).
  await database.db.insert(shopSettings).values({ currency: 'INR' });
  const orderId = newId();
  const productId = newId();
  await database.db.insert(orders).values({
    id: orderId,
    email: 'purchase@pune-fabricators.example',
    productId,
    productName: 'Bench invoices',
    priceCents: 128_500,
    quantity: 1,
    lines: [{ productId, name: 'Bench invoices', img: '', priceCents: 128_500, quantity: 1 }],
    lineNames: 'Bench invoices',
    totalCents: 128_500,
    city: 'Pune',
    postalCode: '411001',
    country: 'India',
    phone: '9845012345',
    state: 'paid',
    tnxId: 'pi_bench_tax',
    paidAt: new Date('2025-04-01T00:00:00Z'),
  });
  // Spread over the year: one every 315 s from 1 April 2025, 00:00 in Kolkata, to 31 March 2026.
  for (let first = 1; first <= INVOICES; first += FILL_BATCH) {
    await database.db.execute(sql`
      insert into invoices (number, kind, order_id, year, sequence, regime, issued_at, cites, buyer_tax_id,
        place_of_supply, taxable_cents, tax_cents, total_cents, tax_lines, hsn_lines, document)
      select 'INV/25-26/' || lpad(g::text, 6, '0'), 'invoice', ${orderId}, '25-26', g, 'IN_GST',
             timestamptz '2025-04-01 00:00:00+05:30' + g * interval '315 seconds', null, '27AAPFU0939F1ZV',
             '27', 110000, 18500, 128500, ${TAX_LINES}::jsonb, ${HSN_LINES}::jsonb,
             jsonb_set(${DOCUMENT}::jsonb, '{number}', to_jsonb('INV/25-26/' || lpad(g::text, 6, '0')))
      from generate_series(${first}::int, ${Math.min(first + FILL_BATCH - 1, INVOICES)}::int) g`);
  }
  const seconds = (performance.now() - started) / 1000;
  // Statistics for the planner before either server plans a read (PGlite runs no autovacuum).
  await database.db.execute(sql`vacuum (analyze)`);
  await database.close();
  console.log(`filled ${location.kind} in ${seconds.toFixed(1)} s`);
  return seconds;
}

interface Streamed {
  seconds: number;
  rows: number;
  bytes: number;
}

/** Reads a whole CSV answer as it streams in: how long it took, its rows (header included) and bytes. */
async function streamed(url: string, headers: Record<string, string> = {}): Promise<Streamed> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let rows = 0;
  let bytes = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) rows++;
  }
  return { seconds: (performance.now() - started) / 1000, rows, bytes };
}

interface Measured {
  database: string;
  filled: number;
  shop: Streamed[];
  bare: Streamed[];
  /** The shop's answer compressed, as a browser asks for it (the ceiling compresses nothing). */
  gzip: Streamed[];
  hsn: Streamed[];
}

const servers = await startBenchServers();
const identity = identityEmulator(`http://${servers.emulator.host}`);
const runs: Measured[] = [];
const loadAtStart = loadavg()[0]!;

async function compare(database: string, filled: number, shop: string, bare: string): Promise<void> {
  const api = createApiClient(fetchTransport(new URL(shop).origin));
  const admin = await logIn(
    api,
    BENCH_ADMIN.email,
    await identity.signIn(BENCH_ADMIN.email, BENCH_ADMIN.password),
  );
  const year = `from=${YEAR.from}&to=${YEAR.to}`;
  const run: Measured = { database, filled, shop: [], bare: [], gzip: [], hsn: [] };
  const b2b = `${shop}/tax/export.csv?${year}&section=b2b`;
  // Uncompressed on both sides: the export itself, not gzip, is what the two are compared on.
  const uncompressed = { ...admin.headers, 'accept-encoding': 'identity' };
  const take: Record<Side, () => Promise<Streamed>> = {
    shop: () => streamed(b2b, uncompressed),
    bare: () => streamed(`${bare}/export?${year}`, { 'accept-encoding': 'identity' }),
  };
  // A warm-up of each, as a shop that has served a page before.
  await take.shop();
  await take.bare();
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of sidesInTurn(round)) {
      const figures = await take[side]();
      console.log(database, side, figures);
      run[side].push(figures);
    }
    run.gzip.push(await streamed(b2b, { ...admin.headers, 'accept-encoding': 'gzip' }));
    run.hsn.push(await streamed(`${shop}/tax/export.csv?${year}&section=hsn`, uncompressed));
  }
  runs.push(run);
}

await onBothDatabases(servers, 'toolshop_tax_bench', {
  async pglite(scratch) {
    const filled = await fill({ kind: 'pglite', dataDir: join(scratch, 'shop', 'db') });
    // One PGlite directory per process: the shop's and, copied once filled, the ceiling's.
    await cp(join(scratch, 'shop', 'db'), join(scratch, 'bare'), { recursive: true });
    const shop = await servers.startShop({ DATA_DIR: join(scratch, 'shop') }, SHOP_SETTINGS);
    const bare = await servers.startBare('bareTaxExport.ts', ['pglite', join(scratch, 'bare')]);
    await compare('PGlite', filled, shop, bare);
  },
  async postgres(url) {
    const filled = await fill({ kind: 'postgres', url });
    const shop = await servers.startShop({ DATABASE_URL: url }, SHOP_SETTINGS);
    const bare = await servers.startBare('bareTaxExport.ts', ['postgres', url]);
    await compare('PostgreSQL', filled, shop, bare);
  },
});

const median = (figures: Streamed[]) => medianOf(figures.map((f) => f.seconds));
const lines = runs.map((run) => {
  const shop = median(run.shop);
  const bare = median(run.bare);
  const { rows, bytes } = run.shop[0]!;
  return `| ${run.database} | ${(rows - 1).toLocaleString('en')} | ${(bytes / 1_048_576).toFixed(1)} | ${shop.toFixed(2)} | ${bare.toFixed(2)} | ${(bare / shop).toFixed(2)} | ${median(run.gzip).toFixed(2)} | ${median(run.hsn).toFixed(2)} | ${run.filled.toFixed(1)} |`;
});
const report = `# Tax export benchmark

\`npm run bench:tax\` (tests/bench/taxExport.bench.ts): a GST shop's financial year of ${INVOICES.toLocaleString('en')} invoices (1 April 2025 to
31 March 2026, each to a registered buyer at 18% and 5%, written straight to the database), then
\`GET /tax/export.csv?from=${YEAR.from}&to=${YEAR.to}&section=b2b\` streamed over HTTP from the shop's API server, beside a
bare Fastify streaming the same keyset-paged statement's rows as plain CSV (tests/bench/bareTaxExport.ts: no
sign-in, validation or CSV quoting, dates as the UTC day), both asked for it uncompressed; and the shop's answer
gzipped, as a browser asks for it. ${ROUNDS} rounds, the two taking turns; medians. Budget: the year's export under
10 s. Nothing asserts a time.

${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores shared with other work, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end.

| Database | b2b rows | MB | Shop (s) | Ceiling (s) | Ceiling ÷ shop | Shop, gzip (s) | hsn, the year (s) | Fill (s) |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${lines.join('\n')}

Each round, in seconds (shop; ceiling; shop with gzip; hsn):

${runs.map((run) => `- ${run.database}: ${[run.shop, run.bare, run.gzip, run.hsn].map((figures) => figures.map((f) => f.seconds.toFixed(2)).join(', ')).join('; ')}`).join('\n')}

The shop reads the year's invoices 1,000 at a time, keyset-paged on \`(issued_at, number)\` through
\`invoices_issued_at_idx\`, and writes each batch's rows before it reads the next, so its memory holds
one batch however long the period; the \`hsn\` section is one grouped statement over the same rows.
`;
writeFileSync(resolve(import.meta.dirname, 'TAX.md'), report);
console.log(report);
