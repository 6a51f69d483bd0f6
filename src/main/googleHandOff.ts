/**
 * Google sign-in for the desktop app without embedding Google's page in our window: the system
 * browser signs in on the web app and hands the Google ID token back over a one-time loopback
 * server (the pattern of RFC 8252 for native apps).
 *
 * The contract with the web app's login page:
 * 1. Main listens on `http://127.0.0.1:<port>` (a random free port) and opens the system browser at
 *    `<web origin>/login?desktop_port=<port>&state=<state>`; `state` is 43 base64url characters.
 * 2. After Google sign-in the page sends exactly
 *      fetch(`http://127.0.0.1:${desktop_port}/callback`, {
 *        method: 'POST',
 *        headers: { 'Content-Type': 'application/json' },
 *        body: JSON.stringify({ state, googleIdToken }),
 *      })
 *    where `googleIdToken` is Google's OAuth ID token (GoogleAuthProvider.credentialFromResult(
 *    result).idToken), not the Firebase ID token.
 * 3. The loopback server answers the CORS preflight (`OPTIONS /callback`) with 204 and
 *      Access-Control-Allow-Origin: <web origin>
 *      Access-Control-Allow-Methods: POST
 *      Access-Control-Allow-Headers: Content-Type
 *      Access-Control-Allow-Private-Network: true
 *      Access-Control-Max-Age: 600
 *      Vary: Origin
 *    and the POST with 204 (signed in: the page may say "You can return to Toolshop"), 403 for a
 *    wrong state or a foreign Origin, 400 for a malformed body, 413 over 16 KiB, 415 for another
 *    content type. Every answer carries the Access-Control-Allow-Origin header, so the page can
 *    read the status.
 * 4. The first accepted POST closes the server; so do five minutes without one.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { desktopText } from '../shared/strings/desktop';

export const HAND_OFF_TIMEOUT_MS = 5 * 60 * 1000;
const MAX_CALLBACK_BYTES = 16 * 1024;

const callbackSchema = z.strictObject({
  state: z.string().min(1).max(256),
  googleIdToken: z.string().min(1).max(8192),
});

export interface GoogleHandOffOptions {
  /** The web app's origin (the API's origin): the page that signs in lives at `/login` there. */
  webOrigin: string;
  /** Opens a URL in the system browser (`shell.openExternal`). */
  openExternal: (url: string) => Promise<void>;
  timeoutMs?: number;
  /** Aborting ends the wait (a newer sign-in replaces this one, or the app quits). */
  signal?: AbortSignal;
}

/** Compares in constant time; hashing first makes lengths equal without leaking them. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

class TooLarge extends Error {}

/**
 * The body as text, or TooLarge past `limit`. An oversized body is still read to its end (and
 * dropped), so the 413 reaches the page instead of a reset connection.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () =>
      size > limit ? reject(new TooLarge()) : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });
}

/** Resolves with the Google ID token, or rejects on timeout or abort. */
export async function googleSignInViaBrowser({
  webOrigin,
  openExternal,
  timeoutMs = HAND_OFF_TIMEOUT_MS,
  signal,
}: GoogleHandOffOptions): Promise<string> {
  signal?.throwIfAborted();
  const state = randomBytes(32).toString('base64url');
  // Connection: close, so closing the server never waits on an idle keep-alive socket.
  const corsHeaders = { 'Access-Control-Allow-Origin': webOrigin, Vary: 'Origin', Connection: 'close' };

  let accept: (idToken: string) => void = () => undefined;

  const answer = (res: ServerResponse, status: number, message?: string) => {
    const body = message === undefined ? '' : JSON.stringify({ message });
    res.writeHead(status, { ...corsHeaders, ...(body ? { 'Content-Type': 'application/json' } : {}) });
    res.end(body);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (path !== '/callback') return answer(res, 404, 'not found');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...corsHeaders,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Allow-Private-Network': 'true',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    if (req.method !== 'POST') return answer(res, 405, 'method not allowed');
    if (req.headers.origin !== webOrigin) return answer(res, 403, 'forbidden');
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      return answer(res, 415, 'expected application/json');
    }
    let text: string;
    try {
      text = await readBody(req, MAX_CALLBACK_BYTES);
    } catch (error) {
      return error instanceof TooLarge ? answer(res, 413, 'too large') : undefined;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return answer(res, 400, 'expected a JSON body { state, googleIdToken }');
    }
    const parsed = callbackSchema.safeParse(json);
    if (!parsed.success) return answer(res, 400, 'expected a JSON body { state, googleIdToken }');
    if (!sameSecret(parsed.data.state, state)) return answer(res, 403, 'forbidden');
    const { googleIdToken } = parsed.data;
    res.once('finish', () => accept(googleIdToken));
    answer(res, 204);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => answer(res, 400, 'bad request'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return new Promise<string>((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      server.close();
      server.closeAllConnections();
      settle();
    };
    const onAbort = () =>
      finish(() => reject(signal?.reason ?? new Error(desktopText.googleSignInCancelled)));
    const timer = setTimeout(
      () => finish(() => reject(new Error(desktopText.googleSignInTimedOut))),
      timeoutMs,
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    accept = (idToken) => finish(() => resolve(idToken));

    const loginUrl = new URL('/login', webOrigin);
    loginUrl.searchParams.set('desktop_port', String(port));
    loginUrl.searchParams.set('state', state);
    openExternal(loginUrl.toString()).catch((error: unknown) => finish(() => reject(error)));
  });
}
