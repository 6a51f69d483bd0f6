/**
 * Buying several tools in one order, as a visitor would: two tools into the cart while signed out,
 * sign in on the way to checkout (the browser's cart merges into the account's, per product the
 * larger quantity), one order delivered to a street address, paid by card, and its detail page
 * with both lines; then the admin finds it by its number and sees both lines, the street and the
 * packing slip with a box per line. axe and screenshots on the cart and the checkout.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Product } from '../../../src/shared/entities';
import { routes } from '../../../src/shared/routes';
import { common, fieldLabels } from '../../../src/shared/strings/labels/common';
import { dashboardMenu, dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { orders, packingSlipText } from '../../../src/shared/strings/labels/orders';
import { shopping } from '../../../src/shared/strings/labels/shopping';
import { cartPage } from '../../../src/shared/strings/labels/cartPage';
import { browse } from '../../../src/shared/strings/labels/browse';
import { purchase } from '../../../src/shared/strings/labels/storefront';
import { toasts } from '../../../src/shared/strings/labels/toasts';
import { messages } from '../../../src/shared/strings/validation';
import { bodyOf, sessionOf } from '../../support/apiClient';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { addProduct } from './support/catalogue';
import { saveScreenshots } from './support/screenshots';
import { stack } from './support/stack';
import { stackApi } from './support/stackApi';
import { usd } from '../../support/money';

const cartButton = (page: Page, units: number) =>
  page.getByRole('banner').getByRole('link', { name: shopping.cartButton(units) });

/**
 * Screenshots at 1280 and 390 px, once the toasts are dismissed (they slide over the page); at 390 px
 * nothing may be wider than the screen.
 */
async function lookAt(page: Page, name: string): Promise<void> {
  // One at a time, the first each turn: a toast closing by itself must not leave a stale handle.
  const closers = page.locator('.Toastify__close-button');
  while ((await closers.count()) > 0)
    await closers
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await saveScreenshots(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate('document.documentElement.scrollWidth'), `${name} at 390 px`).toBe(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Finds the tool with the header's search box and presses its Add to cart. */
async function addFromLanding(page: Page, product: Product): Promise<void> {
  await page.getByRole('searchbox', { name: browse.searchLabel }).fill(product.name);
  await page.getByRole('searchbox', { name: browse.searchLabel }).press('Enter');
  const card = page.getByRole('article', { name: product.name });
  await card.getByRole('button', { name: shopping.addToCartFor(product.name) }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: shopping.added(product.name, product.minimumOrder) }),
  ).toBeVisible();
}

