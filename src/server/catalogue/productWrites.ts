/**
 * Every change staff make to the catalogue, each in one transaction with the
 * catalogue's version bump, so the cached `GET /` of every instance notices it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { toCents } from '../../shared/money';
import type { z } from 'zod';
import type { productCreateSchema } from '../../shared/schemas';
import type { Database } from '../db/database';
import { products, type ProductRow } from '../db/schema';
import { bumpCatalogueVersion } from './catalogueVersion';

/** A product's fields as the API names them, already checked by the shared schema. */
type ProductFields = z.output<typeof productCreateSchema>;

/** The product's columns for the API's fields that are present. */
function columnsOf(fields: Partial<ProductFields>) {
  return {
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.description !== undefined && { description: fields.description }),
    ...(fields.img !== undefined && { img: fields.img }),
    ...(fields.minimumOrder !== undefined && { minimumOrder: fields.minimumOrder }),
    ...(fields.availableQuentity !== undefined && { availableQuantity: fields.availableQuentity }),
    ...(fields.price !== undefined && { priceCents: toCents(fields.price) }),
  };
}

/** A product still in the catalogue; archived and unknown ids are both null. */
export async function findBuyableProduct(db: Database, id: string): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)));
  return row ?? null;
}

export async function createProduct(db: Database, fields: ProductFields): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(products)
      .values({
        name: fields.name,
        description: fields.description,
        img: fields.img,
        minimumOrder: fields.minimumOrder,
        availableQuantity: fields.availableQuentity,
        priceCents: toCents(fields.price),
      })
      .returning();
    await bumpCatalogueVersion(tx);
    return created!;
  });
}

export type ProductUpdate =
  | { outcome: 'updated'; product: ProductRow }
  /** `expectedVersion` was not the product's version any more: nothing was written. */
  | { outcome: 'stale'; current: ProductRow }
  | { outcome: 'missing' };

/**
 * Writes the fields given and raises the product's version; with `expectedVersion` (the client's
 * `If-Match`), only while the product is still at that version.
 */
export async function updateProduct(
  db: Database,
  id: string,
  fields: Partial<ProductFields>,
  expectedVersion: number | null,
): Promise<ProductUpdate> {
  return db.transaction(async (tx): Promise<ProductUpdate> => {
    const [updated] = await tx
      .update(products)
      .set({ ...columnsOf(fields), version: sql`${products.version} + 1` })
      .where(
        and(
          eq(products.id, id),
          isNull(products.archivedAt),
          expectedVersion === null ? undefined : eq(products.version, expectedVersion),
        ),
      )
      .returning();
    if (updated) {
      await bumpCatalogueVersion(tx);
      return { outcome: 'updated', product: updated };
    }
    const [current] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), isNull(products.archivedAt)));
    return current ? { outcome: 'stale', current } : { outcome: 'missing' };
  });
}

/**
 * Takes a product out of the catalogue: it is archived, never deleted, so the orders and carts
 * that name it keep what they knew, and its stock is zeroed so that nothing can sell it. Answers
 * the product as it left the catalogue, or null when no such product is in it.
 */
export async function removeProduct(db: Database, id: string): Promise<ProductRow | null> {
  return db.transaction(async (tx) => {
    const [archived] = await tx
      .update(products)
      .set({ archivedAt: new Date(), availableQuantity: 0, version: sql`${products.version} + 1` })
      .where(and(eq(products.id, id), isNull(products.archivedAt)))
      .returning();
    if (!archived) return null;
    await bumpCatalogueVersion(tx);
    return archived;
  });
}
