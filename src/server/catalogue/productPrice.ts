/**
 * A product's price is its cheapest live variant's. An archived variant prices nothing, so archiving
 * one prices its product again (`archiveVariants` in ./catalogueWriter.ts). Said once in both forms:
 * `productPriceCents` over variants in hand (a product about to be made, from the form or a file),
 * `productPriceSql` inside a statement (a product's summary set again from its rows).
 */
import { sql, type SQL } from 'drizzle-orm';
import { productVariants } from '../db/schema';

/** A variant as the rule reads it: one not made yet is live. */
export interface PricedVariant {
  priceCents: number;
  archivedAt?: Date | null;
}

/** The cheapest live variant's price; null when none is live. */
export function productPriceCents(variants: readonly PricedVariant[]): number | null {
  const live = variants.filter((variant) => !variant.archivedAt);
  return live.length === 0 ? null : Math.min(...live.map((variant) => variant.priceCents));
}

/** The same, for the product whose id is `productId`, from its variants' rows; null when none is live. */
export const productPriceSql = (productId: SQL): SQL =>
  sql`(select min(priced.price_cents) from ${productVariants} priced
       where priced.product_id = ${productId} and priced.archived_at is null)`;
