import { catalogueCsvFilename } from '@shared/catalogueCsv';
import { call } from '../../../api/client';
import { saveCatalogueCsvAs } from '../../../platform';
import { saveTextFile } from '../../../ui/saveTextFile';
import { shopTax } from '../../../tax/shopTax';

/**
 * The whole catalogue as CSV: the desktop app saves where the user chooses; the browser downloads
 * the CSV text. Resolves with whether a file was saved (not when the dialog was cancelled).
 */
export async function exportCatalogueCsv(): Promise<boolean> {
  if (saveCatalogueCsvAs) return saveCatalogueCsvAs();
  saveTextFile(
    await call('exportCatalogue'),
    catalogueCsvFilename(new Date(), shopTax().timeZone),
    'text/csv;charset=utf-8',
  );
  return true;
}
