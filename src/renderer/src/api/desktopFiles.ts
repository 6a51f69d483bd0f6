/**
 * The desktop app's file saves (docs/desktop.md): main asks where, fetches with its token and writes the
 * file itself. This turns how a save ended into what the client's calls give pages: a boolean, or the
 * error a call would throw.
 */
import type { StatementPeriod } from '@shared/statementFiles';
import { desktopText } from '@shared/strings/desktop';
import type { TaxExportQuery } from '@shared/taxSchemas';
import { failureText } from '@shared/strings/labels/shell';
import { renewAccessToken, type OrderFilters, type StockMovementFilters } from './client';
import { ApiError } from './transport';

/** Turns a bridge's save of a file into a call's answer: whether a file was written, or its error. */
function csvSaver<Filters>(
  save: (filters: Filters) => Promise<ShopFileSave>,
): (filters: Filters) => Promise<boolean> {
  return async (filters) => {
    let result = await save(filters);
    // A spent accessToken is renewed once, as for every call, and the export asked for again (if the
    // API refused it after the dialog, the dialog opens once more).
    if (result.outcome === 'failed' && result.status === 401 && (await renewAccessToken())) {
      result = await save(filters);
    }
    switch (result.outcome) {
      case 'saved':
        return true;
      case 'cancelled':
        return false;
      case 'unwritable':
        throw new Error(desktopText.fileNotWritten);
      case 'failed':
        throw new ApiError(result.status, {
          message: result.status === 0 ? failureText.unreachable : result.message,
        });
    }
  };
}

/** Saves, through `shop`, the orders `filters` name as a CSV file; resolves with whether one was written. */
export const desktopOrdersCsvSaver = (shop: ShopBridge): ((filters: OrderFilters) => Promise<boolean>) =>
  csvSaver((filters: OrderFilters) => shop.files.saveOrdersCsv(filters));

/** Saves, through `shop`, the stock movements `filters` name as a CSV file. */
export const desktopStockMovementsCsvSaver = (
  shop: ShopBridge,
): ((filters: StockMovementFilters) => Promise<boolean>) =>
  csvSaver((filters: StockMovementFilters) => shop.files.saveStockMovementsCsv(filters));

/** Saves, through `shop`, an invoice or credit note as its PDF, by its number. */
export const desktopInvoicePdfSaver = (shop: ShopBridge): ((number: string) => Promise<boolean>) =>
  csvSaver((number: string) => shop.files.saveInvoicePdf(number));
/** Saves, through `shop`, a customer's statement over a period as its PDF. */
export const desktopStatementPdfSaver = (
  shop: ShopBridge,
): ((customerId: string, name: string, period: StatementPeriod) => Promise<boolean>) => {
  const save = csvSaver((request: { customerId: string; name: string; period: StatementPeriod }) =>
    shop.files.saveStatementPdf(request.customerId, request.name, request.period),
  );
  return (customerId, name, period) => save({ customerId, name, period });
};

/** Saves, through `shop`, a section of a period's tax return as a CSV file. */
export const desktopTaxCsvSaver = (shop: ShopBridge): ((query: TaxExportQuery) => Promise<boolean>) =>
  csvSaver((query: TaxExportQuery) => shop.files.saveTaxCsv(query));

/** Saves, through `shop`, the whole catalogue as a CSV file. */
export const desktopCatalogueCsvSaver = (shop: ShopBridge): (() => Promise<boolean>) => {
  const save = csvSaver(() => shop.files.saveCatalogueCsv());
  return () => save(undefined);
};
