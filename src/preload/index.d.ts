/**
 * The `window.shop` bridge the desktop preload exposes (docs/desktop.md), and nothing more: named API
 * calls, the session's existence (never its token), live events, packing slips as PDF, order
 * exports as CSV files, invoices' PDFs in the system's viewer, counter receipts and register reports on
 * the network printer, counter sales through the offline queue and the Google browser hand-off. Absent on the web, which is how the
 * renderer tells the platforms apart.
 */
declare global {
  /**
   * Any HTTP status the API answered; `status` 0 means it could not be reached. For `login`
   * `data` is `{}`: the accessToken stays in the main process.
   */
  interface ShopApiResponse {
    status: number;
    data: unknown;
  }

  /** `POST /images` as bytes: JPEG, PNG, WebP or GIF, at most 5 MB. */
  interface ShopImageUpload {
    bytes: Uint8Array;
    type: string;
    name: string;
  }

  /** How saving a file ended. */
  type ShopFileSave = import('../shared/desktopFiles').FileSaveOutcome;

  interface ShopBridge {
    readonly platform: 'desktop';
    /** The API's origin, e.g. `http://127.0.0.1:8080`: `/api/...` image paths load from it. */
    readonly apiOrigin: string;
    readonly api: {
      /**
       * One call of the contract table, by name: main refuses any other, and Stripe's webhook and
       * the events stream, which are not the window's to call. A body is JSON, at most 1 MB.
       */
      request(call: import('../shared/contract/endpoints').ApiCall): Promise<ShopApiResponse>;
      upload(image: ShopImageUpload): Promise<ShopApiResponse>;
      /**
       * `POST /product/import?dryRun=&unfetchedImages=` with `csv` as `text/csv` (at most 20 MB):
       * checked, or imported.
       */
      importCatalogue(
        file: { csv: string } & import('../shared/catalogueCsv').CatalogueImportChoice,
      ): Promise<ShopApiResponse>;
    };
    readonly session: {
      /** Whether main holds an accessToken. */
      has(): Promise<boolean>;
      /** Logout: main forgets the accessToken. */
      clear(): Promise<void>;
    };
    readonly events: {
      /**
       * Main holds `GET /events` with the token and forwards each event, and each change of the
       * stream's state, over one IPC event channel. Returns the function that stops listening.
       */
      subscribe(
        onEvent: (event: import('../shared/entities').ShopEvent) => void,
        onStatus?: (status: import('../shared/sse').EventStreamStatus) => void,
      ): () => void;
      /**
       * Called with an order's id when the user clicked its notification: main has brought the
       * window forward, the renderer shows the order. Returns the function that stops listening.
       */
      onOpenOrder(open: (orderId: string) => void): () => void;
    };
    readonly print: {
      /**
       * Saves the packing slip this window shows (it must be on that order's slip route) as a PDF
       * where the user chooses; resolves with whether a file was written.
       */
      slipToPdf(orderId: string): Promise<boolean>;
      /**
       * Prints a counter receipt on the network receipt printer and, with `openDrawer`, kicks the
       * cash drawer open. `no-printer` when none is set (print the 80 mm page instead); `failed`
       * says why, within seconds, when the printer is off or unreachable.
       */
      receipt(
        print: import('../shared/receipt').ReceiptPrint,
      ): Promise<import('../shared/receipt').ReceiptPrintOutcome>;
      /**
       * Prints a register's X or Z report on the network receipt printer, at its paper's width; the
       * same outcomes as a receipt's.
       */
      registerReport(
        print: import('../shared/receipt').RegisterReportPrint,
      ): Promise<import('../shared/receipt').ReceiptPrintOutcome>;
    };
    readonly receiptPrinter: {
      /**
       * The network receipt printer's address as saved, or null when none is set; its `refusal` says
       * why receipts do not print there when the current rule refuses it.
       */
      get(): Promise<import('../shared/receipt').SavedReceiptPrinter | null>;
      /** Saves it (null: none); rejects with a one-line reason for an address main refuses. */
      save(
        settings: import('../shared/receipt').ReceiptPrinterSettings | null,
      ): Promise<import('../shared/receipt').ReceiptPrinterSettings | null>;
    };
    readonly counter: {
      /**
       * `POST /counter/sale` through main: recorded by the shop server, or, while it cannot be
       * reached, a cash sale queued on disk (before this resolves) to be recorded once it answers.
       * A card sale is refused offline.
       */
      sell(
        sale: import('../shared/counterSchemas').CounterSaleInput,
      ): Promise<import('../shared/saleQueue').SaleSubmission>;
      /** How many sales wait in the offline queue, and those the server refused on replay. */
      queue(): Promise<import('../shared/saleQueue').SaleQueueStatus>;
    };
    readonly files: {
      /**
       * Asks where to save (`orders-YYYY-MM-DD.csv`), then main streams the orders `filters` name
       * (`GET /export/orders.csv`, with its token) into that file. Filters the list would refuse
       * are refused before the dialog opens, as is a window without a session (status 401).
       */
      saveOrdersCsv(filters: import('../shared/paging').OrderExportQuery): Promise<ShopFileSave>;
      /** The same for the stock ledger (`stock-movements-YYYY-MM-DD.csv`, `GET /stock/movements.csv`). */
      saveStockMovementsCsv(
        filters: import('../shared/stockSchemas').StockMovementExportQuery,
      ): Promise<ShopFileSave>;
      /** The same for the whole catalogue (`catalogue-YYYY-MM-DD.csv`, `GET /product/export.csv`). */
      saveCatalogueCsv(): Promise<ShopFileSave>;
      /**
       * The same for an invoice's or credit note's PDF (`INV-26-27-000001.pdf`, `GET
       * /invoice/{number}.pdf`): the order's owner and staff may read it, anyone else is answered 404.
       */
      saveInvoicePdf(number: string): Promise<ShopFileSave>;
      /**
       * The same for a section of a period's tax return (`gstr1-b2b-2026-11-01-to-2026-11-30.csv`,
       * `GET /tax/export.csv`).
       */
      saveTaxCsv(query: import('../shared/taxSchemas').TaxExportQuery): Promise<ShopFileSave>;
      /**
       * The same for a customer's statement over a period (`statement-<name>-<from>-to-<to>.pdf`, `GET
       * /customer/{id}/statement.pdf`): staff, or the customer their own.
       */
      saveStatementPdf(
        customerId: string,
        name: string,
        period: import('../shared/statementFiles').StatementPeriod,
      ): Promise<ShopFileSave>;
      /**
       * Fetches an invoice's or credit note's PDF (`GET /invoice/{number}.pdf`, with its token) into
       * the user-data folder and opens it in the system's PDF viewer, to print on A4.
       */
      openInvoicePdf(number: string): Promise<import('../shared/desktopFiles').DocumentOpenOutcome>;
    };
    readonly auth: {
      /**
       * Signs in with Google in the system browser and resolves with Google's ID token, for
       * `signInWithCredential(auth, GoogleAuthProvider.credential(idToken))`. Rejects after five
       * minutes without an answer, or when called again meanwhile.
       */
      googleSignIn(): Promise<string>;
    };
  }

  interface Window {
    readonly shop?: ShopBridge;
  }
}

export {};
