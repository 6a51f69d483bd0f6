/**
 * Search lands on the variant it matched (docs/search.md): a customer types a drill's 5 Ah barcode
 * into the header's search box and finds that drill alone (not the tool whose barcode looks alike),
 * its card at the 5 Ah price, and its page opens with 5 Ah chosen; its SKU in any case does the same.
 * Axe-clean, and looked at in 1280 and 390 px screenshots.
 */
import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Product } from '../../../src/shared/entities';
import { browse } from '../../../src/shared/strings/labels/browse';
import { searchBox } from '../../../src/shared/strings/labels/searchBox';
import { landing } from '../../../src/shared/strings/labels/storefront';
import { bodyOf } from '../../support/apiClient';
import { ean13 } from '../../support/barcodes';
import { expectNoAxeViolations } from './support/axe';
import { products } from './support/catalogue';
import { saveScreenshots } from './support/screenshots';
import { adminSession, stackApi } from './support/stackApi';
import { usd } from '../../support/money';

/** A drill in two batteries, each with its SKU and barcode, and a tool whose barcode differs by its last digits. */
async function drillAndLookalike() {
  const run = String(randomInt(1e9)).padStart(9, '0');
  const [seeded] = await products();
  const add = async (name: string, variants: Record<string, unknown>[], options: string[] = []) =>
    bodyOf(
      await stackApi.addProduct({
        as: await adminSession(),
        body: {
          name,
          description: 'Brushless, with a side handle.',
          img: seeded!.img,
          minimumOrder: 1,
          brand: 'Voltaro',
          options: options.length ? [{ name: 'Battery', values: options }] : [],
          variants,
        } as never,
      }),
    );
  const codes = { twoAh: ean13(`200${run}`), fiveAh: ean13(`201${run}`), lookalike: ean13(`202${run}`) };
  const drill: Product = await add(
    `Voltaro Drill Driver ${run}`,
    [
      {
        options: { Battery: '2 Ah' },
        sku: `VDD-${run}-2`,
        barcode: codes.twoAh,
        price: 99,
        availableQuantity: 8,
      },
      {
        options: { Battery: '5 Ah' },
        sku: `VDD-${run}-5`,
        barcode: codes.fiveAh,
        price: 139,
        availableQuantity: 4,
      },
    ],
    ['2 Ah', '5 Ah'],
  );
  const lookalike: Product = await add(`Voltaro Hole Saw Kit ${run}`, [
    { sku: `VHS-${run}`, barcode: codes.lookalike, price: 45, availableQuantity: 6 },
  ]);
  return { run, drill, lookalike, codes };
}

async function searchFromHeader(page: Page, words: string) {
  await page.getByRole('searchbox', { name: searchBox.searchLabel }).fill(words);
  await page.getByRole('searchbox', { name: searchBox.searchLabel }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: browse.resultsFor(words) })).toBeVisible();
}

test('a barcode or SKU typed whole finds its tool alone, shows that variant and opens its page with it chosen', async ({
  page,
}) => {
  const { run, drill, lookalike, codes } = await drillAndLookalike();
  const fiveAh = drill.variants.find((variant) => variant.title === '5 Ah')!;
  await page.goto('/');
  // The app has taken the landing over: what is typed stays typed.
  await page.waitForLoadState('networkidle');
  await searchFromHeader(page, codes.fiveAh);

  await expect(page.getByRole('heading', { level: 2, name: browse.resultCount(1) })).toBeVisible();
  await expect(page.getByRole('article', { name: lookalike.name })).toHaveCount(0);
  const card = page.getByRole('article', { name: drill.name });
  await expect(card.getByText(landing.price(usd(139)))).toBeVisible();
  await expect(card.getByText('5 Ah', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'search by barcode');
  await saveScreenshots(page, 'search-by-barcode');

  await card.getByRole('heading').getByRole('link', { name: drill.name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${drill._id}\\?variant=${fiveAh._id}$`));
  await expect(page.getByTestId('variant-price')).toHaveText(landing.price(usd(139)));
  await expect(page.getByRole('link', { name: '5 Ah' })).toHaveAttribute('aria-current', 'true');
  await saveScreenshots(page, 'search-by-barcode-product');

  // The SKU, whatever its case: the same variant.
  await searchFromHeader(page, `vdd-${run}-5`);
  await expect(page.getByRole('heading', { level: 2, name: browse.resultCount(1) })).toBeVisible();
  await expect(
    page.getByRole('article', { name: drill.name }).getByText(landing.price(usd(139))),
  ).toBeVisible();
});
