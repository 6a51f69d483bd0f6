/**
 * Moments as the shop's screens show them: on the shop's clock (GET /config's `tax.timeZone`, read as
 * ./tax/shopTax.ts reads it), never the viewer's. A Kolkata order placed at 00:30 is on the day its
 * invoice, receipt and emails give it, on a laptop set to any zone; and a server-rendered page reads
 * the same config from the query cache as the browser that takes it over, so both write the same text.
 */
import { formatShopDateTime } from '@shared/money';
import { shopTax, useShopTax } from './tax/shopTax';

export interface ShopDates {
  /** The medium date, e.g. "Nov 22, 2026". */
  date: (iso: string) => string;
  /** The date and time, as the receipts print it, e.g. "Nov 22, 2026, 4:16 PM". */
  dateTime: (iso: string) => string;
  /** The time of day, e.g. "4:16 PM". */
  time: (iso: string) => string;
}

// One set per zone, as a formatter costs far more to make than to use (a long list formats each row).
const byZone = new Map<string, ShopDates>();

function datesIn(timeZone: string): ShopDates {
  let dates = byZone.get(timeZone);
  if (!dates) {
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone });
    const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone });
    dates = {
      date: (iso) => date.format(new Date(iso)),
      dateTime: (iso) => formatShopDateTime(iso, timeZone),
      time: (iso) => time.format(new Date(iso)),
    };
    byZone.set(timeZone, dates);
  }
  return dates;
}

/** For a table's cells, which read the config when drawn, as their prices do (./money.ts). */
export const shopDates = (): ShopDates => datesIn(shopTax().timeZone);

/** For a component, which re-renders should the config arrive later (the desktop asks for it). */
export const useShopDates = (): ShopDates => datesIn(useShopTax().timeZone);
