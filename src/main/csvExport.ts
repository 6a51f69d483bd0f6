/**
 * Saves a list's export as a CSV file (Manage All Orders' orders, the stock ledger's movements, the
 * catalogue, a section of a tax return), and an invoice or credit note, or a customer's statement, as its PDF. The
 * user picks where in a save dialog; main then streams the export's `GET` with the vault's accessToken
 * straight into that file, each chunk written before the next is read, so memory stays flat however
 * many rows there are. The bytes go to a `.partial` file of its own beside the chosen one, flushed to
 * disk and renamed only once the answer is complete: a refused, broken, stalled or unwritable export
 * leaves no half file behind, and two exports to one file cannot write into each other's.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { z } from 'zod';
import { catalogueCsvFilename } from '../shared/catalogueCsv';
import { fillPath } from '../shared/contract/endpoint';
import { endpoints } from '../shared/contract/endpoints';
import type { FileSaveOutcome } from '../shared/desktopFiles';
import { invoicePdfFilename } from '../shared/invoiceFiles';
import { statementPeriodSchema } from '../shared/creditSchemas';
import { statementPdfFilename } from '../shared/statementFiles';
import { isDocumentNumber } from '../shared/tax/financialYear';
import { orderExportQuerySchema, ordersCsvFilename } from '../shared/paging';
import { stockMovementsCsvFilename } from '../shared/stockLedger';
import { stockMovementExportQuerySchema } from '../shared/stockSchemas';
import { taxCsvFilename, taxExportQuerySchema } from '../shared/taxSchemas';
import { apiErrors } from '../shared/strings/apiMessages';
import { desktopRefusals } from '../shared/strings/desktop';
import { issueText, readBody, UNREACHABLE_STATUS } from './apiProxy';
import type { RendererContents } from './rendererContents';
import type { ChooseFile } from './saveDialog';
import type { TokenVault } from './tokenVault';

/** How long the API may take to start answering, and then to send each next piece of the body. */
const ANSWER_TIMEOUT_MS = 30_000;
/** What main reports when the API's answer was not a whole CSV (it broke off, or was something else). */
const BAD_ANSWER_STATUS = 502;
const CSV_FILTER = { name: 'CSV', extensions: ['csv'] };
const PDF_FILTER = { name: 'PDF', extensions: ['pdf'] };

export interface CsvExportOptions {
  /** `{api}` without a trailing slash. */
  apiBase: string;
  vault: TokenVault;
  chooseFile: ChooseFile;
  /** Dates the suggested file name; the clock by default. */
  now?: () => Date;
  /** Whose day dates it: the computer's zone by default (the desktop app runs in the shop). */
  timeZone?: string;
  /** How long the API may be silent, before its answer starts or mid-body; 30 s by default. */
  answerTimeoutMs?: number;
}

/**
 * Which export: what the window sends (a list's filters, a document's number), the `GET` it makes of
 * that (its path in the API and its query), the file name it suggests, and the type it saves.
 */
interface FileExport<Payload> {
  payloadSchema: z.ZodType<Payload, unknown>;
  request: (payload: Payload) => { path: string; query: Record<string, string | undefined> };
  filename: (now: Date, timeZone: string, payload: Payload) => string;
  type: { mime: string; filter: { name: string; extensions: string[] }; notOfType: string };
}

const CSV_TYPE = { mime: 'text/csv', filter: CSV_FILTER, notOfType: desktopRefusals.exportNotCsv };

/** A list's export as CSV: its path, the filters it takes, and the file name it suggests. */
const csvExport = <Filters extends Record<string, string | undefined>>(
  path: string,
  querySchema: z.ZodType<Filters, unknown>,
  filename: (now: Date, timeZone: string, filters: Filters) => string,
): FileExport<Filters> => ({
  payloadSchema: querySchema,
  request: (filters) => ({ path, query: filters }),
  filename,
  type: CSV_TYPE,
});

