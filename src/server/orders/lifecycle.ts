/**
 * The one place an order's state changes (docs/orders.md, States). The moves are data: each
 * transition says which states it leaves, the state it reaches, the time it stamps, whether the
 * lines go back on the shelf and what the customer is emailed. A move is one conditional update
 * inside a transaction (of any number of racing requests, on any number of instances, exactly one
 * wins), which also keeps what the customer holds unpaid and the per-state counts; it is announced
 * once, after it committed. Cancel and expiry (./unpaidOrders.ts), the refund workflow
 * (./refundWorkflow.ts) and payments (../payments/payments.ts) move orders through here.
 */
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { OrderEventType, OrderState } from '../../shared/entities';
import type { Caller } from '../auth/guard';
import type { Config } from '../config';
import type { Database, Transaction } from '../db/database';
import { orders, type OrderRow, type ProductRow } from '../db/schema';
import { queueAdminEmails, queueOrderEmail } from '../mail/outbox';
import type { Announce } from './announce';
import { changeOrderCounts } from './orderCounts';
import { placeOrder, type Placement, type PlacementRequest } from './placement';
import { codErrors } from '../../shared/strings/codMessages';
import { conflict } from '../http/errors';
import { refusalNow } from './refusals';
import { returnStock, type RestockReason } from './stock';
import { releaseHold } from './unpaidHolds';

interface Transition {
  from: readonly [OrderState, ...OrderState[]];
  to: OrderState;
  /** What else the order must be, beyond its state: how it is paid, and how far a COD order got. */
  only: keyof typeof CONDITIONS | null;
  event: OrderEventType;
  stamp: 'paidAt' | 'shippedAt' | 'cancelledAt' | 'expiredAt' | 'refundedAt' | 'codConfirmedAt';
  /** Every line's quantity goes back on the shelf, with this reason in the ledger. */
  restock: Extract<RestockReason, 'order_cancelled' | 'order_expired' | 'cod_undelivered'> | null;
  /** What the customer is emailed (a paid order is also news for every admin); null: nothing more. */
  email: 'paymentReceived' | 'shipped' | 'cancelled' | 'expired' | null;
}

const CONDITIONS = {
  card: eq(orders.paymentMethod, 'card'),
  codUnconfirmed: and(eq(orders.paymentMethod, 'cod'), isNull(orders.codConfirmedAt)),
  codConfirmed: and(eq(orders.paymentMethod, 'cod'), isNotNull(orders.codConfirmedAt)),
  codUncollected: and(eq(orders.paymentMethod, 'cod'), isNull(orders.codCollection)),
} satisfies Record<string, SQL | undefined>;

const TRANSITIONS = {
  pay: {
    from: ['unpaid'],
    to: 'paid',
    only: 'card',
    event: 'paid',
    stamp: 'paidAt',
    restock: null,
    email: 'paymentReceived',
  },
  ship: {
    from: ['paid'],
    to: 'shipped',
    only: null,
    event: 'shipped',
    stamp: 'shippedAt',
    restock: null,
    email: 'shipped',
  },
  cancel: {
    from: ['unpaid'],
    to: 'cancelled',
    only: null,
    event: 'cancelled',
    stamp: 'cancelledAt',
    restock: 'order_cancelled',
    email: 'cancelled',
  },
  // Cash on delivery never expires: it holds its stock until shipped or cancelled.
  expire: {
    from: ['unpaid'],
    to: 'expired',
    only: 'card',
    event: 'expired',
    stamp: 'expiredAt',
    restock: 'order_expired',
    email: 'expired',
  },
  // Once nothing paid is left. Each refund restocks what it says and mails its own email. A counter
  // sale is born collected (../counter/counterSales.ts): paid and handed over, never shipped.
  refund: {
    from: ['paid', 'shipped', 'collected'],
    to: 'refunded',
    only: null,
    event: 'refunded',
    stamp: 'refundedAt',
    restock: null,
    email: null,
  },
  // Cash on delivery (docs/orders.md): confirmed with the customer, shipped unpaid, then paid when
  // the courier hands over the cash, or cancelled when the parcel comes back.
  confirmCod: {
    from: ['unpaid'],
    to: 'unpaid',
    only: 'codUnconfirmed',
    event: 'codConfirmed',
    stamp: 'codConfirmedAt',
    restock: null,
    email: null,
  },
  shipCod: {
    from: ['unpaid'],
    to: 'shipped',
    only: 'codConfirmed',
    event: 'shipped',
    stamp: 'shippedAt',
    restock: null,
    email: 'shipped',
  },
  collectCod: {
    from: ['shipped'],
    to: 'shipped',
    only: 'codUncollected',
    event: 'codCollected',
    stamp: 'paidAt',
    restock: null,
    email: 'paymentReceived',
  },
  undeliveredCod: {
    from: ['shipped'],
    to: 'cancelled',
    only: 'codUncollected',
    event: 'cancelled',
    stamp: 'cancelledAt',
    restock: 'cod_undelivered',
    email: 'cancelled',
  },
} as const satisfies Record<string, Transition>;

