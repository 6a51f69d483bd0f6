/**
 * The dashboard against the real stack (API + Auth emulator + PGlite, sandbox payments) in Chromium:
 * a customer's orders, payment, profile and review; the admin's orders, products and users; and a
 * customer kept out of admin pages by both the UI and the API.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Product } from '../../../src/shared/entities';
import { reviewDate } from '../../../src/shared/money';
import { routes } from '../../../src/shared/routes';
import { common, fieldLabels } from '../../../src/shared/strings/labels/common';
import {
  admin as adminText,
  dashboardMenu,
  dashboardText,
  profile,
} from '../../../src/shared/strings/labels/dashboard';
import { orders } from '../../../src/shared/strings/labels/orders';
import { nav } from '../../../src/shared/strings/labels/shell';
import { landing } from '../../../src/shared/strings/labels/storefront';
import { toasts } from '../../../src/shared/strings/labels/toasts';
import { sessionOf } from '../../support/apiClient';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { buyThroughUi, payWithCard, signInThroughUi } from './support/browser';
import { addProduct, listedStockOf, products } from './support/catalogue';
import { paidOrderFor, placeOrder } from './support/orders';
import { saveScreenshot, saveScreenshots } from './support/screenshots';
import { stack } from './support/stack';
import { stackApi } from './support/stackApi';

const SHIPPING = {
  fullName: 'Rahim Uddin',
  addressLine1: '12 Tool Street',
  city: 'Dhaka',
  postalCode: '1207',
  phone: '5550100',
};

/** Tools with room for a few more orders of their minimum, so specs sharing the stack don't starve. */
async function toolsInStock(count: number): Promise<Product[]> {
  // Tools sold as one variant: the spec's order body names no variant.
  const tools = (await products()).filter(
    (p) => p.variants.length === 1 && p.minimumOrder > 0 && p.availableQuentity >= p.minimumOrder * 4,
  );
  expect(tools.length).toBeGreaterThanOrEqual(count);
  return tools.slice(0, count);
}

/** The product's card in the storefront and the stock figure it shows. */
function storefrontCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** The storefront's search for a tool's name: the landing shows a first page only (docs/search.md). */
const searchFor = (name: string) => `${routes.search}?q=${encodeURIComponent(name)}`;

async function expectStockInStorefront(page: Page, product: Product, stock: number) {
  await page.goto(searchFor(product.name));
  await expect(storefrontCard(page, product.name)).toContainText(
    new RegExp(`${fieldLabels.available}\\s*${stock}(?!\\d)`),
  );
}

const myOrdersTable = (page: Page) => page.getByRole('table', { name: dashboardMenu.myOrders });
const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });

const menuOf = (page: Page) => page.getByRole('navigation', { name: dashboardText.menuLabel });

async function openFromMenu(page: Page, label: string) {
  await menuOf(page).getByRole('link', { name: label }).click();
}

/** A new customer's account, signed in through the login page. */
async function signInAsNewCustomer(page: Page) {
  const account = await createAccount();
  await signInThroughUi(page, account.email, account.password);
  return account;
}

/** Expects the dashboard's menu as a customer has it: My Orders, and no Manage All Orders. */
async function expectCustomersMenu(page: Page) {
  await expect(menuOf(page).getByRole('link', { name: dashboardMenu.myOrders })).toBeVisible();
  await expect(menuOf(page).getByRole('link', { name: dashboardMenu.manageAllOrders })).toHaveCount(0);
}

async function signOutThroughUi(page: Page) {
  await page.getByRole('button', { name: nav.accountMenu }).click();
  await page.getByRole('menuitem', { name: nav.logout }).click();
  await expect(page.getByRole('link', { name: nav.login })).toBeVisible();
}

