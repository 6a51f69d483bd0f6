/**
 * The catalogue's version: what `GET /` caches are checked against. It is the staff's change
 * counter (one row, raised by every write of ./catalogueWriter.ts, in that write's own
 * transaction) plus the sum of every product's own version, which every stock change raises in
 * the row it changes anyway. Both only grow and commit with their change, so an instance that reads
 * version v and then the products sees every change up to v; and an order, which changes only its
 * products' rows, never waits on a row that every order shares.
 */
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { catalogueVersion, products } from '../db/schema';

const ROW_ID = 1;

/** Catalogue writes this process began, committed or not: see catalogueWritesStartedHere. */
let writesStartedHere = 0;

/**
 * How many catalogue writes this process has begun. Where this process is the database's only
 * client, a count unchanged since a version read was issued means that read is still current.
 */
export const catalogueWritesStartedHere = (): number => writesStartedHere;

/** Called before any write that changes a product's row: its stock, or anything else. */
export const noteCatalogueWrite = (): void => {
  writesStartedHere++;
};

/** Raises the staff's change counter in the caller's transaction (the row is created on first use). */
export async function bumpCatalogueVersion(tx: Transaction): Promise<void> {
  noteCatalogueWrite();
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
    .select({
      version:
        sql<number>`coalesce((select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = ${ROW_ID}), 0)
        + coalesce((select sum(${products.version}) from ${products}), 0)`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row?.version ?? 0;
}
