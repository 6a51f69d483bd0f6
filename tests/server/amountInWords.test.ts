/**
 * Amounts in words on invoices (src/shared/tax/amountInWords.ts): rupees and taka in lakhs and crores,
 * dollars in millions, the minor units after "and", as Indian invoices write their totals.
 */
import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../src/shared/tax/amountInWords';

describe('amount in words', () => {
  it('writes rupees with paise, and zero', () => {
    expect(amountInWords(118_000, 'INR')).toBe('Rupees One Thousand One Hundred Eighty Only');
    expect(amountInWords(118_050, 'INR')).toBe('Rupees One Thousand One Hundred Eighty and Fifty Paise Only');
    expect(amountInWords(0, 'INR')).toBe('Rupees Zero Only');
    expect(amountInWords(1, 'INR')).toBe('Rupees Zero and One Paisa Only');
    expect(amountInWords(100, 'INR')).toBe('Rupees One Only');
  });

  it('counts rupees in thousands, lakhs and crores', () => {
    expect(amountInWords(123_456_789, 'INR')).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only',
    );
    expect(amountInWords(9_999_999_999, 'INR')).toBe(
      'Rupees Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only',
    );
    expect(amountInWords(10_000_000_000, 'INR')).toBe('Rupees Ten Crore Only');
    expect(amountInWords(10_000_000, 'INR')).toBe('Rupees One Lakh Only');
    expect(amountInWords(10_000_000_100, 'INR')).toBe('Rupees Ten Crore One Only');
    expect(amountInWords(1_234_500_000_000, 'INR')).toBe(
      'Rupees One Thousand Two Hundred Thirty Four Crore Fifty Lakh Only',
    );
    expect(amountInWords(123_450_000_000_000, 'INR')).toBe(
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Crore Only',
    );
    expect(amountInWords(11_000, 'INR')).toBe('Rupees One Hundred Ten Only');
    expect(amountInWords(1_500, 'INR')).toBe('Rupees Fifteen Only');
  });

  it('writes taka in lakhs and poisha', () => {
    expect(amountInWords(115_000, 'BDT')).toBe('Taka One Thousand One Hundred Fifty Only');
    expect(amountInWords(115_025, 'BDT')).toBe(
      'Taka One Thousand One Hundred Fifty and Twenty Five Poisha Only',
    );
    expect(amountInWords(1, 'BDT')).toBe('Taka Zero and One Poisha Only');
    expect(amountInWords(250_000_000, 'BDT')).toBe('Taka Twenty Five Lakh Only');
  });

  it('writes dollars in millions and billions, and cents', () => {
    expect(amountInWords(123_456_789, 'USD')).toBe(
      'Dollars One Million Two Hundred Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Cents Only',
    );
    expect(amountInWords(100_000_000_000, 'USD')).toBe('Dollars One Billion Only');
    expect(amountInWords(1_201, 'USD')).toBe('Dollars Twelve and One Cent Only');
  });

  it('takes only whole minor units, 0 or more', () => {
    expect(() => amountInWords(-1, 'INR')).toThrow(RangeError);
    expect(() => amountInWords(1.5, 'INR')).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN, 'INR')).toThrow(RangeError);
  });
});
