/**
 * The Make Admin page's role choice (docs/counter.md) in Chromium against the real stack: the admin
 * makes a customer a cashier from the list; the page stays axe-clean, at 1280 px and 390 px.
 */
import { expect, test } from '@playwright/test';
import { roleText } from '../../../src/shared/strings/counterMessages';
import { dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { stack } from './support/stack';

test('an admin makes a customer a cashier from Make Admin', async ({ page }) => {
  const person = await createAccount({ name: 'Till Person' });
  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/dasboard/makeadmin');
    await page.getByLabel(dashboardText.table.search, { exact: true }).fill(person.email);
    const choice = page.getByLabel(`${roleText.chooseRole} ${person.email}`);
    await expect(choice).toBeVisible();
    if (size.width === 1280) {
      await choice.selectOption('cashier');
      await expect(page.getByText(roleText.roleSet(person.email, roleText.cashier))).toBeVisible();
      await expect(page.getByLabel(`${roleText.chooseRole} ${person.email}`)).toHaveValue('cashier');
    }
    await expectNoAxeViolations(page, `make admin with roles at ${size.width}`);
    await saveScreenshot(page, `dashboard-admin-roles-${size.width}`);
  }
});
