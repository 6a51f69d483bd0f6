import { invoicePdfFilename } from '@shared/invoiceFiles';
import { fetchInvoicePdf } from '../api/webFiles';
import { saveInvoicePdfAs } from '../platform';
import { saveBlobFile } from '../ui/saveTextFile';

/**
 * Saves an invoice or credit note as its PDF: the desktop app where the user chooses, the browser as a
 * download. Resolves with whether a file was saved (not when the save dialog was cancelled).
 */
export async function saveInvoicePdf(number: string): Promise<boolean> {
  if (saveInvoicePdfAs) return saveInvoicePdfAs(number);
  saveBlobFile(await fetchInvoicePdf(number), invoicePdfFilename(number));
  return true;
}
