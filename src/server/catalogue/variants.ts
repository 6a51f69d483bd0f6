/**
 * A product's variants as staff write them (docs/variants.md): new ones, edits, and the ones left
 * out archived (never deleted: orders and movements name them). Stock moves only through the ledger;
 * the product's summary (its lowest live price, its summed stock) is set again in the same
 * transaction. Callers hold the product's row (they updated it first), so the variants' locks follow
 * the product's as everywhere else.
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { toCents } from '../../shared/money';
import type { VariantInput } from '../../shared/schemas';
import { stockErrors } from '../../shared/strings/stockMessages';
import { messages as m } from '../../shared/strings/validation';
import type { Database, Transaction } from '../db/database';
import { sentFields } from '../db/sentFields';
import {
  productVariants,
  products,
  suppliers,
  type ProductOption,
  type ProductRow,
  type VariantRow,
} from '../db/schema';
import { HttpError, badRequest } from '../http/errors';
import { moveStock, recordInitialStock, type LowVariant, type StockActor } from '../stock/ledger';

/** A variant's title: its values in the order of the product's options, e.g. `18 V / 5 Ah`. */
export const variantTitle = (options: readonly ProductOption[], values: Record<string, string>): string =>
  options.map((option) => values[option.name] ?? '').join(' / ');

/** The live variants of the products named (all live products' when `productIds` is null), in order. */
export async function liveVariantsOf(
  db: Database | Transaction,
  productIds: string[] | null,
): Promise<Map<string, VariantRow[]>> {
  const rows =
    productIds && productIds.length === 0
      ? []
      : await db
          .select()
          .from(productVariants)
          .where(
            and(
              isNull(productVariants.archivedAt),
              productIds ? inArray(productVariants.productId, productIds) : undefined,
            ),
          )
          .orderBy(asc(productVariants.productId), asc(productVariants.rank), asc(productVariants.createdAt));
  return variantsByProduct(rows);
}

/**
 * In SQL, whether the live variant aliased `variant` is the one a line names by `namedId`, or, for a
 * line naming none, its product's only live variant (a product with several matches none).
 */
export function isLineVariant(variant: string, namedId: SQL): SQL {
  const v = sql.identifier(variant);
  return sql`(${v}.id = ${namedId} or (${namedId} is null and not exists (
    select 1 from ${productVariants} other_variant
    where other_variant.product_id = ${v}.product_id and other_variant.archived_at is null
      and other_variant.id <> ${v}.id)))`;
}

/** Variants by their product, each product's in the order of `rows`. */
export function variantsByProduct(rows: VariantRow[]): Map<string, VariantRow[]> {
  const byProduct = new Map<string, VariantRow[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId);
    if (list) list.push(row);
    else byProduct.set(row.productId, [row]);
  }
  return byProduct;
}

/** One product's live variants, in order. */
export async function variantsOfProduct(
  db: Database | Transaction,
  productId: string,
): Promise<VariantRow[]> {
  return (await liveVariantsOf(db, [productId])).get(productId) ?? [];
}

/** The product's summary set again from its live variants: the lowest price and the summed stock. */
export async function refreshSummary(tx: Transaction, productId: string): Promise<ProductRow> {
  const [row] = await tx
    .update(products)
    .set({
      priceCents: sql`coalesce((select min(price_cents) from ${productVariants}
        where product_id = ${productId} and archived_at is null), ${products.priceCents})`,
      availableQuantity: sql`(select coalesce(sum(available_quantity), 0) from ${productVariants}
        where product_id = ${productId} and archived_at is null)`,
    })
    .where(eq(products.id, productId))
    .returning();
  return row!;
}

/** The columns of a variant's fields that were sent (an existing variant keeps the rest). */
function columnsOf(variant: VariantInput) {
  return {
    ...sentFields(variant, [
      'sku',
      'barcode',
      'weightGrams',
      'lowStockThreshold',
      'reorderQuantity',
      'supplierId',
    ]),
    ...(variant.price !== undefined && { priceCents: toCents(variant.price) }),
    ...(variant.costPrice !== undefined && {
      costPriceCents: variant.costPrice === null ? null : toCents(variant.costPrice),
    }),
  };
}

/**
 * Refuses codes another live variant (of any product, other than the one being written) already
 * has: 409 naming the variant's field. The unique indexes stand behind it for writes at once.
 */
async function checkCodesFree(
  tx: Transaction,
  inputs: readonly VariantInput[],
  ownIds: readonly string[],
): Promise<void> {
  const skus = inputs.flatMap((v) => (v.sku ? [v.sku.toLowerCase()] : []));
  const barcodes = inputs.flatMap((v) => (v.barcode ? [v.barcode] : []));
  if (!skus.length && !barcodes.length) return;
  const taken = await tx
    .select({ id: productVariants.id, sku: productVariants.sku, barcode: productVariants.barcode })
    .from(productVariants)
    .where(
      and(
        isNull(productVariants.archivedAt),
        or(
          skus.length ? inArray(sql`lower(${productVariants.sku})`, skus) : undefined,
          barcodes.length ? inArray(productVariants.barcode, barcodes) : undefined,
        ),
        ownIds.length ? sql`${productVariants.id} not in ${ownIds}` : undefined,
      ),
    );
  const issues = inputs.flatMap((variant, i) => [
    ...(variant.sku && taken.some((t) => t.sku?.toLowerCase() === variant.sku!.toLowerCase())
      ? [{ path: `variants.${i}.sku`, message: m.skuTaken }]
      : []),
    ...(variant.barcode && taken.some((t) => t.barcode === variant.barcode)
      ? [{ path: `variants.${i}.barcode`, message: m.barcodeTaken }]
      : []),
  ]);
  if (issues.length) throw new HttpError(409, { message: issues[0]!.message, issues });
}

