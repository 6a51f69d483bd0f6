/**
 * Search and category pages are sent in the build's page that links every style their first frame
 * draws (RENDERED_BROWSE_PAGE_FILE), so nothing shifts when the rest of the styles arrive; a
 * product's page keeps the lighter page; neither page file is served as it is.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Product } from '../../src/shared/entities';
import { routes } from '../../src/shared/routes';
import { RENDERED_BROWSE_PAGE_FILE, RENDERED_PAGE_FILE, SERVER_RENDER_FILE } from '../../src/shared/webBuild';
import { bodyOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

const COMPLETE_STYLES = '<link rel="stylesheet" href="/assets/complete-test.css">';
const page = (head: string) =>
  `<!doctype html><html><head><title>Toolshop</title>${head}</head><body><div id="root"></div></body></html>`;

let webDir: string;
let app: FastifyInstance;
let product: Product;

beforeAll(async () => {
  const category = bodyOf(await env.api.addCategory({ as: env.admin, body: { name: 'Styled Saws' } }));
  product = await env.createProduct({ name: 'Styled Jigsaw', categoryId: category._id });
  webDir = await mkdtemp(join(tmpdir(), 'toolshop-web-'));
  await writeFile(join(webDir, 'index.html'), page(''));
  await writeFile(join(webDir, RENDERED_PAGE_FILE), page(''));
  await writeFile(join(webDir, RENDERED_BROWSE_PAGE_FILE), page(COMPLETE_STYLES));
  await mkdir(join(webDir, SERVER_RENDER_FILE, '..'), { recursive: true });
  await writeFile(
    join(webDir, SERVER_RENDER_FILE),
    `export function adoptPublicConfig() {}
    export async function renderBrowsePage(location, request, categories, result) {
      return { html: '<main>' + result.items.length + ' tools</main>', pageData: [] };
    }
    export async function renderProductPage(page) { return { html: '<main>' + page.product._id + '</main>', pageData: {} }; }`,
  );
  app = await env.buildVariant({ config: { ...env.config, webDir } });
});

afterAll(async () => {
  await app.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the pages a search, a category and a product are rendered into', () => {
  it('links every style on a search and a category page', async () => {
    for (const url of [`${routes.search}?q=jigsaw`, routes.category('styled-saws')]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<main>1 tools</main>');
      expect(res.body, url).toContain(COMPLETE_STYLES);
    }
  });

  it("keeps a product's page to the first load's styles", async () => {
    const res = await get(routes.product(product._id));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<main>${product._id}</main>`);
    expect(res.body).not.toContain(COMPLETE_STYLES);
  });

  it('never serves the page files themselves', async () => {
    for (const file of [RENDERED_BROWSE_PAGE_FILE, RENDERED_PAGE_FILE]) {
      const res = await get(`/${file}`);
      expect(res.statusCode, file).not.toBe(200);
      expect(res.body, file).not.toContain('<div id="root"></div>');
    }
  });
});
