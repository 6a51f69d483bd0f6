import { describe, expect, it, vi } from 'vitest';
import type { ProxyResponse } from '../../src/main/apiProxy';
import { createStaffAlerts, type StaffNotice } from '../../src/main/staffAlerts';
import type { Order, OrderState, ShopEvent } from '../../src/shared/entities';

const order = (id: string, state: OrderState, fields: Partial<Order> = {}): Order =>
  ({
    _id: id,
    number: 1042,
    email: 'buyer@toolshop.test',
    fullName: 'Karim Mia',
    name: 'Cordless Drill and 1 more',
    quantity: 3,
    currency: 'USD',
    state,
    ...fields,
  }) as Order;
const event = (type: 'created' | 'paid' | 'shipped' | 'returnRequested', o: Order): ShopEvent => ({
  kind: 'order',
  type,
  order: o,
});

const toShip = (count: number): ProxyResponse => ({ status: 200, data: { count } });

function setup(firstCount: ProxyResponse) {
  const waiting: ((res: ProxyResponse) => void)[] = [];
  const request = vi.fn(() => new Promise<ProxyResponse>((resolve) => waiting.push(resolve)));
  const notices: { notice: StaffNotice; onClick: () => void }[] = [];
  const badge: number[] = [];
  const opened: string[] = [];
  const alerts = createStaffAlerts({
    proxy: { request },
    notify: (notice, onClick) => notices.push({ notice, onClick }),
    setBadgeCount: (count) => badge.push(count),
    openOrder: (id) => opened.push(id),
    focus: () => opened.push('window'),
  });
  /** Answers the oldest count asked and not yet answered. */
  const answer = (res: ProxyResponse) => waiting.shift()?.(res);
  const goLive = async () => {
    alerts.onStatus('live');
    answer(firstCount);
    await vi.waitFor(() => expect(badge.length).toBeGreaterThan(0));
  };
  return { alerts, request, notices, badge, opened, goLive, answer };
}

describe('staff alerts', () => {
  it('asks ordersToShip (GET /stats/to-ship) for the count when the stream goes live, and again after events that may change it', async () => {
    const s = setup(toShip(1));
    await s.goLive();
    expect(s.request).toHaveBeenCalledWith({ endpoint: 'ordersToShip' });
    expect(s.badge).toEqual([1]);
    s.alerts.onEvent(event('created', order('d', 'unpaid')));
    expect(s.request).toHaveBeenCalledTimes(1);
    s.alerts.onEvent(event('paid', order('c', 'paid')));
    s.answer(toShip(2));
    await vi.waitFor(() => expect(s.badge).toEqual([1, 2]));
    s.alerts.onEvent(event('shipped', order('a', 'shipped')));
    s.answer(toShip(1));
    await vi.waitFor(() => expect(s.badge).toEqual([1, 2, 1]));
    expect(s.request).toHaveBeenCalledTimes(3);
  });

  it('asks once more, not once per event, for events that arrive while a count is on its way', async () => {
    const s = setup(toShip(0));
    await s.goLive();
    s.alerts.onEvent(event('paid', order('b', 'paid')));
    s.alerts.onEvent(event('paid', order('c', 'paid')));
    s.alerts.onEvent(event('paid', order('d', 'paid')));
    expect(s.request).toHaveBeenCalledTimes(2);
    s.answer(toShip(1));
    await vi.waitFor(() => expect(s.request).toHaveBeenCalledTimes(3));
    s.answer(toShip(3));
    await vi.waitFor(() => expect(s.badge).toEqual([0, 1, 3]));
  });

  it.each([
    {
      what: 'a paid order',
      events: [event('paid', order('c', 'paid'))],
      title: 'Order from Karim Mia: 3 items — ready to ship',
      opens: 'c',
    },
    {
      what: 'a new cash-on-delivery order (not for a card one)',
      events: [
        event('created', order('card', 'unpaid', { paymentMethod: 'card', totalPrice: 30 })),
        event('created', order('cod', 'unpaid', { paymentMethod: 'cod', totalPrice: 82 })),
      ],
      title: 'Cash-on-delivery order from Karim Mia: $82.00 — call to confirm',
      opens: 'cod',
    },
    {
      what: 'a return request',
      events: [event('returnRequested', order('r', 'shipped'))],
      title: 'Return requested by Karim Mia',
      opens: 'r',
    },
  ])(
    'raises a notification for $what that opens its order when clicked',
    async ({ events, title, opens }) => {
      const s = setup(toShip(0));
      await s.goLive();
      for (const shopEvent of events) s.alerts.onEvent(shopEvent);
      expect(s.notices.map((n) => n.notice)).toEqual([
        { title, body: '#1042: Cordless Drill and 1 more. Click to open the order.' },
      ]);
      s.notices[0]?.onClick();
      expect(s.opened).toEqual([opens]);
    },
  );

  it('counts again after a return request, which leaves the badge as it was', async () => {
    const s = setup(toShip(0));
    await s.goLive();
    s.alerts.onEvent(event('returnRequested', order('r', 'shipped')));
    s.answer(toShip(0));
    await vi.waitFor(() => expect(s.badge).toEqual([0, 0]));
  });

  it('names an order placed before recipients by its email, and one unit as one item', async () => {
    const s = setup(toShip(0));
    await s.goLive();
    s.alerts.onEvent(event('paid', order('old', 'paid', { fullName: '', quantity: 1, number: 1001 })));
    expect(s.notices.map((n) => n.notice.title)).toEqual([
      'Order from buyer@toolshop.test: 1 item — ready to ship',
    ]);
  });

  it('keeps events that arrive while the first count is fetched, and counts again after it', async () => {
    const s = setup(toShip(1));
    s.alerts.onStatus('live');
    s.alerts.onEvent(event('paid', order('b', 'paid')));
    s.answer(toShip(1));
    await vi.waitFor(() => expect(s.badge).toEqual([1]));
    expect(s.notices).toHaveLength(1);
    s.answer(toShip(2));
    await vi.waitFor(() => expect(s.badge).toEqual([1, 2]));
  });

  it('gives a customer (GET /stats/to-ship answers 403) neither badge nor notifications', async () => {
    const s = setup({ status: 403, data: { message: 'forbidden' } });
    await s.goLive();
    s.alerts.onEvent(event('paid', order('mine', 'paid')));
    expect(s.badge).toEqual([0]);
    expect(s.notices).toEqual([]);
  });

  it('clears the badge on logout and stays quiet until an admin’s stream is live again', async () => {
    const s = setup(toShip(1));
    await s.goLive();
    s.alerts.reset();
    s.alerts.onEvent(event('paid', order('b', 'paid')));
    expect(s.badge).toEqual([1, 0]);
    expect(s.notices).toEqual([]);
  });

  it('notifies a tool running low, and a click brings the window forward without asking for a count', async () => {
    const s = setup(toShip(0));
    await s.goLive();
    s.alerts.onEvent({
      kind: 'stock',
      type: 'low',
      stock: { productId: 'p', variantId: 'p', name: 'Cordless Drill', stock: 3, threshold: 5 },
    });
    expect(s.notices.map((n) => n.notice)).toEqual([
      { title: 'Cordless Drill is running low', body: '3 left (low below 5). See Low stock to order more.' },
    ]);
    s.notices[0]!.onClick();
    expect(s.opened).toEqual(['window']);
    expect(s.request).toHaveBeenCalledTimes(1);
  });
});
