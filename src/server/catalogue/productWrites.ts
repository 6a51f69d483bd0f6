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
import { isLowStock } from '../../shared/stockLedger';
import { stockErrors } from '../../shared/strings/stockMessages';
import { moveStock, recordInitialStock, type StockActor } from '../stock/ledger';
import { bumpCatalogueVersion } from './catalogueVersion';
import { checkProductCategory } from './categories';

/** A product's fields as the API names them, already checked by the shared schema. */
type ProductFields = z.output<typeof productCreateSchema>;

/** The product's columns for the API's fields that are present; stock moves through the ledger. */
function columnsOf(fields: Partial<ProductFields>) {
  return {
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.description !== undefined && { description: fields.description }),
    ...(fields.img !== undefined && { img: fields.img }),
    ...(fields.minimumOrder !== undefined && { minimumOrder: fields.minimumOrder }),
    ...(fields.price !== undefined && { priceCents: toCents(fields.price) }),
    ...(fields.categoryId !== undefined && { categoryId: fields.categoryId }),
    ...(fields.brand !== undefined && { brand: fields.brand }),
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

/** Who is changing the catalogue, and the shop's low-stock default the new stock is judged by. */
export interface CatalogueWriter {
  actor: StockActor;
  lowStockDefault: number;
}

export async function createProduct(
  db: Database,
  fields: ProductFields,
  { actor, lowStockDefault }: CatalogueWriter,
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    await checkProductCategory(tx, fields.categoryId);
    const [created] = await tx
      .insert(products)
      .values({
        name: fields.name,
        description: fields.description,
        img: fields.img,
        minimumOrder: fields.minimumOrder,
        availableQuantity: fields.availableQuentity,
        priceCents: toCents(fields.price),
        categoryId: fields.categoryId ?? null,
        brand: fields.brand ?? '',
        lowSince: isLowStock(fields.availableQuentity, lowStockDefault) ? new Date() : null,
      })
      .returning();
    await recordInitialStock(tx, [created!], actor);
    await bumpCatalogueVersion(tx);
    return created!;
  });
}

export type ProductUpdate =
  /** `becameLow`: the edit's stock took it below its threshold. */
  | { outcome: 'updated'; product: ProductRow; becameLow: boolean }
  /** `expectedVersion` was not the product's version any more: nothing was written. */
  | { outcome: 'stale'; current: ProductRow }
  | { outcome: 'missing' };

/**
 * Writes the fields given and raises the product's version; with `expectedVersion` (the client's
 * `If-Match`), only while the product is still at that version. A new stock figure is a
 * `correction` in the ledger, with the note staff gave (or one saying where it came from).
 */
export async function updateProduct(
  db: Database,
  id: string,
  fields: Partial<ProductFields> & { stockNote?: string },
  expectedVersion: number | null,
  { actor, lowStockDefault }: CatalogueWriter,
): Promise<ProductUpdate> {
  return db.transaction(async (tx): Promise<ProductUpdate> => {
    await checkProductCategory(tx, fields.categoryId);
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
      if (fields.availableQuentity === undefined)
        return { outcome: 'updated', product: updated, becameLow: false };
      const moved = await moveStock(
        tx,
        [{ productId: id, target: fields.availableQuentity }],
        { reason: 'correction', actor, note: fields.stockNote || stockErrors.editedInForm },
        lowStockDefault,
        false,
      );
      const product = moved.outcome === 'moved' ? (moved.products[0] ?? updated) : updated;
      return {
        outcome: 'updated',
        product,
        becameLow: moved.outcome === 'moved' && moved.becameLow.length > 0,
      };
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
export async function removeProduct(
  db: Database,
  id: string,
  { actor, lowStockDefault }: CatalogueWriter,
): Promise<ProductRow | null> {
  return db.transaction(async (tx) => {
    const moved = await moveStock(
      tx,
      [{ productId: id, target: 0 }],
      { reason: 'correction', actor, note: stockErrors.removedFromCatalogue },
      lowStockDefault,
    );
    if (moved.outcome === 'missing') return null;
    const [archived] = await tx
      .update(products)
      .set({ archivedAt: new Date(), lowSince: null, version: sql`${products.version} + 1` })
      .where(and(eq(products.id, id), isNull(products.archivedAt)))
      .returning();
    if (!archived) return null;
    await bumpCatalogueVersion(tx);
    return archived;
  });
}
