/**
 * A shop in Bengaluru under India's GST (TAX_REGIME=IN_GST, its state Karnataka), as its customers
 * buy: checkout asks the state an Indian address is in and says the GST in the total; a tool of 18%
 * and HSN 8204 delivered to Maharashtra is charged IGST, and its invoice, downloaded from the order's
 * page as a PDF, names the shop's GSTIN and the place of supply "Maharashtra (27)"; delivered within
 * Karnataka to a business with a GSTIN it is charged CGST and SGST. Screenshots at 1280 and 390 px of
 * checkout with the state chosen and of the order's page with its tax; axe on both. On a phone, a
 * dear order's page shows every figure of its items and its tax, none cut off by its card.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import type { Product } from '../../../src/shared/entities';
import { routes } from '../../../src/shared/routes';
import { cartPage } from '../../../src/shared/strings/labels/cartPage';
import { fieldLabels } from '../../../src/shared/strings/labels/common';
import { taxText } from '../../../src/shared/strings/labels/orderTax';
import { orders } from '../../../src/shared/strings/labels/orders';
import { shopping } from '../../../src/shared/strings/labels/shopping';
import { purchase } from '../../../src/shared/strings/labels/storefront';
import { toasts } from '../../../src/shared/strings/labels/toasts';
import { bodyOf } from '../../support/apiClient';
import { gstShop } from '../../support/taxShops';
import { expectNoAxeViolations } from './support/axe';
import { payWithCard, signInThroughUi } from './support/browser';
import { saveScreenshots } from './support/screenshots';
import {
  secondShop,
  secondShopAdmin,
  secondShopApi,
  secondShopCustomer,
  startSecondShop,
} from './support/secondShop';

const BUYER_GSTIN = '27AAPFU0939F1ZV';

test.use({ baseURL: secondShop.url });

let stopShop: () => Promise<void>;
let wrench: Product;
/** Dear enough that a phone's order page must fit "2 × ₹1,35,999.00" and "₹2,71,998.00" beside its name. */
let demolitionHammer: Product;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  stopShop = await startSecondShop(gstShop.settings);
  const admin = await secondShopAdmin();
  const [seeded] = bodyOf(await secondShopApi.listProducts());
  /** A tool of 18% with its picture borrowed from the seeded catalogue. */
  const addTool = async (
    tool: Pick<Product, 'name' | 'description' | 'minimumOrder' | 'price' | 'hsnCode'>,
  ) =>
    bodyOf(
      await secondShopApi.addProduct({
        as: admin,
        body: { ...tool, hsnCode: tool.hsnCode!, img: seeded!.img, availableQuentity: 50, taxRate: 18 },
      }),
    );
  wrench = await addTool({
    name: 'Torque Wrench 1/2"',
    description: 'Clicks at the torque set, 40 to 210 Nm.',
    minimumOrder: 1,
    price: 1180,
    hsnCode: '8204',
  });
  demolitionHammer = await addTool({
    name: 'Demolition Hammer 30 kg',
    description: 'Breaks concrete and asphalt with 62 J of impact energy.',
    minimumOrder: 2,
    price: 135999,
    hsnCode: '8467',
  });
});
test.afterAll(async () => stopShop?.());

/** Signs a new customer in, puts the tool (its least order) in their cart from its page, and opens checkout. */
async function toCheckout(page: Page, tool = wrench): Promise<void> {
  const { email, password } = await secondShopCustomer('Priya Kulkarni', '9820012345');
  await signInThroughUi(page, email, password);
  await page.goto(routes.product(tool._id));
  // Its price says it includes every tax, as India's Legal Metrology rules ask of a shop online.
  await expect(page.getByTestId('price-tax-note')).toHaveText(taxText.inclusiveOfAllTaxes);
  await page.getByRole('button', { name: shopping.addToCart }).first().click();
  await expect(
    page.getByRole('alert').filter({ hasText: shopping.added(tool.name, tool.minimumOrder) }),
  ).toBeVisible();
  await page.goto(routes.checkout);
}

/** Fills the address, an Indian one in `state`, its state chosen from the list by typing. */
async function fillIndianAddress(page: Page, city: string, postalCode: string, state: string) {
  await page.getByLabel(purchase.recipient).fill('Priya Kulkarni');
  await page.getByLabel(purchase.street, { exact: true }).fill('7 Tilak Road');
  await page.getByLabel(fieldLabels.city).fill(city);
  await page.getByLabel(fieldLabels.postalCode).fill(postalCode);
  // A GST shop's new address starts in India, and so asks its state at once.
  await expect(page.getByLabel(fieldLabels.country)).toHaveValue('India');
  const region = page.getByRole('combobox', { name: taxText.region });
  await region.fill(state.slice(0, 5));
  await page.getByRole('option', { name: state, exact: true }).click();
  await expect(region).toHaveValue(state);
  await page.getByRole('textbox', { name: fieldLabels.phone, exact: true }).fill('9820012345');
}

