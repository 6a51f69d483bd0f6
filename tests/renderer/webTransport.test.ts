/** The web build's calls as they go out: each endpoint by name to its method and path under `/api`. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failureText } from '../../src/shared/strings/labels/shell';
import { call, importCatalogue, onSessionExpired, setTransport } from '../../src/renderer/src/api/client';
import { createWebTransport } from '../../src/renderer/src/api/webTransport';

/** Answers each fetch in turn from `answers` (status and JSON body) and records what was asked. */
function serverAnswering(...answers: { status: number; body: unknown }[]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const { status, body } = answers.shift() ?? { status: 200, body: {} };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  const sent = (index: number) => {
    const [url, init] = fetch.mock.calls[index]!;
    return { url, method: init.method, headers: new Headers(init.headers), body: init.body };
  };
  return { fetch, sent };
}

beforeEach(() => setTransport(createWebTransport()));
afterEach(() => {
  vi.unstubAllGlobals();
  onSessionExpired(async () => false);
});

describe('the web transport', () => {
  it('sends a named call to its method and path, parameters filled in and the query as strings', async () => {
    const { sent } = serverAnswering({ status: 200, body: {} }, { status: 200, body: [] });
    await call('editProduct', { params: { id: 'p 1' }, body: { price: 12 }, ifMatch: '4' });
    expect(sent(0)).toMatchObject({ url: '/api/p%201', method: 'PATCH', body: '{"price":12}' });
    expect(sent(0).headers.get('If-Match')).toBe('"4"');

    await call('listAllOrders', { query: { page: 2, pageSize: 10, q: undefined, sort: 'newest' } });
    expect(sent(1)).toMatchObject({ url: '/api/allOrder?page=2&pageSize=10&sort=newest', method: 'GET' });
  });

  it('keeps the accessToken login answers and sends it as the bearer of later calls', async () => {
    const { sent } = serverAnswering(
      { status: 200, body: { accessToken: 'tok-1' } },
      { status: 200, body: [] },
    );
    await call('login', { body: { email: 'jane@toolshop.test' }, idToken: 'id-token' });
    expect(sent(0)).toMatchObject({ url: '/api/login', method: 'POST' });
    expect(sent(0).headers.get('Authorization')).toBe('Bearer id-token');

    await call('listProducts');
    expect(sent(1)).toMatchObject({ url: '/api/', method: 'GET' });
    expect(sent(1).headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('renews a refused session once and asks again', async () => {
    const renew = vi.fn(async () => true);
    onSessionExpired(renew);
    const { fetch } = serverAnswering(
      { status: 401, body: { message: 'unauthorized' } },
      { status: 200, body: { ok: true } },
    );
    await expect(call('health')).resolves.toEqual({ ok: true });
    expect(renew).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('renews the session for a CSV import too, and says why the server refused one', async () => {
    const renew = vi.fn(async () => true);
    onSessionExpired(renew);
    const { fetch, sent } = serverAnswering(
      { status: 401, body: { message: 'unauthorized' } },
      { status: 413, body: { message: 'The file is larger than 20 MB.' } },
      { status: 500, body: 'not json' },
    );
    await expect(
      importCatalogue('Handle,Title\n', { dryRun: true, unfetchedImages: 'placeholder' }),
    ).rejects.toMatchObject({
      status: 413,
      message: 'The file is larger than 20 MB.',
    });
    expect(renew).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sent(1)).toMatchObject({
      url: '/api/product/import?dryRun=true&unfetchedImages=placeholder',
      body: 'Handle,Title\n',
    });

    // A refusal without the server's words reads as the shop's own sentence, never a bare code.
    await expect(
      importCatalogue('Handle,Title\n', { dryRun: false, unfetchedImages: 'error' }),
    ).rejects.toMatchObject({
      status: 500,
      message: failureText.rejected,
    });
  });

  it('does not renew a login refused with 401: its identity token is what failed', async () => {
    const renew = vi.fn(async () => true);
    onSessionExpired(renew);
    const { fetch } = serverAnswering({ status: 401, body: { message: 'unauthorized' } });
    await expect(
      call('login', { body: { email: 'jane@toolshop.test' }, idToken: 'stale' }),
    ).rejects.toMatchObject({ status: 401, message: 'unauthorized' });
    expect(renew).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
