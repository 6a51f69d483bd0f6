/**
 * The tax inside a tax-inclusive line (src/shared/tax/lineTax.ts) and the regimes' rates
 * (src/shared/tax/regimes.ts): the worked examples by hand, then for any total and every rate, tax and
 * taxable value add up to the total, tax is the nearest minor unit to total × rate ÷ (100 + rate) (a
 * half up), and within an Indian state CGST and SGST are equal, each the tax at half the rate (a paisa
 * at most from half the whole rate's tax); credit notes that give a line back in parts give back its
 * tax exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLineTax,
  lineTaxOf,
  NO_TAX,
  splitGst,
  taxIncludedCents,
  taxLinesOf,
  taxTotalCents,
  type PlaceOfSupplySplit,
} from '../../src/shared/tax/lineTax';
import {
  DEFAULT_TAX_RATE,
  isRateOf,
  rateBasisPoints,
  rateOfBasisPoints,
  TAX_RATES,
  taxRateExpected,
} from '../../src/shared/tax/regimes';

const ALL_RATES_BP = [...new Set([...TAX_RATES.IN_GST, ...TAX_RATES.BD_VAT].map(rateBasisPoints))];
const rates = fc.constantFrom(...ALL_RATES_BP);
const totals = fc.integer({ min: -99_999_999_999, max: 99_999_999_999 });

describe('rates', () => {
  it('lists the regimes’ rates, and works them in basis points both ways', () => {
    expect(TAX_RATES.IN_GST).toEqual([0, 5, 18, 40]);
    expect(TAX_RATES.BD_VAT).toEqual([0, 5, 7.5, 10, 15]);
    expect(DEFAULT_TAX_RATE).toEqual({ IN_GST: 18, BD_VAT: 15 });
    expect(rateBasisPoints(7.5)).toBe(750);
    expect(rateBasisPoints(0.07 * 100)).toBe(700);
    expect(rateOfBasisPoints(750)).toBe(7.5);
    for (const rate of [...TAX_RATES.IN_GST, ...TAX_RATES.BD_VAT])
      expect(rateOfBasisPoints(rateBasisPoints(rate))).toBe(rate);
  });

  it('takes only a regime’s own rates, and says which', () => {
    expect(isRateOf('IN_GST', 18)).toBe(true);
    expect(isRateOf('IN_GST', 12)).toBe(false);
    expect(isRateOf('IN_GST', 7.5)).toBe(false);
    expect(isRateOf('BD_VAT', 7.5)).toBe(true);
    expect(isRateOf('BD_VAT', 18)).toBe(false);
    expect(taxRateExpected('IN_GST')).toBe('expected one of 0, 5, 18, 40');
    expect(taxRateExpected('BD_VAT')).toBe('expected one of 0, 5, 7.5, 10, 15');
  });
});

describe('the tax inside a line', () => {
  it('holds ₹180.00 in ₹1,180.00 at 18% and ৳150.00 in ৳1,150.00 at 15%, and reverses for a credit', () => {
    expect(taxIncludedCents(118_000, 1_800)).toBe(18_000);
    expect(taxIncludedCents(115_000, 1_500)).toBe(15_000);
    expect(taxIncludedCents(-118_000, 1_800)).toBe(-18_000);
    expect(taxIncludedCents(0, 1_800)).toBe(0);
    expect(taxIncludedCents(99_999, 0)).toBe(0);
    // 7.5% of ৳10.75 inclusive: 1075 × 750 ÷ 10750 = 75 exactly.
    expect(taxIncludedCents(1_075, 750)).toBe(75);
    // 1 paisa at 40%: 0.2857… rounds to 0; 2 paise: 0.571… rounds to 1.
    expect(taxIncludedCents(1, 4_000)).toBe(0);
    expect(taxIncludedCents(2, 4_000)).toBe(1);
  });

  it('rounds a half up: no listed rate ever meets one, a rate of 100% on 1 paisa does', () => {
    expect(taxIncludedCents(1, 10_000)).toBe(1);
    expect(taxIncludedCents(-1, 10_000)).toBe(-1);
    expect(taxIncludedCents(3, 10_000)).toBe(2);
  });

  it('is the nearest minor unit to total × rate ÷ (100 + rate), a half up, and odd in the total', () => {
    fc.assert(
      fc.property(totals, rates, (total, bp) => {
        const tax = taxIncludedCents(total, bp);
        expect(Number.isSafeInteger(tax)).toBe(true);
        // Exact comparison in bigint: |tax × (10000 + bp) − total × bp| ≤ half of (10000 + bp).
        const divisor = BigInt(10_000 + bp);
        const error = BigInt(tax) * divisor - BigInt(total) * BigInt(bp);
        expect(2n * (error < 0n ? -error : error) <= divisor).toBe(true);
        if (2n * error === divisor) expect(total).toBeGreaterThan(0);
        if (2n * error === -divisor) expect(total).toBeLessThan(0);
        expect(taxIncludedCents(-total, bp)).toBe(0 - tax);
      }),
    );
  });
});

describe('GST split', () => {
  it('within the state, CGST and SGST each at half the rate and equal; between states, the whole as IGST', () => {
    expect(splitGst(118_000, 1_800, 'intra')).toEqual({
      taxCents: 18_000,
      cgstCents: 9_000,
      sgstCents: 9_000,
      igstCents: 0,
    });
    // ₹999 at 18%: 9% of it is ₹76.19 (76.195… rounds down), twice; as IGST ₹152.39.
    expect(splitGst(99_900, 1_800, 'intra')).toEqual({
      taxCents: 15_238,
      cgstCents: 7_619,
      sgstCents: 7_619,
      igstCents: 0,
    });
    expect(splitGst(99_900, 1_800, 'inter')).toEqual({
      taxCents: 15_239,
      cgstCents: 0,
      sgstCents: 0,
      igstCents: 15_239,
    });
    expect(splitGst(-99_900, 1_800, 'intra')).toMatchObject({ cgstCents: -7_619, sgstCents: -7_619 });
  });

  it('CGST equals SGST, the two add up to the tax, within a paisa of the whole rate’s tax', () => {
    fc.assert(
      fc.property(totals, rates, (total, bp) => {
        const intra = splitGst(total, bp, 'intra');
        expect(intra.cgstCents).toBe(intra.sgstCents);
        expect(intra.cgstCents + intra.sgstCents).toBe(intra.taxCents);
        expect(intra.igstCents).toBe(0);
        expect(Math.abs(intra.taxCents - taxIncludedCents(total, bp))).toBeLessThanOrEqual(1);
        expect(splitGst(-total, bp, 'intra').cgstCents).toBe(0 - intra.cgstCents);
        const whole = taxIncludedCents(total, bp);
        expect(splitGst(total, bp, 'inter')).toEqual({
          taxCents: whole,
          cgstCents: 0,
          sgstCents: 0,
          igstCents: whole,
        });
      }),
    );
  });
});

describe('credit notes that give back a line bit by bit', () => {
  it('give back, together, exactly the line’s tax, taxable value, CGST, SGST, IGST and VAT', () => {
    const splits = fc.constantFrom<PlaceOfSupplySplit>('intra', 'inter', 'vat');
    const parts = fc.array(fc.integer({ min: 1, max: 9_999_999 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(parts, rates, splits, (amounts, bp, split) => {
        const whole = lineTaxOf(
          amounts.reduce((a, b) => a + b, 0),
          bp,
          split,
        );
        const given = { ...NO_TAX };
        let before = 0;
        for (const cents of amounts) {
          const part = lineTaxOf(cents, bp, split, before);
          expect(part.taxableCents + part.taxCents).toBe(cents);
          addLineTax(given, part);
          before += cents;
        }
        expect(given).toEqual(whole);
      }),
    );
  });
});

describe('tax lines', () => {
  const line = (rateBp: number, fields: Partial<Record<string, number>>) => ({
    rateBp,
    taxableCents: 0,
    taxCents: 0,
    cgstCents: 0,
    sgstCents: 0,
    igstCents: 0,
    vatCents: 0,
    ...fields,
  });

  it('₹1,180 at 18%: ₹1,000 taxable and ₹90 + ₹90 in the shop’s state, ₹180 IGST in another', () => {
    const lines = [{ totalCents: 118_000, rateBp: 1_800 }];
    expect(taxLinesOf(lines, 'intra')).toEqual([
      line(1_800, { taxableCents: 100_000, taxCents: 18_000, cgstCents: 9_000, sgstCents: 9_000 }),
    ]);
    expect(taxLinesOf(lines, 'inter')).toEqual([
      line(1_800, { taxableCents: 100_000, taxCents: 18_000, igstCents: 18_000 }),
    ]);
  });

  it('৳1,150 at 15%: ৳1,000 taxable and ৳150 VAT', () => {
    expect(taxLinesOf([{ totalCents: 115_000, rateBp: 1_500 }], 'vat')).toEqual([
      line(1_500, { taxableCents: 100_000, taxCents: 15_000, vatCents: 15_000 }),
    ]);
  });

  it('never gives CGST a paisa SGST lacks, and nothing under no regime', () => {
    // 7 paise at 18% hold 1.07 → 1 paisa of IGST; at 9%, 0.53 → 1 paisa each of CGST and SGST.
    expect(taxLinesOf([{ totalCents: 7, rateBp: 1_800 }], 'intra')).toEqual([
      line(1_800, { taxableCents: 5, taxCents: 2, cgstCents: 1, sgstCents: 1 }),
    ]);
    expect(taxLinesOf([{ totalCents: 7, rateBp: 1_800 }], 'inter')).toEqual([
      line(1_800, { taxableCents: 6, taxCents: 1, igstCents: 1 }),
    ]);
    expect(taxLinesOf([{ totalCents: 118_000, rateBp: 1_800 }], 'none')).toEqual([]);
  });

  it('rounds and splits each line on its own, sums per rate, lists rates ascending with 0% kept', () => {
    const lines = [
      { totalCents: 7, rateBp: 1_800 },
      { totalCents: 50_000, rateBp: 0 },
      { totalCents: 7, rateBp: 1_800 },
      { totalCents: 10_500, rateBp: 500 },
      { totalCents: 7, rateBp: 1_800 },
    ];
    // Each 7 paise holds 1 paisa of IGST (1.07 rounds down): 3 in all, where 21 paise together would
    // hold 3.2; within the state 1 paisa each of CGST and SGST (0.53 rounds up), as each invoice line shows.
    expect(taxLinesOf(lines, 'intra')).toEqual([
      line(0, { taxableCents: 50_000 }),
      line(500, { taxableCents: 10_000, taxCents: 500, cgstCents: 250, sgstCents: 250 }),
      line(1_800, { taxableCents: 15, taxCents: 6, cgstCents: 3, sgstCents: 3 }),
    ]);
    expect(taxTotalCents(taxLinesOf(lines, 'intra'))).toBe(506);
    expect(taxTotalCents(taxLinesOf(lines, 'inter'))).toBe(503);
  });

  it('adds up: per rate, tax + taxable is the total and the parts are the tax; all rates, the sum of lines', () => {
    const lines = fc.array(
      fc.record({ totalCents: fc.integer({ min: 0, max: 10_000_000 }), rateBp: rates }),
      {
        maxLength: 12,
      },
    );
    const splits = fc.constantFrom<PlaceOfSupplySplit>('intra', 'inter', 'vat');
    fc.assert(
      fc.property(lines, splits, (sale, split) => {
        const taxLines = taxLinesOf(sale, split);
        expect(taxLines.map((l) => l.rateBp)).toEqual(
          [...new Set(sale.map((l) => l.rateBp))].sort((a, b) => a - b),
        );
        for (const taxLine of taxLines) {
          const ofRate = sale.filter((l) => l.rateBp === taxLine.rateBp);
          const total = ofRate.reduce((sum, l) => sum + l.totalCents, 0);
          expect(taxLine.taxableCents + taxLine.taxCents).toBe(total);
          expect(taxLine.taxCents).toBe(
            ofRate.reduce((sum, l) => sum + lineTaxOf(l.totalCents, l.rateBp, split).taxCents, 0),
          );
          expect(taxLine.cgstCents).toBe(taxLine.sgstCents);
          expect(taxLine.cgstCents + taxLine.sgstCents + taxLine.igstCents + taxLine.vatCents).toBe(
            taxLine.taxCents,
          );
        }
        expect(taxTotalCents(taxLines)).toBe(
          sale.reduce((sum, l) => sum + lineTaxOf(l.totalCents, l.rateBp, split).taxCents, 0),
        );
      }),
    );
  });
});