/** Places the order, pays it with the sandbox's card and opens its page from My Orders. */
async function payAndOpen(page: Page, tool = wrench): Promise<void> {
  await page.getByRole('button', { name: cartPage.placeOrder }).click();
  await expect(page).toHaveURL(/\/dasboard\/payment\//);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText(toasts.paymentSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/dasboard\/myorder$/);
  await page
    .getByRole('link', { name: orders.detailsOf(tool.name) })
    .first()
    .click();
  await expect(page.getByRole('region', { name: taxText.invoicesTitle })).toBeVisible();
}

/** Scrolls the page, as a swipe up or down would, until the element's top is near the top. */
async function toRow(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error('not shown');
  const viewport = page.viewportSize()!;
  if (box.y < 0 || box.y + box.height > viewport.height) {
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.mouse.wheel(0, box.y - 120);
    await expect
      .poll(async () => {
        const { y } = (await element.boundingBox()) ?? box;
        return y >= 0 && y + box.height <= viewport.height;
      })
      .toBe(true);
  }
}

const taxTable = (page: Page) =>
  page.getByRole('region', { name: taxText.taxTitle }).getByRole('table', { name: taxText.taxTableLabel });

test('delivered to Maharashtra: IGST, and the invoice PDF names the GSTIN and the place of supply', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await toCheckout(page);
  await fillIndianAddress(page, 'Pune', '411001', 'Maharashtra');
  // ₹1,180 at 18% holds ₹180.00; India's ₹80 delivery at the default 18% holds ₹12.20.
  await expect(page.getByTestId('checkout-total')).toHaveText('₹1,260.00');
  await expect(page.getByTestId('tax-included')).toHaveText('incl. ₹192.20 GST');
  await page.getByRole('checkbox', { name: taxText.businessPurchase }).check();
  await expect(page.getByRole('textbox', { name: taxText.gstin })).toBeVisible();
  await expectNoAxeViolations(page, 'checkout in a GST shop, its business purchase open');
  await page.getByRole('checkbox', { name: taxText.businessPurchase }).uncheck();
  await saveScreenshots(page, 'taxui-checkout');

  await payAndOpen(page);
  await expect(taxTable(page).getByRole('row')).toHaveText([
    `${taxText.rate}${taxText.taxable}${taxText.igst}`,
    '18%₹1,067.80₹192.20',
  ]);
  const tax = page.getByRole('region', { name: taxText.taxTitle });
  await expect(tax).toContainText(`${taxText.placeOfSupply}Maharashtra (27)`);
  await expect(page.getByTestId('order-tax-included')).toHaveText('incl. ₹192.20 GST');
  await expectNoAxeViolations(page, 'an order’s page with its tax and invoice');
  await saveScreenshots(page, 'taxui-order');

  const invoices = page.getByRole('region', { name: taxText.invoicesTitle });
  const number = (await invoices.getByText(/^Invoice INV\//).textContent())!.replace('Invoice ', '');
  const downloading = page.waitForEvent('download');
  await invoices.getByRole('button', { name: taxText.downloadInvoiceOf(number) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  expect(text).toContain(gstShop.gstin);
  expect(text).toContain('Maharashtra (27)');
  expect(text).toContain(number);

  await page.goto(routes.myOrders);
  const row = page.getByRole('row').filter({ hasText: wrench.name });
  await expect(row).toContainText('incl. ₹192.20 GST');
  await expect(row.getByRole('button', { name: taxText.downloadInvoiceOf(number) })).toBeVisible();
  await expectNoAxeViolations(page, 'My Orders with a taxed, invoiced order');
  await saveScreenshots(page, 'taxui-myorders');
});

test('delivered within Karnataka to a business with a GSTIN: CGST and SGST, the business on the order', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await toCheckout(page);
  // The cart and the purchase page say it too, and pass axe with the state asked.
  await page.goto(routes.cart);
  await expect(page.getByTestId('tax-included')).toHaveText(taxText.inclTax);
  await expectNoAxeViolations(page, 'the cart in a GST shop');
  await page.goto(routes.purchase(wrench._id));
  await page.getByLabel(fieldLabels.country).selectOption('India');
  await expect(page.getByRole('combobox', { name: taxText.region })).toBeVisible();
  await expect(page.getByTestId('tax-included')).toHaveText('incl. ₹192.20 GST');
  await expectNoAxeViolations(page, 'the purchase page in a GST shop, an Indian address');
  await page.goto(routes.checkout);
  await fillIndianAddress(page, 'Mysuru', '570001', 'Karnataka');
  await page.getByRole('checkbox', { name: taxText.businessPurchase }).check();
  await page.getByRole('textbox', { name: taxText.businessName }).fill('Mysuru Fabricators LLP');
  await page.getByRole('textbox', { name: taxText.gstin }).fill(BUYER_GSTIN.toLowerCase());

  await payAndOpen(page);
  await expect(taxTable(page).getByRole('row')).toHaveText([
    `${taxText.rate}${taxText.taxable}${taxText.cgst}${taxText.sgst}`,
    '18%₹1,067.80₹96.10₹96.10',
  ]);
  const tax = page.getByRole('region', { name: taxText.taxTitle });
  await expect(tax).toContainText(`${taxText.placeOfSupply}Karnataka (29)`);
  await expect(tax).toContainText(`Mysuru Fabricators LLPGSTIN ${BUYER_GSTIN}`);
  await expect(page.getByText(toasts.paymentSaved)).toBeHidden({ timeout: 20_000 });
  await saveScreenshots(page, 'taxui-order-karnataka');
});

test('on a phone every figure of a dearer order can be read: none is cut off by its card', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await toCheckout(page, demolitionHammer);
  await fillIndianAddress(page, 'Mysuru', '570001', 'Karnataka');
  await payAndOpen(page, demolitionHammer);
  await page.setViewportSize({ width: 390, height: 844 });
  const items = page.getByRole('table', { name: orders.items });
  await expect(items).toContainText('2 × ₹1,35,999.00');
  await expect(items).toContainText('₹2,71,998.00');
  for (const table of [items, taxTable(page)]) {
    // A thumb's swipes: they scroll what a customer can scroll, never a card's clipped edge.
    await toRow(page, table);
    await table.hover();
    await page.mouse.wheel(600, 0);
    for (const cell of await table.locator('tr > :last-child:visible').all()) {
      await toRow(page, cell);
      // Not 1: a table's edge may fall between two pixels.
      await expect(cell, await cell.innerText()).toBeInViewport({ ratio: 0.99 });
    }
  }
});
