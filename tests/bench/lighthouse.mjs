#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse over `npm start`'s shop in Debian's Chromium, offline (loopback
 * only), mobile and desktop, on `/`, `/blog` and the first seeded tool's own page (`/product/{id}`, rendered
 * on the server). It builds the web app, starts its own stack
 * (scripts/start.mjs on free ports, a throwaway DATA_DIR), runs each audit RUNS times, writes the
 * median run's scores to tests/bench/LIGHTHOUSE.md, each row with the machine's load average when it
 * started (other work on the machine stretches the tasks Lighthouse times), and stops the stack.
 * CHROME_PATH overrides the browser.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { freePort } from '../../scripts/emulatorConfig.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const REPORT = join(ROOT, 'tests/bench/LIGHTHOUSE.md');
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const PAGES = ['/', '/blog'];
/** A product's page: the first tool the shop seeds, found once the stack answers. */
const productPage = async (origin) => `/product/${(await (await fetch(`${origin}/api/`)).json())[0]._id}`;
const FORM_FACTORS = ['mobile', 'desktop'];
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

async function startStack() {
  const [port, authPort, mailSmtpPort, mailWebPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const dataDir = mkdtempSync(join(tmpdir(), 'toolshop-lighthouse-'));
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
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, stop };
}

const ms = (audit) => `${Math.round(audit.numericValue)} ms`;

/** One Lighthouse run that produced a result, retried where the run itself failed. */
async function run(url, formFactor, port) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      config,
    );
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    say(`run failed (${lhr.runtimeError.code}), again…`);
  }
}

/** RUNS Lighthouse runs; answers the figures of the median one. */
async function audit(url, formFactor, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(url, formFactor, port));
  const lhr = computeMedianRun(runs);
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
    failed: [...new Set(failed)],
    version: lhr.lighthouseVersion,
    chrome: lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'unknown',
  };
}

function report(rows, meta) {
  const lines = [
    '# Lighthouse',
    '',
    "Written by `npm run lighthouse` (tests/bench/lighthouse.mjs): Lighthouse over `npm start`'s shop in",
    "Debian's Chromium, headless and offline (loopback only), with Lighthouse's default simulated",
    'throttling (mobile: Moto G Power class, slow 4G; desktop: its desktop preset). Each row is the',
    `median of ${RUNS} runs (Lighthouse's computeMedianRun); scores still move a few points between runs here.`,
    'Goals on `/`: mobile performance ≥ 90, accessibility 100, best practices 100; desktop performance ≥ 98.',
    "On a product's page (`/product/{id}`): mobile performance ≥ 90; accessibility, best practices and SEO 100.",
    '',
    `Run: ${meta.date}, Lighthouse ${meta.version}, ${meta.chrome}, ${meta.cpus} CPU cores shared with other work`,
    "(load: the machine's 1-minute load average as the row started).",
    '',
    '| page | form factor | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | bytes | load |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${r.formFactor} | ${r.scores.join(' | ')} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.bytes} | ${r.load} |`,
    ),
    '',
    'Audits below a full score, per row:',
    '',
    ...rows.map((r) => `- \`${r.page}\` ${r.formFactor}: ${r.failed.length ? r.failed.join(', ') : 'none'}`),
    '',
  ];
  return lines.join('\n');
}

async function main() {
  say('building the web app…');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build:web failed');
  say('starting the stack…');
  const stack = await startStack();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const rows = [];
  try {
    for (const page of [...PAGES, await productPage(stack.origin)]) {
      for (const formFactor of FORM_FACTORS) {
        say(`${page} ${formFactor}…`);
        const load = loadavg()[0].toFixed(2);
        rows.push({
          page,
          formFactor,
          load,
          ...(await audit(`${stack.origin}${page}`, formFactor, chrome.port)),
        });
      }
    }
  } finally {
    await chrome.kill();
    await stack.stop();
  }
  const meta = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    version: rows[0].version,
    chrome: rows[0].chrome,
    cpus: cpus().length,
  };
  writeFileSync(REPORT, report(rows, meta));
  for (const r of rows)
    say(`${r.page} ${r.formFactor}: ${CATEGORIES.map((c, i) => `${c} ${r.scores[i]}`).join(', ')}`);
  say(`written to ${REPORT}`);
}

main().catch((error) => {
  console.error(`[lighthouse] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
