import { createDesktopTransport } from './api/desktopTransport';
import type { Transport } from './api/transport';
import { createWebTransport } from './api/webTransport';

/** The desktop preload exposes `window.shop`; the browser talks to its own origin's `/api`. */
export function createPlatformTransport(): Transport {
  return window.shop ? createDesktopTransport(window.shop) : createWebTransport();
}

/**
 * Desktop only: calls `open` with an order's id when the user clicked that order's notification.
 * Returns the function that stops listening (nothing to stop on the web).
 */
export function onOrderNotificationClicked(open: (orderId: string) => void): () => void {
  return window.shop ? window.shop.events.onOpenOrder(open) : () => undefined;
}

/** Desktop only: saving the packing slip on screen as a PDF; null on the web, which prints instead. */
export const savePackingSlipAsPdf: ((orderId: string) => Promise<boolean>) | null =
  window.shop?.print.slipToPdf ?? null;
