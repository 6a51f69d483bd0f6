/**
 * What the events stream means for shop staff (docs/desktop.md): a native notification for each paid order,
 * each new cash-on-delivery order, each return request and each tool that has just run low on stock, and a badge counting the orders waiting to ship. Only admins get either: the count is
 * asked of the server (`ordersToShip`, which answers admins only) through the proxy when the stream
 * goes live and again after each order event that may change it, one request at a time.
 */
import type { ApiCall } from '../shared/contract/endpoints';
import type { LowStockAlert, Order, ShopEvent } from '../shared/entities';
import { ordersToShipSchema } from '../shared/responseSchemas';
import { desktopText } from '../shared/strings/desktop';
import type { ApiProxy } from './apiProxy';
import type { StreamHandlers } from './eventStream';
import { formatMoney } from '../shared/currency';

type OrderEvent = Extract<ShopEvent, { kind: 'order' }>;

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
  /** Brings the window forward as it is (a low-stock toast is on it). */
  focus(): void;
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

/** The notification a new cash-on-delivery order raises: staff call the customer to confirm it. */
export function codOrderNotice(order: Order): StaffNotice {
  return {
    title: desktopText.codOrder(order.fullName || order.email, formatMoney(order.totalPrice, order.currency)),
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

/** The notification a tool running low raises: which, and how many are left. */
export function lowStockNotice(alert: LowStockAlert): StaffNotice {
  return {
    title: desktopText.lowStock(alert.name),
    body: desktopText.lowStockLeft(alert.stock, alert.threshold),
  };
}

/** Events after which the count may differ: a placed order is unpaid, so it never counts. */
const mayChangeCount = (event: OrderEvent) => event.type !== 'created';

export function createStaffAlerts(deps: StaffAlertsDeps): StaffAlerts {
  /** Whether the user is staff: null while the first count since the stream went live is asked. */
  let staff: boolean | null = false;
  let toShip = 0;
  // Events that arrive before the first count answers, notified once it says the user is staff.
  let held: OrderEvent[] = [];
  // Each live stream and each reset starts a generation: a count asked in an earlier one is dropped.
  let generation = 0;
  let askingIn: number | null = null;
  // An event came while a count was on its way, which may have been read before that event's change.
  let askAgain = false;

  const showCount = () => deps.setBadgeCount(staff ? toShip : 0);

  const notify = ({ type, order }: OrderEvent) => {
    if (type === 'paid') deps.notify(paidOrderNotice(order), () => deps.openOrder(order._id));
    // A COD order is news as soon as it is placed: it waits for staff's call, not for a payment.
    if (type === 'created' && order.paymentMethod === 'cod') {
      deps.notify(codOrderNotice(order), () => deps.openOrder(order._id));
    }
    if (type === 'returnRequested') deps.notify(returnRequestNotice(order), () => deps.openOrder(order._id));
  };

  const count = async (): Promise<void> => {
    if (askingIn === generation) return void (askAgain = true);
    const mine = (askingIn = generation);
    askAgain = false;
    const res = await deps.proxy.request({ endpoint: 'ordersToShip' } satisfies ApiCall);
    if (mine !== generation) return;
    askingIn = null;
    const answer = res.status === 200 ? ordersToShipSchema.safeParse(res.data) : null;
    if (answer?.success) toShip = answer.data.count;
    // A later count that fails keeps the last one; only the first says who the user is.
    if (staff === null) {
      staff = answer?.success ?? false;
      if (staff) held.forEach(notify);
      held = [];
    }
    showCount();
    if (askAgain) await count();
  };

  return {
    onStatus(status) {
      if (status !== 'live') return;
      generation++;
      staff = null;
      held = [];
      void count();
    },
    onEvent(event) {
      // Only staff's streams carry stock alerts: the server sends them to admins alone.
      if (event.kind === 'stock') return deps.notify(lowStockNotice(event.stock), deps.focus);
      if (event.kind !== 'order' || staff === false) return;
      if (staff) notify(event);
      else held.push(event);
      if (mayChangeCount(event)) void count();
    },
    reset() {
      generation++;
      staff = false;
      held = [];
      toShip = 0;
      showCount();
    },
  };
}
