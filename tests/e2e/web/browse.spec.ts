/**
 * Browsing and searching (docs/search.md): a customer opens Categories from the header and goes
 * down to Drills, searches with a typo from the header's box, then finds the test's own tools, narrows
 * them with a brand and In stock only (the sold-out one leaves the grid), sorts them each way the
 * page offers (the cards in that order on screen), and opens a tool's page; each address holds its
 * filters, so Back and a shared link show the same. The pages are axe-clean and fit a 390 px phone.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Product } from '../../../src/shared/entities';
import { routes } from '../../../src/shared/routes';
import { browse } from '../../../src/shared/strings/labels/browse';
import { pageTitle } from '../../../src/shared/strings/labels/common';
import { nav } from '../../../src/shared/strings/labels/shell';
import { landing } from '../../../src/shared/strings/labels/storefront';
import { bodyOf, sessionOf } from '../../support/apiClient';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { holdAppModules, pageErrors } from './support/browser';
import { addProduct } from './support/catalogue';
import { paidOrderFor } from './support/orders';
import { saveScreenshots } from './support/screenshots';
import { stackApi } from './support/stackApi';

/** The brand of the test's own tools (one of them has another). */
const SHELF_BRAND = 'Viselock';

/**
 * Tools of the test's own that one word (unique to this run) finds: four of SHELF_BRAND, one of them
 * sold out, and one of another brand. Made in this order, so `newest` is the newest of those in
 * stock; only `dearest` has the word in its description too, so it matches best; a buyer gives
 * `dearest` 5 stars and `cheapest` 3, and nobody reviews `newest`.
 */
async function ownShelf() {
  const word = Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  const tool = (name: string, price: number, stock: number, brand = SHELF_BRAND, description = 'A vise.') =>
    addProduct({
      name: `Bench Vise ${word} ${name}`,
      description,
      minimumOrder: 1,
      availableQuentity: stock,
      price,
      brand,
    });
  const dearest = await tool('Heavy', 95, 10, SHELF_BRAND, `The ${word} vise for heavy work.`);
  const cheapest = await tool('Mini', 12, 10);
  const newest = await tool('Swivel', 40, 10);
  const soldOut = await tool('Bolted', 60, 0);
  const otherBrand = await tool('Clamp-on', 25, 10, 'Anvilbrook');
  const buyer = await createAccount({ name: 'Karim Hossain' });
  const as = sessionOf(buyer.email, buyer.accessToken);
  for (const [product, rating] of [
    [dearest, 5],
    [cheapest, 3],
  ] as const) {
    await paidOrderFor(buyer, product);
    bodyOf(await stackApi.addReview({ as, body: { productId: product._id, rating, review: 'Holds fast.' } }));
  }
  return { word, dearest, cheapest, newest, soldOut, otherBrand };
}

const card = (page: Page, product: Product) => page.getByRole('article', { name: product.name });
/** The names of the cards on screen, in the order shown. */
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });

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

  // The test's own tools, found by a word only they carry: narrowed by brand and stock, then sorted.
  const shelf = await ownShelf();
  const { dearest, cheapest, newest, soldOut, otherBrand } = shelf;
  await box.fill(shelf.word);
  await box.press('Enter');
  const everyTool = [dearest, cheapest, newest, soldOut, otherBrand].map((tool) => tool.name);
  // The last answer stays until the new one lands: once it has, all five, the sold-out one marked.
  await expect(card(page, soldOut)).toContainText(landing.soldOut);
  await expect(cardNames(page)).toHaveCount(everyTool.length);
  expect((await cardNames(page).allTextContents()).sort()).toEqual(everyTool.sort());
  // The filters live in the address: a choice is checked once the page has moved to it.
  await page.getByRole('radio', { name: new RegExp(`^${SHELF_BRAND}`) }).click();
  await expect(page).toHaveURL(new RegExp(`brand=${SHELF_BRAND}`));
  await expect(page.getByRole('radio', { name: new RegExp(`^${SHELF_BRAND}`) })).toBeChecked();
  await expect(card(page, otherBrand)).toHaveCount(0);
  await expect(card(page, soldOut)).toBeVisible();
  await page.getByRole('checkbox', { name: browse.inStockOnly }).click();
  await expect(page).toHaveURL(/inStock=true/);
  await expect(page.getByRole('checkbox', { name: browse.inStockOnly })).toBeChecked();
  await expect(card(page, soldOut)).toHaveCount(0);
  await expect(card(page, cheapest)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: landing.soldOut })).toHaveCount(0);

  // Each sort puts the same tools in its own order on screen; the best match first, then the newest.
  await expect(page.getByRole('combobox', { name: browse.sortBy })).toHaveValue('relevance');
  await expect(cardNames(page)).toHaveText([dearest, newest, cheapest].map((tool) => tool.name));
  const sorted: [keyof typeof browse.sorts, Product[]][] = [
    ['price_asc', [cheapest, newest, dearest]],
    ['price_desc', [dearest, newest, cheapest]],
    ['newest', [newest, cheapest, dearest]],
    ['rating', [dearest, cheapest, newest]],
  ];
  for (const [sort, order] of sorted) {
    await page.getByRole('combobox', { name: browse.sortBy }).selectOption(browse.sorts[sort]);
    await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
    await expect(cardNames(page), browse.sorts[sort]).toHaveText(order.map((tool) => tool.name));
  }
  await expectNoAxeViolations(page, 'filtered search results');
  await saveScreenshots(page, 'browse-filtered-sorted');

  // The address is the search: opened afresh (rendered by the server), it shows the same. The app's
  // modules are held while the visitor scrolls down to the last tool, below the fold: taking the page
  // over, the app leaves them there, under the link they are about to click.
  const serveModules = await holdAppModules(page);
  await page.reload();
  await expect(page.getByRole('radio', { name: new RegExp(`^${SHELF_BRAND}`) })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: browse.inStockOnly })).toBeChecked();
  await expect(page.getByRole('combobox', { name: browse.sortBy })).toHaveValue('rating');
  await expect(cardNames(page)).toHaveText([dearest, cheapest, newest].map((tool) => tool.name));
  const newestLink = card(page, newest).getByRole('heading').getByRole('link');
  await newestLink.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate<number>('window.scrollY');
  expect(scrolledTo, 'the last tool is below the fold').toBeGreaterThan(0);
  serveModules();
  await expect(page.getByRole('banner').getByRole('link', { name: nav.login })).toBeVisible();
  expect(await page.evaluate<number>('window.scrollY'), 'where the visitor scrolled to').toBe(scrolledTo);

  await newestLink.click();
  await expect(page.getByRole('heading', { level: 1, name: newest.name })).toBeVisible();
  await expect.poll(() => page.evaluate<number>('window.scrollY'), 'a new page starts at its top').toBe(0);
  // Back: the results again, where the visitor left them.
  await page.goBack();
  await expect(newestLink).toBeVisible();
  await expect.poll(() => page.evaluate<number>('window.scrollY'), 'where the visitor left').toBe(scrolledTo);
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
