/**
 * Counter sales stay off the shipping path (docs/orders.md, Shipping): Manage All Orders shows a
 * counter sale as one, collected, with no Panding button; its Channel filter lists the counter's
 * sales alone; the sale's page offers no packing slip; and the orders to ship never count it.
 * Screenshots at 1280 and 390 px; axe on each screen.
 */
import { expect, test } from '@playwright/test';
import { routes } from '../../../src/shared/routes';
import { dashboardMenu, dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { orders, packingSlipText } from '../../../src/shared/strings/labels/orders';
import { bodyOf } from '../../support/apiClient';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { addProduct } from './support/catalogue';
import { counterSaleOf } from './support/counter';
import { paidOrderFor } from './support/orders';
import { saveScreenshots } from './support/screenshots';
import { stack } from './support/stack';
import { adminSession, stackApi } from './support/stackApi';

test('a counter sale shows as one, with no ship button, under its own channel, and never waits to ship', async ({
  page,
}) => {
  const as = await adminSession();
  const tool = await addProduct({
    name: `Counter Bench Vice ${Date.now()}`,
    description: 'A cast-iron bench vice, 100 mm jaws.',
    minimumOrder: 1,
    availableQuentity: 10,
    price: 42,
  });
  const webOrder = await paidOrderFor(await createAccount(), tool);
  const toShipBefore = bodyOf(await stackApi.ordersToShip({ as })).count;
  const sale = await counterSaleOf(as, tool);
  expect(bodyOf(await stackApi.ordersToShip({ as })).count).toBe(toShipBefore);

  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await page.goto(routes.manageOrders);
  const list = page.getByRole('table', { name: dashboardMenu.manageAllOrders });
  await page.getByLabel(dashboardText.table.search, { exact: true }).fill(tool.name);
  const saleRow = list.getByRole('row').filter({ hasText: orders.number(sale.number) });
  const webRow = list.getByRole('row').filter({ hasText: orders.number(webOrder.number) });
  await expect(saleRow).toContainText(orders.channels.counter);
  await expect(saleRow).toContainText(orders.states.collected);
  await expect(saleRow.getByRole('button')).toHaveCount(0);
  await expect(webRow.getByRole('button', { name: orders.pending })).toBeVisible();
  await expectNoAxeViolations(page, 'Manage All Orders with a counter sale');
  await saveScreenshots(page, 'orders-counter-sale');

  // The Channel filter: the counter's sales alone.
  await page.getByRole('combobox', { name: orders.channelFilter }).click();
  await page.getByRole('option', { name: orders.channels.counter, exact: true }).click();
  await expect(webRow).toHaveCount(0);
  await expect(saleRow).toBeVisible();
  await expectNoAxeViolations(page, 'Manage All Orders, counter sales only');
  await saveScreenshots(page, 'orders-counter-channel');

  // The sale's page: nothing to pack or ship.
  await saleRow.getByRole('link', { name: orders.detailsOf(tool.name) }).click();
  await expect(page.getByRole('heading', { name: orders.orderNumber(sale.number) })).toBeVisible();
  await expect(page.getByRole('link', { name: packingSlipText.print })).toHaveCount(0);
  await expect(page.getByRole('button', { name: orders.shipNow })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a counter sale’s page');
  await saveScreenshots(page, 'order-counter-sale');
});
