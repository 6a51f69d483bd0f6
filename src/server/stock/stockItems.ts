/**
 * A variant's stock as staff manage it: its reorder settings, adjustments by hand (counts, damage,
 * losses, corrections, each a movement through the ledger), and the Low stock list.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { toDollars } from '../../shared/money';
import type { Role } from '../../shared/roles';
import { isLowStock, suggestedQuantity, variantName } from '../../shared/stockLedger';
import type { LowStockItem, StockItem, StockMovement } from '../../shared/stockSchemas';
import type { stockAdjustmentSchema, stockSettingsSchema } from '../../shared/stockSchemas';
import { stockErrors } from '../../shared/strings/stockMessages';
import type { z } from 'zod';
import { saveReorderSettings } from '../catalogue/catalogueWriter';
import type { Database } from '../db/database';
import {
  productVariants,
  products,
  suppliers,
  type ProductRow,
  type SupplierRow,
  type VariantRow,
} from '../db/schema';
import { HttpError, badRequest, notFound } from '../http/errors';
import { moveStock, type LowVariant, type StockActor } from './ledger';
import { movementOut } from './movements';
import { supplierOut } from './suppliers';

type ItemRow = { variant: VariantRow; product: ProductRow; supplier: SupplierRow | null };

export function stockItemOut({ variant, product, supplier }: ItemRow, lowStockDefault: number): StockItem {
  const threshold = variant.lowStockThreshold ?? lowStockDefault;
  return {
    productId: product.id,
    variantId: variant.id,
    name: product.name,
    variantTitle: variant.title,
    sku: variant.sku,
    img: product.img,
    stock: variant.availableQuantity,
    lowStockThreshold: variant.lowStockThreshold,
    threshold,
    reorderQuantity: variant.reorderQuantity,
    supplier: supplier ? supplierOut(supplier) : null,
    costPrice: variant.costPriceCents === null ? null : toDollars(variant.costPriceCents),
    low: isLowStock(variant.availableQuantity, threshold),
  };
}

/**
 * A stock view as `role` may see it: a cashier's leaves out the supplier's contact details, its
 * note and the cost price, which are the admins' as `GET /supplier` is.
 */
export function asSeenBy<T extends StockItem>(role: Role, item: T): T {
  if (role === 'admin') return item;
  const { costPrice: _adminsOnly, supplier, ...shown } = item;
  const named = supplier && { _id: supplier._id, name: supplier.name, leadDays: supplier.leadDays };
  return { ...shown, supplier: named } as T;
}

const itemRows = (db: Database) =>
  db
    .select({ variant: productVariants, product: products, supplier: suppliers })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(suppliers, eq(suppliers.id, productVariants.supplierId));

const live = and(isNull(products.archivedAt), isNull(productVariants.archivedAt));

/** A variant still in the catalogue, with its product and supplier. */
async function findItem(db: Database, variantId: string): Promise<ItemRow> {
  const [row] = await itemRows(db).where(and(eq(productVariants.id, variantId), live));
  if (!row) throw notFound();
  return row;
}

export async function stockItem(
  db: Database,
  variantId: string,
  lowStockDefault: number,
): Promise<StockItem> {
  return stockItemOut(await findItem(db, variantId), lowStockDefault);
}

/** New reorder settings (`saveReorderSettings`): an unknown supplier is 400, an unknown variant 404. */
export async function updateStockSettings(
  db: Database,
  variantId: string,
  settings: z.output<typeof stockSettingsSchema>,
  lowStockDefault: number,
): Promise<StockItem> {
  if (settings.supplierId) {
    const [supplier] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.id, settings.supplierId));
    if (!supplier) throw badRequest(stockErrors.unknownSupplier, 'supplierId');
  }
  const saved = await db.transaction((tx) => saveReorderSettings(tx, variantId, settings, lowStockDefault));
  if (!saved) throw notFound();
  return stockItem(db, variantId, lowStockDefault);
}

/** What a low variant needs: every one in the catalogue below its threshold, emptiest first. */
export async function lowStock(db: Database, lowStockDefault: number): Promise<LowStockItem[]> {
  const rows = await itemRows(db)
    .where(
      and(
        live,
        sql`${productVariants.availableQuantity} < coalesce(${productVariants.lowStockThreshold}, ${lowStockDefault}::int)`,
      ),
    )
    .orderBy(asc(productVariants.availableQuantity), asc(products.name), asc(productVariants.rank));
  return rows.map((row) => {
    const item = stockItemOut(row, lowStockDefault);
    return {
      ...item,
      suggestedQuantity: suggestedQuantity(item.stock, item.threshold, item.reorderQuantity),
      lowSince: row.variant.lowSince?.toISOString() ?? null,
    };
  });
}

export interface Adjusted {
  movement: StockMovement | null;
  item: StockItem;
  /** Set when the adjustment made it low: alert about it. */
  becameLow: LowVariant | null;
}

/**
 * An adjustment by hand. A count's change is worked out under the row's lock, so orders placed
 * while staff counted stay counted; nothing goes below zero (409).
 */
export async function adjustStock(
  db: Database,
  input: z.output<typeof stockAdjustmentSchema>,
  actor: StockActor,
  lowStockDefault: number,
): Promise<Adjusted> {
  const { variantId, kind, quantity, note } = input;
  const move =
    kind === 'count'
      ? { variantId, target: quantity }
      : { variantId, delta: kind === 'correction' ? quantity : -quantity };
  const result = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.id, variantId), live));
    if (!found) throw notFound();
    return moveStock(tx, [move], { reason: kind, actor, note }, lowStockDefault);
  });
  if (result.outcome === 'missing') throw notFound();
  if (result.outcome === 'short') throw new HttpError(409, { message: stockErrors.belowZero(result.stock) });
  const row = await findItem(db, variantId);
  const movement = result.movements[0];
  return {
    movement: movement
      ? movementOut({ movement, productName: variantName(row.product.name, row.variant.title) })
      : null,
    item: stockItemOut(row, lowStockDefault),
    becameLow: result.becameLow[0] ?? null,
  };
}
