import { expect, test } from '@playwright/test';
import { authText, identityErrors } from '../../../src/shared/strings/labels/auth';
import { fieldLabels } from '../../../src/shared/strings/labels/common';
import { orders } from '../../../src/shared/strings/labels/orders';
import { nav } from '../../../src/shared/strings/labels/shell';
import { landing, purchase } from '../../../src/shared/strings/labels/storefront';
import { imageParams } from '../../support/apiClient';
import { adminToken, createAccount, uniqueEmail } from './support/accounts';
import { productInStock, userRecord } from './support/catalogue';
import { signInThroughUi } from './support/browser';
import { profilePhoto } from './support/files';
import { saveScreenshots } from './support/screenshots';
import { stackApi } from './support/stackApi';

test('sign-up with a photo creates the account and its user record, then lands on the home page', async ({
  page,
}) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/singup$/);
  await saveScreenshots(page, 'signup');

  await page.getByLabel(fieldLabels.fullName).fill('Rafi Ahmed');
  await page.getByLabel(fieldLabels.email).fill(email);
  await page.getByRole('textbox', { name: authText.password, exact: true }).fill('sturdy-pass-42');
  await page.getByLabel(authText.confirmPassword).fill('sturdy-pass-42');
  await page.getByLabel(fieldLabels.phone).fill('01711000000');
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel(authText.profileImage).click();
  await (await chooser).setFiles(profilePhoto);
  await page.getByRole('button', { name: authText.signUp }).click();

  await expect(page.getByRole('button', { name: nav.accountMenu })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(authText.verificationSent(email))).toBeVisible();

  const record = await userRecord(await adminToken(), email);
  expect(record).toMatchObject({ name: 'Rafi Ahmed', email, phone: '01711000000', role: 'user' });
  expect(record?.image).toMatch(/^\/api\/images\/.+/);
  const photo = await stackApi.image({ params: imageParams(record?.image ?? '') });
  expect(photo.headers['content-type']).toBe('image/png');
});

test('Continue with Google through the emulator chooser signs in and creates the user record', async ({
  page,
}) => {
  const email = uniqueEmail('googler');
  await page.goto('/login');
  await page.getByRole('button', { name: authText.continueWithGoogle }).click();
  const chooser = page.getByRole('dialog', { name: authText.emulatorTitle });
  await expect(chooser).toBeVisible();
  await chooser.getByLabel(authText.emulatorEmail).fill(email);
  await chooser.getByLabel(authText.emulatorName).fill('Mina Sultana');
  await chooser.getByRole('button', { name: authText.emulatorSignIn }).click();

  await expect(page.getByRole('button', { name: nav.accountMenu })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const record = await userRecord(await adminToken(), email);
  expect(record).toMatchObject({ name: 'Mina Sultana', email, role: 'user' });

  await page.getByRole('button', { name: nav.accountMenu }).click();
  await page.getByRole('menuitem', { name: nav.logout }).click();
  await expect(page.getByRole('link', { name: nav.login })).toBeVisible();
});

test('a wrong password shows a readable toast and keeps the visitor on /login', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/login');
  await saveScreenshots(page, 'login');
  await page.getByLabel(fieldLabels.email).fill(account.email);
  await page.getByLabel(authText.password, { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: nav.login, exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: /password/i });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveText(
    new RegExp(`${identityErrors['wrong-password']}|${identityErrors['invalid-credential']}`),
  );
  await expect(toast).not.toContainText('auth/');
  await expect(page).toHaveURL(/\/login$/);
});

test('Buy Now while signed out goes to /login, and logging in returns to the purchase page', async ({
  page,
}) => {
  const [account, product] = await Promise.all([createAccount(), productInStock()]);
  await page.goto('/');
  await page.getByRole('article', { name: product.name }).getByRole('link', { name: landing.buyNow }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel(fieldLabels.email).fill(account.email);
  await page.getByLabel(authText.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: nav.login, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/purchase/${product._id}$`));
  await expect(page.getByRole('heading', { name: purchase.title })).toBeVisible();
  await expect(page.getByLabel(fieldLabels.email)).toHaveValue(account.email);
});

test('a signed-in customer stays signed in across a reload, and an expired accessToken is renewed', async ({
  page,
}) => {
  const account = await createAccount();
  await signInThroughUi(page, account.email, account.password);
  await page.reload();
  await expect(page.getByRole('button', { name: nav.accountMenu })).toBeVisible();

  // A token the API no longer accepts: the first call answers 401, the app renews it and retries.
  await page.evaluate("localStorage.setItem('accessToken', 'expired.token.value')");
  await page.goto('/dashboard/myorder');
  await expect(page).toHaveURL(/\/dasboard\/myorder$/);
  await expect(page.getByText(orders.empty)).toBeVisible();
  expect(await page.evaluate("localStorage.getItem('accessToken')")).not.toBe('expired.token.value');
});
