/**
 * The one place an order's state changes: place, pay, ship, cancel, expire, refund. Each
 * change is a conditional update, or an update under the order row's lock, inside a transaction (so
 * of any number of racing requests, on any number of instances, exactly one wins), stamps its time,
 * moves stock where it must, keeps the per-state order counts (./orderCounts.ts), and is announced
 * once, after it committed.
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderEventType, OrderState } from '../../shared/entities';
import type { RefundRequest, returnDecisionSchema, returnRequestSchema } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings/apiMessages';
import type { Caller } from '../auth/guard';
import type { Config } from '../config';
import type { Database, Transaction } from '../db/database';
import {
  newId,
  orders,
  type OrderRow,
  type ProductRow,
  type StoredRefund,
  type StoredReturnRequest,
} from '../db/schema';
import type { EventBus } from '../events/bus';
import { conflict, HttpError, notFound } from '../http/errors';
import { queueAdminEmails, queueOrderEmail } from '../mail/outbox';
import { RefundFailedError, type PaymentDriver } from '../payments/driver';
import { createPayments } from '../payments/payments';
import { orderOut, productOut } from '../serialize';
import { changeOrderCounts } from './orderCounts';
import { returnStock } from './stock';
import { releaseHold } from './unpaidHolds';
import { placeOrder, type Placement, type PlacementRequest } from './placement';
import { planRefund } from './refunds';
import { planReturn } from './returns';
import { refusalNow, stateRefusal } from './refusals';

interface Transition {
  from: OrderState;
  to: OrderState;
  event: OrderEventType;
  stamp: 'paidAt' | 'shippedAt' | 'cancelledAt' | 'expiredAt';
  /** Every line's quantity goes back on the shelf. */
  returnsStock: boolean;
  /** What the customer is emailed; a paid order is also news for every admin. */
  email: 'paymentReceived' | 'shipped' | 'cancelled' | 'expired';
}

const TRANSITIONS = {
  pay: {
    from: 'unpaid',
    to: 'paid',
    event: 'paid',
    stamp: 'paidAt',
    returnsStock: false,
    email: 'paymentReceived',
  },
  ship: {
    from: 'paid',
    to: 'shipped',
    event: 'shipped',
    stamp: 'shippedAt',
    returnsStock: false,
    email: 'shipped',
  },
  cancel: {
    from: 'unpaid',
    to: 'cancelled',
    event: 'cancelled',
    stamp: 'cancelledAt',
    returnsStock: true,
    email: 'cancelled',
  },
  expire: {
    from: 'unpaid',
    to: 'expired',
    event: 'expired',
    stamp: 'expiredAt',
    returnsStock: true,
    email: 'expired',
  },
} as const satisfies Record<string, Transition>;

/** How a cancel or an expiry ended: as asked, or paid because the money had gone through. */
export type CloseOutcome =
  { state: 'cancelled' | 'expired'; order: OrderRow } | { state: 'paid'; order: OrderRow };

export interface OrderLifecycle {
  /** Takes every line's stock and creates the unpaid order, or takes nothing and says why. */
  place(caller: Caller, request: PlacementRequest): Promise<Placement>;
  /** unpaid → paid with a verified intent id; null when the order was not unpaid any more. */
  pay(orderId: string, intentId: string): Promise<OrderRow | null>;
  /** paid → shipped with what staff gave of carrier and tracking (already shipped: those updated). */
  ship(orderId: string, tracking?: { carrier: string; trackingNumber: string }): Promise<OrderRow>;
  /**
   * Gives money back on a paid or shipped order: reserved under the order's lock, made by the
   * payment driver, then recorded (restocking if asked); → refunded once nothing is left. The same
   * `requestKey` again answers the refund it made, or finishes it.
   */
  refund(orderId: string, request: RefundRequest, requestKey: string | null): Promise<OrderRow>;
  /** A second payment that went through for an order already paid: given back in full, once. */
  refundExtraPayment(orderId: string, intentId: string, amountCents: number): Promise<void>;
  /** The provider says `intentId`'s refunds now total `refundedCents`: records any it made without us. */
  reconcileRefunds(intentId: string, refundedCents: number): Promise<void>;
  /** The customer asks to send units of a shipped order back; a refund later closes it as refunded. */
  requestReturn(orderId: string, request: z.output<typeof returnRequestSchema>): Promise<OrderRow>;
  /** Staff decline a waiting return request with a note the customer sees. */
  declineReturn(orderId: string, decision: z.output<typeof returnDecisionSchema>): Promise<OrderRow>;
  /** unpaid → cancelled, or → paid if a payment went through; null when it was not unpaid. */
  cancel(order: OrderRow): Promise<CloseOutcome | null>;
  /** The customer's cancel: cancelled, or refused in the words the order's state calls for. */
  cancelUnpaid(order: OrderRow): Promise<void>;
  /** unpaid → expired, or → paid if a payment went through; null when it was not unpaid. */
  expire(order: OrderRow): Promise<CloseOutcome | null>;
  /** Expires every order whose hold ended by `now`; answers how many this call expired. */
  expireDue(now?: Date): Promise<number>;
}

