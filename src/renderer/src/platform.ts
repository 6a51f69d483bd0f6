import type { CounterSaleInput } from '@shared/counterSchemas';
import type { ReceiptPrint, ReceiptPrintOutcome } from '@shared/receipt';
import type { SaleQueueStatus, SaleSubmission } from '@shared/saleQueue';
import type { OrderFilters, StockMovementFilters } from './api/client';
import { desktopCounterSale, webCounterSale } from './api/counterSale';
import {
  desktopCatalogueCsvSaver,
  desktopOrdersCsvSaver,
  desktopStockMovementsCsvSaver,
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

/** Desktop only: the same for the whole catalogue. Null on the web. */
export const saveCatalogueCsvAs: (() => Promise<boolean>) | null = desktopBridge
  ? desktopCatalogueCsvSaver(desktopBridge)
  : null;

/**
 * Desktop only: prints a counter receipt on the network receipt printer (docs/counter-screen.md), kicking
 * the cash drawer after a cash sale. Null on the web, which prints the 80 mm page.
 */
export const printOnReceiptPrinter: ((print: ReceiptPrint) => Promise<ReceiptPrintOutcome>) | null =
  desktopBridge?.print.receipt ?? null;

/** Desktop only: the network receipt printer's address, read and saved in main's settings. */
export const receiptPrinterSettings: ShopBridge['receiptPrinter'] | null =
  desktopBridge?.receiptPrinter ?? null;

/**
 * Records a counter sale. The desktop hands it to main, which queues a cash sale on disk while the
 * shop server cannot be reached; the web sends it, and says so when it cannot.
 */
export function sellAtCounter(sale: CounterSaleInput): Promise<SaleSubmission> {
  return desktopBridge ? desktopCounterSale(desktopBridge, sale) : webCounterSale(sale);
}

/** Desktop only: how many counter sales wait in the offline queue. Null on the web, which has none. */
export const saleQueueStatus: (() => Promise<SaleQueueStatus>) | null = desktopBridge
  ? () => desktopBridge!.counter.queue()
  : null;
