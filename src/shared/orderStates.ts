/**
 * Where an order stands (docs/orders.md): unpaid → paid → shipped; unpaid → cancelled | expired;
 * paid or shipped → refunded once nothing paid is left unrefunded. A counter sale (docs/counter.md)
 * is born `collected`, paid and handed over, never shipped; refunded in full it becomes refunded.
 */
export const ORDER_STATES = [
  'unpaid',
  'paid',
  'shipped',
  'collected',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Where an order was sold: the web shop, or the counter (docs/counter.md). */
export const ORDER_CHANNELS = ['web', 'counter'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
/**
 * How a web order is paid: by card before it ships, in cash to the courier (docs/orders.md), or on the
 * customer's account with the shop (docs/credit.md).
 */
export const PAYMENT_METHODS = ['card', 'cod', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The digital payments the counter takes (docs/counter.md): UPI in India, bKash and Nagad in Bangladesh. */
export const DIGITAL_PAYMENT_METHODS = ['upi', 'bkash', 'nagad'] as const;
export type DigitalPaymentMethod = (typeof DIGITAL_PAYMENT_METHODS)[number];

/** Whether `method` is one of the digital payments (UPI, bKash, Nagad). */
export const isDigitalPaymentMethod = (method: string): method is DigitalPaymentMethod =>
  (DIGITAL_PAYMENT_METHODS as readonly string[]).includes(method);
/** The ways besides cash a counter sale is paid: card, or one digital payment. */
export const NON_CASH_METHODS = ['card', ...DIGITAL_PAYMENT_METHODS] as const;
export type NonCashMethod = (typeof NON_CASH_METHODS)[number];
/**
 * How a counter sale was paid, or a counter return refunded: cash, one other way, or cash and that way
 * (a sale takes at most one way besides cash).
 */
export const COUNTER_PAID_WAYS = [
  'cash',
  ...NON_CASH_METHODS,
  'cash_and_card',
  'cash_and_upi',
  'cash_and_bkash',
  'cash_and_nagad',
  'account',
  'cash_and_account',
] as const;
export type CounterPaidWay = (typeof COUNTER_PAID_WAYS)[number];

/**
 * How money that went `cashCents` in cash, `cardCents` by card, `digitalCents` by `digitalMethod` and
 * `accountCents` on the customer's account reads: cash, one other way, or cash and that way. Nothing
 * at all reads as cash.
 */
export function paidWayOf(
  {
    cashCents,
    cardCents,
    digitalCents,
    accountCents = 0,
  }: { cashCents: number; cardCents: number; digitalCents: number; accountCents?: number },
  digitalMethod: DigitalPaymentMethod | null,
): CounterPaidWay {
  const other =
    cardCents > 0
      ? 'card'
      : digitalCents > 0 && digitalMethod
        ? digitalMethod
        : accountCents > 0
          ? 'account'
          : null;
  if (!other) return 'cash';
  return cashCents > 0 ? `cash_and_${other}` : other;
}
/** How an order was paid: a web order's way, or a counter sale's (docs/counter.md). */
export const ORDER_PAYMENT_METHODS = [
  ...PAYMENT_METHODS,
  ...COUNTER_PAID_WAYS.filter((way) => way !== 'card' && way !== 'account'),
] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/**
 * Whether an order was put, wholly or in part, on its customer's account (docs/credit.md): a web order
 * on account, or a counter sale on account alone or beside cash. Its customer pays it later, against
 * the account, not the order.
 */
export const chargedToAccount = (paymentMethod: OrderPaymentMethod): boolean =>
  paymentMethod === 'account' || paymentMethod === 'cash_and_account';

/**
 * Where a web refund's money goes, by how the order was paid: back to the card; in cash for cash on
 * delivery, which staff give back by hand; off the customer's account for an order on account, where
 * nothing was paid and its credit note lowers what they owe (docs/orders.md, docs/credit.md). A counter
 * sale's return gives back as the sale was paid (docs/counter.md).
 */
export type RefundWay = 'card' | 'cash' | 'account' | 'asPaid';

export function refundWay(paymentMethod: OrderPaymentMethod): RefundWay {
  if (paymentMethod === 'card') return 'card';
  if (paymentMethod === 'cod') return 'cash';
  if (paymentMethod === 'account') return 'account';
  return 'asPaid';
}
