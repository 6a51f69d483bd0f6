/**
 * Descriptions written in HTML (a catalogue file's `Body (HTML)`): a card, a product page's meta
 * description and its structured data show their words alone, never a raw `<p>`
 * (tests/renderer/sanitiseDescription.test.ts has the page's sanitised HTML).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/server/http/html';
import { descriptionText, isHtmlDescription } from '../../src/shared/descriptionText';
import { routes } from '../../src/shared/routes';
import { RENDERED_PAGE_FILE, SERVER_RENDER_FILE } from '../../src/shared/webBuild';
import { suiteEnvironment } from './support/environment';

const IMPORTED =
  '<h2>Cordless drill</h2><p>Two speeds &amp; a <strong>brushless</strong> motor.</p>' +
  '<ul><li>18 V</li><li>2 batteries</li></ul>';
const HOSTILE =
  '<p onclick="steal()" style="color:red">Hi</p><script>steal()</script><img src=x onerror="steal()">' +
  '<iframe src="https://evil.test"></iframe><a href="javascript:steal()">click</a>' +
  '<a href="https://maker.test/manual" target="_blank">manual</a><svg onload="steal()"></svg>';

describe('a description in HTML, where only text shows', () => {
  it('reads as its words, one line per paragraph or item; plain text stays as it is', () => {
    expect(descriptionText(IMPORTED)).toBe(
      'Cordless drill\nTwo speeds & a brushless motor.\n18 V\n2 batteries',
    );
    expect(descriptionText(HOSTILE)).toBe('Hi\nclickmanual');
    expect(isHtmlDescription('Fits 3 < 5 mm bits.\nTwo speeds.')).toBe(false);
    expect(descriptionText('Fits 3 < 5 mm bits.\nTwo speeds.')).toBe('Fits 3 < 5 mm bits.\nTwo speeds.');
  });
});

describe("a product page's head", () => {
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
    export async function renderProductPage() { return { html: '<main></main>', pageData: {} }; }
      export function lendWindow() {}`,
    );
    app = await env.buildVariant({ config: { ...env.config, webDir } });
  });

  afterAll(async () => {
    await app.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('describes the tool in words, without its markup', async () => {
    const drill = await env.createProduct({ name: 'Imported Drill', description: IMPORTED });
    const html = (await app.inject({ method: 'GET', url: routes.product(drill._id) })).body;
    const words = escapeHtml('Cordless drill Two speeds & a brushless motor. 18 V 2 batteries');
    expect(html).toContain(`<meta name="description" content="${words}" />`);
    expect(html).toContain(`<meta property="og:description" content="${words}" />`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd.description).toBe('Cordless drill\nTwo speeds & a brushless motor.\n18 V\n2 batteries');
  });
});
