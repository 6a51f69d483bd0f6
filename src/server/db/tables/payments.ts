/** Card payments and the refunds the provider was asked for. */
import * as pg from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orderRef } from './orders';

/** `refunded`: a second payment for an order already paid, given back in full. */
export const PAYMENT_STATUSES = ['requires_payment_method', 'succeeded', 'canceled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const payments = pg.pgTable(
  'payments',
  {
    intentId: pg.text('intent_id').primaryKey(),
    orderId: orderRef(),
    driver: pg.text('driver', { enum: ['sandbox', 'stripe'] }).notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    clientSecret: pg.text('client_secret').notNull(),
    status: pg.text('status', { enum: PAYMENT_STATUSES }).notNull().default('requires_payment_method'),
    createdAt: createdAt(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index('payments_order_id_idx').on(t.orderId)],
);

/**
 * Refunds as the payment driver made them: the sandbox's only record (as Stripe's own is Stripe's),
 * and for both how one request's key finds the refund it already made.
 */
export const paymentRefunds = pg.pgTable(
  'payment_refunds',
  {
    id: pg.text('id').primaryKey(),
    intentId: pg.text('intent_id').notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    idempotencyKey: pg.text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('payment_refunds_intent_id_idx').on(t.intentId)],
);
export type PaymentRow = typeof payments.$inferSelect;