test.describe('customer dashboard', () => {
  test('buys, cancels (stock comes back), buys again, pays by card, and is declined on another order', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const account = await createAccount();
    // Its own tool: an earlier test's unpaid order of a seeded one may expire meanwhile and move its stock.
    const tool = await addProduct({
      name: `Cordless Drill ${Date.now().toString(36)}`,
      description: 'Two-speed 18V drill driver with a 13 mm keyless chuck.',
      minimumOrder: 2,
      availableQuentity: 40,
      price: 129.99,
    });
    const [otherTool] = (await toolsInStock(1)) as [Product];
    const stock = tool.availableQuentity;
    await signInThroughUi(page, account.email, account.password);

    await buyThroughUi(page, tool, SHIPPING);
    const firstOrder = rowOf(myOrdersTable(page), tool.name);
    await expect(firstOrder).toContainText(account.email);
    await expect(firstOrder.getByRole('link', { name: orders.pay })).toBeVisible();
    await expect(firstOrder).toContainText(String(tool.minimumOrder));
    expect(await listedStockOf(tool._id)).toBe(stock - tool.minimumOrder);

    await firstOrder.getByRole('button', { name: orders.cancel }).click();
    await page.getByRole('dialog').getByRole('button', { name: orders.cancel }).click();
    await expect(page.getByText(common.deleted(tool.name))).toBeVisible();
    await expect(page.getByText(orders.empty)).toBeVisible();
    await expectStockInStorefront(page, tool, stock);

    await buyThroughUi(page, tool, SHIPPING);
    await rowOf(myOrdersTable(page), tool.name).getByRole('link', { name: orders.pay }).click();
    await expect(page).toHaveURL(/\/dasboard\/payment\/[^/]+$/);
    await expect(page.getByText(dashboardText.payment.testMode)).toBeVisible();
    await expect(page.getByText(tool.name)).toBeVisible();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByText(toasts.paymentSaved)).toBeVisible();
    await expect(page).toHaveURL(/\/dasboard\/myorder$/);
    const paidOrder = rowOf(myOrdersTable(page), tool.name);
    // Paid twice: in the Status column and, with the transaction id, in the spec's Payment column.
    await expect(paidOrder.getByText(orders.states.paid, { exact: true })).toHaveCount(2);
    await expect(paidOrder.getByLabel(fieldLabels.transaction)).toHaveText(/^pi_sandbox_/);
    await expect(paidOrder.getByRole('button', { name: orders.cancel })).toHaveCount(0);

    await buyThroughUi(page, otherTool, SHIPPING);
    await rowOf(myOrdersTable(page), otherTool.name).getByRole('link', { name: orders.pay }).click();
    await payWithCard(page, '4000 0000 0000 0002');
    // Beside the card form, and in the toast.
    await expect(page.getByRole('alert', { name: dashboardText.payment.declined })).toContainText(
      'Your card was declined.',
    );
    await expect(page.getByText('Your card was declined.')).toHaveCount(2);
    await expect(page).toHaveURL(/\/dasboard\/payment\//);
    await openFromMenu(page, dashboardMenu.myOrders);
    await expect(
      rowOf(myOrdersTable(page), otherTool.name).getByRole('link', { name: orders.pay }),
    ).toBeVisible();
  });

  test('edits the profile and posts a review that shows on the landing page', async ({ page }) => {
    const account = await signInAsNewCustomer(page);
    await page.goto('/dasboard');
    await expect(page).toHaveURL(/\/dasboard\/myprofile$/);
    await expect(page.getByText(account.email).first()).toBeVisible();

    await page.getByRole('link', { name: profile.editYourProfile }).click();
    await expect(page.getByLabel(dashboardText.profile.email)).toBeDisabled();
    const name = `Nadia Rahman ${Date.now().toString(36)}`;
    await page.getByLabel(fieldLabels.fullName).fill(name);
    await page.getByLabel(dashboardText.profile.phone).fill('01711000000');
    await page.getByLabel(dashboardText.profile.location).fill('Chattogram');
    await page.getByLabel(dashboardText.profile.education).fill('Chittagong University of Engineering');
    await page.getByLabel(dashboardText.profile.fbLink).fill('https://facebook.com/nadia.rahman');
    await page.getByRole('button', { name: profile.saveAndChange }).click();
    await expect(page.getByText(toasts.profileSaved)).toBeVisible();
    await expect(page).toHaveURL(/\/dasboard\/myprofile$/);
    for (const value of [
      name,
      '01711000000',
      'Chattogram',
      'Chittagong University of Engineering',
      'https://facebook.com/nadia.rahman',
    ]) {
      await expect(page.getByText(value, { exact: true }).first()).toBeVisible();
    }
    await page.reload();
    await expect(page.getByText('Chittagong University of Engineering')).toBeVisible();

    await openFromMenu(page, dashboardMenu.addReview);
    const text = `Solid tools, quick delivery ${Date.now().toString(36)}`;
    await page.getByLabel(dashboardText.review.text).fill(text);
    await page.getByRole('button', { name: dashboardText.review.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: toasts.selectRating })).toBeVisible();
    await page.getByRole('radio', { name: '5 stars' }).press(' ');
    await expect(page.getByRole('alert').filter({ hasText: toasts.selectRating })).toHaveCount(0);
    await page.getByRole('button', { name: dashboardText.review.save }).click();
    await expect(page.getByText(toasts.reviewSaved)).toBeVisible();

    await page.goto('/');
    const review = page.getByRole('article').filter({ hasText: text });
    await expect(review).toContainText(name);
    await expect(review).toContainText(reviewDate());
  });

  test('sees nothing of an admin page, and the API refuses the admin calls', async ({ page }) => {
    await signInAsNewCustomer(page);
    await page.goto('/dasboard/manageorder');
    await expectCustomersMenu(page);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: dashboardMenu.manageAllOrders })).toHaveCount(0);

    const token = await page.evaluate<string | null>("localStorage.getItem('accessToken')");
    expect(token).toBeTruthy();
    const as = sessionOf('', token!);
    for (const res of [await stackApi.listAllOrders({ as }), await stackApi.listUsers({ as })]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: 'forbidden' });
    }
  });
});

