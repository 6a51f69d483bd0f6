/**
 * The catalogue's change counter (DESIGN §3a, "a cached catalogue"). Every write that changes what
 * `GET /` answers — a product created, edited or deleted, stock taken by an order or given back by a
 * cancel or an expiry — calls `bumpCatalogueVersion` inside its own transaction. The counter then
 * commits together with the change, and writers queue on its row, so versions follow commit order:
 * an instance that reads version v and then reads the products sees every change up to v. No
 * pub/sub is needed for any number of instances on one database.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { catalogueVersion } from '../db/schema';

/** The handle `db.transaction(async (tx) => …)` passes: the bump must share the write's transaction. */

const ROW_ID = 1;

/** Calls to bumpCatalogueVersion in this process, committed or not: see catalogueWritesStartedHere. */
let writesStartedHere = 0;

/**
 * How many catalogue writes this process has begun. Where this process is the database's only
 * client, a count unchanged since a version read was issued means that read is still current.
 */
export const catalogueWritesStartedHere = (): number => writesStartedHere;

/** Raises the catalogue's version in the caller's transaction (the row is created on first use). */
export async function bumpCatalogueVersion(tx: Transaction): Promise<void> {
  writesStartedHere++;
  await tx
    .insert(catalogueVersion)
    .values({ id: ROW_ID, version: 1 })
    .onConflictDoUpdate({
      target: catalogueVersion.id,
      set: { version: sql`${catalogueVersion.version} + 1` },
    });
}

/** The catalogue's current version: 0 before the first write. */
export async function readCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, ROW_ID));
  return row?.version ?? 0;
}
