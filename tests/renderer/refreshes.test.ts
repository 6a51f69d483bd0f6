/** What each order and product change makes stale in the query cache, made here or told by the live stream. */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Order, OrderEventType } from '@shared/entities';
import { queryKeys } from '../../src/renderer/src/api/queryKeys';
import { refreshAfterOrderChange, refreshAfterProductChange } from '../../src/renderer/src/api/refreshes';
import { handleShopEvent } from '../../src/renderer/src/live/useLiveEvents';
import { drillOrder } from './fixtures';

const order: Order = drillOrder({ paid: true, status: true, tnxId: 'pi_1', state: 'shipped' });

/** A cache with an answer under every key a change might touch; `stale()` names those made stale. */
function cacheWithEverything() {
  const client = new QueryClient();
  const keys = {
    myOrders: queryKeys.myOrders(order.email),
    someoneElsesOrders: queryKeys.myOrders('karim@toolshop.test'),
    allOrdersPage: queryKeys.allOrdersPage({ page: 1 }),
    order: queryKeys.order(order._id),
    anotherOrder: queryKeys.order('o2'),
    stats: queryKeys.stats,
    notifications: queryKeys.notifications,
    products: queryKeys.products,
    reviews: queryKeys.reviews,
    usersPage: queryKeys.usersPage({ page: 1 }),
    stockMovements: queryKeys.stockMovements({ productId: 'p1' }),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, []);
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, stale };
}

const ORDER_QUERIES = ['myOrders', 'allOrdersPage', 'order', 'stats', 'notifications'];

describe('what a change refreshes', () => {
  it.each<OrderEventType>(['paid', 'shipped'])(
    'an order %s: its customer’s list, the admin’s list, its page, the overview’s figures and the bell',
    async (change) => {
      const { client, stale } = cacheWithEverything();
      await refreshAfterOrderChange(client, change, order);
      expect(stale()).toEqual(ORDER_QUERIES);
    },
  );

  it.each<OrderEventType>(['created', 'cancelled', 'expired'])(
    'an order %s moves stock: the catalogue and the stock screens too',
    async (change) => {
      const { client, stale } = cacheWithEverything();
      await refreshAfterOrderChange(client, change, order);
      expect(stale()).toEqual([...ORDER_QUERIES, 'products', 'stockMovements']);
    },
  );

  it('a product change: the catalogue, the overview’s products short of stock and the stock screens', async () => {
    const { client, stale } = cacheWithEverything();
    await refreshAfterProductChange(client);
    expect(stale()).toEqual(['stats', 'products', 'stockMovements']);
  });

  it('a live event refreshes the same, and puts the order’s new version into its customer’s list', async () => {
    const { client, stale } = cacheWithEverything();
    client.setQueryData<Order[]>(queryKeys.myOrders(order.email), [
      { ...order, state: 'paid', status: false },
    ]);
    handleShopEvent(
      client,
      { email: 'admin@toolshop.test', role: 'admin' },
      { kind: 'order', type: 'shipped', order },
    );
    await vi.waitFor(() => expect(stale()).toEqual(ORDER_QUERIES));
    expect(client.getQueryData(queryKeys.myOrders(order.email))).toEqual([order]);
  });
});
