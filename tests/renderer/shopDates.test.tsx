/**
 * Screens tell a moment on the shop's clock (GET /config's `tax.timeZone`), not the computer's: staff
 * on a laptop in New York checking a Kolkata shop's order see the day and time its invoice gives it.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification, OrderDetail } from '@shared/entities';
import type { PurchaseOrder } from '@shared/stockSchemas';
import { bellText } from '@shared/strings/labels/notifications';
import { orders } from '@shared/strings/labels/orders';
import { nav } from '@shared/strings/labels/shell';
import { NotificationBell } from '../../src/renderer/src/layout/NotificationBell';
import { OrderTimeline } from '../../src/renderer/src/pages/dashboard/orders/OrderTimeline';
import { useSession } from '../../src/renderer/src/stores/session';
import { tillClockIn } from '../support/tillClock';
import { gstShopConfig } from './counterFixtures';
import { customerRecord, drillOrder, savedAddress, shopAdmin, signInAs } from './fixtures';
import { adoptShopConfig, ok, openDashboard, renderInApp, scriptedApi } from './render';

// Half past midnight on 1 December in Kolkata; 2 PM on 30 November in New York.
const AT = '2026-11-30T19:00:00.000Z';
const SHOPS_DATE_TIME = /^Dec 1, 2026, 12:30\sAM$/;

describe('on a computer in New York, in a shop in Kolkata', () => {
  tillClockIn('America/New_York');

  afterEach(() => {
    useSession.setState({ identity: null, user: null, loading: true });
  });

  it("the computer's own clock is a day behind the shop's", () => {
    expect(new Date(AT).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })).toMatch(
      /^Nov 30, 2026, 2:00\sPM$/,
    );
  });

  it("an order's timeline dates each step and email on the shop's clock", async () => {
    scriptedApi({ 'GET /config': () => ok(gstShopConfig()) });
    const order: OrderDetail = {
      ...drillOrder({ createdAt: AT }),
      shipping: savedAddress,
      timeline: [{ state: 'unpaid', at: AT, event: 'place', by: null, note: null }],
      holdUntil: null,
      onAccount: null,
      returnableUntil: null,
      emails: [{ kind: 'orderPlaced', to: customerRecord().email, status: 'sent', at: AT }],
    };
    renderInApp(<OrderTimeline order={order} />);

    const timeline = screen.getByRole('region', { name: orders.timeline });
    // The placing and its email, once the config has come.
    expect(await within(timeline).findAllByText(SHOPS_DATE_TIME)).toHaveLength(2);
    expect(timeline).not.toHaveTextContent('Nov 30');
  });

  it("the bell tells a hold's end and a notification's moment on the shop's clock", async () => {
    const expiring: Notification = {
      id: 'expiring:o1',
      kind: 'expiring',
      orderId: 'o1',
      orderName: 'Cordless Drill',
      at: AT,
      read: false,
    };
    const shipped: Notification = { ...expiring, id: 'shipped:o2', kind: 'shipped', orderId: 'o2' };
    scriptedApi({
      'GET /config': () => ok(gstShopConfig()),
      'GET /notifications': () => ok({ items: [expiring, shipped], unread: 0 }),
    });
    signInAs(customerRecord());
    const { user } = renderInApp(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: `${nav.notifications}: 0` }));

    // jsdom lays nothing out, so the menu takes itself for out of sight: hence `hidden`.
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      await within(menu).findByText(/^Order for Cordless Drill: hold ends at 12:30\sAM$/),
    ).toBeInTheDocument();
    expect(within(menu).getByText(bellText.lines.shipped('Cordless Drill'))).toBeInTheDocument();
    expect(within(menu).getByText(SHOPS_DATE_TIME)).toBeInTheDocument();
  });

  it("a table's cells, which read the config when drawn, date a purchase order on the shop's clock", async () => {
    const config = gstShopConfig();
    adoptShopConfig(config);
    const purchaseOrder: PurchaseOrder = {
      _id: 'po1',
      number: 1001,
      reference: 'PO-1001',
      state: 'draft',
      supplier: { _id: 's1', name: 'Dhaka Clamp Works', email: '', phone: '', leadDays: 7, note: '' },
      currency: 'INR',
      lines: [],
      total: 0,
      note: '',
      createdAt: AT,
      sentAt: null,
      receivedAt: null,
      cancelledAt: null,
    };
    scriptedApi({ 'GET /config': () => ok(config), 'GET /purchase-order': () => ok([purchaseOrder]) });
    openDashboard('/dasboard/stock/purchase-orders', shopAdmin);

    expect(await screen.findByText('Dec 1, 2026')).toBeInTheDocument();
    expect(screen.queryByText('Nov 30, 2026')).not.toBeInTheDocument();
  });
});
