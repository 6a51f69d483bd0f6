/**
 * Which cached queries each change makes stale, said once: the order actions, the purchase and
 * payment pages, the product pages and the live event stream all refresh through these, whether
 * the change was made here or arrived as an event.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Order, OrderEventType } from '@shared/entities';
import { queryKeys } from './queryKeys';

/**
 * Marks `queryKey` stale and fetches again what is on screen. A fetch already on its way may have
 * read the server before the change, and a query's first fetch is joined rather than restarted by
 * an invalidation, so its old answer would land and stay: it is cancelled first.
 */
export async function refetchAfterChange(client: QueryClient, queryKey?: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}

async function refresh(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => refetchAfterChange(client, queryKey)));
}

/** Placing an order takes its items from stock; cancelling, expiring or refunding with restock puts them back. */
const MOVES_STOCK: ReadonlySet<OrderEventType> = new Set(['created', 'cancelled', 'expired', 'refunded']);

/**
 * An order's change shows in its customer's list, the admin's list, its own page, the overview's
 * figures and the bell; one that moves stock shows in the catalogue too.
 */
export function refreshAfterOrderChange(
  client: QueryClient,
  change: OrderEventType,
  order: Pick<Order, '_id' | 'email'>,
): Promise<void> {
  return refresh(client, [
    queryKeys.myOrders(order.email),
    queryKeys.allOrders,
    queryKeys.order(order._id),
    queryKeys.stats,
    queryKeys.notifications,
    ...(MOVES_STOCK.has(change) ? [queryKeys.products, queryKeys.stock] : []),
  ]);
}

/** A product's change shows in the catalogue, the overview's products short of stock and the stock screens. */
export function refreshAfterProductChange(client: QueryClient): Promise<void> {
  return refresh(client, [queryKeys.products, queryKeys.stats, queryKeys.stock]);
}
