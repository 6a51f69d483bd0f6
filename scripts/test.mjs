/**
 * `npm test`: the whole suite on a fresh machine. Type-checks and lints, runs the Vitest projects (server on
 * PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set), builds the web and desktop apps,
 * reviews the desktop app with electronegativity, then runs the Playwright suites (web, desktop,
 * Electron) in Chromium against the real stack. Ends with one summary line.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findChromium } from './find-chromium.mjs';

const reports = join('test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test as a heading and the first lines of why it failed, for the run's last screen. */
const failedTests = [];
const firstLines = (message = '', count = 12) =>
  stripVTControlCharacters(message)
    .split('\n')
    .slice(0, count)
    .map((line) => `    ${line.slice(0, 600)}`)
    .join('\n');
const lastLines = (output, count = 25) =>
  stripVTControlCharacters(output)
    .trimEnd()
    .split('\n')
    .slice(-count)
    .map((line) => `    ${line.slice(0, 600)}`)
    .join('\n');

/** Failed steps that report no tests (type-check, lint, builds) keep their output's last lines for the end. */
const failedStepOutputs = [];

/**
 * Runs one step. A step whose output is `kept` (short, and with no test report of its own) is collected
 * and then printed, so its last lines can be repeated at the end if it fails; test runs stream live.
 */
function step(name, cmd, args, env = {}, { kept = false } = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {
    stdio: kept ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
    maxBuffer: 256 * 1024 * 1024,
  });
  const output = kept ? `${result.stdout}${result.stderr}` : '';
  process.stdout.write(output);
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (result.status !== 0) {
    failures.push(name);
    if (kept) failedStepOutputs.push(`${name}\n${lastLines(output)}`);
  }
  return result.status === 0;
}

function countVitest(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    for (const suite of r.testResults) {
      for (const test of suite.assertionResults) {
        if (test.status === 'failed') {
          failedTests.push(`${suite.name}: ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`);
        }
      }
      // A file that failed to load or threw outside a test has no failed assertion of its own.
      if (suite.status === 'failed' && !suite.assertionResults.some((t) => t.status === 'failed')) {
        failedTests.push(`${suite.name}: ${suite.message || 'failed outside its tests'}`);
      }
    }
  } catch {
    totals.failed += 1;
    failedTests.push(`${file}: no report (the run stopped before writing it)`);
  }
}

function countPlaywright(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += r.stats.expected + r.stats.flaky;
    totals.failed += r.stats.unexpected;
    totals.skipped += r.stats.skipped;
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        if (spec.ok) continue;
        const error = spec.tests.flatMap((t) => t.results).find((result) => result.errors?.length)?.errors[0];
        failedTests.push(`${spec.file}: ${spec.title}\n${firstLines(error?.message)}`);
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    r.suites.forEach(walk);
  } catch {
    totals.failed += 1;
    failedTests.push(`${file}: no report (the run stopped before writing it)`);
  }
}

const vitest = (name, project, file, env) =>
  step(
    name,
    'npx',
    ['vitest', 'run', ...project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );

step('typecheck', 'npm', ['run', 'typecheck'], {}, { kept: true });
step('lint', 'npm', ['run', 'lint'], {}, { kept: true });

const unitReport = join(reports, 'vitest.json');
vitest('unit and API tests (PGlite)', [], unitReport, { TEST_DB: 'pglite' });
countVitest(unitReport);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = join(reports, 'vitest-postgres.json');
  vitest('API tests (PostgreSQL)', ['--project', 'server'], pgReport, { TEST_DB: 'postgres' });
  countVitest(pgReport);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API suite ran on PGlite only.');
}

const chrome = await findChromium();
console.log(`\nChromium for the browser tests: ${chrome}`);
step('web build', 'npm', ['run', 'build:web'], {}, { kept: true });
step('desktop build', 'npm', ['run', 'build:desktop'], {}, { kept: true });
// High findings fail; medium ones only when not reviewed in src/main/electronegativity-reviewed.json.
step(
  'Electron security review (electronegativity)',
  'node',
  ['scripts/electronegativity.mjs'],
  {},
  { kept: true },
);

const e2eReport = join(reports, 'playwright.json');
step('browser tests (Playwright)', 'npx', ['playwright', 'test'], {
  CHROME_PATH: chrome,
  E2E_SKIP_BUILD: '1',
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
});
countPlaywright(e2eReport);

// Repeated at the very end, where a truncated CI log still shows it.
for (const name of failedStepOutputs) console.log(`FAILED STEP ${name}`);
for (const name of failedTests) console.log(`FAILED ${name}`);
console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
