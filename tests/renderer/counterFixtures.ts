/** The counter's renderer fixtures: a cashier at Counter 1's open session, and tools as the lookup answers them. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { CounterItem, RegisterReport } from '@shared/counterSchemas';
import type { Product, PublicConfig, User } from '@shared/entities';
import { counterText } from '@shared/strings/labels/counterScreen';
import { UNTAXED_PRODUCT, withSoleVariant } from '../support/products';
import { customerRecord } from './fixtures';
import { openDashboard, scriptedApi, type SentCall } from './render';

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
  sales: {
    count: 0,
    units: 0,
    total: 0,
    byMethod: { cash: 0, card: 0, upi: 0, bkash: 0, nagad: 0, account: 0 },
    cashTendered: 0,
    changeGiven: 0,
    rounding: 0,
  },
  refunds: { count: 0, total: 0, byMethod: { cash: 0, card: 0, upi: 0, bkash: 0, nagad: 0 }, rounding: 0 },
  cashIn: 0,
  cashOut: 0,
  accountPayments: { count: 0, cash: 0 },
  cashMovements: [],
  expectedCash: 100,
  counted: null,
  difference: null,
  taxLines: [],
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

/** The barcode a scanner reads off the claw hammer. */
export const HAMMER_CODE = '4006381333900';
/** A tool as the lookup answers its code. */
export const hammer = counterItem('v1', 'Claw hammer', 12.5, HAMMER_CODE);

const productFields = {
  ...UNTAXED_PRODUCT,
  description: 'A tool.',
  img: '/api/images/x',
  minimumOrder: 1,
  version: 1,
  createdAt: '2026-11-01T09:00:00.000Z',
  rating: null,
};

const variant = (id: string, title: string, sku: string, price: number, stock: number) => ({
  _id: id,
  title,
  options: { Voltage: title },
  sku,
  barcode: null,
  price,
  availableQuantity: stock,
  weightGrams: null,
});

/** Tools the name search finds: a drill in two variants with SKUs, two tools with neither SKU nor barcode. */
export const drill: Product = {
  ...productFields,
  _id: 'p-drill',
  name: 'Cordless drill',
  price: 79,
  availableQuentity: 5,
  categoryId: null,
  brand: 'Makita',
  options: [{ name: 'Voltage', values: ['18 V', '12 V'] }],
  variants: [variant('v-drill-18', '18 V', 'DRL-18', 99, 3), variant('v-drill-12', '12 V', 'DRL-12', 79, 2)],
};
export const screwdrivers: Product = withSoleVariant({
  ...productFields,
  _id: 'v-screw',
  name: 'Screwdriver set',
  price: 9.99,
  availableQuentity: 4,
});
export const tapeMeasure: Product = withSoleVariant({
  ...productFields,
  _id: 'v-tape',
  name: 'Tape measure',
  price: 6.5,
  availableQuentity: 7,
});

/** `GET /search`'s answer listing `items`. */
export const searchResult = (items: Product[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 8,
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

/** The cashier's sale screen, once its scan box has the focus; resolves with the scan box. */
export async function openSaleScreen(): Promise<HTMLInputElement> {
  openDashboard('/dasboard/counter', cashier);
  const scanBox = await screen.findByRole<HTMLInputElement>('combobox', { name: counterText.scan.label });
  await waitFor(() => expect(scanBox).toHaveFocus());
  return scanBox;
}

/** The names of the sale's lines, in order. */
export const saleLineNames = () =>
  screen.queryAllByTestId('sale-line').map((line) => within(line).getAllByText(/./)[0]!.textContent);

/** After a scan or a pick: the sale's lines are `names`, the list closed, the scan box empty with the focus. */
export async function expectSaleAfterEntry(scanBox: HTMLElement, names: string[]): Promise<void> {
  await waitFor(() => expect(saleLineNames()).toEqual(names));
  expect(scanBox).toHaveAttribute('aria-expanded', 'false');
  expect(scanBox).toHaveValue('');
  expect(scanBox).toHaveFocus();
}

/**
 * `POST /counter/sale`'s answer as far as the till reads it: the sale's number and change, and its
 * order's invoice and business buyer (none unless given).
 */
export const recordedSale = (
  { number, change, total }: { number: number; change: number; total: number },
  order: { invoiceNumber?: string; buyerBusinessName?: string } = {},
) => ({
  number,
  change,
  total,
  order: { invoiceNumber: null, buyerBusinessName: null, ...order },
});

/** A hammer drill at ₹1,237.40: a price whose cash is rounded. */
export const roundedDrill = counterItem('v9', 'Hammer drill', 1237.4, '4006381333931');

/** A shop in rupees whose till rounds cash to the rupee and takes UPI, but for `counter`. */
export const rupeeShopConfig = (counter: Partial<PublicConfig['counter']> = {}): PublicConfig => ({
  currency: 'INR',
  firebase: { apiKey: 'k', authDomain: 'shop.firebaseapp.com', projectId: 'demo-shop', emulatorUrl: null },
  payments: { driver: 'sandbox', publishableKey: null },
  cod: { offered: true, maxTotal: 500, maxOpen: 2 },
  cashRounding: 1,
  counter: { upi: { id: 'toolshop@okaxis', payee: 'Toolshop' }, bkash: null, nagad: null, ...counter },
  tax: { regime: 'none', rates: [], defaultRate: 0, asksRegion: false, timeZone: 'UTC' },
});

/** A shop in rupees under GST: its rates and its default rate as `GET /config` says them. */
export const gstShopConfig = (): PublicConfig => ({
  ...rupeeShopConfig(),
  tax: {
    regime: 'IN_GST',
    rates: [0, 5, 18, 40],
    defaultRate: 18,
    asksRegion: true,
    timeZone: 'Asia/Kolkata',
  },
});

/** A shop in taka under VAT, in Dhaka. */
export const vatShopConfig = (): PublicConfig => ({
  ...rupeeShopConfig(),
  currency: 'BDT',
  tax: {
    regime: 'BD_VAT',
    rates: [0, 5, 7.5, 10, 15],
    defaultRate: 15,
    asksRegion: false,
    timeZone: 'Asia/Dhaka',
  },
});
