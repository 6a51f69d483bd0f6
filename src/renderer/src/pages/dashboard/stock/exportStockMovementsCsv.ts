import { stockMovementsCsvFilename } from '@shared/stockLedger';
import { call, type StockMovementFilters } from '../../../api/client';
import { saveStockMovementsCsvAs } from '../../../platform';
import { saveTextFile } from '../../../ui/saveTextFile';
import { shopTax } from '../../../tax/shopTax';

/**
 * The movements `filters` name as CSV: the desktop app saves where the user chooses; the browser
 * downloads the CSV text. Resolves with whether a file was saved (not when the dialog was cancelled).
 */
export async function exportStockMovementsCsv(filters: StockMovementFilters): Promise<boolean> {
  if (saveStockMovementsCsvAs) return saveStockMovementsCsvAs(filters);
  saveTextFile(
    await call('exportStockMovements', { query: filters }),
    stockMovementsCsvFilename(new Date(), shopTax().timeZone),
    'text/csv;charset=utf-8',
  );
  return true;
}
