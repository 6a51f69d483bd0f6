/** Steps the e2e tests take in the browser through the real pages. */
import { expect, type Page } from '@playwright/test';
import type { Product } from '../../../../src/shared/entities';
import { authText, nav, purchase, toasts } from '../../../../src/shared/strings';

/** Signs in on `/login` and waits until the app has left the login page. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel(authText.email).fill(email);
  await page.getByLabel(authText.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: authText.login, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: nav.accountMenu })).toBeVisible();
}

export interface ShippingFields {
  company?: string;
  city: string;
  postalCode: string;
  phone: string;
}

/** Buys the product's minimum quantity on its purchase page; the app then shows My Orders. */
export async function buyThroughUi(page: Page, product: Product, shipping: ShippingFields): Promise<void> {
  await page.goto(`/purchase/${product._id}`);
  if (shipping.company) await page.getByLabel(purchase.company).fill(shipping.company);
  await page.getByLabel(purchase.city).fill(shipping.city);
  await page.getByLabel(purchase.postalCode).fill(shipping.postalCode);
  await page.getByRole('textbox', { name: purchase.phone, exact: true }).fill(shipping.phone);
  await page.getByRole('button', { name: purchase.purchaseNow }).click();
  await expect(page.getByText(toasts.purchaseSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/dasboard\/myorder$/);
}
