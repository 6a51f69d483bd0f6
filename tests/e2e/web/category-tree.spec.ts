/**
 * The storefront's categories as a tree (docs/search.md): `/category` shows all three levels, each
 * inside its parent, and leaves out the categories with nothing for sale (no "(0)"); a search's
 * category filter nests the same way; a tool's page leads from Home through its category's trail
 * (not OUR TOOLS), already in the page the server sends. Axe-clean; 1280 and 390 px screenshots.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Category } from '../../../src/shared/catalogueSchemas';
import type { Product } from '../../../src/shared/entities';
import { routes } from '../../../src/shared/routes';
import { browse } from '../../../src/shared/strings/labels/browse';
import { productPageText } from '../../../src/shared/strings/labels/productPage';
import { landing } from '../../../src/shared/strings/labels/storefront';
import { bodyOf } from '../../support/apiClient';
import { expectNoAxeViolations } from './support/axe';
import { addProduct } from './support/catalogue';
import { saveScreenshots } from './support/screenshots';
import { adminSession, stackApi } from './support/stackApi';

/** Three levels with one tool at the bottom, and a branch with nothing for sale; names unique to the run. */
async function gardenAisle() {
  const word = Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  const add = async (name: string, parent?: Category): Promise<Category> =>
    bodyOf(await stackApi.addCategory({ as: await adminSession(), body: { name, parentId: parent?._id } }));
  const garden = await add(`Garden ${word}`);
  const watering = await add(`Watering ${word}`, garden);
  const hoses = await add(`Hoses ${word}`, watering);
  const empty = await add(`Empty shelf ${word}`);
  await add(`Nothing here ${word}`, empty);
  const hose: Product = await addProduct({
    name: `Garden Hose 25 m ${word}`,
    description: 'Kink-free, with a spray gun.',
    minimumOrder: 1,
    availableQuentity: 12,
    price: 34,
  });
  const filed = await stackApi.editProduct({
    as: await adminSession(),
    params: { id: hose._id },
    headers: { 'if-match': String(hose.version) },
    body: { categoryId: hoses._id },
  });
  expect(filed.status).toBe(200);
  return { word, garden, watering, hoses, empty, hose };
}

/** The link of the category that `link`'s category is nested under: the first link of the list item around its own. */
const parentLinkOf = (link: Locator) => link.locator('xpath=ancestor::li[2]').getByRole('link').first();

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: productPageText.breadcrumb });

test('the categories are a tree of what is for sale, in the index, the filters and a tool’s breadcrumb', async ({
  page,
}) => {
  const { word, garden, watering, hoses, hose } = await gardenAisle();

  await page.goto(routes.categories);
  await expect(page.getByRole('heading', { level: 1, name: browse.allCategories })).toBeVisible();
  const hosesLink = page.getByRole('link', { name: `${hoses.name} (1)` });
  const wateringLink = page.getByRole('link', { name: `${watering.name} (1)` });
  await expect(hosesLink).toBeVisible();
  // Each level inside the one above it, and indented further.
  await expect(parentLinkOf(hosesLink)).toHaveText(`${watering.name} (1)`);
  const indent = async (link: Locator) => (await link.boundingBox())!.x;
  expect(await indent(hosesLink)).toBeGreaterThan(await indent(wateringLink));
  await expect(page.getByRole('heading', { level: 2, name: `${garden.name} (1)` })).toBeVisible();
  await expect(page.getByText(`Empty shelf ${word}`)).toHaveCount(0);
  await expect(page.getByText(`Nothing here ${word}`)).toHaveCount(0);
  await expect(page.getByText('(0)')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the category index');
  await saveScreenshots(page, 'category-tree-index');

  await page.goto(`${routes.search}?q=${encodeURIComponent(`hose ${word}`)}`);
  const filter = page.getByRole('navigation', { name: browse.category });
  const facet = (category: Category) => filter.getByRole('link', { name: `${category.name} (1)` });
  await expect(facet(hoses)).toBeVisible();
  await expect(parentLinkOf(facet(hoses))).toHaveText(`${watering.name} (1)`);
  await expect(parentLinkOf(facet(watering))).toHaveText(`${garden.name} (1)`);
  await expectNoAxeViolations(page, 'a search with its category tree');
  await saveScreenshots(page, 'category-tree-search');

  await page.getByRole('article', { name: hose.name }).getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: hose.name })).toBeVisible();
  const crumbs = breadcrumb(page);
  await expect(crumbs.getByRole('link')).toHaveText([
    productPageText.home,
    garden.name,
    watering.name,
    hoses.name,
  ]);
  await expect(crumbs).not.toContainText(landing.ourTools);
  await expectNoAxeViolations(page, 'a product page with its category trail');
  await saveScreenshots(page, 'category-tree-product');
  await crumbs.getByRole('link', { name: watering.name }).click();
  await expect(page).toHaveURL(routes.category(watering.slug));
  await expect(page.getByRole('article', { name: hose.name })).toBeVisible();
});

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('a tool’s page already leads through its category', async ({ page }) => {
    const { garden, watering, hoses, hose } = await gardenAisle();
    await page.goto(routes.product(hose._id));
    await expect(breadcrumb(page).getByRole('link')).toHaveText([
      productPageText.home,
      garden.name,
      watering.name,
      hoses.name,
    ]);
  });
});
