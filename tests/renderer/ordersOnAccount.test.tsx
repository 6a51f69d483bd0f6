/**
 * An order on account as its customer reads it (docs/credit.md): My Orders names it "On account" where
 * a card order says Paid or offers Pay; right after Purchase Now it is placed on the account, with no
 * reservation to pay for; its page says what is charged to the account and when that is due. Card
 * orders read as they did.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order, OrderDetail } from '@shared/entities';
import { routes } from '@shared/routes';
import { codText, paymentMethodNames } from '@shared/strings/labels/cod';
import { creditText } from '@shared/strings/labels/credit';
import { orders } from '@shared/strings/labels/orders';
import type { MyOrdersLocationState } from '../../src/renderer/src/pages/dashboard/orders/MyOrdersPage';
import { useSession } from '../../src/renderer/src/stores/session';
import { customerRecord, drillOrder, savedAddress } from './fixtures';
import { ok, openDashboard, scriptedApi } from './render';

afterEach(() => {
  useSession.setState({ identity: null, user: null, loading: true });
});

const customer = customerRecord();

/** Two drills for $160.00, as each order below is: placed on account, not shipped yet. */
const placedOnAccount = drillOrder({ _id: 'o1', number: 1001, paymentMethod: 'account' });
const shippedOnAccount = drillOrder({
  _id: 'o2',
  number: 1002,
  paymentMethod: 'account',
  state: 'shipped',
  paid: true,
  status: true,
  invoiceNumber: 'INV/26-27/000007',
});
const soldOnAccount = drillOrder({
  _id: 'o3',
  number: 1003,
  channel: 'counter',
  paymentMethod: 'cash_and_account',
  state: 'collected',
  paid: true,
  invoiceNumber: 'INV/26-27/000008',
});
const paidByCard = drillOrder({ _id: 'o4', number: 1004, state: 'paid', paid: true, tnxId: 'pi_4' });
const unpaidByCard = drillOrder({ _id: 'o5', number: 1005 });

const detailOf = (order: Order, onAccount: OrderDetail['onAccount']): OrderDetail => ({
  ...order,
  shipping: savedAddress,
  timeline: [{ state: 'unpaid', at: order.createdAt, event: 'place', by: null, note: null }],
  holdUntil: null,
  onAccount,
  returnableUntil: null,
  emails: [],
});

/** The order's card in My Orders (jsdom is as narrow as a phone), found by its number. */
const rowOf = (order: Order) =>
  screen.getAllByRole('listitem').find((card) => card.textContent?.includes(orders.number(order.number)))!;

describe('My Orders', () => {
  it('names an order on account so, where a card order says Paid (or Unpaid) or offers Pay', async () => {
    scriptedApi({
      'GET /order': () => ok([placedOnAccount, shippedOnAccount, soldOnAccount, paidByCard, unpaidByCard]),
    });
    openDashboard(routes.myOrders, customer);
    await screen.findByText(orders.number(placedOnAccount.number));

    for (const order of [placedOnAccount, shippedOnAccount]) {
      const row = rowOf(order);
      expect(within(row).getByText(paymentMethodNames.account)).toBeInTheDocument();
      expect(within(row).queryByText(orders.states.paid)).not.toBeInTheDocument();
      expect(
        within(row).queryByRole('link', { name: `${orders.pay} ${order.name}` }),
      ).not.toBeInTheDocument();
    }
    // Not shipped yet, it is placed on the account: nothing about it is unpaid to its customer.
    expect(within(rowOf(placedOnAccount)).getByText(creditText.order.placedState)).toBeVisible();
    expect(within(rowOf(placedOnAccount)).queryByText(orders.states.unpaid)).not.toBeInTheDocument();
    expect(within(rowOf(unpaidByCard)).getByText(orders.states.unpaid)).toBeVisible();
    expect(within(rowOf(shippedOnAccount)).getByRole('button', { name: /INV\/26-27\/000007/ })).toBeVisible();
    const sale = rowOf(soldOnAccount);
    expect(within(sale).getByText(paymentMethodNames.cash_and_account)).toBeInTheDocument();
    expect(within(sale).queryByText(orders.states.paid)).not.toBeInTheDocument();

    // Paid by card: its Paid badge (besides its state's) and its transaction.
    expect(within(rowOf(paidByCard)).getAllByText(orders.states.paid)).toHaveLength(2);
    expect(within(rowOf(paidByCard)).getByText('pi_4')).toBeVisible();
    expect(
      within(rowOf(unpaidByCard)).getByRole('link', { name: `${orders.pay} ${unpaidByCard.name}` }),
    ).toBeVisible();
  });

  it('right after Purchase Now, an order on account is placed on the account, with nothing to pay now', async () => {
    scriptedApi({
      'GET /order': () => ok([placedOnAccount]),
      'GET /order/o1': () =>
        ok(detailOf(placedOnAccount, { amount: 160, termsDays: 30, dueOn: null, left: 160 })),
    });
    const router = openDashboard(routes.myOrders, customer);
    await act(() =>
      router.navigate(routes.myOrders, {
        state: { placedOrderId: placedOnAccount._id } satisfies MyOrdersLocationState,
      }),
    );

    await screen.findByText(orders.number(placedOnAccount.number));
    expect(screen.queryByText(orders.newOrder(placedOnAccount.name))).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(orders.payNow) })).not.toBeInTheDocument();
    expect(screen.getByText(creditText.order.placed(placedOnAccount.name))).toBeVisible();
    expect(
      await screen.findByText(`${creditText.order.charged('$160.00')} ${creditText.order.dueOnShipping(30)}`),
    ).toBeVisible();
  });
});

