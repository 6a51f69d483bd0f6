/**
 * The shop's email as a customer meets it, read from the stack's own mail catcher (maildev) through
 * its REST API and opened in the browser as a mail client would show it: the order's confirmation
 * (whose Pay now link pays it), the receipt and the shipped notice; and a forgotten password, asked
 * for on the login page, set again through the emailed link, after which only the new one signs in.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiErrors } from '../../../src/shared/strings/apiMessages';
import { emailText } from '../../../src/shared/strings/emails';
import { accountText } from '../../../src/shared/strings/labels/account';
import { fieldLabels } from '../../../src/shared/strings/labels/common';
import { orders } from '../../../src/shared/strings/labels/orders';
import { toasts } from '../../../src/shared/strings/labels/toasts';
import { mailbox, type CaughtEmail } from '../../server/support/mailCatcher';
import { apiToken, createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { buyThroughUi, payWithCard, signInThroughUi } from './support/browser';
import { productInStock } from './support/catalogue';
import { saveScreenshots } from './support/screenshots';
import { mailCatcherURL, stack } from './support/stack';
import { adminSession, stackApi } from './support/stackApi';

const inbox = mailbox(stack.mailWebPort);
const SHIPPING = { city: 'Dhaka', postalCode: '1207', phone: '5550100' };

/** Shows the email's HTML as a mail client would, at both widths, and saves it. */
async function openEmail(page: Page, email: CaughtEmail, screenshot: string): Promise<void> {
  await page.goto(`${mailCatcherURL}/email/${email.id}/html`);
  await saveScreenshots(page, screenshot);
}

/** Follows the email's link named `name` in this tab (mail clients open it in a new one). */
async function follow(page: Page, name: string): Promise<void> {
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  await page.goto(href!);
}

test('a customer finds the confirmation, pays from it, then finds the receipt and the shipped notice', async ({
  page,
}) => {
  const account = await createAccount();
  const product = await productInStock();
  await signInThroughUi(page, account.email, account.password);
  await buyThroughUi(page, product, SHIPPING);

  const confirmation = await inbox.waitFor(account.email, (email) =>
    email.html.includes(emailText.orderPlaced.payNow),
  );
  expect(confirmation.text).toContain(product.name);
  expect(confirmation.text).toContain('12 Tool Street');
  await openEmail(page, confirmation, 'email-order-placed');
  await follow(page, emailText.orderPlaced.payNow);
  await expect(page).toHaveURL(/\/dasboard\/payment\/[^/]+$/);
  const orderId = decodeURIComponent(page.url().split('/').pop()!);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText(toasts.paymentSaved)).toBeVisible();

  const receipt = await inbox.waitFor(account.email, (email) => /pi_sandbox_\w+/.test(email.text));
  expect(receipt.html).toContain(product.name);
  await openEmail(page, receipt, 'email-receipt');

  const shipped = await stackApi.shipOrder({
    as: await adminSession(),
    params: { id: orderId },
    body: { carrier: 'DHL', trackingNumber: 'JD014600003828' },
  });
  expect(shipped.status).toBe(200);
  const notice = await inbox.waitFor(account.email, (email) => email.text.includes('JD014600003828'));
  expect(notice.text).toContain('DHL');
  await openEmail(page, notice, 'email-shipped');
  await follow(page, emailText.order.view);
  await expect(page).toHaveURL(new RegExp(`/dasboard/order/${orderId}$`));
  await expect(page.getByText('JD014600003828')).toBeVisible();
  await expect(
    page.getByText(orders.emailLines.sent(orders.emailKind('shipped'), account.email)),
  ).toBeVisible();
});

test('a forgotten password: asked for on the login page, set through the emailed link, and only the new one signs in', async ({
  page,
}) => {
  const account = await createAccount();
  await page.goto('/login');
  await page.getByLabel(fieldLabels.email).fill(account.email);
  await page.getByRole('link', { name: accountText.forgotPassword }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await expectNoAxeViolations(page, 'the forgot password page');
  await page.getByRole('button', { name: accountText.sendLink }).click();
  await expect(page.getByText(apiErrors.passwordResetSent)).toBeVisible();

  const email = await inbox.waitFor(account.email, (caught) => caught.html.includes('mode=resetPassword'));
  const link = /href="([^"]*mode=resetPassword[^"]*)"/.exec(email.html)![1]!.replaceAll('&amp;', '&');
  expect(link.startsWith(`http://127.0.0.1:${stack.port}/account/action?`)).toBe(true);
  await page.goto(link);
  await expect(page.getByText(accountText.resetFor(account.email))).toBeVisible();
  await expectNoAxeViolations(page, 'the set a new password page');
  const newPassword = 'a-brand-new-secret-42';
  await page.getByLabel(accountText.newPassword, { exact: true }).fill(newPassword);
  await page.getByLabel(accountText.confirmNewPassword).fill(newPassword);
  await page.getByRole('button', { name: accountText.savePassword }).click();
  await expect(page.getByText(accountText.passwordChanged)).toBeVisible();
  await page.getByRole('link', { name: accountText.signIn }).click();
  await expect(page).toHaveURL(/\/login\?/);

  await signInThroughUi(page, account.email, newPassword);
  await expect(apiToken(account.email, account.password)).rejects.toThrow();
  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('link', { name: accountText.askNewLink })).toBeVisible();
});
