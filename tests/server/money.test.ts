/**
 * The one money conversion (src/shared/money.ts): cents to dollars, dollars to cents, and the text the
 * CSV exports write, agree on the same amounts, so what an export writes an import reads back.
 */
import { describe, expect, it } from 'vitest';
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
