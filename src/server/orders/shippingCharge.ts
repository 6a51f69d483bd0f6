/**
 * The delivery charge of some lines to an address, as the server quotes it and charges it: their
 * weight from the catalogue, the charge from the shared rule (../../shared/shipping.ts). Placement
 * charges inside its one statement with `deliveryCentsSql`, the same rule said in SQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { deliveryCharge, type DeliveryCharge, type ShippingZone } from '../../shared/shipping';
import { taxLinesOf, taxTotalCents } from '../../shared/tax/lineTax';
import { isLineVariant } from '../catalogue/variants';
import { queryRows, type Database } from '../db/database';
import { products, productVariants } from '../db/schema';
import type { OrderTaxTerms } from '../tax/orderTax';
import { lineTaxRateSql } from '../tax/productTax';
import type { LockedProduct } from './orderRules';

export interface ChargedLine {
  productId: string;
  /** Left out only for a product with one variant. */
  variantId?: string | undefined;
  quantity: number;
}

/**
 * The lines' weight and price, from their variants as the catalogue has them now (a variant with no
 * weight given weighs nothing), and those variants, for the order's rules to judge the lines by: a
 * line the catalogue does not sell has none. Each line's rate is the one placing it would take now.
 */
export async function weighLines(
  db: Database,
  lines: ChargedLine[],
  tax: OrderTaxTerms,
): Promise<{
  weightGrams: number;
  subtotalCents: number;
  found: (LockedProduct & { quantity: number; taxRateBp: number })[];
}> {
  const wanted = JSON.stringify(
    lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
  );
  const found = await queryRows<LockedProduct & { weightGrams: number; quantity: number; taxRateBp: number }>(
    db,
    sql`
    select p.id, v.id as "variantId", p.name, p.minimum_order as "minimumOrder",
           v.available_quantity as "availableQuantity", v.price_cents as "priceCents",
           coalesce(v.weight_grams, 0) as "weightGrams", w.quantity,
           ${lineTaxRateSql({ taxRateBp: sql`p.tax_rate_bp`, categoryId: sql`p.category_id` }, tax)} as "taxRateBp"
    from jsonb_to_recordset(${wanted}::jsonb) as w("productId" text, "variantId" text, quantity int)
    join ${products} p on p.id = w."productId" and p.archived_at is null
    join ${productVariants} v on v.product_id = p.id and v.archived_at is null
      and ${isLineVariant('v', sql`w."variantId"`)}`,
  );
  const sum = (of: (line: (typeof found)[number]) => number) =>
    found.reduce((total, line) => total + of(line) * line.quantity, 0);
  return {
    weightGrams: sum((line) => line.weightGrams),
    subtotalCents: sum((line) => line.priceCents),
    found,
  };
}

/**
 * What delivering these lines to this address costs, the tax the order would include (delivery's
 * too, as placing it works it), and the lines' variants it was weighed by.
 */
export async function chargeFor(
  db: Database,
  zones: ShippingZone[],
  lines: ChargedLine[],
  address: { country: string; city: string },
  tax: OrderTaxTerms,
): Promise<DeliveryCharge & { subtotalCents: number; taxCents: number; found: LockedProduct[] }> {
  const { weightGrams, subtotalCents, found } = await weighLines(db, lines, tax);
  const charge = deliveryCharge(zones, address, weightGrams);
  const taxed = [
    ...found.map((line) => ({ totalCents: line.priceCents * line.quantity, rateBp: line.taxRateBp })),
    ...(charge.cents > 0 ? [{ totalCents: charge.cents, rateBp: tax.defaultRateBp }] : []),
  ];
  return { ...charge, subtotalCents, taxCents: taxTotalCents(taxLinesOf(taxed, tax.taxSplit)), found };
}

/**
 * `deliveryCharge`'s cents in SQL, for `grams` (an integer expression) in `zone`: the flat charge,
 * plus the per-kilogram charge for each kilogram or part of one over the base weight.
 */
export const deliveryCentsSql = (zone: ShippingZone, grams: SQL): SQL =>
  sql`(${zone.flatCents}::bigint + ${zone.perKgCents}::bigint
      * ((greatest(0, (${grams})::bigint - ${zone.baseGrams}::bigint) + 999) / 1000))`;
