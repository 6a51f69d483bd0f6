/**
 * The per-state order counts the admin's list reads its totals from, and each customer's count of
 * unpaid orders their limit is checked against, beside the orders counted afresh: each pair is
 * equal unless some write changed an order without its count.
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import { orderCounts, orders, unpaidOrderCounts } from '../../../src/server/db/schema';

type ByState = Record<string, number>;
type ByUid = Record<string, number>;

/** Both read in one snapshot, so a change committing meanwhile (the expiry sweep's, say) is in both or neither. */
export function keptAndCountedOrderStates(
  db: Database,
): Promise<{ kept: ByState; counted: ByState; keptUnpaid: ByUid; countedUnpaid: ByUid }> {
  return db.transaction(
    async (tx) => {
      const kept = await tx.select().from(orderCounts);
      const counted = await tx.select({ state: orders.state, n: count() }).from(orders).groupBy(orders.state);
      const keptUnpaid = await tx.select().from(unpaidOrderCounts);
      const countedUnpaid = await tx
        .select({ uid: orders.uid, n: count() })
        .from(orders)
        .where(and(eq(orders.state, 'unpaid'), isNotNull(orders.uid)))
        .groupBy(orders.uid);
      return {
        // A state whose orders all moved on keeps a row at 0.
        kept: Object.fromEntries(kept.filter((row) => row.count !== 0).map((row) => [row.state, row.count])),
        counted: Object.fromEntries(counted.map((row) => [row.state, row.n])),
        keptUnpaid: Object.fromEntries(
          keptUnpaid.filter((row) => row.count !== 0).map((row) => [row.uid, row.count]),
        ),
        countedUnpaid: Object.fromEntries(countedUnpaid.map((row) => [row.uid, row.n])),
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}
