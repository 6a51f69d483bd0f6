/**
 * Stock history benchmark: the real stack after `npm run seed:large` with one product holding
 * 100,000 stock movements (SEED_MOVEMENTS), the admin's `GET /stock/movements` pages of that
 * product's history (newest, a day deep in its past, one reason) and of the whole ledger, 4 in flight,
 * then the product's whole history as CSV. Rewrites tests/bench/STOCK.md.
 * Run: `npm run bench:stock`. Nothing here asserts a time: the admin lists' budget is a page's p95
 * under 100 ms with 4 in flight.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import startStack from '../e2e/web/support/globalSetup';
import { apiURL } from '../e2e/web/support/stack';
import { adminToken } from './adminToken';
import { measure, type Figures } from './measure';

const MOVEMENTS = 100_000;
const REQUESTS = 200;
const CONCURRENCY = 4;

process.env.E2E_SEED_LARGE = '1';
process.env.SEED_MOVEMENTS = String(MOVEMENTS);
// The orders are not what is measured here: a smaller shop seeds faster.
process.env.SEED_ORDERS ??= '10000';
const stop = await startStack();
try {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const get = (path: string, query = '') => fetch(`${apiURL}${path}?${query}`, { headers });
  type Page = { items: { productId: string; at: string }[] };
  const newest = (await (await get('/stock/movements', 'reason=correction&pageSize=1')).json()) as Page;
  const productId = newest.items[0]!.productId;
  const midDay = (await (
    await get('/stock/movements', `productId=${productId}&pageSize=100`)
  ).json()) as Page;
  const lastDay = new Date(midDay.items[0]!.at);
  const deepDay = new Date(lastDay.getTime() - (MOVEMENTS / 200) * 86_400_000).toISOString().slice(0, 10);
  const loadAtStart = loadavg()[0]!;

  const scenarios: [string, (i: number) => string, string?][] = [
    ['product history, newest, 50 a page', () => `productId=${productId}&pageSize=50`],
    ['product history, to a day halfway back', () => `productId=${productId}&to=${deepDay}&pageSize=50`],
    ['product history, reason=damaged', () => `productId=${productId}&reason=damaged&pageSize=50`],
    ['whole ledger, newest, 100 a page', () => `pageSize=100`],
  ];
  const figures: Figures[] = [];
  for (const [name, query] of scenarios) {
    figures.push(
      await measure(name, REQUESTS, CONCURRENCY, async (i) => {
        const res = await get('/stock/movements', query(i));
        await res.arrayBuffer();
        return res.status;
      }),
    );
  }
  const loadAtEnd = loadavg()[0]!;

  const started = performance.now();
  const csv = await get('/stock/movements.csv', `productId=${productId}`);
  let rows = 0;
  for await (const chunk of csv.body!) for (const byte of chunk) if (byte === 10) rows++;
  const csvSeconds = (performance.now() - started) / 1000;

  const report = `# Stock history at size

Written by \`npm run bench:stock\` on ${new Date().toISOString().slice(0, 10)}: the real stack (PGlite,
${cpus().length} cores, shared; load average ${loadAtStart.toFixed(1)} when the runs began, ${loadAtEnd.toFixed(1)} when they
ended) after \`npm run seed:large\` with one product holding ${MOVEMENTS.toLocaleString('en-US')} stock movements (beside
every other product's initial one). Nothing asserts a time; the admin lists' budget is a page's p95 under
100 ms with ${CONCURRENCY} in flight.

## GET /stock/movements, one page (admin)

| Scenario | Requests | Concurrency | p50 (ms) | p95 (ms) | Errors |
| --- | ---: | ---: | ---: | ---: | ---: |
${figures.map((f) => `| ${f.scenario} | ${f.requests} | ${f.concurrency} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.errors} |`).join('\n')}

A page is keyset-paged on (time, id) through the product's \`(product_id, at, id)\` index (the whole
ledger's through \`(at, id)\`), so a page far back in the history reads what the newest does: the
page's rows and one more. A reason filter reads the product's index until it has a page of that
reason.

## GET /stock/movements.csv, the product's whole history

${(rows - 1).toLocaleString('en-US')} rows in ${csvSeconds.toFixed(1)} s, streamed in batches of 1,000 read the same way.
`;
  writeFileSync(resolve(import.meta.dirname, 'STOCK.md'), report);
  console.log(report);
} finally {
  await stop?.();
}
