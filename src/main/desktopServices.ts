/**
 * Everything main serves the window over IPC, built from main's modules around the few things only
 * Electron can do (the edges: notifications, the badge, the save dialog, the window's focus, the
 * browser hand-off, opening a file in the system's viewer). src/main/index.ts passes Electron's; the desktop e2e harness passes its own, so
 * the very same proxy, vault, events stream, staff alerts, packing slips, order exports, receipt printer
 * and offline sale queue run in both.
 */
import { join } from 'node:path';
import { createApiProxy } from './apiProxy';
import type { UrlCheck } from './appOrigin';
import { holdEventStream } from './eventStream';
import { EVENT_CHANNEL } from './ipcChannels';
import { registerShopIpc, type ShopIpcMain } from './ipcHandlers';
import { createLiveEvents } from './liveEvents';
import {
  createCatalogueCsvExporter,
  createInvoicePdfExporter,
  createOrdersCsvExporter,
  createStockMovementsCsvExporter,
  createStatementPdfExporter,
  createTaxCsvExporter,
} from './csvExport';
import { createInvoicePdfOpener, INVOICES_DIR } from './invoicePdf';
import { createPackingSlipPrinter } from './packingSlip';
import { createPrinterSettingsStore } from './printerSettings';
import { createReceiptPrinter } from './receiptPrinter';
import type { RendererContents } from './rendererContents';
import { createSaleQueue } from './saleQueue';
import type { ChooseFile } from './saveDialog';
import { createStaffAlerts, type StaffAlertsDeps } from './staffAlerts';
import type { TokenVault } from './tokenVault';

export interface DesktopEdges extends Pick<StaffAlertsDeps, 'notify' | 'setBadgeCount'> {
  /** The save dialog, for packing slips and order exports. */
  chooseFile: ChooseFile;
  /** Restores and focuses the window showing `contents`. */
  bringToFront(contents: RendererContents): void;
  /** Runs the browser hand-off; resolves with Google's ID token. */
  googleSignIn(signal: AbortSignal): Promise<string>;
  /** Opens a file main wrote in the system's viewer; resolves with '' or why it could not. */
  openFile(path: string): Promise<string>;
}

/** The offline sale queue's folder, in the user-data folder. */
export const SALE_QUEUE_DIR = 'counter-sales';
/** How long a counter sale waits for the shop server before it goes to the offline queue. */
const COUNTER_SALE_TIMEOUT_MS = 8_000;

export interface DesktopServicesOptions {
  /** `{api}` without a trailing slash. */
  apiBase: string;
  /** The user-data folder: settings.json (the receipt printer) and the offline sale queue live there. */
  userDataDir: string;
  vault: TokenVault;
  isAppUrl: UrlCheck;
  edges: DesktopEdges;
}

export function registerDesktopServices(ipcMain: ShopIpcMain, options: DesktopServicesOptions): void {
  const { apiBase, userDataDir, vault, isAppUrl, edges } = options;
  const proxy = createApiProxy({ apiBase, vault });
  const printerSettings = createPrinterSettingsStore(userDataDir);
  const saleQueue = createSaleQueue({
    dir: join(userDataDir, SALE_QUEUE_DIR),
    send: (body) => proxy.request({ endpoint: 'counterSale', body }, { timeoutMs: COUNTER_SALE_TIMEOUT_MS }),
  });
  // Sales left waiting when the app last stopped go to the server as soon as it answers.
  saleQueue.replay().catch((error: unknown) => console.error('offline sales could not be replayed:', error));

  const watchForStaff = (contents: RendererContents) => {
    const alerts = createStaffAlerts({
      proxy,
      notify: edges.notify,
      setBadgeCount: edges.setBadgeCount,
      openOrder(orderId) {
        edges.bringToFront(contents);
        contents.send(EVENT_CHANNEL, { kind: 'open-order', orderId });
      },
      focus: () => edges.bringToFront(contents),
    });
    const unfollowVault = vault.onChange((token) => {
      if (token === null) alerts.reset();
    });
    return {
      onEvent: alerts.onEvent,
      onStatus: alerts.onStatus,
      stop() {
        unfollowVault();
        alerts.reset();
      },
    };
  };

  registerShopIpc(ipcMain, {
    isAppUrl,
    proxy,
    vault,
    liveEvents: createLiveEvents({
      openStream: (handlers) => holdEventStream({ apiBase, vault, ...handlers }),
      watch: watchForStaff,
    }),
    packingSlip: createPackingSlipPrinter({ chooseFile: edges.chooseFile }),
    ordersCsv: createOrdersCsvExporter({ apiBase, vault, chooseFile: edges.chooseFile }),
    stockMovementsCsv: createStockMovementsCsvExporter({ apiBase, vault, chooseFile: edges.chooseFile }),
    receiptPrinter: createReceiptPrinter({ readSettings: printerSettings.read }),
    printerSettings,
    saleQueue,
    catalogueCsv: createCatalogueCsvExporter({ apiBase, vault, chooseFile: edges.chooseFile }),
    invoicePdf: createInvoicePdfExporter({ apiBase, vault, chooseFile: edges.chooseFile }),
    taxCsv: createTaxCsvExporter({ apiBase, vault, chooseFile: edges.chooseFile }),
    statementPdf: createStatementPdfExporter({ apiBase, vault, chooseFile: edges.chooseFile }),
    invoicePdfViewer: createInvoicePdfOpener({
      apiBase,
      vault,
      dir: join(userDataDir, INVOICES_DIR),
      openFile: edges.openFile,
    }),
    googleSignIn: edges.googleSignIn,
  });
}