async function checkSuppliers(tx: Transaction, inputs: readonly VariantInput[]): Promise<void> {
  const ids = [...new Set(inputs.flatMap((v) => (v.supplierId ? [v.supplierId] : [])))];
  if (!ids.length) return;
  const found = new Set(
    (await tx.select({ id: suppliers.id }).from(suppliers).where(inArray(suppliers.id, ids))).map(
      (s) => s.id,
    ),
  );
  const missing = inputs.findIndex((v) => v.supplierId && !found.has(v.supplierId));
  if (missing >= 0) throw badRequest(stockErrors.unknownSupplier, `variants.${missing}.supplierId`);
}

export interface VariantWriter {
  /** Null for the shop itself (the seed). */
  actor: StockActor | null;
  lowStockDefault: number;
  /** Why stock staff typed changed: the note of its `correction`. */
  stockNote: string;
}

/**
 * Makes the product's live variants the list given, in its order: `_id` edits that variant, none
 * makes a new one (its stock an `initial` movement), a live variant left out is archived with its
 * stock taken to zero. A changed stock is a `correction`. Answers the variants that became low.
 */
export async function saveVariants(
  tx: Transaction,
  productId: string,
  options: readonly ProductOption[],
  inputs: readonly VariantInput[],
  { actor, lowStockDefault, stockNote }: VariantWriter,
  /** The id of the product's first variant when it has none yet: a product without options shares its id. */
  firstId?: string,
): Promise<{ product: ProductRow; becameLow: LowVariant[] }> {
  const existing = await tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.id))
    .for('update');
  const byId = new Map(existing.map((variant) => [variant.id, variant]));
  const unknown = inputs.findIndex((v) => v._id !== undefined && !byId.has(v._id));
  if (unknown >= 0) throw badRequest(m.unknownVariant, `variants.${unknown}._id`);
  await checkSuppliers(tx, inputs);
  await checkCodesFree(
    tx,
    inputs,
    existing.map((variant) => variant.id),
  );

  const kept = new Set(inputs.flatMap((v) => (v._id ? [v._id] : [])));
  const dropped = existing.filter((variant) => !kept.has(variant.id));
  const becameLow: LowVariant[] = [];
  if (dropped.length) {
    const emptied = await moveStock(
      tx,
      dropped.map((variant) => ({ variantId: variant.id, target: 0 })),
      { reason: 'correction', actor, note: stockErrors.variantRemoved },
      lowStockDefault,
      false,
    );
    if (emptied.outcome !== 'moved')
      throw new Error(`archiving variants of ${productId}: ${emptied.outcome}`);
    await tx
      .update(productVariants)
      .set({ archivedAt: new Date(), lowSince: null })
      .where(
        inArray(
          productVariants.id,
          dropped.map((variant) => variant.id),
        ),
      );
  }

  const corrections: { variantId: string; target: number }[] = [];
  const created: VariantRow[] = [];
  for (const [rank, input] of inputs.entries()) {
    const shared = { title: variantTitle(options, input.options), options: input.options, rank };
    if (input._id) {
      await tx
        .update(productVariants)
        .set({ ...shared, ...columnsOf(input) })
        .where(eq(productVariants.id, input._id));
      if (
        input.availableQuentity !== undefined &&
        input.availableQuentity !== byId.get(input._id)!.availableQuantity
      )
        corrections.push({ variantId: input._id, target: input.availableQuentity });
      continue;
    }
    const stock = input.availableQuentity!;
    const threshold = input.lowStockThreshold ?? lowStockDefault;
    const [row] = await tx
      .insert(productVariants)
      .values({
        ...(firstId && existing.length === 0 && rank === 0 && { id: firstId }),
        productId,
        ...shared,
        ...columnsOf(input),
        priceCents: toCents(input.price!),
        availableQuantity: stock,
        lowSince: stock < threshold ? new Date() : null,
      })
      .returning();
    created.push(row!);
  }
  await recordInitialStock(tx, created, actor);
  if (corrections.length) {
    const moved = await moveStock(
      tx,
      corrections,
      { reason: 'correction', actor, note: stockNote },
      lowStockDefault,
      false,
    );
    if (moved.outcome === 'moved') becameLow.push(...moved.becameLow);
  }
  return { product: await refreshSummary(tx, productId), becameLow };
}

/** Whether a product sells in several live variants (its own price and stock fields summarise them). */
export async function hasSeveralVariants(db: Database | Transaction, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)));
  return (row?.n ?? 0) > 1;
}
