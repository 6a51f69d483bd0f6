import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { renewAccessToken } from '../../../api/client';
import { saleQueueStatus } from '../../../api/counterSale';
import { queryKeys } from '../../../api/queryKeys';

export interface SaleQueueCounts {
  /** Sales taken offline that wait for the server. */
  waiting: number;
  /** Sales the server refused on replay, kept on the till for an admin. */
  held: number;
}

/**
 * The desktop's offline queue (docs/counter-screen.md), polled often while sales wait in it; nothing
 * on the web, which has none.
 */
export function useSaleQueue(): SaleQueueCounts {
  const queue = useQuery({
    queryKey: queryKeys.saleQueue,
    queryFn: () => saleQueueStatus!(),
    enabled: saleQueueStatus !== null,
    refetchInterval: (query) => ((query.state.data?.waiting ?? 0) > 0 ? 2_000 : 15_000),
  });
  // Main cannot renew a spent session; the window can, and the waiting sales then go on.
  const signInNeeded = queue.data?.signInNeeded ?? false;
  useEffect(() => {
    if (signInNeeded) void renewAccessToken();
  }, [signInNeeded]);
  return { waiting: queue.data?.waiting ?? 0, held: queue.data?.held.length ?? 0 };
}
