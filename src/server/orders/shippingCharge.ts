/**
 * The delivery charge of some lines to an address, as the server charges it and quotes it: their
 * weight from the catalogue, the charge from the shared rule (../../shared/shipping.ts).
 */
import { sql } from 'drizzle-orm';
import { deliveryCharge, type DeliveryCharge, type ShippingZone } from '../../shared/shipping';
import { queryRows, type Database } from '../db/database';

export interface ChargedLine {
  productId: string;
  quantity: number;
}

/** The lines' weight and price, as the catalogue has them now; a line it does not sell counts nothing. */
export async function weighLines(
  db: Database,
  lines: ChargedLine[],
): Promise<{ weightGrams: number; subtotalCents: number }> {
  const wanted = JSON.stringify(lines);
  const [row] = await queryRows<{ grams: string; cents: string }>(
    db,
    sql`
    select 0 as grams, coalesce(sum(p.price_cents::bigint * w.quantity), 0) as cents
    from jsonb_to_recordset(${wanted}::jsonb) as w("productId" text, quantity int)
    join products p on p.id = w."productId" and p.archived_at is null`,
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