export interface CsvExporter {
  /** `payload`: the list's filters, as the export's `GET` takes them (an invoice's PDF: its number). */
  saveAs(contents: RendererContents, payload: unknown): Promise<FileSaveOutcome>;
}

const failed = (status: number, message: string): FileSaveOutcome => ({ outcome: 'failed', status, message });
const UNWRITABLE: FileSaveOutcome = { outcome: 'unwritable' };

async function refusalOf(res: Response): Promise<FileSaveOutcome> {
  const data = await readBody(res).catch(() => null);
  const message = (data as { message?: unknown } | null)?.message;
  return failed(res.status, typeof message === 'string' ? message : res.statusText);
}

/**
 * Copies `body` into `file`; when it stops early, says which side failed. A body silent for
 * `timeoutMs` is ended with `abort`, which breaks it off.
 */
async function copyInto(
  body: AsyncIterable<Uint8Array>,
  file: FileHandle,
  abort: () => void,
  timeoutMs: number,
): Promise<'complete' | 'broke-off' | 'unwritable'> {
  const chunks = body[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Uint8Array>;
    const silence = setTimeout(abort, timeoutMs);
    try {
      next = await chunks.next();
    } catch {
      return 'broke-off';
    } finally {
      clearTimeout(silence);
    }
    if (next.done) return 'complete';
    try {
      await file.write(next.value);
    } catch {
      await chunks.return?.();
      return 'unwritable';
    }
  }
}

/**
 * Flushes and closes the partial file and renames it to `path` if the download is whole; otherwise
 * removes it. `result` is null when the download threw.
 */
async function keepOrDiscard(
  file: FileHandle,
  partial: string,
  path: string,
  result: FileSaveOutcome | null,
): Promise<FileSaveOutcome> {
  const succeeded = (step: Promise<void>) =>
    step.then(
      () => true,
      () => false,
    );
  const whole = result?.outcome === 'saved';
  // On disk before it takes the chosen name, so a crash just after cannot leave that file short.
  const flushed = whole && (await succeeded(file.sync()));
  const closed = await succeeded(file.close());
  if (flushed && closed) {
    const renamed = await succeeded(rename(partial, path));
    if (renamed) return result;
  }
  await rm(partial, { force: true });
  return result === null || result.outcome === 'saved' ? UNWRITABLE : result;
}

function createFileExporter<Payload>(options: CsvExportOptions, exported: FileExport<Payload>): CsvExporter {
  const {
    apiBase,
    vault,
    chooseFile,
    now = () => new Date(),
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
    answerTimeoutMs = ANSWER_TIMEOUT_MS,
  } = options;

  const exportUrl = (payload: Payload): URL => {
    const { path, query } = exported.request(payload);
    const url = new URL(apiBase + path);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') url.searchParams.set(key, value);
    }
    return url;
  };

  /** Downloads the export into `file`, with a bearer the API refusing (401) empties the vault of. */
  const downloadInto = async (file: FileHandle, url: URL, token: string): Promise<FileSaveOutcome> => {
    const answering = new AbortController();
    const abort = () => answering.abort();
    const timer = setTimeout(abort, answerTimeoutMs);
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { Accept: exported.type.mime, Authorization: `Bearer ${token}` },
        redirect: 'error',
        signal: answering.signal,
      });
    } catch {
      return failed(UNREACHABLE_STATUS, desktopRefusals.unreachable);
    } finally {
      clearTimeout(timer);
    }
    if (res.status === 401) await vault.clear();
    if (!res.ok || !res.body) return refusalOf(res);
    if (!(res.headers.get('content-type') ?? '').startsWith(exported.type.mime)) {
      await res.body.cancel();
      return failed(BAD_ANSWER_STATUS, exported.type.notOfType);
    }
    switch (await copyInto(res.body, file, abort, answerTimeoutMs)) {
      case 'complete':
        return { outcome: 'saved' };
      case 'unwritable':
        return UNWRITABLE;
      case 'broke-off':
        return failed(BAD_ANSWER_STATUS, desktopRefusals.exportBrokeOff);
    }
  };

  return {
    async saveAs(contents, payload) {
      const parsed = exported.payloadSchema.safeParse(payload);
      if (!parsed.success) return failed(400, issueText(parsed.error));
      // Signed out, or refused since: the window renews the session before anyone is asked anything.
      if (!(await vault.has())) return failed(401, apiErrors.unauthorized);

      const path = await chooseFile(
        contents,
        exported.filename(now(), timeZone, parsed.data),
        exported.type.filter,
      );
      if (!path) return { outcome: 'cancelled' };
      // Read after the dialog: a session renewed while it was open is the one to use.
      const token = await vault.get();
      if (!token) return failed(401, apiErrors.unauthorized);

      const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
      const file = await open(partial, 'wx').catch(() => null);
      if (!file) return UNWRITABLE;
      let result: FileSaveOutcome | null = null;
      try {
        result = await downloadInto(file, exportUrl(parsed.data), token);
      } finally {
        result = await keepOrDiscard(file, partial, path, result);
      }
      return result;
    },
  };
}

