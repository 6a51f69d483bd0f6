/**
 * The per-state order counts the admin's list reads its totals from, beside the orders' states
 * counted afresh: the two are equal unless some write changed an order without its count.
 */
import { count } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import { orderCounts, orders } from '../../../src/server/db/schema';

type ByState = Record<string, number>;

/** Both read in one snapshot, so a change committing meanwhile (the expiry sweep's, say) is in both or neither. */
export function keptAndCountedOrderStates(db: Database): Promise<{ kept: ByState; counted: ByState }> {
  return db.transaction(
    async (tx) => {
      const kept = await tx.select().from(orderCounts);
      const counted = await tx.select({ state: orders.state, n: count() }).from(orders).groupBy(orders.state);
      return {
        // A state whose orders all moved on keeps a row at 0.
        kept: Object.fromEntries(kept.filter((row) => row.count !== 0).map((row) => [row.state, row.count])),
        counted: Object.fromEntries(counted.map((row) => [row.state, row.n])),
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}
