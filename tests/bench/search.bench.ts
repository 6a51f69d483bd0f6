/**
 * Search benchmark: `GET /search` by the real API server (a child process, as in production) at a
 * real tool shop's size, 10,000 products in 30,000 variants (scripts/largeCatalogue.ts), 8 requests
 * in flight, beside a ceiling in the same run: a bare Fastify running the same search statement
 * (bareSearch.ts). The requests mix what shoppers send: words, a typo, a SKU, a category, a brand,
 * a price range, in stock, each sort and later pages. The shop and the ceiling take turns, round by
 * round. On PGlite, and with BENCH_DATABASE_URL or TEST_DATABASE_URL on PostgreSQL. Rewrites
 * tests/bench/SEARCH.md. Run: `npm run bench:search`. Nothing here asserts a time.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { fillLargeCatalogue } from '../../scripts/largeCatalogue';
import { openDatabase, type DatabaseLocation } from '../../src/server/db/database';
import { gtinCheckDigit } from '../../src/shared/gtin';
import { onBothDatabases, postgresVersion, startBenchServers } from './benchServers';
import { comparisonTable, roundsList, sidesInTurn, type ComparedRow, type Side } from './comparison';
import { measure, type Figures } from './measure';

const PRODUCTS = 10_000;
const VARIANTS_PER_PRODUCT = 3;
const IN_FLIGHT = 8;
const REQUESTS = 400;
const WARM_UP = 100;
const ROUNDS = 3;

/** The barcode scripts/largeCatalogue.ts gives the second variant of its 4,322nd product. */
const BARCODE = `200000043211${gtinCheckDigit('200000043211')}`;

/** What shoppers send, dealt round-robin. */
const QUERIES = [
  'q=drill',
  'q=screwdrivr',
  'q=voltmax%20angle%20grinder',
  'q=socket%20set&sort=price_asc',
  'category=power-tools',
  'category=hand-tools&brand=Forgewell',
  'category=fasteners&minPrice=5&maxPrice=50&inStock=true',
  'q=level&sort=rating',
  'sort=newest&page=3',
  'q=tape&category=measuring&page=2',
  'q=SAW-bench-3-2',
  'q=hamer&inStock=true&sort=price_desc',
  `q=${BARCODE}`,
];

/** Each query's latencies (ms) over every measured round, by database and side. */
const latenciesByQuery = new Map<string, number[]>();
const queryKey = (database: string, side: Side, query: string) => `${database} ${side} ${query}`;

const servers = await startBenchServers();

/** Migrates and fills a database with the large catalogue; answers how long the fill took, in seconds. */
async function fill(location: DatabaseLocation): Promise<number> {
  const database = await openDatabase(location);
  await database.prepare();
  const started = performance.now();
  await database.db.transaction((tx) =>
    fillLargeCatalogue(tx, { count: PRODUCTS, variantsPerProduct: VARIANTS_PER_PRODUCT, tag: 'bench' }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Statistics for the planner before either server plans a search (PGlite runs no autovacuum).
  await database.db.execute(sql`vacuum (analyze)`);
  await database.close();
  console.log(`filled ${location.kind} in ${seconds.toFixed(1)} s`);
  return seconds;
}

/** Runs `count` searches; with `recordAs`, keeps each one's latency under its query. */
const run = (
  label: string,
  base: string,
  count: number,
  offset: number,
  recordAs?: { database: string; side: Side },
): Promise<Figures> =>
  measure(label, count, IN_FLIGHT, async (i) => {
    const query = QUERIES[(offset + i) % QUERIES.length]!;
    const started = performance.now();
    const res = await fetch(`${base}/search?${query}`);
    await res.arrayBuffer();
    if (recordAs) {
      const key = queryKey(recordAs.database, recordAs.side, query);
      latenciesByQuery.set(key, [...(latenciesByQuery.get(key) ?? []), performance.now() - started]);
    }
    return res.status;
  });

const percentileOf = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Each query's p50 / p95 over all rounds, the shop's beside the ceiling's, one table per database. */
function perQueryTable(database: string): string {
  const cell = (side: Side, query: string) => {
    const values = latenciesByQuery.get(queryKey(database, side, query)) ?? [];
    return `${percentileOf(values, 50).toFixed(1)} / ${percentileOf(values, 95).toFixed(1)}`;
  };
  return [
    `| ${database}: query | Shop p50 / p95 (ms) | Ceiling p50 / p95 (ms) |`,
    '| --- | ---: | ---: |',
    ...QUERIES.map((query) => `| \`${query}\` | ${cell('shop', query)} | ${cell('bare', query)} |`),
  ].join('\n');
}

async function compare(database: string, shop: string, bare: string): Promise<ComparedRow> {
  const row: ComparedRow = { leading: [database], shop: [], bare: [] };
  await run('warm-up', shop, WARM_UP, 0);
  await run('warm-up', bare, WARM_UP, 0);
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of sidesInTurn(round)) {
      const base = side === 'shop' ? shop : bare;
      const figures = await run(`${database}, ${side}`, base, REQUESTS, round, { database, side });
      console.log(figures);
      row[side].push(figures);
    }
  }
  return row;
}

