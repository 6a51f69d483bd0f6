/**
 * The one writer of the products and product_variants tables, but for stock: that moves only through
 * the ledger (../stock/ledger.ts, whose pieces placement's statement is built from). What every write
 * of the catalogue owes the rest of the shop is done here, so no caller has to remember it:
 * - each write raises the catalogue's version in its own transaction (./catalogueVersion.ts), so the
 *   cached `GET /` of every instance notices it;
 * - each write locks the products it touches in id order before any of their variants, as the ledger
 *   and placement do, and the catalogue's version row after them. Writers at once then wait for each
 *   other instead of deadlocking.
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { toCents } from '../../shared/money';
import type { VariantInput } from '../../shared/schemas';
import type { stockSettingsSchema } from '../../shared/stockSchemas';
import { stockErrors } from '../../shared/strings/stockMessages';
import { messages as m } from '../../shared/strings/validation';
import { queryRows, type Transaction } from '../db/database';
import { nextTurn } from '../nextTurn';
import { sentFields } from '../db/sentFields';
import {
  productVariants,
  products,
  reviews,
  suppliers,
  type ProductOption,
  type ProductRow,
  type VariantRow,
} from '../db/schema';
import { HttpError, badRequest } from '../http/errors';
import {
  enteringLowSince,
  lowSinceAfter,
  lowVariantsOf,
  markEnteredLow,
  moveStock,
  recordInitialStock,
  type LowVariant,
  type MovementContext,
  type StockActor,
} from '../stock/ledger';
import { bumpCatalogueVersion } from './catalogueVersion';
import { productPriceCents, productPriceSql } from './productPrice';
import { variantTitle, variantsOfProduct } from './variants';

/** A JSON array of ids as a set SQL can test membership of, however many there are. */
const idSet = (ids: readonly string[]): SQL =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** Locks the products named, in id order: the order every writer of products and variants takes. */
async function lockProducts(tx: Transaction, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`select id from ${products} where id in ${idSet(ids)} order by id for update`);
}

/** A product's own columns; its price and stock summarise its variants. */
export type ProductColumns = Pick<
  typeof products.$inferInsert,
  | 'name'
  | 'description'
  | 'img'
  | 'minimumOrder'
  | 'options'
  | 'categoryId'
  | 'brand'
  | 'createdAt'
  | 'taxRateBp'
  | 'hsnCode'
  | 'unit'
>;

/** How a write of variants judges and records their stock. */
export interface StockEdit {
  /** Null for the shop itself (the seed). */
  actor: StockActor | null;
  lowStockDefault: number;
  /** Why stock staff typed changed: the note of its `correction`. */
  stockNote: string;
}

/**
 * Makes a product with its variants (see `saveVariants`). With `firstVariantIsProduct` its first
 * variant takes the product's id, as every product without options and every seeded tool's first
 * variant does, so anything naming a variant by the product's id names one.
 */
export async function addProduct(
  tx: Transaction,
  columns: ProductColumns,
  variants: readonly VariantInput[],
  edit: StockEdit,
  firstVariantIsProduct: boolean,
): Promise<{ product: ProductRow; becameLow: LowVariant[] }> {
  const [created] = await tx
    .insert(products)
    .values({
      ...columns,
      // Its stock is summed from its variants once they are saved below.
      availableQuantity: 0,
      priceCents: productPriceCents(variants.map((variant) => ({ priceCents: toCents(variant.price!) })))!,
    })
    .returning();
  const id = created!.id;
  return saveVariants(tx, id, columns.options ?? [], variants, edit, firstVariantIsProduct ? id : undefined);
}

/**
 * Writes a product's own columns and raises its version, only while it is live and still at
 * `expectedVersion` (the client's `If-Match`). Null when it is not: nothing was written.
 */
export async function editProduct(
  tx: Transaction,
  id: string,
  columns: Partial<ProductColumns>,
  expectedVersion: number,
): Promise<ProductRow | null> {
  const [updated] = await tx
    .update(products)
    .set({ ...columns, version: sql`${products.version} + 1` })
    .where(and(eq(products.id, id), isNull(products.archivedAt), eq(products.version, expectedVersion)))
    .returning();
  if (!updated) return null;
  await bumpCatalogueVersion(tx);
  return updated;
}

/**
 * Takes a product out of the catalogue: archived, never deleted, so the orders and carts that name
 * it keep what they knew, its variants archived with it (their stock to zero, so nothing can sell
 * it). Answers the product as it left and its variants as they were; null when it is not live.
 */
