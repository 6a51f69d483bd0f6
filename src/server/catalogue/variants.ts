/**
 * A product's variants as the catalogue reads them (docs/variants.md): the live ones of a product,
 * which one an order's line names, and their titles. They are written by ./catalogueWriter.ts.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { productVariants, type ProductOption, type VariantRow } from '../db/schema';

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

/** Whether a product sells in several live variants (its own price and stock fields summarise them). */
export async function hasSeveralVariants(db: Database | Transaction, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)));
  return (row?.n ?? 0) > 1;
}
