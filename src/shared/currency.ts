/**
 * The shop's currency (docs/currency.md): one per shop, chosen at its first start and kept. Amounts are
 * integer minor units in the database and numbers in major units on the wire; each of these has 100
 * minor units to the major one (cents, paise, poisha).
 */
export const CURRENCIES = ['USD', 'BDT', 'INR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** How a screen, a page or a printer writes an amount (major units) of the shop's currency. */
export type MoneyWriter = (amount: number) => string;

/** Where an amount is written: a receipt printer's code pages may lack ₹ and ৳. */
export type MoneyMedium = 'screen' | 'printer';

interface CurrencyWriting {
  sign: Record<MoneyMedium, string>;
  /**
   * Whose digit grouping: India and Bangladesh both group in lakhs and crores (1,23,456.50). The
   * browser's own currency format is not used: for taka it writes `BDT 123,456.50`.
   */
  locale: 'en-US' | 'en-IN';
}

const WRITING: Record<Currency, CurrencyWriting> = {
  USD: { sign: { screen: '$', printer: '$' }, locale: 'en-US' },
  INR: { sign: { screen: '₹', printer: 'Rs. ' }, locale: 'en-IN' },
  BDT: { sign: { screen: '৳', printer: 'Tk ' }, locale: 'en-IN' },
};

const digitFormats = new Map<CurrencyWriting['locale'], Intl.NumberFormat>();
const digitsIn = (locale: CurrencyWriting['locale']): Intl.NumberFormat => {
  let format = digitFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    digitFormats.set(locale, format);
  }
  return format;
};

/** How a money field groups `currency`'s digits as it is typed: `thousand` (1,234,567) or `lakh` (12,34,567). */
export const digitGrouping = (currency: Currency): 'thousand' | 'lakh' =>
  WRITING[currency].locale === 'en-IN' ? 'lakh' : 'thousand';

/** The sign `currency`'s amounts are written with on screens: what a money field shows before its figure. */
export const currencySign = (currency: Currency): string => WRITING[currency].sign.screen;

/** `amount` (major units) as the shop writes it: `$1,234.50`, `₹1,23,456.50`, `৳1,23,456.50`, `-$5.00`. */
export function formatMoney(amount: number, currency: Currency, medium: MoneyMedium = 'screen'): string {
  const { sign, locale } = WRITING[currency];
  // The sign of what shows: an amount that rounds to zero is written without a minus.
  const negative = Math.round(amount * 100) < 0;
  return `${negative ? '-' : ''}${sign[medium]}${digitsIn(locale).format(Math.abs(amount))}`;
}
