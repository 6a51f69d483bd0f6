/**
 * A product's own page as search engines and shared links see it: with scripts off its HTML shows
 * the product, its head carries the title, canonical address, Open Graph tags and JSON-LD that
 * match the product (a name with HTML in it escaped everywhere); the app takes the server's
 * elements over without redrawing them or a console error; an unknown id is a 404 with the
 * not-found page; Add to cart pressed before the app has started is done once it has; the sitemap
 * lists every product for sale and no archived one; robots.txt keeps crawlers out of the
 * dashboard, the purchase page and the API. A buyer reviews the tool from
 * the order's page, and the review shows as a verified buyer's, with the rating on the card.
 */
import { expect, test } from '@playwright/test';
import type { Product } from '../../../src/shared/entities';
import { routes } from '../../../src/shared/routes';
import { pageTitle } from '../../../src/shared/strings/labels/common';
import { dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { shellText } from '../../../src/shared/strings/labels/shell';
import { orders } from '../../../src/shared/strings/labels/orders';
import { productPageText } from '../../../src/shared/strings/labels/productPage';
import { shopping } from '../../../src/shared/strings/labels/shopping';
import { landing } from '../../../src/shared/strings/labels/storefront';
import { bodyOf } from '../../support/apiClient';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { FROM_HTML, holdAppModules, markFromHtml, pageErrors, signInThroughUi } from './support/browser';
import { addProduct, products } from './support/catalogue';
import { paidOrderFor } from './support/orders';
import { saveScreenshots } from './support/screenshots';
import { baseURL } from './support/stack';
import { adminSession, stackApi } from './support/stackApi';
import { usd } from '../../support/money';

// Its own name in each run (a retried worker adds the product again), with markup that must stay text.
const NAME = `Brushless Impact Wrench ${Date.now().toString(36)} </script><b>bold</b>`;

test.describe('a product page', () => {
  let product: Product;
  test.beforeAll(async () => {
    product = await addProduct({
      name: NAME,
      description: 'Two speeds, 60 Nm of torque.\nTwo 2.0 Ah batteries and a fast charger in the case.',
      minimumOrder: 1,
      availableQuentity: 25,
      price: 129.99,
    });
  });

  test.describe('before any script has run', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the product, with a head that names it and data that match it', async ({ page }) => {
      const res = await page.goto(routes.product(product._id));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
      await expect(page.getByText(landing.price(usd(129.99)))).toBeVisible();
      await expect(page.getByText('Two 2.0 Ah batteries')).toBeVisible();
      await expect(page.getByRole('link', { name: shellText.buyNowFor(NAME) })).toHaveAttribute(
        'href',
        routes.purchase(product._id),
      );
      await expect(page).toHaveTitle(pageTitle(NAME));
      const canonical = `${baseURL}${routes.product(product._id)}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', NAME);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${baseURL}${product.img}`,
      );
      // The name's markup is text everywhere: nothing of it became an element.
      expect(await page.locator('#root b').count()).toBe(0);

      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
      expect(ld).toMatchObject({
        '@type': 'Product',
        name: NAME,
        offers: {
          price: '129.99',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: canonical,
        },
      });
      expect(ld.aggregateRating).toBeUndefined();
    });

    test('shows a product edit at once', async ({ page }) => {
      await page.goto(routes.product(product._id));
      const as = await adminSession();
      const edited = await stackApi.editProduct({
        as,
        params: { id: product._id },
        headers: { 'if-match': String(product.version) },
        body: { price: 119.5 },
      });
      expect(edited.status).toBe(200);
      await page.goto(routes.product(product._id));
      await expect(page.getByText(landing.price(usd(119.5)))).toBeVisible();
      await stackApi.editProduct({
        as,
        params: { id: product._id },
        headers: { 'if-match': String(bodyOf(edited).version) },
        body: { price: 129.99 },
      });
    });

    test('an unknown id is a 404 with the not-found page', async ({ page }) => {
      const res = await page.goto(routes.product('no-such-tool'));
      expect(res?.status()).toBe(404);
      const odd = await page.goto(`/product/${'x'.repeat(300)}`);
      expect(odd?.status()).toBe(404);
    });
  });

  test('the app takes the page over without redrawing it; axe-clean at both widths', async ({ page }) => {
    const errors = pageErrors(page);
    await markFromHtml(page, '#root h1');
    await page.goto(routes.product(product._id));
    // Running: the quantity can be changed and the sign-in check has ended.
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toHaveAttribute(FROM_HTML, '');
    // The page's own part comes alive once its chunk has loaded: until then a typed value may be redrawn.
    const quantity = page.getByLabel(productPageText.quantity);
    await expect(async () => {
      await quantity.fill('3');
      await quantity.blur();
      await expect(quantity).toHaveValue('3', { timeout: 1000 });
    }).toPass();
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page, 'a product page');
    await saveScreenshots(page, 'product-page');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(390);
    await expectNoAxeViolations(page, 'a product page at 390 px');
  });

  test('Add to cart pressed before the app has started is done once it has, once', async ({ page }) => {
    // The app's modules arrive late, as on a slow line: the page is there, and the press comes first.
    // They are held until both presses are made, however long the machine takes to make them.
    const serveModules = await holdAppModules(page);
    await page.goto(routes.product(product._id));
    const addToCart = page.getByRole('main').getByRole('button', { name: shopping.addToCart });
    await addToCart.click();
    await addToCart.click();
    serveModules();
    await expect(page.getByRole('alert').filter({ hasText: shopping.added(NAME, 1) })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: shopping.cartButton(1) })).toBeVisible();
    // Pressed now, it adds straight away.
    await addToCart.click();
    await expect(page.getByRole('banner').getByRole('link', { name: shopping.cartButton(2) })).toBeVisible();
  });

  test('its card in the storefront links to it, and the breadcrumb leads back to OUR TOOLS', async ({
    page,
  }) => {
    // The landing shows a first page of tools; a new one is found by its name.
    await page.goto(`${routes.search}?q=${encodeURIComponent(NAME)}`);
    await page
      .getByRole('article', { name: NAME })
      .getByRole('heading', { name: NAME })
      .getByRole('link', { name: NAME, exact: true })
      .click();
    await expect(page).toHaveURL(routes.product(product._id));
    await expect(page).toHaveTitle(pageTitle(NAME));
    await page
      .getByRole('navigation', { name: productPageText.breadcrumb })
      .getByRole('link', { name: landing.ourTools })
      .click();
    await expect(page).toHaveURL(/\/#tools$/);
  });
});

