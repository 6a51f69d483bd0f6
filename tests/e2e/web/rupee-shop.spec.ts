/**
 * A shop in Kolkata that started with SHOP_CURRENCY=INR: its catalogue seeded at rupee
 * shelf prices (₹8,449, not $99), written with lakh grouping, on the landing, a product's page and its
 * JSON-LD, and at checkout with India's delivery charge in rupees; at the counter, UPI by a QR code
 * that a phone reads as the exact `upi://pay` link, confirmed by the payer's UTR. Screenshots at 1280
 * and 390 px.
 */
import { expect, test } from '@playwright/test';
import { formatMoney } from '../../../src/shared/currency';
import { routes } from '../../../src/shared/routes';
import { fieldLabels } from '../../../src/shared/strings/labels/common';
import { cartPage } from '../../../src/shared/strings/labels/cartPage';
import { counterText } from '../../../src/shared/strings/labels/counterScreen';
import { shopping } from '../../../src/shared/strings/labels/shopping';
import { purchase } from '../../../src/shared/strings/labels/storefront';
import { decodeQrSvg } from '../../support/qrCode';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { openTill, scan } from './support/counter';
import { saveScreenshots } from './support/screenshots';
import { secondShop, secondShopCustomer, seededTool, startSecondShop } from './support/secondShop';

const rupees = (amount: number) => formatMoney(amount, 'INR');
const UPI_ID = 'toolshop@okaxis';

test.use({ baseURL: secondShop.url });

let stopShop: () => Promise<void>;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  stopShop = await startSecondShop({ SHOP_CURRENCY: 'INR', UPI_ID });
});
test.afterAll(async () => stopShop?.());

test('a shopper in Kolkata sees rupees on the landing, a product page and at checkout', async ({ page }) => {
  test.setTimeout(120_000);
  const driver = await seededTool('Impact Driver 18V');
  expect(driver.price).toBe(8_449);

  await page.goto(routes.home);
  await expect(page.getByRole('article', { name: driver.name })).toContainText(rupees(8_449));
  expect(await page.getByRole('main').innerText()).not.toContain('$');
  await saveScreenshots(page, 'rupee-landing');

  await page.goto(routes.product(driver._id));
  await expect(page.getByRole('main')).toContainText(rupees(8_449));
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  );
  expect(jsonLd.offers).toMatchObject({ price: '8449.00', priceCurrency: 'INR' });
  await expectNoAxeViolations(page, 'a product page in rupees');
  await saveScreenshots(page, 'rupee-product');
  await page.getByRole('button', { name: shopping.addToCart }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: shopping.added(driver.name, 2) })).toBeVisible();

  const { email, password } = await secondShopCustomer('Arjun Sen', '9830012345');
  await page.goto(routes.cart);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(rupees(2 * 8_449));
  await page.getByRole('link', { name: cartPage.checkout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel(purchase.recipient).fill('Arjun Sen');
  await page.getByLabel(purchase.street, { exact: true }).fill('14 Park Street');
  await page.getByLabel(fieldLabels.city).fill('Kolkata');
  await page.getByLabel(fieldLabels.postalCode).fill('700016');
  await page.getByLabel(fieldLabels.country).selectOption('India');
  await page.getByRole('textbox', { name: fieldLabels.phone, exact: true }).fill('9830012345');
  // The India zone's default charge in rupees: ₹80, and ₹30 for each kilogram or part over the first
  // (two drivers of 1.3 kg: 2 more).
  await expect(page.getByTestId('checkout-total')).toHaveText(rupees(2 * 8_449 + 80 + 2 * 30));
  await saveScreenshots(page, 'rupee-checkout');
});

test('the counter takes UPI: a QR code of the exact upi://pay link for the amount, then the UTR pays the sale', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const driver = await seededTool('Impact Driver 18V');
  await signInThroughUi(page, secondShop.admin.email, secondShop.admin.password);
  await openTill(page, 2000);
  await scan(page, driver.variants[0]!.sku!);
  await page
    .getByRole('radiogroup', { name: counterText.pay.otherWay })
    .getByText('UPI', { exact: true })
    .click();
  await page.getByLabel(counterText.pay.otherAmount.upi).fill('8449');
  const request = page.getByTestId('digital-request');
  const qr = request.getByRole('img', { name: counterText.pay.request.qr(rupees(8_449), 'Toolshop') });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(256);
  const note = (await request.getByText(/^Note SALE-[A-Z0-9]{8}$/).textContent())!.replace('Note ', '');
  const link = decodeQrSvg(
    (await qr.getAttribute('viewBox'))!,
    (await qr.locator('path').getAttribute('d'))!,
  );
  expect(link).toBe(`upi://pay?pa=${UPI_ID}&pn=Toolshop&am=8449.00&cu=INR&tn=${note}`);
  await saveScreenshots(page, 'rupee-till-upi');

  await page.getByLabel(counterText.pay.otherReference.upi).fill(`4${Date.now().toString().slice(-11)}`);
  await page.getByRole('button', { name: counterText.pay.submit, exact: true }).click();
  await expect(page.getByTestId('last-sale')).toContainText(new RegExp(counterText.done.heading('\\d+')));
});
