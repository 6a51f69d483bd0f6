/**
 * The counter on each platform: a sale answered the same way (a SaleSubmission), the desktop's through
 * main's offline queue (docs/counter-screen.md), the web's straight to the API; and the desktop's
 * receipt printer. Kept out of ../platform so the landing page's bundle carries none of it.
 */
import type { CounterSaleInput } from '@shared/counterSchemas';
import type { ReceiptPrint, ReceiptPrintOutcome, RegisterReportPrint } from '@shared/receipt';
import type { SaleQueueStatus, SaleSubmission } from '@shared/saleQueue';
import { failureText } from '@shared/strings/labels/shell';
import { desktopBridge } from '../platform';
import { ApiError, call, renewAccessToken } from './client';

/** Main records it, or queues it while the server cannot be reached; a spent session is renewed once. */
async function desktopCounterSale(shop: ShopBridge, sale: CounterSaleInput): Promise<SaleSubmission> {
  const submitted = await shop.counter.sell(sale);
  if (submitted.outcome === 'refused' && submitted.status === 401 && (await renewAccessToken())) {
    return shop.counter.sell(sale);
  }
  return submitted;
}

/** The browser keeps no queue: a sale the server cannot take is refused, to be tried again. */
async function webCounterSale(sale: CounterSaleInput): Promise<SaleSubmission> {
  try {
    return { outcome: 'recorded', data: await call('counterSale', { body: sale }) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.status === 0 ? failureText.unreachable : error.message;
    return { outcome: 'refused', status: error.status, message, data: error.body };
  }
}

/**
 * Desktop only: prints a counter receipt on the network receipt printer (docs/counter-screen.md), kicking
 * the cash drawer after a cash sale. Null on the web, which prints the 80 mm page.
 */
export const printOnReceiptPrinter: ((print: ReceiptPrint) => Promise<ReceiptPrintOutcome>) | null =
  desktopBridge?.print.receipt ?? null;

/**
 * Desktop only: prints a register's X or Z report on the network receipt printer, at its paper's width.
 * Null on the web, which prints the 80 mm page.
 */
export const printReportOnReceiptPrinter:
  ((print: RegisterReportPrint) => Promise<ReceiptPrintOutcome>) | null =
  desktopBridge?.print.registerReport ?? null;

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
