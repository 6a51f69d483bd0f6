/**
 * An order's refunds and its refunded total, on its locked row: the one writer of both. The refund
 * workflow (./refundWorkflow.ts) reserves, settles and releases through it; payments records here
 * what the provider gave back outside that workflow (a second payment, a refund made in the
 * provider's dashboard). Once every refund is done and nothing paid is left, the order becomes
 * refunded.
 */
import { and, eq } from 'drizzle-orm';
import { nextStates } from '../../shared/orderLifecycle';
import { apiErrors } from '../../shared/strings/apiMessages';
import type { TaxConfig } from '../config';
import type { Database } from '../db/database';
import { creditedLinesOf } from '../invoices/creditNote';
import { issueCreditNote } from '../invoices/issue';
import { creditNoteOnAccount } from '../credit/accountLedger';
import { newId, orders, type OrderRow, type StoredRefund } from '../db/schema';
import { queueOrderEmail } from '../mail/outbox';
import type { Announce } from './announce';
import type { OrderLifecycle } from './lifecycle';
import { lifecycleOrderOf, mayMoveSql } from './lifecycleSql';
import { lockOrder } from './lockedOrder';
import { orderTransaction, type OrderTransaction } from './orderCounts';
import type { OrderActor } from './orderHistory';
import { paidCents } from './paidMoney';

/** A refund as recorded: made now, and done unless said otherwise. */
export const newRefund = (
  fields: Pick<StoredRefund, 'amountCents' | 'reason'> & Partial<StoredRefund>,
): StoredRefund => ({
  id: `rf_${newId()}`,
  requestKey: null,
  at: new Date().toISOString(),
  lines: [],
  restock: false,
  status: 'done',
  providerRefundId: null,
  ...fields,
});

export interface RefundLedgerDeps {
  db: Database;
  lifecycle: Pick<OrderLifecycle, 'markRefunded'>;
  announce: Announce;
  tax: TaxConfig;
}

/** The refunds of `after` that are done and were not in `before`: each gets its credit note. */
const newlyDone = (before: StoredRefund[], after: StoredRefund[]): StoredRefund[] => {
  const doneBefore = new Set(before.filter((r) => r.status === 'done').map((r) => r.id));
  // A second payment given back was never invoiced: it needs no credit note.
  return after.filter((r) => r.status === 'done' && !doneBefore.has(r.id) && !r.extraPaymentIntent);
};

export function createRefundLedger({ db, lifecycle, announce, tax }: RefundLedgerDeps) {
  /**
   * Writes the order's refunds (and what changes with them) on its row, locked by the caller. `by`:
   * who gave the money back (null: the shop itself), should it leave the order refunded.
   */
  const save = async (
    tx: OrderTransaction,
    order: OrderRow,
    set: Pick<OrderRow, 'refunds'> & Partial<Pick<OrderRow, 'refundedCents' | 'returnRequest'>>,
    by: OrderActor | null,
  ): Promise<OrderRow> => {
    const [saved] = await tx.update(orders).set(set).where(eq(orders.id, order.id)).returning();
    const whole =
      nextStates(lifecycleOrderOf(saved!)).includes('refunded') &&
      saved!.refundedCents === paidCents(saved!) &&
      saved!.refunds.every((r) => r.status === 'done');
    let credited = whole ? await lifecycle.markRefunded(tx, saved!, by) : saved!;
    // Refunds already given back, each with its credit note when it was done.
    const creditedBefore = order.refunds.filter((r) => r.status === 'done' && !r.extraPaymentIntent);
    // After every other write: the credit notes' series row is the last a transaction takes.
    for (const refund of newlyDone(order.refunds, credited.refunds)) {
      const before = credited.creditNoteNumbers.length;
      const lines = creditedLinesOf(credited, refund, creditedBefore);
      credited = await issueCreditNote(tx, credited, refund.id, lines, tax);
      creditedBefore.push(refund);
      // What was owed on the customer's account is taken off it by the credit note, never paid out.
      if (refund.accountCents && credited.creditNoteNumbers.length > before) {
        await creditNoteOnAccount(tx, {
          orderId: credited.id,
          creditNoteNumber: credited.creditNoteNumbers.at(-1)!,
          amountCents: refund.accountCents,
          // The shop finishing a refund nobody waited for records it under the order's own customer.
          by: by ?? { uid: credited.uid ?? '', email: credited.email },
        });
      }
    }
    return credited;
  };

  /** Adds a refund already made at the provider to the locked order, with its email. */
  const recordMade = async (
    tx: OrderTransaction,
    order: OrderRow,
    refund: StoredRefund,
    refundedCents: number,
  ) => {
    await queueOrderEmail(tx, 'refunded', order, { refundId: refund.id });
    return save(tx, order, { refundedCents, refunds: [...order.refunds, refund] }, null);
  };

  return {
    save,

    /**
     * A second payment given back in full (payments made the refund): shown among the order's
     * refunds, not counted in its refunded total; recorded once, however often it is reported.
     */
    async recordExtraPayment(
      orderId: string,
      intentId: string,
      amountCents: number,
      providerRefundId: string,
    ) {
      const recorded = await orderTransaction(db, async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order || order.refunds.some((r) => r.extraPaymentIntent === intentId)) return null;
        const extra = newRefund({
          amountCents,
          reason: apiErrors.secondPaymentRefunded,
          providerRefundId,
          extraPaymentIntent: intentId,
        });
        return recordMade(tx, order, extra, order.refundedCents);
      });
      if (recorded) await announce('refunded', recorded);
    },

    /** The provider says `intentId`'s refunds now total `refundedCents`: records any it made without us. */
    async recordAtProvider(intentId: string, refundedCents: number) {
      const [paid] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.tnxId, intentId), mayMoveSql('refund')));
      if (!paid) return;
      const recorded = await orderTransaction(db, async (tx) => {
        const order = await lockOrder(tx, paid.id);
        // Ours (pending ones included) are already counted: only what the provider made alone is new.
        const unseen = Math.min(refundedCents, order?.totalCents ?? 0) - (order?.refundedCents ?? 0);
        if (!order || unseen <= 0) return null;
        const atProvider = newRefund({ amountCents: unseen, reason: apiErrors.refundedAtProvider });
        return recordMade(tx, order, atProvider, order.refundedCents + unseen);
      });
      if (recorded) await announce('refunded', recorded);
    },
  };
}

export type RefundLedger = ReturnType<typeof createRefundLedger>;
