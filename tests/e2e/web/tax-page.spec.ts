/**
 * A GST shop in Bengaluru (TAX_REGIME=IN_GST) that sold this month to its own state, to a business in
 * Maharashtra with a GSTIN, and refunded part of that: the admin finds Tax in the menu, reads the
 * month's taxable value, CGST, SGST and IGST by rate as the API adds them up, and downloads GSTR-1's
 * B2B and B2CS sections as the offline tool's CSV files. Screenshots at 1280 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { formatMoney } from '../../../src/shared/currency';
import type { Order, Product } from '../../../src/shared/entities';
import { routes } from '../../../src/shared/routes';
import { dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { taxText } from '../../../src/shared/strings/labels/tax';
import { calendarMonth } from '../../../src/shared/tax/financialYear';
import { bodyOf, type Session } from '../../support/apiClient';
import { gstShop } from '../../support/taxShops';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { saveScreenshots } from './support/screenshots';
import {
  secondShop,
  secondShopAdmin,
  secondShopApi,
  secondShopCustomer,
  startSecondShop,
} from './support/secondShop';

const rupees = (amount: number) => formatMoney(amount, 'INR');
const BUYER_GSTIN = '27AAPFU0939F1ZV';

test.use({ baseURL: secondShop.url });

let stopShop: () => Promise<void>;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  stopShop = await startSecondShop(gstShop.settings);
});
test.afterAll(async () => stopShop?.());

/** `product` (its minimum order) ordered by `as`, delivered to `region`, and paid with the sandbox's card. */
async function paidOrder(as: Session, product: Product, region: string, buyer = {}): Promise<Order> {
  const placed = bodyOf(
    await secondShopApi.placeOrder({
      as,
      body: {
        lines: [{ productId: product._id, quantity: product.minimumOrder }],
        fullName: 'Arjun Rao',
        addressLine1: '88 Peenya Industrial Area',
        addressLine2: '',
        company: '',
        city: region === 'Karnataka' ? 'Bengaluru' : 'Pune',
        postalCode: '560058',
        country: 'India',
        region,
        phone: '9845012345',
        ...buyer,
      },
    }),
  );
  const { intentId, clientSecret } = bodyOf(
    await secondShopApi.createPaymentIntent({ as, body: { orderId: placed._id } }),
  );
  bodyOf(
    await secondShopApi.confirmSandboxPayment({
      as,
      body: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', intentId, clientSecret },
    }),
  );
  return bodyOf(await secondShopApi.payOrder({ as, params: { id: placed._id }, body: { tnxId: intentId } }));
}

test('the admin reads this month’s GST by rate on the Tax page and downloads GSTR-1’s B2B and B2CS', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { session: customer } = await secondShopCustomer('Arjun Rao', '9845012345');
  const admin = await secondShopAdmin();
  // A tool sold as it is, without options to choose.
  const tool = bodyOf(await secondShopApi.listProducts()).find((product) => product.options.length === 0);
  await paidOrder(customer, tool!, 'Karnataka');
  const toPune = await paidOrder(customer, tool!, 'Maharashtra', {
    buyerBusinessName: 'Pune Fabricators LLP',
    buyerTaxId: BUYER_GSTIN,
  });
  bodyOf(
    await secondShopApi.refundOrder({
      as: admin,
      params: { id: toPune._id },
      body: { amount: 118, reason: 'A dented case' },
    }),
  );

  // The shop's month, as the Tax page shows it: Kolkata's calendar, not this computer's.
  const { tax } = bodyOf(await secondShopApi.config());
  const month = calendarMonth(new Date(), tax.timeZone);
  const summary = bodyOf(await secondShopApi.taxSummary({ as: admin, query: month }));
  expect(summary.totals).toMatchObject({ invoices: 2, creditNotes: 1 });

  await signInThroughUi(page, secondShop.admin.email, secondShop.admin.password);
  await page.goto(routes.overview);
  const menu = page.getByRole('navigation', { name: dashboardText.menuLabel });
  await menu.getByRole('link', { name: taxText.menu }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.tax}$`));
  const table = page.getByRole('table', { name: taxText.figuresOf(month.from, month.to) });
  await expect(table).toBeVisible();
  for (const line of summary.rates) {
    await expect(table.getByRole('row', { name: `${line.rate}%` })).toHaveText(
      [`${line.rate}%`, ...[line.taxable, line.cgst, line.sgst, line.igst].map(rupees)].join(''),
    );
  }
  await expect(table.getByRole('row', { name: taxText.total })).toContainText(rupees(summary.totals.taxable));
  await expect(page.getByText(taxText.totalTax(rupees(summary.totals.tax)))).toBeVisible();
  await expect(page.getByText(taxText.documents(2, 1))).toBeVisible();
  await expectNoAxeViolations(page, 'the Tax page');
  await saveScreenshots(page, 'tax-page');

  const exportSection = async (label: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: label }).click(),
    ]);
    return { name: download.suggestedFilename(), csv: await readFile((await download.path())!, 'utf8') };
  };
  const b2b = await exportSection(taxText.sections.b2b);
  expect(b2b.name).toBe(`gstr1-b2b-${month.from}-to-${month.to}.csv`);
  const [b2bHeader, ...b2bRows] = b2b.csv.trimEnd().split('\r\n');
  expect(b2bHeader).toBe(
    'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
  );
  expect(b2bRows.length).toBeGreaterThan(0);
  for (const row of b2bRows) {
    expect(row).toMatch(new RegExp(`^${BUYER_GSTIN},Pune Fabricators LLP,${toPune.invoiceNumber},`));
    expect(row).toContain(',27-Maharashtra,N,,Regular B2B,,');
  }
  const b2cs = await exportSection(taxText.sections.b2cs);
  const [b2csHeader, ...b2csRows] = b2cs.csv.trimEnd().split('\r\n');
  expect(b2csHeader).toBe(
    'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
  );
  expect(b2csRows).toEqual([expect.stringMatching(/^OE,29-Karnataka,,18,\d+\.\d{2},0,$/)]);
});
