/**
 * Every change staff make to the catalogue, each in one transaction, written through
 * ./catalogueWriter.ts (which tells the catalogue's cache and keeps the lock order).
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  variantIssues,
  type ProductCreate,
  type ProductPatch,
  type VariantInput,
} from '../../shared/schemas';
import { stockErrors } from '../../shared/strings/stockMessages';
import { rateBasisPoints } from '../../shared/tax/regimes';
import { messages as m } from '../../shared/strings/validation';
import type { Database } from '../db/database';
import { sentFields } from '../db/sentFields';
import { products, type ProductRow, type VariantRow } from '../db/schema';
import { HttpError, badRequest } from '../http/errors';
import type { LowVariant, StockActor } from '../stock/ledger';
import { addProduct, archiveProduct, editProduct, saveVariants } from './catalogueWriter';
import { checkProductCategory } from './categories';
import { variantsOfProduct } from './variants';

/** The product's own columns for the API's fields that are present; price and stock are its variants'. */
const columnsOf = (fields: Partial<ProductCreate>) => ({
  ...sentFields(fields, ['name', 'description', 'img', 'minimumOrder', 'options', 'categoryId', 'brand']),
  ...sentFields(fields, ['hsnCode', 'unit']),
  ...(fields.taxRate === undefined
    ? {}
    : { taxRateBp: fields.taxRate === null ? null : rateBasisPoints(fields.taxRate) }),
});

/** A product still in the catalogue; archived and unknown ids are both null. */
export async function findBuyableProduct(db: Database, id: string): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)));
  return row ?? null;
}

/** Who is changing the catalogue, and the shop's low-stock default the new stock is judged by. */
export interface CatalogueEditor {
  actor: StockActor;
  lowStockDefault: number;
}

/** A product with its live variants, as the API answers it. */
export interface ProductWithVariants {
  product: ProductRow;
  variants: VariantRow[];
}

/**
 * A unique index refusing a code that a write at the same moment took first: the same 409 as the
 * check made before writing.
 */
function codeTakenLate(error: unknown): HttpError | null {
  const constraint = (error as { constraint?: string; cause?: { constraint?: string } } | null) ?? null;
  const name = constraint?.constraint ?? constraint?.cause?.constraint;
  if (name === 'product_variants_sku_idx') return new HttpError(409, { message: m.skuTaken });
  if (name === 'product_variants_barcode_idx') return new HttpError(409, { message: m.barcodeTaken });
  return null;
}

async function mappingCodeRaces<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw codeTakenLate(error) ?? error;
  }
}

/** A product without options sent as the spec's fields: its one variant. */
const soleVariant = (fields: { price?: number; availableQuentity?: number }): VariantInput => ({
  options: {},
  price: fields.price,
  availableQuantity: fields.availableQuentity,
});

export async function createProduct(
  db: Database,
  fields: ProductCreate,
  { actor, lowStockDefault }: CatalogueEditor,
): Promise<ProductWithVariants & { becameLow: LowVariant[] }> {
  return mappingCodeRaces(() =>
    db.transaction(async (tx) => {
      await checkProductCategory(tx, fields.categoryId);
      const options = fields.options ?? [];
      const { product, becameLow } = await addProduct(
        tx,
        {
          name: fields.name,
          description: fields.description,
          img: fields.img,
          minimumOrder: fields.minimumOrder,
          options,
          categoryId: fields.categoryId ?? null,
          brand: fields.brand ?? '',
          ...columnsOf({ taxRate: fields.taxRate, hsnCode: fields.hsnCode, unit: fields.unit }),
        },
        fields.variants ?? [soleVariant(fields)],
        { actor, lowStockDefault, stockNote: stockErrors.editedInForm },
        // A product without options is its one variant, like every product made before variants.
        options.length === 0,
      );
      return { product, variants: await variantsOfProduct(tx, product.id), becameLow };
    }),
  );
}

export type ProductUpdate =
  /** `becameLow`: the variants the edit's stock took below their threshold. */
  | { outcome: 'updated'; product: ProductRow; variants: VariantRow[]; becameLow: LowVariant[] }
  /** `expectedVersion` was not the product's version any more: nothing was written. */
  | { outcome: 'stale'; current: ProductRow; variants: VariantRow[] }
  | { outcome: 'missing' };

/**
 * Writes the fields given and raises the product's version, only while the product is still at
 * `expectedVersion` (the client's `If-Match`). `variants` is the whole list (one
 * left out is archived). The spec's `price` and `availableQuentity` edit a one-variant product's
 * variant; a product with several is edited per variant (400 naming the field). A new stock figure
 * is a `correction` in the ledger, with the note staff gave (or one saying where it came from).
 */
export async function updateProduct(
  db: Database,
  id: string,
  fields: ProductPatch,
  expectedVersion: number,
  { actor, lowStockDefault }: CatalogueEditor,
): Promise<ProductUpdate> {
  return mappingCodeRaces(() =>
    db.transaction(async (tx): Promise<ProductUpdate> => {
      await checkProductCategory(tx, fields.categoryId);
      const updated = await editProduct(tx, id, columnsOf(fields), expectedVersion);
      if (!updated) {
        const [current] = await tx
          .select()
          .from(products)
          .where(and(eq(products.id, id), isNull(products.archivedAt)));
        return current
          ? { outcome: 'stale', current, variants: await variantsOfProduct(tx, id) }
          : { outcome: 'missing' };
      }
      const edit = { actor, lowStockDefault, stockNote: fields.stockNote || stockErrors.editedInForm };
      let inputs = fields.variants;
      if (fields.price !== undefined || fields.availableQuentity !== undefined) {
        const current = await variantsOfProduct(tx, id);
        const path = fields.availableQuentity !== undefined ? 'availableQuentity' : 'price';
        if (current.length !== 1 || inputs) throw badRequest(m.perVariantField, path);
        inputs = [{ ...soleVariant(fields), _id: current[0]!.id, options: current[0]!.options }];
      }
      if (fields.variants) {
        // Options kept from before bind the variants sent as options sent with them do (the schema).
        const issues = fields.options ? [] : variantIssues(updated.options, fields.variants);
        if (issues.length) {
          const named = issues.map(({ path, message }) => ({ path: path.join('.'), message }));
          throw new HttpError(400, { message: named[0]!.message, issues: named });
        }
      }
      if (!inputs) {
        return {
          outcome: 'updated',
          product: updated,
          variants: await variantsOfProduct(tx, id),
          becameLow: [],
        };
      }
      const saved = await saveVariants(tx, id, fields.options ?? updated.options, inputs, edit);
      return {
        outcome: 'updated',
        product: saved.product,
        variants: await variantsOfProduct(tx, id),
        becameLow: saved.becameLow,
      };
    }),
  );
}

/**
 * Takes a product out of the catalogue (archived, never deleted: `archiveProduct`). Answers the
 * product as it left the catalogue, or null when no such product is in it.
 */
export async function removeProduct(
  db: Database,
  id: string,
  { actor, lowStockDefault }: CatalogueEditor,
): Promise<ProductWithVariants | null> {
  return db.transaction((tx) => archiveProduct(tx, id, actor, lowStockDefault));
}
