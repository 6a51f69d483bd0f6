/**
 * The per-state order counts the admin's list reads its totals from, and what each customer holds
 * unpaid (orders, units of each product) that their limits are checked against, beside the orders counted afresh: each pair is
 * equal unless some write changed an order without its count.
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import { orderCounts, orders, unpaidOrderCounts } from '../../../src/server/db/schema';

type ByState = Record<string, number>;
/** Each customer's unpaid orders, and the units of each product in them. */
type ByUid = Record<string, { count: number; heldUnits: Record<string, number> }>;

/** Both read in one snapshot, so a change committing meanwhile (the expiry sweep's, say) is in both or neither. */
export function keptAndCountedOrderStates(
  db: Database,
): Promise<{ kept: ByState; counted: ByState; keptUnpaid: ByUid; countedUnpaid: ByUid }> {
  return db.transaction(
    async (tx) => {
      const kept = await tx.select().from(orderCounts);
      const counted = await tx.select({ state: orders.state, n: count() }).from(orders).groupBy(orders.state);
      const keptUnpaid = await tx.select().from(unpaidOrderCounts);
      const unpaid = await tx
        .select({ uid: orders.uid, lines: orders.lines })
        .from(orders)
        .where(and(eq(orders.state, 'unpaid'), isNotNull(orders.uid)));
      const countedUnpaid: ByUid = {};
      for (const { uid, lines } of unpaid) {
        const held = (countedUnpaid[uid!] ??= { count: 0, heldUnits: {} });
        held.count += 1;
        for (const { productId, quantity } of lines) {
          held.heldUnits[productId] = (held.heldUnits[productId] ?? 0) + quantity;
        }
      }
      return {
        // A state whose orders all moved on keeps a row at 0.
        kept: Object.fromEntries(kept.filter((row) => row.count !== 0).map((row) => [row.state, row.count])),
        counted: Object.fromEntries(counted.map((row) => [row.state, row.n])),
        keptUnpaid: Object.fromEntries(
          keptUnpaid
            .filter((row) => row.count !== 0 || Object.keys(row.heldUnits).length > 0)
            .map(({ uid, count, heldUnits }) => [uid, { count, heldUnits }]),
        ),
        countedUnpaid,
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}
