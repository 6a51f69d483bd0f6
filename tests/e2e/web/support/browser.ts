/** Steps the e2e tests take in the browser through the real pages. */
import { expect, type Page } from '@playwright/test';
import type { Product } from '../../../../src/shared/entities';
import { authText } from '../../../../src/shared/strings/labels/auth';
import { fieldLabels } from '../../../../src/shared/strings/labels/common';
import { dashboardText } from '../../../../src/shared/strings/labels/dashboard';
import { orders } from '../../../../src/shared/strings/labels/orders';
import { nav } from '../../../../src/shared/strings/labels/shell';
import { purchase } from '../../../../src/shared/strings/labels/storefront';
import { toasts } from '../../../../src/shared/strings/labels/toasts';

/** The mark `markFromHtml` sets: an element that still has it is the one the page's HTML brought. */
export const FROM_HTML = 'data-from-html';

/**
 * Marks what `selector` finds as the page's HTML brings it, before any script has run: an element the
 * app takes over keeps the mark, one it draws afresh has none.
 */
export const markFromHtml = (page: Page, selector: string) =>
  page.addInitScript({
    content: `document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll(${JSON.stringify(selector)})) element.setAttribute('${FROM_HTML}', '');
    });`,
  });

/**
 * Holds the app's modules (all but the starter the HTML brings) until the answered `serve` is called:
 * what the test does on the page meanwhile happens before the app has started, however slow the machine.
 */
export async function holdAppModules(page: Page): Promise<() => void> {
  let serve!: () => void;
  const held = new Promise<void>((resolve) => (serve = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (!route.request().url().includes('/start-after-paint-')) await held;
    return route.continue();
  });
  return serve;
}

/** Signs in on `/login` and waits until the app has left the login page. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel(fieldLabels.email).fill(email);
  await page.getByLabel(authText.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: nav.login, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: nav.accountMenu })).toBeVisible();
}

export interface ShippingFields {
  fullName?: string;
  addressLine1?: string;
  company?: string;
  city: string;
  postalCode: string;
  phone: string;
}

/** Buys the product's minimum quantity on its purchase page; the app then shows My Orders. */
export async function buyThroughUi(page: Page, product: Product, shipping: ShippingFields): Promise<void> {
  await page.goto(`/purchase/${product._id}`);
  await page.getByLabel(purchase.recipient).fill(shipping.fullName ?? 'Rahim Uddin');
  await page.getByLabel(purchase.street, { exact: true }).fill(shipping.addressLine1 ?? '12 Tool Street');
  if (shipping.company) await page.getByLabel(purchase.company).fill(shipping.company);
  await page.getByLabel(fieldLabels.city).fill(shipping.city);
  await page.getByLabel(fieldLabels.postalCode).fill(shipping.postalCode);
  await page.getByRole('textbox', { name: fieldLabels.phone, exact: true }).fill(shipping.phone);
  await page.getByRole('button', { name: purchase.purchaseNow }).click();
  await expect(page.getByText(toasts.purchaseSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/dasboard\/myorder$/);
}

/** Pays on the payment page with the sandbox's test `number`. */
export async function payWithCard(page: Page, number: string): Promise<void> {
  await page.getByLabel(dashboardText.payment.cardNumber).fill(number);
  await page.getByLabel(dashboardText.payment.expiry).fill('12/34');
  await page.getByLabel(dashboardText.payment.cvc).fill('123');
  const pay = page.getByRole('button', { name: orders.pay, exact: true });
  await expect(pay).toBeEnabled();
  await pay.click();
}

/** Every console error and uncaught exception the page has from now on, as the list grows. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
