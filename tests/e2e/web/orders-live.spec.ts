/**
 * The order's lifecycle seen live, in two browser windows against the real stack: the
 * admin sees a customer's order arrive and get paid without reloading, opens it, ships it with a
 * tracking number, and the customer sees Shipped appear and the number on the order; the customer
 * asks to return one unit, staff hear of it and find it under the list's filter, refund it with
 * restock, the stock is back and the customer sees the refund. An order left unpaid past its hold
 * expires and its stock comes back.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { fieldLabels } from '../../../src/shared/strings/labels/common';
import { dashboardMenu, dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { orders } from '../../../src/shared/strings/labels/orders';
import { toasts } from '../../../src/shared/strings/labels/toasts';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshots } from './support/screenshots';
import { buyThroughUi, signInThroughUi } from './support/browser';
import { listedStockOf, productInStock } from './support/catalogue';
import { E2E_HOLD_MINUTES, stack } from './support/stack';
import { usd } from '../../support/money';

const SHIPPING = {
  fullName: 'Rahim Uddin',
  company: 'Rahman Hardware',
  city: 'Khulna',
  postalCode: '9100',
  phone: '01811223344',
};

async function signedInWindow(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, email, password);
  return page;
}

test('an admin watches a new order get paid and ships it with a tracking number; the customer asks to return a unit and is refunded, each seen live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await createAccount({ name: 'Rahim Uddin' });
  const tool = await productInStock();

  const admin = await signedInWindow(browser, stack.admin.email, stack.admin.password);
  await admin.goto('/dasboard/manageorder');
  const allOrders = admin.getByRole('table', { name: dashboardMenu.manageAllOrders });
  await expect(allOrders.or(admin.getByText(orders.noOrdersYet))).toBeVisible();

  const shopper = await signedInWindow(browser, customer.email, customer.password);
  await buyThroughUi(shopper, tool, SHIPPING);
  // Right after Purchase Now: the new order is highlighted with a prominent way to pay it.
  await expect(shopper.getByText(orders.newOrder(tool.name))).toBeVisible();
  await expect(shopper.getByText(/Pay within \d+:\d\d to keep these items reserved/)).toBeVisible();

  // The admin's list shows the new order without a reload.
  await admin.getByLabel(dashboardText.table.search, { exact: true }).fill(customer.email);
  const row = allOrders.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toContainText(orders.states.unpaid);
  const number = Number(/#(\d+)/.exec(await row.innerText())?.[1]);

  await shopper.getByRole('link', { name: new RegExp(orders.payNow) }).click();
  await shopper.getByLabel(dashboardText.payment.cardNumber).fill('4242 4242 4242 4242');
  await shopper.getByLabel(dashboardText.payment.expiry).fill('12/34');
  await shopper.getByLabel(dashboardText.payment.cvc).fill('123');
  await shopper.getByRole('button', { name: orders.pay, exact: true }).click();
  await expect(shopper.getByText(toasts.paymentSaved)).toBeVisible();

  // …and sees it paid, with a toast, still without a reload.
  await expect(
    admin.getByText(orders.live.newPaidOrder(number, SHIPPING.fullName, tool.minimumOrder)),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: orders.pending })).toBeVisible();

  await row.getByRole('link', { name: orders.detailsOf(tool.name) }).click();
  const shipTo = admin.getByRole('region', { name: fieldLabels.shipTo });
  for (const value of [SHIPPING.company, SHIPPING.city, SHIPPING.postalCode, SHIPPING.phone]) {
    await expect(shipTo).toContainText(value);
  }
  const timeline = admin.getByRole('region', { name: orders.timeline });
  await expect(timeline).toContainText(orders.timelineSteps.unpaid);
  await expect(timeline).toContainText(orders.timelineSteps.paid);
  await admin.getByLabel(fieldLabels.carrier).fill('Sundarban Courier');
  await admin.getByLabel(fieldLabels.trackingNumber).fill('SC-2026-88314');
  await admin.getByRole('button', { name: orders.shipNow }).click();
  await expect(timeline).toContainText(orders.timelineSteps.shipped);
  await expect(shipTo).toContainText('SC-2026-88314');
  await expect(admin.getByRole('button', { name: orders.updateTracking })).toBeVisible();

  // The customer's My Orders turns Shipped by itself.
  const mine = shopper.getByRole('table', { name: dashboardMenu.myOrders });
  await expect(mine.getByRole('row').filter({ hasText: tool.name }).first()).toContainText(
    orders.states.shipped,
  );
  await expect(shopper.getByText(orders.live.shipped(number, tool.name))).toBeVisible();
  await mine
    .getByRole('link', { name: orders.detailsOf(tool.name) })
    .first()
    .click();
  const customerShipTo = shopper.getByRole('region', { name: fieldLabels.shipTo });
  await expect(customerShipTo).toContainText('Sundarban Courier');
  await expect(customerShipTo).toContainText('SC-2026-88314');

  // One unit arrived broken: the customer asks to send it back.
  await shopper.getByRole('button', { name: orders.askReturn }).click();
  const asking = shopper.getByRole('dialog', { name: orders.returnTitle(number) });
  await asking.getByLabel(orders.returnQuantityOf(tool.name)).fill('1');
  await asking.getByLabel(orders.returnReason).fill('The housing is cracked');
  await expectNoAxeViolations(shopper, 'the return dialog');
  await asking.getByRole('button', { name: orders.sendReturn }).click();
  await expect(shopper.getByText(orders.returnSent)).toBeVisible();
  const customerReturn = shopper.getByRole('region', { name: orders.returnRequest });
  await expect(customerReturn).toContainText(orders.returnStatuses.requested);

  // Staff hear of it live and find it under the list's filter.
  await expect(admin.getByText(orders.live.returnRequested(number))).toBeVisible();
  await admin.goto('/dasboard/manageorder?return=requested');
  const returned = allOrders.getByRole('row').filter({ hasText: customer.email });
  await expect(returned).toHaveCount(1);
  await returned.getByRole('link', { name: orders.detailsOf(tool.name) }).click();
  await expect(admin.getByRole('region', { name: orders.returnRequest })).toContainText(
    'The housing is cracked',
  );

  // The admin refunds the returned unit (the dialog starts from the request) and puts it back on sale.
  const stockBefore = await listedStockOf(tool._id);
  // The button says what is left to refund (the tools and their delivery).
  await admin.getByRole('button', { name: new RegExp(`^${orders.refund('\\$[\\d,.]+')}$`) }).click();
  const dialog = admin.getByRole('dialog', { name: orders.refundTitle(number) });
  await expect(dialog.getByLabel(orders.refundQuantityOf(tool.name))).toHaveValue('1');
  await dialog.getByLabel(orders.restock).check();
  await dialog.getByLabel(orders.refundReason).fill('One arrived with a cracked housing');
  await expectNoAxeViolations(admin, 'the refund dialog');
  await saveScreenshots(admin, 'refund-dialog');
  await dialog.getByRole('button', { name: orders.refundConfirm(usd(tool.price)) }).click();
  await expect(admin.getByText(orders.refundDone(usd(tool.price), number))).toBeVisible();
  const refunds = admin.getByRole('region', { name: orders.refunds });
  await expect(refunds).toContainText('One arrived with a cracked housing');
  await expect(refunds).toContainText(orders.refundRestocked);
  expect(await listedStockOf(tool._id)).toBe((stockBefore ?? 0) + 1);
  await expect(admin.getByRole('region', { name: orders.returnRequest })).toContainText(
    orders.returnStatuses.refunded,
  );

  // The customer is told, and the order shows the refund.
  await expect(shopper.getByText(orders.live.refunded(number))).toBeVisible();
  const customerRefunds = shopper.getByRole('region', { name: orders.refunds });
  await expect(customerRefunds).toContainText(usd(tool.price));
  await expect(customerRefunds).toContainText('One arrived with a cracked housing');
  await expect(customerReturn).toContainText(orders.returnStatuses.refunded);
  await expectNoAxeViolations(shopper, 'a refunded order, for its customer');
  await saveScreenshots(shopper, 'order-refunded-customer');

  await admin.context().close();
  await shopper.context().close();
});

test('an order left unpaid past its hold shows as Expired, and its stock is back', async ({ browser }) => {
  test.setTimeout(E2E_HOLD_MINUTES * 60_000 + 90_000);
  const customer = await createAccount();
  const tool = await productInStock();
  const shopper = await signedInWindow(browser, customer.email, customer.password);
  const before = await listedStockOf(tool._id);

  await buyThroughUi(shopper, tool, SHIPPING);
  expect(await listedStockOf(tool._id)).toBe(before! - tool.minimumOrder);
  const row = shopper
    .getByRole('table', { name: dashboardMenu.myOrders })
    .getByRole('row')
    .filter({ hasText: tool.name });
  await expect(row).toContainText(orders.states.unpaid);

  await expect(row).toContainText(orders.states.expired, { timeout: E2E_HOLD_MINUTES * 60_000 + 30_000 });
  await expect(row.getByRole('link', { name: new RegExp(orders.pay) })).toHaveCount(0);
  await expect(row.getByRole('button', { name: orders.cancel })).toHaveCount(0);
  expect(await listedStockOf(tool._id)).toBe(before);

  await row.getByRole('link', { name: orders.detailsOf(tool.name) }).click();
  await expect(shopper.getByText(orders.expiredNote)).toBeVisible();
  await expect(shopper.getByRole('region', { name: orders.timeline })).toContainText(
    orders.timelineSteps.expired,
  );
  await shopper.context().close();
});
