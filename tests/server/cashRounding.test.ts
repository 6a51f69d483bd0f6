/**
 * The cash rounding rule (src/shared/cashRounding.ts) and the refund split that rounds cash given back
 * (src/shared/counterRefundSplit.ts), for every step a shop may set: cash due is a multiple of the
 * step, never more than half a step from the exact amount, a half rounded up; change comes from the
 * rounded due; and however a sale is returned, in however many parts, no way gives back more than it
 * took, and returning all of it gives back exactly what each way took.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASH_ROUNDING_STEPS,
  cashDue,
  roundCashCents,
  settleCash,
  stepCents,
} from '../../src/shared/cashRounding';
import { refundAsPaid, NOTHING_BACK, type Ways } from '../../src/shared/counterRefundSplit';

const steps = fc.constantFrom(...CASH_ROUNDING_STEPS.map(stepCents));
const cents = fc.integer({ min: 0, max: 99_999_999 });

describe('cash rounding', () => {
  it('rounds 1237.40 to 1237 and 1237.50 to 1238 at a step of 1, and leaves cents alone at 0.01', () => {
    expect(cashDue(123_740, 100)).toEqual({ dueCents: 123_700, roundingCents: -40 });
    expect(cashDue(123_750, 100)).toEqual({ dueCents: 123_800, roundingCents: 50 });
    expect(cashDue(123_740, 1)).toEqual({ dueCents: 123_740, roundingCents: 0 });
    expect(roundCashCents(1_237, 5)).toBe(1_235);
    expect(roundCashCents(1_238, 5)).toBe(1_240);
    expect(roundCashCents(12_500, 1_000)).toBe(13_000);
  });

  it('asks a multiple of the step, within half a step of the exact amount, a half rounded up', () => {
    fc.assert(
      fc.property(cents, steps, (exact, step) => {
        const { dueCents, roundingCents } = cashDue(exact, step);
        expect(dueCents % step).toBe(0);
        expect(dueCents - exact).toBe(roundingCents);
        expect(2 * Math.abs(roundingCents)).toBeLessThanOrEqual(step);
        if (2 * Math.abs(roundingCents) === step) expect(roundingCents).toBeGreaterThan(0);
      }),
    );
  });

  it('gives change from the rounded due, and rounds only what card or a digital payment leaves', () => {
    fc.assert(
      fc.property(cents, cents, cents, steps, (total, otherShare, tendered, step) => {
        const other = Math.min(total, otherShare);
        const cash = settleCash(total, other, tendered, step);
        expect(cash.dueCents).toBe(roundCashCents(total - other, step));
        expect(cash.changeCents - cash.shortCents).toBe(tendered - cash.dueCents);
        expect(Math.min(cash.changeCents, cash.shortCents)).toBe(0);
      }),
    );
  });
});

/** A sale's total in cents split between cash and one other way, and its returns in parts. */
const saleAndReturns = fc
  .record({
    step: steps,
    lineCents: fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 6 }),
    otherShare: fc.double({ min: 0, max: 1, noNaN: true }),
    other: fc.constantFrom('cardCents' as const, 'digitalCents' as const),
  })
  .chain((sale) =>
    fc.record({
      sale: fc.constant(sale),
      // Each line returned in one of up to three returns.
      returnOf: fc.array(fc.integer({ min: 0, max: 2 }), {
        minLength: sale.lineCents.length,
        maxLength: sale.lineCents.length,
      }),
    }),
  );

describe('refunds of a rounded sale', () => {
  it('never give back more than each way took, and give back exactly that once everything is returned', () => {
    fc.assert(
      fc.property(saleAndReturns, ({ sale, returnOf }) => {
        const total = sale.lineCents.reduce((sum, line) => sum + line, 0);
        const otherCents = Math.floor(total * sale.otherShare);
        const { dueCents, roundingCents } = cashDue(total - otherCents, sale.step);
        const paid: Ways = { ...NOTHING_BACK, cashCents: dueCents, roundingCents, [sale.other]: otherCents };
        let back = NOTHING_BACK;
        for (const part of [0, 1, 2]) {
          const amount = sale.lineCents.filter((_, i) => returnOf[i] === part).reduce((sum, c) => sum + c, 0);
          if (amount === 0) continue;
          const split = refundAsPaid(paid, back, amount, sale.step);
          expect(Math.min(split.cashCents, split.cardCents, split.digitalCents)).toBeGreaterThanOrEqual(0);
          expect(split.cashCents + split.cardCents + split.digitalCents).toBe(amount + split.roundingCents);
          expect(split.cashCents % sale.step).toBe(0);
          back = {
            cashCents: back.cashCents + split.cashCents,
            cardCents: back.cardCents + split.cardCents,
            digitalCents: back.digitalCents + split.digitalCents,
            accountCents: back.accountCents + split.accountCents,
            roundingCents: back.roundingCents + split.roundingCents,
          };
          expect(back.cashCents).toBeLessThanOrEqual(paid.cashCents);
          expect(back.cardCents).toBeLessThanOrEqual(paid.cardCents);
          expect(back.digitalCents).toBeLessThanOrEqual(paid.digitalCents);
        }
        expect(back).toEqual(paid);
      }),
    );
  });
});
