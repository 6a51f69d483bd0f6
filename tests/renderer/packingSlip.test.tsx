/** The packing slip page over a scripted `GET /order/{id}`, on the web and on the desktop. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@shared/entities';
import { routes } from '@shared/routes';
import { fieldLabels, SHOP_NAME } from '@shared/strings/labels/common';
import { packingSlipText } from '@shared/strings/labels/orders';
import { bitSet, cordlessDrill, nothingAfterSale, orderLineOf } from './fixtures';
import { renderRouter, rowTexts, transportServing } from './render';
import { UNTAXED_ORDER } from '../support/untaxedOrder';

const karimsAddress = {
  fullName: 'Karim Mia',
  addressLine1: '7 Bolt Road',
  addressLine2: 'Unit 4',
  company: 'Karim Hardware',
  city: 'Dhaka',
  postalCode: '1207',
  country: 'Bangladesh',
  phone: '5550147',
  region: '',
};

const order: OrderDetail = {
  _id: 'ord_42',
  channel: 'web',
  currency: 'USD',
  productId: 'p1',
  email: 'karim@toolshop.test',
  name: 'Cordless Drill and 1 more',
  price: 505,
  quantity: 8,
  totalPrice: 505,
  shippingTotal: 0,
  shippingZone: '',
  paymentMethod: 'card',
  cod: null,
  ...UNTAXED_ORDER,
  paid: true,
  status: false,
  tnxId: 'pi_1',
  state: 'paid',
  createdAt: '2026-11-20T10:00:00.000Z',
  number: 1042,
  ...nothingAfterSale,
  lines: [orderLineOf(cordlessDrill, 6), orderLineOf(bitSet, 2)],
  ...karimsAddress,
  shipping: karimsAddress,
  timeline: [{ state: 'paid', at: '2026-11-20T10:05:00.000Z', event: 'pay', by: null, note: null }],
  holdUntil: null,
  onAccount: null,
  returnableUntil: null,
  emails: [],
};

/** The client module of this test's module graph (modules are reloaded per test, see afterEach). */
async function serveOrder(): Promise<void> {
  const { setTransport } = await import('../../src/renderer/src/api/client');
  setTransport(transportServing(`/order/${order._id}`, order));
}

async function openSlip() {
  const { PackingSlipPage } = await import('../../src/renderer/src/pages/dashboard/orders/PackingSlipPage');
  await serveOrder();
  const router = createMemoryRouter([{ path: 'dasboard/order/:id/slip', element: <PackingSlipPage /> }], {
    initialEntries: [routes.packingSlip(order._id)],
  });
  renderRouter(router, { toasts: true });
  return screen.findByRole('article', { name: packingSlipText.title });
}

describe('packing slip', () => {
  // platform.ts reads window.shop when loaded: each test loads the page afresh.
  afterEach(() => {
    vi.resetModules();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the shop, the order number and date, the whole ship-to address and phone, every line with its quantity, and the signature', async () => {
    const slip = await openSlip();
    for (const text of [
      SHOP_NAME,
      '#1042',
      'Nov 20, 2026',
      'Karim Mia',
      'Karim Hardware',
      '7 Bolt Road',
      'Unit 4',
      'Dhaka 1207',
      'Bangladesh',
      '5550147',
    ]) {
      expect(slip).toHaveTextContent(text);
    }
    // People read the number; the opaque id stays in the address bar.
    expect(slip).not.toHaveTextContent('ord_42');
    expect(rowTexts(slip)).toEqual([
      `${packingSlipText.packed}${fieldLabels.item}${fieldLabels.quantity}`,
      'Cordless Drill6',
      'Bit Set2',
      `${fieldLabels.total}8`,
    ]);
    expect(slip).toHaveTextContent(packingSlipText.signature);
  });

  it('has a tick box for each line, to tick off as it goes in the box', async () => {
    await openSlip();
    const drill = screen.getByRole('checkbox', { name: packingSlipText.packedLine(6, 'Cordless Drill') });
    const bits = screen.getByRole('checkbox', { name: packingSlipText.packedLine(2, 'Bit Set') });
    expect(drill).not.toBeChecked();
    await userEvent.click(drill);
    expect(drill).toBeChecked();
    expect(bits).not.toBeChecked();
  });

  it('prints through the browser on the web, with no PDF button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await openSlip();
    await userEvent.click(screen.getByRole('button', { name: packingSlipText.printNow }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: packingSlipText.savePdf })).toBeNull();
  });

  it('on the desktop saves the slip as a PDF through the bridge', async () => {
    const slipToPdf = vi.fn(async () => true);
    vi.stubGlobal('shop', { print: { slipToPdf } });
    await openSlip();
    await userEvent.click(screen.getByRole('button', { name: packingSlipText.savePdf }));
    expect(slipToPdf).toHaveBeenCalledWith('ord_42');
    expect(await screen.findByText(packingSlipText.saved)).toBeInTheDocument();
  });

  it('is what the order detail’s Print packing slip button opens', async () => {
    const { PackingSlipButton } =
      await import('../../src/renderer/src/pages/dashboard/orders/PackingSlipButton');
    const router = createMemoryRouter([{ path: '/', element: <PackingSlipButton orderId="ord_42" /> }]);
    renderRouter(router);
    expect(screen.getByRole('link', { name: packingSlipText.print })).toHaveAttribute(
      'href',
      routes.packingSlip('ord_42'),
    );
  });
});
