/** The email outbox. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { EMAIL_STATUSES } from '../../../shared/responseSchemas';
import { EMAIL_KINDS } from '../../mail/messages';
import { createdAt } from './columns';

/**
 * The outbox: one row per email, written in the transaction of the change that causes it, sent by
 * the mail worker of any instance (one sender per row at a time: see `nextAttemptAt`).
 * The row's id makes the email's Message-ID, so a resend after a crash is recognisably the same.
 */
export const mailOutbox = pg.pgTable(
  'mail_outbox',
  {
    id: pg
      .text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    kind: pg.text('kind', { enum: EMAIL_KINDS }).notNull(),
    orderId: pg.text('order_id'),
    toAddress: pg.text('to_address').notNull(),
    /** What cannot be read again at sending time, e.g. which refund. */
    facts: pg.jsonb('facts').$type<Record<string, string>>().notNull().default({}),
    status: pg.text('status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    attempts: pg.integer('attempts').notNull().default(0),
    /**
     * When a sender may next take it: a sender that takes it moves this past its send's worst time,
     * so a sender that dies lets it lapse to another; a failure moves it by the backoff.
     */
    nextAttemptAt: pg.timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: pg.text('last_error'),
    createdAt: createdAt(),
    /** When it was sent, given up on, or dropped. */
    doneAt: pg.timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    pg.check('mail_outbox_status_known', sql`${t.status} in ('pending', 'sent', 'failed', 'dropped')`),
    pg
      .index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    pg
      .index('mail_outbox_order_id_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    pg
      .index('mail_outbox_failed_idx')
      .on(t.doneAt)
      .where(sql`${t.status} = 'failed'`),
    pg
      .index('mail_outbox_resets_idx')
      .on(t.toAddress, t.createdAt)
      .where(sql`${t.kind} = 'passwordReset'`),
  ],
);
export type MailRow = typeof mailOutbox.$inferSelect;
