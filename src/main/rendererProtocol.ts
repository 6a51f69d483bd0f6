/**
 * Serves the built renderer (out/renderer) under `app://toolshop/`: files with their MIME type, the
 * SPA's index.html for any route, and the CSP on every response. Nothing outside the renderer
 * folder can be reached, whatever the path says.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { APP_HOST } from './appOrigin';

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export function mimeTypeOf(path: string): string {
  return MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export interface RendererProtocolOptions {
  /** Absolute path of the built renderer (the folder holding index.html). */
  rootDir: string;
  contentSecurityPolicy: string;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The handler for `protocol.handle(APP_SCHEME, …)`. */
export function createRendererProtocolHandler({ rootDir, contentSecurityPolicy }: RendererProtocolOptions) {
  const root = resolve(rootDir);
  const headers = (contentType: string) => ({
    'Content-Type': contentType,
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  });
  const fail = (status: number, text: string) =>
    new Response(text, { status, headers: headers('text/plain; charset=utf-8') });

  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return fail(405, 'Method not allowed');
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return fail(404, 'Not found');

    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return fail(400, 'Bad path');
    }
    const file = resolve(root, `.${pathname}`);
    if (file !== root && !file.startsWith(root + sep)) return fail(404, 'Not found');

    // A path without an extension is a client-side route: the SPA decides what it shows.
    const target = (await isFile(file))
      ? file
      : extname(pathname) === ''
        ? resolve(root, 'index.html')
        : null;
    if (!target) return fail(404, 'Not found');
    const body = request.method === 'HEAD' ? null : await readFile(target);
    return new Response(body, { status: 200, headers: headers(mimeTypeOf(target)) });
  };
}
