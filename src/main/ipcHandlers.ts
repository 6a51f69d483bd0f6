/**
 * Registers the bridge's IPC handlers. Every call first checks who is asking: only the top frame
 * of our own renderer (app://toolshop, or the dev server) is answered; anything else is refused
 * before its payload is even looked at. Payloads are validated by the zod schemas of the module
 * that serves them (proxy, packing slip, exports, invoices and statements to save or open, receipt printer, offline sale queue).
 */
import { desktopText } from '../shared/strings/desktop';
import type { UrlCheck } from './appOrigin';
import type { ApiProxy } from './apiProxy';
import { IPC } from './ipcChannels';
import type { LiveEvents } from './liveEvents';
import type { CsvExporter } from './csvExport';
import type { InvoicePdfOpener } from './invoicePdf';
import type { PackingSlipPrinter } from './packingSlip';
import type { PrinterSettingsStore } from './printerSettings';
import type { ReceiptPrinter } from './receiptPrinter';
import type { RendererContents } from './rendererContents';
import type { SaleQueue } from './saleQueue';
import type { TokenVault } from './tokenVault';

/** What a handler reads of Electron's IpcMainInvokeEvent. */
export interface ShopIpcEvent {
  senderFrame: { url: string; parent: unknown } | null;
  sender: RendererContents;
}

/** Electron's ipcMain, as far as the handlers use it. */
export interface ShopIpcMain {
  handle(channel: string, listener: (event: ShopIpcEvent, ...args: unknown[]) => Promise<unknown>): void;
}

export interface ShopIpcDeps {
  isAppUrl: UrlCheck;
  proxy: ApiProxy;
  vault: TokenVault;
  liveEvents: LiveEvents;
  packingSlip: PackingSlipPrinter;
  ordersCsv: CsvExporter;
  stockMovementsCsv: CsvExporter;
  receiptPrinter: ReceiptPrinter;
  printerSettings: PrinterSettingsStore;
  saleQueue: SaleQueue;
  catalogueCsv: CsvExporter;
  invoicePdf: CsvExporter;
  taxCsv: CsvExporter;
  statementPdf: CsvExporter;
  invoicePdfViewer: InvoicePdfOpener;
  /** Runs the browser hand-off; resolves with Google's ID token. */
  googleSignIn: (signal: AbortSignal) => Promise<string>;
}

export class ForeignSenderError extends Error {
  constructor(url: string) {
    super(`IPC refused: the sender (${url || 'unknown frame'}) is not the Toolshop window`);
    this.name = 'ForeignSenderError';
  }
}

/** The sender must be a live top-level frame showing our renderer; answers its URL. */
export function assertTrustedSender(event: Pick<ShopIpcEvent, 'senderFrame'>, isAppUrl: UrlCheck): string {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null || !isAppUrl(frame.url)) throw new ForeignSenderError(frame?.url ?? '');
  return frame.url;
}

export function registerShopIpc(ipcMain: ShopIpcMain, deps: ShopIpcDeps): void {
  const {
    isAppUrl,
    proxy,
    vault,
    liveEvents,
    packingSlip,
    ordersCsv,
    stockMovementsCsv,
    receiptPrinter,
    printerSettings,
    saleQueue,
    catalogueCsv,
    invoicePdf,
    taxCsv,
    statementPdf,
    invoicePdfViewer,
    googleSignIn,
  } = deps;
  const handle = (
    channel: string,
    handler: (payload: unknown, sender: RendererContents, frameUrl: string) => Promise<unknown>,
  ) =>
    ipcMain.handle(channel, async (event, payload) => {
      const frameUrl = assertTrustedSender(event, isAppUrl);
      return handler(payload, event.sender, frameUrl);
    });

  // One sign-in at a time: asking again abandons the earlier wait and its loopback server.
  let pendingSignIn: AbortController | null = null;

  handle(IPC.apiRequest, (payload) => proxy.request(payload));
  handle(IPC.apiUpload, (payload) => proxy.upload(payload));
  handle(IPC.apiImportCatalogue, (payload) => proxy.importCatalogue(payload));
  handle(IPC.sessionHas, () => vault.has());
  handle(IPC.sessionClear, () => vault.clear());
  handle(IPC.eventsStart, async (_payload, sender) => liveEvents.start(sender));
  handle(IPC.printSlip, (payload, sender, frameUrl) => packingSlip.saveAsPdf(sender, frameUrl, payload));
  handle(IPC.saveOrdersCsv, (payload, sender) => ordersCsv.saveAs(sender, payload));
  handle(IPC.saveStockMovementsCsv, (payload, sender) => stockMovementsCsv.saveAs(sender, payload));
  handle(IPC.printReceipt, (payload) => receiptPrinter.print(payload));
  handle(IPC.printRegisterReport, (payload) => receiptPrinter.printReport(payload));
  handle(IPC.receiptPrinterGet, () => printerSettings.read());
  handle(IPC.receiptPrinterSave, (payload) => printerSettings.save(payload));
  handle(IPC.counterSale, (payload) => saleQueue.submit(payload));
  handle(IPC.saleQueueStatus, () => saleQueue.status());
  handle(IPC.saveCatalogueCsv, (payload, sender) => catalogueCsv.saveAs(sender, payload));
  handle(IPC.saveInvoicePdf, (payload, sender) => invoicePdf.saveAs(sender, payload));
  handle(IPC.saveTaxCsv, (payload, sender) => taxCsv.saveAs(sender, payload));
  handle(IPC.saveStatementPdf, (payload, sender) => statementPdf.saveAs(sender, payload));
  handle(IPC.openInvoicePdf, (payload) => invoicePdfViewer.open(payload));
  handle(IPC.googleSignIn, async () => {
    pendingSignIn?.abort(new Error(desktopText.googleSignInRestarted));
    const controller = new AbortController();
    pendingSignIn = controller;
    try {
      return await googleSignIn(controller.signal);
    } finally {
      if (pendingSignIn === controller) pendingSignIn = null;
    }
  });
}
