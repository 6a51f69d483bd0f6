/**
 * Placing an order at the database's speed: one statement, committed on its own, locks what the
 * customer holds unpaid (orders, and units of each product), then the ordered products in one
 * global order (so two orders sharing products never deadlock), checks every line against its
 * product and against the customer's share of its stock, takes the stock of every line or of none,
 * inserts the order with its lines, and lets each module owning another table it writes add its
 * piece: the count of unpaid orders, the customer's holds, the confirmation email, the saved address,
 * the cart, and each line's stock movement in the ledger (marking a variant low as it crosses). Each
 * line takes its variant's stock (a line naming no variant, its product's only one) and the product's
 * summary follows in the same statement. The customer's own row is taken first, so a customer racing themselves waits before
 * holding anything other customers need; and every row is held for that one statement only.
 */
import { sql } from 'drizzle-orm';
import type { Shipping } from '../../shared/entities';
import type { Caller } from '../auth/guard';
import { clearOrderedFromCart } from '../cart/cart';
import { noteCatalogueWrite } from '../catalogue/catalogueVersion';
import type { Config } from '../config';
import { cteNamed } from '../db/cte';
import { queryRows, rowFrom, type Database } from '../db/database';
import { newId, orders, productVariants, products, type OrderRow, type ProductRow } from '../db/schema';
import { queuePlacedOrderEmails } from '../mail/outbox';
import {
  lowSinceAfter,
  lowVariantsOf,
  movementsInsert,
  productsSummaryUpdate,
  type LowVariant,
} from '../stock/ledger';
import { saveAddressOnPlacement } from '../users/users';
import { countPlacedOrders } from './orderCounts';
import { MAX_ORDER_CENTS, type LockedProduct, type UnchosenOption } from './orderRules';
import { addToHold, createHold, lockHold } from './unpaidHolds';

/** A line names its variant, or leaves it out for a product with one. */
export interface PlacementLine {
  productId: string;
  variantId?: string | undefined;
  quantity: number;
}

export interface PlacementRequest {
  lines: PlacementLine[];
  shipping: Shipping;
}

export type Placement =
  /** `becameLow`: the variants this order took below their low-stock threshold. */
  | { outcome: 'placed'; order: OrderRow; products: ProductRow[]; becameLow: LowVariant[] }
  /** The customer holds as many unpaid orders as they may. */
  | { outcome: 'too-many-open' }
  /** The order would make the customer hold more of a variant than their share of its stock. */
  | { outcome: 'too-many-held'; name: string; most: number }
  /** Some line cannot be bought as asked: nothing was taken. */
  | { outcome: 'refused'; found: LockedProduct[]; totalCents: number; unchosen: UnchosenOption | null };

type Limits = Pick<Config['orders'], 'holdMs' | 'maxOpenOrders' | 'maxHeldShare'> &
  Pick<Config['stock'], 'lowStockDefault'>;

/** The statement's CTEs that other modules' pieces read. */
const placed = cteNamed<typeof orders>('placed');
const locked = cteNamed<{ id: string; held: number; quantity: number }>('locked');
const taken = cteNamed<{ product_id: string; moved_delta: number }>('taken');

/** The original product's name field of a multi-line order: the first line's, and how many more. */
const summaryName = sql`(select name from locked order by position limit 1)
  || case when (select count(*) from locked) > 1
     then ' and ' || ((select count(*) from locked) - 1) || ' more' else '' end`;

