/**
 * A product's page names its category and those above it (its breadcrumb), top first, in
 * `GET /product/{id}` and in the page the server renders from it, which a renamed category draws again.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/shared/routes';
import { RENDERED_PAGE_FILE, SERVER_RENDER_FILE } from '../../src/shared/webBuild';
import { addCategory } from './support/categories';
import { bodyOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

const page =
  '<!doctype html><html><head><title>Toolshop</title></head><body><div id="root"></div></body></html>';
let webDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'toolshop-web-'));
  await writeFile(join(webDir, 'index.html'), page);
  await writeFile(join(webDir, RENDERED_PAGE_FILE), page);
  await mkdir(join(webDir, SERVER_RENDER_FILE, '..'), { recursive: true });
  await writeFile(
    join(webDir, SERVER_RENDER_FILE),
    `export function adoptPublicConfig() {}
    export async function renderProductPage(page) {
      return { html: '<nav>' + page.categoryTrail.map((c) => c.name).join(' › ') + '</nav>', pageData: {} };
    }`,
  );
  app = await env.buildVariant({ config: { ...env.config, webDir } });
});

afterAll(async () => {
  await app.close();
  await rm(webDir, { recursive: true, force: true });
});

describe("a product page's breadcrumb", () => {
  it('names the category and those above it, top first, and nothing for a tool under none', async () => {
    const tools = await addCategory(env, 'Trail Tools');
    const power = await addCategory(env, 'Trail Power tools', tools);
    const drills = await addCategory(env, 'Trail Drills', power);
    const drill = await env.createProduct({ name: 'Trail Drill', categoryId: drills._id });
    const loose = await env.createProduct({ name: 'Loose Tool' });

    const trailOf = async (id: string) => bodyOf(await env.api.productPage({ params: { id } })).categoryTrail;
    expect(await trailOf(drill._id)).toEqual([
      { name: 'Trail Tools', slug: tools.slug },
      { name: 'Trail Power tools', slug: power.slug },
      { name: 'Trail Drills', slug: drills.slug },
    ]);
    expect(await trailOf(loose._id)).toEqual([]);

    const rendered = async () => (await app.inject({ method: 'GET', url: routes.product(drill._id) })).body;
    expect(await rendered()).toContain('<nav>Trail Tools › Trail Power tools › Trail Drills</nav>');
    await env.api.editCategory({
      as: env.admin,
      params: { id: power._id },
      body: { name: 'Trail Cordless' },
    });
    expect(await rendered()).toContain('<nav>Trail Tools › Trail Cordless › Trail Drills</nav>');
  });
});
