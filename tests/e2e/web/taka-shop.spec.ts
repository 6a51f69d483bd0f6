/**
 * A shop in Dhaka that started with SHOP_CURRENCY=BDT: its catalogue seeded at taka
 * prices, and every screen, page and email in taka, written with lakh grouping (৳1,23,456.50), never a
 * dollar: the landing, a product's page and its JSON-LD, the cart, checkout, payment, the customer's
 * emails and the admin's lists; the counter asking cash rounded to the taka, its 80 mm receipt with the
 * rounding, and a bKash transaction id that pays one sale only. Screenshots at 1280 and 390 px; axe on
 * the cart, checkout and the till.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../../src/shared/currency';
import { routes } from '../../../src/shared/routes';
import { fieldLabels } from '../../../src/shared/strings/labels/common';
import { dashboardMenu, dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { emailText } from '../../../src/shared/strings/emails';
import { cartPage } from '../../../src/shared/strings/labels/cartPage';
import { orders } from '../../../src/shared/strings/labels/orders';
import { shopping } from '../../../src/shared/strings/labels/shopping';
import { purchase } from '../../../src/shared/strings/labels/storefront';
import { toasts } from '../../../src/shared/strings/labels/toasts';
import { counterText } from '../../../src/shared/strings/labels/counterScreen';
import { digitalPaymentErrors } from '../../../src/shared/strings/counterMessages';
import { receiptText } from '../../../src/shared/strings/receipt';
import { bodyOf } from '../../support/apiClient';
import { mailbox } from '../../server/support/mailCatcher';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { keepPrintedPages, openTill, printedPages, scan } from './support/counter';
import { saveScreenshots } from './support/screenshots';
import {
  secondShop,
  secondShopAdmin,
  secondShopApi,
  secondShopCustomer,
  seededTool,
  startSecondShop,
} from './support/secondShop';
import { stack } from './support/stack';

const taka = (amount: number) => formatMoney(amount, 'BDT');
const inbox = mailbox(stack.mailWebPort);

test.use({ baseURL: secondShop.url });

let stopShop: () => Promise<void>;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  stopShop = await startSecondShop({ SHOP_CURRENCY: 'BDT', BKASH_NUMBER: '01712345678' });
});
test.afterAll(async () => stopShop?.());

/** No dollar sign anywhere in `page`'s main content. */
const expectNoDollars = async (page: Page) =>
  expect(await page.getByRole('main').innerText()).not.toContain('$');

test('a shopper in Dhaka sees taka from the landing to the emails, and the admin lists the order in taka', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const saw = await seededTool('Circular Saw 185 mm');
  // Seeded at a shelf price in taka, not the dollar price: ৳10,740 for the $89.50 saw.
  expect(saw.price).toBe(10_740);

  await page.goto(routes.home);
  const card = page.getByRole('article', { name: saw.name });
  await expect(card).toContainText(taka(10_740));
  await expectNoDollars(page);
  await saveScreenshots(page, 'taka-landing');

  await page.goto(routes.product(saw._id));
  await expect(page.getByRole('main')).toContainText(taka(10_740));
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  );
  expect(jsonLd.offers).toMatchObject({ price: '10740.00', priceCurrency: 'BDT' });
  await page.getByRole('button', { name: shopping.addToCart }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: shopping.added(saw.name, 2) })).toBeVisible();

  const { email, password, session } = await secondShopCustomer('Nadia Rahman', '01711000000');

  await page.goto(routes.cart);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(taka(2 * 10_740));
  await expectNoAxeViolations(page, 'the cart in taka');
  await saveScreenshots(page, 'taka-cart');
  await page.getByRole('link', { name: cartPage.checkout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel(purchase.recipient).fill('Nadia Rahman');
  await page.getByLabel(purchase.street, { exact: true }).fill('27 Workshop Lane');
  await page.getByLabel(fieldLabels.city).fill('Dhaka');
  await page.getByLabel(fieldLabels.postalCode).fill('1212');
  await page.getByRole('textbox', { name: fieldLabels.phone, exact: true }).fill('01711000000');
  await expect(page.getByTestId('order-line')).toContainText(cartPage.lineSummary(2, taka(10_740)));
  await expect(page.getByTestId('checkout-total')).toHaveText(/^৳\d{2},\d{3}\.\d{2}$/);
  await expectNoDollars(page);
  await expectNoAxeViolations(page, 'checkout in taka');
  await saveScreenshots(page, 'taka-checkout');

  await page.getByRole('button', { name: cartPage.placeOrder }).click();
  await expect(page).toHaveURL(/\/dasboard\/payment\/[\w-]+$/);
  const orderId = page.url().split('/').pop()!;
  const placed = bodyOf(await secondShopApi.orderDetail({ as: session, params: { id: orderId } }));
  expect(placed).toMatchObject({ currency: 'BDT', shippingZone: 'Inside Dhaka' });
  await expect(page.getByRole('main')).toContainText(taka(placed.totalPrice));
  await page.getByLabel(dashboardText.payment.cardNumber).fill('4242 4242 4242 4242');
  await page.getByLabel(dashboardText.payment.expiry).fill('12/34');
  await page.getByLabel(dashboardText.payment.cvc).fill('123');
  await page.getByRole('button', { name: orders.pay, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: toasts.paymentSaved })).toBeVisible();

  const paidEmail = await inbox.waitFor(
    email,
    (mail) => mail.subject === emailText.paymentReceived.subject(placed.number),
  );
  expect(paidEmail.text).toContain(taka(placed.totalPrice));
  expect(paidEmail.text).toContain(taka(placed.shippingTotal));
  expect(paidEmail.text).not.toContain('$');

  await page.goto(routes.orderDetail(orderId));
  await expect(page.getByRole('main').getByText(taka(placed.totalPrice)).first()).toBeVisible();
  await expectNoDollars(page);
  await saveScreenshots(page, 'taka-order');

  const admin = await (await browser.newContext({ baseURL: secondShop.url })).newPage();
  await signInThroughUi(admin, secondShop.admin.email, secondShop.admin.password);
  await admin.goto(routes.manageOrders);
  const row = admin
    .getByRole('table', { name: dashboardMenu.manageAllOrders })
    .getByRole('row')
    .filter({ hasText: `#${placed.number}` });
  await expect(row).toContainText(taka(placed.totalPrice));
  await admin.goto(routes.manageProducts);
  await expect(admin.getByRole('main')).toContainText(taka(1_770));
  await expectNoDollars(admin);
  await saveScreenshots(admin, 'taka-manage-products');
  await admin.context().close();
});

