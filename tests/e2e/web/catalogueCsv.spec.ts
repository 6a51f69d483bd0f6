/**
 * The catalogue's CSV import, as staff meet it against the real stack (docs/catalogue-csv.md): the
 * admin opens Import CSV from Manage Products, chooses a file, the check shows a problem by row and
 * column, the admin fixes the file and chooses it again, imports it, and the products are in the
 * catalogue. The page is checked with axe and saved at both widths at each step.
 */
import { expect, test, type Page } from '@playwright/test';
import { CATALOGUE_CSV_COLUMNS } from '../../../src/shared/catalogueCsv';
import { catalogueCsvText as t } from '../../../src/shared/strings/catalogueCsv';
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
      Body: 'A bar clamp from the supplier’s list.',
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
      Body: 'A hand saw for wood.',
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
