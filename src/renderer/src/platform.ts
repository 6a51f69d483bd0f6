import { createDesktopTransport } from './api/desktopTransport';
import type { Transport } from './api/transport';
import { createWebTransport } from './api/webTransport';

/** The desktop preload exposes `window.shop`; the browser talks to its own origin's `/api`. */
export function createPlatformTransport(): Transport {
  return window.shop ? createDesktopTransport(window.shop) : createWebTransport();
}
