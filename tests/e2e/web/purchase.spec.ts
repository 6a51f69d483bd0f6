import { expect, test, type Page } from '@playwright/test';
import type { Product } from '../../../src/shared/entities';
import { fieldLabels } from '../../../src/shared/strings/labels/common';
import { nav } from '../../../src/shared/strings/labels/shell';
import { landing, purchase } from '../../../src/shared/strings/labels/storefront';
import { toasts } from '../../../src/shared/strings/labels/toasts';
import { messages } from '../../../src/shared/strings/validation';
import { createAccount } from './support/accounts';
import { signInThroughUi } from './support/browser';
import { productInStock } from './support/catalogue';
import { saveScreenshots } from './support/screenshots';

async function openPurchasePage(page: Page, product: Product): Promise<void> {
  await page.goto(`/purchase/${product._id}`);
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
}

async function setQuantity(page: Page, quantity: number): Promise<void> {
  await page.getByLabel(fieldLabels.quantity).fill(String(quantity));
  await page.getByRole('button', { name: purchase.updateQuantity }).click();
}

test.describe('purchase page', () => {
  test.beforeEach(async ({ page }) => {
    const account = await createAccount();
    await signInThroughUi(page, account.email, account.password);
  });

  test('refuses a quantity below the minimum order or above the stock, with the spec messages', async ({
    page,
  }) => {
    const product = await productInStock();
    await openPurchasePage(page, product);
    await saveScreenshots(page, 'purchase');

    await setQuantity(page, product.minimumOrder - 1);
    await expect(page.getByText(messages.quantityMin(product.minimumOrder).trim())).toBeVisible();
    await setQuantity(page, product.availableQuentity + 1);
    await expect(page.getByText(messages.quantityMax(product.availableQuentity).trim())).toBeVisible();
  });

  test('a valid purchase shows the toast, lands on My Orders, and the stock drops', async ({ page }) => {
    const product = await productInStock();
    const quantity = product.minimumOrder + 2;
    await openPurchasePage(page, product);

    await setQuantity(page, quantity);
    await expect(page.getByTestId('total-price')).toHaveText(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(product.price * quantity),
    );
    await page.getByLabel(purchase.recipient).fill('Jane Doe');
    await page.getByLabel(purchase.street, { exact: true }).fill('12 Tool Street');
    await page.getByLabel(fieldLabels.city).fill('Dhaka');
    await page.getByLabel(fieldLabels.postalCode).fill('1207');
    await page.getByLabel(fieldLabels.country).selectOption('India');
    await page.getByLabel(fieldLabels.phone).fill('01711000000');
    await page.getByRole('button', { name: purchase.purchaseNow }).click();

    await expect(page.getByRole('alert').filter({ hasText: toasts.purchaseSaved })).toBeVisible();
    await expect(page).toHaveURL(/\/dasboard\/myorder$/);

    await page.getByRole('link', { name: nav.home }).click();
    const card = page.getByRole('article', { name: product.name });
    await card.getByRole('link', { name: landing.buyNow }).click();
    await expect(page.getByTestId('available-quantity')).toHaveText(
      String(product.availableQuentity - quantity),
    );
  });
});
