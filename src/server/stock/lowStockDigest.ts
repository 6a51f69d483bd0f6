/**
 * The admins' daily low-stock digest: while any tool is low and no digest was queued in the last
 * day, one email per admin (through the outbox, which reads the list afresh when it sends). An
 * advisory lock lets one instance at a time decide. Looked for by ./lowStockAlerts.ts.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { productVariants, products } from '../db/schema';
import { queueLowStockDigestEmails } from '../mail/outbox';

/** Just under a day, so an hourly check does not drift the digest an hour later each day. */
const DIGEST_EVERY = sql`interval '23 hours 30 minutes'`;

/** Queues today's digest if one is due; answers whether it did. */
export async function queueLowStockDigest(db: Database, lowStockDefault: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('low-stock-digest'))`);
    const anyLow = sql`exists (
      select 1 from ${productVariants} v join ${products} p on p.id = v.product_id
      where p.archived_at is null and v.archived_at is null
        and v.available_quantity < coalesce(v.low_stock_threshold, ${lowStockDefault}::int))`;
    return queueLowStockDigestEmails(tx, anyLow, DIGEST_EVERY);
  });
}
