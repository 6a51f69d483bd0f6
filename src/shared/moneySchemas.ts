/** Money as the API's schemas describe it: numbers in the shop's currency, and which currency. */
import { z } from 'zod';
import { CURRENCIES } from './currency';
import { toCents } from './money';

/** An amount in major units (dollars, rupees, taka) of the shop's currency; to the minor unit. */
export const moneyAmount = z.number().describe("An amount in the shop's currency (GET /config's `currency`)");

export const currencyField = z
  .enum(CURRENCIES)
  .describe("The shop's currency, ISO 4217: the one it keeps from its first start");

/**
 * Whether `amount` is a whole number of minor units (cents, paise, poisha): each of the shop's
 * currencies has two decimals, and a third would be rounded away unseen.
 */
export const isWholeMinorUnits = (amount: number): boolean => Math.abs(amount * 100 - toCents(amount)) < 1e-6;
