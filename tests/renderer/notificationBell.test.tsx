/**
 * The header's bell over a scripted `GET /notifications`: its badge, its lines for customers and
 * staff, each leading to its order, and opening it marking everything read.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification, Notifications } from '@shared/entities';
import { routes } from '@shared/routes';
import { bellText } from '@shared/strings/labels/notifications';
import { nav } from '@shared/strings/labels/shell';
import { NotificationBell } from '../../src/renderer/src/layout/NotificationBell';
import { useSession } from '../../src/renderer/src/stores/session';
import { customerRecord, signInAs } from './fixtures';
import { renderInApp, scriptedApi } from './render';

afterEach(() => {
  useSession.setState({ identity: null, user: null, loading: true });
});

type OrderNotification = Extract<Notification, { orderId: string }>;

const notification = (
  fields: Partial<OrderNotification> & Pick<OrderNotification, 'kind' | 'orderId'>,
): OrderNotification => ({
  id: `${fields.kind}:${fields.orderId}`,
  orderName: 'Cordless Drill',
  at: '2026-11-20T10:00:00.000Z',
  read: false,
  ...fields,
});

/**
 * The open menu's lines as read aloud, and where each leads. jsdom lays nothing out, so the menu's
 * positioning takes the bell for scrolled out of sight and hides the dropdown: hence `hidden`.
 */
const menuLines = async () => {
  const menu = await screen.findByRole('menu', { hidden: true });
  const items = await within(menu).findAllByRole('menuitem', { hidden: true });
  return items.map((item) => ({ text: item.textContent, href: item.getAttribute('href') }));
};

const bellButton = (unread: number) =>
  screen.findByRole('button', { name: `${nav.notifications}: ${unread}` });

describe('the notification bell', () => {
  const customersBell: Notifications = {
    items: [
      notification({
        kind: 'unpaid',
        orderId: 'o2',
        orderName: 'Bench Vise',
        at: '2026-11-21T09:00:00.000Z',
      }),
      notification({ kind: 'shipped', orderId: 'o1' }),
      notification({ kind: 'refunded', orderId: 'o0', orderName: 'Claw Hammer', read: true }),
    ],
    unread: 2,
  };

  it("counts a customer's unread news and lists each line, the spec's reminder first, linked to its order", async () => {
    scriptedApi({ 'GET /notifications': () => ({ status: 200, data: customersBell }) });
    signInAs(customerRecord());
    const { user } = renderInApp(<NotificationBell />);

    await user.click(await bellButton(2));

    const lines = await menuLines();
    expect(lines.map((line) => line.href)).toEqual([
      routes.orderDetail('o2'),
      routes.orderDetail('o1'),
      routes.orderDetail('o0'),
    ]);
    // The spec's words, verbatim, then which order.
    expect(screen.getByText('Please payment your order: Bench Vise')).toBeInTheDocument();
    expect(screen.getByText(bellText.lines.shipped('Cordless Drill'))).toBeInTheDocument();
    expect(screen.getByText(bellText.lines.refunded('Claw Hammer'))).toBeInTheDocument();
    // The two unread lines say so to screen readers; the read one does not.
    expect(lines.map((line) => line.text?.startsWith(`${bellText.unread}: `))).toEqual([true, true, false]);
  });

  it('opening the menu marks everything read: the badge drops to 0', async () => {
    const calls = scriptedApi({
      'GET /notifications': () => ({ status: 200, data: customersBell }),
      'POST /notifications/read': () => ({
        status: 200,
        data: { items: customersBell.items.map((item) => ({ ...item, read: true })), unread: 0 },
      }),
    });
    signInAs(customerRecord());
    const { user } = renderInApp(<NotificationBell />);

    await user.click(await bellButton(2));

    expect(await bellButton(0)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/notifications/read',
    ]);
    // Still marked while the menu stays open, so the user sees what was new.
    expect((await menuLines()).filter((line) => line.text?.startsWith(`${bellText.unread}: `))).toHaveLength(
      2,
    );
  });

  it("lists an admin's orders to ship, emails that could not be delivered and tools low on stock", async () => {
    scriptedApi({
      'GET /notifications': () => ({
        status: 200,
        data: {
          items: [
            notification({ kind: 'emailFailed', orderId: 'o8', orderName: 'Pipe Wrench', read: true }),
            notification({ kind: 'toShip', orderId: 'o7', orderName: 'Angle Grinder', read: true }),
            {
              id: 'lowStock:p3:1',
              kind: 'lowStock',
              productId: 'p3',
              productName: 'Hex Key Set',
              at: '2026-11-20T08:00:00.000Z',
              read: true,
            },
          ],
          unread: 0,
        },
      }),
    });
    signInAs(customerRecord({ _id: 'a1', email: 'admin@toolshop.test', role: 'admin' }));
    const { user } = renderInApp(<NotificationBell />);

    await user.click(await bellButton(0));

    expect((await menuLines()).map((line) => line.href)).toEqual([
      routes.orderDetail('o8'),
      routes.orderDetail('o7'),
      routes.editProduct('p3'),
    ]);
    expect(screen.getByText('Low on stock: Hex Key Set')).toBeInTheDocument();
    expect(
      screen.getByText('An email about the order for Pipe Wrench could not be delivered'),
    ).toBeInTheDocument();
    expect(screen.getByText('Paid order waiting to ship: Angle Grinder')).toBeInTheDocument();
  });

  it('says there is nothing new, and marks nothing read, when the list is empty', async () => {
    const calls = scriptedApi({
      'GET /notifications': () => ({ status: 200, data: { items: [], unread: 0 } }),
    });
    signInAs(customerRecord());
    const { user } = renderInApp(<NotificationBell />);

    await user.click(await bellButton(0));

    expect(await screen.findByText(bellText.nothingNew)).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /notifications']);
  });
});
