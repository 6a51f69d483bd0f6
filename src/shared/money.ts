/**
 * Money is stored as integer minor units (cents, paise, poisha) and served in major units; each of the
 * shop's currencies has 100 to one. How it is written is the shop's currency's (./currency.ts).
 */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;
/** Cents as plain dollars to the cent, with no sign of currency: how the CSVs write money, e.g. `1234.50`. */
export const decimalDollars = (cents: number): string => toDollars(cents).toFixed(2);

// One formatter per zone: each costs far more to make than to use, and screens format a list's every row.
const dateTimeClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment on the shop's clock (`timeZone`: GET /config's `tax.timeZone`), as the till's receipts and
 * register reports print it whatever zone the till's computer is set to: 18:40 UTC on 29 November is
 * "Nov 30, 2026, 12:10 AM" in Kolkata, the day and hour its invoice and its tax report give the sale.
 */
export function formatShopDateTime(iso: string, timeZone: string): string {
  let clock = dateTimeClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    dateTimeClocks.set(timeZone, clock);
  }
  return clock.format(new Date(iso));
}

/** Today's date in the medium format reviews carry, e.g. "Nov 22, 2026". */
export const reviewDate = (date = new Date()): string =>
  date.toLocaleDateString('en-US', { dateStyle: 'medium' });
