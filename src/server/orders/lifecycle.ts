/**
 * The one place an order's state changes (docs/orders.md, States). Which moves an order may take is
 * the shared lifecycle's data (../../shared/orderLifecycle.ts), whose conditions it applies in SQL
 * (./lifecycleSql.ts); what each move does here is data too: the time it stamps, whether the lines
 * go back on the shelf and what the customer is emailed. A move is one conditional update inside a
 * transaction (of any number of racing requests, on any number of instances, exactly one wins),
 * which also writes the order's history row (./orderHistory.ts) and keeps what the customer holds
 * unpaid and the per-state counts; it is announced once, after it committed. Cancel and expiry
 * (./unpaidOrders.ts), the refund workflow (./refundWorkflow.ts) and payments
 * (./orderPayments.ts) move orders through here.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { OrderEventType, OrderState } from '../../shared/entities';
import { nextMoves, ORDER_TRANSITIONS, SHIPPING_MOVES, type OrderMove } from '../../shared/orderLifecycle';
import type { Caller } from '../auth/guard';
import type { Config } from '../config';
import { cteNamed, type NamedPiece } from '../db/cte';
import { rowFrom, statementsByShape, type Database } from '../db/database';
import { orders, type OrderRow, type ProductRow, type StoredCodPart } from '../db/schema';
import { lockOrder } from './lockedOrder';
import { codOwedCents } from './paidMoney';
import { issueInvoice } from '../invoices/issue';
import { intentSucceeded } from '../payments/intents';
import { cancelCharge, invoiceCharge, lockChargedAccount } from '../credit/accountLedger';
import { queueMovedOrderEmails } from '../mail/outbox';
import type { Announce } from './announce';
import { conditionSql, lifecycleOrderOf, mayMoveSql } from './lifecycleSql';
import { changeOrderCounts, orderTransaction, type OrderTransaction } from './orderCounts';
import { recordMoveSql, recordOrderEvent, type OrderActor } from './orderHistory';
import { placeOrder, type Placement, type PlacementRequest } from './placement';
import { codErrors } from '../../shared/strings/codMessages';
import { conflict, notFound } from '../http/errors';
import { refusalNow } from './refusals';
import { returnStock, type RestockReason } from './restock';
import { releaseHold } from './unpaidHolds';

/** What a move does on the server besides changing the state. */
interface MoveEffects {
  event: OrderEventType;
  stamp: 'paidAt' | 'shippedAt' | 'cancelledAt' | 'expiredAt' | 'refundedAt' | 'codConfirmedAt';
  /** Every line's quantity goes back on the shelf, with this reason in the ledger. */
  restock: Extract<RestockReason, 'order_cancelled' | 'order_expired' | 'cod_undelivered'> | null;
  /** What the customer is emailed (a paid order is also news for every admin); null: nothing more. */
  email: 'paymentReceived' | 'shipped' | 'cancelled' | 'expired' | null;
  /** The money came in, or the order on account ships: the order gets its invoice (../invoices/issue.ts). */
  invoice: boolean;
  /** What the move does to the order's charge on the customer's account, if it has one (../credit/accountLedger.ts). */
  charge?: 'invoice' | 'release';
}

const EFFECTS = {
  pay: { event: 'paid', stamp: 'paidAt', restock: null, email: 'paymentReceived', invoice: true },
  ship: { event: 'shipped', stamp: 'shippedAt', restock: null, email: 'shipped', invoice: false },
  cancel: {
    event: 'cancelled',
    stamp: 'cancelledAt',
    restock: 'order_cancelled',
    email: 'cancelled',
    invoice: false,
    charge: 'release',
  },
  expire: {
    event: 'expired',
    stamp: 'expiredAt',
    restock: 'order_expired',
    email: 'expired',
    invoice: false,
  },
  // Each refund (or counter return) restocks what it says and mails its own email.
  refund: { event: 'refunded', stamp: 'refundedAt', restock: null, email: null, invoice: false },
  returnSale: { event: 'refunded', stamp: 'refundedAt', restock: null, email: null, invoice: false },
  confirmCod: { event: 'codConfirmed', stamp: 'codConfirmedAt', restock: null, email: null, invoice: false },
  shipCod: { event: 'shipped', stamp: 'shippedAt', restock: null, email: 'shipped', invoice: false },
  // The cash came in: the order is paid then.
  collectCod: {
    event: 'codCollected',
    stamp: 'paidAt',
    restock: null,
    email: 'paymentReceived',
    invoice: true,
  },
  undeliveredCod: {
    event: 'cancelled',
    stamp: 'cancelledAt',
    restock: 'cod_undelivered',
    email: 'cancelled',
    invoice: false,
  },
  shipAccount: {
    event: 'shipped',
    stamp: 'shippedAt',
    restock: null,
    email: 'shipped',
    invoice: true,
    charge: 'invoice',
  },
} as const satisfies Record<OrderMove, MoveEffects>;

