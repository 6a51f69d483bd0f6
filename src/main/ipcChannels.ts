/** The only IPC channels between the preload bridge and main; each is `invoke`/`handle`. */
export const IPC = {
  apiRequest: 'api:request',
  apiUpload: 'api:upload',
  /** invoke: checks or imports a catalogue CSV (`POST /product/import`, its body CSV). */
  apiImportCatalogue: 'api:import-catalogue',
  sessionHas: 'session:has',
  sessionClear: 'session:clear',
  googleSignIn: 'auth:google',
  /** invoke: asks main to hold the events stream (docs/desktop.md) while this window lives. */
  eventsStart: 'events:start',
  /** invoke: saves the packing slip the window shows as a PDF, where the user chooses. */
  printSlip: 'print:slip',
  /** invoke: saves the orders the list's filters name as CSV, where the user chooses. */
  saveOrdersCsv: 'files:orders-csv',
  /** invoke: saves the stock movements the ledger's filters name as CSV, where the user chooses. */
  saveStockMovementsCsv: 'files:stock-movements-csv',
  /** invoke: prints a counter receipt on the network receipt printer (and kicks the cash drawer). */
  printReceipt: 'print:receipt',
  /** invoke: prints a register's X or Z report on the network receipt printer. */
  printRegisterReport: 'print:register-report',
  /** invoke: the network receipt printer's address, or null. */
  receiptPrinterGet: 'printer:get',
  /** invoke: saves the network receipt printer's address (null: none). */
  receiptPrinterSave: 'printer:save',
  /** invoke: records a counter sale, or queues a cash sale while the shop server cannot be reached. */
  counterSale: 'counter:sale',
  /** invoke: how many counter sales wait in the offline queue, and those the server refused. */
  saleQueueStatus: 'counter:queue',
  /** invoke: saves the whole catalogue as CSV, where the user chooses. */
  saveCatalogueCsv: 'files:catalogue-csv',
  /** invoke: saves an invoice or credit note as its PDF, where the user chooses. */
  saveInvoicePdf: 'files:invoice-pdf',
  /** invoke: saves a section of a period's tax return as CSV, where the user chooses. */
  saveTaxCsv: 'files:tax-csv',
  /** invoke: saves a customer's statement for a period as its PDF, where the user chooses. */
  saveStatementPdf: 'files:statement-pdf',
  /** invoke: opens an invoice's or credit note's PDF in the system's viewer, to print. */
  openInvoicePdf: 'files:open-invoice-pdf',
} as const;

/** main → renderer (`webContents.send`): the one event channel, carrying EventChannelMessage. */
export const EVENT_CHANNEL = 'events:message';

/** The preload reads the API origin from this command-line switch (sandboxed preloads cannot read files). */
export const API_ORIGIN_ARG = '--toolshop-api-origin=';

/**
 * What main sends on EVENT_CHANNEL: an event of `GET /events`, a change of the stream's state, or
 * "show this order" after the user clicked its notification.
 */
export type EventChannelMessage =
  | { kind: 'event'; event: import('../shared/entities').ShopEvent }
  | { kind: 'status'; status: import('../shared/sse').EventStreamStatus }
  | { kind: 'open-order'; orderId: string };
