/**
 * The landing page's first load: what it costs in bytes, how those bytes are served and
 * cached, and that no page a visitor opens talks to anything but the shop unless asked; the landing
 * and the blog arrive with their first frame, which the app takes over.
 */
import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_CONFIG_ELEMENT_ID } from '../../../src/shared/api';
import { routes } from '../../../src/shared/routes';
import { blog } from '../../../src/shared/strings/content/blog';
import { landingCopy } from '../../../src/shared/strings/content/landing';
import { pageTitle } from '../../../src/shared/strings/labels/common';
import { nav } from '../../../src/shared/strings/labels/shell';
import { browse } from '../../../src/shared/strings/labels/browse';
import { searchBox } from '../../../src/shared/strings/labels/searchBox';
import { landing } from '../../../src/shared/strings/labels/storefront';
import { FROM_HTML, holdAppModules, markFromHtml, pageErrors } from './support/browser';
import { baseURL } from './support/stack';

/** The landing page's JS and CSS, gzip-compressed as sent, must fit in this: 150 KiB. */
const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Bytes as sent, before any decompression. */
  bytes: number;
}

/** A GET whose body is counted as it travels (Playwright's and fetch's clients decompress it). */
function rawGet(url: string, acceptEncoding: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens `/` and waits until the catalogue shows and the network is quiet; answers the JS and CSS it loaded. */
async function landingAssets(page: Page): Promise<string[]> {
  const assets = new Set<string>();
  page.on('request', (req) => {
    if (['script', 'stylesheet'].includes(req.resourceType())) assets.add(req.url());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: landing.buyNow }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return [...assets];
}

test("the landing page's JS and CSS fit the 150 KB gzip budget", async ({ page }) => {
  const assets = await landingAssets(page);
  // Files under 1 KB are sent as they are: compressing them saves less than its headers cost.
  const sizes = await Promise.all(assets.map((url) => rawGet(url, 'gzip')));
  const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
  test.info().annotations.push({
    type: 'first load (gzip)',
    description: `${(total / 1024).toFixed(1)} KB in ${assets.length} files`,
  });
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  // The identity service's SDK is for signing in, not for browsing.
  expect(assets.filter((url) => /\/assets\/firebase-/.test(url))).toEqual([]);
});

test('hashed assets go out precompressed and cached for a year; the page itself is never cached', async ({
  page,
}) => {
  // An app chunk, not the pre-rendered page's starter, which is barely above the compression threshold.
  const [script] = (await landingAssets(page)).filter(
    (url) => url.endsWith('.js') && !url.includes('/start-after-paint-'),
  );
  expect(script).toBeDefined();
  const brotli = await rawGet(script!, 'br, gzip');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const plain = await rawGet(script!, 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.bytes).toBeGreaterThan(brotli.bytes);

  for (const path of ['/', '/blog']) {
    const html = await rawGet(`${baseURL}${path}`, 'gzip');
    expect(html.status).toBe(200);
    expect(html.headers['cache-control']).toBe('no-cache');
  }
});

test('the page starts without asking for its config: the server wrote it into index.html', async ({
  page,
}) => {
  const configCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/config') configCalls.push(req.url());
  });
  await landingAssets(page);
  await expect(page.locator(`script#${PUBLIC_CONFIG_ELEMENT_ID}`)).toHaveCount(1);
  expect(configCalls).toEqual([]);
});

