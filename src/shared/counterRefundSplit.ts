/**
 * How a counter return's money goes back: the way its sale was paid. Cash to cash and card to card;
 * a sale paid both ways is refunded both ways, in proportion. The card's share is worked out over
 * everything refunded so far, so several partial returns never drift from the proportion by rounding,
 * and neither way ever gives back more than it took.
 */
import type { CounterRefundMethod, Receipt } from './counterSchemas';
import { toCents } from './money';

/** Cents, each way. */
export interface CashAndCard {
  cashCents: number;
  cardCents: number;
}

/** The split of a return of `amountCents`, given what the sale took each way and what earlier returns gave back. */
export function refundAsPaid(paid: CashAndCard, earlier: CashAndCard, amountCents: number): CashAndCard {
  const total = paid.cashCents + paid.cardCents;
  if (total === 0) return { cashCents: amountCents, cardCents: 0 };
  const refundedAfter = earlier.cashCents + earlier.cardCents + amountCents;
  const cardShare = Math.round(refundedAfter * (paid.cardCents / total));
  const cardLeft = Math.max(0, paid.cardCents - earlier.cardCents);
  const cardCents = Math.min(amountCents, cardLeft, Math.max(0, cardShare - earlier.cardCents));
  return { cashCents: amountCents - cardCents, cardCents };
}

/** How a split reads: one way, or both. */
export const refundMethodOf = ({ cashCents, cardCents }: CashAndCard): CounterRefundMethod =>
  cardCents === 0 ? 'cash' : cashCents === 0 ? 'card' : 'cash_and_card';

/**
 * How a return of `amountCents` on the sale of `receipt` goes back, as the server splits it: from
 * what the sale took each way (cash: tendered less change) and what its returns gave back so far.
 */
export function refundOnReceipt(
  receipt: Pick<Receipt, 'payments' | 'refunds'>,
  amountCents: number,
): CashAndCard {
  const paidBy = (method: 'cash' | 'card') =>
    receipt.payments
      .filter((payment) => payment.method === method)
      .reduce((sum, payment) => sum + toCents(payment.amount), 0);
  const earlier = receipt.refunds.reduce(
    (sum, refund) => ({
      cashCents: sum.cashCents + toCents(refund.cash),
      cardCents: sum.cardCents + toCents(refund.card),
    }),
    { cashCents: 0, cardCents: 0 },
  );
  return refundAsPaid({ cashCents: paidBy('cash'), cardCents: paidBy('card') }, earlier, amountCents);
}
