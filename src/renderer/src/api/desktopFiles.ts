/**
 * The desktop app's file saves (docs/desktop.md): main asks where, fetches with its token and writes the
 * file itself. This turns how a save ended into what the client's calls give pages: a boolean, or the
 * error a call would throw.
 */
import { desktopText } from '@shared/strings/desktop';
import { failureText } from '@shared/strings/labels/shell';
import { renewAccessToken, type OrderFilters } from './client';
import { ApiError } from './transport';

/** Saves, through `shop`, the orders `filters` name as a CSV file; resolves with whether one was written. */
export function desktopOrdersCsvSaver(shop: ShopBridge): (filters: OrderFilters) => Promise<boolean> {
  return async (filters) => {
    let result = await shop.files.saveOrdersCsv(filters);
    // A spent accessToken is renewed once, as for every call, and the export asked for again (if the
    // API refused it after the dialog, the dialog opens once more).
    if (result.outcome === 'failed' && result.status === 401 && (await renewAccessToken())) {
      result = await shop.files.saveOrdersCsv(filters);
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