export async function archiveProduct(
  tx: Transaction,
  id: string,
  actor: StockActor,
  lowStockDefault: number,
): Promise<{ product: ProductRow; variants: VariantRow[] } | null> {
  const [live] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)))
    .for('update');
  if (!live) return null;
  const variants = await variantsOfProduct(tx, id);
  await archiveVariants(
    tx,
    variants.map((variant) => variant.id),
    { reason: 'correction', actor, note: stockErrors.removedFromCatalogue },
    lowStockDefault,
  );
  const [archived] = await tx
    .update(products)
    .set({ archivedAt: new Date(), version: sql`${products.version} + 1` })
    .where(eq(products.id, id))
    .returning();
  await bumpCatalogueVersion(tx);
  return { product: archived!, variants };
}

/**
 * Takes variants off sale: their stock to zero through the ledger first (`emptying`), while it still
 * counts for their products; then archived, never deleted (orders and movements name them; their
 * codes are free for other variants), their low mark cleared, and their products priced again from
 * the variants left.
 */
export async function archiveVariants(
  tx: Transaction,
  variantIds: readonly string[],
  emptying: MovementContext,
  lowStockDefault: number,
  /** False when the products' versions were raised already in this transaction (a form edit). */
  raiseVersion = true,
): Promise<void> {
  if (variantIds.length === 0) return;
  const emptied = await moveStock(
    tx,
    variantIds.map((variantId) => ({ variantId, target: 0 })),
    emptying,
    lowStockDefault,
    raiseVersion,
  );
  if (emptied.outcome !== 'moved') throw new Error(`emptying variants to archive them: ${emptied.outcome}`);
  const archived = await queryRows<{ product_id: string }>(
    tx,
    sql`update ${productVariants} set archived_at = now(), low_since = null
        where id in ${idSet(variantIds)} and archived_at is null
        returning product_id`,
  );
  // A separate statement: one statement's parts all read the rows as they were before it.
  await tx.execute(sql`
    update ${products} p set price_cents = coalesce(${productPriceSql(sql`p.id`)}, p.price_cents)
    where p.id in ${idSet([...new Set(archived.map((row) => row.product_id))])}`);
  await bumpCatalogueVersion(tx);
}

/** A product's stock: its live variants' summed. */
const productStockSql = (productId: SQL): SQL =>
  sql`(select coalesce(sum(available_quantity), 0) from ${productVariants}
       where product_id = ${productId} and archived_at is null)`;

/** The product's summary set again from its live variants: the cheapest price and the summed stock. */
async function refreshSummary(tx: Transaction, productId: string): Promise<ProductRow> {
  const [row] = await tx
    .update(products)
    .set({
      priceCents: sql`coalesce(${productPriceSql(sql`${productId}`)}, ${products.priceCents})`,
      availableQuantity: productStockSql(sql`${productId}`),
    })
    .where(eq(products.id, productId))
    .returning();
  return row!;
}

