import { expect, test } from '@playwright/test';
import { productStock, shortOfMinimum } from '../../../src/shared/stock';
import { landingCopy, shopContact } from '../../../src/shared/strings/content/landing';
import { common } from '../../../src/shared/strings/labels/common';
import { failureText, notFound } from '../../../src/shared/strings/labels/shell';
import { landing } from '../../../src/shared/strings/labels/storefront';
import { LANDING_TOOLS } from '../../../src/shared/searchTerms';
import { bodyOf, sessionOf } from '../../support/apiClient';
import { createAccount } from './support/accounts';
import { products, reviews } from './support/catalogue';
import { stackApi } from './support/stackApi';
import { saveScreenshots } from './support/screenshots';

test('a visitor sees the six landing sections in order, with the seeded tools and reviews', async ({
  page,
}) => {
  // Seven reviews at least, so the reviews come in more than one page of six.
  const reviewer = await createAccount({ name: 'Landing Reviewer' });
  for (const rating of [3, 4, 5])
    bodyOf(
      await stackApi.addReview({
        as: sessionOf(reviewer.email, reviewer.accessToken),
        body: { review: `Landing review ${rating} ${reviewer.email}`, rating },
      }),
    );
  const [catalogue, allReviews] = await Promise.all([products(), reviews()]);
  // OUR TOOLS shows the first page of the search: the catalogue's first tools, in its own order.
  const tools = catalogue.slice(0, LANDING_TOOLS.pageSize);
  expect(tools.length).toBeGreaterThan(0);
  expect(allReviews.length).toBeGreaterThan(6);

  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/');
  const toolsSection = page.locator('section#tools');
  for (const tool of tools) {
    const card = toolsSection.getByRole('article', { name: tool.name });
    await expect(card).toBeVisible();
    // A tool other tests left unorderable says so in place of Buy Now (tests/e2e/web/catalogue.spec.ts).
    if (shortOfMinimum(productStock(tool))) {
      await expect(
        card.getByText(landing.notOrderable(tool.availableQuentity, tool.minimumOrder)),
      ).toBeVisible();
    } else
      await expect(card.getByRole('link', { name: landing.buyNow })).toHaveAttribute(
        'href',
        `/purchase/${tool._id}`,
      );
  }
  // The newest reviews come first, a page of six (the three just written among them); "More reviews"
  // brings older ones until none is left, each once, though one more is written meanwhile (which
  // pushes the first page's last review onto the second too).
  const reviewsSection = page.locator('section#reviews');
  const reviewCards = reviewsSection.getByRole('article');
  await expect(reviewCards).toHaveCount(6);
  for (const rating of [3, 4, 5])
    await expect(reviewsSection.getByText(`Landing review ${rating} ${reviewer.email}`)).toBeVisible();
  bodyOf(
    await stackApi.addReview({
      as: sessionOf(reviewer.email, reviewer.accessToken),
      body: { review: `Landing review written meanwhile ${reviewer.email}`, rating: 5 },
    }),
  );
  const moreReviews = reviewsSection.getByRole('button', { name: landing.moreReviews });
  while (await moreReviews.isVisible()) {
    const shown = await reviewCards.count();
    await moreReviews.focus();
    await page.keyboard.press('Enter');
    await expect(reviewCards).not.toHaveCount(shown);
    // With more to come, the keyboard's focus stays on the button.
    if (await moreReviews.isVisible()) await expect(moreReviews).toBeFocused();
  }
  for (const review of allReviews) {
    const card = reviewsSection.getByRole('article').filter({ hasText: review.review });
    await expect(card.first()).toBeVisible();
    await expect(card.first().getByText(review.name, { exact: true })).toBeVisible();
  }
  // The first page's last review, which the one written meanwhile pushed onto the second, shows once
  // (other tests may have written reviews with the same words: each of those once too).
  const boundary = allReviews[5]!.review;
  await expect(reviewCards.filter({ hasText: boundary })).toHaveCount(
    allReviews.filter((review) => review.review.includes(boundary)).length,
  );

  const headings = await page.locator('main').locator('h1, h2').allTextContents();
  expect(headings).toEqual([
    landingCopy.heroTitle,
    landing.ourTools,
    landing.businessSummary,
    landing.customersReview,
    landing.trustedBy,
    landing.needHelp,
  ]);
  for (const { figure } of landingCopy.summary)
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  for (const brand of landingCopy.brands)
    await expect(page.getByRole('img', { name: landing.brandLogoAlt(brand) })).toBeVisible();
  for (const phone of shopContact.phones) await expect(page.getByText(phone)).toBeVisible();
  await expect(page.getByRole('button', { name: landing.sendMessage })).toBeVisible();

  // Route-level code splitting: none of the signed-in pages' code comes with the landing page.
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.filter((path) =>
      /Purchase|Dashboard|Payment|Stripe|Manage|AddProduct|MakeAdmin|MyOrders/.test(path),
    ),
  ).toEqual([]);

  await page.getByRole('link', { name: landing.shopNow }).click();
  await expect(toolsSection.getByRole('heading', { name: landing.ourTools })).toBeInViewport();

  await saveScreenshots(page, 'home');
});

test('an unknown path shows the full-width not-found image', async ({ page }) => {
  await page.goto('/no/such/page');
  const image = page.getByRole('img', { name: notFound.title });
  await expect(image).toBeVisible();
  const box = await image.boundingBox();
  expect(box?.width).toBeGreaterThan(1200);
});

test('when the API cannot be reached the tools section says so, and Retry recovers once it is back', async ({
  page,
}) => {
  // The network to /api fails (as if the server were down) until the route is removed. The page
  // itself does not wait for the API: header and hero show, and each section reports its own failure.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tools = page.locator('section#tools');
  await expect(tools.getByRole('alert')).toContainText(failureText.unreachable, { timeout: 30_000 });

  await page.unroute('**/api/**');
  await tools.getByRole('button', { name: common.retry }).click();
  await expect(tools.getByRole('heading', { name: landing.ourTools })).toBeVisible();
  await expect(tools.getByRole('article').first()).toBeVisible();
});
