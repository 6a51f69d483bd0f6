/**
 * A live event that arrives while a list is still on its way from the server: the list shown
 * afterwards is the one after the change, not the answer read before it.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Order, OrderState } from '@shared/entities';
import { queryKeys } from '../../src/renderer/src/api/queryKeys';
import { handleShopEvent } from '../../src/renderer/src/live/useLiveEvents';
import { drillOrder } from './fixtures';

const unpaid: Order = drillOrder();
const paid: Order = { ...unpaid, state: 'paid', paid: true, tnxId: 'pi_1' };

/**
 * The admin's list of one search as a screen holds it, against a server whose order is `unpaid`
 * until `pay()`; each answer is read when asked and sent only when `settled()` lets the answers through.
 */
function adminListOnScreen() {
  let stored: Order = unpaid;
  const waiting: (() => void)[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const queryKey = queryKeys.allOrdersPage({ page: 1, q: unpaid.email });
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => {
      const read = { items: [stored], total: 1 };
      return new Promise<typeof read>((resolve) => waiting.push(() => resolve(read)));
    },
  });
  const shown: OrderState[] = [];
  const stop = observer.subscribe((result) => {
    if (result.data) shown.push(result.data.items[0]!.state);
  });
  const settled = async () => {
    for (let turn = 0; turn < 20; turn++) {
      waiting.splice(0).forEach((send) => send());
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (waiting.length === 0 && !observer.getCurrentResult().isFetching) return;
    }
  };
  return {
    client,
    shown,
    stop,
    settled,
    pay: () => (stored = paid),
  };
}

const admin = { email: 'admin@toolshop.test', role: 'admin' as const };

describe('a live event during a fetch', () => {
  it('that is the list’s first: the list ends Paid, not with the Unpaid it read before the payment', async () => {
    const list = adminListOnScreen();
    list.pay();
    handleShopEvent(list.client, admin, { kind: 'order', type: 'paid', order: paid });
    await list.settled();
    expect(list.shown.at(-1)).toBe('paid');
    list.stop();
  });

  it('that refreshes a list already shown: the list ends Paid', async () => {
    const list = adminListOnScreen();
    await list.settled();
    expect(list.shown.at(-1)).toBe('unpaid');
    void list.client.invalidateQueries({ queryKey: queryKeys.allOrders });
    list.pay();
    handleShopEvent(list.client, admin, { kind: 'order', type: 'paid', order: paid });
    await list.settled();
    expect(list.shown.at(-1)).toBe('paid');
    list.stop();
  });
});
