/**
 * Browsing and searching (docs/search.md): a customer opens Categories from the header and goes
 * down to Drills, searches with a typo from the header's box, narrows the results with a brand and
 * In stock only, sorts, and opens a tool's page; each address holds its filters, so Back and a
 * shared link show the same. The pages are axe-clean and fit a 390 px phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { routes } from '../../../src/shared/routes';
import { browse } from '../../../src/shared/strings/labels/browse';
import { pageTitle } from '../../../src/shared/strings/labels/common';
import { expectNoAxeViolations } from './support/axe';
import { pageErrors } from './support/browser';
import { saveScreenshots } from './support/screenshots';

const fitsPhone = async (page: Page, what: string) => {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate('document.documentElement.scrollWidth'), `${what} at 390 px`).toBe(390);
  await page.setViewportSize({ width: 1280, height: 800 });
};

test('a customer browses a category from the header, searches with a typo, filters, sorts and opens a tool', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  // Once the app has taken the landing over: its tools come from the API.
  await expect(page.locator('section#tools').getByRole('article').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: browse.categories }).click();
  await expect(page).toHaveURL(routes.categories);
  await expect(page.getByRole('heading', { level: 1, name: browse.allCategories })).toBeVisible();
  await expectNoAxeViolations(page, 'the category index');
  await saveScreenshots(page, 'browse-categories');

  await page.getByRole('link', { name: /^Drills/ }).click();
  await expect(page).toHaveURL(routes.category('drills'));
  await expect(page.getByRole('heading', { level: 1, name: 'Drills' })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('Drills'));
  await expect(page.getByRole('article', { name: 'Cordless Drill Driver 18V' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Circular Saw 185 mm' })).toHaveCount(0);
  const trail = page.getByRole('link', { name: 'Power tools' }).first();
  await expect(trail).toHaveAttribute('href', routes.category('power-tools'));
  await expectNoAxeViolations(page, 'a category page');
  await saveScreenshots(page, 'browse-category-drills');
  await fitsPhone(page, 'a category page');

  // Up the trail: Power tools takes its subcategories in.
  await trail.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Power tools' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Impact Driver 18V' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Circular Saw 185 mm' })).toBeVisible();

  // A typo in the header's box still finds the screwdrivers.
  const box = page.getByRole('searchbox', { name: browse.searchLabel });
  await box.fill('screwdrivr');
  await box.press('Enter');
  await expect(page).toHaveURL(`${routes.search}?q=screwdrivr`);
  await expect(page.getByRole('heading', { level: 1, name: browse.resultsFor('screwdrivr') })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Screwdriver Set, 12 Pieces' })).toBeVisible();
  await expectNoAxeViolations(page, 'search results');
  await saveScreenshots(page, 'browse-search-typo');
  await fitsPhone(page, 'search results');

  // A wider search, narrowed by brand and stock, then sorted: each step is in the address.
  await box.fill('set');
  await box.press('Enter');
  await expect(page.getByRole('article', { name: 'Socket Set, 24 Pieces' })).toBeVisible();
  // The filters live in the address: a choice is checked once the page has moved to it.
  await page.getByRole('radio', { name: /^Forgewell/ }).click();
  await expect(page).toHaveURL(/brand=Forgewell/);
  await expect(page.getByRole('radio', { name: /^Forgewell/ })).toBeChecked();
  await expect(page.getByRole('article', { name: 'Screwdriver Set, 12 Pieces' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Socket Set, 24 Pieces' })).toBeVisible();
  await page.getByRole('checkbox', { name: browse.inStockOnly }).click();
  await expect(page).toHaveURL(/inStock=true/);
  await expect(page.getByRole('checkbox', { name: browse.inStockOnly })).toBeChecked();
  await page.getByRole('combobox', { name: browse.sortBy }).selectOption(browse.sorts.price_desc);
  await expect(page).toHaveURL(/sort=price_desc/);
  await expectNoAxeViolations(page, 'filtered search results');

  // The address is the search: opened afresh (rendered by the server), it shows the same.
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Forgewell/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: browse.inStockOnly })).toBeChecked();
  await expect(page.getByRole('article', { name: 'Socket Set, 24 Pieces' })).toBeVisible();

  await page
    .getByRole('article', { name: 'Socket Set, 24 Pieces' })
    .getByRole('heading')
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Socket Set, 24 Pieces' })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('a category page is already there, with its breadcrumb trail in JSON-LD', async ({ page }) => {
    const res = await page.goto(routes.category('screwdrivers'));
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Screwdrivers' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Screwdriver Set, 12 Pieces' })).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.map((step: { name: string }) => step.name)).toEqual([
      browse.home,
      'Tools',
      'Hand tools',
      'Screwdrivers',
    ]);
  });

  test('a search page is already there', async ({ page }) => {
    const res = await page.goto(`${routes.search}?q=hammr`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('article', { name: 'Claw Hammer 16 oz' })).toBeVisible();
  });
});

test('the landing shows the first tools and See all tools opens the search', async ({ page }) => {
  await page.goto('/');
  const tools = page.locator('section#tools');
  await expect(tools.getByRole('article').first()).toBeVisible();
  await tools.getByRole('link', { name: browse.seeAllTools }).click();
  await expect(page).toHaveURL(routes.search);
  await expect(page.getByRole('heading', { level: 1, name: browse.allTools })).toBeVisible();
  await saveScreenshots(page, 'browse-all-tools');
});