test('no page a visitor opens sends a request anywhere but the shop', async ({ page }) => {
  const elsewhere: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== baseURL) elsewhere.push(req.url());
  });
  for (const path of ['/', '/blog', '/portfolio', '/login', '/singup', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(elsewhere).toEqual([]);
});

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('`/` already shows the header, the hero and the tools grid skeleton, `/blog` its posts; other pages wait for the app', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: nav.home })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: landingCopy.heroTitle })).toBeVisible();
    await expect(page.getByRole('img', { name: landingCopy.heroImageAlt })).toBeVisible();
    await expect(page.getByRole('heading', { name: landing.ourTools })).toBeVisible();
    await expect(page.locator(`#tools .mantine-Skeleton-root`).first()).toBeVisible();
    // The frame is what the app itself first renders: sign-in is still being checked.
    await expect(page.getByLabel(nav.checkingSignIn)).toBeVisible();

    // The blog has its own: its title, its questions and the first answer, in a page named for it.
    await page.goto(routes.blog);
    await expect(page).toHaveTitle(pageTitle(nav.blogs));
    await expect(page.getByRole('heading', { level: 1, name: nav.blogs })).toBeVisible();
    for (const post of blog.posts)
      await expect(page.getByRole('button', { name: post.question })).toBeVisible();
    await expect(page.getByText(blog.posts[0]!.answer)).toBeVisible();
    // A page whose first frame depends on who is signed in waits for the app.
    await page.goto(routes.login);
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('the app takes over the pre-rendered blog without redrawing it, and its questions open', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await markFromHtml(page, '#root h1');
  await page.goto(routes.blog);
  await expect(page.getByRole('link', { name: nav.login })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: nav.blogs })).toHaveAttribute(FROM_HTML, '');
  const last = blog.posts.at(-1)!;
  await expect(async () => {
    await page.getByRole('button', { name: last.question }).click();
    await expect(page.getByText(last.answer)).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(errors).toEqual([]);
});

test('the app takes over the pre-rendered landing page without redrawing it', async ({ page }) => {
  const errors = pageErrors(page);
  // Marks the page's own heading and hero picture as the HTML arrived, before the app has started.
  await markFromHtml(page, '#root h1, #root img[fetchpriority="high"]');
  await page.goto('/');
  // The app runs the page: the catalogue has come, and the Login button replaced the sign-in check.
  await expect(page.getByRole('link', { name: landing.buyNow }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: nav.login })).toBeVisible();
  // Hydrated, not replaced: the very elements the HTML brought are still there.
  await expect(page.getByRole('heading', { level: 1, name: landingCopy.heroTitle })).toHaveAttribute(
    FROM_HTML,
    '',
  );
  await expect(page.getByRole('img', { name: landingCopy.heroImageAlt })).toHaveAttribute(FROM_HTML, '');
  expect(errors).toEqual([]);
});

test('a search page is taken over as it came, also by a visitor whose stored sign-in has gone stale', async ({
  page,
}) => {
  const errors = pageErrors(page);
  // A token from a sign-in long gone: at start the app finds nobody signed in and forgets what was theirs.
  await page.addInitScript("localStorage.setItem('accessToken', 'expired.token.value')");
  // The page's own code waits until the app has said so, so the page is taken over after it.
  let servePage!: () => void;
  const pageHeld = new Promise<void>((resolve) => (servePage = resolve));
  let pageCodeAsked = false;
  await page.route(/\/assets\/BrowsePage-[^/]+\.js$/, async (route) => {
    pageCodeAsked = true;
    await pageHeld;
    await route.continue();
  });
  // The matches' categories inside their parents, as the server drew them from the category tree.
  await markFromHtml(page, '#root nav li li');
  await page.goto(`${routes.search}?q=hammer`);
  await expect(page.getByRole('banner').getByRole('link', { name: nav.login })).toBeVisible();
  await expect.poll(() => pageCodeAsked, "the page's code is the one held").toBe(true);
  servePage();
  // The app runs the page once a sort changes the address; the elements the HTML brought stay.
  await expect(async () => {
    await page.getByRole('combobox', { name: browse.sortBy }).selectOption(browse.sorts.price_asc);
    await expect(page).toHaveURL(/sort=price_asc/, { timeout: 1000 });
  }).toPass();
  const hammers = page
    .getByRole('navigation', { name: browse.category })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Hammers / }) })
    .last();
  await expect(hammers).toHaveAttribute(FROM_HTML, '');
  await expect(page.getByRole('article', { name: 'Claw Hammer 16 oz' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("words typed into the header's search before the app has started are searched once it has", async ({
  page,
}) => {
  // The app's modules are held until the words are typed into the box the HTML brought.
  const serveModules = await holdAppModules(page);
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: searchBox.searchLabel });
  await box.fill('angle grinder');
  serveModules();
  await expect(page.getByRole('link', { name: nav.login })).toBeVisible();
  await expect(box).toHaveValue('angle grinder');
  await box.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: browse.resultsFor('angle grinder') }),
  ).toBeVisible();
});
