/** The counter: register sessions, their cash movements, counter sales and returns. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { CASH_MOVEMENT_KINDS, REGISTER_SESSION_STATES } from '../../../shared/counterSchemas';
import { COUNTER_PAID_WAYS, DIGITAL_PAYMENT_METHODS } from '../../../shared/orderStates';
import { id, createdAt } from './columns';
import { invoices } from './invoices';
import { orderRef } from './orders';

/**
 * A register's session (docs/counter.md): opened with a float, closed with the cash counted. At most
 * one open per register. Its Z report is written when it closes and kept as it was.
 */
export const registerSessions = pg.pgTable(
  'register_sessions',
  {
    id: id(),
    number: pg.bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 1 }).notNull(),
    register: pg.text('register').notNull(),
    state: pg.text('state', { enum: REGISTER_SESSION_STATES }).notNull().default('open'),
    openedAt: pg.timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedByUid: pg.text('opened_by_uid').notNull(),
    openedByEmail: pg.text('opened_by_email').notNull(),
    floatCents: pg.integer('float_cents').notNull(),
    closedAt: pg.timestamp('closed_at', { withTimezone: true }),
    closedByUid: pg.text('closed_by_uid'),
    closedByEmail: pg.text('closed_by_email'),
    countedCents: pg.integer('counted_cents'),
    /** The Z report as it was at closing (the API's RegisterReport). */
    zReport: pg.jsonb('z_report').$type<Record<string, unknown>>(),
  },
  (t) => [
    pg
      .uniqueIndex('register_sessions_one_open_idx')
      .on(t.register)
      .where(sql`${t.state} = 'open'`),
    pg.index('register_sessions_opened_at_idx').on(t.openedAt),
    pg.check('register_sessions_state_known', sql`${t.state} in ('open', 'closed')`),
    pg.check('register_sessions_float_nonnegative', sql`${t.floatCents} >= 0`),
  ],
);

/** A row's register session: `session_id`, one of the sessions. */
const sessionRef = () => pg.text('session_id').references(() => registerSessions.id);