/** Manage All Orders' export: `GET /export/orders.csv`. */
export const createOrdersCsvExporter = (options: CsvExportOptions): CsvExporter =>
  createFileExporter(
    options,
    csvExport(endpoints.exportOrders.path, orderExportQuerySchema, ordersCsvFilename),
  );

/** The stock ledger's export: `GET /stock/movements.csv`. */
export const createStockMovementsCsvExporter = (options: CsvExportOptions): CsvExporter =>
  createFileExporter(
    options,
    csvExport(endpoints.exportStockMovements.path, stockMovementExportQuerySchema, stockMovementsCsvFilename),
  );

/** A section of a period's tax return: `GET /tax/export.csv`, named by its section and days. */
export const createTaxCsvExporter = (options: CsvExportOptions): CsvExporter =>
  createFileExporter(
    options,
    csvExport(endpoints.exportTax.path, taxExportQuerySchema, (_now, _timeZone, period) =>
      taxCsvFilename(period),
    ),
  );

/** The catalogue's export: `GET /product/export.csv`, which takes no filters. */
export const createCatalogueCsvExporter = (options: CsvExportOptions): CsvExporter =>
  createFileExporter(
    options,
    csvExport(endpoints.exportCatalogue.path, z.strictObject({}), catalogueCsvFilename),
  );

/**
 * An invoice's or credit note's PDF: `GET /invoice/{number}.pdf`, saved as `INV-26-27-000001.pdf`. Only
 * a document number's characters reach the path (and its slashes go URL-encoded).
 */
export const createInvoicePdfExporter = (options: CsvExportOptions): CsvExporter =>
  createFileExporter(options, {
    payloadSchema: z.strictObject({ number: z.string().refine(isDocumentNumber) }),
    request: (payload) => ({ path: fillPath(endpoints.invoicePdf.path, payload), query: {} }),
    filename: (_now, _timeZone, { number }) => invoicePdfFilename(number),
    type: { mime: 'application/pdf', filter: PDF_FILTER, notOfType: desktopRefusals.exportNotPdf },
  });

/**
 * A customer's statement for a period: `GET /customer/{id}/statement.pdf`, saved under the customer's
 * name and the period's days. The period is checked by the statement's own rules before the dialog opens.
 */
export const createStatementPdfExporter = (options: CsvExportOptions): CsvExporter =>
  createFileExporter(options, {
    payloadSchema: z.strictObject({
      customerId: z.string().regex(/^[\w-]{1,64}$/),
      name: z.string().max(200),
      period: statementPeriodSchema,
    }),
    request: ({ customerId, period }) => ({
      path: fillPath(endpoints.customerStatementPdf.path, { id: customerId }),
      query: { from: period.from, to: period.to },
    }),
    filename: (_now, _timeZone, { name, period }) => statementPdfFilename(name, period),
    type: { mime: 'application/pdf', filter: PDF_FILTER, notOfType: desktopRefusals.exportNotPdf },
  });