test('the sitemap lists every product for sale and none archived; robots.txt points to it', async ({
  request,
}) => {
  const kept = await addProduct({
    name: 'Sitemap Vice',
    description: 'Kept.',
    minimumOrder: 1,
    availableQuentity: 5,
    price: 40,
  });
  const gone = await addProduct({
    name: 'Sitemap Clamp',
    description: 'Archived.',
    minimumOrder: 1,
    availableQuentity: 5,
    price: 9,
  });
  await stackApi.deleteProduct({ as: await adminSession(), params: { id: gone._id } });
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const forSale = await products();
  expect(locs).toEqual(
    expect.arrayContaining([
      `${baseURL}/`,
      `${baseURL}/blog`,
      ...forSale.map((p) => `${baseURL}/product/${p._id}`),
    ]),
  );
  expect(locs).toContain(`${baseURL}/product/${kept._id}`);
  expect(locs).not.toContain(`${baseURL}/product/${gone._id}`);
  expect((await request.get(routes.product(gone._id))).status()).toBe(404);

  // The server's own render bundle is never served.
  expect((await request.get('/server/render.mjs')).status()).toBe(404);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dasboard');
  expect(robots).toContain('Disallow: /purchase');
  expect(robots).toContain('Disallow: /api');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('a buyer reviews the tool from the order; the page shows a verified buyer and the card the rating', async ({
  page,
}) => {
  // A long name, a variant with a SKU and Dhaka's delivery charge: the widest line an order has.
  const suffix = Date.now().toString(36);
  const [seeded] = await products();
  const tool = bodyOf(
    await stackApi.addProduct({
      as: await adminSession(),
      body: {
        name: `Review Me Brushless Heavy-Duty Impact Driver ${suffix}`,
        description: 'For the review journey.',
        img: seeded!.img,
        minimumOrder: 1,
        options: [{ name: 'Battery', values: ['18 V 5 Ah'] }],
        variants: [
          { options: { Battery: '18 V 5 Ah' }, sku: `RMD-${suffix}-5AH`, price: 89, availableQuantity: 10 },
        ],
      },
    }),
  );
  const buyer = await createAccount({ name: 'Salma Begum' });
  const order = await paidOrderFor(buyer, tool);
  expect(order.shippingTotal).toBeGreaterThan(0);
  await signInThroughUi(page, buyer.email, buyer.password);
  await page.goto(routes.orderDetail(order._id));
  // Every page names itself in the tab.
  await expect(page).toHaveTitle(pageTitle(orders.title));
  // On a phone the Items table fits the screen: its Total column shows without scrolling sideways.
  await saveScreenshots(page, 'order-page-reviewable');
  await page.setViewportSize({ width: 390, height: 844 });
  const items = page.getByRole('table', { name: orders.items });
  for (const total of [order.lines[0]!.total, order.shippingTotal, order.totalPrice]) {
    const cell = items.getByRole('cell', { name: usd(total), exact: true });
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width, `${usd(total)} at 390 px`).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: dashboardText.review.reviewTool(tool.name) }).click();
  const dialog = page.getByRole('dialog', { name: dashboardText.review.reviewTool(tool.name) });
  await dialog.getByLabel(dashboardText.review.text).fill('Drives long screws without a pause.');
  // Into the stars, as on Add Review: the arrow keys choose, Space confirms.
  await page.keyboard.press('Tab');
  for (let star = 0; star < 4; star++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: dashboardText.review.stars(4) })).toBeChecked();
  await dialog.getByRole('button', { name: dashboardText.review.save }).click();
  await expect(page.getByText(dashboardText.review.saved)).toBeVisible();

  await page.goto(routes.product(tool._id));
  const reviewsSection = page.getByRole('region', { name: productPageText.reviews });
  await expect(reviewsSection).toContainText('Drives long screws without a pause.');
  await expect(reviewsSection).toContainText(productPageText.verifiedBuyer);
  await expect(page.getByText(landing.rating(4, 1))).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
  expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  await page.goto(`${routes.search}?q=${encodeURIComponent(tool.name)}`);
  await expect(page.getByRole('article', { name: tool.name })).toContainText(landing.rating(4, 1));
});