/** Who makes a move, and what else it records on the order and in its history. */
export interface MoveRequest {
  by: OrderActor | null;
  set?: Partial<OrderRow>;
  note?: string | null;
  /** Another table's change that stands or falls with the move, as that table's writer words it. */
  alongside?: NamedPiece;
}

export type CodStep = Extract<OrderMove, 'confirmCod' | 'collectCod' | 'undeliveredCod'>;

export interface OrderLifecycle {
  /** Takes every line's stock and creates the unpaid order, or takes nothing and says why. */
  place(caller: Caller, request: PlacementRequest): Promise<Placement>;
  /**
   * unpaid → paid with a verified intent id, the intent marked succeeded in the same statement
   * (whether or not the order was still unpaid); null when the order was not unpaid any more.
   */
  pay(orderId: string, intentId: string, by: OrderActor | null): Promise<OrderRow | null>;
  /**
   * paid (or cash on delivery confirmed) → shipped, with what staff gave of carrier and tracking
   * (already shipped: those updated).
   */
  ship(
    orderId: string,
    tracking: { carrier: string; trackingNumber: string } | undefined,
    by: OrderActor,
  ): Promise<OrderRow>;
  /**
   * unpaid → cancelled or expired, its stock back; null when it was not unpaid any more. The caller
   * (./unpaidOrders.ts) has made sure no payment went through.
   */
  close(orderId: string, how: 'cancel' | 'expire', by: OrderActor | null): Promise<OrderRow | null>;
  /** The order, locked by the caller's transaction and with nothing paid left, becomes refunded. */
  markRefunded(tx: OrderTransaction, order: OrderRow, by: OrderActor | null): Promise<OrderRow>;
  /**
   * A staff step of a cash-on-delivery order (./codOrders.ts); null when the order was not where
   * the step starts. `set` carries what the step records (the cash collected).
   */
  cod(orderId: string, step: CodStep, request: MoveRequest & { by: OrderActor }): Promise<OrderRow | null>;
  /**
   * More cash of a part-collected COD order (./codOrders.ts), added to its collection and written in
   * its history as another `collectCod`, its state kept; its invoice was issued with the first part.
   * `check` judges the order, locked, as it then stands: it throws to refuse.
   */
  collectCodPart(
    orderId: string,
    part: StoredCodPart,
    check: (order: OrderRow) => void,
    by: OrderActor,
  ): Promise<OrderRow>;
}

export interface LifecycleDeps {
  db: Database;
  config: Config['orders'] & Config['stock'] & Pick<Config, 'cod' | 'tax'>;
  announce: Announce;
}

/** The order a move's statement moved, as its other pieces read it. */
const movedOrder = cteNamed<typeof orders>('moved');

/**
 * What a move's statement is made of, besides its values: the move, the state it leaves, the
 * order's fields the caller sets (those set to null are written so) and the piece alongside.
 */
interface MoveShape {
  name: OrderMove;
  from: OrderState;
  set: { key: keyof OrderRow; isNull: boolean }[];
  alongside: NamedPiece | undefined;
}

/**
 * One statement: the conditional update, its history row, the customer's hold released (before
 * the stock, in the lock order of every order write: ./orderCounts.ts), the emails queued and what
 * the caller's change `alongside` writes. Its values are the placeholders `orderId`, `at`, `byUid`,
 * `byEmail`, `note`, `set_<field>` and the piece's own.
 */
const runMove = statementsByShape<MoveShape>(
  ({ name, from, set, alongside }) =>
    [name, from, set.map(({ key, isNull }) => (isNull ? `${key}=null` : key)).join(), alongside?.name].join(
      ':',
    ),
  ({ name, from, set, alongside }, db) => {
    const step = ORDER_TRANSITIONS[name];
    const effects: MoveEffects = EFFECTS[name];
    const at = sql`${sql.placeholder('at')}::timestamptz`;
    const emails = queueMovedOrderEmails(movedOrder, {
      customer: effects.email,
      admins: step.to === 'paid' ? 'adminOrderPaid' : null,
    });
    const by = { uid: sql.placeholder('byUid'), email: sql.placeholder('byEmail') };
    const pieces = [
      sql`history as (${recordMoveSql(movedOrder, { from, to: step.to, event: name, by, at, note: sql.placeholder('note') })})`,
      ...(from === 'unpaid' && step.to !== 'unpaid' ? [sql`released as (${releaseHold(movedOrder)})`] : []),
      ...(emails ? [sql`emailed as (${emails})`] : []),
      ...(alongside ? [sql`alongside as (${alongside.sql})`] : []),
    ];
    const fields = Object.fromEntries(
      set.map(({ key, isNull }) => [key, isNull ? null : sql.placeholder(`set_${key}`)]),
    );
    const update = db
      .update(orders)
      .set({ ...fields, state: step.to, [effects.stamp]: at })
      .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.state, from), conditionSql(step.only)));
    // `returning *`, read by its column names (rowFrom): drizzle's `returning()` lists all 51 columns.
    return sql`with ${movedOrder} as (${update.getSQL()} returning *), ${sql.join(pieces, sql`, `)}
      select row_to_json(${movedOrder}) as moved from ${movedOrder}`;
  },
);

