/**
 * What may happen next to an order, as the shared lifecycle answers it (src/shared/orderLifecycle.ts)
 * for screens and rules alike: every state, each way an order in it can stand.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from '../../src/shared/entities';
import {
  mayMove,
  nextMoves,
  nextStates,
  ORDER_MOVES,
  readyToShip,
  type LifecycleOrder,
  type OrderMove,
} from '../../src/shared/orderLifecycle';
import type { OrderState } from '../../src/shared/orderStates';

const card = (state: OrderState): LifecycleOrder => ({ state, paymentMethod: 'card', cod: null });
const cod = (state: OrderState, confirmed: boolean, collected: boolean): LifecycleOrder => ({
  state,
  paymentMethod: 'cod',
  cod: {
    confirmedAt: confirmed ? '2026-11-20T10:00:00.000Z' : null,
    collected: collected ? { amount: 12, reference: 'RX-1' } : null,
  },
});

const cases: [string, LifecycleOrder, OrderMove[], OrderState[], boolean][] = [
  [
    'a card order unpaid',
    card('unpaid'),
    ['pay', 'cancel', 'expire'],
    ['paid', 'cancelled', 'expired'],
    false,
  ],
  ['a COD order to confirm', cod('unpaid', false, false), ['cancel', 'confirmCod'], ['cancelled'], false],
  [
    'a COD order confirmed',
    cod('unpaid', true, false),
    ['cancel', 'shipCod'],
    ['cancelled', 'shipped'],
    true,
  ],
  ['a card order paid', card('paid'), ['ship', 'refund'], ['shipped', 'refunded'], true],
  ['a card order shipped', card('shipped'), ['refund'], ['refunded'], false],
  [
    'a COD order shipped, its cash due',
    cod('shipped', true, false),
    ['collectCod', 'undeliveredCod'],
    ['cancelled'],
    false,
  ],
  [
    'an order on account, to ship',
    { state: 'unpaid', paymentMethod: 'account', cod: null },
    ['cancel', 'shipAccount'],
    ['cancelled', 'shipped'],
    true,
  ],
  [
    'an order on account, shipped and invoiced',
    { state: 'shipped', paymentMethod: 'account', cod: null },
    ['refund'],
    ['refunded'],
    false,
  ],
  ['a COD order shipped, its cash collected', cod('shipped', true, true), ['refund'], ['refunded'], false],
  [
    'a counter sale',
    { state: 'collected', paymentMethod: 'cash_and_card', cod: null },
    ['returnSale'],
    ['refunded'],
    false,
  ],
  ['a card order cancelled', card('cancelled'), [], [], false],
  ['a COD order back undelivered', cod('cancelled', true, false), [], [], false],
  ['a card order expired', card('expired'), [], [], false],
  ['a card order refunded', card('refunded'), [], [], false],
  ['a counter sale returned', { state: 'refunded', paymentMethod: 'cash', cod: null }, [], [], false],
];

describe('nextStates', () => {
  it.each(cases)('%s', (_, order, moves, states, ready) => {
    expect(nextMoves(order)).toEqual(moves);
    expect(nextStates(order)).toEqual(states);
    expect(readyToShip(order)).toBe(ready);
    for (const move of ORDER_MOVES) expect(mayMove(order, move)).toBe(moves.includes(move));
  });

  it('covers every state and every move', () => {
    expect(new Set(cases.map(([, order]) => order.state))).toEqual(new Set(ORDER_STATES));
    expect(new Set(cases.flatMap(([, , moves]) => moves))).toEqual(new Set(ORDER_MOVES));
  });
});
