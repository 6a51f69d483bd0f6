#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse over `npm start`'s shop in Debian's Chromium, offline (loopback
 * only), mobile and desktop, on `/`, `/blog`, a search (`/search?q=drill`), the largest category's
 * page and the first tool's own page (the last three rendered on the server). It builds the web app,
 * starts its own stack (scripts/start.mjs on free ports, a throwaway DATA_DIR), runs each audit RUNS
 * times, writes the median run's scores and the landing's first load (its JS and CSS, gzip) to the
 * shop size's section of tests/bench/LIGHTHOUSE.md, each row with the machine's load average when it
 * started and the renderer's main-thread CPU time beside its wall-clock time (other work on the
 * machine stretches the tasks Lighthouse times, and its simulation multiplies what it timed), and stops
 * the stack. A section is one shop size in one Chromium major version, named by the browser's own
 * version string.
 *
 * LIGHTHOUSE_PRODUCTS=10000 measures a shop of that size: the seeded shop filled with `npm run
 * seed:large`'s catalogue (no orders or customers) before the stack starts again. Filling takes
 * minutes; with LIGHTHOUSE_SHOP_CACHE=<folder> the filled shop's data folder is kept there and later
 * runs start from a copy of it (delete the folder after changing the size or a migration).
 * LIGHTHOUSE_FORM_FACTORS=mobile skips desktop; CHROME_PATH overrides the browser.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { freePorts } from '../../scripts/emulatorConfig.mjs';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_ARGS } from '../../scripts/headlessChromium.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const REPORT = join(ROOT, 'tests/bench/LIGHTHOUSE.md');
const CHROME_FLAGS = ['--headless=new', ...HEADLESS_CHROMIUM_ARGS];
const FIXED_PAGES = ['/', '/blog', '/search?q=drill'];
const FORM_FACTORS = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',');
/** 0: the shop as `npm start` seeds it. */
const PRODUCTS = Number(process.env.LIGHTHOUSE_PRODUCTS ?? 0);
const SHOP_CACHE = process.env.LIGHTHOUSE_SHOP_CACHE;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Runs per row; the row shows the median one (by FCP and TTI, Lighthouse's own choice). */
const RUNS = 3;
/** A run whose trace came out broken (Chromium's NO_NAVSTART and the like) is run again, this often. */
const ATTEMPTS_PER_RUN = 3;

const say = (message) => console.log(`[lighthouse] ${message}`);

async function waitForHealth(url, stack) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (stack.exitCode !== null) throw new Error(`the stack exited with code ${stack.exitCode}`);
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

/** `npm start`'s stack on free ports over `dataDir`; `stop` leaves the data where it is. */
async function startStack(dataDir) {
  const [port, authPort, mailSmtpPort, mailWebPort] = await freePorts(4);
  const stack = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      AUTH_EMULATOR_PORT: String(authPort),
      MAIL_SMTP_PORT: String(mailSmtpPort),
      MAIL_WEB_PORT: String(mailWebPort),
      DATA_DIR: dataDir,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(`${origin}/api/health`, stack);
  const stop = async () => {
    if (stack.exitCode === null) {
      const exited = new Promise((done) => stack.once('exit', done));
      stack.kill('SIGTERM');
      await exited;
    }
  };
  return { origin, stop };
}

/**
 * The shop's data folder: the seeded shop, filled to PRODUCTS tools when asked (the seeded shop first,
 * so the landing keeps its pictured tools, then `npm run seed:large`'s catalogue), or a copy of the
 * filled shop SHOP_CACHE keeps.
 */
async function prepareShop() {
  const dataDir = mkdtempSync(join(tmpdir(), 'toolshop-lighthouse-'));
  if (PRODUCTS === 0) return dataDir;
  if (SHOP_CACHE && existsSync(join(SHOP_CACHE, 'db'))) {
    say(`starting from the filled shop in ${SHOP_CACHE}…`);
    cpSync(SHOP_CACHE, dataDir, { recursive: true });
    return dataDir;
  }
  say('seeding the shop…');
  await (await startStack(dataDir)).stop();
  say(`filling it to ${PRODUCTS} products (minutes)…`);
  const fill = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-large.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_PRODUCTS: String(PRODUCTS),
      SEED_ORDERS: '0',
      SEED_USERS: '0',
    },
  });
  if (fill.status !== 0) throw new Error('scripts/seed-large.ts failed');
  if (SHOP_CACHE) cpSync(dataDir, SHOP_CACHE, { recursive: true });
  return dataDir;
}

