/**
 * Where the renderer lives: a custom, privileged scheme instead of file:// (so the page has a real
 * origin, a CSP from our own response headers and no access to the disk), or electron-vite's dev
 * server while developing. Anything else is foreign: it gets no IPC and no navigation.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'toolshop';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/`;

export type UrlCheck = (url: string) => boolean;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Whether `url` belongs to our renderer: `app://toolshop/…`, or the dev server's origin when one
 * is given (only ever while not packaged).
 */
export function appUrlCheck(devServerUrl?: string): UrlCheck {
  const devOrigin = devServerUrl ? parse(devServerUrl)?.origin : undefined;
  return (url) => {
    const parsed = parse(url);
    if (!parsed) return false;
    if (parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST) return true;
    return devOrigin !== undefined && parsed.origin === devOrigin;
  };
}
