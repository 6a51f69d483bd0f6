/**
 * After a deploy, a page left open asks for code files that no longer exist. The shop reloads once
 * by itself to get the new version; if that does not help, it says so in words and offers a reload.
 */
import { expect, test } from '@playwright/test';
import { common } from '../../../src/shared/strings/labels/common';
import { failureText, nav } from '../../../src/shared/strings/labels/shell';

test('a page whose code vanished with a deploy reloads once, then says a new version is out', async ({
  page,
}) => {
  // The blog's code is gone, as after a deploy that renamed it.
  await page.route('**/assets/BlogPage-*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/');
  // The app runs the pre-rendered page (Login has replaced the sign-in check): the link is the app's.
  await expect(page.getByRole('link', { name: nav.login })).toBeVisible();
  await page
    .getByRole('navigation', { name: nav.mainNavigation })
    .getByRole('link', { name: nav.blogs })
    .click();

  await expect.poll(() => loads).toBe(2);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { name: failureText.staleVersionTitle })).toBeVisible();
  await expect(page.getByText(failureText.staleVersion)).toBeVisible();
  await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: common.reload })).toBeVisible();
  // The header and footer stay around the message.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
