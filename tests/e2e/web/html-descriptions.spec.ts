/**
 * Descriptions written in HTML (a catalogue file's `Body (HTML)`), as a visitor meets them: a tool's
 * page shows the paragraphs and list, never a raw `<p>`, and runs nothing the description carried
 * (a script, an image's onerror, a link to javascript:), already in the page the server sends and
 * once the app has taken it over; its card and the page's meta description give the words alone.
 * Axe-clean; 1280 and 390 px screenshots.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Product } from '../../../src/shared/entities';
import { routes } from '../../../src/shared/routes';
import { productPageText } from '../../../src/shared/strings/labels/productPage';
import { expectNoAxeViolations } from './support/axe';
import { pageErrors } from './support/browser';
import { addProduct } from './support/catalogue';
import { saveScreenshots } from './support/screenshots';

const DESCRIPTION =
  '<p>Cuts <strong>steel and stone</strong> at 11,000 rpm.</p>' +
  '<ul><li>125 mm discs</li><li>Side handle &amp; guard</li></ul>' +
  '<p onmouseover="window.__descriptionRan = 1">Two-year warranty.</p>' +
  '<script>window.__descriptionRan = 2</script><img src="/no-such-picture" onerror="window.__descriptionRan = 3">' +
  '<a href="javascript:window.__descriptionRan = 4">Manual</a>';

let grinder: Product;
test.beforeAll(async () => {
  grinder = await addProduct({
    name: `Imported Angle Grinder ${Date.now().toString(36)}`,
    description: DESCRIPTION,
    minimumOrder: 1,
    availableQuentity: 9,
    price: 89,
  });
});

/** The description under the page's Description heading. */
const descriptionOf = (page: Page) =>
  page
    .getByRole('heading', { level: 2, name: productPageText.description })
    .locator('xpath=following-sibling::*[1]');

async function expectSanitised(page: Page) {
  const description = descriptionOf(page);
  await expect(description.locator('p').first()).toHaveText('Cuts steel and stone at 11,000 rpm.');
  await expect(description.locator('strong')).toHaveText('steel and stone');
  await expect(description.getByRole('listitem')).toHaveText(['125 mm discs', 'Side handle & guard']);
  await expect(description).not.toContainText('<p>');
  await expect(description.locator('script, img, iframe, [onmouseover], [onerror]')).toHaveCount(0);
  await expect(description.getByText('Manual')).not.toHaveAttribute('href', /javascript/);
}

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the page the server sends shows the description sanitised, and its head the words', async ({
    page,
  }) => {
    await page.goto(routes.product(grinder._id));
    await expectSanitised(page);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Cuts steel and stone at 11,000 rpm\. 125 mm discs Side handle & guard Two-year warranty\. Manual$/,
    );
  });
});

test('the app shows the description sanitised and runs nothing it carried; the card gives its words', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.goto(`${routes.search}?q=${encodeURIComponent(grinder.name)}`);
  const card = page.getByRole('article', { name: grinder.name });
  await expect(card).toContainText('Cuts steel and stone at 11,000 rpm.');
  await expect(card).not.toContainText('<p>');
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: grinder.name })).toBeVisible();
  await expectSanitised(page);
  await descriptionOf(page).getByText('Two-year warranty.').hover();

  // Opened afresh: the server's page, taken over by the app.
  await page.goto(routes.product(grinder._id));
  await expectSanitised(page);
  await page.waitForLoadState('networkidle');
  await descriptionOf(page).getByText('Two-year warranty.').hover();
  expect(await page.evaluate('window.__descriptionRan')).toBeUndefined();
  // Parsing the description to sanitise it, the browser reports (and blocks) the handlers it is about
  // to remove under the page's Content Security Policy: reports, not errors of the page.
  expect(errors.filter((error) => !error.includes('Content Security Policy'))).toEqual([]);
  await expectNoAxeViolations(page, 'a product page with an HTML description');
  await saveScreenshots(page, 'html-description');
});