const { dependencies } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8'));
const versions = [`Node ${process.version}`, `PGlite ${dependencies['@electric-sql/pglite']}`];

const rows: ComparedRow[] = [];
/** How long each database took to fill, in seconds. */
const filledIn: string[] = [];
const loadAtStart = loadavg()[0]!;
await onBothDatabases(servers, 'toolshop_search_bench', {
  async pglite(scratch) {
    // One PGlite directory per process: the shop's and, copied once filled, the ceiling's.
    filledIn.push(
      `${(await fill({ kind: 'pglite', dataDir: join(scratch, 'shop', 'db') })).toFixed(1)} s on PGlite`,
    );
    await cp(join(scratch, 'shop', 'db'), join(scratch, 'bare'), { recursive: true });
    const shop = await servers.startShop({ DATA_DIR: join(scratch, 'shop') });
    const bare = await servers.startBare('bareSearch.ts', ['pglite', join(scratch, 'bare')]);
    rows.push(await compare('PGlite', shop, bare));
  },
  async postgres(url) {
    versions.push(`PostgreSQL ${await postgresVersion(url)}`);
    filledIn.push(`${(await fill({ kind: 'postgres', url })).toFixed(1)} s on PostgreSQL`);
    const shop = await servers.startShop({ DATABASE_URL: url });
    const bare = await servers.startBare('bareSearch.ts', ['postgres', url]);
    rows.push(await compare('PostgreSQL', shop, bare));
  },
});

const table = comparisonTable(['Database'], 'searches', rows);
const reportFile = resolve(import.meta.dirname, 'SEARCH.md');
// Earlier runs, written by hand under their heading, stay below this run's figures.
const earlierHeading = '\n## Earlier runs\n';
const previous = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
const earlier = previous.includes(earlierHeading) ? previous.slice(previous.indexOf(earlierHeading)) : '';
writeFileSync(
  reportFile,
  `# Search benchmark

\`npm run bench:search\` (tests/bench/search.bench.ts): \`GET /search\` at ${PRODUCTS.toLocaleString('en')} products in ${(PRODUCTS * VARIANTS_PER_PRODUCT).toLocaleString('en')} variants, ${IN_FLIGHT} in flight, ${REQUESTS} requests a round, ${ROUNDS} rounds (medians), beside a bare Fastify running the same search statement in the same run (tests/bench/bareSearch.ts). Budget: the shop at least 0.8 of the ceiling. Nothing asserts a time.

${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores shared with other work, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end; ${versions.join(', ')}.

Filling the catalogue (\`scripts/largeCatalogue.ts\`: one transaction, 500 products and their variants a batch, the search columns kept by the triggers) took ${filledIn.join(' and ')}.

${table}

Each round (searches/s):

${roundsList(rows)}

Each query over the three rounds (the budget: every query's p95 under 100 ms on PostgreSQL):

${rows.map((row) => perQueryTable(row.leading[0]!)).join('\n\n')}

**The shop** is the API server as \`npm start\` runs it, answering \`GET /api/search\`: the query
validated, the one search statement run, its rows turned into the catalogue's product cards, the
category counts rolled up to their parents, the answer checked against its schema and gzipped (the
benchmark's fetch asks for gzip, as browsers do). **The ceiling** runs the same statement for the
same query and sends the database's row as JSON, uncompressed; on PostgreSQL through node-postgres
with the shop's pool size, on PGlite on a copy of the shop's filled data folder.
${earlier}`,
);
console.log(table);
