/**
 * Refunding a paid or shipped order (docs/orders.md, Refunds), as a workflow of named steps, the
 * way Medusa names its workflow steps: reserveRefund → askProvider → settleRefund, or releaseRefund
 * (the compensation) when the provider refuses. Money and stock each move at most once whatever
 * crashes between the steps: the reservation is committed before the provider is asked, the
 * provider's refund is keyed by the reservation, and the same `Idempotency-Key` finds the
 * reservation again to finish it; one nobody finishes so is finished by a sweep (finishPending).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RefundRequest } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings/apiMessages';
import type { Database } from '../db/database';
import { orders, type OrderRow, type ProductRow, type StoredRefund } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { queueOrderEmail } from '../mail/outbox';
import { RefundFailedError } from '../payments/driver';
import type { Payments } from './orderPayments';
import type { Announce } from './announce';
import { lockOrder } from './lockedOrder';
import { orderTransaction } from './orderCounts';
import type { OrderActor } from './orderHistory';
import { newRefund, type RefundLedger } from './refundLedger';
import { planRefund } from './refundPlan';
import { isWebAccountOrder } from './paidMoney';
import { decidedReturn } from './returns';
import { returnStock } from './restock';

/** What a request asks, as a digest: the same body always gives the same one. */
const digestOf = ({ lines, amount, restock, reason, shipping }: RefundRequest): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        // A line's variant only when sent, as delivery below: a digest made before variants stays the same.
        lines?.map((l) =>
          l.variantId === undefined ? [l.productId, l.quantity] : [l.productId, l.variantId, l.quantity],
        ) ?? null,
        amount ?? null,
        restock,
        reason,
        // Only when sent: a digest made before delivery charges stays the same.
        ...(shipping === undefined ? [] : [shipping]),
      ]),
    )
    .digest('hex');

/** What a COD order's refund records in place of a provider's refund id. */
const CASH_REFUND = 'cash';
/** What a refund of an order on account records: its credit note takes it off the account (./refundLedger.ts). */
const ACCOUNT_REFUND = 'account';
/** Orders with refunds left pending that one round of finishPending takes on; the next takes the rest. */
const PENDING_BATCH = 50;

export interface RefundWorkflowDeps {
  db: Database;
  payments: Pick<Payments, 'refund'>;
  ledger: Pick<RefundLedger, 'save'>;
  announce: Announce;
  lowStockDefault: number;
}