test.describe('admin dashboard', () => {
  test('ships a paid order: Panding becomes Shipped and stays so after a reload', async ({ page }) => {
    const customer = await createAccount();
    const [tool] = (await toolsInStock(1)) as [Product];
    const paid = await paidOrderFor(customer, tool);
    await placeOrder(customer, tool);

    await signInThroughUi(page, stack.admin.email, stack.admin.password);
    await page.goto('/dasboard');
    await openFromMenu(page, dashboardMenu.manageAllOrders);
    const table = page.getByRole('table', { name: dashboardMenu.manageAllOrders });
    await page.getByLabel(dashboardText.table.search, { exact: true }).fill(customer.email);
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(rowOf(table, orders.states.unpaid)).toHaveCount(1);
    const paidRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: orders.pending }) });
    await expect(paidRow).toContainText(`$${paid.totalPrice.toFixed(2)}`);

    await paidRow.getByRole('button', { name: orders.pending }).click();
    await expect(table.getByRole('button', { name: orders.states.shipped })).toBeDisabled();

    await page.reload();
    await page.getByLabel(dashboardText.table.search, { exact: true }).fill(customer.email);
    await expect(table.getByRole('button', { name: orders.states.shipped })).toBeDisabled();
    await expect(table.getByRole('button', { name: orders.pending })).toHaveCount(0);
  });

  test('finds a cancelled order under the Cancelled filter, which the unfiltered list leaves out', async ({
    page,
  }) => {
    const customer = await createAccount();
    const [tool] = (await toolsInStock(1)) as [Product];
    const cancelled = await placeOrder(customer, tool);
    const kept = await placeOrder(customer, tool);
    const as = sessionOf(customer.email, customer.accessToken);
    expect((await stackApi.cancelOrder({ as, params: { id: cancelled._id } })).status).toBe(200);

    await signInThroughUi(page, stack.admin.email, stack.admin.password);
    await page.goto('/dasboard/manageorder');
    const table = page.getByRole('table', { name: dashboardMenu.manageAllOrders });
    await page.getByLabel(dashboardText.table.search, { exact: true }).fill(customer.email);
    await expect(rowOf(table, `#${kept.number}`)).toHaveCount(1);
    await expect(rowOf(table, `#${cancelled.number}`)).toHaveCount(0);

    await page.getByRole('combobox', { name: orders.statusFilter }).click();
    await page.getByRole('option', { name: orders.states.cancelled }).click();
    await expect(rowOf(table, `#${cancelled.number}`)).toHaveCount(1);
    await expect(rowOf(table, `#${kept.number}`)).toHaveCount(0);
    await expect(rowOf(table, `#${cancelled.number}`)).toContainText(orders.states.cancelled);
    // The pointer left where the option was, over a row it would highlight.
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page, 'Manage All Orders filtered to cancelled');
    await saveScreenshots(page, 'orders-cancelled-filter');
  });

  test('adds a product with an image that shows on the landing page, then deletes it after confirming', async ({
    page,
  }) => {
    const seedDir = resolve(import.meta.dirname, '../../../resources/seed');
    const png = readdirSync(seedDir).find((file) => file.endsWith('.png'));
    expect(png, 'a PNG in resources/seed').toBeTruthy();
    const name = `Torque Wrench ${Date.now().toString(36)}`;
    const t = dashboardText.addProduct;

    await signInThroughUi(page, stack.admin.email, stack.admin.password);
    await page.goto('/dasboard');
    await openFromMenu(page, dashboardMenu.addProduct);
    await page.getByLabel(t.name).fill(name);
    await page.getByLabel(t.description).fill('A 1/2" drive click torque wrench, 40 to 200 Nm.');
    await page.getByLabel(t.minimumOrder).fill('2');
    await page.getByLabel(t.availableQuentity).fill('25');
    await page.getByLabel(t.price).fill('64.5');
    await page.locator('input[type="file"]').setInputFiles(join(seedDir, png!));
    await expect(page.getByLabel(t.image)).toContainText(png!);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.added(name))).toBeVisible();
    await expect(page.getByLabel(t.name)).toHaveValue('');

    await page.goto(searchFor(name));
    const card = storefrontCard(page, name);
    await expect(card).toContainText('$64.50');
    const image = card.getByRole('img', { name });
    // Scrolled to and checked in one step, found afresh each time: the app may draw the card again
    // (say, on a live catalogue change) between finding the picture and scrolling to it.
    const loaded = (img: unknown) => {
      const picture = img as {
        scrollIntoView(options: { block: 'center' }): void;
        complete: boolean;
        naturalWidth: number;
      };
      picture.scrollIntoView({ block: 'center' });
      return picture.complete && picture.naturalWidth > 0;
    };
    await expect.poll(() => image.evaluate(loaded)).toBe(true);

    await page.goto('/dasboard/manageproduct');
    const table = page.getByRole('table', { name: dashboardMenu.manageProducts });
    await page.getByLabel(dashboardText.table.search, { exact: true }).fill(name);
    await rowOf(table, name)
      .getByRole('button', { name: `${dashboardText.manageProducts.delete} ${name}` })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(adminText.deleteConfirm);
    await dialog.getByRole('button', { name: dashboardText.manageProducts.delete, exact: true }).click();
    await expect(page.getByText(common.deleted(name))).toBeVisible();
    await expect(rowOf(table, name)).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: landing.ourTools })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(storefrontCard(page, name)).toHaveCount(0);
    await page.goto(searchFor(name));
    await expect(storefrontCard(page, name)).toHaveCount(0);
  });

  test('promotes a customer, who gets the admin menu on signing in again', async ({ page }) => {
    const customer = await signInAsNewCustomer(page);
    await page.goto('/dasboard');
    await expectCustomersMenu(page);
    await signOutThroughUi(page);

    await signInThroughUi(page, stack.admin.email, stack.admin.password);
    await page.goto('/dasboard');
    await openFromMenu(page, dashboardMenu.makeAdmin);
    const table = page.getByRole('table', { name: dashboardMenu.makeAdmin });
    const search = page.getByLabel(dashboardText.table.search, { exact: true });
    await search.fill(stack.admin.email);
    await expect(rowOf(table, stack.admin.email).getByText(adminText.me, { exact: true })).toBeVisible();
    await expect(rowOf(table, stack.admin.email).getByRole('button')).toHaveCount(0);

    await search.fill(customer.email);
    const row = rowOf(table, customer.email);
    await expect(row.getByText(adminText.me, { exact: true })).toHaveCount(0);
    await row.getByRole('button', { name: `${dashboardMenu.makeAdmin} ${customer.email}` }).click();
    const confirm = page.getByRole('dialog', { name: dashboardText.makeAdmin.confirmTitle });
    await expect(confirm).toContainText(customer.email);
    await confirm.getByRole('button', { name: dashboardMenu.makeAdmin }).click();
    await expect(page.getByText(dashboardText.makeAdmin.promoted(customer.email))).toBeVisible();
    await expect(row.getByRole('button', { name: new RegExp(dashboardMenu.makeAdmin) })).toHaveCount(0);
    await expect(
      row.getByRole('button', { name: `${dashboardText.makeAdmin.demote} ${customer.email}` }),
    ).toBeVisible();
    await expect(row).toContainText('admin');
    await signOutThroughUi(page);

    await signInThroughUi(page, customer.email, customer.password);
    await page.goto('/dasboard');
    await openFromMenu(page, dashboardMenu.manageAllOrders);
    await expect(page.getByRole('table', { name: dashboardMenu.manageAllOrders })).toBeVisible();
    await expect(menuOf(page).getByRole('link', { name: dashboardMenu.myOrders })).toHaveCount(0);
  });
});

