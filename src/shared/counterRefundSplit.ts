/**
 * How a counter return's money goes back: the way its sale was paid. Cash to cash, card to card, a
 * digital payment to its method; a sale paid two ways is refunded both ways, in proportion. Each
 * way's share is worked out over everything refunded so far, so several partial returns never drift
 * from the proportion by rounding, and no way ever gives back more than it took. What the sale put on
 * the customer's account goes back to the account (its credit note takes it off what is owed), never
 * out of the drawer (docs/credit.md). Cash is rounded to
 * CASH_ROUNDING (../cashRounding.ts) over everything refunded in cash so far, and never beyond the cash
 * the sale kept: returning a whole sale gives back exactly the cash it took.
 */
import { roundCashCents } from './cashRounding';
import type { Receipt } from './counterSchemas';
import { toCents } from './money';

/**
 * Cents each way. `cashCents` is the cash that changed hands, rounded; `roundingCents` is its rounding
 * (cash less its exact share), so cash + card + digital + account = the amount + rounding.
 */
export interface Ways {
  cashCents: number;
  cardCents: number;
  digitalCents: number;
  accountCents: number;
  roundingCents: number;
}

export const NOTHING_BACK: Ways = {
  cashCents: 0,
  cardCents: 0,
  digitalCents: 0,
  accountCents: 0,
  roundingCents: 0,
};

const exactCash = (ways: Ways) => ways.cashCents - ways.roundingCents;

/** `amountCents` all in cash, rounded to the `step`. */
export function allInCash(amountCents: number, step: number): Ways {
  const cashCents = roundCashCents(amountCents, step);
  return { ...NOTHING_BACK, cashCents, roundingCents: cashCents - amountCents };
}

/**
 * The split of a return of `amountCents`, given what the sale took each way (`paid`) and what earlier
 * returns gave back (`earlier`), with cash rounded to a multiple of `step` cents.
 */
export function refundAsPaid(paid: Ways, earlier: Ways, amountCents: number, step: number): Ways {
  const total = exactCash(paid) + paid.cardCents + paid.digitalCents + paid.accountCents;
  if (total === 0) return allInCash(amountCents, step);
  const refundedAfter =
    exactCash(earlier) + earlier.cardCents + earlier.digitalCents + earlier.accountCents + amountCents;
  let left = amountCents;
  const shareOf = (way: 'cardCents' | 'digitalCents' | 'accountCents') => {
    const shareAfter = Math.round(refundedAfter * (paid[way] / total));
    const wayLeft = Math.max(0, paid[way] - earlier[way]);
    const cents = Math.min(left, wayLeft, Math.max(0, shareAfter - earlier[way]));
    left -= cents;
    return cents;
  };
  const cardCents = shareOf('cardCents');
  const digitalCents = shareOf('digitalCents');
  const accountCents = shareOf('accountCents');
  const cashAfter = Math.min(paid.cashCents, roundCashCents(exactCash(earlier) + left, step));
  const cashCents = Math.max(0, cashAfter - earlier.cashCents);
  return { cashCents, cardCents, digitalCents, accountCents, roundingCents: cashCents - left };
}

/** What `receipt`'s sale took each way: cash kept (tendered less change), card, its digital payment. */
export function paidOnReceipt(receipt: Pick<Receipt, 'payments' | 'rounding'>): Ways {
  const paidBy = (test: (method: Receipt['payments'][number]['method']) => boolean) =>
    receipt.payments
      .filter((payment) => test(payment.method))
      .reduce((sum, payment) => sum + toCents(payment.amount), 0);
  return {
    cashCents: paidBy((method) => method === 'cash'),
    cardCents: paidBy((method) => method === 'card'),
    digitalCents: paidBy((method) => method !== 'cash' && method !== 'card' && method !== 'account'),
    accountCents: paidBy((method) => method === 'account'),
    roundingCents: toCents(receipt.rounding),
  };
}

/**
 * How a return of `amountCents` on the sale of `receipt` goes back, as the server splits it: from
 * what the sale took each way and what its returns gave back so far.
 */
export function refundOnReceipt(
  receipt: Pick<Receipt, 'payments' | 'refunds' | 'rounding'>,
  amountCents: number,
  step: number,
): Ways {
  const earlier = receipt.refunds.reduce(
    (sum, refund) => ({
      cashCents: sum.cashCents + toCents(refund.cash),
      cardCents: sum.cardCents + toCents(refund.card),
      digitalCents: sum.digitalCents + toCents(refund.digital?.amount ?? 0),
      accountCents: sum.accountCents + toCents(refund.account),
      roundingCents: sum.roundingCents + toCents(refund.rounding),
    }),
    NOTHING_BACK,
  );
  return refundAsPaid(paidOnReceipt(receipt), earlier, amountCents, step);
}
