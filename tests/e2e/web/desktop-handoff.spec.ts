import { expect, test } from '@playwright/test';
import { googleSignInViaBrowser } from '../../../src/main/googleHandOff';
import { authText } from '../../../src/shared/strings/labels/auth';
import { baseURL } from './support/stack';
import { uniqueEmail } from './support/accounts';

/**
 * The desktop app's Google sign-in, both halves for real: main's loopback hand-off opens the web
 * login page (here in Chromium instead of the system browser), the visitor chooses a Google
 * account, and the page hands Google's ID token back to the waiting app.
 */
test('the web login page hands a Google sign-in back to the desktop app', async ({ page }) => {
  const email = uniqueEmail('staff');
  let opened = '';
  const signIn = googleSignInViaBrowser({
    webOrigin: baseURL,
    openExternal: async (url) => {
      opened = url;
      await page.goto(url);
    },
    timeoutMs: 60_000,
  });

  await expect(page.getByRole('heading', { name: authText.desktopTitle })).toBeVisible();
  expect(new URL(opened).pathname).toBe('/login');
  await page.getByRole('button', { name: authText.continueWithGoogle }).click();
  await page.getByLabel(authText.emulatorEmail).fill(email);
  await page.getByLabel(authText.emulatorName).fill('Shop Staff');
  await page.getByRole('button', { name: authText.emulatorSignIn }).click();

  await expect(page.getByText(authText.desktopDone)).toBeVisible();
  const googleIdToken = await signIn;
  expect(JSON.parse(googleIdToken)).toMatchObject({ email, email_verified: true, name: 'Shop Staff' });
});

test('a hand-off whose state does not match is refused by the app and not reported as done', async ({
  page,
}) => {
  const waiting = new AbortController();
  const signIn = googleSignInViaBrowser({
    webOrigin: baseURL,
    signal: waiting.signal,
    openExternal: async (url) => {
      const forged = new URL(url);
      forged.searchParams.set('state', 'A'.repeat(43));
      await page.goto(forged.href);
    },
    timeoutMs: 30_000,
  });
  signIn.catch(() => undefined);

  await page.getByRole('button', { name: authText.continueWithGoogle }).click();
  await page.getByLabel(authText.emulatorEmail).fill(uniqueEmail('intruder'));
  await page.getByLabel(authText.emulatorName).fill('Not Staff');
  await page.getByRole('button', { name: authText.emulatorSignIn }).click();

  await expect(page.getByText('The desktop app refused the sign-in (403).')).toBeVisible();
  await expect(page.getByText(authText.desktopDone)).toHaveCount(0);
  waiting.abort();
});
