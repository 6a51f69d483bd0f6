/**
 * The lifecycle's rules said in SQL over the orders table, derived from the data the shared module
 * judges an order by in TypeScript (../../shared/orderLifecycle.ts): a move's conditional update,
 * the orders a list finds ready to ship and the buttons a screen offers all read one table.
 * tests/server/lifecycleForms.test.ts checks both forms agree on the same orders.
 */
import { and, eq, inArray, isNotNull, isNull, not, type SQL } from 'drizzle-orm';
import {
  ORDER_TRANSITIONS,
  SHIPPING_MOVES,
  type LifecycleOrder,
  type MoveCondition,
  type OrderMove,
} from '../../shared/orderLifecycle';
import { orders, type OrderRow } from '../db/schema';

const cashDue = and(eq(orders.paymentMethod, 'cod'), isNull(orders.codCollection))!;

/** Each condition's field, said over the orders table. */
const FIELDS_SQL: { [F in keyof MoveCondition]-?: (wanted: NonNullable<MoveCondition[F]>) => SQL } = {
  paymentMethod: (method) => eq(orders.paymentMethod, method),
  codConfirmed: (confirmed) => (confirmed ? isNotNull(orders.codConfirmedAt) : isNull(orders.codConfirmedAt)),
  cashDue: (due) => (due ? cashDue : not(cashDue)),
};

/** What `only` asks of an order, in SQL; undefined when it asks nothing. */
export function conditionSql(only: MoveCondition): SQL | undefined {
  const clauses = (Object.keys(only) as (keyof MoveCondition)[]).map((field) =>
    (FIELDS_SQL[field] as (wanted: unknown) => SQL)(only[field]),
  );
  return and(...clauses);
}

/** The orders `move` may take as they stand: in a state it leaves, meeting its condition. */
export function mayMoveSql(move: OrderMove): SQL {
  const { from, only } = ORDER_TRANSITIONS[move];
  const inState = from.length === 1 ? eq(orders.state, from[0]) : inArray(orders.state, [...from]);
  return and(inState, conditionSql(only))!;
}

/**
 * Ready to ship, in SQL: the orders a move that ships may take, a condition per move, so that each
 * can be asked where it is answered fastest (../fulfilment/ordersToShip.ts).
 */
export const readyToShipSql = {
  ship: mayMoveSql('ship'),
  shipCod: mayMoveSql('shipCod'),
  shipAccount: mayMoveSql('shipAccount'),
} satisfies Record<(typeof SHIPPING_MOVES)[number], SQL>;

/** The order as the lifecycle's TypeScript form reads it. */
export const lifecycleOrderOf = (
  row: Pick<OrderRow, 'state' | 'paymentMethod' | 'codConfirmedAt' | 'codCollection'>,
): LifecycleOrder => ({
  state: row.state,
  paymentMethod: row.paymentMethod,
  cod: row.paymentMethod === 'cod' ? { confirmedAt: row.codConfirmedAt, collected: row.codCollection } : null,
});