/** The columns of a variant's fields that were sent (an existing variant keeps the rest). */
function variantColumnsOf(variant: VariantInput) {
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

/**
 * Makes the product's live variants the list given, in its order (docs/variants.md): `_id` edits
 * that variant, none makes a new one (its stock an `initial` movement), a live variant left out is
 * archived. A changed stock is a `correction`. Answers the product with its summary set again and
 * the variants that became low.
 */
export async function saveVariants(
  tx: Transaction,
  productId: string,
  options: readonly ProductOption[],
  inputs: readonly VariantInput[],
  { actor, lowStockDefault, stockNote }: StockEdit,
  /** The id of the product's first variant when it has none yet: a product without options shares its id. */
  firstId?: string,
): Promise<{ product: ProductRow; becameLow: LowVariant[] }> {
  await lockProducts(tx, [productId]);
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
  await archiveVariants(
    tx,
    existing.filter((variant) => !kept.has(variant.id)).map((variant) => variant.id),
    { reason: 'correction', actor, note: stockErrors.variantRemoved },
    lowStockDefault,
    false,
  );

  const corrections: { variantId: string; target: number }[] = [];
  const created: VariantRow[] = [];
  for (const [rank, input] of inputs.entries()) {
    const shared = { title: variantTitle(options, input.options), options: input.options, rank };
    if (input._id) {
      await tx
        .update(productVariants)
        .set({ ...shared, ...variantColumnsOf(input) })
        .where(eq(productVariants.id, input._id));
      if (
        input.availableQuantity !== undefined &&
        input.availableQuantity !== byId.get(input._id)!.availableQuantity
      )
        corrections.push({ variantId: input._id, target: input.availableQuantity });
      continue;
    }
    const [row] = await tx
      .insert(productVariants)
      .values({
        ...(firstId && existing.length === 0 && rank === 0 && { id: firstId }),
        productId,
        ...shared,
        ...variantColumnsOf(input),
        priceCents: toCents(input.price!),
        availableQuantity: input.availableQuantity!,
      })
      .returning();
    created.push(row!);
  }
  await recordInitialStock(tx, created, actor);
  // A variant made below its threshold is low from the start, and alerted as one sold down to it.
  const becameLow = await markEnteredLow(
    tx,
    created.map((variant) => variant.id),
    lowStockDefault,
  );
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
  const product = await refreshSummary(tx, productId);
  await bumpCatalogueVersion(tx);
  return { product, becameLow };
}

/**
 * A live variant's reorder settings. A new threshold judges the variant again at once (low or
 * not), without an alert: staff who set it know. False when no live variant of a live product has
 * that id.
 */
export async function saveReorderSettings(
  tx: Transaction,
  variantId: string,
  settings: z.output<typeof stockSettingsSchema>,
  lowStockDefault: number,
): Promise<boolean> {
  const [owner] = await tx
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!owner) return false;
  await lockProducts(tx, [owner.productId]);
  const threshold =
    settings.lowStockThreshold === undefined
      ? sql`v.low_stock_threshold`
      : sql`${settings.lowStockThreshold}::int`;
  const [updated] = await queryRows<{ id: string }>(
    tx,
    sql`update ${productVariants} v set
          low_stock_threshold = ${threshold},
          reorder_quantity = ${settings.reorderQuantity === undefined ? sql`v.reorder_quantity` : sql`${settings.reorderQuantity}::int`},
          supplier_id = ${settings.supplierId === undefined ? sql`v.supplier_id` : sql`${settings.supplierId}::text`},
          low_since = ${lowSinceAfter(sql`v.available_quantity`, lowStockDefault, threshold)}
        from ${products} p
        where v.id = ${variantId} and v.archived_at is null and p.id = v.product_id and p.archived_at is null
        returning v.id`,
  );
  if (!updated) return false;
  await bumpCatalogueVersion(tx);
  return true;
}

/** The product's rating summary counted afresh from its reviews: a replaced review's old rating leaves with it. */
export async function recountRatings(tx: Transaction, productId: string): Promise<void> {
  await tx.execute(sql`
    update ${products} set
      rating_total = (select coalesce(sum(rating), 0) from ${reviews} where product_id = ${productId}),
      rating_count = (select count(*) from ${reviews} where product_id = ${productId})
    where id = ${productId}`);
  await bumpCatalogueVersion(tx);
}

/** A category renamed or moved: the product pages that show it in their breadcrumb are drawn again. */
export const categoryChanged = (tx: Transaction): Promise<void> => bumpCatalogueVersion(tx);

/** The products filed under a category being deleted forget it. */
export async function forgetCategory(tx: Transaction, categoryId: string): Promise<void> {
  await tx.execute(sql`
    update ${products} set category_id = null
    where id in (select id from ${products} where category_id = ${categoryId} order by id for update)`);
  await bumpCatalogueVersion(tx);
}

/** A product of a catalogue file as written: the columns of its table, by their names. */
export interface ImportedProduct {
  id: string;
  /** Whether the catalogue has it already: updated, otherwise inserted. */
  existing: boolean;
  /** The file's Handle, kept by a new product (an existing one keeps the one it has). */
  handle: string;
  name: string;
  description: string;
  img: string;
  minimum_order: number;
  /** Its own tax rate in basis points; null takes its category's. */
  tax_rate_bp: number | null;
  hsn_code: string | null;
  category_id: string | null;
  brand: string;
  options: ProductOption[];
  /** Archived by the file (kept archived if it was), otherwise live. */
  archived: boolean;
  /** A new product's price and stock (its variants'); an existing one's are summed again from its variants. */
  price_cents: number;
  available_quantity: number;
}

