/**
 * The admin's insight against the real stack: the Overview, their landing page, charts a
 * sale paid today; Manage All Orders exports the orders its search names as a CSV download.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { csvLine } from '../../../src/server/http/csv';
import { dashboardMenu, dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { orders } from '../../../src/shared/strings/labels/orders';
import { shopClock } from '../../../src/shared/tax/financialYear';
import { bodyOf } from '../../support/apiClient';
import { createAccount } from './support/accounts';
import { signInThroughUi } from './support/browser';
import { productInStock } from './support/catalogue';
import { paidOrderFor } from './support/orders';
import { stack } from './support/stack';
import { stackApi } from './support/stackApi';

const text = dashboardText.overview;

test('the overview charts today’s sales, and Export downloads the searched orders as CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const customer = await createAccount({ name: 'Sabbir Hossain' });
  const tool = await productInStock();
  const paid = await paidOrderFor(customer, tool);

  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await page.goto('/dasboard');
  await expect(page).toHaveURL(/\/dasboard\/overview$/);
  const menu = page.getByRole('navigation', { name: dashboardText.menuLabel });
  await expect(menu.getByRole('link').first()).toHaveText(dashboardMenu.overview);
  await expect(page.getByRole('region', { name: text.today })).toContainText(/\$\d/);
  const chart = page.getByRole('region', { name: text.dailySales });
  // Today's bar, the last of 30 days, has the sale in it.
  await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible();

  await menu.getByRole('link', { name: dashboardMenu.manageAllOrders }).click();
  const table = page.getByRole('table', { name: dashboardMenu.manageAllOrders });
  await page.getByLabel(dashboardText.table.search, { exact: true }).fill(customer.email);
  await expect(table.getByRole('row').filter({ hasText: customer.email })).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: orders.exportCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`orders-${new Date().toISOString().slice(0, 10)}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Order number,Order ID,Date,Email,State,Transaction ID,Order total,Recipient,Address line 1,Address line 2,' +
      'Company,City,Postal code,Country,Phone,Item,Unit price,Quantity,Line total,Carrier,Tracking number,Order refunded,' +
      'Variant,SKU,Delivery charge,Delivery zone,Payment method,Cash collected,Courier reference,Currency',
  );
  expect(lines).toHaveLength(2);
  // csvLine writes the cells as the export does: an id that starts with '-' is neutralised; the date
  // is the shop's wall clock.
  const { tax } = bodyOf(await stackApi.config());
  const placedAt = shopClock(new Date(paid.createdAt), tax.timeZone);
  expect(lines[1]).toContain(
    csvLine([paid.number, paid._id, placedAt, customer.email, 'paid', paid.tnxId]).trimEnd(),
  );
});