test('two tools added signed out, merged at sign-in, ordered to a street in one order and paid; the admin sees both lines, the street and the slip', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const hammer = await addProduct({
    name: `Cart Claw Hammer ${suffix}`,
    description: 'Forged steel, for the cart journey.',
    minimumOrder: 2,
    availableQuentity: 40,
    price: 14.75,
  });
  const level = await addProduct({
    name: `Cart Spirit Level ${suffix}`,
    description: 'Three vials, for the cart journey.',
    minimumOrder: 1,
    availableQuentity: 20,
    price: 25.5,
  });
  const account = await createAccount();
  // The account's own cart already holds three levels: more than the browser's one, so three stay.
  const as = sessionOf(account.email, account.accessToken);
  const held = await stackApi.setCartItem({ as, params: { productId: level._id }, body: { quantity: 3 } });
  expect(held.status).toBe(200);

  await page.goto(routes.home);
  // Once the app has taken the landing over (its tools come from the API), a search stays in the app:
  // a search page the server rendered ignores a press until the app has taken it over in turn.
  await expect(page.locator('section#tools').getByRole('article').first()).toBeVisible();
  await addFromLanding(page, hammer);
  await addFromLanding(page, level);
  await expect(cartButton(page, 3)).toBeVisible();

  await cartButton(page, 3).click();
  await expect(page.getByRole('heading', { level: 1, name: cartPage.cartTitle })).toBeVisible();
  const hammerLine = page.getByRole('article', { name: hammer.name });
  await expect(hammerLine.getByRole('textbox', { name: cartPage.quantityFor(hammer.name) })).toHaveValue('2');
  // Below the hammer's minimum: its own words, and the cart keeps two.
  await hammerLine.getByRole('textbox', { name: cartPage.quantityFor(hammer.name) }).fill('1');
  await hammerLine.getByRole('textbox', { name: cartPage.quantityFor(hammer.name) }).press('Enter');
  await expect(hammerLine.getByText(messages.quantityMin(2).trim())).toBeVisible();
  await hammerLine.getByRole('textbox', { name: cartPage.quantityFor(hammer.name) }).fill('2');
  await expect(hammerLine.getByText(messages.quantityMin(2).trim())).toBeHidden();
  await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(2 * 14.75 + 25.5));
  await expectNoAxeViolations(page, 'the cart, signed out');
  await lookAt(page, 'cart');

  await page.getByRole('link', { name: cartPage.checkout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughUi(page, account.email, account.password);

  // Back at checkout, the carts merged: two hammers from the browser, three levels from the account.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(cartButton(page, 5)).toBeVisible();
  const lines = page.getByTestId('order-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: hammer.name })).toContainText(cartPage.lineSummary(2, usd(14.75)));
  await expect(lines.filter({ hasText: level.name })).toContainText(cartPage.lineSummary(3, usd(25.5)));
  // With the address's country alone, delivery is the country's charge (outside Dhaka, $4).
  await expect(page.getByTestId('checkout-total')).toHaveText(usd(2 * 14.75 + 3 * 25.5 + 4));

  await page.getByRole('button', { name: cartPage.placeOrder }).click();
  await expect(page.getByText(messages.recipientRequired)).toBeVisible();
  await expect(page.getByText(messages.streetRequired)).toBeVisible();
  await page.getByLabel(purchase.recipient).fill('Nadia Rahman');
  await page.getByLabel(purchase.street, { exact: true }).fill('27 Workshop Lane');
  await page.getByLabel(purchase.street2).fill('Unit 4');
  await page.getByLabel(fieldLabels.city).fill('Dhaka');
  await page.getByLabel(fieldLabels.postalCode).fill('1212');
  await page.getByRole('textbox', { name: fieldLabels.phone, exact: true }).fill('01711000000');
  await expect(page.getByLabel(common.loading)).toHaveCount(0);
  // Inside Dhaka, $2.
  const total = usd(2 * 14.75 + 3 * 25.5 + 2);
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
  await expectNoAxeViolations(page, 'checkout');
  await lookAt(page, 'checkout');

  await page.getByRole('button', { name: cartPage.placeOrder }).click();
  await expect(page).toHaveURL(/\/dasboard\/payment\/[\w-]+$/);
  const orderId = page.url().split('/').pop()!;
  const placed = bodyOf(await stackApi.orderDetail({ as, params: { id: orderId } }));
  expect(Object.fromEntries(placed.lines.map((line) => [line.productId, line.quantity]))).toEqual({
    [hammer._id]: 2,
    [level._id]: 3,
  });
  await expect(
    page.getByRole('alert').filter({ hasText: cartPage.orderPlaced(placed.number) }),
  ).toBeVisible();
  // The ordered tools left the cart.
  await expect(cartButton(page, 0)).toBeVisible();

  await page.getByLabel(dashboardText.payment.cardNumber).fill('4242 4242 4242 4242');
  await page.getByLabel(dashboardText.payment.expiry).fill('12/34');
  await page.getByLabel(dashboardText.payment.cvc).fill('123');
  await page.getByRole('button', { name: orders.pay, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: toasts.paymentSaved })).toBeVisible();

  await page.goto(routes.orderDetail(orderId));
  const main = page.getByRole('main');
  await expect(main.getByText(hammer.name, { exact: true })).toBeVisible();
  await expect(main.getByText(level.name, { exact: true })).toBeVisible();
  await expect(main.getByRole('region', { name: fieldLabels.shipTo })).toContainText('27 Workshop Lane');
  await expect(main.getByText(total).first()).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInThroughUi(admin, stack.admin.email, stack.admin.password);
  await admin.goto(routes.manageOrders);
  await admin.getByLabel(dashboardText.table.search, { exact: true }).fill(String(placed.number));
  const row = admin
    .getByRole('table', { name: dashboardMenu.manageAllOrders })
    .getByRole('row')
    .filter({ hasText: `#${placed.number}` });
  await expect(row).toContainText(hammer.name);
  await expect(row).toContainText(level.name);
  await row.getByRole('link', { name: orders.detailsOf(placed.name) }).click();
  const detail = admin.getByRole('main');
  await expect(detail.getByText(hammer.name, { exact: true })).toBeVisible();
  await expect(detail.getByText(level.name, { exact: true })).toBeVisible();
  await expect(detail.getByRole('region', { name: fieldLabels.shipTo })).toContainText('27 Workshop Lane');

  await admin.getByRole('link', { name: packingSlipText.print }).click();
  const slip = admin.getByRole('article', { name: packingSlipText.title });
  await expect(slip).toContainText(`#${placed.number}`);
  await expect(slip).toContainText('27 Workshop Lane');
  await expect(
    slip.getByRole('checkbox', { name: packingSlipText.packedLine(2, hammer.name) }),
  ).toBeVisible();
  await expect(slip.getByRole('checkbox', { name: packingSlipText.packedLine(3, level.name) })).toBeVisible();
  await admin.context().close();
});