/** A variant of a catalogue file as written. */
export interface ImportedVariant {
  id: string;
  existing: boolean;
  product_id: string;
  title: string;
  options: Record<string, string>;
  sku: string | null;
  barcode: string | null;
  price_cents: number;
  weight_grams: number | null;
  rank: number;
  /** A new variant's stock as it enters, recorded by the ledger; an existing one's moves through it. */
  available_quantity: number;
}

/** The variants' key to their product, which an import checks at the end of its transaction. */
const VARIANTS_PRODUCT_KEY = 'product_variants_product_id_products_id_fk';

/** Rows per statement of an import's writes, each batch one JSON parameter. */
const WRITE_BATCH = 2000;

/**
 * Runs `statement` in `tx` over `rows` a batch at a time, each batch one JSON parameter, giving the
 * event loop a turn before each (requests that need no database are answered meanwhile).
 */
async function executeInBatches<T, R = never>(
  tx: Transaction,
  rows: readonly T[],
  statement: (batch: string) => SQL,
): Promise<R[]> {
  const answered: R[] = [];
  for (let at = 0; at < rows.length; at += WRITE_BATCH) {
    await nextTurn();
    answered.push(...(await queryRows<R>(tx, statement(JSON.stringify(rows.slice(at, at + WRITE_BATCH))))));
  }
  return answered;
}

/** A file's product as a row of the statements below: its columns, by their names and types. */
const importedProductColumns = sql.raw(`id text, handle text, name text, description text, img text,
  minimum_order int, tax_rate_bp int, hsn_code text, category_id text, brand text, options jsonb,
  archived boolean, price_cents int, available_quantity int`);
const importedVariantColumns = sql.raw(`id text, product_id text, title text, options jsonb, sku text,
  barcode text, price_cents int, weight_grams int, rank int, available_quantity int`);

/** The columns of a product an import's changes replace, as they were: its undo writes them back. */
const replacedProductColumns = sql.raw(`id text, name text, description text, img text, minimum_order int,
  tax_rate_bp int, hsn_code text, category_id text, brand text, options jsonb, archived_at timestamptz`);
/** The columns of a variant an import's changes replace, as they were. */
const replacedVariantColumns = sql.raw(`id text, title text, options jsonb, sku text, barcode text,
  price_cents int, weight_grams int, rank int, archived_at timestamptz, available_quantity int`);

/**
 * The columns a product is searched by, written apart from the rest, only where they differ: naming
 * one in an update runs the search trigger, so only a product whose words changed pays for its
 * search vector again. `columns` types the rows (a file's products, or the rows an undo restores).
 */
const writeSearchedColumns = (tx: Transaction, rows: readonly object[], columns: SQL) =>
  executeInBatches(
    tx,
    rows,
    (batch) => sql`
      update ${products} p
      set name = r.name, description = r.description, category_id = r.category_id, brand = r.brand
      from jsonb_to_recordset(${batch}::jsonb) as r(${columns})
      where p.id = r.id
        and (p.name, p.description, p.category_id, p.brand)
          is distinct from (r.name, r.description, r.category_id, r.brand)`,
  );

/** Rows an import's changes replaced, as they were (JSON, as the journal keeps them). */
export interface ReplacedRows {
  products: Record<string, unknown>[];
  variants: (Record<string, unknown> & { id: string; available_quantity: number })[];
}

/** A change of a variant's stock: the undo moves it by the opposite. */
export interface StockDelta {
  variantId: string;
  delta: number;
}

/** The price and stock of `productIds` summed again from their live variants, where they changed. */
async function resumProducts(tx: Transaction, productIds: readonly string[]): Promise<void> {
  await executeInBatches(
    tx,
    productIds,
    (batch) => sql`
      -- Materialized, so each product's variants are read once, not again for each use of the sums.
      with s as materialized (
        select summed.id, coalesce(${productPriceSql(sql`summed.id`)}, summed.price_cents) as price_cents,
               ${productStockSql(sql`summed.id`)} as stock
        from ${products} summed
        where summed.id in (select jsonb_array_elements_text(${batch}::jsonb)))
      update ${products} p set price_cents = s.price_cents, available_quantity = s.stock
      from s
      where p.id = s.id and (p.price_cents, p.available_quantity) is distinct from (s.price_cents, s.stock)`,
  );
}