/** The pages that depend on the catalogue: its largest leaf category's and its first tool's, asked of the API. */
async function cataloguePages(origin) {
  const categories = await (await fetch(`${origin}/api/category`)).json();
  const leaves = categories.filter((c) => !categories.some((child) => child.parentId === c._id));
  const largest = leaves.sort((a, b) => b.productCount - a.productCount)[0];
  const first = (await (await fetch(`${origin}/api/search?pageSize=1`)).json()).items[0];
  return [...(largest ? [`/category/${largest.slug}`] : []), `/product/${first._id}`];
}

/** Bytes of a GET as sent with `Accept-Encoding: gzip`, before any decompression. */
function gzipBytes(url) {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => done(bytes));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** The landing's first load as tests/e2e/web/first-load.spec.ts counts it: its JS and CSS, gzip. */
async function firstLoadBytes(lhr) {
  const assets = lhr.audits['network-requests'].details.items
    .filter((item) => item.resourceType === 'Script' || item.resourceType === 'Stylesheet')
    .map((item) => item.url);
  const sizes = await Promise.all([...new Set(assets)].map(gzipBytes));
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length };
}

const ms = (audit) => `${Math.round(audit.numericValue)} ms`;

/**
 * The page renderer's main thread in a run's trace (the CrRendererMain thread that ran the longest),
 * its top-level tasks' CPU time and wall-clock time in ms. Lighthouse's simulation takes each task's
 * wall-clock time, so where the machine is busy the second outgrows the first and blocking time grows
 * with it, without the page doing more.
 */
function mainThreadTime(trace) {
  const threadNames = new Map(
    trace.traceEvents
      .filter((event) => event.name === 'thread_name')
      .map((event) => [`${event.pid}:${event.tid}`, event.args.name]),
  );
  const threads = new Map();
  for (const event of trace.traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || threadNames.get(thread) !== 'CrRendererMain')
      continue;
    const time = threads.get(thread) ?? { cpu: 0, wall: 0 };
    time.cpu += (event.tdur ?? 0) / 1000;
    time.wall += event.dur / 1000;
    threads.set(thread, time);
  }
  return [...threads.values()].sort((a, b) => b.wall - a.wall)[0] ?? { cpu: 0, wall: 0 };
}

/** One Lighthouse run that produced a result, retried where the run itself failed. */
async function run(url, formFactor, port) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  for (let attempt = 1; ; attempt++) {
    const { lhr, artifacts } = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      config,
    );
    if (!lhr.runtimeError) return { lhr, mainThread: mainThreadTime(artifacts.Trace) };
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    say(`run failed (${lhr.runtimeError.code}), again…`);
  }
}

/** RUNS Lighthouse runs; answers the figures of the median one. */
async function audit(url, formFactor, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(url, formFactor, port));
  const lhr = computeMedianRun(runs.map((r) => r.lhr));
  const { mainThread } = runs.find((r) => r.lhr === lhr);
  const a = lhr.audits;
  const failed = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && a[ref.id]?.score < 1)
    .map((ref) => ref.id);
  return {
    scores: CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
    fcp: ms(a['first-contentful-paint']),
    lcp: ms(a['largest-contentful-paint']),
    tbt: ms(a['total-blocking-time']),
    cls: a['cumulative-layout-shift'].numericValue.toFixed(3),
    bytes: `${Math.round(a['total-byte-weight'].numericValue / 1024)} KiB`,
    mainThread: `${Math.round(mainThread.cpu)} / ${Math.round(mainThread.wall)} ms`,
    failed: [...new Set(failed)],
    version: lhr.lighthouseVersion,
    lhr,
  };
}

const INTRO = [
  '# Lighthouse',
  '',
  "Written by `npm run lighthouse` (tests/bench/lighthouse.mjs): Lighthouse over `npm start`'s shop in",
  "Debian's Chromium, headless and offline (loopback only), with Lighthouse's default simulated",
  'throttling (mobile: Moto G Power class, slow 4G; desktop: its desktop preset). Each row is the',
  `median of ${RUNS} runs (Lighthouse's computeMedianRun); scores still move a few points between runs here.`,
  'Goals on `/`: mobile performance ≥ 90, accessibility 100, best practices 100; desktop performance ≥ 98.',
  "On a product's page (`/product/{id}`), a search and a category: mobile performance ≥ 90; accessibility,",
  'best practices and SEO 100. At every size the landing’s first load (its JS and CSS, gzip) ≤ 150 KB.',
  'Each section is one shop size in one Chromium major version, rewritten by its own run. `main thread`',
  "is the page renderer's main thread, CPU time / wall-clock time of its tasks in the median run:",
  'Lighthouse multiplies the wall-clock time of each task by 4 (a slower phone), so where other work',
  'on the machine stretches wall-clock time past CPU time, TBT and the score follow the machine, not the page.',
  '',
].join('\n');

