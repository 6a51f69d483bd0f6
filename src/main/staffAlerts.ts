/**
 * What the events stream means for shop staff (docs/desktop.md): a native notification for each paid order
 * and each return request, and a badge counting paid orders waiting to ship. Only admins get either: when the stream goes
 * live main asks `GET /allOrder` through the proxy, which answers admins only, and takes the
 * starting count from it; events keep the count from then on.
 */
import type { ApiCall } from '../shared/contract/endpoints';
import type { Order, ShopEvent } from '../shared/entities';
import { desktopText } from '../shared/strings/desktop';
import type { ApiProxy } from './apiProxy';
import type { StreamHandlers } from './eventStream';

export interface StaffNotice {
  title: string;
  body: string;
}

export interface StaffAlertsDeps {
  proxy: Pick<ApiProxy, 'request'>;
  /** Shows a native notification; `onClick` runs when the user clicks it. */
  notify(notice: StaffNotice, onClick: () => void): void;
  setBadgeCount(count: number): void;
  /** Brings the window forward on that order's detail. */
  openOrder(orderId: string): void;
}

export interface StaffAlerts extends StreamHandlers {
  /** Signed out: no badge, no notifications until an admin's stream is live again. */
  reset(): void;
}

/** The notification a paid order raises: who it goes to (orders placed before recipients: the email), how many units, and its number. */
export function paidOrderNotice(order: Order): StaffNotice {
  return {
    title: desktopText.paidOrder(order.fullName || order.email, order.quantity),
    body: desktopText.paidOrderOpen(order.number, order.name),
  };
}

/** The notification a return request raises: whose, and which order. */
export function returnRequestNotice(order: Order): StaffNotice {
  return {
    title: desktopText.returnRequested(order.fullName || order.email),
    body: desktopText.paidOrderOpen(order.number, order.name),
  };
}

export function createStaffAlerts(deps: StaffAlertsDeps): StaffAlerts {
  let admin = false;
  const waiting = new Set<string>();
  // Events that arrive while the starting count is being fetched, applied on top of it.
  let pending: Extract<ShopEvent, { kind: 'order' }>[] | null = null;
  let generation = 0;

  const showCount = () => deps.setBadgeCount(admin ? waiting.size : 0);

  const handle = ({ type, order }: Extract<ShopEvent, { kind: 'order' }>) => {
    if (order.state === 'paid') waiting.add(order._id);
    else waiting.delete(order._id);
    if (type === 'paid') deps.notify(paidOrderNotice(order), () => deps.openOrder(order._id));
    if (type === 'returnRequested') deps.notify(returnRequestNotice(order), () => deps.openOrder(order._id));
  };

  const recount = async () => {
    const mine = ++generation;
    pending = [];
    const res = await deps.proxy.request({ endpoint: 'listAllOrders' } satisfies ApiCall);
    if (mine !== generation) return;
    admin = res.status === 200 && Array.isArray(res.data);
    waiting.clear();
    if (admin) {
      for (const order of res.data as Order[]) if (order.state === 'paid') waiting.add(order._id);
      for (const event of pending) handle(event);
    }
    pending = null;
    showCount();
  };

  return {
    onStatus(status) {
      if (status === 'live') void recount();
    },
    onEvent(event) {
      if (event.kind !== 'order') return;
      if (pending) return void pending.push(event);
      if (!admin) return;
      handle(event);
      showCount();
    },
    reset() {
      generation++;
      admin = false;
      pending = null;
      waiting.clear();
      showCount();
    },
  };
}
