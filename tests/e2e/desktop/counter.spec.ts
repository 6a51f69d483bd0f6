/**
 * The counter on the staff desktop app (docs/counter-screen.md), through the desktop data path: a cashier
 * opens the register, scans two tools by typing their codes fast with Enter wherever the focus is,
 * takes cash and sees the change, and the receipt prints on a network receipt printer (a loopback
 * TCP server here, recording the bytes) with the drawer's kick; a web customer then buys the last
 * unit of one tool and the counter's stock follows; a tool found by its name, misspelt; a counter
 * return; the register closes and its Z report prints at once, whole; Register history finds it again
 * and prints it on 58 mm paper and on the 80 mm page. Screenshots at the desktop window's size and at
 * 1280 px; axe on every screen.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SETTINGS_FILE } from '../../../src/main/settings';
import { DEFAULT_SIZE, MIN_SIZE } from '../../../src/main/windowState';
import type { Product } from '../../../src/shared/entities';
import { gtinCheckDigit } from '../../../src/shared/gtin';
import { routes } from '../../../src/shared/routes';
import { counterText } from '../../../src/shared/strings/labels/counterScreen';
import { dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { registerHistoryText } from '../../../src/shared/strings/labels/registerHistory';
import {
  receiptPrinterFailures,
  receiptPrinterFieldErrors,
  receiptText,
} from '../../../src/shared/strings/receipt';
import { bodyOf, sessionOf } from '../../support/apiClient';
import { printedLines } from '../../support/escPosText';
import { startLoopbackPrinter, type LoopbackPrinter } from '../../support/loopbackPrinter';
import { createAccount, adminToken, type Account } from '../web/support/accounts';
import { expectNoAxeViolations } from '../web/support/axe';
import { signInThroughUi } from '../web/support/browser';
import { products } from '../web/support/catalogue';
import { keepPrintedPages, printedPages } from '../web/support/counter';
import { saveScreenshot } from '../web/support/screenshots';
import { placeOrder } from '../web/support/orders';
import { adminSession, stackApi } from '../web/support/stackApi';
import { launchDesktopApp, PRELOAD_FILE, RENDERER_DIR, type DesktopApp } from './support/desktopApp';
import { usd } from '../../support/money';

test.describe.configure({ mode: 'serial' });

const DRAWER_KICK = Buffer.from([0x1b, 0x70, 0x00]);

let app: DesktopApp;
let printer: LoopbackPrinter;
let cashier: Account;
let hammer: Product;
let level: Product;
let saleNumber = '';

/** A laptop's screen, where the shop's staff pages are looked at too. */
const LAPTOP_SIZE = { width: 1280, height: 800 };

/** The counter's screen at the desktop window's default size (1280 px wide) and at its narrowest. */
async function screenshot(
  page: Page,
  name: string,
  sizes: { width: number; height: number }[] = [MIN_SIZE, DEFAULT_SIZE],
) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await saveScreenshot(page, `desktop-${name}-${size.width}x${size.height}`);
  }
}

const barcodes = new Map<string, string>();
let toolsMade = 0;

/** A tool of the test's own with an EAN-13 barcode of its own (and nobody else's orders). */
async function toolWithBarcode(name: string, price: number, stock: number): Promise<Product> {
  const body = `20${Date.now().toString().slice(-9)}${toolsMade++ % 10}`;
  const barcode = `${body}${gtinCheckDigit(body)}`;
  const [seeded] = await products();
  const product = bodyOf(
    await stackApi.addProduct({
      as: await adminSession(),
      body: {
        name: `${name} ${barcode}`,
        description: 'A tool sold at the counter.',
        img: seeded!.img,
        minimumOrder: 1,
        price,
        availableQuentity: stock,
        variants: [{ barcode, price, availableQuantity: stock }],
      },
    }),
  );
  barcodes.set(product._id, barcode);
  return product;
}

