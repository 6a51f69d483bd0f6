/**
 * Keeps every screen current without a reload: while someone is signed in, the
 * transport's event stream updates the cached queries an event touches, and a few events are
 * worth a toast (a new paid order or a tool running low for staff; a shipped or expired order for its
 * customer).
 */
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Order, OrderEventType, ShopEvent } from '@shared/entities';
import type { Role } from '@shared/roles';
import { orders } from '@shared/strings/labels/orders';
import { staffLiveText } from '@shared/strings/labels/notifications';
import { currentTransport, renewAccessToken } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import { refetchAfterChange, refreshAfterOrderChange, refreshAfterProductChange } from '../api/refreshes';
import { queryClient } from '../queryClient';
import { useConnection } from '../stores/connection';
import { useSession } from '../stores/session';
import { notifyInfo } from '../ui/notify';

interface Viewer {
  email: string;
  role: Role;
}

/** Puts an order's new version into the customer's cached list at once, then refetches what holds it. */
function applyOrder(client: QueryClient, type: OrderEventType, order: Order): void {
  const replace = (list: Order[] | undefined) =>
    list?.some((o) => o._id === order._id) ? list.map((o) => (o._id === order._id ? order : o)) : list;
  client.setQueryData<Order[]>(queryKeys.myOrders(order.email), replace);
  void refreshAfterOrderChange(client, type, order);
}

export function handleShopEvent(client: QueryClient, viewer: Viewer, event: ShopEvent): void {
  if (event.kind === 'product') {
    void refreshAfterProductChange(client);
    return;
  }
  if (event.kind === 'stock') {
    void refetchAfterChange(client, queryKeys.stock);
    if (viewer.role === 'admin') notifyInfo(staffLiveText.lowStock(event.stock.name, event.stock.stock));
    return;
  }
  const { order, type } = event;
  applyOrder(client, type, order);
  const own = order.email === viewer.email;
  if (viewer.role === 'admin' && type === 'paid' && !own) {
    // Orders from before recipients were asked for have none: their email names them.
    notifyInfo(orders.live.newPaidOrder(order.number, order.fullName || order.email, order.quantity));
  } else if (own && type === 'shipped') {
    notifyInfo(orders.live.shipped(order.number, order.name));
  } else if (own && type === 'expired') {
    notifyInfo(orders.live.expired(order.number, order.name));
  } else if (own && type === 'refunded') {
    notifyInfo(orders.live.refunded(order.number));
  } else if (own && type === 'returnDeclined') {
    notifyInfo(orders.live.returnDeclined(order.number));
  } else if (viewer.role === 'admin' && type === 'returnRequested') {
    notifyInfo(orders.live.returnRequested(order.number));
  }
}

/** Mounted once in the app shell; listens while a user with a record is signed in. */
export function useLiveEvents(): void {
  const email = useSession((s) => s.user?.email ?? null);
  const role = useSession((s) => s.user?.role ?? null);
  useEffect(() => {
    if (!email || !role) return;
    const viewer = { email, role };
    const { setStatus } = useConnection.getState();
    let wasLive = false;
    const unsubscribe = currentTransport().subscribe(
      (event) => handleShopEvent(queryClient, viewer, event),
      (status) => {
        setStatus(status);
        if (status === 'unauthorized') void renewAccessToken();
        // Whatever happened while the stream was down is fetched again.
        if (status === 'live' && wasLive) void refetchAfterChange(queryClient);
        if (status === 'live') wasLive = true;
      },
    );
    return () => {
      unsubscribe();
      setStatus(null);
    };
  }, [email, role]);
}
