/**
 * Counter benchmark at a real tool shop's size (10,000 products): the sale screen in Chromium against
 * the real stack, as a cashier uses it. From a scan's Enter to its line painted, and from Pay to the
 * next customer's empty screen, each taken in the page (the key's event to the frame after the DOM
 * changed), p50 and p95; beside them the same steps' server time, `GET /counter/lookup` and
 * `POST /counter/sale` sent one at a time from Node. Rewrites tests/bench/COUNTER.md.
 * Run: `npm run bench:counter`. Nothing here asserts a time.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { gtinCheckDigit } from '../../src/shared/gtin';
import { authText } from '../../src/shared/strings/labels/auth';
import { fieldLabels } from '../../src/shared/strings/labels/common';
import { counterText } from '../../src/shared/strings/labels/counterScreen';
import { nav } from '../../src/shared/strings/labels/shell';
import { routes } from '../../src/shared/routes';
import startStack from '../e2e/web/support/globalSetup';
import { baseURL, stack } from '../e2e/web/support/stack';
import { adminSession, stackApi } from '../e2e/web/support/stackApi';
import { bodyOf } from '../support/apiClient';
import { measure } from './measure';
import { launchChromium } from './chromium';

/** What the page records: when Enter went down, and each frame painted after the sale's lines changed. */
interface CounterMarks {
  enter: number;
  painted: { lines: number; at: number }[];
}

const PRODUCTS = 10_000;
const SALES = 40;
const LINES_PER_SALE = 5;
const SERVER_SAMPLES = 200;

