/**
 * The catalogue's CSV import, as staff meet it against the real stack (docs/catalogue-csv.md): the
 * admin opens Import CSV from Manage Products, chooses a file, the check shows a problem by row and
 * column, the admin fixes the file and chooses it again, imports it, and the products are in the
 * catalogue. Then Shopify's real export (../shared/real-exports) goes through the same screen as it
 * is: its check lists what the shop leaves out and a picture the shop does not hold by row; fixed, it
 * imports, and a product's `Body (HTML)` shows on its page as HTML. The page is checked with axe and
 * saved at both widths at each step.
 */
import { expect, test, type Page } from '@playwright/test';
import { CATALOGUE_CSV_COLUMNS } from '../../../src/shared/catalogueCsv';
import {
  catalogueCsvErrors as e,
  catalogueCsvText as t,
  catalogueCsvWarnings as w,
} from '../../../src/shared/strings/catalogueCsv';
import { productPageText } from '../../../src/shared/strings/labels/productPage';
import { routes } from '../../../src/shared/routes';
import { readRealExport } from '../../support/realExports';
import { dashboardMenu } from '../../../src/shared/strings/labels/dashboard';
import { messages } from '../../../src/shared/strings/validation';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { products } from './support/catalogue';
import { saveScreenshots } from './support/screenshots';
import { stack } from './support/stack';

async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page, name);
  await saveScreenshots(page, name);
}

const quoted = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;

/** Two products, a clamp in two sizes and a saw, the saw at `sawPrice`. */
function catalogueFile(tag: number, img: string, sawPrice: string) {
  const rows: Record<string, string | number>[] = [
    {
      Handle: `clamp-${tag}`,
      Title: `Imported Bar Clamp ${tag}`,
      'Body (HTML)': 'A bar clamp from the supplier’s list.',
      Vendor: 'Bessey',
      'Product Category': 'Tools > Clamps',
      'Option1 Name': 'Length',
      'Option1 Value': '300 mm',
      'Variant SKU': `CLAMP-300-${tag}`,
      'Variant Price': '18.50',
      'Variant Inventory Qty': 12,
      'Minimum Order': 1,
      'Image Src': img,
      Status: 'active',
    },
    {
      Handle: `clamp-${tag}`,
      'Option1 Value': '600 mm',
      'Variant SKU': `CLAMP-600-${tag}`,
      'Variant Price': '24.00',
      'Variant Inventory Qty': 8,
    },
    {
      Handle: `saw-${tag}`,
      Title: `Imported Hand Saw ${tag}`,
      'Body (HTML)': 'A hand saw for wood.',
      'Variant Price': sawPrice,
      'Variant Inventory Qty': 5,
      'Image Src': img,
    },
  ];
  const lines = [CATALOGUE_CSV_COLUMNS, ...rows.map((row) => CATALOGUE_CSV_COLUMNS.map((c) => row[c] ?? ''))];
  return {
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.map((cells) => cells.map(quoted).join(',')).join('\r\n')),
  };
}

test('staff import a CSV: the check shows a problem by row and column, the fixed file imports, and its products are in the catalogue', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now();
  const [seeded] = await products();
  await signInThroughUi(page, stack.admin.email, stack.admin.password);

  await page.goto('/dasboard/manageproduct');
  await expect(page.getByRole('heading', { name: dashboardMenu.manageProducts })).toBeVisible();
  await page.getByRole('link', { name: t.title }).click();
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  await checkScreen(page, 'catalogue-import-empty');

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(catalogueFile(tag, seeded!.img, '-1'));
  const problems = page.getByRole('table', { name: t.errorsHeading(1) });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('4');
  await expect(problems.getByRole('row').nth(1)).toContainText('Variant Price');
  await expect(problems.getByRole('row').nth(1)).toContainText(messages.pricePositive);
  await expect(page.getByRole('button', { name: t.importButton, exact: true })).toHaveCount(0);
  await checkScreen(page, 'catalogue-import-problems');

  await fileInput.setInputFiles(catalogueFile(tag, seeded!.img, '29.90'));
  await expect(page.getByText(t.noErrors)).toBeVisible();
  await expect(page.getByText(t.productsLine(2, 0))).toBeVisible();
  await expect(page.getByText(t.variantsLine(3, 0))).toBeVisible();
  await checkScreen(page, 'catalogue-import-checked');

  await page.getByRole('button', { name: t.importButton, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.resultHeading })).toBeVisible();
  await checkScreen(page, 'catalogue-import-done');

  const catalogue = await products();
  const clamp = catalogue.find((product) => product.name === `Imported Bar Clamp ${tag}`);
  const saw = catalogue.find((product) => product.name === `Imported Hand Saw ${tag}`);
  expect(clamp).toMatchObject({ price: 18.5, availableQuentity: 20, brand: 'Bessey' });
  expect(saw).toMatchObject({ price: 29.9, availableQuentity: 5 });

  await page.getByRole('link', { name: t.backToProducts }).click();
  await expect(page.getByText(`Imported Hand Saw ${tag}`)).toBeVisible();
});

test('staff import Shopify’s real export as it is: the check names what the shop leaves out and a picture it lacks, by row; fixed, it imports and shows its HTML descriptions', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [seeded] = await products();
  // Its pictures are on the public internet, which the stack does not reach: each is the shop's own.
  const real = readRealExport('shopify-jewelery.csv').replace(
    /https:\/\/burst\.shopifycdn\.com\/[^,]+?\.jpg/g,
    seeded!.img,
  );
  const file = (csv: string) => ({
    name: 'products_export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const galaxyRow = real.split('\r\n').findIndex((line) => line.startsWith('galaxy-earrings,')) + 1;
  const broken = real.replace(
    new RegExp(`(galaxy-earrings,Galaxy Earrings,.*?)${seeded!.img}`, 's'),
    '$1/api/images/notAnImageOfTheShop',
  );
  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await page.goto('/dasboard/manageproduct/import');
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(file(broken));
  const problems = page.getByRole('table', { name: t.errorsHeading(1) });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(String(galaxyRow));
  await expect(problems.getByRole('row').nth(1)).toContainText(e.imageUnknown);
  const warnings = page.getByRole('region', { name: /things to know$/ });
  await expect(warnings).toContainText(w.compareAtPriceIgnored(17));
  await expect(warnings).toContainText('SEO Title');
  await expect(page.getByText(t.productsLine(20, 0))).toBeVisible();
  await expect(page.getByText(t.variantsLine(23, 0))).toBeVisible();
  await checkScreen(page, 'catalogue-import-shopify-problems');

  await fileInput.setInputFiles(file(real));
  await expect(page.getByText(t.noErrors)).toBeVisible();
  await page.getByRole('button', { name: t.importButton, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.resultHeading })).toBeVisible();
  await checkScreen(page, 'catalogue-import-shopify-done');

  const catalogue = await products();
  const bracelet = catalogue.find((product) => product.name === '7 Shakra Bracelet');
  expect(bracelet).toMatchObject({ price: 42.99, availableQuentity: 1 });
  const choker = catalogue.find((product) => product.name === 'Choker with Gold Pendant')!;
  await page.goto(routes.product(choker._id));
  const description = page
    .getByRole('heading', { level: 2, name: productPageText.description })
    .locator('xpath=following-sibling::*[1]');
  await expect(description.getByRole('listitem').first()).toHaveText('14k yellow gold');
  await expect(description).not.toContainText('<li>');
});
