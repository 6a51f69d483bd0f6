/**
 * A variant's stock as staff manage it: its reorder settings, adjustments by hand (counts, damage,
 * losses, corrections, each a movement through the ledger), and the Low stock list.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { isLowStock, suggestedQuantity } from '../../shared/stockLedger';
import type { LowStockItem, StockItem, StockMovement } from '../../shared/stockSchemas';
import type { stockAdjustmentSchema, stockSettingsSchema } from '../../shared/stockSchemas';
import { stockErrors } from '../../shared/strings/stockMessages';
import type { z } from 'zod';
import { queryRows, type Database } from '../db/database';
import { products, suppliers, type ProductRow, type SupplierRow } from '../db/schema';
import { HttpError, badRequest, notFound } from '../http/errors';
import { lowSinceAfter, moveStock, type StockActor } from './ledger';
import { movementOut } from './movements';
import { supplierOut } from './suppliers';

type ItemRow = { product: ProductRow; supplier: SupplierRow | null };

export function stockItemOut({ product, supplier }: ItemRow, lowStockDefault: number): StockItem {
  const threshold = product.lowStockThreshold ?? lowStockDefault;
  return {
    productId: product.id,
    variantId: product.id,
    name: product.name,
    img: product.img,
    stock: product.availableQuantity,
    lowStockThreshold: product.lowStockThreshold,
    threshold,
    reorderQuantity: product.reorderQuantity,
    supplier: supplier ? supplierOut(supplier) : null,
    low: isLowStock(product.availableQuantity, threshold),
  };
}

const itemRows = (db: Database) =>
  db
    .select({ product: products, supplier: suppliers })
    .from(products)
    .leftJoin(suppliers, eq(suppliers.id, products.supplierId));

/** A variant still in the catalogue, with its supplier. */
async function findItem(db: Database, variantId: string): Promise<ItemRow> {
  const [row] = await itemRows(db).where(and(eq(products.id, variantId), isNull(products.archivedAt)));
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

/**
 * New reorder settings. A new threshold re-judges the variant at once (low or not), without an
 * alert: staff who set it know.
 */
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
  const threshold =
    settings.lowStockThreshold === undefined
      ? sql`p.low_stock_threshold`
      : sql`${settings.lowStockThreshold}::int`;
  const [updated] = await queryRows<{ id: string }>(
    db,
    sql`update ${products} p set
          low_stock_threshold = ${threshold},
          reorder_quantity = ${settings.reorderQuantity === undefined ? sql`p.reorder_quantity` : sql`${settings.reorderQuantity}::int`},
          supplier_id = ${settings.supplierId === undefined ? sql`p.supplier_id` : sql`${settings.supplierId}::text`},
          low_since = ${lowSinceAfter(sql`p.available_quantity`, lowStockDefault, threshold)}
        where p.id = ${variantId} and p.archived_at is null
        returning p.id`,
  );
  if (!updated) throw notFound();
  return stockItem(db, variantId, lowStockDefault);
}

/** What a low variant needs: every one in the catalogue below its threshold, emptiest first. */
export async function lowStock(db: Database, lowStockDefault: number): Promise<LowStockItem[]> {
  const rows = await itemRows(db)
    .where(
      and(
        isNull(products.archivedAt),
        sql`${products.availableQuantity} < coalesce(${products.lowStockThreshold}, ${lowStockDefault}::int)`,
      ),
    )
    .orderBy(asc(products.availableQuantity), asc(products.name));
  return rows.map((row) => {
    const item = stockItemOut(row, lowStockDefault);
    return {
      ...item,
      suggestedQuantity: suggestedQuantity(item.stock, item.threshold, item.reorderQuantity),
      lowSince: row.product.lowSince?.toISOString() ?? null,
    };
  });
}

export interface Adjusted {
  movement: StockMovement | null;
  item: StockItem;
  /** Set when the adjustment made it low: alert about it. */
  becameLow: ProductRow | null;
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
      ? { productId: variantId, target: quantity }
      : { productId: variantId, delta: kind === 'correction' ? quantity : -quantity };
  const result = await db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, variantId), isNull(products.archivedAt)));
    if (!live) throw notFound();
    return moveStock(tx, [move], { reason: kind, actor, note }, lowStockDefault);
  });
  if (result.outcome === 'missing') throw notFound();
  if (result.outcome === 'short') throw new HttpError(409, { message: stockErrors.belowZero(result.stock) });
  const row = await findItem(db, variantId);
  const movement = result.movements[0];
  return {
    movement: movement ? movementOut({ movement, productName: row.product.name }) : null,
    item: stockItemOut(row, lowStockDefault),
    becameLow: result.becameLow[0] ?? null,
  };
}
