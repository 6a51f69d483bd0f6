/**
 * A counter sale's order page says how it was paid (docs/counter.md): cash, card, or cash and card;
 * and who bought, a walk-in customer when no email was given.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/entities';
import type { OrderPaymentMethod } from '@shared/orderStates';
import { codText, paymentMethodNames } from '@shared/strings/labels/cod';
import { fieldLabels } from '@shared/strings/labels/common';
import { orders } from '@shared/strings/labels/orders';
import { nothingAfterSale, shopAdmin } from './fixtures';
import { openDashboard, scriptedApi } from './render';
import { UNTAXED_ORDER } from '../support/untaxedOrder';

const noAddress = {
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  company: '',
  city: '',
  postalCode: '',
  country: '',
  phone: '',
  region: '',
};

/** Sale 2001 at the counter: a level for $24.99, handed over at once. */
const counterSale = (paymentMethod: OrderPaymentMethod): OrderDetail => ({
  _id: 'o-counter',
  currency: 'USD',
  number: 2001,
  channel: 'counter',
  state: 'collected',
  productId: 'p1',
  email: '',
  name: 'Spirit level',
  price: 24.99,
  quantity: 1,
  totalPrice: 24.99,
  lines: [
    {
      productId: 'p1',
      variantId: 'p1',
      variantTitle: '',
      sku: null,
      name: 'Spirit level',
      img: '/level.png',
      price: 24.99,
      quantity: 1,
      total: 24.99,
    },
  ],
  paid: true,
  status: false,
  tnxId: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  shippingTotal: 0,
  shippingZone: '',
  paymentMethod,
  cod: null,
  ...UNTAXED_ORDER,
  ...nothingAfterSale,
  ...noAddress,
  shipping: noAddress,
  timeline: [{ state: 'collected', at: '2026-11-26T09:00:00.000Z', event: 'sell', by: null, note: null }],
  holdUntil: null,
  onAccount: null,
  returnableUntil: null,
  emails: [],
});

describe('a counter sale’s order page', () => {
  it.each([
    ['cash', 'Cash'],
    ['card', 'Card'],
    ['cash_and_card', 'Cash and card'],
  ] as const)('says it was paid in %s', async (method, words) => {
    expect(paymentMethodNames[method]).toBe(words);
    scriptedApi({ 'GET /order/o-counter': () => ({ status: 200, data: counterSale(method) }) });
    openDashboard('/dasboard/order/o-counter', shopAdmin);
    const payment = await screen.findByRole('region', { name: fieldLabels.payment });
    expect(within(payment).getByText(codText.paymentMethod).parentElement).toHaveTextContent(
      `${codText.paymentMethod}${words}`,
    );
    // A walk-in customer gave no email: the page says so rather than leaving the line blank.
    expect(within(payment).getByText(fieldLabels.customer).parentElement).toHaveTextContent(
      `${fieldLabels.customer}${orders.walkInCustomer}`,
    );
  });
});
