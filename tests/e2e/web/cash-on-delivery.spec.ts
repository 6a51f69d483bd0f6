/**
 * Cash on delivery and delivery charges as customers and staff meet them (docs/orders.md): a
 * customer in Dhaka and one outside see different delivery charges before ordering and both order
 * cash on delivery; staff confirm one and cancel the other, ship it and record the courier's cash,
 * and mark a second parcel undelivered; the overview's cash expected from couriers goes back to
 * zero; the emails, read in the mail catcher, say the cash to have ready and offer no Pay now.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Product } from '../../../src/shared/entities';
import { routes } from '../../../src/shared/routes';
import { emailText } from '../../../src/shared/strings/emails';
import { codText } from '../../../src/shared/strings/labels/cod';
import { common, fieldLabels } from '../../../src/shared/strings/labels/common';
import { orders } from '../../../src/shared/strings/labels/orders';
import { purchase } from '../../../src/shared/strings/labels/storefront';
import { mailbox } from '../../server/support/mailCatcher';
import { bodyOf, sessionOf } from '../../support/apiClient';
import { createAccount, type Account } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { addProduct } from './support/catalogue';
import { SHIP_TO } from './support/orders';
import { saveScreenshots } from './support/screenshots';
import { mailCatcherURL, stack } from './support/stack';
import { stackApi } from './support/stackApi';
import { usd } from '../../support/money';

const inbox = mailbox(stack.mailWebPort);

/** Fills the purchase page's address for `city` and answers the delivery line it then shows. */
async function fillAddress(page: Page, city: string) {
  await page.getByLabel(purchase.recipient).fill('Rahim Uddin');
  await page.getByLabel(purchase.street, { exact: true }).fill('12 Tool Street');
  await page.getByLabel(fieldLabels.city).fill(city);
  await page.getByLabel(fieldLabels.postalCode).fill('1207');
  await page.getByRole('textbox', { name: fieldLabels.phone, exact: true }).fill('5550100');
}

/** Orders one unit cash on delivery on the purchase page; answers the order's number. */
async function orderCodThroughUi(page: Page, product: Product, city: string, zone: string, charge: number) {
  await page.goto(`/purchase/${product._id}`);
  await fillAddress(page, city);
  await expect(page.getByText(codText.deliveryIn(zone))).toBeVisible();
  await expect(page.getByTestId('delivery-charge')).toHaveText(usd(charge));
  await expect(page.getByTestId('total-with-delivery')).toHaveText(
    usd(product.price * product.minimumOrder + charge),
  );
  await page.getByRole('radio', { name: codText.cashOnDelivery }).check();
  await page.getByRole('button', { name: codText.placeCod }).click();
  // The toast says the cash to have ready (its order's number is the server's to give).
  const total = product.price * product.minimumOrder + charge;
  const placed = codText
    .placed(0, usd(total))
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('#0', '#\\d+');
  await expect(page.getByText(new RegExp(`^${placed}$`))).toBeVisible();
  await expect(page).toHaveURL(/\/dasboard\/myorder$/);
  await expect(page.getByText(codText.willCall)).toBeVisible();
}

const cashExpected = (page: Page) => page.getByRole('region', { name: codText.cashExpected });

/** The order's page as staff see it. */
async function openOrder(page: Page, orderId: string) {
  await page.goto(routes.orderDetail(orderId));
  await expect(page.getByRole('heading', { level: 3 })).toBeVisible();
}

const newestCodOrder = async (account: Account) => {
  const mine = bodyOf(
    await stackApi.myOrders({
      as: sessionOf(account.email, account.accessToken),
      query: { email: account.email },
    }),
  );
  return mine.find((order) => order.paymentMethod === 'cod')!;
};

