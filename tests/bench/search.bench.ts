/**
 * Search benchmark: `GET /search` by the real API server (a child process, as in production) at a
 * real tool shop's size, 10,000 products in 30,000 variants (scripts/largeCatalogue.ts), 8 requests
 * in flight, beside a ceiling in the same run: a bare Fastify running the same search statement
 * (bareSearch.ts). The requests mix what shoppers send: words, a typo, a SKU, a category, a brand,
 * a price range, in stock, each sort and later pages. The shop and the ceiling take turns, round by
 * round. On PGlite, and with BENCH_DATABASE_URL or TEST_DATABASE_URL on PostgreSQL. Rewrites
 * tests/bench/SEARCH.md. Run: `npm run bench:search`. Nothing here asserts a time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '../../scripts/emulatorConfig.mjs';
import { fillLargeCatalogue } from '../../scripts/largeCatalogue';
import { openDatabase, type DatabaseLocation } from '../../src/server/db/database';
import { API_PREFIX } from '../../src/shared/api';
import { startAuthEmulator } from '../server/support/authEmulator';
import { TEST_PASSWORD, TEST_PROJECT_ID } from '../server/support/constants';
import { measure, median, type Figures } from './measure';

const ROOT = resolve(import.meta.dirname, '../..');
const PRODUCTS = 10_000;
const VARIANTS_PER_PRODUCT = 3;
const IN_FLIGHT = 8;
const REQUESTS = 400;
const WARM_UP = 100;
const ROUNDS = 3;

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
];

const emulator = await startAuthEmulator(TEST_PROJECT_ID);
const children: ChildProcess[] = [];

function spawnLogged(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return child;
}

async function stopAll(): Promise<void> {
  await Promise.all(
    children.splice(0).map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }),
  );
}

/** Migrates and fills a database with the large catalogue. */
async function fill(location: DatabaseLocation): Promise<void> {
  const started = performance.now();
  const database = await openDatabase(location);
  await database.prepare();
  await database.db.transaction((tx) =>
    fillLargeCatalogue(tx, { count: PRODUCTS, variantsPerProduct: VARIANTS_PER_PRODUCT, tag: 'bench' }),
  );
  await database.prepare();
  await database.close();
  console.log(`filled ${location.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Starts the shop's API server; answers its base URL once /api/health answers. */
async function startShop(database: { DATABASE_URL: string } | { DATA_DIR: string }): Promise<string> {
  const port = await freePort();
  const child = spawnLogged(['src/server/index.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(tmpdir(), 'toolshop-bench-unused'),
    WEB_DIR: join(tmpdir(), 'toolshop-bench-no-web'),
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    ADMIN_EMAIL: 'benchadmin@toolshop.test',
    ADMIN_PASSWORD: TEST_PASSWORD,
    JWT_SECRET: 'search-bench-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
    ...database,
  });
  const base = `http://127.0.0.1:${port}${API_PREFIX}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return base;
    await sleep(100);
  }
}

async function startBare(kind: 'postgres' | 'pglite', where: string): Promise<string> {
  const child = spawnLogged(['tests/bench/bareSearch.ts', kind, where], {});
  const [address] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return address;
}

const run = (label: string, base: string, count: number, offset: number): Promise<Figures> =>
  measure(label, count, IN_FLIGHT, async (i) => {
    const res = await fetch(`${base}/search?${QUERIES[(offset + i) % QUERIES.length]}`);
    await res.arrayBuffer();
    return res.status;
  });

interface Row {
  config: string;
  shop: Figures[];
  bare: Figures[];
}

async function compare(config: string, shop: string, bare: string): Promise<Row> {
  const row: Row = { config, shop: [], bare: [] };
  await run('warm-up', shop, WARM_UP, 0);
  await run('warm-up', bare, WARM_UP, 0);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? (['bare', 'shop'] as const) : (['shop', 'bare'] as const);
    for (const side of order) {
      const figures = await run(`${config}, ${side}`, side === 'shop' ? shop : bare, REQUESTS, round);
      console.log(figures);
      row[side].push(figures);
    }
  }
  return row;
}

async function freshPostgresDatabase(url: string): Promise<string> {
  const name = 'toolshop_search_bench';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

const rows: Row[] = [];
const loadAtStart = loadavg()[0]!;
const scratch = await mkdtemp(join(tmpdir(), 'toolshop-search-bench-'));
try {
  {
    // One PGlite directory per process: the shop's and, copied once filled, the ceiling's.
    await fill({ kind: 'pglite', dataDir: join(scratch, 'shop', 'db') });
    await cp(join(scratch, 'shop', 'db'), join(scratch, 'bare'), { recursive: true });
    const shop = await startShop({ DATA_DIR: join(scratch, 'shop') });
    const bare = await startBare('pglite', join(scratch, 'bare'));
    rows.push(await compare('PGlite', shop, bare));
    await stopAll();
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const url = await freshPostgresDatabase(postgresUrl);
    await fill({ kind: 'postgres', url });
    const shop = await startShop({ DATABASE_URL: url });
    const bare = await startBare('postgres', url);
    rows.push(await compare('PostgreSQL', shop, bare));
    await stopAll();
  } else {
    console.log('BENCH_DATABASE_URL / TEST_DATABASE_URL not set: PostgreSQL not measured.');
  }
} finally {
  await stopAll();
  await emulator.stop();
  await rm(scratch, { recursive: true, force: true });
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (f: Figures[], key: 'p50' | 'p95') => middle(f.map((x) => x[key])).toFixed(1);
const table = [
  '| Database | Shop (searches/s) | Ceiling (searches/s) | Shop ÷ ceiling | Shop p50 / p95 (ms) | Ceiling p50 / p95 (ms) | Shop errors |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map((row) => {
    const shop = median(row.shop).perSecond;
    const bare = median(row.bare).perSecond;
    const errors = row.shop.reduce((sum, f) => sum + f.errors, 0);
    return `| ${row.config} | ${shop} | ${bare} | ${(shop / bare).toFixed(2)} | ${ms(row.shop, 'p50')} / ${ms(row.shop, 'p95')} | ${ms(row.bare, 'p50')} / ${ms(row.bare, 'p95')} | ${errors} |`;
  }),
].join('\n');
const rounds = rows
  .map(
    (row) =>
      `- ${row.config}: shop ${row.shop.map((f) => f.perSecond).join(', ')}; ceiling ${row.bare.map((f) => f.perSecond).join(', ')}`,
  )
  .join('\n');
writeFileSync(
  resolve(import.meta.dirname, 'SEARCH.md'),
  `# Search benchmark

\`npm run bench:search\` (tests/bench/search.bench.ts): \`GET /search\` at ${PRODUCTS.toLocaleString('en')} products in ${(PRODUCTS * VARIANTS_PER_PRODUCT).toLocaleString('en')} variants, ${IN_FLIGHT} in flight, ${REQUESTS} requests a round, ${ROUNDS} rounds (medians), beside a bare Fastify running the same search statement in the same run (tests/bench/bareSearch.ts). Budget: the shop at least 0.8 of the ceiling.

${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load ${loadAtStart.toFixed(1)} at the start.

${table}

Each round:
${rounds}
`,
);
console.log(table);
