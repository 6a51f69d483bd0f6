/**
 * Staff keep the catalogue against the real stack in Chromium: a tool with less stock than its
 * minimum order says so plainly and offers no Buy Now; the admin finds it first in Manage Products, marked low on stock, restocks it
 * on its edit page, and Buy Now comes back. A stale edit says someone else changed the product.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Product } from '../../../src/shared/entities';
import { dashboardMenu, dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { browse } from '../../../src/shared/strings/labels/browse';
import { landing, purchase } from '../../../src/shared/strings/labels/storefront';
import { createAccount } from './support/accounts';
import { signInThroughUi } from './support/browser';
import { addProduct, products } from './support/catalogue';
import { saveScreenshots } from './support/screenshots';
import { stack } from './support/stack';
import { adminSession, stackApi } from './support/stackApi';

const edit = dashboardText.editProduct;
const fields = dashboardText.addProduct;

/** A new product with no stock to sell. */
const soldOutProduct = (): Promise<Product> =>
  addProduct({
    name: `Pipe Bender ${Date.now().toString(36)}`,
    description: 'Bends copper and steel pipe up to 22 mm.\nSupplied with three formers.',
    minimumOrder: 3,
    availableQuentity: 1,
    price: 58.25,
  });

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function findOnLanding(page: Page, name: string) {
  await page.goto('/');
  await page.getByRole('searchbox', { name: browse.searchLabel }).fill(name);
  await page.getByRole('searchbox', { name: browse.searchLabel }).press('Enter');
  await expect(card(page, name)).toBeVisible();
  return card(page, name);
}

test('the admin restocks a sold-out tool and the storefront offers Buy Now again', async ({ page }) => {
  const tool = await soldOutProduct();

  const before = await findOnLanding(page, tool.name);
  await expect(before.getByText(landing.notOrderable(1, 3))).toBeVisible();
  await expect(before.getByRole('link', { name: landing.buyNow })).toHaveCount(0);
  await saveScreenshots(page, 'catalogue-landing-sold-out');

  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await page.goto('/dasboard/manageproduct');
  const table = page.getByRole('table', { name: dashboardMenu.manageProducts });
  // Newest first: the product just added leads the list, marked low on stock.
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText(tool.name);
  await expect(firstRow).toContainText(dashboardText.manageProducts.lowStock);
  await saveScreenshots(page, 'catalogue-manage-products');

  await firstRow.getByRole('link', { name: `${dashboardText.manageProducts.edit} ${tool.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dasboard/manageproduct/${tool._id}$`));
  await expect(page.getByLabel(fields.name)).toHaveValue(tool.name);
  await page.getByLabel(fields.availableQuentity).fill('60');
  await saveScreenshots(page, 'catalogue-edit-product');
  await page.getByRole('button', { name: edit.save }).click();
  await expect(page.getByText(edit.saved(tool.name))).toBeVisible();

  const after = await findOnLanding(page, tool.name);
  await expect(after.getByText(landing.notOrderable(1, 3))).toHaveCount(0);
  await after.getByRole('link', { name: landing.buyNow }).click();
  await expect(page).toHaveURL(new RegExp(`/purchase/${tool._id}$`));
  await expect(page.getByTestId('available-quantity')).toHaveText('60');
  await expect(page.getByRole('button', { name: purchase.purchaseNow })).toBeEnabled();
});

test('a sold-out tool’s purchase page says so and cannot be submitted', async ({ page }) => {
  const tool = await soldOutProduct();
  const customer = await createAccount();
  await signInThroughUi(page, customer.email, customer.password);
  await page.goto(`/purchase/${tool._id}`);
  await expect(page.getByText(purchase.soldOut)).toBeVisible();
  await expect(page.getByRole('button', { name: purchase.purchaseNow })).toBeDisabled();
  // The whole description, line breaks included.
  await expect(page.getByText('Supplied with three formers.', { exact: false })).toBeVisible();
});

test('a stale edit says someone else changed the product and shows their values', async ({ page }) => {
  const tool = await soldOutProduct();
  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await page.goto(`/dasboard/manageproduct/${tool._id}`);
  await expect(page.getByLabel(fields.name)).toHaveValue(tool.name);

  // Another member of staff saves first.
  const theirs = await stackApi.editProduct({
    as: await adminSession(),
    params: { id: tool._id },
    headers: { 'if-match': String(tool.version) },
    body: { price: 61.75, availableQuentity: 12 },
  });
  expect(theirs.status).toBe(200);

  await page.getByLabel(fields.availableQuentity).fill('40');
  await page.getByRole('button', { name: edit.save }).click();
  const notice = page.getByRole('alert', { name: edit.staleTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('$61.75');
  await expect(notice).toContainText('12');
  await expect(page.getByLabel(fields.availableQuentity)).toHaveValue('40');
  await saveScreenshots(page, 'catalogue-stale-edit');

  await page.getByRole('button', { name: edit.save }).click();
  await expect(page.getByText(edit.saved(tool.name))).toBeVisible();
  const saved = (await products()).find((p) => p._id === tool._id);
  expect(saved).toMatchObject({ price: 61.75, availableQuentity: 40 });
});