export function createOrderLifecycle({ db, config, announce }: LifecycleDeps): OrderLifecycle {
  /** Moves the order along `name` from the state the caller expects it in, in `tx`; null if it is not. */
  const move = async (
    tx: OrderTransaction,
    expected: Pick<OrderRow, 'id' | 'state'>,
    name: OrderMove,
    { by, set = {}, note, alongside }: MoveRequest,
  ): Promise<{ order: OrderRow; restocked: ProductRow[] } | null> => {
    const step = ORDER_TRANSITIONS[name];
    const effects: MoveEffects = EFFECTS[name];
    if (!(step.from as readonly OrderState[]).includes(expected.state)) return null;
    if (effects.charge === 'invoice') await lockChargedAccount(tx, expected.id);
    const setFields = (Object.keys(set) as (keyof OrderRow)[]).filter((key) => set[key] !== undefined);
    const values: Record<string, unknown> = {
      ...alongside?.values,
      orderId: expected.id,
      at: new Date().toISOString(),
      byUid: by?.uid ?? null,
      byEmail: by?.email ?? null,
      note: note ?? null,
    };
    for (const key of setFields) values[`set_${key}`] = set[key];
    const [row] = await runMove<{ moved: Record<string, unknown> }>(
      tx,
      {
        name,
        from: expected.state,
        set: setFields.map((key) => ({ key, isNull: set[key] === null })),
        alongside,
      },
      values,
    );
    if (!row) return null;
    const order = rowFrom(orders, row.moved);
    changeOrderCounts(tx, [
      { state: expected.state, by: -1 },
      { state: step.to, by: 1 },
    ]);
    const restocked = effects.restock
      ? await returnStock(tx, order, order.lines, effects.restock, config.lowStockDefault)
      : [];
    if (effects.charge === 'release') await cancelCharge(tx, order.id);
    // Due the customer's terms from the day it ships; then its invoice, below.
    if (effects.charge === 'invoice') await invoiceCharge(tx, order.id, config.tax.timeZone);
    // After every other write but the counts, which orderTransaction writes as it commits.
    if (effects.invoice) {
      const rounding = order.codCollection?.roundingCents ?? 0;
      return { order: await issueInvoice(tx, order, config.tax, rounding), restocked };
    }
    return { order, restocked };
  };

  /** A move that leaves one state, in a transaction of its own, announced once committed. */
  const transition = async (orderId: string, name: OrderMove, request: MoveRequest) => {
    const expected = { id: orderId, state: ORDER_TRANSITIONS[name].from[0] };
    const moved = await orderTransaction(db, (tx) => move(tx, expected, name, request));
    if (!moved) return null;
    await announce(EFFECTS[name].event, moved.order, moved.restocked);
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

    pay: (orderId, intentId, by) =>
      transition(orderId, 'pay', { by, set: { tnxId: intentId }, alongside: intentSucceeded(intentId) }),

    async ship(orderId, tracking, by) {
      const given = {
        carrier: tracking?.carrier || null,
        trackingNumber: tracking?.trackingNumber || null,
      };
      for (const name of SHIPPING_MOVES) {
        const shipped = await transition(orderId, name, { by, set: given });
        if (shipped) return shipped;
      }
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
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), mayMoveSql('confirmCod')));
      if (waiting) throw conflict(codErrors.confirmFirst);
      throw await refusalNow(db, orderId, 'ship');
    },

    close: (orderId, how, by) => transition(orderId, how, { by }),

    cod: (orderId, step, request) => transition(orderId, step, request),

    async collectCodPart(orderId, part, check, by) {
      const collected = await orderTransaction(db, async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) return null;
        check(order);
        const before = order.codCollection!;
        const codCollection = {
          ...before,
          amountCents: before.amountCents + part.amountCents,
          partial: codOwedCents(order) > part.amountCents,
          later: [...(before.later ?? []), part],
        };
        const [updated] = await tx
          .update(orders)
          .set({ codCollection })
          .where(eq(orders.id, orderId))
          .returning();
        await recordOrderEvent(tx, {
          orderId,
          from: order.state,
          to: order.state,
          event: 'collectCod',
          by,
          at: new Date(part.at),
          note: part.note || null,
        });
        return updated!;
      });
      if (!collected) throw notFound();
      await announce(EFFECTS.collectCod.event, collected);
      return collected;
    },

    async markRefunded(tx, order, by) {
      const refund = nextMoves(lifecycleOrderOf(order)).find(
        (name) => ORDER_TRANSITIONS[name].to === 'refunded',
      );
      const moved = refund && (await move(tx, order, refund, { by }));
      if (!moved) throw new Error(`order ${order.id} cannot be refunded from ${order.state}`);
      return moved.order;
    },
  };
}
