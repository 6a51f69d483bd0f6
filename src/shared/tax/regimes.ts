/**
 * The shop's tax regime (`TAX_REGIME`) and the rates each allows. Rates travel as percentages (7.5) and
 * are worked in integer basis points (750) so no sum of them is ever a binary fraction.
 */
import { taxMessages } from '../strings/taxMessages';

export const TAX_REGIMES = ['none', 'IN_GST', 'BD_VAT'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];
export type TaxingRegime = Exclude<TaxRegime, 'none'>;

/** India's GST slabs since September 2025; Bangladesh's VAT: the standard 15% and its reduced rates. */
export const TAX_RATES: Record<TaxingRegime, readonly number[]> = {
  IN_GST: [0, 5, 18, 40],
  BD_VAT: [0, 5, 7.5, 10, 15],
};

/** `TAX_DEFAULT_RATE`'s default: what a product without its own or its category's rate is taxed at. */
export const DEFAULT_TAX_RATE: Record<TaxingRegime, number> = { IN_GST: 18, BD_VAT: 15 };

/** A percentage in basis points: 7.5 → 750 (rounded, since 7.5 * 100 may not be exact in binary). */
export const rateBasisPoints = (rate: number): number => Math.round(rate * 100);

/** Basis points back to the percentage the wire carries: 750 → 7.5. */
export const rateOfBasisPoints = (bp: number): number => bp / 100;

/** Whether `rate` (a percentage) is one of `regime`'s. */
export const isRateOf = (regime: TaxingRegime, rate: number): boolean =>
  TAX_RATES[regime].some((allowed) => rateBasisPoints(allowed) === rateBasisPoints(rate));

/** What a rate outside `regime`'s list is told: "expected one of 0, 5, 18, 40". */
export const taxRateExpected = (regime: TaxingRegime): string => taxMessages.rateExpected(TAX_RATES[regime]);

/**
 * Why a product's or a category's `rate` does not do under `regime`, or null when it does. With no
 * regime nothing is charged, so any rate the field's shape takes is kept as given.
 */
export const taxRateProblem = (regime: TaxRegime, rate: number): string | null =>
  regime === 'none' || isRateOf(regime, rate) ? null : taxRateExpected(regime);