/** The placing statement; its answer says what it did, or why it did nothing. */
async function placementStatement(
  db: Database,
  caller: Caller,
  { lines, shipping }: PlacementRequest,
  { holdMs, maxOpenOrders, maxHeldShare, lowStockDefault }: Limits,
) {
  const wanted = JSON.stringify(lines.map((line, position) => ({ position, ...line })));
  const [row] = await queryRows<{
    placed: Record<string, unknown> | null;
    summed: Record<string, unknown>[] | null;
    low: LowVariant[] | null;
    found: LockedProduct[] | null;
    /** Null when the customer has no count yet: they never ordered. */
    room: boolean | null;
    /** The first line past the customer's share of its product, if any. */
    over_share: { name: string; most: number } | null;
    total: string;
    fits: boolean;
  }>(
    db,
    sql`
    with hold as (${lockHold(caller.uid, maxOpenOrders)}),
    wanted as (
      select * from jsonb_to_recordset(${wanted}::jsonb)
        as w(position int, "productId" text, "variantId" text, quantity int)
    ),
    locked as (
      select v.id, v.product_id, p.name, p.img, v.title, v.sku, v.price_cents, p.minimum_order,
             v.available_quantity, v.low_since, w.position, w.quantity,
             coalesce(((select held_units from hold) ->> v.id)::int, 0) as held
      from ${products} p
      join wanted w on w."productId" = p.id
      join ${productVariants} v on v.product_id = p.id and v.archived_at is null
        and (v.id = w."variantId" or (w."variantId" is null and not exists (
          select 1 from ${productVariants} o
          where o.product_id = p.id and o.archived_at is null and o.id <> v.id)))
      where p.archived_at is null and (select room from hold)
      order by p.id, v.id
      for update of p, v
    ),
    verdict as (
      select
        count(*) = (select count(*) from wanted) and count(distinct id) = count(*)
          and coalesce(bool_and(quantity >= greatest(minimum_order, 1) and quantity <= available_quantity), false)
          and coalesce(sum(price_cents::bigint * quantity), 0) <= ${MAX_ORDER_CENTS} as fits,
        coalesce(sum(price_cents::bigint * quantity), 0) as total
      from locked
    ),
    shares as (
      select position, name,
        greatest(minimum_order, floor(${maxHeldShare}::double precision * (available_quantity + held)))::int as most,
        held + quantity as holding
      from locked
    ),
    over_share as (
      select name, most from shares where holding > most order by position limit 1
    ),
    taken as (
      update ${productVariants} v
      set available_quantity = v.available_quantity - l.quantity,
          low_since = ${lowSinceAfter(sql`v.available_quantity - l.quantity`, lowStockDefault)}
      from locked l, verdict
      where verdict.fits and not exists (select 1 from over_share) and v.id = l.id
      returning v.*, l.name, -l.quantity as moved_delta, (l.low_since is null and v.low_since is not null) as became_low
    ),
    summed as (${productsSummaryUpdate(taken, true)}),
    placed as (
      insert into ${orders} (
        id, uid, email, product_id, product_name, price_cents, quantity, total_cents, lines, line_names,
        full_name, address_line1, address_line2, company, city, postal_code, country, phone, hold_until
      )
      select
        ${newId()}, ${caller.uid}, ${caller.email},
        (select product_id from locked order by position limit 1),
        ${summaryName},
        case when (select count(*) from locked) = 1 then (select price_cents from locked) else v.total end,
        (select sum(quantity) from locked),
        v.total,
        (select jsonb_agg(jsonb_build_object(
           'productId', product_id, 'variantId', id, 'variantTitle', title, 'sku', sku,
           'name', name, 'img', img, 'priceCents', price_cents, 'quantity', quantity
         ) order by position) from locked),
        (select string_agg(name, chr(10) order by position) from locked),
        ${shipping.fullName}, ${shipping.addressLine1}, ${shipping.addressLine2}, ${shipping.company},
        ${shipping.city}, ${shipping.postalCode}, ${shipping.country}, ${shipping.phone},
        now() + ${holdMs}::double precision * interval '1 millisecond'
      from verdict v
      where v.fits and not exists (select 1 from over_share)
      returning *
    ),
    counted as (${countPlacedOrders(placed)}),
    held as (${addToHold(caller.uid, locked, placed)}),
    saved_address as (${saveAddressOnPlacement(caller.uid, shipping, placed)}),
    mailed as (${queuePlacedOrderEmails(placed)}),
    cleared_cart as (${clearOrderedFromCart(caller.uid, lines, placed)}),
    moved as (${movementsInsert(
      sql`select t.product_id, t.id as variant_id, t.moved_delta as delta, t.available_quantity as stock_after,
            pl.id as ref_id, pl.number as ref_number
          from taken t, placed pl`,
      { reason: 'order', ref: { type: 'order', inRows: true }, actor: caller },
    )})
    select
      (select row_to_json(placed) from placed) as placed,
      (select json_agg(summed) from summed) as summed,
      ${lowVariantsOf(taken, lowStockDefault)} as low,
      (select json_agg(json_build_object(
         'id', product_id, 'variantId', id, 'name', name, 'minimumOrder', minimum_order,
         'availableQuantity', available_quantity, 'priceCents', price_cents
       )) from locked) as found,
      (select room from hold) as room,
      (select row_to_json(over_share) from over_share) as over_share,
      (select total from verdict) as total,
      (select fits from verdict) as fits
  `,
  );
  return row!;
}

/**
 * The first line naming no variant of a product that has several, and the option it must choose
 * (the product's first). Asked only of a refused order, so placing one costs no more.
 */
async function unchosenOption(db: Database, lines: PlacementLine[]): Promise<UnchosenOption | null> {
  const unnamed = lines.flatMap((line, position) => (line.variantId ? [] : [{ position, ...line }]));
  if (!unnamed.length) return null;
  const [row] = await queryRows<{ position: number; option: string }>(
    db,
    sql`select w.position, coalesce(p.options -> 0 ->> 'name', 'variant') as option
        from jsonb_to_recordset(${JSON.stringify(unnamed)}::jsonb) as w(position int, "productId" text)
        join ${products} p on p.id = w."productId" and p.archived_at is null
        where (select count(*) from ${productVariants} v
               where v.product_id = p.id and v.archived_at is null) > 1
        order by w.position limit 1`,
  );
  return row ? { line: row.position, option: row.option } : null;
}

export async function placeOrder(
  db: Database,
  caller: Caller,
  request: PlacementRequest,
  limits: Limits,
): Promise<Placement> {
  noteCatalogueWrite();
  let result = await placementStatement(db, caller, request, limits);
  if (result.room === null) {
    // The customer's first order: their count is made once, and the placement runs again.
    await createHold(db, caller.uid);
    result = await placementStatement(db, caller, request, limits);
  }
  if (!result.room) return { outcome: 'too-many-open' };
  // A line the stock refuses is told as such first: it is what the customer can change.
  if (!result.placed && result.over_share && result.fits) {
    return { outcome: 'too-many-held', ...result.over_share };
  }
  if (!result.placed) {
    return {
      outcome: 'refused',
      found: result.found ?? [],
      totalCents: Number(result.total),
      unchosen: await unchosenOption(db, request.lines),
    };
  }
  return {
    outcome: 'placed',
    order: rowFrom(orders, result.placed),
    products: (result.summed ?? []).map((row) => rowFrom(products, row)),
    becameLow: result.low ?? [],
  };
}
