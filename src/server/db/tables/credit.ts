/**
 * Trade customers on credit (docs/credit.md): each customer's terms, what they bought on account
 * (charges), what paid it (payments and credit notes: credits), which credit paid which charge
 * (allocations), the admins' overrides and the reminders sent. Money is integer minor units.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { ACCOUNT_PAYMENT_METHODS, REMINDER_KINDS } from '../../../shared/creditKinds';
import { id } from './columns';
import { registerSessions } from './counter';
import { orderRef } from './orders';

/**
 * The customer's user `_id`. No foreign key: a user record may go with its sign-in account
 * (../../auth/userRecord.ts) while the shop keeps its book of what was owed.
 */
const customerRef = () => pg.text('customer_id').notNull();

/** A customer's terms; its row is what every sale and payment on their account locks. */
export const creditAccounts = pg.pgTable(
  'credit_accounts',
  {
    customerId: customerRef().primaryKey(),
    creditLimitCents: pg.bigint('credit_limit_cents', { mode: 'number' }).notNull().default(0),
    termsDays: pg.integer('terms_days').notNull().default(0),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.check('credit_accounts_limit_nonnegative', sql`${t.creditLimitCents} >= 0`),
    pg.check('credit_accounts_terms_range', sql`${t.termsDays} between 0 and 365`),
  ],
);

/**
 * What an order put on a customer's account: from placement (a web order) or the sale (the counter).
 * It becomes an invoice, due `termsDays` later, when handed over or shipped; an order cancelled
 * before that is cancelled here too.
 */
export const accountCharges = pg.pgTable(
  'account_charges',
  {
    orderId: orderRef().primaryKey(),
    customerId: customerRef(),
    amountCents: pg.bigint('amount_cents', { mode: 'number' }).notNull(),
    placedAt: pg.timestamp('placed_at', { withTimezone: true }).notNull(),
    /** When its order was invoiced (the order carries the invoice's number). */
    invoicedAt: pg.timestamp('invoiced_at', { withTimezone: true }),
    /** The shop's day it is due: the invoice's day plus the terms then. */
    dueOn: pg.date('due_on', { mode: 'string' }),
    cancelledAt: pg.timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    pg.index('account_charges_customer_invoiced_idx').on(t.customerId, t.invoicedAt),
    pg.check('account_charges_amount_positive', sql`${t.amountCents} > 0`),
    pg.check('account_charges_invoiced_whole', sql`(${t.invoicedAt} is null) = (${t.dueOn} is null)`),
  ],
);

export const ACCOUNT_CREDIT_KINDS = ['payment', 'credit_note'] as const;

/**
 * What took off a customer's balance: a payment (by its `paymentId`: the same one again is the same
 * payment) or a credit note of an account sale's refund. Never updated or deleted.
 */
export const accountCredits = pg.pgTable(
  'account_credits',
  {
    id: id(),
    customerId: customerRef(),
    kind: pg.text('kind', { enum: ACCOUNT_CREDIT_KINDS }).notNull(),
    paymentId: pg.text('payment_id').unique(),
    fingerprint: pg.text('fingerprint'),
    amountCents: pg.bigint('amount_cents', { mode: 'number' }).notNull(),
    method: pg.text('method', { enum: ACCOUNT_PAYMENT_METHODS }),
    reference: pg.text('reference').notNull().default(''),
    sessionId: pg.text('session_id').references(() => registerSessions.id),
    /** A credit note's number and order. */
    creditNoteNumber: pg.text('credit_note_number'),
    orderId: pg.text('order_id'),
    at: pg.timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byUid: pg.text('by_uid').notNull(),
    byEmail: pg.text('by_email').notNull(),
  },
  (t) => [
    pg.index('account_credits_customer_at_idx').on(t.customerId, t.at),
    pg.index('account_credits_session_idx').on(t.sessionId),
    pg.check('account_credits_amount_positive', sql`${t.amountCents} > 0`),
    pg.check(
      'account_credits_kind_whole',
      sql`(${t.kind} = 'payment' and ${t.paymentId} is not null and ${t.method} is not null) or (${t.kind} = 'credit_note' and ${t.creditNoteNumber} is not null)`,
    ),
  ],
);

/** Which credit paid how much of which charge: oldest invoice first. */
export const accountAllocations = pg.pgTable(
  'account_allocations',
  {
    creditId: pg
      .text('credit_id')
      .notNull()
      .references(() => accountCredits.id),
    orderId: pg
      .text('order_id')
      .notNull()
      .references(() => accountCharges.orderId),
    amountCents: pg.bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.creditId, t.orderId] }),
    pg.index('account_allocations_order_idx').on(t.orderId),
    pg.check('account_allocations_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** An admin's sale on account beyond the customer's credit or past the overdue block: who, and why. */
export const accountOverrides = pg.pgTable('account_overrides', {
  id: id(),
  orderId: orderRef(),
  customerId: customerRef(),
  amountCents: pg.bigint('amount_cents', { mode: 'number' }).notNull(),
  availableCents: pg.bigint('available_cents', { mode: 'number' }).notNull(),
  overdueDays: pg.integer('overdue_days').notNull(),
  reason: pg.text('reason').notNull(),
  byUid: pg.text('by_uid').notNull(),
  byEmail: pg.text('by_email').notNull(),
  at: pg.timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** A reminder sent: once per invoice and kind. */
export const accountReminders = pg.pgTable(
  'account_reminders',
  {
    orderId: pg
      .text('order_id')
      .notNull()
      .references(() => accountCharges.orderId),
    kind: pg.text('kind', { enum: REMINDER_KINDS }).notNull(),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.orderId, t.kind] })],
);

export type CreditAccountRow = typeof creditAccounts.$inferSelect;
export type AccountChargeRow = typeof accountCharges.$inferSelect;
export type AccountCreditRow = typeof accountCredits.$inferSelect;
