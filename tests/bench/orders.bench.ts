/**
 * Orders benchmark (issue 9): the real stack with `npm run seed:large` behind it (100,000 orders),
 * the admin's `GET /allOrder` pages (newest, a deep page, one state, a total sort, a search) and
 * `GET /export/orders.csv` of every order: its time and the API process's peak RSS (VmHWM) before
 * and after. Rewrites tests/bench/ORDERS.md. Run: `npm run bench:orders`. Nothing here asserts a time.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import startStack from '../e2e/web/support/globalSetup';
import { apiURL, stack } from '../e2e/web/support/stack';
import { adminToken } from './adminToken';
import { measure, type Figures } from './measure';

const REQUESTS = 200;
const CONCURRENCY = 4;

/** The API process of this stack: node running src/server/index.ts with this stack's PORT. */
function apiPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (cmdline.includes('src/server/index.ts') && environ.includes(`PORT=${stack.port}`))
        return Number(entry);
    } catch {
      // A process that ended or is not ours to read.
    }
  }
  throw new Error('API process not found');
}

/** Peak resident memory so far (VmHWM) and current (VmRSS), in MB. */
function memoryOf(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peak: Math.round(kb('VmHWM') / 1024), now: Math.round(kb('VmRSS') / 1024) };
}

process.env.E2E_SEED_LARGE = '1';
const stop = await startStack();
try {
  const token = await adminToken();
  const headers = { authorization: `Bearer ${token}` };
  const get = (query: string) => fetch(`${apiURL}/allOrder?${query}`, { headers });
  const total = ((await (await get('page=1&pageSize=1')).json()) as { total: number }).total;

  const scenarios: [string, (i: number) => string][] = [
    ['newest, page 1..10', (i) => `page=${1 + (i % 10)}&pageSize=20`],
    ['newest, deep page (offset ~50,000)', () => `page=2500&pageSize=20`],
    ['state=paid, page 1..10', (i) => `state=paid&page=${1 + (i % 10)}&pageSize=20`],
    ['total-desc, page 1..10, 100 a page', (i) => `sort=total-desc&page=${1 + (i % 10)}&pageSize=100`],
    ['search q=seed12 (contains)', () => `q=seed12.&page=1&pageSize=20`],
  ];
  const figures: Figures[] = [];
  for (const [name, query] of scenarios) {
    figures.push(
      await measure(name, name.startsWith('search') ? 40 : REQUESTS, CONCURRENCY, async (i) => {
        const res = await get(query(i));
        await res.arrayBuffer();
        return res.status;
      }),
    );
  }

  const pid = apiPid();
  const before = memoryOf(pid);
  const started = performance.now();
  const csv = await fetch(`${apiURL}/export/orders.csv`, { headers });
  let bytes = 0;
  let rows = 0;
  for await (const chunk of csv.body!) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) rows++;
  }
  const exportSeconds = (performance.now() - started) / 1000;
  const after = memoryOf(pid);

  const table = [
    '| Scenario | Requests | Concurrency | p50 (ms) | p95 (ms) | Errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...figures.map(
      (f) =>
        `| ${f.scenario} | ${f.requests} | ${f.concurrency} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.errors} |`,
    ),
  ];
  const report = `# Orders at size (issue 9)

Written by \`npm run bench:orders\` on ${new Date().toISOString().slice(0, 10)}: the real stack (PGlite,
${cpus().length} cores, shared) after \`npm run seed:large\`, ${total.toLocaleString('en-US')} listed orders
(cancelled ones are not listed). Nothing asserts a time; compare runs on the same machine.

## GET /allOrder, one page (admin)

${table.join('\n')}

PGlite answers one query at a time, so with 4 requests in flight each waits for the others.
Every paged answer also counts its
matches (\`count(*)\`, a scan of the orders), which dominates page 1; a deep page pays its
offset; a search (\`ILIKE '%q%'\` on email, product name and tnxId) scans every order, as no
trigram index backs it yet.

## GET /export/orders.csv, every listed order

| Rows | Size (MB) | Time (s) | API RSS before (MB) | API peak RSS before (MB) | API peak RSS after (MB) |
| ---: | ---: | ---: | ---: | ---: | ---: |
| ${rows - 1} | ${(bytes / 1e6).toFixed(1)} | ${exportSeconds.toFixed(1)} | ${before.now} | ${before.peak} | ${after.peak} |

The export reads 1,000 orders at a time after the last one sent (keyset paging), so the peak
stays near the process's size before the export whatever the number of orders.
`;
  writeFileSync(resolve(import.meta.dirname, 'ORDERS.md'), report);
  console.log(report);
} finally {
  await stop?.();
}
