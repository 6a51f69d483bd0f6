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
    state,
    ...fields,
  }) as Order;
const event = (type: 'created' | 'paid' | 'shipped' | 'returnRequested', o: Order): ShopEvent => ({
  kind: 'order',
  type,
  order: o,
});

function setup(allOrders: ProxyResponse) {
  let answer: (res: ProxyResponse) => void = () => undefined;
  const request = vi.fn(() => new Promise<ProxyResponse>((resolve) => (answer = resolve)));
  const notices: { notice: StaffNotice; onClick: () => void }[] = [];
  const badge: number[] = [];
  const opened: string[] = [];
  const alerts = createStaffAlerts({
    proxy: { request },
    notify: (notice, onClick) => notices.push({ notice, onClick }),
    setBadgeCount: (count) => badge.push(count),
    openOrder: (id) => opened.push(id),
  });
  const goLive = async () => {
    alerts.onStatus('live');
    answer(allOrders);
    await vi.waitFor(() => expect(badge.length).toBeGreaterThan(0));
  };
  return { alerts, request, notices, badge, opened, goLive, answer: (res: ProxyResponse) => answer(res) };
}

describe('staff alerts', () => {
  it('counts paid orders from listAllOrders (GET /allOrder) when the stream goes live, then follows events', async () => {
    const s = setup({ status: 200, data: [order('a', 'paid'), order('b', 'shipped'), order('c', 'unpaid')] });
    await s.goLive();
    expect(s.request).toHaveBeenCalledWith({ endpoint: 'listAllOrders' });
    expect(s.badge).toEqual([1]);
    s.alerts.onEvent(event('paid', order('c', 'paid')));
    s.alerts.onEvent(event('shipped', order('a', 'shipped')));
    s.alerts.onEvent(event('created', order('d', 'unpaid')));
    expect(s.badge).toEqual([1, 2, 1, 1]);
  });

  it('raises a notification for a paid order that opens it when clicked', async () => {
    const s = setup({ status: 200, data: [] });
    await s.goLive();
    s.alerts.onEvent(event('paid', order('c', 'paid')));
    expect(s.notices.map((n) => n.notice)).toEqual([
      {
        title: 'Order from Karim Mia: 3 items — ready to ship',
        body: '#1042: Cordless Drill and 1 more. Click to open the order.',
      },
    ]);
    s.notices[0]?.onClick();
    expect(s.opened).toEqual(['c']);
  });

  it('raises a notification for a return request that opens its order, leaving the badge alone', async () => {
    const s = setup({ status: 200, data: [] });
    await s.goLive();
    s.alerts.onEvent(event('returnRequested', order('r', 'shipped')));
    expect(s.notices.map((n) => n.notice)).toEqual([
      {
        title: 'Return requested by Karim Mia',
        body: '#1042: Cordless Drill and 1 more. Click to open the order.',
      },
    ]);
    s.notices[0]?.onClick();
    expect(s.opened).toEqual(['r']);
    expect(s.badge).toEqual([0, 0]);
  });

  it('names an order placed before recipients by its email, and one unit as one item', async () => {
    const s = setup({ status: 200, data: [] });
    await s.goLive();
    s.alerts.onEvent(event('paid', order('old', 'paid', { fullName: '', quantity: 1, number: 1001 })));
    expect(s.notices.map((n) => n.notice.title)).toEqual([
      'Order from buyer@toolshop.test: 1 item — ready to ship',
    ]);
  });

  it('keeps events that arrive while the count is fetched', async () => {
    const s = setup({ status: 200, data: [order('a', 'paid')] });
    s.alerts.onStatus('live');
    s.alerts.onEvent(event('paid', order('b', 'paid')));
    s.answer({ status: 200, data: [order('a', 'paid')] });
    await vi.waitFor(() => expect(s.badge).toEqual([2]));
    expect(s.notices).toHaveLength(1);
  });

  it('gives a customer (GET /allOrder answers 403) neither badge nor notifications', async () => {
    const s = setup({ status: 403, data: { message: 'forbidden' } });
    await s.goLive();
    s.alerts.onEvent(event('paid', order('mine', 'paid')));
    expect(s.badge).toEqual([0]);
    expect(s.notices).toEqual([]);
  });

  it('clears the badge on logout and stays quiet until an admin’s stream is live again', async () => {
    const s = setup({ status: 200, data: [order('a', 'paid')] });
    await s.goLive();
    s.alerts.reset();
    s.alerts.onEvent(event('paid', order('b', 'paid')));
    expect(s.badge).toEqual([1, 0]);
    expect(s.notices).toEqual([]);
  });
});
