/**
 * The most cash a shop may take from one buyer for one transaction, by its currency: India's Income
 * Tax Act (s.269ST) forbids receiving ₹2,00,000 or more in cash from one person for one transaction,
 * and its penalty (s.271DA) is the whole amount. So a shop in rupees takes less in cash for one counter
 * sale or one payment on account (the rest by card, UPI or bank), and offers cash on delivery only
 * below it. Taka and dollars have no such rule here.
 */
import type { Currency } from './currency';

const LIMIT_CENTS: Record<Currency, number | null> = { INR: 2_00_000_00, BDT: null, USD: null };

/** The cash, in minor units, from which `currency`'s law refuses it; null where none does. */
export const cashLimitCents = (currency: Currency): number | null => LIMIT_CENTS[currency];

/** Whether taking `cashCents` in cash for one transaction breaks `currency`'s law. */
export function cashOverLimit(cashCents: number, currency: Currency): boolean {
  const limit = LIMIT_CENTS[currency];
  return limit !== null && cashCents >= limit;
}
