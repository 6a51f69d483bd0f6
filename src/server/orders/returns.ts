/**
 * Return requests (docs/orders.md, Returns): the owner of a shipped order asks, within RETURN_DAYS
 * of shipping, to send back units not yet refunded; staff decline with a note, or a refund closes it
 * as refunded (./refundWorkflow.ts). Who may ask, and until when, is ./returnRules.ts.
 * Each is decided under the order's lock, emailed, and announced once committed.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { returnDecisionSchema, returnRequestSchema } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings/apiMessages';
import type { Database } from '../db/database';
import { orders, type OrderRow, type StoredReturnRequest } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { queueOrderEmail } from '../mail/outbox';
import type { Announce } from './announce';
import { lockOrder } from './lockedOrder';
import { unitsOfOrder } from './refundPlan';
import { returnRefusal } from './returnRules';

/** A waiting request's outcome, stamped now. */
export const decidedReturn = (
  request: StoredReturnRequest,
  status: 'refunded' | 'declined',
  note: string | null,
): StoredReturnRequest => ({ ...request, status, note, decidedAt: new Date().toISOString() });

export interface ReturnsDeps {
  db: Database;
  announce: Announce;
  returnDays: number;
}

export function createReturns({ db, announce, returnDays }: ReturnsDeps) {
  /**
   * Under the order's lock, `decide` judges the order and gives its request's new state (or throws
   * the refusal); the order is saved and its `event` emailed in that transaction, and announced once
   * committed.
   */
  const changeRequest = async (
    orderId: string,
    event: 'returnRequested' | 'returnDeclined',
    decide: (order: OrderRow) => StoredReturnRequest,
  ): Promise<OrderRow> => {
    const changed = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound();
      const returnRequest = decide(order);
      const [updated] = await tx
        .update(orders)
        .set({ returnRequest })
        .where(eq(orders.id, orderId))
        .returning();
      await queueOrderEmail(tx, event, order);
      return updated!;
    });
    await announce(event, changed);
    return changed;
  };

  return {
    /** The customer asks to send units of a shipped order back. */
    request: (orderId: string, request: z.output<typeof returnRequestSchema>): Promise<OrderRow> =>
      changeRequest(orderId, 'returnRequested', (order) => {
        const now = new Date();
        const refusal = returnRefusal(order, returnDays, now);
        if (refusal) throw conflict(refusal);
        return {
          at: now.toISOString(),
          lines: unitsOfOrder(order, request.lines),
          reason: request.reason,
          status: 'requested',
          note: null,
          decidedAt: null,
        };
      }),

    /** Staff decline a waiting request with a note the customer sees. */
    decline: (orderId: string, { note }: z.output<typeof returnDecisionSchema>): Promise<OrderRow> =>
      changeRequest(orderId, 'returnDeclined', (order) => {
        if (order.state === 'cancelled') throw notFound();
        if (order.returnRequest?.status !== 'requested') throw conflict(apiErrors.noReturnRequested);
        return decidedReturn(order.returnRequest, 'declined', note);
      }),
  };
}

export type Returns = ReturnType<typeof createReturns>;