/**
 * Writes a batch of a catalogue file's changes to existing products and variants
 * (./csv/stagedImport.ts) in the caller's transaction: the products locked first, in one statement
 * so the database's own order holds across them all, and read as they are; the products and
 * variants the file changes updated (an unchanged one costs its search columns nothing), their live
 * variants the file leaves out archived (`emptying` their stock), and the price and stock of the
 * products whose variants changed summed again. Answers the rows as they were and the stock the
 * archiving moved, for the undo. Stock the file gives the variants is the caller's to move, through
 * the ledger.
 */
export async function writeImportedChanges(
  tx: Transaction,
  rows: {
    products: ImportedProduct[];
    variants: ImportedVariant[];
    leftOut: string[];
    /** The products' new variants: live at once, as the products are. */
    entered: ImportedVariant[];
  },
  context: MovementContext,
  lowStockDefault: number,
): Promise<{ replaced: ReplacedRows; emptied: StockDelta[]; enteredLow: LowVariant[] }> {
  const productIds = rows.products.map((product) => product.id);
  await lockProducts(tx, productIds);
  const variantIds = [...rows.variants.map((variant) => variant.id), ...rows.leftOut];
  const [was] = await queryRows<ReplacedRows>(
    tx,
    sql`select
      (select coalesce(jsonb_agg(to_jsonb(p)), '[]') from (
         select id, name, description, img, minimum_order, tax_rate_bp, hsn_code, category_id, brand,
                options, archived_at
         from ${products} where id in ${idSet(productIds)}) p) as products,
      (select coalesce(jsonb_agg(to_jsonb(v)), '[]') from (
         select id, title, options, sku, barcode, price_cents, weight_grams, rank, archived_at,
                available_quantity
         from ${productVariants} where id in ${idSet(variantIds)}) v) as variants`,
  );
  await executeInBatches(
    tx,
    rows.products,
    (batch) => sql`
      update ${products} p
      set img = r.img, minimum_order = r.minimum_order, tax_rate_bp = r.tax_rate_bp, hsn_code = r.hsn_code,
          options = r.options, archived_at = case when r.archived then coalesce(p.archived_at, now()) end,
          version = p.version + 1
      from jsonb_to_recordset(${batch}::jsonb) as r(${importedProductColumns})
      where p.id = r.id
        and (p.name, p.description, p.img, p.minimum_order, p.tax_rate_bp, p.hsn_code, p.category_id,
             p.brand, p.options, p.archived_at is not null)
          is distinct from (r.name, r.description, r.img, r.minimum_order, r.tax_rate_bp, r.hsn_code,
             r.category_id, r.brand, r.options, r.archived)`,
  );
  await writeSearchedColumns(tx, rows.products, importedProductColumns);
  // Out of sale first, so their codes are free for the file's variants.
  const leftOut = new Set(rows.leftOut);
  const emptied = was!.variants
    .filter((variant) => leftOut.has(variant.id) && variant.available_quantity !== 0)
    .map((variant) => ({ variantId: variant.id, delta: -variant.available_quantity }));
  await archiveVariants(tx, rows.leftOut, context, lowStockDefault);
  const rewritten = await executeInBatches<ImportedVariant, { product_id: string }>(
    tx,
    rows.variants,
    (batch) => sql`
      update ${productVariants} v
      set title = r.title, options = r.options, sku = r.sku, barcode = r.barcode,
          price_cents = r.price_cents, weight_grams = r.weight_grams, rank = r.rank
      from jsonb_to_recordset(${batch}::jsonb) as r(${importedVariantColumns})
      where v.id = r.id
        and (v.title, v.options, v.sku, v.barcode, v.price_cents, v.weight_grams, v.rank)
          is distinct from (r.title, r.options, r.sku, r.barcode, r.price_cents, r.weight_grams, r.rank)
      returning v.product_id`,
  );
  await insertImportedVariants(tx, rows.entered, lowStockDefault);
  const enteredLow = await recordEnteredVariants(tx, rows.entered, context, lowStockDefault);
  // Only a product whose variants changed or came in can have another price or stock: a variant's
  // stock the file moves moves its product's with it (the ledger), one archived prices it again.
  await resumProducts(tx, [...new Set([...rewritten, ...rows.entered].map((row) => row.product_id))]);
  await bumpCatalogueVersion(tx);
  return { replaced: was!, emptied, enteredLow };
}

