/** The kinds a trade customer's account knows (docs/credit.md): how it is paid, and its reminders. */
import type { Currency } from './currency';
import { DIGITAL_PAYMENT_CURRENCY } from './digitalPayments';
import { DIGITAL_PAYMENT_METHODS, isDigitalPaymentMethod } from './orderStates';

/** How an account payment is made: at the counter, or by bank transfer. */
export const ACCOUNT_PAYMENT_METHODS = ['cash', 'card', ...DIGITAL_PAYMENT_METHODS, 'bank'] as const;
export type AccountPaymentMethod = (typeof ACCOUNT_PAYMENT_METHODS)[number];

/**
 * The ways a shop keeping `currency` is paid on account: a rupee or taka shop takes its own country's
 * digital payments only (no UPI in Dhaka, no bKash in Pune); the spec's dollar shop, of no country,
 * any of them, as its settings allow (../server/config.ts).
 */
export const accountPaymentMethodsOf = (currency: Currency): AccountPaymentMethod[] =>
  ACCOUNT_PAYMENT_METHODS.filter(
    (method) =>
      currency === 'USD' || !isDigitalPaymentMethod(method) || DIGITAL_PAYMENT_CURRENCY[method] === currency,
  );

/**
 * The reminders, each sent once per invoice: 3 days before it is due, 7 and 30 days after. Its day is
 * counted from the due day.
 */
export const REMINDER_KINDS = ['before_due', 'overdue_7', 'overdue_30'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_DAYS: Record<ReminderKind, number> = { before_due: -3, overdue_7: 7, overdue_30: 30 };