/** What a keyboard-wedge scanner does: the code's keys, fast, then Enter. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 4 });
  await page.keyboard.press('Enter');
}

test.beforeAll(async ({ browser }) => {
  for (const built of [RENDERER_DIR, PRELOAD_FILE]) {
    expect(existsSync(built), `${built} is missing: run npm run build:desktop first`).toBe(true);
  }
  [hammer, level] = await Promise.all([
    toolWithBarcode('Counter hammer', 12.5, 10),
    toolWithBarcode('Counter level', 24.99, 2),
  ]);
  cashier = await createAccount({ name: 'Counter Cashier' });
  const admin = sessionOf('', await adminToken());
  bodyOf(await stackApi.setRole({ as: admin, params: { email: cashier.email }, body: { role: 'cashier' } }));
  printer = await startLoopbackPrinter();
  app = await launchDesktopApp(browser);
});
test.afterAll(async () => {
  await app?.close();
  await printer?.close();
});
test.afterEach(() => {
  expect(app.cspViolations, 'the CSP refused something the app needs').toEqual([]);
});

/** The code a tool's barcode carries. */
const codeOf = (product: Product) => barcodes.get(product._id)!;

test('the cashier opens the register and sets the receipt printer', async () => {
  const { page } = app;
  await page.setViewportSize(DEFAULT_SIZE);
  await page.goto(`${app.origin}/login`);
  await signInThroughUi(page, cashier.email, cashier.password);
  await page.goto(`${app.origin}${routes.counter}`);
  await expect(page.getByRole('heading', { name: counterText.title })).toBeVisible();
  await expectNoAxeViolations(page, 'the counter, register closed');
  await screenshot(page, 'counter-open-register');

  await page.getByLabel(counterText.open.float).fill('100');
  await page.getByRole('button', { name: counterText.open.submit }).click();
  await expect(page.getByLabel(counterText.scan.label)).toBeFocused();

  // A printer saved before the rule took it out (off the shop's network) shows as saved, saying why
  // receipts do not print there.
  const settingsFile = join(app.userDataDir, SETTINGS_FILE);
  const otherSettings: unknown = await readFile(settingsFile, 'utf8').then(JSON.parse, () => ({}));
  await writeFile(
    settingsFile,
    JSON.stringify({ ...(otherSettings as object), receiptPrinter: { host: '100.64.0.9', port: 9100 } }),
  );
  await page.getByRole('button', { name: counterText.printer.open }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toContainText(
    receiptPrinterFailures.notLocal('100.64.0.9:9100', '100.64.0.9'),
  );
  await expect(page.getByLabel(counterText.printer.host)).toHaveValue('100.64.0.9');
  await expectNoAxeViolations(page, 'the receipt printer settings, a refused printer saved');
  await screenshot(page, 'counter-printer-refused');
  // A printer outside the shop's network is refused where it is entered (and again by main).
  await page.getByLabel(counterText.printer.host).fill('8.8.8.8');
  await page.getByRole('button', { name: counterText.printer.save }).click();
  await expect(dialog).toContainText(receiptPrinterFieldErrors.notLocal);
  await page.getByLabel(counterText.printer.host).fill('127.0.0.1');
  // So is a port other than the raw printing ones.
  await page.getByLabel(counterText.printer.port).fill('80');
  await page.getByRole('button', { name: counterText.printer.save }).click();
  await expect(dialog).toContainText(receiptPrinterFieldErrors.port(9100, 9109));
  await page.getByLabel(counterText.printer.port).fill(String(printer.port));
  await expectNoAxeViolations(page, 'the receipt printer settings');
  await page.getByRole('button', { name: counterText.printer.save }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('two tools scanned fast wherever the focus is, cash taken, the change shown and the receipt printed with the drawer kick', async () => {
  const { page } = app;
  // Focus away from the scan box, on the page's heading: the scanner's keys still land in the sale.
  await page.getByRole('heading', { name: counterText.title }).click();
  await scan(page, codeOf(hammer));
  await scan(page, codeOf(level));
  await scan(page, codeOf(hammer));
  const lines = page.getByTestId('sale-line');
  await expect(lines).toHaveCount(2);
  await expect(
    lines.filter({ hasText: hammer.name }).getByLabel(counterText.lines.quantityOf(hammer.name)),
  ).toHaveValue('2');
  await expect(page.getByTestId('sale-total')).toHaveText(usd(12.5 * 2 + 24.99));

  await scan(page, '4006381333931');
  await expect(page.getByRole('alert').filter({ hasText: 'Not found: 4006381333931' })).toBeVisible();
  await expect(page.getByLabel(counterText.scan.label)).toBeFocused();
  await expectNoAxeViolations(page, 'the sale with two lines');
  await screenshot(page, 'counter-sale');

  // The keyboard alone: Enter on the empty scan box goes to the cash, Enter there pays.
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(counterText.pay.cashTendered)).toBeFocused();
  await page.keyboard.type('60');
  await expect(page.getByTestId('sale-change')).toHaveText(usd(60 - 49.99));
  await page.keyboard.press('Enter');

  const lastSale = page.getByTestId('last-sale');
  await expect(lastSale.getByTestId('change-due')).toHaveText(counterText.done.changeDue(usd(10.01)));
  await expect(lastSale).toContainText(counterText.done.printed);
  saleNumber = /Sale (\d+)/.exec((await lastSale.textContent()) ?? '')?.[1] ?? '';
  expect(saleNumber).toMatch(/^\d+$/);
  // The next customer's empty screen, focus back on the scan box.
  await expect(page.getByTestId('sale-line')).toHaveCount(0);
  await expect(page.getByLabel(counterText.scan.label)).toBeFocused();

  await expect.poll(() => printer.jobs.length).toBe(1);
  const job = printer.jobs[0]!;
  const text = job.toString('latin1');
  expect(text).toContain(`${receiptText.receipt} ${saleNumber}`);
  expect(text).toContain(hammer.name);
  expect(text).toContain(level.name);
  expect(text).toContain('$49.99');
  expect(text).toContain('$10.01');
  expect(text).toContain(`{B${saleNumber}`);
  // Each line's name on a line of its own, its quantity × price and total on the next, at the paper's edge.
  const printed = printedLines(job).map((line) => line.text);
  for (const [tool, quantity] of [
    [hammer, 2],
    [level, 1],
  ] as const) {
    const nameAt = printed.indexOf(tool.name);
    expect(nameAt, tool.name).toBeGreaterThan(0);
    const total = usd(tool.price * quantity);
    expect(printed[nameAt + 1]).toBe(
      `  ${receiptText.quantityTimesPrice(quantity, usd(tool.price))}`.padEnd(48 - total.length) + total,
    );
  }
  expect(job.includes(DRAWER_KICK)).toBe(true);
  // Its invoice on A4: main fetches the PDF with the vault's token and opens it in the system's viewer.
  const invoiceNumber = (await lastSale.getByTestId('last-sale-invoice').textContent())!.replace(
    'Invoice ',
    '',
  );
  await lastSale.getByRole('button', { name: counterText.done.printInvoice }).click();
  await expect
    .poll(() => app.openedFiles)
    .toEqual([join(app.userDataDir, 'invoices', `${invoiceNumber.replaceAll('/', '-')}.pdf`)]);
  expect((await readFile(app.openedFiles[0]!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectNoAxeViolations(page, 'the next customer, after a sale');
  await screenshot(page, 'counter-after-sale');
});

test('a web customer buys the last unit of a tool on the sale, and the counter’s stock follows', async () => {
  const { page } = app;
  await scan(page, codeOf(level));
  const line = page.getByTestId('sale-line').filter({ hasText: level.name });
  await expect(line.getByTestId('line-stock')).toHaveText('1');
  const customer = await createAccount();
  await placeOrder(customer, { ...level, minimumOrder: 1 });
  await expect(line.getByTestId('line-stock')).toHaveText('0');
  await page.getByRole('button', { name: counterText.pay.clear }).click();
  await expect(page.getByTestId('sale-line')).toHaveCount(0);
});

test('a tool found by its name with a typo, picked from the list, is added to the sale', async () => {
  const { page } = app;
  const scanBox = page.getByRole('combobox', { name: counterText.scan.label });
  await scanBox.fill('Countr hamer');
  const list = page.getByRole('listbox', { name: counterText.scan.matches });
  const option = list.getByRole('option', { name: new RegExp(hammer.name) });
  await expect(option).toBeVisible();
  await expect(option).toContainText(usd(12.5));
  await expectNoAxeViolations(page, 'the name search’s list');
  await screenshot(page, 'counter-name-search');
  await option.click();
  const line = page.getByTestId('sale-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(hammer.name);
  await expect(list).toBeHidden();
  await expect(scanBox).toBeFocused();
  await expect(scanBox).toHaveValue('');
  await page.getByRole('button', { name: counterText.pay.clear }).click();
  await expect(page.getByTestId('sale-line')).toHaveCount(0);
});

test('a counter return by the receipt’s number puts a hammer back and refunds its cash', async () => {
  const { page } = app;
  await page.getByRole('button', { name: counterText.returns.open }).click();
  const dialog = page.getByRole('dialog');
  // The dialog takes the focus as it opens: the scanner's keys go to its receipt number from then on.
  await expect(dialog.getByLabel(counterText.returns.receiptNumber)).toBeFocused();
  await scan(page, saleNumber);
  await dialog.getByLabel(counterText.returns.returnUnits(hammer.name)).fill('1');
  // The refund, on its button, as the unit is chosen.
  const refund = dialog.getByRole('button', { name: counterText.returns.submitAmount(usd(12.5)) });
  await expect(refund).toBeEnabled();
  await expectNoAxeViolations(page, 'the counter return');
  await screenshot(page, 'counter-return');
  await refund.click();
  await expect(page.getByText(counterText.returns.refunded(usd(12.5), { cash: usd(12.5) }))).toBeVisible();
  // The cash to give back, where the cashier looks.
  await expect(dialog.getByTestId('give-back')).toHaveText(counterText.returns.giveBack(usd(12.5)));
  await expectNoAxeViolations(page, 'the counter return, done');
  await screenshot(page, 'counter-return-give-back');
  await dialog.getByRole('button', { name: counterText.returns.done }).click();
  await expect(dialog).toHaveCount(0);
});

/** The Z report's figures after this journey: float 100, a cash sale of 49.99, a hammer's 12.50 refunded in cash. */
const Z_FIGURES: [string, number][] = [
  [counterText.report.float, 100],
  [counterText.report.sales(1, 3), 49.99],
  [counterText.report.cashSales, 49.99],
  [counterText.report.cashRefunds, 12.5],
  [counterText.report.expected, 137.49],
  [counterText.report.counted, 137],
  [counterText.report.difference, -0.49],
];

/**
 * The receipt printer's job read back: a Z report, every line within `columns`, each figure's label and
 * its amount on one line ending at the paper's edge.
 */
function expectZReportPrinted(job: Buffer, columns: number) {
  const lines = printedLines(job);
  expect(lines[0]?.text.trim()).toBe(counterText.report.zHeading);
  for (const line of lines) expect(line.columns, line.text).toBeLessThanOrEqual(columns);
  for (const [label, dollars] of Z_FIGURES) {
    const line = lines.find(
      (printed) => printed.text.startsWith(label) && printed.text.endsWith(usd(dollars)),
    );
    expect(line, `${label} … ${usd(dollars)}`).toBeDefined();
    expect(line!.columns).toBe(columns);
  }
}

let sessionName = '';

test('the register closes with the cash counted, and its Z report is shown and printed at once', async () => {
  const { page } = app;
  sessionName = (await page.getByText(/^Counter 1, session \d+$/).textContent()) ?? '';
  expect(sessionName).not.toBe('');
  const jobsBefore = printer.jobs.length;
  await page.getByRole('button', { name: counterText.register.actions }).click();
  await page.getByRole('menuitem', { name: counterText.register.close }).click();
  // Float 100 + cash kept 49.99 − the cash refund 12.50 = 137.49 expected; 137.00 counted.
  await page.getByLabel(counterText.register.counted).fill('137');
  await page.getByRole('button', { name: counterText.register.closeSubmit }).click();
  const z = page.getByRole('table', { name: counterText.report.zHeading });
  await expect(z).toBeVisible();
  await expect(z.getByRole('row', { name: counterText.report.expected })).toContainText('$137.49');
  await expect(z.getByRole('row', { name: counterText.report.counted })).toContainText('$137.00');
  await expect(z.getByRole('row', { name: counterText.report.difference })).toContainText('-$0.49');
  // One click: the report printed on the receipt printer as the register closed.
  await expect(page.getByText(counterText.register.reportPrinted)).toBeVisible();
  await expect.poll(() => printer.jobs.length).toBe(jobsBefore + 1);
  expectZReportPrinted(printer.jobs.at(-1)!, 48);
  await expect(page.getByRole('button', { name: counterText.register.printReport })).toBeVisible();
  await expectNoAxeViolations(page, 'the Z report');
  await screenshot(page, 'counter-z-report', [MIN_SIZE, LAPTOP_SIZE]);
});

test('Register history finds the session again; its Z report prints again on 58 mm paper and, without a printer, on the 80 mm page', async () => {
  const { page } = app;
  const settingsFile = join(app.userDataDir, SETTINGS_FILE);
  const settings = JSON.parse(await readFile(settingsFile, 'utf8')) as {
    receiptPrinter?: { host: string; port: number; paperWidth?: number };
  };
  await page.setViewportSize(LAPTOP_SIZE);
  // The till has no dashboard menu of its own: its bar leads back to the dashboard's.
  await page.getByRole('link', { name: counterText.bar.backToDashboard }).click();
  await page
    .getByRole('navigation', { name: dashboardText.menuLabel })
    .getByRole('link', { name: registerHistoryText.menu })
    .click();
  const history = page.getByRole('table', { name: registerHistoryText.title });
  const row = history.getByRole('row', { name: new RegExp(`^${sessionName} `) });
  await expect(row).toContainText('-$0.49');
  await expectNoAxeViolations(page, 'register history');
  await screenshot(page, 'register-history', [MIN_SIZE, LAPTOP_SIZE]);

  await row.getByRole('button', { name: registerHistoryText.viewOf(sessionName) }).click();
  const dialog = page.getByRole('dialog', { name: registerHistoryText.viewOf(sessionName) });
  await expect(dialog.getByRole('row', { name: counterText.report.difference })).toContainText('-$0.49');
  await expectNoAxeViolations(page, 'a past Z report');
  await screenshot(page, 'register-history-z-report', [MIN_SIZE, LAPTOP_SIZE]);

  // The printer's paper changed to 58 mm: the report prints again at 32 characters a line.
  await writeFile(
    settingsFile,
    JSON.stringify({ ...settings, receiptPrinter: { ...settings.receiptPrinter, paperWidth: 58 } }),
  );
  const jobsBefore = printer.jobs.length;
  await dialog.getByRole('button', { name: counterText.register.printReport }).click();
  await expect.poll(() => printer.jobs.length).toBe(jobsBefore + 1);
  expectZReportPrinted(printer.jobs.at(-1)!, 32);
  await expect(dialog.getByText(counterText.register.reportPrinted)).toBeVisible();

  // No printer: the 80 mm page on the system printer. The page as it prints is kept, to be looked at.
  const { receiptPrinter: _printer, ...withoutPrinter } = settings;
  await writeFile(settingsFile, JSON.stringify(withoutPrinter));
  await keepPrintedPages(page);
  await dialog.getByRole('button', { name: counterText.register.printReport }).click();
  const paper = printedPages(page).locator('.register-report');
  await expect(paper).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
  try {
    const paperBox = (await paper.boundingBox())!;
    // 72 mm of the 80 mm page, at 96 px an inch.
    expect(paperBox.width).toBeCloseTo((72 / 25.4) * 96, 0);
    for (const [label, dollars] of Z_FIGURES) {
      const figure = paper.getByRole('row', { name: `${label} ${usd(dollars)}`, includeHidden: true });
      const amount = figure.locator('td.amount');
      await expect(amount).toHaveText(usd(dollars));
      const amountBox = (await amount.boundingBox())!;
      expect(amountBox.x + amountBox.width, `${label} on the page`).toBeLessThanOrEqual(
        paperBox.x + paperBox.width + 0.5,
      );
      // Beside its label, on the same line, not over it.
      const labelBox = (await figure.locator('td.label').boundingBox())!;
      expect(amountBox.x).toBeGreaterThanOrEqual(labelBox.x + labelBox.width - 0.5);
      expect(amountBox.y).toBeCloseTo(labelBox.y, 0);
    }
    await saveScreenshot(paper, 'desktop-z-report-80mm-page');
  } finally {
    await page.emulateMedia({ media: null });
  }
});
