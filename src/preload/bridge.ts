/**
 * The preload script (built to out/preload/index.cjs): exposes `window.shop`, typed in index.d.ts
 * beside it, and nothing else. Each function invokes one fixed channel; the renderer gets no
 * ipcRenderer, no generic invoke and no way to read the token. It runs sandboxed, so it is built
 * as CommonJS and reads the API origin from its command line.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { API_ORIGIN_ARG, EVENT_CHANNEL, IPC, type EventChannelMessage } from '../main/ipcChannels';

const apiOrigin =
  process.argv.find((arg) => arg.startsWith(API_ORIGIN_ARG))?.slice(API_ORIGIN_ARG.length) ?? '';

/** Listens on the one event channel; returns the function that stops listening. */
function listen(onMessage: (message: EventChannelMessage) => void): () => void {
  const listener = (_event: unknown, message: EventChannelMessage) => onMessage(message);
  ipcRenderer.on(EVENT_CHANNEL, listener);
  return () => {
    ipcRenderer.removeListener(EVENT_CHANNEL, listener);
  };
}

const shop: ShopBridge = {
  platform: 'desktop',
  apiOrigin,
  api: {
    request: (call) => ipcRenderer.invoke(IPC.apiRequest, call),
    upload: (image) => ipcRenderer.invoke(IPC.apiUpload, image),
    importCatalogue: (file) => ipcRenderer.invoke(IPC.apiImportCatalogue, file),
  },
  session: {
    has: () => ipcRenderer.invoke(IPC.sessionHas),
    clear: () => ipcRenderer.invoke(IPC.sessionClear),
  },
  events: {
    subscribe(onEvent, onStatus) {
      const stop = listen((message) => {
        if (message.kind === 'event') onEvent(message.event);
        else if (message.kind === 'status') onStatus?.(message.status);
      });
      void ipcRenderer.invoke(IPC.eventsStart);
      return stop;
    },
    onOpenOrder(open) {
      return listen((message) => {
        if (message.kind === 'open-order') open(message.orderId);
      });
    },
  },
  print: {
    slipToPdf: (orderId) => ipcRenderer.invoke(IPC.printSlip, { orderId }),
    receipt: (print) => ipcRenderer.invoke(IPC.printReceipt, print),
    registerReport: (print) => ipcRenderer.invoke(IPC.printRegisterReport, print),
  },
  receiptPrinter: {
    get: () => ipcRenderer.invoke(IPC.receiptPrinterGet),
    save: (settings) => ipcRenderer.invoke(IPC.receiptPrinterSave, settings),
  },
  counter: {
    sell: (sale) => ipcRenderer.invoke(IPC.counterSale, sale),
    queue: () => ipcRenderer.invoke(IPC.saleQueueStatus),
  },
  files: {
    saveOrdersCsv: (filters) => ipcRenderer.invoke(IPC.saveOrdersCsv, filters),
    saveStockMovementsCsv: (filters) => ipcRenderer.invoke(IPC.saveStockMovementsCsv, filters),
    saveCatalogueCsv: () => ipcRenderer.invoke(IPC.saveCatalogueCsv, {}),
    saveInvoicePdf: (number) => ipcRenderer.invoke(IPC.saveInvoicePdf, { number }),
    saveTaxCsv: (query) => ipcRenderer.invoke(IPC.saveTaxCsv, query),
    saveStatementPdf: (customerId, name, period) =>
      ipcRenderer.invoke(IPC.saveStatementPdf, { customerId, name, period }),
    openInvoicePdf: (number) => ipcRenderer.invoke(IPC.openInvoicePdf, { number }),
  },
  auth: {
    googleSignIn: () => ipcRenderer.invoke(IPC.googleSignIn),
  },
};

contextBridge.exposeInMainWorld('shop', shop);