export function createRefundWorkflow({
  db,
  payments,
  ledger,
  announce,
  lowStockDefault,
}: RefundWorkflowDeps) {
  /**
   * Checks the request against the order under its row's lock and writes it as a pending refund,
   * its amount counted as refunded at once: a second admin refunding meanwhile sees it, so no one
   * can pass the paid total or restock a unit twice. The same key with the same body answers the
   * refund it made; with another body it is refused, as Stripe refuses it, rather than answered with
   * a refund that is not what was asked.
   */
  const reserveRefund = (
    orderId: string,
    request: RefundRequest,
    requestKey: string | null,
    by: OrderActor | null,
  ) =>
    orderTransaction(db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound();
      const requestDigest = requestKey ? digestOf(request) : undefined;
      const earlier = requestKey ? order.refunds.find((r) => r.requestKey === requestKey) : undefined;
      if (earlier?.requestDigest !== undefined && earlier.requestDigest !== requestDigest) {
        throw new HttpError(422, { message: apiErrors.idempotencyKeyReused });
      }
      if (earlier) return { order, refund: earlier };
      const plan = planRefund(order, request);
      const refund = newRefund({
        requestKey,
        requestDigest,
        amountCents: plan.amountCents,
        shippingCents: plan.shippingCents,
        ...(plan.accountCents > 0 && { accountCents: plan.accountCents }),
        lines: plan.lines,
        restock: request.restock && plan.lines.length > 0,
        reason: request.reason,
        status: 'pending',
      });
      const reserved = await ledger.save(
        tx,
        order,
        { refundedCents: order.refundedCents + refund.amountCents, refunds: [...order.refunds, refund] },
        by,
      );
      return { order: reserved, refund };
    });

  /** The provider refused: the reservation goes, as if never asked. */
  const releaseRefund = (orderId: string, refundId: string, by: OrderActor | null) =>
    orderTransaction(db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      const refund = order?.refunds.find((r) => r.id === refundId && r.status === 'pending');
      if (!order || !refund) return;
      await ledger.save(
        tx,
        order,
        {
          refundedCents: order.refundedCents - refund.amountCents,
          refunds: order.refunds.filter((r) => r.id !== refundId),
        },
        by,
      );
    });

  /**
   * The provider made it: done, its units restocked if asked, a waiting return request closed as
   * refunded, and the order refunded once nothing is left. Settling twice (a retry that finished a
   * refund another request settled) changes nothing.
   */
  const settleRefund = async (
    orderId: string,
    refundId: string,
    providerRefundId: string,
    by: OrderActor | null,
  ) => {
    const settled = await orderTransaction(db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      const refund = order?.refunds.find((r) => r.id === refundId);
      if (!order || !refund) throw notFound();
      if (refund.status === 'done') return { order, restocked: [] as ProductRow[], changed: false };
      const refunds = order.refunds.map((r) =>
        r.id === refundId ? { ...r, status: 'done' as const, providerRefundId } : r,
      );
      const returnRequest =
        order.returnRequest?.status === 'requested'
          ? decidedReturn(order.returnRequest, 'refunded', null)
          : order.returnRequest;
      const restocked = refund.restock
        ? await returnStock(tx, order, refund.lines, 'refund_restock', lowStockDefault)
        : [];
      const updated = await ledger.save(tx, order, { refunds, returnRequest }, by);
      await queueOrderEmail(tx, 'refunded', order, { refundId });
      return { order: updated, restocked, changed: true };
    });
    if (settled.changed) await announce('refunded', settled.order, settled.restocked);
    return settled.order;
  };

  /** Gives back the reserved refund's money, keyed by the reservation so it is made once. */
  const askProvider = async (order: OrderRow, reserved: StoredRefund) => {
    // Cash on delivery was paid in cash: staff give it back in cash, and no provider is asked.
    if (order.paymentMethod === 'cod') return { made: true as const, providerRefundId: CASH_REFUND };
    // On account nothing was paid: nothing is paid out, and no provider is asked.
    if (isWebAccountOrder(order)) return { made: true as const, providerRefundId: ACCOUNT_REFUND };
    try {
      const { refundId } = await payments.refund({
        intentId: order.tnxId!,
        amountCents: reserved.amountCents,
        key: reserved.id,
      });
      return { made: true as const, providerRefundId: refundId };
    } catch (error) {
      if (error instanceof RefundFailedError) return { made: false as const, why: error.message };
      throw error;
    }
  };

  /** Asks the provider again for a refund left pending, then settles or releases it: the shop's own doing. */
  const finishRefund = async (order: OrderRow, pending: StoredRefund) => {
    const asked = await askProvider(order, pending);
    if (asked.made) await settleRefund(order.id, pending.id, asked.providerRefundId, null);
    else await releaseRefund(order.id, pending.id, null);
  };

  return {
    /**
     * Finishes the refunds left pending since before `before`: the provider did not answer, or the
     * server stopped between asking it and settling, and nobody sent the same key again. Asked again
     * under the reservation's key, the provider answers the refund it made (or refuses, having made
     * none), so money still moves once; and soon, while the provider still knows the key (Stripe
     * forgets keys after a day). Answers how many it finished; one that fails waits for the next round.
     */
    async finishPending(before: Date): Promise<number> {
      const waiting = await db
        .select()
        .from(orders)
        .where(sql`${orders.refunds} @> '[{"status":"pending"}]'::jsonb`)
        .limit(PENDING_BATCH);
      let finished = 0;
      for (const order of waiting) {
        for (const pending of order.refunds) {
          if (pending.status !== 'pending' || Date.parse(pending.at) > before.getTime()) continue;
          try {
            await finishRefund(order, pending);
            finished += 1;
          } catch (error) {
            console.error(`pending refund ${pending.id} of order ${order.id} not finished yet:`, error);
          }
        }
      }
      return finished;
    },

    /**
     * Gives money back on a paid or shipped order, restocking if asked; → refunded once nothing is
     * left (by `by`). The same `requestKey` again answers the refund it made, or finishes it.
     */
    async refund(
      orderId: string,
      request: RefundRequest,
      requestKey: string | null,
      by: OrderActor | null,
    ): Promise<OrderRow> {
      // Committed before any money moves: a crash from here on leaves a pending refund, which counts
      // against what is left and which the same key finds again.
      const { order, refund: reserved } = await reserveRefund(orderId, request, requestKey, by);
      if (reserved.status === 'done') return order;
      let asked: Awaited<ReturnType<typeof askProvider>>;
      try {
        // Keyed by the reservation's id: asked again (a retry, or after a crash), the provider
        // answers the refund it already made instead of making a second.
        asked = await askProvider(order, reserved);
      } catch (error) {
        // No answer: whether money moved is unknown, so the reservation stays for the same key.
        console.error(`refund ${reserved.id} of order ${orderId} unconfirmed:`, error);
        throw new HttpError(503, { message: apiErrors.refundUnconfirmed });
      }
      if (!asked.made) {
        // Refused: no money moved, so nothing may stay reserved.
        await releaseRefund(orderId, reserved.id, by);
        throw conflict(apiErrors.refundFailed(asked.why));
      }
      // Money moved: recorded under the lock; a crash before this leaves it pending, and the same
      // key asks the provider again (the same refund) and settles it then.
      return settleRefund(orderId, reserved.id, asked.providerRefundId, by);
    },
  };
}

export type RefundWorkflow = ReturnType<typeof createRefundWorkflow>;
