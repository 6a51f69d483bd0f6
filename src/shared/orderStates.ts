/**
 * Where an order stands (docs/orders.md): unpaid → paid → shipped; unpaid → cancelled | expired;
 * paid or shipped → refunded once nothing paid is left unrefunded.
 */
export const ORDER_STATES = ['unpaid', 'paid', 'shipped', 'cancelled', 'expired', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** How an order is paid: by card before it ships, or in cash to the courier (docs/orders.md). */
export const PAYMENT_METHODS = ['card', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
