/**
 * The desktop app's Google sign-in hand-off through the bridge, without Electron: the page calls
 * `shop.auth.googleSignIn()`, main's hand-off (its own module, in this process) opens the web login
 * page — here a second page instead of the system browser — the member of staff chooses a Google
 * account there, and the ID token comes back to the page over IPC. (With the Auth emulator the
 * desktop login page offers its in-app test chooser instead, so the page is driven through the
 * bridge here; with real Firebase its Google button makes this very call.)
 */
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { authText } from '../../../src/shared/strings/labels/auth';
import { uniqueEmail } from '../web/support/accounts';
import { launchDesktopApp, PRELOAD_FILE, RENDERER_DIR } from './support/desktopApp';

test('the bridge’s Google sign-in runs main’s browser hand-off and brings back the chosen account', async ({
  browser,
}) => {
  expect(existsSync(RENDERER_DIR) && existsSync(PRELOAD_FILE), 'run npm run build:desktop first').toBe(true);
  const app = await launchDesktopApp(browser);
  try {
    await app.page.goto(`${app.origin}/login`);
    const systemBrowser = app.page.context().waitForEvent('page');
    const idToken = app.page.evaluate(() =>
      (globalThis as unknown as { shop: ShopBridge }).shop.auth.googleSignIn(),
    );

    const web = await systemBrowser;
    await expect(web.getByRole('heading', { name: authText.desktopTitle })).toBeVisible();
    expect(await web.evaluate(() => 'shop' in globalThis), 'only the app’s own window has the bridge').toBe(
      false,
    );
    const email = uniqueEmail('staff');
    await web.getByRole('button', { name: authText.continueWithGoogle }).click();
    await web.getByLabel(authText.emulatorEmail).fill(email);
    await web.getByLabel(authText.emulatorName).fill('Shop Staff');
    await web.getByRole('button', { name: authText.emulatorSignIn }).click();
    await expect(web.getByText(authText.desktopDone)).toBeVisible();

    expect(JSON.parse(await idToken)).toMatchObject({ email, email_verified: true });
    expect(app.cspViolations).toEqual([]);
  } finally {
    await app.close();
  }
});
