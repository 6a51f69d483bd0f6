import { statementPdfFilename, type StatementPeriod } from '@shared/statementFiles';
import { fetchStatementPdf } from '../api/webFiles';
import { saveStatementPdfAs } from '../platform';
import { saveBlobFile } from '../ui/saveTextFile';

/**
 * Saves a customer's statement over a period as its PDF: the desktop app where the user chooses (main
 * fetches it with its token), the browser as a download fetched with the session's bearer. Resolves
 * with whether a file was saved (not when the save dialog was cancelled).
 */
export async function saveStatementPdf(
  customerId: string,
  name: string,
  period: StatementPeriod,
): Promise<boolean> {
  if (saveStatementPdfAs) return saveStatementPdfAs(customerId, name, period);
  saveBlobFile(await fetchStatementPdf(customerId, period), statementPdfFilename(name, period));
  return true;
}
