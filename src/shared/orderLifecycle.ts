/**
 * How an order may move between its states, as data both sides read (the model is Vendure's order
 * state machine). Each move leaves some states for one, on a condition written over the order's
 * fields; the server applies a move as one conditional update whose SQL it derives from this same
 * table (server/orders/lifecycleSql.ts). Screens and rules ask `mayMove`, `nextMoves` or
 * `nextStates` rather than comparing states.
 */
import type { OrderPaymentMethod, OrderState, PaymentMethod } from './orderStates';

/** What a move asks of an order beyond its state; a field left out may be anything. */
export interface MoveCondition {
  paymentMethod?: PaymentMethod;
  /** Cash on delivery that staff have confirmed with the customer. */
  codConfirmed?: boolean;
  /** Cash on delivery whose cash the courier has not paid over yet. */
  cashDue?: boolean;
}

export interface OrderTransition {
  from: readonly [OrderState, ...OrderState[]];
  to: OrderState;
  only: MoveCondition;
}

export const ORDER_TRANSITIONS = {
  pay: { from: ['unpaid'], to: 'paid', only: { paymentMethod: 'card' } },
  ship: { from: ['paid'], to: 'shipped', only: {} },
  cancel: { from: ['unpaid'], to: 'cancelled', only: {} },
  // Cash on delivery never expires: it holds its stock until shipped or cancelled.
  expire: { from: ['unpaid'], to: 'expired', only: { paymentMethod: 'card' } },
  // Once nothing paid is left; a COD order has nothing to give back before its cash comes in.
  refund: { from: ['paid', 'shipped'], to: 'refunded', only: { cashDue: false } },
  // A counter sale (born collected: paid and handed over) once its returns gave everything back.
  returnSale: { from: ['collected'], to: 'refunded', only: {} },
  // Cash on delivery: confirmed with the customer, shipped unpaid, then paid when the courier hands
  // over the cash, or cancelled when the parcel comes back.
  confirmCod: { from: ['unpaid'], to: 'unpaid', only: { paymentMethod: 'cod', codConfirmed: false } },
  shipCod: { from: ['unpaid'], to: 'shipped', only: { paymentMethod: 'cod', codConfirmed: true } },
  collectCod: { from: ['shipped'], to: 'shipped', only: { cashDue: true } },
  undeliveredCod: { from: ['shipped'], to: 'cancelled', only: { cashDue: true } },
  // On account (docs/credit.md): shipped unpaid, invoiced as it ships, paid later on the account;
  // cancelled before it ships by `cancel`, which frees its credit.
  shipAccount: { from: ['unpaid'], to: 'shipped', only: { paymentMethod: 'account' } },
} as const satisfies Record<string, OrderTransition>;

export type OrderMove = keyof typeof ORDER_TRANSITIONS;
export const ORDER_MOVES = Object.keys(ORDER_TRANSITIONS) as OrderMove[];

/** How an order comes to be: placed on the web, or sold at the counter. */
export const ORDER_CREATIONS = ['place', 'sell'] as const;
/** Why a row of an order's history was written: how the order was made, or the move it took. */
export const ORDER_HISTORY_EVENTS = [...ORDER_CREATIONS, ...ORDER_MOVES] as const;
export type OrderHistoryEvent = (typeof ORDER_CREATIONS)[number] | OrderMove;

/** The moves that send an order to its customer. */
export const SHIPPING_MOVES = ['ship', 'shipCod', 'shipAccount'] as const satisfies readonly OrderMove[];

/** What the lifecycle reads of an order: the API's fields, which the server reads off its row. */
export interface LifecycleOrder {
  state: OrderState;
  paymentMethod: OrderPaymentMethod;
  /** Cash on delivery only: when staff confirmed it, and the cash collected. */
  cod: { confirmedAt: string | Date | null; collected: object | null } | null;
}

/** Each condition's field, read off an order. */
const FACTS = {
  paymentMethod: (order) => order.paymentMethod,
  codConfirmed: (order) => (order.cod?.confirmedAt ?? null) !== null,
  cashDue: (order) => order.cod !== null && order.cod.collected === null,
} satisfies { [F in keyof MoveCondition]-?: (order: LifecycleOrder) => unknown };

const meets = (order: LifecycleOrder, only: MoveCondition): boolean =>
  (Object.keys(only) as (keyof MoveCondition)[]).every((field) => FACTS[field](order) === only[field]);

/** Whether the order may take `move` as it stands. */
export function mayMove(order: LifecycleOrder, move: OrderMove): boolean {
  const { from, only } = ORDER_TRANSITIONS[move];
  return (from as readonly OrderState[]).includes(order.state) && meets(order, only);
}

/** Every move the order may take as it stands. */
export const nextMoves = (order: LifecycleOrder): OrderMove[] =>
  ORDER_MOVES.filter((move) => mayMove(order, move));

/**
 * The states the order may reach by one move, other than the one it is in (a COD order's
 * confirmation and collection keep its state: they are among `nextMoves`).
 */
export const nextStates = (order: LifecycleOrder): OrderState[] => [
  ...new Set(
    nextMoves(order)
      .map((move) => ORDER_TRANSITIONS[move].to)
      .filter((state) => state !== order.state),
  ),
];

/** Ready to ship: staff may send it now — paid by card, cash on delivery confirmed, or on account. */
export const readyToShip = (order: LifecycleOrder): boolean =>
  SHIPPING_MOVES.some((move) => mayMove(order, move));
