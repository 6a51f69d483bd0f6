import { describe, expect, it } from 'vitest';
import { googleSignInViaBrowser, sameSecret } from '../../src/main/googleHandOff';
import { desktopText } from '../../src/shared/strings/desktop';

const WEB_ORIGIN = 'http://127.0.0.1:8080';

/** Starts a hand-off and returns what the system browser would have been sent to. */
async function startHandOff(timeoutMs?: number) {
  let opened!: (url: URL) => void;
  const browserUrl = new Promise<URL>((resolve) => (opened = resolve));
  const idToken = googleSignInViaBrowser({
    webOrigin: WEB_ORIGIN,
    openExternal: async (url) => opened(new URL(url)),
    timeoutMs,
  });
  const url = await browserUrl;
  const port = Number(url.searchParams.get('desktop_port'));
  const state = url.searchParams.get('state') ?? '';
  const callback = (body: unknown, origin = WEB_ORIGIN) =>
    fetch(`http://127.0.0.1:${port}/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify(body),
    });
  return { url, port, state, idToken, callback };
}

describe('Google sign-in hand-off over loopback', () => {
  it('opens the web login page with a port and a fresh random state', async () => {
    const first = await startHandOff();
    const second = await startHandOff();
    expect(first.url.origin + first.url.pathname).toBe(`${WEB_ORIGIN}/login`);
    expect(first.port).toBeGreaterThan(0);
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.state).not.toBe(first.state);
    await first.callback({ state: first.state, googleIdToken: 'a' });
    await second.callback({ state: second.state, googleIdToken: 'b' });
    await expect(Promise.all([first.idToken, second.idToken])).resolves.toEqual(['a', 'b']);
  });

  it('answers the CORS preflight for the web origin only', async () => {
    const { port, state, idToken, callback } = await startHandOff();
    const preflight = await fetch(`http://127.0.0.1:${port}/callback`, {
      method: 'OPTIONS',
      headers: {
        Origin: WEB_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect(preflight.headers.get('access-control-allow-private-network')).toBe('true');
    await callback({ state, googleIdToken: 'done' });
    await idToken;
  });

  it('refuses a wrong state or a foreign page, and keeps waiting for the real one', async () => {
    const { state, idToken, callback } = await startHandOff();
    const forged = await callback({ state: `${state.slice(0, -1)}x`, googleIdToken: 'attacker' });
    expect(forged.status).toBe(403);
    const foreign = await callback({ state, googleIdToken: 'attacker' }, 'https://evil.example');
    expect(foreign.status).toBe(403);
    const malformed = await callback({ state });
    expect(malformed.status).toBe(400);

    const accepted = await callback({ state, googleIdToken: 'google-id-token' });
    expect(accepted.status).toBe(204);
    expect(accepted.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    await expect(idToken).resolves.toBe('google-id-token');
  });

  it('answers 413 to a body over 16 KiB, and keeps waiting for the real one', async () => {
    const { state, idToken, callback } = await startHandOff();
    const res = await callback({ state, googleIdToken: 'x'.repeat(17 * 1024) });
    expect(res.status).toBe(413);
    expect(res.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect((await callback({ state, googleIdToken: 'real' })).status).toBe(204);
    await expect(idToken).resolves.toBe('real');
  });

  it('closes the loopback server once signed in', async () => {
    const { state, idToken, callback } = await startHandOff();
    await callback({ state, googleIdToken: 'google-id-token' });
    await idToken;
    await expect(callback({ state, googleIdToken: 'again' })).rejects.toThrow();
  });

  it('gives up after its time-out and stops listening', async () => {
    const { state, idToken, callback } = await startHandOff(50);
    await expect(idToken).rejects.toThrow(desktopText.googleSignInTimedOut);
    await expect(callback({ state, googleIdToken: 'late' })).rejects.toThrow();
  });

  it('compares secrets of any length without throwing', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });
});
