/**
 * Figures no real shop reaches, written once: the forms and the API refuse anything beyond them with a
 * 400 naming the field, so an absurd figure never reaches a sum, a report or the stock ledger.
 */

import type { PaymentMethod } from './orderStates';

/**
 * Amounts are in minor units of the shop's currency (./currency.ts), and so is every bound below: no
 * shop in dollars, taka or rupees reaches them.
 */

/** The most a web order totals: Stripe's largest card charge ($999,999.99, ₹9,99,999.99). */
export const MAX_ORDER_CENTS = 99_999_999;

/**
 * The most a counter sale totals, and a payment or credit limit on a customer's account: no card
 * provider caps them, and a trade sale of ten lakh taka or rupees is an ordinary day for a hardware
 * wholesaler. ৳99,99,999.99 (just under a crore, $9,999,999.99) is no till's, and stays within the
 * database's 4-byte amounts.
 */
export const MAX_SALE_CENTS = 999_999_999;

/**
 * The most a web order totals, by how it is paid: by card or cash on delivery the card's bound; on
 * the customer's account no card stands between, so as much as a trade sale at the counter.
 */
export const mostOrderCents = (paymentMethod: PaymentMethod): number =>
  paymentMethod === 'account' ? MAX_SALE_CENTS : MAX_ORDER_CENTS;

/** The most units of one tool on one line of a counter sale or return. */
export const MAX_LINE_UNITS = 10_000;

/**
 * The most one drawer figure holds: the float, cash put in or taken out, the cash counted, as much as
 * one sale may come to (a busy register in India or Bangladesh counts lakhs in a day).
 */
export const MAX_DRAWER_CENTS = MAX_SALE_CENTS;

/**
 * The most change one cash payment gives ($10,000, ₹10,000): a customer hands over what the sale
 * needs and a little more, never a suitcase of notes.
 */
export const MAX_CHANGE_CENTS = 1_000_000;

/**
 * How far below zero an offline counter sale may take a tool's stock. A till offline sells from the
 * shelf, and a shelf may hold more than the ledger says (a count gone stale, a delivery not yet
 * booked, units sold on the web meanwhile): by this many units at most. Beyond it the sale is held
 * on the till, for an admin to count the tool and then replay it.
 */
export const MAX_OFFLINE_BELOW_ZERO = 50;

/**
 * How far a till's clock may run behind the server's: an offline sale said to be taken this long
 * before its session opened is recorded at the opening; earlier than that, it is refused.
 */
export const TILL_CLOCK_SKEW_MS = 10 * 60_000;
