/**
 * How a counter return's money goes back: the way its sale was paid. Cash to cash and card to card;
 * a sale paid both ways is refunded both ways, in proportion. The card's share is worked out over
 * everything refunded so far, so several partial returns never drift from the proportion by rounding,
 * and neither way ever gives back more than it took.
 */
import type { CounterRefundMethod } from './counterSchemas';

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