/** A section per shop size and Chromium major version; `browser` as it names itself (`Chrome/150.0.7871.100`). */
const sectionTitle = (browser) =>
  (PRODUCTS === 0
    ? '## The seeded shop (`npm run lighthouse`)'
    : `## ${PRODUCTS.toLocaleString('en-US')} products (\`LIGHTHOUSE_PRODUCTS=${PRODUCTS} npm run lighthouse\`)`) +
  `, Chromium ${browser.match(/\/(\d+)/)?.[1] ?? browser}`;

function section(rows, meta) {
  return [
    sectionTitle(meta.browser),
    '',
    `Run: ${meta.date}, Lighthouse ${meta.version}, Chromium ${meta.browser.split('/')[1]} (${CHROMIUM_PATH}),`,
    `${meta.cpus} CPU cores shared with other work (load: the machine's 1-minute load average as the row started).`,
    `The landing's first load: ${(meta.firstLoad.bytes / 1024).toFixed(1)} KB gzip in ${meta.firstLoad.files} JS and CSS files.`,
    '',
    '| page | form factor | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | bytes | load | main thread |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${r.formFactor} | ${r.scores.join(' | ')} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.bytes} | ${r.load} | ${r.mainThread} |`,
    ),
    '',
    'Audits below a full score, per row:',
    '',
    ...rows.map((r) => `- \`${r.page}\` ${r.formFactor}: ${r.failed.length ? r.failed.join(', ') : 'none'}`),
    '',
  ].join('\n');
}

/**
 * The report with this run's section written in (the seeded shop first, then by size, then by Chromium
 * version), the others kept.
 */
function report(rows, meta) {
  const previous = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  const sections = previous
    .split(/^(?=## )/m)
    .filter((part) => part.startsWith('## ') && !part.startsWith(`${sectionTitle(meta.browser)}\n`))
    .map((part) => part.trimEnd() + '\n');
  sections.push(section(rows, meta));
  const size = (part) =>
    part.startsWith('## The seeded shop')
      ? 0
      : Number(part.match(/^## ([\d,]+)/)?.[1].replace(/,/g, '') ?? 0);
  const chromium = (part) => Number(part.match(/^## .*, Chromium (\d+)$/m)?.[1] ?? 0);
  sections.sort((a, b) => size(a) - size(b) || chromium(a) - chromium(b));
  return [INTRO, ...sections].join('\n');
}

async function main() {
  say('building the web app…');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build:web failed');
  const dataDir = await prepareShop();
  say('starting the stack…');
  const stack = await startStack(dataDir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  // The browser's own version: its user agent says only the major one (Chrome/150.0.0.0).
  const browser = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser;
  say(browser);
  const rows = [];
  let firstLoad;
  try {
    for (const page of [...FIXED_PAGES, ...(await cataloguePages(stack.origin))]) {
      for (const formFactor of FORM_FACTORS) {
        say(`${page} ${formFactor}…`);
        const load = loadavg()[0].toFixed(2);
        const { lhr, ...figures } = await audit(`${stack.origin}${page}`, formFactor, chrome.port);
        if (page === '/' && !firstLoad) firstLoad = await firstLoadBytes(lhr);
        rows.push({ page, formFactor, load, ...figures });
      }
    }
  } finally {
    await chrome.kill();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const meta = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    version: rows[0].version,
    browser,
    cpus: cpus().length,
    firstLoad,
  };
  writeFileSync(REPORT, report(rows, meta));
  for (const r of rows)
    say(`${r.page} ${r.formFactor}: ${CATEGORIES.map((c, i) => `${c} ${r.scores[i]}`).join(', ')}`);
  say(`landing first load: ${(firstLoad.bytes / 1024).toFixed(1)} KB gzip`);
  say(`Lighthouse ${meta.version}, ${browser}`);
  say(`written to ${REPORT}`);
}

main().catch((error) => {
  console.error(`[lighthouse] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
