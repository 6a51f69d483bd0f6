/**
 * A shop under India's GST, as its staff work it (docs/tax.md): a category given 5%, a tool added under
 * it with its HSN code and unit (its rate left to the category's), then sold at the till to a business
 * with a GSTIN: the receipt prints the invoice's number and the GST included, and Print invoice (A4)
 * fetches the invoice's PDF with the session's token. The business brings it back at the till: the
 * return issues a credit note citing the invoice, which the sale's page lists and downloads. Each
 * screen is checked with axe; screenshots at 1280×800 (and the receipt's page as it prints) and the
 * credit note as Chromium shows it go to tests/e2e/screenshots/ (gst-staff-*.png, gst-credit-note.png).
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../../src/shared/currency';
import { routes } from '../../../src/shared/routes';
import { categoryAdmin, productClassification } from '../../../src/shared/strings/labels/browse';
import { counterText } from '../../../src/shared/strings/labels/counterScreen';
import { dashboardMenu, dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { taxText } from '../../../src/shared/strings/labels/orderTax';
import { orders } from '../../../src/shared/strings/labels/orders';
import { taxFieldText } from '../../../src/shared/strings/labels/taxFields';
import { receiptText } from '../../../src/shared/strings/receipt';
import { gstShop } from '../../support/taxShops';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { keepPrintedPages, openTill, printedPages, scan } from './support/counter';
import { readDownloadedPdf, screenshotPdf } from './support/pdfs';
import { saveScreenshot } from './support/screenshots';
import { secondShop, startSecondShop } from './support/secondShop';

const rupees = (amount: number) => formatMoney(amount, 'INR');
const seedDir = resolve(import.meta.dirname, '../../../resources/seed');
const TAG = Date.now().toString(36).toUpperCase();
const CATEGORY = `Angle grinders ${TAG}`;
const TOOL = `Angle Grinder 115 mm ${TAG}`;
const SKU = `AG-115-${TAG}`;
const BUYER = 'Pune Fabricators LLP';
const BUYER_GSTIN = '27AAPFU0939F1ZV';

test.use({ baseURL: secondShop.url, viewport: { width: 1280, height: 800 } });

let stopShop: () => Promise<void>;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  stopShop = await startSecondShop({ ...gstShop.settings, SHOP_CURRENCY: 'INR' });
});
test.afterAll(async () => stopShop?.());

const screenshot = (page: Page, name: string) => saveScreenshot(page, `gst-staff-${name}`);

test('staff give a category its rate and add a tool with its HSN code, then sell it to a business with its invoice', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInThroughUi(page, secondShop.admin.email, secondShop.admin.password);

  await page.goto(routes.manageCategories);
  await page.getByRole('button', { name: categoryAdmin.add }).click();
  const dialog = page.getByRole('dialog', { name: categoryAdmin.add });
  await dialog.getByRole('textbox', { name: categoryAdmin.name, exact: true }).fill(CATEGORY);
  await dialog.getByLabel(taxFieldText.rate).selectOption('5');
  await expectNoAxeViolations(page, 'the category dialog under GST');
  await dialog.getByRole('button', { name: categoryAdmin.save }).click();
  await expect(page.getByText(categoryAdmin.added(CATEGORY))).toBeVisible();

  const t = dashboardText.addProduct;
  const png = readdirSync(seedDir).find((file) => file.endsWith('.png'))!;
  await page.goto(routes.addProduct);
  await page.getByLabel(t.name).fill(TOOL);
  await page.getByLabel(t.description).fill('720 W, 11,000 rpm, with a side handle and a guard.');
  await page.getByLabel(t.minimumOrder).fill('1');
  await page.getByLabel(t.availableQuentity).fill('12');
  await page.getByLabel(t.price).fill('1050');
  await page.getByLabel(productClassification.category).selectOption({ label: CATEGORY });
  const rate = page.getByLabel(taxFieldText.rate);
  await expect(rate.locator('option').first()).toHaveText(taxFieldText.categoryRate(5));
  await page.getByLabel(taxFieldText.hsnCode.IN_GST).fill('8467.29');
  await page.getByLabel(taxFieldText.unit).fill('NOS');
  await page.getByLabel(t.sku).fill(SKU);
  await page.locator('input[type="file"]').setInputFiles(join(seedDir, png));
  await expectNoAxeViolations(page, 'the product form under GST');
  await screenshot(page, 'product-form-gst');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.added(TOOL))).toBeVisible();

  await openTill(page, 0);
  await keepPrintedPages(page);
  await scan(page, SKU);
  await expect(page.getByTestId('sale-total')).toHaveText(rupees(1050));
  const pay = counterText.pay;
  await page.getByRole('checkbox', { name: pay.business.toggle }).check();
  await page.getByLabel(pay.business.name).fill(BUYER);
  await page.getByLabel(pay.business.taxId.IN_GST).fill(BUYER_GSTIN.toLowerCase());
  await page.getByLabel(pay.business.address).fill('Plot 7, MIDC Bhosari\nPune 411026');
  await expectNoAxeViolations(page, 'the till with a business buyer');
  await screenshot(page, 'till-business-buyer');
  await page.getByRole('button', { name: pay.exact }).click();
  await page.getByRole('button', { name: pay.submit }).click();

  const lastSale = page.getByTestId('last-sale');
  const invoice = lastSale.getByTestId('last-sale-invoice');
  await expect(invoice).toHaveText(/^Invoice INV\/\d{2}-\d{2}\/\d{6}$/);
  const number = (await invoice.textContent())!.replace('Invoice ', '');
  // The receipt's 80 mm page: the invoice's number, and ₹1,050 at 5% includes ₹50.00 of GST.
  const printed = printedPages(page).last();
  await expect(printed).toContainText(`${receiptText.invoice} ${number}`);
  await expect(printed).toContainText(`${receiptText.taxIncluded('GST', 5)}${rupees(50)}`);
  await expectNoAxeViolations(page, 'the till after a sale with its invoice');
  await screenshot(page, 'till-invoice');
  await page.emulateMedia({ media: 'print' });
  await saveScreenshot(printed, 'gst-staff-receipt-80mm');
  await page.emulateMedia({ media: 'screen' });

  const pdf = page.waitForResponse((res) => res.url().endsWith(`/invoice/${encodeURIComponent(number)}.pdf`));
  const tab = page.context().waitForEvent('page');
  await lastSale.getByRole('button', { name: counterText.done.printInvoice }).click();
  const answered = await pdf;
  expect(answered.status()).toBe(200);
  expect(answered.headers()['content-type']).toBe('application/pdf');
  await (await tab).close();

  // The business brings the grinder back: the return refunds it in cash and credits the invoice.
  const saleNumber = new RegExp(counterText.done.heading('(\\d+)')).exec(await lastSale.innerText())![1]!;
  const r = counterText.returns;
  await page.getByRole('button', { name: r.open }).click();
  const returning = page.getByRole('dialog', { name: r.heading });
  await expect(returning.getByLabel(r.receiptNumber)).toBeFocused();
  await scan(page, saleNumber);
  await returning.getByLabel(r.returnUnits(TOOL)).fill('1');
  await returning.getByRole('button', { name: r.submitAmount(rupees(1050)) }).click();
  await expect(returning.getByTestId('give-back')).toHaveText(r.giveBack(rupees(1050)));
  // The return names its credit note, and prints it on A4.
  await expect(returning.getByTestId('return-credit-note')).toHaveText(
    /^Credit note CN\/\d{2}-\d{2}\/\d{6}$/,
  );
  const noteNumber = (await returning.getByTestId('return-credit-note').textContent())!.replace(
    'Credit note ',
    '',
  );
  const notePdf = page.waitForResponse((res) =>
    res.url().endsWith(`/invoice/${encodeURIComponent(noteNumber)}.pdf`),
  );
  const noteTab = page.context().waitForEvent('page');
  await returning.getByRole('button', { name: r.printCreditNote }).click();
  expect((await notePdf).status()).toBe(200);
  await (await noteTab).close();
  await returning.getByRole('button', { name: r.done }).click();

  await page.goto(routes.manageOrders);
  await page.getByLabel(dashboardText.table.search, { exact: true }).fill(TOOL);
  await page
    .getByRole('table', { name: dashboardMenu.manageAllOrders })
    .getByRole('row')
    .filter({ hasText: orders.number(Number(saleNumber)) })
    .getByRole('link', { name: orders.detailsOf(TOOL) })
    .click();
  const documents = page.getByRole('region', { name: taxText.invoicesTitle });
  await expect(documents.getByText(taxText.invoice(number))).toBeVisible();
  // The credit note the till named is the sale's.
  await expect(documents.getByText(taxText.creditNote(noteNumber))).toBeVisible();
  await expectNoAxeViolations(page, 'a counter sale’s page with its invoice and credit note, under GST');
  await screenshot(page, 'sale-credit-note');

  const downloading = page.waitForEvent('download');
  await documents.getByRole('button', { name: taxText.downloadCreditNoteOf(noteNumber) }).click();
  const { file, text } = await readDownloadedPdf(await downloading, 'gst-credit-note');
  expect(text).toContain('Credit Note');
  expect(text).not.toContain('Tax Invoice');
  expect(text).toContain(`Credit note no.: ${noteNumber}`);
  expect(text).toContain(`Against invoice ${number}`);
  expect(text).toContain(`GSTIN: ${gstShop.gstin}`);
  expect(text).toContain(BUYER);
  expect(text).toContain(`GSTIN: ${BUYER_GSTIN}`);
  expect(text).toContain('Plot 7, MIDC Bhosari Pune 411026');
  // Handed over at the counter in Karnataka: CGST and SGST, whichever state the business is in.
  expect(text).toContain('Place of supply: Karnataka (29)');
  expect(text).toContain('846729');
  expect(text).toMatch(/CGST ₹25\.00 SGST ₹25\.00/);
  expect(text).toMatch(/Total credited ₹1,050\.00/);
  expect(text).toContain('Rupees One Thousand Fifty Only');
  await screenshotPdf(page, file, 'gst-credit-note');
});
