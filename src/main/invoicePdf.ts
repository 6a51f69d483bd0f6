/**
 * Opens an invoice's or a credit note's PDF for printing (docs/desktop.md): main fetches
 * `GET /invoice/{number}.pdf` with the vault's token, writes it into the invoices folder of the
 * user-data folder under its number (`INV-26-27-000001.pdf`), and hands that file to the system's PDF
 * viewer, which prints it on A4. Only a number as the shop issues them is asked for, only an answer
 * that is a PDF is written, and only the file main wrote is opened.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { fillPath } from '../shared/contract/endpoint';
import { endpoints } from '../shared/contract/endpoints';
import type { DocumentOpenOutcome } from '../shared/desktopFiles';
import { invoicePdfFilename } from '../shared/invoiceFiles';
import { apiErrors } from '../shared/strings/apiMessages';
import { desktopRefusals } from '../shared/strings/desktop';
import { isDocumentNumber } from '../shared/tax/financialYear';
import { issueText, readBody, UNREACHABLE_STATUS } from './apiProxy';
import type { TokenVault } from './tokenVault';

const ANSWER_TIMEOUT_MS = 30_000;
/** An invoice of the most lines a sale takes is a few hundred kilobytes; anything larger is not one. */
const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** What main reports when the API's answer was not a PDF. */
const BAD_ANSWER_STATUS = 502;
/** The invoices folder, in the user-data folder. */
export const INVOICES_DIR = 'invoices';

export const invoicePdfRequestSchema = z.strictObject({
  number: z.string().refine(isDocumentNumber, desktopRefusals.notADocumentNumber),
});

export interface InvoicePdfOptions {
  /** `{api}` without a trailing slash. */
  apiBase: string;
  vault: TokenVault;
  /** Where the PDFs are written. */
  dir: string;
  /** Opens a file in the system's viewer; resolves with '' or why it could not (Electron's `shell.openPath`). */
  openFile(path: string): Promise<string>;
  answerTimeoutMs?: number;
}

export interface InvoicePdfOpener {
  /** `payload`: `{ number }`, the document's number as issued. */
  open(payload: unknown): Promise<DocumentOpenOutcome>;
}

const failed = (status: number, message: string): DocumentOpenOutcome => ({
  outcome: 'failed',
  status,
  message,
});

export function createInvoicePdfOpener({
  apiBase,
  vault,
  dir,
  openFile,
  answerTimeoutMs = ANSWER_TIMEOUT_MS,
}: InvoicePdfOptions): InvoicePdfOpener {
  return {
    async open(payload) {
      const parsed = invoicePdfRequestSchema.safeParse(payload);
      if (!parsed.success) return failed(400, issueText(parsed.error));
      const { number } = parsed.data;
      const token = await vault.get();
      if (!token) return failed(401, apiErrors.unauthorized);

      let res: Response;
      try {
        res = await fetch(apiBase + fillPath(endpoints.invoicePdf.path, { number }), {
          headers: { Accept: 'application/pdf', Authorization: `Bearer ${token}` },
          redirect: 'error',
          signal: AbortSignal.timeout(answerTimeoutMs),
        });
      } catch {
        return failed(UNREACHABLE_STATUS, desktopRefusals.unreachable);
      }
      if (res.status === 401) await vault.clear();
      if (!res.ok) {
        const message = ((await readBody(res).catch(() => null)) as { message?: unknown } | null)?.message;
        return failed(res.status, typeof message === 'string' ? message : res.statusText);
      }
      if (!(res.headers.get('content-type') ?? '').startsWith('application/pdf')) {
        await res.body?.cancel();
        return failed(BAD_ANSWER_STATUS, desktopRefusals.notPdf);
      }
      if (Number(res.headers.get('content-length') ?? 0) > MAX_PDF_BYTES) {
        await res.body?.cancel();
        return failed(BAD_ANSWER_STATUS, desktopRefusals.pdfTooLarge);
      }
      let pdf: Buffer;
      try {
        pdf = Buffer.from(await res.arrayBuffer());
      } catch {
        return failed(UNREACHABLE_STATUS, desktopRefusals.unreachable);
      }
      if (pdf.byteLength > MAX_PDF_BYTES) return failed(BAD_ANSWER_STATUS, desktopRefusals.pdfTooLarge);
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
        return failed(BAD_ANSWER_STATUS, desktopRefusals.notPdf);

      // A document never changes once issued: writing it again over an earlier copy writes the same bytes.
      const path = join(dir, invoicePdfFilename(number));
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(path, pdf);
      } catch (error) {
        return { outcome: 'unopened', message: desktopRefusals.pdfNotWritten((error as Error).message) };
      }
      const problem = await openFile(path);
      return problem
        ? { outcome: 'unopened', message: desktopRefusals.pdfNotOpened(problem) }
        : { outcome: 'opened' };
    },
  };
}