test('the counter in taka: cash rounded to the taka on the till and the 80 mm receipt; a bKash transaction id pays one sale', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await secondShopAdmin();
  const [anyTool] = bodyOf(await secondShopApi.listProducts());
  bodyOf(
    await secondShopApi.addProduct({
      as: admin,
      body: {
        name: 'Rotary Hammer 800 W',
        description: 'SDS-plus, three modes.',
        minimumOrder: 1,
        img: anyTool!.img,
        options: [],
        variants: [{ options: {}, sku: 'TK-RH-800', price: 1237.4, availableQuantity: 20 }],
      },
    }),
  );

  await signInThroughUi(page, secondShop.admin.email, secondShop.admin.password);
  await openTill(page, 5000);
  await keepPrintedPages(page);
  await scan(page, 'TK-RH-800');
  // ৳1,237.40 in cash: ৳1,237 asked, the 40 poisha said.
  await expect(page.getByTestId('sale-cash-due')).toHaveText(taka(1237));
  await expect(page.getByTestId('sale-rounding')).toHaveText(counterText.pay.rounding(taka(-0.4)));
  await expectNoAxeViolations(page, 'the till in taka');
  await saveScreenshots(page, 'taka-till');
  await page.keyboard.press('Enter');
  await page.keyboard.type('1300');
  await page.keyboard.press('Enter');
  const lastSale = page.getByTestId('last-sale');
  await expect(lastSale.getByTestId('change-due')).toHaveText(counterText.done.changeDue(taka(63)));
  const paper = printedPages(page).locator('.counter-paper');
  await expect(paper).toHaveCount(1);
  const paperText = await paper.innerText();
  expect(paperText).toContain(receiptText.rounding);
  expect(paperText).toContain(taka(-0.4));
  expect(paperText).toContain(taka(1237.4));
  expect(paperText).not.toContain('$');

  // bKash: the customer sends the money to the shop's number; its transaction id pays this sale only.
  const payByBkash = async (reference: string) => {
    await scan(page, 'TK-RH-800');
    // A segmented control: its radios are drawn by their labels.
    await page
      .getByRole('radiogroup', { name: counterText.pay.otherWay })
      .getByText('bKash', { exact: true })
      .click();
    await expect(page.getByRole('radio', { name: 'bKash' })).toBeChecked();
    await page.getByLabel(counterText.pay.otherAmount.bkash).fill('1237.40');
    await expect(page.getByTestId('wallet-number')).toHaveText('01712345678');
    await page.getByLabel(counterText.pay.otherReference.bkash).fill(reference);
    await page.getByRole('button', { name: counterText.pay.submit, exact: true }).click();
  };
  const reference = `BK${Date.now().toString().slice(-8)}`;
  await payByBkash(reference);
  const heading = new RegExp(counterText.done.heading('(\\d+)'));
  await expect(lastSale).toContainText(heading);
  const paidBy = Number(heading.exec(await lastSale.innerText())![1]);
  await payByBkash(reference);
  await expect(page.getByText(digitalPaymentErrors.referenceUsed('bkash', paidBy))).toBeVisible();
});
