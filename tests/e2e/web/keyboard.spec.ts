/**
 * The shop with the keyboard alone: after opening the first page, nothing is clicked. The customer
 * skips the header, signs in, buys a tool, pays with the sandbox card and writes a review, moving with
 * Tab and choosing with Enter, Space and the arrow keys.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { authText } from '../../../src/shared/strings/labels/auth';
import { fieldLabels } from '../../../src/shared/strings/labels/common';
import { dashboardMenu, dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { orders } from '../../../src/shared/strings/labels/orders';
import { shellText } from '../../../src/shared/strings/labels/shell';
import { purchase } from '../../../src/shared/strings/labels/storefront';
import { toasts } from '../../../src/shared/strings/labels/toasts';
import { createAccount } from './support/accounts';
import { productInStock } from './support/catalogue';

/** Tab stops a page may have before the wanted one; more means it cannot be reached in practice. */
const MAX_TABS = 80;

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    // These configs type-check without the DOM library: the document is reached untyped.
    const focused = await target.evaluate(
      (element) =>
        element ===
        (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
    );
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with Tab within ${MAX_TABS} presses`).toBeFocused();
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('a customer buys, pays and reviews with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  // A name of its own: the landing spec finds each reviewer's name once.
  const account = await createAccount({ name: 'Keyboard Shopper' });
  const product = await productInStock();

  await page.goto('/login');
  // The app draws the sign-in page over the HTML's shell: a Tab pressed before it has would be lost.
  await expect(page.getByLabel(fieldLabels.email)).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: shellText.skipToContent });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await typeInto(page, page.getByLabel(fieldLabels.email), account.email);
  await typeInto(page, page.getByLabel(authText.password, { exact: true }), account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();

  // Buy Now links are told apart by their product.
  const buyNow = page.getByRole('link', { name: shellText.buyNowFor(product.name), exact: true });
  await tabTo(page, buyNow);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: purchase.title, level: 1 })).toBeFocused();
  await expect(page.getByRole('heading', { name: product.name, exact: true })).toBeVisible();

  await typeInto(page, page.getByLabel(purchase.recipient), 'Jane Doe');
  await typeInto(page, page.getByLabel(purchase.street, { exact: true }), '12 Tool Street');
  await typeInto(page, page.getByLabel(fieldLabels.city), 'Dhaka');
  await typeInto(page, page.getByLabel(fieldLabels.postalCode), '1207');
  await typeInto(page, page.getByRole('textbox', { name: fieldLabels.phone, exact: true }), '5550100');
  await tabTo(page, page.getByRole('button', { name: purchase.purchaseNow }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(toasts.purchaseSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/dasboard\/myorder$/);

  const order = page.getByRole('table', { name: dashboardMenu.myOrders }).getByRole('row').filter({
    hasText: product.name,
  });
  await tabTo(page, order.getByRole('link', { name: orders.pay }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: dashboardText.payment.title })).toBeFocused();

  await typeInto(page, page.getByLabel(dashboardText.payment.cardNumber), '4242 4242 4242 4242');
  await typeInto(page, page.getByLabel(dashboardText.payment.expiry), '12/34');
  await typeInto(page, page.getByLabel(dashboardText.payment.cvc), '123');
  const pay = page.getByRole('button', { name: orders.pay, exact: true });
  await expect(pay).toBeEnabled();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await expect(page.getByText(toasts.paymentSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/dasboard\/myorder$/);
  // In the Status column and, with the transaction id, in the spec's Payment column.
  await expect(order.getByText(orders.states.paid, { exact: true })).toHaveCount(2);

  await tabTo(page, page.getByRole('link', { name: dashboardMenu.addReview }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: dashboardText.review.title })).toBeFocused();
  await typeInto(
    page,
    page.getByLabel(dashboardText.review.text),
    'Arrived well packed; keyboard-only checkout.',
  );
  // Into the stars: the arrow keys choose, and Space confirms the star that has the focus.
  await page.keyboard.press('Tab');
  for (let star = 0; star < 4; star++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: dashboardText.review.stars(4) })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: dashboardText.review.stars(3) })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await tabTo(page, page.getByRole('button', { name: dashboardText.review.save }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(toasts.reviewSaved)).toBeVisible();
  await expect(page.getByText(toasts.selectRating)).toHaveCount(0);
});
