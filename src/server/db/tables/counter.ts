/** The counter: register sessions, their cash movements, counter sales and returns. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CASH_MOVEMENT_KINDS,
  COUNTER_REFUND_METHODS,
  REGISTER_SESSION_STATES,
} from '../../../shared/counterSchemas';
import { id, createdAt } from './columns';
import { orders } from './orders';

/**
 * A register's session (docs/counter.md): opened with a float, closed with the cash counted. At most
 * one open per register. Its Z report is written when it closes and kept as it was.
 */
export const registerSessions = pgTable(
  'register_sessions',
  {
    id: id(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 1 }).notNull(),
    register: text('register').notNull(),
    state: text('state', { enum: REGISTER_SESSION_STATES }).notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedByUid: text('opened_by_uid').notNull(),
    openedByEmail: text('opened_by_email').notNull(),
    floatCents: integer('float_cents').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByUid: text('closed_by_uid'),
    closedByEmail: text('closed_by_email'),
    countedCents: integer('counted_cents'),
    /** The Z report as it was at closing (the API's RegisterReport). */
    zReport: jsonb('z_report').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('register_sessions_one_open_idx')
      .on(t.register)
      .where(sql`${t.state} = 'open'`),
    index('register_sessions_opened_at_idx').on(t.openedAt),
    check('register_sessions_state_known', sql`${t.state} in ('open', 'closed')`),
    check('register_sessions_float_nonnegative', sql`${t.floatCents} >= 0`),
  ],
);

/** Cash put in or taken out of a session's drawer, with why. */
export const registerCashMovements = pgTable(
  'register_cash_movements',
  {
    id: id(),
    sessionId: text('session_id')
      .notNull()
      .references(() => registerSessions.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: CASH_MOVEMENT_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    byUid: text('by_uid').notNull(),
    byEmail: text('by_email').notNull(),
  },
  (t) => [
    index('register_cash_movements_session_idx').on(t.sessionId, t.at),
    check('register_cash_movements_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * One counter sale by the till's `saleId`: the key that makes a replay answer the same sale, and
 * its money as the drawer saw it. The order (channel counter, collected) holds its lines.
 */
export const counterSales = pgTable(
  'counter_sales',
  {
    saleId: text('sale_id').primaryKey(),
    /** The sale's lines as asked, canonical: the same saleId with other lines is refused. */
    fingerprint: text('fingerprint').notNull(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    sessionId: text('session_id')
      .notNull()
      .references(() => registerSessions.id),
    cashierUid: text('cashier_uid').notNull(),
    cashierEmail: text('cashier_email').notNull(),
    totalCents: integer('total_cents').notNull(),
    units: integer('units').notNull(),
    cashTenderedCents: integer('cash_tendered_cents').notNull().default(0),
    changeCents: integer('change_cents').notNull().default(0),
    cardCents: integer('card_cents').notNull().default(0),
    cardReference: text('card_reference'),
    offline: boolean('offline').notNull().default(false),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    /** An offline sale's tools it took below zero, as it found them: its answer, replayed, says the same. */
    belowZero: jsonb('below_zero')
      .$type<{ variantId: string; name: string; stock: number }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('counter_sales_session_idx').on(t.sessionId),
    check('counter_sales_change_within_cash', sql`${t.changeCents} between 0 and ${t.cashTenderedCents}`),
  ],
);

/** One counter return by the till's `returnId`: a replay answers the same return. */
export const counterReturns = pgTable(
  'counter_returns',
  {
    returnId: text('return_id').primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    sessionId: text('session_id').references(() => registerSessions.id),
    method: text('method', { enum: COUNTER_REFUND_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** How much of `amountCents` left the drawer and how much went back to the card. */
    cashCents: integer('cash_cents').notNull().default(0),
    cardCents: integer('card_cents').notNull().default(0),
    lines: jsonb('lines').$type<{ variantId: string; name: string; quantity: number }[]>().notNull(),
    restock: boolean('restock').notNull(),
    byUid: text('by_uid').notNull(),
    byEmail: text('by_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('counter_returns_session_idx').on(t.sessionId),
    index('counter_returns_order_idx').on(t.orderId),
    check(
      'counter_returns_split_is_amount',
      sql`${t.cashCents} >= 0 and ${t.cardCents} >= 0 and ${t.cashCents} + ${t.cardCents} = ${t.amountCents}`,
    ),
  ],
);
export type RegisterSessionRow = typeof registerSessions.$inferSelect;
export type CounterSaleRow = typeof counterSales.$inferSelect;
export type CounterReturnRow = typeof counterReturns.$inferSelect;