export interface LifecycleDeps {
  db: Database;
  payments: PaymentDriver;
  events: EventBus;
  config: Config['orders'];
  /** Told after a change that queued emails committed, so they go out now rather than at the next poll. */
  emailsQueued?: () => void;
}

/** A refund as recorded: made now, and done unless said otherwise. */
const newRefund = (
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

/** A return request's outcome, stamped now. */
const decided = (request: StoredReturnRequest, status: 'refunded' | 'declined', note: string | null) => ({
  ...request,
  status,
  note,
  decidedAt: new Date().toISOString(),
});

/** Orders the sweep takes on per round; the next round takes the rest. */
const SWEEP_BATCH = 100;

export function createOrderLifecycle({
  db,
  payments,
  events,
  config,
  emailsQueued = () => {},
}: LifecycleDeps): OrderLifecycle {
  /**
   * After the commit (every change announced also queued an email): a lost announcement must not
   * turn a done change into an error.
   */
  const announce = async (type: OrderEventType, order: OrderRow, changedProducts: ProductRow[]) => {
    emailsQueued();
    try {
      // Published together, in this order: the bus may carry them in one message.
      await Promise.all([
        events.publish({ kind: 'order', type, order: orderOut(order), ownerUid: order.uid }),
        ...changedProducts.map((product) =>
          events.publish({ kind: 'product', type: 'updated', product: productOut(product) }),
        ),
      ]);
    } catch (error) {
      console.error(`could not announce order ${order.id} ${type}:`, error);
    }
  };

  const transition = async (orderId: string, step: Transition, set: Partial<OrderRow> = {}) => {
    const changed = await db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ ...set, state: step.to, [step.stamp]: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.state, step.from)))
        .returning();
      if (!order) return null;
      // The customer's count before the products: rows are locked in the order a placement locks them.
      if (step.from === 'unpaid' && order.uid) await releaseHold(tx, order);
      const restocked = step.returnsStock ? await returnStock(tx, order.lines) : [];
      await queueOrderEmail(tx, step.email, order);
      if (step.to === 'paid') await queueAdminEmails(tx, 'adminOrderPaid', order.id);
      // Last, after the catalogue's row: every writer takes the rows it shares in one order.
      await changeOrderCounts(tx, [
        { state: step.from, by: -1 },
        { state: step.to, by: 1 },
      ]);
      return { order, restocked };
    });
    if (!changed) return null;
    await announce(step.event, changed.order, changed.restocked);
    return changed.order;
  };

  const pay = (orderId: string, intentId: string) =>
    transition(orderId, TRANSITIONS.pay, { tnxId: intentId });
  const money = createPayments({ db, driver: payments, pay, refundExtraPayment, reconcileRefunds });

  /** Cancel and expiry alike: money that went through makes the order paid instead. */
  const close = async (order: OrderRow, step: Transition): Promise<CloseOutcome | null> => {
    const paidWith = await money.closeIntents(order);
    if (paidWith) {
      const paid = await money.settle(order.id, paidWith);
      return paid ? { state: 'paid', order: paid } : null;
    }
    const closed = await transition(order.id, step);
    // An intent opened while this ran must not stay payable either.
    if (closed) await money.closeIntents(order);
    return closed ? { state: step.to as 'cancelled' | 'expired', order: closed } : null;
  };

  /** The order, locked for the rest of the transaction. */
  const lockOrder = async (tx: Transaction, orderId: string) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return order ?? null;
  };

  /**
   * Writes the order's refunds (and what changes with them) on its locked row. Once every refund
   * is done and nothing paid is left, the order becomes refunded, and is counted so, last of the
   * rows its transaction takes (a caller restocks before calling this).
   */
  const saveRefunds = async (
    tx: Transaction,
    order: OrderRow,
    set: Pick<OrderRow, 'refunds'> & Partial<Pick<OrderRow, 'refundedCents' | 'returnRequest'>>,
  ): Promise<OrderRow> => {
    const refundedCents = set.refundedCents ?? order.refundedCents;
    const whole =
      order.state !== 'refunded' &&
      refundedCents === order.totalCents &&
      set.refunds.every((r) => r.status === 'done');
    const [updated] = await tx
      .update(orders)
      .set({ ...set, ...(whole && { state: 'refunded', refundedAt: new Date() }) })
      .where(eq(orders.id, order.id))
      .returning();
    if (whole) {
      await changeOrderCounts(tx, [
        { state: order.state, by: -1 },
        { state: 'refunded', by: 1 },
      ]);
    }
    return updated!;
  };

  /** Reserves the refund a request comes to (or finds the one this key already made). */
  const reserveRefund = (orderId: string, request: RefundRequest, requestKey: string | null) =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound();
      const earlier = requestKey ? order.refunds.find((r) => r.requestKey === requestKey) : undefined;
      if (earlier) return { order, refund: earlier };
      const plan = planRefund(order, request);
      const refund = newRefund({
        requestKey,
        amountCents: plan.amountCents,
        lines: plan.lines,
        restock: request.restock && plan.lines.length > 0,
        reason: request.reason,
        status: 'pending',
      });
      const reserved = await saveRefunds(tx, order, {
        refundedCents: order.refundedCents + refund.amountCents,
        refunds: [...order.refunds, refund],
      });
      return { order: reserved, refund };
    });

  /** The provider refused: the reservation goes, as if never asked. */
  const releaseRefund = (orderId: string, refundId: string) =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const refund = order?.refunds.find((r) => r.id === refundId && r.status === 'pending');
      if (!order || !refund) return;
      await tx
        .update(orders)
        .set({
          refundedCents: order.refundedCents - refund.amountCents,
          refunds: order.refunds.filter((r) => r.id !== refundId),
        })
        .where(eq(orders.id, orderId));
    });

  /** The provider made it: recorded, its units restocked if asked, and the order refunded when nothing is left. */
  const settleRefund = async (orderId: string, refundId: string, providerRefundId: string) => {
    const settled = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const refund = order?.refunds.find((r) => r.id === refundId);
      if (!order || !refund) throw notFound();
      if (refund.status === 'done') return { order, restocked: [] as ProductRow[], changed: false };
      const refunds = order.refunds.map((r) =>
        r.id === refundId ? { ...r, status: 'done' as const, providerRefundId } : r,
      );
      // A refund answers the customer's waiting return request.
      const returnRequest =
        order.returnRequest?.status === 'requested'
          ? decided(order.returnRequest, 'refunded', null)
          : order.returnRequest;
      const restocked = refund.restock ? await returnStock(tx, refund.lines) : [];
      const updated = await saveRefunds(tx, order, { refunds, returnRequest });
      await queueOrderEmail(tx, 'refunded', order, { refundId });
      return { order: updated, restocked, changed: true };
    });
    if (settled.changed) await announce('refunded', settled.order, settled.restocked);
    return settled.order;
  };

  async function refund(orderId: string, request: RefundRequest, requestKey: string | null) {
    const { order, refund: reserved } = await reserveRefund(orderId, request, requestKey);
    if (reserved.status === 'done') return order;
    let providerRefundId: string;
    try {
      ({ refundId: providerRefundId } = await payments.refund({
        intentId: order.tnxId!,
        amountCents: reserved.amountCents,
        key: reserved.id,
      }));
    } catch (error) {
      if (error instanceof RefundFailedError) {
        await releaseRefund(orderId, reserved.id);
        throw conflict(apiErrors.refundFailed(error.message));
      }
      // Unknown whether money moved: the reservation stays, and the same key finishes it.
      console.error(`refund ${reserved.id} of order ${orderId} unconfirmed:`, error);
      throw new HttpError(503, { message: apiErrors.refundUnconfirmed });
    }
    return settleRefund(orderId, reserved.id, providerRefundId);
  }

  async function refundExtraPayment(orderId: string, intentId: string, amountCents: number) {
    const { refundId } = await payments.refund({ intentId, amountCents, key: `extra-${intentId}` });
    await money.markRefunded(intentId);
    const recorded = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.refunds.some((r) => r.extraPaymentIntent === intentId)) return null;
      const extra = newRefund({
        amountCents,
        reason: apiErrors.secondPaymentRefunded,
        providerRefundId: refundId,
        extraPaymentIntent: intentId,
      });
      await queueOrderEmail(tx, 'refunded', order, { refundId: extra.id });
      return saveRefunds(tx, order, { refunds: [...order.refunds, extra] });
    });
    if (recorded) await announce('refunded', recorded, []);
  }

  async function reconcileRefunds(intentId: string, refundedCents: number) {
    const [paid] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tnxId, intentId), inArray(orders.state, ['paid', 'shipped'])));
    if (!paid) return;
    const order = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, paid.id);
      // Ours (pending ones included) are already counted: only what the provider made alone is new.
      const unseen = Math.min(refundedCents, locked?.totalCents ?? 0) - (locked?.refundedCents ?? 0);
      if (!locked || unseen <= 0) return null;
      const atProvider = newRefund({ amountCents: unseen, reason: apiErrors.refundedAtProvider });
      await queueOrderEmail(tx, 'refunded', locked, { refundId: atProvider.id });
      return saveRefunds(tx, locked, {
        refundedCents: locked.refundedCents + unseen,
        refunds: [...locked.refunds, atProvider],
      });
    });
    if (order) await announce('refunded', order, []);
  }

  async function requestReturn(orderId: string, request: z.output<typeof returnRequestSchema>) {
    const asked = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound();
      const returnRequest = planReturn(order, request, config.returnDays);
      const [updated] = await tx
        .update(orders)
        .set({ returnRequest })
        .where(eq(orders.id, orderId))
        .returning();
      await queueOrderEmail(tx, 'returnRequested', order);
      return updated!;
    });
    await announce('returnRequested', asked, []);
    return asked;
  }

  async function declineReturn(orderId: string, { note }: z.output<typeof returnDecisionSchema>) {
    const declined = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.state === 'cancelled') throw notFound();
      if (order.returnRequest?.status !== 'requested') throw conflict(apiErrors.noReturnRequested);
      const [updated] = await tx
        .update(orders)
        .set({ returnRequest: decided(order.returnRequest, 'declined', note) })
        .where(eq(orders.id, orderId))
        .returning();
      await queueOrderEmail(tx, 'returnDeclined', order);
      return updated!;
    });
    await announce('returnDeclined', declined, []);
    return declined;
  }

  return {
    requestReturn,
    declineReturn,
    async place(caller, request) {
      const placed = await placeOrder(db, caller, request, config);
      if (placed.outcome === 'placed') await announce('created', placed.order, placed.products);
      return placed;
    },
    pay,
    async ship(orderId, tracking) {
      const given = {
        carrier: tracking?.carrier || null,
        trackingNumber: tracking?.trackingNumber || null,
      };
      const shipped = await transition(orderId, TRANSITIONS.ship, given);
      if (shipped) return shipped;
      // Shipping twice is no conflict: the order is where it was asked to be, and a tracking
      // number given the second time (forgotten the first) is kept.
      const [order] = tracking?.trackingNumber
        ? await db
            .update(orders)
            .set(given)
            .where(and(eq(orders.id, orderId), eq(orders.state, 'shipped')))
            .returning()
        : await db.select().from(orders).where(eq(orders.id, orderId));
      if (order?.state === 'shipped') return order;
      throw await refusalNow(db, orderId, 'ship');
    },
    refund,
    refundExtraPayment,
    reconcileRefunds,
    cancel: (order) => close(order, TRANSITIONS.cancel),
    async cancelUnpaid(order) {
      if (order.state !== 'unpaid') throw stateRefusal('cancel', order.state);
      const outcome = await close(order, TRANSITIONS.cancel);
      // Paid (by a card that went through, or meanwhile), or expired: no longer cancellable.
      if (outcome?.state !== 'cancelled') throw await refusalNow(db, order.id, 'cancel');
    },
    expire: (order) => close(order, TRANSITIONS.expire),
    async expireDue(now = new Date()) {
      const due = await db
        .select()
        .from(orders)
        .where(and(eq(orders.state, 'unpaid'), lte(orders.holdUntil, now)))
        .orderBy(orders.holdUntil)
        .limit(SWEEP_BATCH);
      let expired = 0;
      for (const order of due) {
        const outcome = await close(order, TRANSITIONS.expire);
        if (outcome?.state === 'expired') expired += 1;
      }
      return expired;
    },
  };
}