/** Inserts a file's new variants, each with its stock, marked low if it enters below its threshold. */
async function insertImportedVariants(
  tx: Transaction,
  variants: readonly ImportedVariant[],
  lowStockDefault: number,
): Promise<void> {
  await executeInBatches(
    tx,
    variants,
    (batch) => sql`
      insert into ${productVariants} (id, product_id, title, options, sku, barcode, price_cents,
                                      available_quantity, low_since, weight_grams, rank)
      select r.id, r.product_id, r.title, r.options, r.sku, r.barcode, r.price_cents, r.available_quantity,
             ${enteringLowSince(sql`r.available_quantity`, lowStockDefault)}, r.weight_grams, r.rank
      from jsonb_to_recordset(${batch}::jsonb) as r(${importedVariantColumns})`,
  );
}

/**
 * The stock of variants just inserted recorded as `import` movements by the ledger; answers those
 * that entered low, to alert once the import is live.
 */
async function recordEnteredVariants(
  tx: Transaction,
  variants: readonly ImportedVariant[],
  context: MovementContext,
  lowStockDefault: number,
): Promise<LowVariant[]> {
  await recordInitialStock(
    tx,
    variants
      .filter((variant) => variant.available_quantity !== 0)
      .map((variant) => ({
        id: variant.id,
        productId: variant.product_id,
        availableQuantity: variant.available_quantity,
      })),
    context.actor ?? null,
    'import',
  );
  const enteredLow = await executeInBatches<string, { low: LowVariant[] | null }>(
    tx,
    variants.map((variant) => variant.id),
    (batch) => sql`
      select ${lowVariantsOf(
        sql`(select v.*, p.name, true as became_low from ${productVariants} v join ${products} p on p.id = v.product_id
             where v.id in (select jsonb_array_elements_text(${batch}::jsonb)) and v.low_since is not null) as entered`,
        lowStockDefault,
      )} as low`,
  );
  return enteredLow.flatMap((row) => row.low ?? []);
}

/**
 * Writes a batch of a catalogue file's new products, hidden (archived) until
 * `showImportedProducts` makes them live, with their variants (live: their codes are taken, so
 * nothing can take them before), each with its stock (recorded as an `import` movement by the
 * ledger) and marked low if it enters below its threshold. The new variants come first, and only
 * after them their products, each given its variants' codes as it is inserted so it is written once
 * (the variants' key to it checked at the end of the transaction; `product_search_codes` is the
 * database's rule for the codes, migration 0035). Answers the variants that entered low.
 */
export async function writeHiddenProducts(
  tx: Transaction,
  rows: { products: ImportedProduct[]; variants: ImportedVariant[] },
  context: MovementContext,
  lowStockDefault: number,
): Promise<LowVariant[]> {
  await tx.execute(sql`set constraints ${sql.identifier(VARIANTS_PRODUCT_KEY)} deferred`);
  await insertImportedVariants(tx, rows.variants, lowStockDefault);
  await executeInBatches(
    tx,
    rows.products,
    (batch) => sql`
      insert into ${products} (id, handle, name, description, img, minimum_order, available_quantity,
                               price_cents, tax_rate_bp, hsn_code, category_id, brand, options, archived_at,
                               search_codes)
      select r.id, r.handle, r.name, r.description, r.img, r.minimum_order, r.available_quantity,
             r.price_cents, r.tax_rate_bp, r.hsn_code, r.category_id, r.brand, r.options, now(),
             coalesce((select codes from product_search_codes c where c.product_id = r.id), '')
      from jsonb_to_recordset(${batch}::jsonb) as r(${importedProductColumns})`,
  );
  await tx.execute(sql`set constraints ${sql.identifier(VARIANTS_PRODUCT_KEY)} immediate`);
  return recordEnteredVariants(tx, rows.variants, context, lowStockDefault);
}

/**
 * The products an import wrote hidden made live, in one statement: `archived_at` is no searched
 * column, so their search columns are not computed again (their index entries are written again,
 * as any update outside its page writes them: the caller shows a few hundred a transaction).
 */
export async function showImportedProducts(tx: Transaction, productIds: readonly string[]): Promise<void> {
  await executeInBatches(
    tx,
    productIds,
    (batch) => sql`update ${products} set archived_at = null, version = version + 1
                   where id in (select jsonb_array_elements_text(${batch}::jsonb))`,
  );
  await bumpCatalogueVersion(tx);
}

/**
 * Undoes `writeHiddenProducts`: the variants' stock taken to zero by the ledger (`undoing`; the
 * movements stay, as every movement does) and archived, so their codes are free; the products stay
 * archived, their handles and categories forgotten so the same file can make them again. Without
 * live variants they are in no list and no export.
 */
