/**
 * The delivery charge of some lines to an address, as the server quotes it and charges it: their
 * weight from the catalogue, the charge from the shared rule (../../shared/shipping.ts). Placement
 * charges inside its one statement with `deliveryCentsSql`, the same rule said in SQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { deliveryCharge, type DeliveryCharge, type ShippingZone } from '../../shared/shipping';
import { isLineVariant } from '../catalogue/variants';
import { queryRows, type Database } from '../db/database';
import { products, productVariants } from '../db/schema';

export interface ChargedLine {
  productId: string;
  /** Left out only for a product with one variant. */
  variantId?: string | undefined;
  quantity: number;
}

/**
 * The lines' weight and price, from their variants as the catalogue has them now: a variant with no
 * weight given weighs nothing, and a line the catalogue does not sell counts nothing.
 */
export async function weighLines(
  db: Database,
  lines: ChargedLine[],
): Promise<{ weightGrams: number; subtotalCents: number }> {
  const wanted = JSON.stringify(
    lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
  );
  const [row] = await queryRows<{ grams: string | number; cents: string | number }>(
    db,
    sql`
    select coalesce(sum(coalesce(v.weight_grams, 0)::bigint * w.quantity), 0) as grams,
           coalesce(sum(v.price_cents::bigint * w.quantity), 0) as cents
    from jsonb_to_recordset(${wanted}::jsonb) as w("productId" text, "variantId" text, quantity int)
    join ${products} p on p.id = w."productId" and p.archived_at is null
    join ${productVariants} v on v.product_id = p.id and v.archived_at is null
      and ${isLineVariant('v', sql`w."variantId"`)}`,
  );
  return { weightGrams: Number(row?.grams ?? 0), subtotalCents: Number(row?.cents ?? 0) };
}

/** What delivering these lines to this address costs. */
export async function chargeFor(
  db: Database,
  zones: ShippingZone[],
  lines: ChargedLine[],
  address: { country: string; city: string },
): Promise<DeliveryCharge & { subtotalCents: number }> {
  const { weightGrams, subtotalCents } = await weighLines(db, lines);
  return { ...deliveryCharge(zones, address, weightGrams), subtotalCents };
}

/**
 * `deliveryCharge`'s cents in SQL, for `grams` (an integer expression) in `zone`: the flat charge,
 * plus the per-kilogram charge for each kilogram or part of one over the base weight.
 */
export const deliveryCentsSql = (zone: ShippingZone, grams: SQL): SQL =>
  sql`(${zone.flatCents}::bigint + ${zone.perKgCents}::bigint
      * ((greatest(0, (${grams})::bigint - ${zone.baseGrams}::bigint) + 999) / 1000))`;