/** Cash put in or taken out of a session's drawer, with why. */
export const registerCashMovements = pg.pgTable(
  'register_cash_movements',
  {
    id: id(),
    sessionId: sessionRef().notNull(),
    at: pg.timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: pg.text('kind', { enum: CASH_MOVEMENT_KINDS }).notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    reason: pg.text('reason').notNull(),
    byUid: pg.text('by_uid').notNull(),
    byEmail: pg.text('by_email').notNull(),
  },
  (t) => [
    pg.index('register_cash_movements_session_idx').on(t.sessionId, t.at),
    pg.check('register_cash_movements_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * One counter sale by the till's `saleId`: the key that makes a replay answer the same sale, and
 * its money as the drawer saw it. The order (channel counter, collected) holds its lines.
 */
export const counterSales = pg.pgTable(
  'counter_sales',
  {
    saleId: pg.text('sale_id').primaryKey(),
    /** The sale's lines as asked, canonical: the same saleId with other lines is refused. */
    fingerprint: pg.text('fingerprint').notNull(),
    orderId: orderRef().unique(),
    sessionId: sessionRef().notNull(),
    cashierUid: pg.text('cashier_uid').notNull(),
    cashierEmail: pg.text('cashier_email').notNull(),
    totalCents: pg.integer('total_cents').notNull(),
    units: pg.integer('units').notNull(),
    cashTenderedCents: pg.integer('cash_tendered_cents').notNull().default(0),
    changeCents: pg.integer('change_cents').notNull().default(0),
    cardCents: pg.integer('card_cents').notNull().default(0),
    cardReference: pg.text('card_reference'),
    /** A UPI, bKash or Nagad payment: its method, amount and the payer's reference (one sale each). */
    digitalMethod: pg.text('digital_method', { enum: DIGITAL_PAYMENT_METHODS }),
    digitalCents: pg.integer('digital_cents').notNull().default(0),
    digitalReference: pg.text('digital_reference'),
    /** What the named customer's account took of the total (docs/credit.md). */
    accountCents: pg.integer('account_cents').notNull().default(0),
    /** The cash due's rounding to CASH_ROUNDING: rounded − exact (docs/counter.md). */
    roundingCents: pg.integer('rounding_cents').notNull().default(0),
    offline: pg.boolean('offline').notNull().default(false),
    takenAt: pg.timestamp('taken_at', { withTimezone: true }),
    /** An offline sale's tools it took below zero, as it found them: its answer, replayed, says the same. */
    belowZero: pg
      .jsonb('below_zero')
      .$type<{ variantId: string; name: string; stock: number }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('counter_sales_session_idx').on(t.sessionId),
    pg.check('counter_sales_change_within_cash', sql`${t.changeCents} between 0 and ${t.cashTenderedCents}`),
    // A payer's reference pays one sale only: of two sales sent at once with it, one is recorded.
    pg
      .uniqueIndex('counter_sales_digital_reference_idx')
      .on(t.digitalMethod, t.digitalReference)
      .where(sql`${t.digitalMethod} is not null`),
    pg.check(
      'counter_sales_digital_whole',
      sql`(${t.digitalMethod} is null and ${t.digitalCents} = 0 and ${t.digitalReference} is null) or (${t.digitalMethod} is not null and ${t.digitalCents} > 0 and ${t.digitalReference} is not null)`,
    ),
  ],
);

/** One counter return by the till's `returnId`: a replay answers the same return. */
export const counterReturns = pg.pgTable(
  'counter_returns',
  {
    returnId: pg.text('return_id').primaryKey(),
    fingerprint: pg.text('fingerprint').notNull(),
    orderId: orderRef(),
    sessionId: sessionRef(),
    method: pg.text('method', { enum: COUNTER_PAID_WAYS }).notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    /**
     * How `amountCents` went back: cash from the drawer (rounded to CASH_ROUNDING, `roundingCents` the
     * difference), to the card, and to the digital payment's method with the refund's own reference.
     */
    cashCents: pg.integer('cash_cents').notNull().default(0),
    cardCents: pg.integer('card_cents').notNull().default(0),
    digitalMethod: pg.text('digital_method', { enum: DIGITAL_PAYMENT_METHODS }),
    digitalCents: pg.integer('digital_cents').notNull().default(0),
    digitalReference: pg.text('digital_reference'),
    /** What went back to the customer's account (the sale's part on account): its credit note, never cash. */
    accountCents: pg.integer('account_cents').notNull().default(0),
    roundingCents: pg.integer('rounding_cents').notNull().default(0),
    lines: pg.jsonb('lines').$type<{ variantId: string; name: string; quantity: number }[]>().notNull(),
    restock: pg.boolean('restock').notNull(),
    /** The credit note the refund issued, which the session's Z report subtracts; null without one. */
    creditNoteNumber: pg.text('credit_note_number').references(() => invoices.number),
    byUid: pg.text('by_uid').notNull(),
    byEmail: pg.text('by_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('counter_returns_session_idx').on(t.sessionId),
    pg.index('counter_returns_order_idx').on(t.orderId),
    pg.check(
      'counter_returns_split_is_amount',
      sql`${t.cashCents} >= 0 and ${t.cardCents} >= 0 and ${t.digitalCents} >= 0 and ${t.accountCents} >= 0 and ${t.cashCents} + ${t.cardCents} + ${t.digitalCents} + ${t.accountCents} = ${t.amountCents} + ${t.roundingCents}`,
    ),
    pg.check(
      'counter_returns_digital_whole',
      sql`(${t.digitalCents} = 0 and ${t.digitalReference} is null) or (${t.digitalMethod} is not null and ${t.digitalCents} > 0 and ${t.digitalReference} is not null)`,
    ),
  ],
);
export type RegisterSessionRow = typeof registerSessions.$inferSelect;
export type CounterSaleRow = typeof counterSales.$inferSelect;
export type CounterReturnRow = typeof counterReturns.$inferSelect;
