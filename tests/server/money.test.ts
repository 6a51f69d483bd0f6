/**
 * The one money conversion (src/shared/money.ts): cents to dollars, dollars to cents, and the text the
 * CSV exports write, agree on the same amounts, so what an export writes an import reads back. And
 * the one formatter (src/shared/currency.ts), in each of the shop's currencies.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/shared/currency';
import { decimalDollars, toCents, toDollars } from '../../src/shared/money';

const CASES: [cents: number, written: string][] = [
  [0, '0.00'],
  [1, '0.01'],
  [99, '0.99'],
  [100, '1.00'],
  [12345, '123.45'],
  [99_999_999, '999999.99'],
];

describe('money', () => {
  it.each(CASES)('%i cents is written %s and read back', (cents, written) => {
    expect(decimalDollars(cents)).toBe(written);
    expect(toDollars(cents)).toBe(Number(written));
    expect(toCents(toDollars(cents))).toBe(cents);
    expect(toCents(Number(written))).toBe(cents);
  });
});

describe('formatMoney', () => {
  // Each currency: zero, a lakh, over a crore, and a refund's minus, written as its shops write them.
  it.each([
    [0, '$0.00', '₹0.00', '৳0.00'],
    [-0.001, '$0.00', '₹0.00', '৳0.00'],
    [0.4, '$0.40', '₹0.40', '৳0.40'],
    [-5, '-$5.00', '-₹5.00', '-৳5.00'],
    [1234.5, '$1,234.50', '₹1,234.50', '৳1,234.50'],
    [123456.5, '$123,456.50', '₹1,23,456.50', '৳1,23,456.50'],
    [-123456.5, '-$123,456.50', '-₹1,23,456.50', '-৳1,23,456.50'],
    [1_00_00_000, '$10,000,000.00', '₹1,00,00,000.00', '৳1,00,00,000.00'],
    [12_34_56_789.01, '$123,456,789.01', '₹12,34,56,789.01', '৳12,34,56,789.01'],
  ])('%d is %s, %s and %s', (amount, usd, inr, bdt) => {
    expect(formatMoney(amount, 'USD')).toBe(usd);
    expect(formatMoney(amount, 'INR')).toBe(inr);
    expect(formatMoney(amount, 'BDT')).toBe(bdt);
  });

  it('prints Rs. and Tk where a receipt printer lacks ₹ and ৳', () => {
    expect(formatMoney(1237, 'INR', 'printer')).toBe('Rs. 1,237.00');
    expect(formatMoney(1237, 'BDT', 'printer')).toBe('Tk 1,237.00');
    expect(formatMoney(1237, 'USD', 'printer')).toBe('$1,237.00');
  });
});
