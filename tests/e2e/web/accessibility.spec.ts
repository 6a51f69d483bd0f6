/**
 * axe-core on every screen of the shop, signed out, as a customer and as an admin, with each modal
 * and menu open. Any violation fails.
 */
import { expect, test, type Page } from '@playwright/test';
import { blog } from '../../../src/shared/strings/content/blog';
import { portfolio } from '../../../src/shared/strings/content/portfolio';
import { authText } from '../../../src/shared/strings/labels/auth';
import { common, fieldLabels } from '../../../src/shared/strings/labels/common';
import { dashboardMenu, dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { bellText } from '../../../src/shared/strings/labels/notifications';
import { orders } from '../../../src/shared/strings/labels/orders';
import { nav, notFound } from '../../../src/shared/strings/labels/shell';
import { landing, purchase } from '../../../src/shared/strings/labels/storefront';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { productInStock } from './support/catalogue';
import { stack } from './support/stack';

// Each axe run takes seconds on two cores, and a walk makes a dozen: the customer's took 45 s alone.
test.describe.configure({ timeout: 120_000 });

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

async function openAndCheck(page: Page, path: string, headingName: string): Promise<void> {
  await page.goto(path);
  await expect(heading(page, headingName)).toBeVisible();
  // Every spinner gone (the live connection's region is a status too, and stays).
  await expect(page.getByLabel(common.loading)).toHaveCount(0);
  await expectNoAxeViolations(page, path);
}

test('signed out: the landing page, static pages, login, sign-up and not-found', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: landing.buyNow }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Rated \d out of 5$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the landing page');

  await openAndCheck(page, '/blog', nav.blogs);
  await page.getByRole('button', { name: blog.posts[1]!.question }).click();
  await expect(page.getByText(blog.posts[1]!.answer)).toBeVisible();
  await expectNoAxeViolations(page, '/blog with a second answer open');

  await openAndCheck(page, '/portfolio', portfolio.name);
  await openAndCheck(page, '/login', nav.login);
  await page.getByRole('button', { name: authText.continueWithGoogle }).click();
  await expect(page.getByRole('dialog', { name: authText.emulatorTitle })).toBeVisible();
  await expectNoAxeViolations(page, "/login with the emulator's Google chooser open");
  await page.keyboard.press('Escape');

  await openAndCheck(page, '/singup', authText.signUp);
  await openAndCheck(page, '/no-such-page', notFound.title);
});

test('signed out, on a phone: the navigation drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: landing.buyNow }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the landing page at 390 px');
  await page.getByRole('button', { name: nav.openMenu }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'the landing page with the navigation drawer open');
});

test('customer: menus, purchase, every dashboard page, with and without orders', async ({ page }) => {
  const account = await createAccount();
  await signInThroughUi(page, account.email, account.password);

  await page.goto('/');
  await expect(page.getByRole('link', { name: landing.buyNow }).first()).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${nav.notifications}`) }).click();
  // A new account has nothing to be told yet.
  await expect(page.getByRole('menu').getByText(bellText.nothingNew)).toBeVisible();
  await expectNoAxeViolations(page, 'the landing page with the notification menu open');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: nav.accountMenu }).click();
  await expect(page.getByRole('menuitem', { name: nav.logout })).toBeVisible();
  await expectNoAxeViolations(page, 'the landing page with the account menu open');
  await page.keyboard.press('Escape');

  await openAndCheck(page, '/dasboard/myprofile', dashboardMenu.myProfile);
  await openAndCheck(page, '/dasboard/myprofile/eidtprofile', dashboardText.profile.editTitle);
  await openAndCheck(page, '/dasboard/addreview', dashboardText.review.title);
  await openAndCheck(page, '/dasboard/myorder', dashboardMenu.myOrders);
  await expect(page.getByText(orders.empty)).toBeVisible();

  const product = await productInStock();
  await openAndCheck(page, `/purchase/${product._id}`, product.name);
  await page.getByLabel(purchase.recipient).fill('Jane Doe');
  await page.getByLabel(purchase.street, { exact: true }).fill('12 Tool Street');
  await page.getByLabel(fieldLabels.city).fill('Dhaka');
  await page.getByLabel(fieldLabels.postalCode).fill('1207');
  await page.getByRole('textbox', { name: fieldLabels.phone, exact: true }).fill('5550100');
  await page.getByRole('button', { name: purchase.purchaseNow }).click();
  await expect(page).toHaveURL(/\/dasboard\/myorder$/);
  await expect(page.getByRole('table', { name: dashboardMenu.myOrders })).toBeVisible();
  await expectNoAxeViolations(page, 'My Orders with an unpaid order and a toast');

  await page
    .getByRole('table', { name: dashboardMenu.myOrders })
    .getByRole('link', { name: `${orders.pay} ${product.name}`, exact: true })
    .click();
  await expect(heading(page, dashboardText.payment.title)).toBeVisible();
  await expect(page.getByLabel(dashboardText.payment.cardNumber)).toBeVisible();
  await expectNoAxeViolations(page, 'the payment page');
});

test('admin: every admin page, and the delete confirmation', async ({ page }) => {
  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await openAndCheck(page, '/dasboard/manageorder', dashboardMenu.manageAllOrders);
  await openAndCheck(page, '/dasboard/addproduct', dashboardMenu.addProduct);
  await openAndCheck(page, '/dasboard/makeadmin', dashboardMenu.makeAdmin);
  await openAndCheck(page, '/dasboard/manageproduct', dashboardMenu.manageProducts);
  await page.getByRole('button', { name: dashboardText.manageProducts.delete }).first().click();
  await expect(page.getByRole('dialog', { name: dashboardText.manageProducts.confirmTitle })).toBeVisible();
  await expectNoAxeViolations(page, 'Manage Products with the delete confirmation open');
});