export type CodStep = 'confirmCod' | 'collectCod' | 'undeliveredCod';

export interface OrderLifecycle {
  /** Takes every line's stock and creates the unpaid order, or takes nothing and says why. */
  place(caller: Caller, request: PlacementRequest): Promise<Placement>;
  /** unpaid → paid with a verified intent id; null when the order was not unpaid any more. */
  pay(orderId: string, intentId: string): Promise<OrderRow | null>;
  /** paid → shipped with what staff gave of carrier and tracking (already shipped: those updated). */
  ship(orderId: string, tracking?: { carrier: string; trackingNumber: string }): Promise<OrderRow>;
  /**
   * unpaid → cancelled or expired, its stock back; null when it was not unpaid any more. The caller
   * (./unpaidOrders.ts) has made sure no payment went through.
   */
  close(orderId: string, how: 'cancel' | 'expire'): Promise<OrderRow | null>;
  /** The order, locked by the caller's transaction and with nothing paid left, becomes refunded. */
  markRefunded(tx: Transaction, order: OrderRow): Promise<OrderRow>;
  /**
   * A staff step of a cash-on-delivery order (./codOrders.ts); null when the order was not where
   * the step starts. `set` carries what the step records (the cash collected).
   */
  cod(orderId: string, step: CodStep, set?: Partial<OrderRow>): Promise<OrderRow | null>;
}

export interface LifecycleDeps {
  db: Database;
  config: Config['orders'] & Config['stock'] & Pick<Config, 'cod'>;
  announce: Announce;
}

export function createOrderLifecycle({ db, config, announce }: LifecycleDeps): OrderLifecycle {
  /** Moves the order along `step` from the state the caller expects it in, in `tx`; null if it is not. */
  const move = async (
    tx: Transaction,
    expected: Pick<OrderRow, 'id' | 'state'>,
    step: Transition,
    set: Partial<OrderRow> = {},
  ): Promise<{ order: OrderRow; restocked: ProductRow[] } | null> => {
    if (!step.from.includes(expected.state)) return null;
    const [order] = await tx
      .update(orders)
      .set({ ...set, state: step.to, [step.stamp]: new Date() })
      .where(
        and(
          eq(orders.id, expected.id),
          eq(orders.state, expected.state),
          step.only ? CONDITIONS[step.only] : undefined,
        ),
      )
      .returning();
    if (!order) return null;
    // The customer's count before the products: rows are locked in the order a placement locks them.
    if (expected.state === 'unpaid' && step.to !== 'unpaid' && order.uid) await releaseHold(tx, order);
    const restocked = step.restock
      ? await returnStock(tx, order, order.lines, step.restock, config.lowStockDefault)
      : [];
    if (step.email) await queueOrderEmail(tx, step.email, order);
    if (step.to === 'paid') await queueAdminEmails(tx, 'adminOrderPaid', order.id);
    // Last, after the catalogue's row: every writer takes the rows it shares in one order.
    if (step.to !== expected.state) {
      await changeOrderCounts(tx, [
        { state: expected.state, by: -1 },
        { state: step.to, by: 1 },
      ]);
    }
    return { order, restocked };
  };

  /** A move that leaves one state, in a transaction of its own, announced once committed. */
  const transition = async (orderId: string, step: Transition, set?: Partial<OrderRow>) => {
    const moved = await db.transaction((tx) => move(tx, { id: orderId, state: step.from[0] }, step, set));
    if (!moved) return null;
    await announce(step.event, moved.order, moved.restocked);
    return moved.order;
  };

  return {
    async place(caller, request) {
      const placed = await placeOrder(db, caller, request, config);
      if (placed.outcome === 'placed') {
        await announce('created', placed.order, placed.products, placed.becameLow, placed.variants);
      }
      return placed;
    },

    pay: (orderId, intentId) => transition(orderId, TRANSITIONS.pay, { tnxId: intentId }),

    async ship(orderId, tracking) {
      const given = {
        carrier: tracking?.carrier || null,
        trackingNumber: tracking?.trackingNumber || null,
      };
      const shipped =
        (await transition(orderId, TRANSITIONS.ship, given)) ??
        (await transition(orderId, TRANSITIONS.shipCod, given));
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
      const [waiting] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.state, 'unpaid'), CONDITIONS.codUnconfirmed));
      if (waiting) throw conflict(codErrors.confirmFirst);
      throw await refusalNow(db, orderId, 'ship');
    },

    close: (orderId, how) => transition(orderId, TRANSITIONS[how]),

    cod: (orderId, step, set) => transition(orderId, TRANSITIONS[step], set),

    async markRefunded(tx, order) {
      const moved = await move(tx, order, TRANSITIONS.refund);
      if (!moved) throw new Error(`order ${order.id} cannot be refunded from ${order.state}`);
      return moved.order;
    },
  };
}
