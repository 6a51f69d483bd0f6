/**
 * The storefront never downloads the whole catalogue (docs/search.md): a signed-out visitor opens
 * the landing, finds a tool with the header's search, opens a tool with variants on its own page,
 * and puts one tool and both variants of the other into the cart, which shows each line's name,
 * variant, unit price and total, and the subtotal. Not one request of the visit is the spec's
 * `GET /` (the catalogue, whole): the cart asks only for its own tools (`GET /product?ids=`).
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import type { Product, Variant } from '../../../src/shared/entities';
import { routes } from '../../../src/shared/routes';
import { variantName } from '../../../src/shared/stockLedger';
import { fieldLabels } from '../../../src/shared/strings/labels/common';
import { browse } from '../../../src/shared/strings/labels/browse';
import { shopping } from '../../../src/shared/strings/labels/shopping';
import { cartPage } from '../../../src/shared/strings/labels/cartPage';
import { landing } from '../../../src/shared/strings/labels/storefront';
import { bodyOf } from '../../support/apiClient';
import { expectNoAxeViolations } from './support/axe';
import { addProduct, products } from './support/catalogue';
import { saveScreenshots } from './support/screenshots';
import { adminSession, stackApi } from './support/stackApi';
import { usd } from '../../support/money';

/** The spec's `GET /`: the API's root, which answers every product at once. */
const isWholeCatalogue = (request: Request): boolean =>
  request.method() === 'GET' && ['/api', '/api/'].includes(new URL(request.url()).pathname);

/** A tool sold as one variant, bought two at a time. */
const BAR_CLAMP = {
  description: 'A one-handed bar clamp, 300 mm.',
  minimumOrder: 2,
  availableQuentity: 30,
  price: 11.25,
};

/** A mitre saw sold in two blade sizes, the larger dearer. */
async function addMitreSaw(suffix: string): Promise<Product> {
  const [seeded] = await products();
  const res = await stackApi.addProduct({
    as: await adminSession(),
    body: {
      name: `Cartless Mitre Saw ${suffix}`,
      description: 'A sliding mitre saw, priced by its blade.',
      img: seeded!.img,
      minimumOrder: 1,
      options: [{ name: 'Blade', values: ['216 mm', '254 mm'] }],
      variants: [
        { options: { Blade: '216 mm' }, price: 189, availableQuantity: 8 },
        { options: { Blade: '254 mm' }, price: 245.5, availableQuantity: 4 },
      ],
    },
  });
  expect(res.status).toBe(201);
  return bodyOf(res);
}

/** Waits for the toast that says the cart now holds `units` of `name`. */
const expectAdded = (page: Page, name: string, units: number) =>
  expect(page.getByRole('alert').filter({ hasText: shopping.added(name, units) })).toBeVisible();

test('a signed-out visitor fills the cart from search and a product page without the whole catalogue ever being asked for', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const clamp = await addProduct({ ...BAR_CLAMP, name: `Cartless Bar Clamp ${suffix}` });
  const saw = await addMitreSaw(suffix);
  const [small, large] = saw.variants as [Variant, Variant];

  const wholeCatalogueAsked: string[] = [];
  const productsAsked: string[] = [];
  page.on('request', (request) => {
    if (isWholeCatalogue(request)) wholeCatalogueAsked.push(page.url());
    if (new URL(request.url()).pathname === '/api/product') productsAsked.push(request.url());
  });

  await page.goto(routes.home);
  await expect(page.getByRole('link', { name: landing.buyNow }).first()).toBeVisible();

  // Search: the clamp's card, at its minimum order.
  const searchBox = page.getByRole('searchbox', { name: browse.searchLabel });
  await searchBox.fill(clamp.name);
  await searchBox.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await page
    .getByRole('article', { name: clamp.name })
    .getByRole('button', { name: shopping.addToCartFor(clamp.name) })
    .click();
  await expectAdded(page, clamp.name, 2);

  // The saw's own page: one of each blade, Add to cart pressed as soon as the page shows.
  await page.goto(routes.product(saw._id));
  const main = page.getByRole('main');
  await main.getByRole('link', { name: small.title, exact: true }).click();
  await main.getByRole('button', { name: shopping.addToCart }).click();
  await expectAdded(page, variantName(saw.name, small.title), 1);
  await main.getByRole('link', { name: large.title, exact: true }).click();
  await expect(main.getByTestId('variant-price')).toHaveText(landing.price(usd(245.5)));
  await main.getByLabel(fieldLabels.quantity).fill('2');
  await main.getByRole('button', { name: shopping.addToCart }).click();
  await expectAdded(page, variantName(saw.name, large.title), 2);

  // The cart: three lines, each named with its variant, priced, and the subtotal of all.
  await page
    .getByRole('banner')
    .getByRole('link', { name: shopping.cartButton(5) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: cartPage.cartTitle })).toBeVisible();
  const expected: [string, number, number][] = [
    [clamp.name, 11.25, 2],
    [variantName(saw.name, small.title), 189, 1],
    [variantName(saw.name, large.title), 245.5, 2],
  ];
  const lines = page.getByRole('region', { name: cartPage.cartLines }).getByRole('article');
  await expect(lines).toHaveCount(expected.length);
  for (const [index, [name, price, quantity]] of expected.entries()) {
    const line = lines.nth(index);
    await expect(line.getByRole('heading', { name })).toBeVisible();
    await expect(line.getByText(landing.price(usd(price)))).toBeVisible();
    await expect(line.getByText(usd(price * quantity), { exact: true })).toBeVisible();
    await expect(line.getByRole('textbox', { name: cartPage.quantityFor(name) })).toHaveValue(
      String(quantity),
    );
  }
  await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(2 * 11.25 + 189 + 2 * 245.5));
  await expectNoAxeViolations(page, 'the cart with two variants of one tool, signed out');
  await saveScreenshots(page, 'cart-without-catalogue');

  expect(productsAsked.length, 'the cart asks for its own tools').toBeGreaterThan(0);
  for (const url of productsAsked) {
    const ids = new URL(url).searchParams.get('ids')!.split(',');
    expect(ids.sort()).toEqual([clamp._id, saw._id].sort());
  }
  expect(wholeCatalogueAsked, 'pages that asked for the whole catalogue').toEqual([]);
});
