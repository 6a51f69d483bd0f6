import type { StatementPeriod } from '@shared/statementFiles';
import type { TaxExportQuery } from '@shared/taxSchemas';
import type { OrderFilters, StockMovementFilters } from './api/client';
import {
  desktopCatalogueCsvSaver,
  desktopInvoicePdfSaver,
  desktopOrdersCsvSaver,
  desktopStatementPdfSaver,
  desktopStockMovementsCsvSaver,
  desktopTaxCsvSaver,
} from './api/desktopFiles';
import { createDesktopTransport } from './api/desktopTransport';
import type { Transport } from './api/transport';
import { createWebTransport } from './api/webTransport';

/**
 * The desktop preload's bridge, inside the desktop shell. The web build knows there is none
 * (`__WEB_BUILD__`), so its bundle carries none of the desktop code below.
 */
export const desktopBridge: ShopBridge | undefined = __WEB_BUILD__ ? undefined : window.shop;

/** The desktop app talks through its bridge; the browser to its own origin's `/api`. */
export function createPlatformTransport(): Transport {
  return desktopBridge ? createDesktopTransport(desktopBridge) : createWebTransport();
}

/**
 * Desktop only: calls `open` with an order's id when the user clicked that order's notification.
 * Returns the function that stops listening (nothing to stop on the web).
 */
export function onOrderNotificationClicked(open: (orderId: string) => void): () => void {
  return desktopBridge ? desktopBridge.events.onOpenOrder(open) : () => undefined;
}

/** Desktop only: saving the packing slip on screen as a PDF; null on the web, which prints instead. */
export const savePackingSlipAsPdf: ((orderId: string) => Promise<boolean>) | null =
  desktopBridge?.print.slipToPdf ?? null;

/**
 * Desktop only: main asks where to save and streams the orders `filters` name into that file as CSV;
 * resolves with whether a file was written. Null on the web, which downloads the API's CSV text.
 */
export const saveOrdersCsvAs: ((filters: OrderFilters) => Promise<boolean>) | null = desktopBridge
  ? desktopOrdersCsvSaver(desktopBridge)
  : null;

/** Desktop only: the same for the stock ledger's movements. Null on the web. */
export const saveStockMovementsCsvAs: ((filters: StockMovementFilters) => Promise<boolean>) | null =
  desktopBridge ? desktopStockMovementsCsvSaver(desktopBridge) : null;

/**
 * Desktop only: main asks where to save an invoice's or credit note's PDF and fetches it into that
 * file. Null on the web, which downloads it with the session's bearer (api/webFiles.ts).
 */
export const saveInvoicePdfAs: ((number: string) => Promise<boolean>) | null = desktopBridge
  ? desktopInvoicePdfSaver(desktopBridge)
  : null;

/** Desktop only: the same for a section of a period's tax return. Null on the web. */
export const saveTaxCsvAs: ((query: TaxExportQuery) => Promise<boolean>) | null = desktopBridge
  ? desktopTaxCsvSaver(desktopBridge)
  : null;

/** Desktop only: the same for the whole catalogue. Null on the web. */
export const saveCatalogueCsvAs: (() => Promise<boolean>) | null = desktopBridge
  ? desktopCatalogueCsvSaver(desktopBridge)
  : null;

/** Desktop only: the same for a customer's statement over a period, as its PDF. Null on the web. */
export const saveStatementPdfAs:
  ((customerId: string, name: string, period: StatementPeriod) => Promise<boolean>) | null = desktopBridge
  ? desktopStatementPdfSaver(desktopBridge)
  : null;
