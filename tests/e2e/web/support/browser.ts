/** Steps the e2e tests take in the browser through the real pages. */
import { expect, type Page } from '@playwright/test';
import { authText, nav } from '../../../../src/shared/strings';

/** Signs in on `/login` and waits until the app has left the login page. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel(authText.email).fill(email);
  await page.getByLabel(authText.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: authText.login, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: nav.accountMenu })).toBeVisible();
}