test('customers in and outside Dhaka order cash on delivery; staff confirm, ship, collect and take back a parcel', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A tool of the test's own, weighing nothing given: the zones' flat charges alone.
  const product = await addProduct({
    name: `Brick Hammer ${Date.now()}`,
    description: 'A mason’s hammer with a chisel end.',
    minimumOrder: 1,
    availableQuentity: 20,
    price: 40,
  });
  const inDhaka = await createAccount();
  const outside = await createAccount();

  // Two customers, two zones, two charges, shown before ordering.
  // Each person in a context of their own (axe needs one, and sessions stay apart).
  const newPage = async () => (await browser.newContext()).newPage();
  const first = await newPage();
  await signInThroughUi(first, inDhaka.email, inDhaka.password);
  await first.goto(`/purchase/${product._id}`);
  await fillAddress(first, 'Dhaka');
  await expect(first.getByTestId('delivery-charge')).toHaveText(usd(2));
  await first.getByRole('radio', { name: codText.cashOnDelivery }).check();
  await saveScreenshots(first, 'cod-purchase-dhaka');
  await expectNoAxeViolations(first, 'the purchase page with cash on delivery chosen');
  await orderCodThroughUi(first, product, 'Dhaka', 'Inside Dhaka', 2);
  await saveScreenshots(first, 'cod-my-orders');
  const dhakaOrder = await newestCodOrder(inDhaka);
  await openOrder(first, dhakaOrder._id);
  await expect(first.getByTestId('cod-have-ready')).toHaveText(codText.haveReady(usd(dhakaOrder.totalPrice)));
  await expect(first.getByRole('link', { name: new RegExp(orders.payNow) })).toHaveCount(0);
  await saveScreenshots(first, 'cod-order-page-customer');
  await expectNoAxeViolations(first, "a COD order's page");

  const second = await newPage();
  await signInThroughUi(second, outside.email, outside.password);
  await orderCodThroughUi(second, product, 'Chattogram', 'Outside Dhaka', 4);
  const outsideOrder = await newestCodOrder(outside);
  expect(outsideOrder.totalPrice - dhakaOrder.totalPrice).toBe(2);

  // The confirmation email: cash on delivery, the amount, no Pay now.
  const placed = await inbox.waitFor(inDhaka.email, (email) =>
    email.subject.includes(`#${dhakaOrder.number}`),
  );
  expect(placed.subject).toBe(emailText.cashOnDelivery.placedSubject(dhakaOrder.number));
  expect(placed.text).toContain(emailText.cashOnDelivery.haveReady(usd(dhakaOrder.totalPrice)));
  expect(placed.text).toContain(emailText.order.delivery('Inside Dhaka'));
  expect(placed.html).not.toContain(emailText.orderPlaced.payNow);
  await first.goto(`${mailCatcherURL}/email/${placed.id}/html`);
  await saveScreenshots(first, 'cod-email-placed');

  // Staff: confirm one after the call, cancel the other.
  const staff = await newPage();
  await signInThroughUi(staff, stack.admin.email, stack.admin.password);
  await staff.goto(`${routes.manageOrders}?cod=to-confirm`);
  const dhakaRow = staff.getByRole('row').filter({ hasText: `#${dhakaOrder.number}` });
  await expect(dhakaRow).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: `#${outsideOrder.number}` })).toBeVisible();
  await saveScreenshots(staff, 'cod-to-confirm');
  await expectNoAxeViolations(staff, 'Manage All Orders: COD to confirm');
  await dhakaRow.getByRole('button', { name: codText.confirm }).click();
  await expect(staff.getByText(codText.confirmed(dhakaOrder.number))).toBeVisible();
  await expect(dhakaRow).toHaveCount(0);

  await openOrder(staff, outsideOrder._id);
  await staff.getByRole('button', { name: orders.cancel }).click();
  await staff.getByRole('dialog').getByRole('button', { name: orders.cancel }).click();
  await expect(staff.getByText(common.deleted(outsideOrder.name))).toBeVisible();

  // A second parcel, placed and confirmed the same way, to come back undelivered.
  const again = bodyOf(
    await stackApi.placeOrder({
      as: sessionOf(inDhaka.email, inDhaka.accessToken),
      body: { productId: product._id, quantity: product.minimumOrder, ...SHIP_TO, paymentMethod: 'cod' },
    }),
  );
  await openOrder(staff, again._id);
  await staff.getByRole('button', { name: codText.confirm }).click();
  await expect(staff.getByText(codText.confirmed(again.number))).toBeVisible();

  // Both ship; the couriers now owe both totals.
  for (const order of [dhakaOrder, again]) {
    await openOrder(staff, order._id);
    await staff.getByRole('button', { name: orders.shipNow }).click();
    await expect(staff.getByText(orders.shippedToast(order.number))).toBeVisible();
  }
  await staff.goto(routes.overview);
  await expect(cashExpected(staff)).toContainText(usd(dhakaOrder.totalPrice + again.totalPrice));
  await saveScreenshots(staff, 'cod-overview-expected');

  // The courier pays for one; the other parcel comes back.
  await openOrder(staff, dhakaOrder._id);
  await staff.getByRole('button', { name: codText.collect }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel(codText.reference).fill('PATHAO-20261126-17');
  await saveScreenshots(staff, 'cod-collect-dialog');
  await expectNoAxeViolations(staff, 'the cash collected dialog');
  await dialog.getByRole('button', { name: codText.record }).click();
  await expect(staff.getByText(codText.collectedToast(dhakaOrder.number))).toBeVisible();
  await expect(
    staff.getByText(codText.collectedFact(usd(dhakaOrder.totalPrice), 'PATHAO-20261126-17')),
  ).toBeVisible();

  await openOrder(staff, again._id);
  await staff.getByRole('button', { name: codText.undelivered }).click();
  await staff.getByRole('dialog').getByRole('button', { name: codText.markUndelivered }).click();
  await expect(staff.getByText(codText.undeliveredToast(again.number))).toBeVisible();

  await staff.goto(routes.overview);
  await expect(cashExpected(staff)).toContainText(usd(0));
  await saveScreenshots(staff, 'cod-overview-settled');

  // The receipt for the cash, in the mail catcher.
  const receipt = await inbox.waitFor(inDhaka.email, (email) =>
    email.text.includes(emailText.cashOnDelivery.paid(dhakaOrder.number)),
  );
  // The courier's payout reference is staff's.
  expect(receipt.text).not.toContain('PATHAO-20261126-17');
});
