import { taxCsvFilename, type TaxExportQuery, type TaxSection } from '@shared/taxSchemas';
import { call } from '../../../api/client';
import { saveTaxCsvAs } from '../../../platform';
import { saveTextFile } from '../../../ui/saveTextFile';

/**
 * A section of a period's tax return as CSV: the desktop app saves where the user chooses; the browser
 * downloads the CSV text. Resolves with whether a file was saved (not when the dialog was cancelled).
 */
export async function exportTaxCsv(query: TaxExportQuery & { section: TaxSection }): Promise<boolean> {
  if (saveTaxCsvAs) return saveTaxCsvAs(query);
  saveTextFile(await call('exportTax', { query }), taxCsvFilename(query), 'text/csv;charset=utf-8');
  return true;
}