export async function withdrawHiddenProducts(
  tx: Transaction,
  rows: { productIds: string[]; variantIds: string[] },
  undoing: MovementContext,
  lowStockDefault: number,
): Promise<void> {
  await archiveVariants(tx, rows.variantIds, undoing, lowStockDefault);
  await executeInBatches(
    tx,
    rows.productIds,
    (batch) => sql`update ${products}
                   set handle = null, category_id = null, archived_at = coalesce(archived_at, now())
                   where id in (select jsonb_array_elements_text(${batch}::jsonb))`,
  );
}

/**
 * Undoes `writeImportedChanges` and the stock moves of its batch: the variants it added archived
 * (their stock to zero by the ledger), the variants' columns written back
 * (those archived live again), their stock moved back by the ledger (`undoing`: a compensating
 * movement; a variant sold meanwhile below what is given back stops at zero), the products' columns
 * written back and their price and stock summed again.
 */
export async function restoreImportedChanges(
  tx: Transaction,
  done: { replaced: ReplacedRows; moved: readonly StockDelta[]; entered: string[] },
  undoing: MovementContext,
  lowStockDefault: number,
): Promise<void> {
  const { replaced, moved } = done;
  const productIds = replaced.products.map((product) => String(product.id));
  await lockProducts(tx, productIds);
  // The variants it added out of sale first (their stock to zero by the ledger), freeing their codes.
  await archiveVariants(tx, done.entered, undoing, lowStockDefault);
  await executeInBatches(
    tx,
    replaced.variants,
    (batch) => sql`
      update ${productVariants} v
      set title = r.title, options = r.options, sku = r.sku, barcode = r.barcode, price_cents = r.price_cents,
          weight_grams = r.weight_grams, rank = r.rank, archived_at = r.archived_at
      from jsonb_to_recordset(${batch}::jsonb) as r(${replacedVariantColumns})
      where v.id = r.id
        and (v.title, v.options, v.sku, v.barcode, v.price_cents, v.weight_grams, v.rank, v.archived_at)
          is distinct from (r.title, r.options, r.sku, r.barcode, r.price_cents, r.weight_grams, r.rank,
                            r.archived_at)`,
  );
  await moveStockBack(tx, moved, undoing, lowStockDefault);
  await executeInBatches(
    tx,
    replaced.products,
    (batch) => sql`
      update ${products} p
      set img = r.img, minimum_order = r.minimum_order, tax_rate_bp = r.tax_rate_bp, hsn_code = r.hsn_code,
          options = r.options, archived_at = r.archived_at, version = p.version + 1
      from jsonb_to_recordset(${batch}::jsonb) as r(${replacedProductColumns})
      where p.id = r.id
        and (p.img, p.minimum_order, p.tax_rate_bp, p.hsn_code, p.options, p.archived_at)
          is distinct from (r.img, r.minimum_order, r.tax_rate_bp, r.hsn_code, r.options, r.archived_at)`,
  );
  await writeSearchedColumns(tx, replaced.products, replacedProductColumns);
  await resumProducts(tx, productIds);
  await bumpCatalogueVersion(tx);
}

/**
 * Moves each variant's stock back by the opposite of `moved`. Stock sold meanwhile cannot be given
 * back twice: a variant that now holds less than what would be taken back stops at zero.
 */
async function moveStockBack(
  tx: Transaction,
  moved: readonly StockDelta[],
  undoing: MovementContext,
  lowStockDefault: number,
): Promise<void> {
  const back = moved.map((move) => ({ variantId: move.variantId, delta: -move.delta }));
  if (back.length === 0) return;
  const whole = await moveStock(tx, back, undoing, lowStockDefault);
  if (whole.outcome === 'moved') return;
  const stocks = await tx
    .select({ id: productVariants.id, stock: productVariants.availableQuantity })
    .from(productVariants)
    .where(
      inArray(
        productVariants.id,
        back.map((move) => move.variantId),
      ),
    );
  const stockOf = new Map(stocks.map((row) => [row.id, row.stock]));
  const clamped = await moveStock(
    tx,
    back.map((move) => ({
      variantId: move.variantId,
      delta: Math.max(move.delta, -Math.max(0, stockOf.get(move.variantId) ?? 0)),
    })),
    undoing,
    lowStockDefault,
  );
  if (clamped.outcome !== 'moved') throw new Error(`giving back an import's stock: ${clamped.outcome}`);
}
