/**
 * Holds that end: each API instance looks for unpaid orders whose hold has ended a few times per
 * hold period and expires them. Instances may look at the same order at once: the lifecycle lets
 * exactly one of them expire it.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import { startSweeper } from '../sweeper';
import type { UnpaidOrders } from './unpaidOrders';

/** Orders the sweep takes on per round; the next round takes the rest. */
const SWEEP_BATCH = 100;
const MIN_INTERVAL_MS = 250;
const MAX_INTERVAL_MS = 15_000;

export function createExpiry(db: Database, unpaidOrders: Pick<UnpaidOrders, 'expire'>) {
  return {
    /** Expires every order whose hold ended by `now`; answers how many this call expired. */
    async expireDue(now = new Date()): Promise<number> {
      const due = await db
        .select()
        .from(orders)
        .where(and(eq(orders.state, 'unpaid'), lte(orders.holdUntil, now)))
        .orderBy(orders.holdUntil)
        .limit(SWEEP_BATCH);
      let expired = 0;
      for (const order of due) {
        const outcome = await unpaidOrders.expire(order);
        if (outcome?.state === 'expired') expired += 1;
      }
      return expired;
    },
  };
}

export type Expiry = ReturnType<typeof createExpiry>;

/** Starts sweeping; answers the function that stops it. */
export function startExpirySweeper(
  expiry: Expiry,
  holdMs: number,
  log: (error: unknown) => void,
): () => Promise<void> {
  const interval = Math.min(MAX_INTERVAL_MS, Math.max(MIN_INTERVAL_MS, Math.round(holdMs / 4)));
  return startSweeper(() => expiry.expireDue(), interval, log);
}
