import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRendererProtocolHandler } from '../../src/main/rendererProtocol';

const CSP = "default-src 'none'; script-src 'self'";
const INDEX = '<!doctype html><div id="root"></div>';
/** Addresses the renderer's router shows, not files. */
const CLIENT_ROUTES = [
  'app://toolshop/',
  'app://toolshop/dasboard/manageorder',
  'app://toolshop/purchase/42?x=1',
];
/** Addresses that climb out of the renderer folder to the secret beside it. */
const CLIMBS = [
  'app://toolshop/..%2fsecret.txt',
  'app://toolshop/%2e%2e/secret.txt',
  'app://toolshop/assets/..%2f..%2fsecret.txt',
];

describe('app:// protocol serving the renderer', () => {
  let parent: string;
  let handle: (request: Request) => Promise<Response>;
  const get = (url: string) => handle(new Request(url));

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'toolshop-renderer-'));
    const root = join(parent, 'renderer');
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'index.html'), INDEX);
    await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
    await writeFile(join(root, 'assets', 'logo.svg'), '<svg/>');
    await writeFile(join(parent, 'secret.txt'), 'not for the renderer');
    handle = createRendererProtocolHandler({ rootDir: root, contentSecurityPolicy: CSP });
  });
  afterAll(() => rm(parent, { recursive: true, force: true }));

  it('serves files with their MIME type, the CSP and nosniff', async () => {
    const script = await get('app://toolshop/assets/index-abc.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('content-security-policy')).toBe(CSP);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await script.text()).toBe('console.log(1)');
    expect((await get('app://toolshop/assets/logo.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it.each(CLIENT_ROUTES)('answers the client-side route %s with index.html (SPA fallback)', async (route) => {
    const res = await get(route);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    expect(await res.text()).toBe(INDEX);
  });

  it('404s a missing asset instead of sending HTML as script', async () => {
    expect((await get('app://toolshop/assets/missing.js')).status).toBe(404);
  });

  it.each(CLIMBS)('never serves a file outside the renderer folder: %s', async (url) => {
    expect(await (await get(url)).text()).not.toContain('not for the renderer');
  });

  it('answers only its own host and only reads', async () => {
    expect((await get('app://elsewhere/index.html')).status).toBe(404);
    expect(
      (await handle(new Request('app://toolshop/index.html', { method: 'POST', body: 'x' }))).status,
    ).toBe(405);
  });
});
