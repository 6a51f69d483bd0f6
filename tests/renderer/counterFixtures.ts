/** The counter's renderer fixtures: a cashier at Counter 1's open session, and tools as the lookup answers them. */
import type { CounterItem, RegisterReport } from '@shared/counterSchemas';
import type { User } from '@shared/entities';
import { customerRecord } from './fixtures';
import { scriptedApi, type SentCall } from './render';

import { REGISTER_KEY } from '../../src/renderer/src/pages/dashboard/counter/CounterPage';

export const cashier: User = customerRecord({
  _id: 'c1',
  email: 'till@toolshop.test',
  name: 'Till One',
  role: 'cashier',
});

const person = { uid: 'c1', email: 'till@toolshop.test' };
export const session: RegisterReport = {
  _id: 'sess1',
  number: 7,
  register: 'Counter 1',
  state: 'open',
  openedAt: '2026-11-26T08:00:00.000Z',
  openedBy: person,
  closedAt: null,
  closedBy: null,
  float: 100,
  sales: { count: 0, units: 0, total: 0, byMethod: { cash: 0, card: 0 }, cashTendered: 0, changeGiven: 0 },
  refunds: { count: 0, total: 0, byMethod: { cash: 0, card: 0 } },
  cashIn: 0,
  cashOut: 0,
  cashMovements: [],
  expectedCash: 100,
  counted: null,
  difference: null,
};

export const counterItem = (
  variantId: string,
  name: string,
  price: number,
  barcode: string,
): CounterItem => ({
  variantId,
  productId: variantId,
  name,
  variantTitle: '',
  sku: null,
  barcode,
  img: '/api/images/x',
  price,
  stock: 9,
});

/**
 * This till is Counter 1, whose session is open, over a scripted API answering `replies` too: the
 * sale screen opens on that session. Answers the calls the screen makes.
 */
export function atOpenCounter(replies: Parameters<typeof scriptedApi>[0]): SentCall[] {
  localStorage.setItem(REGISTER_KEY, 'Counter 1');
  return scriptedApi({
    'GET /register/sessions': () => ({
      status: 200,
      data: { registers: ['Counter 1'], sessions: [session] },
    }),
    ...replies,
  });
}
