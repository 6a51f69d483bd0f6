/**
 * Product page benchmark: `GET /product/{id}` on the real stack filled to 500 products, against a
 * bare Fastify in the same run (./bareServer.ts, a process of its own) sending one product page's
 * very HTML. First every page once after a catalogue change (each rendered on the server), then
 * rounds over all 500 pages (served from the per-version cache) alternating with rounds of the bare
 * server, each side's median round reported. Rewrites tests/bench/PRODUCT_PAGE.md.
 * Run: `npm run bench:product-page`. Nothing here asserts a time.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import startStack from '../e2e/web/support/globalSetup';
import { baseURL } from '../e2e/web/support/stack';
import { adminSession, stackApi } from '../e2e/web/support/stackApi';
import { bodyOf } from '../support/apiClient';
import { fillCatalogue } from './fillCatalogue';
import { measure, median, type Figures } from './measure';
import { startBareServer } from './startBareServer';

const PRODUCTS = 500;
const REQUESTS = 2000;
const CONCURRENCY = 32;
const ROUNDS = 5;
const identity = { 'accept-encoding': 'identity' };

// The bench admin adds 500 products in a minute: lift the per-user write limit for this stack.
process.env.WRITES_PER_MINUTE ??= '1000000';
const stop = await startStack();
let bare: Awaited<ReturnType<typeof startBareServer>> | null = null;
try {
  const admin = await adminSession();
  await fillCatalogue(admin, PRODUCTS);
  const catalogue = bodyOf(await stackApi.listProducts());
  const ids = catalogue.map((p) => p._id);
  const page = (i: number) => fetch(`${baseURL}/product/${ids[i % ids.length]}`, { headers: identity });
  const read = async (res: Response) => {
    await res.arrayBuffer();
    return res.status;
  };

  // A catalogue change: every page is rendered afresh on its next request.
  const [changed] = catalogue;
  bodyOf(
    await stackApi.editProduct({
      as: admin,
      params: { id: changed!._id },
      headers: { 'if-match': String(changed!.version) },
      body: { price: 9.99 },
    }),
  );
  const rendered = await measure('shop, each page rendered (first view after a change)', ids.length, 4, (i) =>
    page(i).then(read),
  );

  const html = Buffer.from(await (await page(1)).arrayBuffer());
  bare = await startBareServer(html, gzipSync(html));
  const bareUrl = `${bare.url}/plain`;
  const shopRuns: Figures[] = [];
  const bareRuns: Figures[] = [];
  const loadAtStart = loadavg()[0]!;
  for (let i = 0; i < ROUNDS; i++) {
    shopRuns.push(
      await measure('shop, 500 pages from the cache', REQUESTS, CONCURRENCY, (n) => page(n).then(read)),
    );
    bareRuns.push(
      await measure('bare Fastify, one page’s bytes', REQUESTS, CONCURRENCY, () =>
        fetch(bareUrl, { headers: identity }).then(read),
      ),
    );
  }
  const loadAtEnd = loadavg()[0]!;
  const shop = median(shopRuns);
  const base = median(bareRuns);
  const row = (f: Figures, ratio = '') =>
    `| ${f.scenario} | ${f.requests} | ${f.concurrency} | ${f.perSecond} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.errors} | ${ratio} |`;
  const report = `# Product pages

Written by \`npm run bench:product-page\` (tests/bench/productPage.bench.ts) on ${new Date().toISOString().slice(0, 10)}:
the real stack (PGlite, ${cpus().length} cores, shared; load average ${loadAtStart.toFixed(1)} when the rounds began,
${loadAtEnd.toFixed(1)} when they ended), ${PRODUCTS} products, \`GET /product/{id}\` uncompressed (${Math.round(html.length / 1024)} KB of HTML a page).
The bare Fastify (tests/bench/bareServer.ts) sends one of those pages' bytes from memory in a process of
its own; rounds alternate, ${ROUNDS} each, and each side's median round is shown. Nothing asserts a time.

| scenario | requests | concurrency | req/s | p50 ms | p95 ms | p99 ms | errors | shop ÷ bare |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${row(rendered)}
${row(shop, (shop.perSecond / base.perSecond).toFixed(2))}
${row(base)}

A page is rendered once per catalogue version (React's server render of the app, about
${(1000 / rendered.perSecond).toFixed(1)} ms of server time a page when 4 are asked at once) and then served from memory
once the catalogue's version is checked (the same check as \`GET /\`'s: one single-row read, which
the embedded database's only process skips while it has begun no catalogue write). Every product
edit, stock change and product review raises that version; every instance keeps its own copies
and checks the version itself, so none serves a page staler than its last check. Before the
check was shared with \`GET /\`'s (a read on every request), the cached pages ran at 1,327 req/s,
0.22 of the bare server, in a run of this script the same day.
`;
  writeFileSync(resolve(import.meta.dirname, 'PRODUCT_PAGE.md'), report);
  console.log(report);
} finally {
  bare?.stop();
  await stop?.();
}