test.describe('screenshots', () => {
  const WIDTHS = [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ];
  /** Wide screens show a table; phones show the same rows as a list of cards. */
  const rows = (page: Page, caption: string) =>
    page.getByRole('table', { name: caption }).or(page.getByRole('list', { name: caption }));

  /** Opens each page at each width, waits for its main control, and saves a full-page picture. */
  async function shoot(page: Page, pages: { path: string; ready: (page: Page) => Locator; file: string }[]) {
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const { path, ready, file } of pages) {
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        // Not 'networkidle': a signed-in page keeps its live event stream open. A lazy
        // image below the fold only loads once it is scrolled to.
        for (const image of await page.locator('img').all()) {
          await image.scrollIntoViewIfNeeded();
          await expect(image).toHaveJSProperty('complete', true);
        }
        await saveScreenshot(page, `dashboard-${file}-${size.width}`);
      }
    }
  }

  test('every dashboard page at 1280 px and 390 px', async ({ page }) => {
    test.setTimeout(180_000);
    const customer = await createAccount({ name: 'Farida Akter' });
    const [tool, otherTool] = (await toolsInStock(2)) as [Product, Product];
    const paid = await paidOrderFor(customer, tool);
    const unpaid = await placeOrder(customer, otherTool);

    await signInThroughUi(page, customer.email, customer.password);
    await shoot(page, [
      {
        path: '/dasboard/myprofile',
        ready: (p) => p.getByRole('link', { name: profile.editYourProfile }),
        file: 'customer-myprofile',
      },
      {
        path: '/dasboard/myprofile/eidtprofile',
        ready: (p) => p.getByRole('button', { name: profile.saveAndChange }),
        file: 'customer-editprofile',
      },
      { path: '/dasboard/myorder', ready: (p) => rows(p, dashboardMenu.myOrders), file: 'customer-myorder' },
      {
        path: '/dasboard/addreview',
        ready: (p) => p.getByRole('button', { name: dashboardText.review.save }),
        file: 'customer-addreview',
      },
      {
        path: `/dasboard/payment/${unpaid._id}`,
        ready: (p) => p.getByRole('button', { name: orders.pay, exact: true }).and(p.locator(':enabled')),
        file: 'customer-payment',
      },
      {
        path: `/dasboard/order/${unpaid._id}`,
        ready: (p) => p.getByRole('region', { name: orders.timeline }),
        file: 'customer-order',
      },
    ]);
    await signOutThroughUi(page);

    await signInThroughUi(page, stack.admin.email, stack.admin.password);
    await shoot(page, [
      {
        path: '/dasboard/myprofile',
        ready: (p) => p.getByRole('link', { name: profile.editYourProfile }),
        file: 'admin-myprofile',
      },
      {
        path: '/dasboard/manageorder',
        ready: (p) => rows(p, dashboardMenu.manageAllOrders),
        file: 'admin-manageorder',
      },
      {
        path: `/dasboard/order/${paid._id}`,
        ready: (p) => p.getByRole('region', { name: fieldLabels.shipTo }),
        file: 'admin-order',
      },
      {
        path: '/dasboard/overview',
        ready: (p) => p.getByRole('region', { name: dashboardText.overview.returnsRequested }),
        file: 'admin-overview',
      },
      {
        path: '/dasboard/addproduct',
        ready: (p) => p.getByRole('button', { name: dashboardText.addProduct.submit }),
        file: 'admin-addproduct',
      },
      {
        path: '/dasboard/makeadmin',
        ready: (p) => rows(p, dashboardMenu.makeAdmin),
        file: 'admin-makeadmin',
      },
      {
        path: '/dasboard/manageproduct',
        ready: (p) => rows(p, dashboardMenu.manageProducts),
        file: 'admin-manageproduct',
      },
    ]);
  });
});
