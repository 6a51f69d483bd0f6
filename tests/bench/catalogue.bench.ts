/**
 * Catalogue benchmark: `GET /api/` on the real stack filled to 500 products, against a
 * bare Fastify in the same run (./bareServer.ts, a process of its own like the shop's API) answering
 * the same bytes pre-serialised. Rounds alternate
 * between the two so both see the same machine load; each side's median round is reported, and the
 * section "Catalogue: GET / against a bare server" of tests/bench/RESULTS.md is rewritten.
 * Run: `npm run bench:catalogue`. Nothing here asserts a time.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import startStack from '../e2e/web/support/globalSetup';
import { apiURL } from '../e2e/web/support/stack';
import { adminSession, stackApi } from '../e2e/web/support/stackApi';
import { bodyOf } from '../support/apiClient';
import { fillCatalogue } from './fillCatalogue';
import { startBareServer } from './startBareServer';
import { measure, median, type Figures } from './measure';

const PRODUCTS = 500;
const REQUESTS = 2000;
const CONCURRENCY = 32;
const ROUNDS = 5;
const SECTION = '## Catalogue: GET / against a bare server';

/**
 * One round against `url` with the given request headers, reading every body: the shop and the bare
 * server are sent the very same requests the same way, so neither pays for a client the other does not.
 */
const round = (scenario: string, url: string, headers: Record<string, string>, okStatus = 200) =>
  measure(
    scenario,
    REQUESTS,
    CONCURRENCY,
    async () => {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      return res.status;
    },
    okStatus,
  );

// The bench admin adds 500 products in a minute: lift the per-user write limit for this stack.
process.env.WRITES_PER_MINUTE ??= '1000000';
const stop = await startStack();
let bare: Awaited<ReturnType<typeof startBareServer>> | null = null;
try {
  await fillCatalogue(await adminSession(), PRODUCTS);
  const plain = await stackApi.listProducts({ headers: { 'accept-encoding': 'identity' } });
  const etag = String(plain.headers.etag ?? '');
  const json = plain.raw;
  const gzipped = gzipSync(json);
  if (bodyOf(plain).length !== PRODUCTS) throw new Error('catalogue not filled');

  // The comparison: the same bytes, serialised (and compressed) once, with no database and no hooks.
  bare = await startBareServer(json, gzipped);
  const bareURL = bare.url;

  const identity = { 'accept-encoding': 'identity' };
  const gzip = { 'accept-encoding': 'gzip' };
  const pairs: { label: string; shop: () => Promise<Figures>; bare: () => Promise<Figures> }[] = [
    {
      label: 'uncompressed',
      shop: () => round('shop GET /api/', `${apiURL}/`, identity),
      bare: () => round('bare Fastify', `${bareURL}/plain`, identity),
    },
    {
      label: 'gzip',
      shop: () => round('shop GET /api/ (gzip)', `${apiURL}/`, gzip),
      bare: () => round('bare Fastify (gzip)', `${bareURL}/gzip`, gzip),
    },
  ];
  const rows: string[] = [];
  for (const pair of pairs) {
    const shopRuns: Figures[] = [];
    const bareRuns: Figures[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      shopRuns.push(await pair.shop());
      bareRuns.push(await pair.bare());
    }
    const shop = median(shopRuns);
    const base = median(bareRuns);
    const ratio = (shop.perSecond / base.perSecond).toFixed(2);
    for (const r of [shop, base]) {
      rows.push(
        `| ${r.scenario} | ${r.requests} | ${r.concurrency} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r === shop ? ratio : ''} |`,
      );
    }
  }
  const revalidated = await round(
    'shop GET /api/ with If-None-Match (304)',
    `${apiURL}/`,
    { 'if-none-match': etag },
    304,
  );
  rows.push(
    `| ${revalidated.scenario} | ${revalidated.requests} | ${revalidated.concurrency} | ${revalidated.perSecond} | ${revalidated.p50} | ${revalidated.p95} | ${revalidated.p99} | ${revalidated.errors} | |`,
  );

  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
  const section = `${SECTION}

Measured by \`npm run bench:catalogue\` (tests/bench/catalogue.bench.ts) on ${new Date().toISOString().slice(0, 10)}:
${cpus().length} cores, Node ${process.version}, database ${database}, ${PRODUCTS} products (${Math.round(json.length / 1024)} KB of
JSON, ${Math.round(gzipped.length / 1024)} KB gzipped). The bare Fastify (tests/bench/bareServer.ts) answers the
same bytes pre-serialised in a process of its own; rounds alternate between the two, ${ROUNDS} each, and each side's
median round is shown. The client shares the machine's cores with both servers.

| scenario | requests | concurrency | req/s | p50 ms | p95 ms | p99 ms | errors | shop ÷ bare |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}
`;
  const resultsFile = resolve(import.meta.dirname, 'RESULTS.md');
  const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
  const start = previous.indexOf(`\n${SECTION}`);
  const next = start < 0 ? -1 : previous.indexOf('\n## ', start + 1);
  const history = previous.indexOf('\n## History');
  const updated =
    start >= 0
      ? `${previous.slice(0, start)}\n${section}${next >= 0 ? previous.slice(next) : ''}`
      : history >= 0
        ? `${previous.slice(0, history)}\n${section}${previous.slice(history)}`
        : `${previous}\n${section}`;
  writeFileSync(resultsFile, updated);
  console.log(section);
} finally {
  bare?.stop();
  await stop?.();
}
