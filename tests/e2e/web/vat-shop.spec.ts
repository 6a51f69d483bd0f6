/**
 * A shop in Dhaka under Bangladesh's VAT (TAX_REGIME=BD_VAT, in taka, its BIN), as its customers and
 * staff meet it (docs/tax.md): a drill of ৳1,150 at 15% bought on the web is charged ৳150.00 of VAT
 * (and the ৳70 delivery ৳9.13 at the default 15%), and its Mushak-6.3, downloaded from the order's
 * page, carries the form's fields; sold at the till to a business with a BIN and taken back there, it
 * makes a Mushak-6.7 credit note citing the invoice, listed and downloaded on the sale's page; the
 * admin's Tax page shows the month's VAT and exports the sales register. Axe on each screen; the
 * PDFs as Chromium's viewer shows them, and the pages at 1280 and 390 px, go to tests/e2e/screenshots.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../../src/shared/currency';
import type { Product } from '../../../src/shared/entities';
import { routes } from '../../../src/shared/routes';
import { cartPage } from '../../../src/shared/strings/labels/cartPage';
import { codText } from '../../../src/shared/strings/labels/cod';
import { fieldLabels } from '../../../src/shared/strings/labels/common';
import { counterText } from '../../../src/shared/strings/labels/counterScreen';
import { dashboardMenu, dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { taxText } from '../../../src/shared/strings/labels/orderTax';
import { orders } from '../../../src/shared/strings/labels/orders';
import { shopping } from '../../../src/shared/strings/labels/shopping';
import { purchase } from '../../../src/shared/strings/labels/storefront';
import { taxText as taxPageText } from '../../../src/shared/strings/labels/tax';
import { toasts } from '../../../src/shared/strings/labels/toasts';
import { receiptText } from '../../../src/shared/strings/receipt';
import { calendarMonth } from '../../../src/shared/tax/financialYear';
import { bodyOf } from '../../support/apiClient';
import { vatShop } from '../../support/taxShops';
import { expectNoAxeViolations } from './support/axe';
import { payWithCard, signInThroughUi } from './support/browser';
import { keepPrintedPages, openTill, printedPages, scan } from './support/counter';
import { readDownloadedPdf, screenshotPdf } from './support/pdfs';
import { saveScreenshots } from './support/screenshots';
import {
  secondShop,
  secondShopAdmin,
  secondShopApi,
  secondShopCustomer,
  startSecondShop,
} from './support/secondShop';

const taka = (amount: number) => formatMoney(amount, 'BDT');
const TAG = Date.now().toString(36).toUpperCase();
const SKU = `DH-DRILL-${TAG}`;
const BUYER = 'Karim Construction Ltd.';
const BUYER_BIN = '0009876540202';

test.use({ baseURL: secondShop.url, viewport: { width: 1280, height: 800 } });

let stopShop: () => Promise<void>;
let drill: Product;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  stopShop = await startSecondShop(vatShop.settings);
  const admin = await secondShopAdmin();
  const [seeded] = bodyOf(await secondShopApi.listProducts());
  drill = bodyOf(
    await secondShopApi.addProduct({
      as: admin,
      body: {
        name: `Cordless Drill Driver 12 V ${TAG}`,
        description: 'Two speeds, 30 Nm, with two batteries.',
        img: seeded!.img,
        minimumOrder: 1,
        taxRate: 15,
        options: [],
        variants: [{ options: {}, sku: SKU, price: 1150, availableQuantity: 20 }],
      },
    }),
  );
});
test.afterAll(async () => stopShop?.());

const taxTable = (page: Page) =>
  page.getByRole('region', { name: taxText.taxTitle }).getByRole('table', { name: taxText.taxTableLabel });

test('bought on the web in Dhaka: VAT by rate on the order, and its Mushak-6.3 downloaded', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { email, password, session } = await secondShopCustomer('Nadia Rahman', '01711000000');
  await signInThroughUi(page, email, password);
  await page.goto(routes.product(drill._id));
  await page.getByRole('button', { name: shopping.addToCart }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: shopping.added(drill.name, 1) })).toBeVisible();
  await page.goto(routes.checkout);
  await page.getByLabel(purchase.recipient).fill('Nadia Rahman');
  await page.getByLabel(purchase.street, { exact: true }).fill('27 Workshop Lane');
  await page.getByLabel(fieldLabels.city).fill('Dhaka');
  await page.getByLabel(fieldLabels.postalCode).fill('1212');
  await page.getByRole('textbox', { name: fieldLabels.phone, exact: true }).fill('01711000000');
  // ৳1,150 at 15% holds ৳150.00; the ৳70 delivery inside Dhaka at the default 15% holds ৳9.13.
  await expect(page.getByTestId('checkout-total')).toHaveText(taka(1220));
  await expect(page.getByTestId('tax-included')).toHaveText('incl. ৳159.13 VAT');
  await page.getByRole('checkbox', { name: taxText.businessPurchase }).check();
  await expect(page.getByRole('textbox', { name: taxText.bin })).toBeVisible();
  await expectNoAxeViolations(page, 'checkout in a VAT shop, its business purchase open');
  await page.getByRole('checkbox', { name: taxText.businessPurchase }).uncheck();
  await saveScreenshots(page, 'vat-checkout');

  await page.getByRole('button', { name: cartPage.placeOrder }).click();
  await expect(page).toHaveURL(/\/dasboard\/payment\//);
  // What the total is made of: the delivery inside Dhaka, and the VAT the total includes.
  await expect(page.getByText(codText.deliveryIn('Inside Dhaka'))).toBeVisible();
  await expect(page.getByText('incl. ৳159.13 VAT')).toBeVisible();
  await saveScreenshots(page, 'vat-payment');
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText(toasts.paymentSaved)).toBeVisible();
  await page
    .getByRole('link', { name: orders.detailsOf(drill.name) })
    .first()
    .click();
  await expect(taxTable(page).getByRole('row')).toHaveText([
    `${taxText.rate}${taxText.taxable}${taxText.vat}`,
    '15%৳1,060.87৳159.13',
  ]);
  await expect(page.getByTestId('order-tax-included')).toHaveText('incl. ৳159.13 VAT');
  await expect(page.getByRole('region', { name: taxText.taxTitle })).not.toContainText(taxText.placeOfSupply);
  await expectNoAxeViolations(page, 'an order’s page in a VAT shop');
  await saveScreenshots(page, 'vat-order');

  const invoices = page.getByRole('region', { name: taxText.invoicesTitle });
  const number = (await invoices.getByText(/^Invoice INV\//).textContent())!.replace('Invoice ', '');
  // Bangladesh's financial year runs July to June.
  expect(number).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);
  const downloading = page.waitForEvent('download');
  await invoices.getByRole('button', { name: taxText.downloadInvoiceOf(number) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const { file, text } = await readDownloadedPdf(download, 'vat-mushak-6.3');
  expect(text).toContain("Government of the People's Republic of Bangladesh");
  expect(text).toContain('National Board of Revenue');
  expect(text).toContain('Mushak-6.3');
  expect(text).toContain(vatShop.settings.SHOP_LEGAL_NAME);
  expect(text).toContain(`BIN: ${vatShop.bin}`);
  expect(text).toContain('45 Nawabpur Road');
  expect(text).toContain('Nadia Rahman');
  expect(text).toContain('27 Workshop Lane');
  expect(text).toContain(`Invoice no.: ${number}`);
  expect(text).toMatch(/Date of issue: \d{1,2} \w{3} \d{4}/);
  expect(text).toMatch(/Time of issue: \d{2}:\d{2}/);
  expect(text).toContain(drill.name);
  expect(text).toMatch(/৳1,000\.00 15% ৳150\.00 ৳1,150\.00/);
  expect(text).toMatch(/Value without VAT ৳1,060\.87 VAT ৳159\.13/);
  expect(text).toMatch(/Total value with VAT ৳1,220\.00/);
  expect(text).toContain('Taka One Thousand Two Hundred Twenty Only');
  expect(text).not.toContain('GSTIN');
  await screenshotPdf(page, file, 'vat-mushak-6.3');

  const paid = bodyOf(await secondShopApi.myOrders({ as: session, query: { email } }))[0]!;
  expect(paid).toMatchObject({ invoiceNumber: number, taxTotal: 159.13, totalPrice: 1220 });
});

test('sold at the till to a business with a BIN and taken back: a Mushak-6.7 on the sale’s page, and the month on the Tax page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInThroughUi(page, secondShop.admin.email, secondShop.admin.password);
  await openTill(page, 0);
  await keepPrintedPages(page);
  await scan(page, SKU);
  await expect(page.getByTestId('sale-total')).toHaveText(taka(1150));
  const pay = counterText.pay;
  await page.getByRole('checkbox', { name: pay.business.toggle }).check();
  await page.getByLabel(pay.business.name).fill(BUYER);
  await page.getByLabel(pay.business.taxId.BD_VAT).fill('0009-87654-0202');
  await page.getByLabel(pay.business.address).fill('12 Tejgaon I/A\nDhaka 1208');
  await expectNoAxeViolations(page, 'the till with a business buyer under VAT');
  await page.getByRole('button', { name: pay.exact }).click();
  await page.getByRole('button', { name: pay.submit }).click();

  const lastSale = page.getByTestId('last-sale');
  const invoice = lastSale.getByTestId('last-sale-invoice');
  await expect(invoice).toHaveText(/^Invoice INV\/\d{2}-\d{2}\/\d{6}$/);
  const invoiceNumber = (await invoice.textContent())!.replace('Invoice ', '');
  const printed = printedPages(page).last();
  await expect(printed).toContainText(`${receiptText.invoice} ${invoiceNumber}`);
  await expect(printed).toContainText(`${receiptText.taxIncluded('VAT', 15)}${taka(150)}`);
  // The invoice it cites names who issued it and to which business, by their BINs.
  await expect(printed).toContainText(`${vatShop.settings.SHOP_LEGAL_NAME}BIN ${vatShop.bin}`);
  await expect(printed).toContainText(`${receiptText.buyer(BUYER)}BIN 0009876540202`);
  const saleNumber = new RegExp(counterText.done.heading('(\\d+)')).exec(await lastSale.innerText())![1]!;

  // The business brings the drill back: the return refunds it in cash and credits the invoice.
  const r = counterText.returns;
  await page.getByRole('button', { name: r.open }).click();
  const dialog = page.getByRole('dialog', { name: r.heading });
  await expect(dialog.getByLabel(r.receiptNumber)).toBeFocused();
  await scan(page, saleNumber);
  await dialog.getByLabel(r.returnUnits(drill.name)).fill('1');
  await dialog.getByRole('button', { name: r.submitAmount(taka(1150)) }).click();
  await expect(dialog.getByTestId('give-back')).toHaveText(r.giveBack(taka(1150)));
  await dialog.getByRole('button', { name: r.done }).click();

  await page.goto(routes.manageOrders);
  await page.getByLabel(dashboardText.table.search, { exact: true }).fill(drill.name);
  const saleRow = page
    .getByRole('table', { name: dashboardMenu.manageAllOrders })
    .getByRole('row')
    .filter({ hasText: orders.number(Number(saleNumber)) });
  await saleRow.getByRole('link', { name: orders.detailsOf(drill.name) }).click();
  const documents = page.getByRole('region', { name: taxText.invoicesTitle });
  await expect(documents.getByText(taxText.invoice(invoiceNumber))).toBeVisible();
  const note = documents.getByText(/^Credit note CN\//);
  await expect(note).toHaveText(/^Credit note CN\/\d{2}-\d{2}\/\d{6}$/);
  const noteNumber = (await note.textContent())!.replace('Credit note ', '');
  await expect(page.getByRole('region', { name: taxText.taxTitle })).toContainText(
    `${BUYER}BIN ${BUYER_BIN}`,
  );
  await expectNoAxeViolations(page, 'a counter sale’s page with its invoice and credit note, under VAT');
  await saveScreenshots(page, 'vat-sale-credit-note');

  const downloading = page.waitForEvent('download');
  await documents.getByRole('button', { name: taxText.downloadCreditNoteOf(noteNumber) }).click();
  const { file, text } = await readDownloadedPdf(await downloading, 'vat-mushak-6.7');
  expect(text).toContain('Credit Note');
  expect(text).toContain('Mushak-6.7');
  expect(text).not.toContain('Mushak-6.3');
  expect(text).toContain(`Credit note no.: ${noteNumber}`);
  expect(text).toContain(`Against invoice ${invoiceNumber}`);
  expect(text).toContain(BUYER);
  expect(text).toContain(`BIN: ${BUYER_BIN}`);
  // The buyer's address, which Mushak-6.3 and its credit note carry, as the till took it.
  expect(text).toContain('12 Tejgaon I/A Dhaka 1208');
  expect(text).toMatch(/৳1,000\.00 15% ৳150\.00 ৳1,150\.00/);
  expect(text).toMatch(/Total credited ৳1,150\.00/);
  await screenshotPdf(page, file, 'vat-mushak-6.7');

  // The month on the Tax page: two invoices (the web's and the till's), one credit note subtracted.
  const admin = await secondShopAdmin();
  // The shop's month, as the Tax page shows it: Dhaka's calendar, not this computer's.
  const { tax } = bodyOf(await secondShopApi.config());
  const month = calendarMonth(new Date(), tax.timeZone);
  const summary = bodyOf(await secondShopApi.taxSummary({ as: admin, query: month }));
  // The web order's ৳1,220 alone is left: ৳1,060.87 without VAT and ৳159.13 of VAT.
  expect(summary).toMatchObject({
    regime: 'BD_VAT',
    rates: [{ rate: 15, taxable: 1060.87, vat: 159.13, cgst: 0, sgst: 0, igst: 0 }],
    totals: { invoices: 2, creditNotes: 1, taxable: 1060.87, tax: 159.13 },
  });
  await page.goto(routes.overview);
  await page
    .getByRole('navigation', { name: dashboardText.menuLabel })
    .getByRole('link', { name: taxPageText.menu })
    .click();
  const table = page.getByRole('table', { name: taxPageText.figuresOf(month.from, month.to) });
  await expect(table.getByRole('row')).toHaveText([
    `${taxPageText.columns.rate}${taxPageText.columns.taxable}${taxPageText.columns.vat}`,
    `15%${taka(1060.87)}${taka(159.13)}`,
    `${taxPageText.total}${taka(1060.87)}${taka(159.13)}`,
  ]);
  await expect(page.getByText(taxPageText.totalTax(taka(159.13)))).toBeVisible();
  await expect(page.getByText(taxPageText.documents(2, 1))).toBeVisible();
  await expectNoAxeViolations(page, 'the Tax page of a VAT shop');
  await saveScreenshots(page, 'vat-tax-page');

  const [register] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: taxPageText.sections.register }).click(),
  ]);
  expect(register.suggestedFilename()).toBe(`sales-register-${month.from}-to-${month.to}.csv`);
  const [header, ...rows] = (await readFile((await register.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(header).toBe('Number,Kind,Cites,Date,Time,Buyer,Buyer BIN,Value without VAT,VAT,Value with VAT');
  const time = String.raw`\d{4}-\d{2}-\d{2},\d{2}:\d{2}`;
  expect(rows).toEqual([
    expect.stringMatching(
      new RegExp(`^INV/[^,]+,Invoice,,${time},Nadia Rahman,,1060\\.87,159\\.13,1220\\.00$`),
    ),
    expect.stringMatching(
      new RegExp(`^${invoiceNumber},Invoice,,${time},${BUYER},${BUYER_BIN},1000\\.00,150\\.00,1150\\.00$`),
    ),
    expect.stringMatching(
      new RegExp(
        `^${noteNumber},Credit note,${invoiceNumber},${time},${BUYER},${BUYER_BIN},-1000\\.00,-150\\.00,-1150\\.00$`,
      ),
    ),
  ]);
});