describe('right after Purchase Now by cash on delivery', () => {
  it('says the order is placed and to have the cash ready, never to pay now', async () => {
    const byCod = drillOrder({
      _id: 'o6',
      number: 1006,
      paymentMethod: 'cod',
      cod: { confirmedAt: null, collected: null, owed: 160 },
    });
    scriptedApi({
      'GET /order': () => ok([byCod]),
      'GET /order/o6': () => ok(detailOf(byCod, null)),
    });
    const router = openDashboard(routes.myOrders, customer);
    await act(() =>
      router.navigate(routes.myOrders, {
        state: { placedOrderId: byCod._id } satisfies MyOrdersLocationState,
      }),
    );

    expect(await screen.findByText(codText.placedFor(byCod.name))).toBeVisible();
    expect(screen.queryByText(orders.newOrder(byCod.name))).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(orders.payNow) })).not.toBeInTheDocument();
    expect(screen.getByText(`${codText.haveReady('$160.00')} ${codText.willCall}`)).toBeVisible();
  });
});

describe('the page of an order on account', () => {
  it.each([
    [
      'placed, not shipped yet',
      placedOnAccount,
      { amount: 160, termsDays: 30, dueOn: null, left: 160 },
      'Nothing to pay now: it is invoiced when it ships, due 30 days after its invoice.',
    ],
    [
      'shipped and invoiced',
      shippedOnAccount,
      { amount: 160, termsDays: 30, dueOn: '2026-12-20', left: 160 },
      'Due on 20 Dec 2026: $160.00 to pay against your account.',
    ],
    [
      'paid off on the account',
      shippedOnAccount,
      { amount: 160, termsDays: 30, dueOn: '2026-12-20', left: 0 },
      'Settled on your account: nothing is left to pay.',
    ],
  ] as const)(
    'says, %s, what is charged to the account and when it is due; nothing asks to pay it',
    async (_, order, onAccount, due) => {
      scriptedApi({ [`GET /order/${order._id}`]: () => ok(detailOf(order, onAccount)) });
      openDashboard(routes.orderDetail(order._id), customer);

      const notice = await screen.findByRole('alert', { name: paymentMethodNames.account });
      expect(notice).toHaveTextContent('$160.00 is charged to your account.');
      expect(notice).toHaveTextContent(due);
      expect(screen.queryByRole('link', { name: new RegExp(orders.payNow) })).not.toBeInTheDocument();
      expect(screen.queryByText(orders.states.unpaid)).not.toBeInTheDocument();
    },
  );

  it('a card order’s page says nothing of an account, and still offers Pay now while unpaid', async () => {
    scriptedApi({ 'GET /order/o5': () => ok(detailOf(unpaidByCard, null)) });
    openDashboard(routes.orderDetail(unpaidByCard._id), customer);

    expect(await screen.findByRole('link', { name: new RegExp(orders.payNow) })).toBeVisible();
    expect(screen.queryByRole('alert', { name: paymentMethodNames.account })).not.toBeInTheDocument();
  });
});
