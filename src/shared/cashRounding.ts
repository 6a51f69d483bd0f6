/**
 * Cash rounding (docs/counter.md, `CASH_ROUNDING`): a register's drawer holds no coin smaller than
 * the shop's step, so the cash part of what is due is rounded half-up to it; card and digital payments
 * stay exact. The difference (rounded − exact, negative when rounded down) is the sale's `rounding`.
 * Worked in integer cents, written once for the server, the till and the COD collection, and in SQL
 * for the overview's cash expected from couriers.
 */
import type { SqlTag } from './sqlTag';

/** The steps a shop may round cash to, in its major unit (0.01: no rounding). */
export const CASH_ROUNDING_STEPS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10] as const;

/** A step in cents: 1 (no rounding) to 1000. */
export const stepCents = (step: number): number => Math.round(step * 100);

/** `cents` (0 or more) rounded half-up to a multiple of `step` cents. */
export const roundCashCents = (cents: number, step: number): number =>
  Math.floor((2 * cents + step) / (2 * step)) * step;

/** The same inside a statement, over an expression of whole cents, 0 or more (integer division floors). */
export const roundCashCentsSql = <Fragment>(sql: SqlTag<Fragment>, cents: unknown, step: number): Fragment =>
  sql`(((2 * ${cents} + ${step}::int) / (2 * ${step}::int)) * ${step}::int)`;

/** Cash due for `exactCents`: what the till asks, and its rounding (due − exact). */
export function cashDue(exactCents: number, step: number): { dueCents: number; roundingCents: number } {
  const dueCents = roundCashCents(exactCents, step);
  return { dueCents, roundingCents: dueCents - exactCents };
}

/**
 * The cash side of a sale of `totalCents` of which `nonCashCents` is paid exactly by card or a digital
 * payment, with `tenderedCents` handed over: the rounded cash due, its rounding, the change from it and
 * what is still short of it.
 */
export function settleCash(totalCents: number, nonCashCents: number, tenderedCents: number, step: number) {
  const { dueCents, roundingCents } = cashDue(Math.max(0, totalCents - nonCashCents), step);
  return {
    dueCents,
    roundingCents,
    changeCents: Math.max(0, tenderedCents - dueCents),
    shortCents: Math.max(0, dueCents - tenderedCents),
  };
}
