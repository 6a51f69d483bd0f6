/**
 * The search and category pages as search engines see them (docs/search.md): the server's render of
 * the page's first frame from the same answers the app asks for, the title, the canonical address
 * on the shop's own origin whatever Host a request names, JSON-LD `BreadcrumbList` down the
 * category's trail, a 404 for a category nobody has, and the sitemap listing every category.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '../../src/shared/api';
import type { Category } from '../../src/shared/catalogueSchemas';
import { routes } from '../../src/shared/routes';
import { browse } from '../../src/shared/strings/labels/browse';
import { pageTitle } from '../../src/shared/strings/labels/common';
import { SERVER_RENDER_FILE } from '../../src/shared/webBuild';
import { addCategory } from './support/categories';
import { suiteEnvironment } from './support/environment';
import { withWebBuild } from './support/webBuild';

const env = suiteEnvironment();
const FORGED_HOST = 'attacker.example';
let tools: Category;
let power: Category;
let drills: Category;

beforeAll(async () => {
  tools = await addCategory(env, 'Tools');
  power = await addCategory(env, 'Power tools', tools);
  drills = await addCategory(env, 'Drills', power);
  await env.createProduct({ name: 'Hammer Drill <b>18V</b>', categoryId: drills._id, brand: 'Voltmax' });
  await env.createProduct({ name: 'Claw Hammer', categoryId: tools._id });
});

/** A web build whose server render lists the answer's products by name. */
const BROWSE_BUILD = {
  'index.html':
    '<!doctype html><html><head><title>Toolshop</title><meta name="description" content="Tools" /></head><body><div id="root"></div></body></html>',
  [SERVER_RENDER_FILE]: `export function adoptPublicConfig() {}
    export async function renderBrowsePage(location, request, categories, result) {
      return {
        html: '<main data-location="' + encodeURIComponent(location) + '">' + result.items.map((p) => '<p>' + p.name.replace(/</g, '&lt;') + '</p>').join('') + '</main>',
        pageData: [{ queryKey: ['categories'], data: categories }, { queryKey: ['products', 'search', request], data: result }],
      };
    }
    export async function renderProductPage(page) { return { html: '', pageData: {} }; }`,
};

const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<
    string,
    unknown
  >;
const pageData = (html: string) =>
  JSON.parse(
    new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(
      html,
    )![1]!,
  ) as {
    queryKey: unknown[];
    data: { total?: number };
  }[];

describe('a category page', () => {
  it('is rendered with its title, canonical, breadcrumb trail and the answers the app asks for', () =>
    withWebBuild(env, BROWSE_BUILD, async (app) => {
      const shop = env.config.mail.shopUrl;
      const res = await app.inject({ url: routes.category(drills.slug), headers: { host: FORGED_HOST } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${pageTitle('Drills')}</title>`);
      expect(res.body).toContain(`<link rel="canonical" href="${shop}/category/drills" />`);
      expect(res.body).not.toContain(FORGED_HOST);
      expect(res.body).toContain('<p>Hammer Drill &lt;b>18V&lt;/b></p>');
      expect(res.body).not.toContain('<p>Claw Hammer</p>');
      expect(res.body).toContain(browse.categoryDescription('Drills', 1));
      expect(jsonLd(res.body)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: browse.home, item: `${shop}/` },
          { '@type': 'ListItem', position: 2, name: 'Tools', item: `${shop}/category/tools` },
          { '@type': 'ListItem', position: 3, name: 'Power tools', item: `${shop}/category/power-tools` },
          { '@type': 'ListItem', position: 4, name: 'Drills', item: `${shop}/category/drills` },
        ],
      });
      const [categories, search] = pageData(res.body);
      expect(categories!.queryKey).toEqual(['categories']);
      expect(search!.queryKey).toEqual(['products', 'search', { category: 'drills' }]);
      expect(search!.data.total).toBe(1);
    }));

  it('takes its subcategories in, keeps filters from the address, and ignores ones the API would refuse', () =>
    withWebBuild(env, BROWSE_BUILD, async (app) => {
      const res = await app.inject({
        url: `${routes.category('tools')}?sort=cheapest&page=0&inStock=true&brand=Voltmax`,
      });
      expect(res.statusCode).toBe(200);
      const [, search] = pageData(res.body);
      expect(search!.queryKey).toEqual([
        'products',
        'search',
        { category: 'tools', brand: 'Voltmax', inStock: 'true' },
      ]);
      expect(res.body).toContain('<p>Hammer Drill &lt;b>18V&lt;/b></p>');
    }));

  it('is a 404 when no category has the slug', () =>
    withWebBuild(env, BROWSE_BUILD, async (app) => {
      expect((await app.inject({ url: routes.category('no-such-shelf') })).statusCode).toBe(404);
      expect((await app.inject({ url: '/category/Not%20A%20Slug' })).statusCode).toBe(404);
    }));
});

describe('a search page', () => {
  it('is rendered with the words searched, a canonical on the shop’s origin and a breadcrumb', () =>
    withWebBuild(env, BROWSE_BUILD, async (app) => {
      const shop = env.config.mail.shopUrl;
      const res = await app.inject({ url: '/search?q=hammr&sort=price_asc', headers: { host: FORGED_HOST } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${pageTitle(browse.resultsFor('hammr'))}</title>`);
      expect(res.body).toContain(`<link rel="canonical" href="${shop}/search?q=hammr" />`);
      expect(res.body).not.toContain(FORGED_HOST);
      expect(res.body).toContain('<p>Claw Hammer</p>');
      expect(jsonLd(res.body)).toMatchObject({
        '@type': 'BreadcrumbList',
        itemListElement: [{ name: browse.home }, { name: browse.search, item: `${shop}/search` }],
      });
      // Only one description: the page's own.
      expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    }));

  it('answers hostile addresses with a page, never a server error', () =>
    withWebBuild(env, BROWSE_BUILD, async (app) => {
      for (const query of [
        'q=%27%3B%20drop%20table%20products%3B--',
        `q=${'x'.repeat(5000)}`,
        'q=%00',
        'q=%F0%9F%94%A7',
        'minPrice=-5&maxPrice=abc',
        'q=<script>alert(1)</script>',
      ]) {
        const res = await app.inject({ url: `/search?${query}` });
        expect(res.statusCode, query.slice(0, 40)).toBe(200);
        expect(res.body).not.toContain('<script>alert(1)</script>');
      }
    }));
});

describe('the sitemap', () => {
  it('lists the search page, the category index and every category', async () => {
    const shop = env.config.mail.shopUrl;
    const sitemap = await env.request('GET', '/sitemap.xml', { headers: { host: FORGED_HOST } });
    for (const path of [
      routes.search,
      routes.categories,
      '/category/tools',
      '/category/power-tools',
      '/category/drills',
    ])
      expect(sitemap.body).toContain(`<loc>${shop}${path}</loc>`);
  });
});
