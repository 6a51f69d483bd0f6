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
/** How a web order is paid: by card before it ships, or in cash to the courier (docs/orders.md). */
export const PAYMENT_METHODS = ['card', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How an order was paid: a web order's way, or a counter sale's cash, card or both (docs/counter.md). */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, 'cash', 'cash_and_card'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];
