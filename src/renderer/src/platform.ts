import type { OrderFilters } from './api/client';
import { desktopOrdersCsvSaver } from './api/desktopFiles';
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

/**
 * Desktop only: main asks where to save and streams the orders `filters` name into that file as CSV;
 * resolves with whether a file was written. Null on the web, which downloads the API's CSV text.
 */
export const saveOrdersCsvAs: ((filters: OrderFilters) => Promise<boolean>) | null = window.shop
  ? desktopOrdersCsvSaver(window.shop)
  : null;
