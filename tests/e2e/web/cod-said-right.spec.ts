/**
 * Cash on delivery said right (docs/orders.md, Cash on delivery): placing an order at checkout, the
 * toast and the confirmation email say the cash to have ready, never to pay; staff's confirmation by
 * phone is on the order's timeline, with who for staff and when for both; once the courier's cash is
 * in, the customer's page and receipt say it without the courier's payout reference, which staff
 * still see. Screenshots at 1280 and 390 px; axe on each screen.
 */
import { expect, test } from '@playwright/test';
import { routes } from '../../../src/shared/routes';
import { emailText } from '../../../src/shared/strings/emails';
import { codText } from '../../../src/shared/strings/labels/cod';
import { fieldLabels } from '../../../src/shared/strings/labels/common';
import { orders } from '../../../src/shared/strings/labels/orders';
import { cartPage } from '../../../src/shared/strings/labels/cartPage';
import { purchase } from '../../../src/shared/strings/labels/storefront';
import { mailbox } from '../../server/support/mailCatcher';
import { bodyOf, sessionOf } from '../../support/apiClient';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { addProduct } from './support/catalogue';
import { saveScreenshots } from './support/screenshots';
import { stack } from './support/stack';
import { adminSession, stackApi } from './support/stackApi';
import { usd } from '../../support/money';

const inbox = mailbox(stack.mailWebPort);

test('the customer is told the cash to have ready; the confirmation is on the timeline; the courier’s reference is staff’s', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tool = await addProduct({
    name: `COD Pipe Wrench ${Date.now()}`,
    description: 'A 14-inch pipe wrench.',
    minimumOrder: 1,
    availableQuentity: 10,
    price: 27.5,
  });
  const customer = await createAccount({ name: 'Nadia Rahman' });
  const as = sessionOf(customer.email, customer.accessToken);
  bodyOf(await stackApi.setCartItem({ as, params: { productId: tool._id }, body: { quantity: 2 } }));

  // At checkout, cash on delivery: the toast says the cash to have ready.
  const shopper = await (await browser.newContext()).newPage();
  await signInThroughUi(shopper, customer.email, customer.password);
  await shopper.goto(routes.checkout);
  await shopper.getByLabel(purchase.recipient).fill('Nadia Rahman');
  await shopper.getByLabel(purchase.street, { exact: true }).fill('27 Workshop Lane');
  await shopper.getByLabel(fieldLabels.country).selectOption('Bangladesh');
  await shopper.getByLabel(fieldLabels.city).fill('Dhaka');
  await shopper.getByLabel(fieldLabels.postalCode).fill('1212');
  await shopper.getByRole('textbox', { name: fieldLabels.phone, exact: true }).fill('01711000000');
  await shopper.getByRole('radio', { name: codText.cashOnDelivery }).check();
  await shopper.getByRole('button', { name: codText.placeCod }).click();
  await expect(shopper).toHaveURL(/\/dasboard\/order\//);
  const order = bodyOf(await stackApi.orderDetail({ as, params: { id: shopper.url().split('/').at(-1)! } }));
  await expect(shopper.getByText(codText.placed(order.number, usd(order.totalPrice)))).toBeVisible();
  await expect(shopper.getByText(cartPage.orderPlaced(order.number))).toHaveCount(0);
  await expect(shopper.getByTestId('cod-have-ready')).toHaveText(codText.haveReady(usd(order.totalPrice)));
  await expectNoAxeViolations(shopper, 'a COD order’s page, just placed, with its toast');
  await saveScreenshots(shopper, 'cod-placed');

  // The confirmation email: the cash to have ready, its preview line too; nothing asks to pay.
  const placed = await inbox.waitFor(customer.email, (email) => email.subject.includes(`#${order.number}`));
  expect(placed.text).toContain(emailText.cashOnDelivery.haveReady(usd(order.totalPrice)));
  expect(placed.html).not.toContain(emailText.orderPlaced.preview);
  expect(placed.html).not.toContain(emailText.orderPlaced.payNow);

  // Staff confirm by phone: the timeline says so, with who and when.
  const staff = await (await browser.newContext()).newPage();
  await signInThroughUi(staff, stack.admin.email, stack.admin.password);
  await staff.goto(routes.orderDetail(order._id));
  await staff.getByRole('button', { name: codText.confirm }).click();
  await expect(staff.getByText(codText.confirmed(order.number))).toBeVisible();
  const staffTimeline = staff.getByRole('region', { name: orders.timeline });
  const confirmedStep = staffTimeline.locator('.mantine-Timeline-item', {
    hasText: orders.timelineEvents.confirmCod,
  });
  await expect(confirmedStep).toContainText(orders.timelineBy(stack.admin.email));
  await expect(confirmedStep.locator('time')).toHaveCount(1);
  await expectNoAxeViolations(staff, 'a confirmed COD order’s page, for staff');
  await saveScreenshots(staff, 'cod-confirmed-timeline-staff');

  // The customer's page shows the step and when, not who.
  await shopper.reload();
  const customerTimeline = shopper.getByRole('region', { name: orders.timeline });
  const customersStep = customerTimeline.locator('.mantine-Timeline-item', {
    hasText: orders.timelineEvents.confirmCod,
  });
  await expect(customersStep.locator('time')).toHaveCount(1);
  await expect(customerTimeline).not.toContainText(orders.timelineBy(stack.admin.email));
  await saveScreenshots(shopper, 'cod-confirmed-timeline-customer');

  // Shipped, and the courier pays over the cash with their reference.
  const admin = await adminSession();
  bodyOf(await stackApi.shipOrder({ as: admin, params: { id: order._id } }));
  bodyOf(
    await stackApi.collectCodOrder({
      as: admin,
      params: { id: order._id },
      body: { amount: order.totalPrice, reference: 'REDX-20261127-42' },
    }),
  );
  await shopper.reload();
  const notice = shopper.getByRole('alert', { name: codText.cashOnDelivery });
  await expect(notice).toContainText(codText.collectedFact(usd(order.totalPrice), null));
  await expect(shopper.getByText('REDX-20261127-42')).toHaveCount(0);
  await expectNoAxeViolations(shopper, 'a COD order’s page, its cash collected, for the customer');
  await saveScreenshots(shopper, 'cod-collected-customer');

  await staff.reload();
  await expect(
    staff.getByText(codText.collectedFact(usd(order.totalPrice), 'REDX-20261127-42')),
  ).toBeVisible();
  await saveScreenshots(staff, 'cod-collected-staff');

  const receipt = await inbox.waitFor(customer.email, (email) =>
    email.text.includes(emailText.cashOnDelivery.paid(order.number)),
  );
  expect(receipt.text).not.toContain('REDX-20261127-42');
});
