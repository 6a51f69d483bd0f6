/**
 * The admin's refund button, which says what is left to refund, and its dialog (docs/orders.md,
 * Refunds): by default it gives back the whole order, its
 * delivery charge included; answering a customer's return, it gives back the units returned and
 * keeps the delivery charge, unless staff tick it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/entities';
import { orders } from '@shared/strings/labels/orders';
import { nothingAfterSale, shopAdmin } from './fixtures';
import { openDashboard, scriptedApi } from './render';
import { usd } from '../support/money';
import { UNTAXED_ORDER } from '../support/untaxedOrder';

const address = {
  fullName: 'Jane Doe',
  addressLine1: '1 Hill Road',
  addressLine2: '',
  company: '',
  city: 'Dhaka',
  postalCode: '1207',
  country: 'Bangladesh',
  phone: '+8801700000000',
  region: '',
};

/** Order 1001: two $40 drills, delivered for $12.50, paid by card and shipped. */
const shippedOrder = (fields: Partial<OrderDetail> = {}): OrderDetail => ({
  _id: 'o-refund',
  currency: 'USD',
  number: 1001,
  channel: 'web',
  state: 'shipped',
  productId: 'p1',
  email: 'jane@toolshop.test',
  name: 'Cordless Drill',
  price: 40,
  quantity: 2,
  totalPrice: 92.5,
  lines: [
    {
      productId: 'p1',
      variantId: 'p1',
      variantTitle: '',
      sku: null,
      name: 'Cordless Drill',
      img: '/drill.png',
      price: 40,
      quantity: 2,
      total: 80,
    },
  ],
  paid: true,
  status: true,
  tnxId: 'pi_1',
  createdAt: '2026-11-20T09:00:00.000Z',
  shippingTotal: 12.5,
  shippingZone: 'Dhaka',
  paymentMethod: 'card',
  cod: null,
  ...UNTAXED_ORDER,
  ...nothingAfterSale,
  ...address,
  shipping: address,
  timeline: [
    { state: 'paid', at: '2026-11-20T09:05:00.000Z', event: 'pay', by: null, note: null },
    { state: 'shipped', at: '2026-11-21T09:00:00.000Z', event: 'ship', by: null, note: null },
  ],
  holdUntil: null,
  onAccount: null,
  returnableUntil: '2026-12-21T09:00:00.000Z',
  emails: [],
  ...fields,
});

async function openRefund(order: OrderDetail) {
  const calls = scriptedApi({
    'GET /order/o-refund': () => ({ status: 200, data: order }),
    'POST /order/o-refund/refund': () => ({ status: 200, data: { ...order, state: 'refunded' } }),
  });
  const user = userEvent.setup();
  openDashboard('/dasboard/order/o-refund', shopAdmin);
  await user.click(
    await screen.findByRole('button', {
      name: orders.refund(usd(order.totalPrice - order.refundedTotal)),
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: orders.refundTitle(order.number) });
  await user.type(within(dialog).getByLabelText(orders.refundReason, { exact: false }), 'Changed their mind');
  const sent = async () => {
    await waitFor(() => expect(calls.some((call) => call.endpoint === 'refundOrder')).toBe(true));
    return calls.find((call) => call.endpoint === 'refundOrder')!.body;
  };
  return { user, dialog, sent };
}

describe('the order’s Refund button', () => {
  it('says what is left to refund', async () => {
    scriptedApi({
      'GET /order/o-refund': () => ({ status: 200, data: shippedOrder({ refundedTotal: 40 }) }),
    });
    openDashboard('/dasboard/order/o-refund', shopAdmin);
    expect(await screen.findByRole('button', { name: orders.refund(usd(52.5)) })).toHaveTextContent('$52.50');
  });
});

describe('the refund dialog', () => {
  it('gives back the whole order by default, the delivery charge included', async () => {
    const { user, dialog, sent } = await openRefund(shippedOrder());
    expect(within(dialog).getByLabelText(orders.refundDelivery(usd(12.5)))).toBeChecked();
    expect(within(dialog).getByText(orders.refundSummary.card(usd(92.5)))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: orders.refundConfirm(usd(92.5)) }));
    expect(await sent()).toMatchObject({
      lines: [{ productId: 'p1', variantId: 'p1', quantity: 2 }],
      shipping: true,
    });
  });

  it.each([
    ['cod', orders.refundSummary.cash],
    ['account', orders.refundSummary.account],
  ] as const)(
    'of an order paid %s, says where the money goes: never to a card',
    async (paymentMethod, goesTo) => {
      const { dialog } = await openRefund(shippedOrder({ paymentMethod }));
      expect(within(dialog).getByText(goesTo(usd(92.5)))).toBeVisible();
    },
  );

  it('answering a return, gives back the units returned and keeps the delivery charge unless ticked', async () => {
    const { user, dialog, sent } = await openRefund(
      shippedOrder({
        returnRequest: {
          at: '2026-11-22T09:00:00.000Z',
          lines: [{ productId: 'p1', variantId: 'p1', name: 'Cordless Drill', quantity: 1 }],
          reason: 'Cracked housing',
          status: 'requested',
          note: null,
          decidedAt: null,
        },
      }),
    );
    const delivery = within(dialog).getByLabelText(orders.refundDelivery(usd(12.5)));
    expect(delivery).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: orders.refundConfirm(usd(40)) })).toBeVisible();
    await user.click(delivery);
    await user.click(within(dialog).getByRole('button', { name: orders.refundConfirm(usd(52.5)) }));
    expect(await sent()).toMatchObject({ lines: [{ productId: 'p1', quantity: 1 }], shipping: true });
  });
});