/** The i-th bench tool's EAN-13 barcode. */
const barcodeOf = (i: number) => {
  const body = `29${String(i).padStart(10, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const summary = (values: number[]) => ({
  n: values.length,
  p50: percentile(values, 50).toFixed(1),
  p95: percentile(values, 95).toFixed(1),
  max: Math.max(...values).toFixed(1),
});

// The bench admin adds 10,000 products in a few minutes: lift the per-user write limit for this stack.
process.env.WRITES_PER_MINUTE ??= '1000000';
const stopStack = await startStack();
try {
  const admin = await adminSession();
  // The shop's seeded tools, then tools with a barcode each, to 10,000 in all.
  const seeded = bodyOf(await stackApi.listProducts());
  const codes = Array.from({ length: PRODUCTS - seeded.length }, (_, i) => barcodeOf(i));
  const filled = await measure(
    'fill',
    codes.length,
    8,
    async (i) =>
      (
        await stackApi.addProduct({
          as: admin,
          body: {
            name: `Bench Socket Set ${i + 1}`,
            description:
              'Chrome-vanadium sockets in a blow-moulded case, for workshops that buy by the carton.',
            img: seeded[0]!.img,
            minimumOrder: 1,
            price: 4.5 + (i % 50),
            availableQuentity: 100_000,
            variants: [{ barcode: codes[i]!, price: 4.5 + (i % 50), availableQuantity: 100_000 }],
          },
        })
      ).status,
    201,
  );
  if (filled.errors > 0) throw new Error(`${filled.errors} tools could not be added`);
  const ids = bodyOf(await stackApi.listProducts()).map((p) => p._id);
  const variantOf = new Map(
    bodyOf(await stackApi.listProducts())
      .filter((p) => p.name.startsWith('Bench Socket Set '))
      .map((p) => [codes[Number(p.name.slice('Bench Socket Set '.length)) - 1]!, p._id]),
  );
  const pick = (i: number) => codes[(i * 7919) % codes.length]!;
  const register = bodyOf(await stackApi.registerSessions({ as: admin })).registers[0]!;
  const session = bodyOf(await stackApi.openRegister({ as: admin, body: { register, float: 100 } }));

  const browser = await launchChromium();
  const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 820 } });
  // This till is that register; the web build prints receipts through the print dialog, which a
  // headless browser has none of: printing is left out of the figures.
  await page.addInitScript(`localStorage.setItem('toolshop.counter.register', ${JSON.stringify(register)});
    window.print = () => undefined;`);
  // Signed in as the login page does it; the landing it leads to lists 10,000 tools, so it gets time.
  await page.goto('/login');
  await page.getByLabel(fieldLabels.email).fill(stack.admin.email);
  await page.getByLabel(authText.password, { exact: true }).fill(stack.admin.password);
  await page.getByRole('button', { name: nav.login, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 120_000 });
  await page.goto(routes.counter);
  const scanBox = page.getByLabel(counterText.scan.label);
  await scanBox.waitFor({ timeout: 120_000 });

  // In the page: when Enter goes down, and when the frame after the sale's lines change is painted.
  await page.evaluate(`(() => {
    const marks = (window.__counterMarks = { enter: 0, painted: [] });
    document.addEventListener('keydown', (e) => { if (e.key === 'Enter') marks.enter = performance.now(); }, true);
    new MutationObserver(() => {
      const lines = document.querySelectorAll('[data-testid="sale-line"]').length;
      requestAnimationFrame(() => setTimeout(() => marks.painted.push({ lines, at: performance.now() }), 0));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`);
  // A function, not a string: the shop's CSP allows no eval.
  const elapsedUntil = (lines: number) =>
    page.waitForFunction(
      (wanted) => {
        const marks = (globalThis as unknown as { __counterMarks: CounterMarks }).__counterMarks;
        const hit = marks.painted.find((p) => p.at > marks.enter && p.lines === wanted);
        return hit ? hit.at - marks.enter : false;
      },
      lines,
      { polling: 5 },
    );

  const scanToLine: number[] = [];
  const payToNext: number[] = [];
  let scanned = 0;
  for (let sale = 0; sale < SALES; sale++) {
    for (let line = 1; line <= LINES_PER_SALE; line++) {
      await page.evaluate('window.__counterMarks.painted.length = 0');
      await page.keyboard.type(pick(scanned++), { delay: 2 });
      await page.keyboard.press('Enter');
      scanToLine.push(Number(await (await elapsedUntil(line)).jsonValue()));
    }
    await page.keyboard.press('Enter');
    await page.keyboard.type('100000');
    await page.evaluate('window.__counterMarks.painted.length = 0');
    await page.keyboard.press('Enter');
    payToNext.push(Number(await (await elapsedUntil(0)).jsonValue()));
    await page.getByTestId('last-sale').waitFor();
  }
  await browser.close();

  // The same steps' server time, one at a time over loopback.
  const lookups: number[] = [];
  for (let i = 0; i < SERVER_SAMPLES; i++) {
    const t0 = performance.now();
    bodyOf(await stackApi.counterLookup({ as: admin, query: { code: pick(scanned + i) } }));
    lookups.push(performance.now() - t0);
  }
  const sales: number[] = [];
  for (let i = 0; i < SERVER_SAMPLES / 4; i++) {
    const lines = Array.from({ length: LINES_PER_SALE }, (_, n) => ({
      variantId: variantOf.get(pick(scanned + SERVER_SAMPLES + i * LINES_PER_SALE + n))!,
      quantity: 1,
    }));
    const t0 = performance.now();
    bodyOf(
      await stackApi.counterSale({
        as: admin,
        body: {
          saleId: randomUUID(),
          sessionId: session._id,
          lines,
          payments: [{ method: 'cash', tendered: 100_000 }],
        },
      }),
    );
    sales.push(performance.now() - t0);
  }

  const rows = [
    ["Scan's Enter → its line painted (Chromium)", summary(scanToLine)],
    ['Server: GET /counter/lookup', summary(lookups)],
    [
      `Pay's Enter → the next customer's empty screen (Chromium, ${LINES_PER_SALE} lines)`,
      summary(payToNext),
    ],
    [`Server: POST /counter/sale (${LINES_PER_SALE} lines, cash)`, summary(sales)],
  ] as const;
  const report = `# Counter benchmark

Measured by \`npm run bench:counter\` (tests/bench/counter.bench.ts) on ${new Date().toISOString().slice(0, 10)}:
${cpus().length} cores shared with other work (load average ${loadavg()[0]!.toFixed(1)} at the end), Node ${process.version},
the real stack on PGlite with ${ids.length} products, the web build of the sale screen in Chromium at 1280 × 820.
A scanner is played by the keyboard (a code's keys, then Enter, with the focus wherever the last step
left it); each sale has ${LINES_PER_SALE} different tools and is paid in cash with Enter. Times in the page run
from the Enter key's event to the frame after the screen changed; server times are the call's round
trip from Node over loopback, one at a time. Nothing asserts a time.

| step | samples | p50 ms | p95 ms | max ms |
| --- | ---: | ---: | ---: | ---: |
${rows.map(([name, s]) => `| ${name} | ${s.n} | ${s.p50} | ${s.p95} | ${s.max} |`).join('\n')}

The screen's scan time is the lookup's round trip plus React's render of the new line; Pay's is the
sale's round trip plus emptying the screen (the receipt is fetched and printed after the screen is
the next customer's, so it is not in the figure).
`;
  writeFileSync(resolve(import.meta.dirname, 'COUNTER.md'), report);
  console.log(report);
} finally {
  await stopStack?.();
}
