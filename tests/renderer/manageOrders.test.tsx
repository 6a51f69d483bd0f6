/**
 * Manage All Orders keeps counter sales off the shipping path (docs/orders.md): a paid web order
 * shows Panding, a counter sale (collected at the till) shows that it is one and no ship button, an
 * order refunded before it shipped shows its state; the Channel filter asks the server for the
 * counter's sales alone; a counter sale's page offers no packing slip.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order, OrderDetail } from '@shared/entities';
import { dashboardMenu } from '@shared/strings/labels/dashboard';
import { orders, packingSlipText } from '@shared/strings/labels/orders';
import { useSession } from '../../src/renderer/src/stores/session';
import { drillOrder, savedAddress, shopAdmin } from './fixtures';
import { ok, openDashboard, scriptedApi, sentTo } from './render';

afterEach(() => {
  useSession.setState({ identity: null, user: null, loading: true });
});

const webPaid = drillOrder({ _id: 'o1', number: 1001, state: 'paid', paid: true, email: 'web@shop.test' });
const counterSale = drillOrder({
  _id: 'o2',
  number: 1002,
  channel: 'counter',
  state: 'collected',
  paid: true,
  paymentMethod: 'cash',
  email: 'counter@shop.test',
});
const refundedUnshipped = drillOrder({
  _id: 'o3',
  number: 1003,
  state: 'refunded',
  paid: true,
  refundedTotal: 160,
  email: 'refunded@shop.test',
});

const page = (items: Order[]) => ok({ items, total: items.length, page: 1, pageSize: 20 });

/** The order's card in the list (jsdom is as narrow as a phone), found by its number. */
const rowOf = (order: Order) =>
  screen.getAllByRole('listitem').find((card) => card.textContent?.includes(orders.number(order.number)))!;

describe('Manage All Orders', () => {
  it('shows Panding only on an order ready to ship, and marks a counter sale as one', async () => {
    scriptedApi({ 'GET /allOrder': () => page([webPaid, counterSale, refundedUnshipped]) });
    openDashboard('/dasboard/manageorder', shopAdmin);
    await screen.findByRole('list', { name: dashboardMenu.manageAllOrders }, { timeout: 10_000 });

    expect(within(rowOf(webPaid)).getByRole('button', { name: orders.pending })).toBeEnabled();
    const sale = rowOf(counterSale);
    expect(within(sale).queryByRole('button')).not.toBeInTheDocument();
    expect(within(sale).getByText(orders.channels.counter)).toBeInTheDocument();
    expect(within(sale).getByText(orders.states.collected)).toBeInTheDocument();
    const refunded = rowOf(refundedUnshipped);
    expect(within(refunded).queryByRole('button')).not.toBeInTheDocument();
    expect(within(refunded).getByText(orders.states.refunded)).toBeInTheDocument();
  });

  it('asks the server for the counter’s sales alone when the Channel filter says Counter', async () => {
    const calls = scriptedApi({
      'GET /allOrder': (sent) =>
        page(sent.query?.channel === 'counter' ? [counterSale] : [webPaid, counterSale]),
    });
    openDashboard('/dasboard/manageorder', shopAdmin);
    const user = userEvent.setup();
    await screen.findByRole('list', { name: dashboardMenu.manageAllOrders }, { timeout: 10_000 });

    await user.click(screen.getByLabelText(orders.channelFilter, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: orders.channels.counter, hidden: true }));
    await waitFor(() =>
      expect(sentTo(calls, 'GET', '/allOrder').at(-1)?.query).toMatchObject({
        channel: 'counter',
        page: '1',
      }),
    );
    await waitFor(() => expect(rowOf(webPaid)).toBeUndefined());
    expect(rowOf(counterSale)).toBeDefined();
  });
});

describe('a counter sale’s page', () => {
  it('offers no packing slip, while a paid web order’s does', async () => {
    const detailOf = (order: Order): OrderDetail => ({
      ...order,
      shipping: savedAddress,
      timeline: [],
      holdUntil: null,
      onAccount: null,
      returnableUntil: null,
      emails: [],
    });
    scriptedApi({
      'GET /order/o1': () => ok(detailOf(webPaid)),
      'GET /order/o2': () => ok(detailOf(counterSale)),
    });
    const router = openDashboard('/dasboard/order/o1', shopAdmin);
    expect(
      await screen.findByRole('link', { name: packingSlipText.print }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await router.navigate('/dasboard/order/o2');
    await screen.findByText(orders.orderNumber(counterSale.number));
    expect(screen.queryByRole('link', { name: packingSlipText.print })).not.toBeInTheDocument();
  });
});
