/**
 * The payments table: every intent opened for an order and how it ended. Nothing else writes it.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { PaymentDriverName } from '../../shared/entities';
import type { Database } from '../db/database';
import { payments, type PaymentRow } from '../db/schema';
import type { NamedPiece } from '../db/cte';
import type { CreatedIntent } from './driver';

export type IntentStatus = PaymentRow['status'];

/** The intent `intentId` took the money: a piece of the statement that pays its order (../orders/lifecycle.ts). */
export const intentSucceeded = (intentId: string): NamedPiece => ({
  name: 'intentSucceeded',
  sql: sql`update ${payments} set status = ${'succeeded' satisfies IntentStatus}, updated_at = now()
    where intent_id = ${sql.placeholder('intentId')}`,
  values: { intentId },
});

export function intentRows(db: Database, driver: PaymentDriverName) {
  // Every payment's check reads its intent: the statement is built once and prepared.
  const intentById = db
    .select()
    .from(payments)
    .where(
      and(eq(payments.intentId, sql.placeholder('intentId')), eq(payments.driver, sql.placeholder('driver'))),
    )
    .prepare('intent_by_id');
  return {
    find: async (intentId: string): Promise<PaymentRow | null> => {
      const [row] = await intentById.execute({ intentId, driver });
      return row ?? null;
    },
    /** The order's newest intent that is still open for exactly `amountCents`. */
    findOpen: async (orderId: string, amountCents: number): Promise<PaymentRow | null> => {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            eq(payments.driver, driver),
            eq(payments.status, 'requires_payment_method'),
            eq(payments.amountCents, amountCents),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row ?? null;
    },
    ofOrder: (orderId: string): Promise<PaymentRow[]> =>
      db.select().from(payments).where(eq(payments.orderId, orderId)),
    add: async (orderId: string, intent: CreatedIntent): Promise<void> => {
      await db
        .insert(payments)
        .values({ ...intent, orderId, driver })
        .onConflictDoNothing({ target: payments.intentId });
    },
    /** Sets the status; `from` makes it conditional. Answers whether a row changed. */
    mark: async (intentId: string, status: IntentStatus, from?: { not: IntentStatus } | IntentStatus) => {
      const condition =
        from === undefined
          ? undefined
          : typeof from === 'string'
            ? eq(payments.status, from)
            : ne(payments.status, from.not);
      const changed = await db
        .update(payments)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(payments.intentId, intentId), condition))
        .returning({ intentId: payments.intentId });
      return changed.length > 0;
    },
  };
}

export type IntentRows = ReturnType<typeof intentRows>;
