/**
 * Placing an order at the database's speed: one statement, committed on its own, locks what the
 * customer holds unpaid (orders, and units of each product), then the ordered products in one
 * global order (so two orders sharing products never deadlock), checks every line against its
 * product and against the customer's share of its stock, takes the stock of every line or of none,
 * inserts the order with its lines, and lets each module owning another table it writes add its
 * piece: the count of unpaid orders, the customer's holds, the confirmation email, the saved address,
 * the cart, and each line's stock movement in the ledger (marking a product low as it crosses). The customer's own row is taken first, so a customer racing themselves waits before
 * holding anything other customers need; and every row is held for that one statement only.
 */
import { sql } from 'drizzle-orm';
import type { Shipping } from '../../shared/entities';
import type { PaymentMethod } from '../../shared/orderStates';
import type { DeliveryCharge } from '../../shared/shipping';
import type { Caller } from '../auth/guard';
import { clearOrderedFromCart } from '../cart/cart';
import { noteCatalogueWrite } from '../catalogue/catalogueVersion';
import type { Config } from '../config';
import { cteNamed } from '../db/cte';
import { queryRows, rowFrom, type Database, type Transaction } from '../db/database';
import { newId, orders, products, type OrderRow, type ProductRow } from '../db/schema';
import { queuePlacedOrderEmails } from '../mail/outbox';
import { lowSinceAfter, movementsInsert } from '../stock/ledger';
import { saveAddressOnPlacement } from '../users/users';
import { countPlacedOrders } from './orderCounts';
import { MAX_ORDER_CENTS, type LockedProduct } from './orderRules';
import { openCodOrders } from './codOrders';
import { addToHold, createHold, lockHold, lockHoldRow } from './unpaidHolds';

export interface PlacementRequest {
  lines: { productId: string; quantity: number }[];
  shipping: Shipping;
  paymentMethod: PaymentMethod;
  /** The delivery charge for these lines to this address (./shippingCharge.ts). */
  delivery: DeliveryCharge;
}

export type Placement =
  /** `becameLow`: the products this order took below their low-stock threshold. */
  | { outcome: 'placed'; order: OrderRow; products: ProductRow[]; becameLow: ProductRow[] }
  /** The customer holds as many unpaid orders as they may. */
  | { outcome: 'too-many-open' }
  /** Cash on delivery: the customer has as many COD orders open as they may. */
  | { outcome: 'too-many-cod' }
  /** Cash on delivery: the order's total, delivery included, is above what the shop takes in cash. */
  | { outcome: 'cod-too-large'; totalCents: number }
  /** The order would make the customer hold more of a product than their share of its stock. */
  | { outcome: 'too-many-held'; name: string; most: number }
  /** Some line cannot be bought as asked: nothing was taken. */
  | { outcome: 'refused'; found: LockedProduct[]; totalCents: number };

type Limits = Pick<Config['orders'], 'holdMs' | 'maxOpenOrders' | 'maxHeldShare'> &
  Pick<Config['stock'], 'lowStockDefault'> & { cod: Config['cod'] };

/** The statement's CTEs that other modules' pieces read. */
const placed = cteNamed<typeof orders>('placed');
const locked = cteNamed<{ id: string; held: number; quantity: number }>('locked');

/** The original product's name field of a multi-line order: the first line's, and how many more. */
const summaryName = sql`(select name from locked order by position limit 1)
  || case when (select count(*) from locked) > 1
     then ' and ' || ((select count(*) from locked) - 1) || ' more' else '' end`;

/** The placing statement; its answer says what it did, or why it did nothing. */
async function placementStatement(
  db: Database | Transaction,
  caller: Caller,
  { lines, shipping, paymentMethod, delivery }: PlacementRequest,
  { holdMs, maxOpenOrders, maxHeldShare, lowStockDefault, cod }: Limits,
) {
  // Cash on delivery has a ceiling of its own, delivery included; a card order only the card's.
  const maxTotalCents = paymentMethod === 'cod' ? Math.min(cod.maxTotalCents, MAX_ORDER_CENTS) : MAX_ORDER_CENTS;
  const wanted = JSON.stringify(lines.map((line, position) => ({ position, ...line })));
  const orderedIds = lines.map((line) => line.productId);
  const [row] = await queryRows<{
    placed: Record<string, unknown> | null;
    taken: Record<string, unknown>[] | null;
    found: LockedProduct[] | null;
    /** Null when the customer has no count yet: they never ordered. */
    room: boolean | null;
    /** The first line past the customer's share of its product, if any. */
    over_share: { name: string; most: number } | null;
    total: string;
    fits: boolean;
    /** The order's total with its delivery charge is within what this payment method takes. */
    within_total: boolean;
  }>(
    db,
    sql`
    with hold as (${lockHold(caller.uid, maxOpenOrders)}),
    wanted as (
      select * from jsonb_to_recordset(${wanted}::jsonb)
        as w(position int, "productId" text, quantity int)
    ),
    locked as (
      select p.id, p.name, p.img, p.price_cents, p.minimum_order, p.available_quantity, p.low_since,
             w.position, w.quantity,
             coalesce(((select held_units from hold) ->> p.id)::int, 0) as held
      from ${products} p join wanted w on w."productId" = p.id
      where p.archived_at is null and (select room from hold)
      order by p.id
      for update of p
    ),
    verdict as (
      select
        count(*) = (select count(*) from wanted)
          and coalesce(bool_and(quantity >= greatest(minimum_order, 1) and quantity <= available_quantity), false)
          and coalesce(sum(price_cents::bigint * quantity), 0) <= ${MAX_ORDER_CENTS} as fits,
        coalesce(sum(price_cents::bigint * quantity), 0) as total,
        coalesce(sum(price_cents::bigint * quantity), 0) + ${delivery.cents} <= ${maxTotalCents} as within_total
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
      update ${products} p
      set available_quantity = p.available_quantity - l.quantity, version = p.version + 1,
          low_since = ${lowSinceAfter(sql`p.available_quantity - l.quantity`, lowStockDefault)}
      from locked l, verdict v
      where v.fits and v.within_total and not exists (select 1 from over_share) and p.id = l.id
      returning p.*, l.quantity as taken_quantity, (l.low_since is null and p.low_since is not null) as became_low
    ),
    placed as (
      insert into ${orders} (
        id, uid, email, product_id, product_name, price_cents, quantity, total_cents, lines, line_names,
        full_name, address_line1, address_line2, company, city, postal_code, country, phone, hold_until,
        shipping_cents, shipping_zone, payment_method
      )
      select
        ${newId()}, ${caller.uid}, ${caller.email},
        (select id from locked order by position limit 1),
        ${summaryName},
        case when (select count(*) from locked) = 1 then (select price_cents from locked) else v.total end,
        (select sum(quantity) from locked),
        v.total + ${delivery.cents},
        (select jsonb_agg(jsonb_build_object(
           'productId', id, 'name', name, 'img', img, 'priceCents', price_cents, 'quantity', quantity
         ) order by position) from locked),
        (select string_agg(name, chr(10) order by position) from locked),
        ${shipping.fullName}, ${shipping.addressLine1}, ${shipping.addressLine2}, ${shipping.company},
        ${shipping.city}, ${shipping.postalCode}, ${shipping.country}, ${shipping.phone},
        -- Cash on delivery holds its stock until shipped or cancelled: it never expires.
        case when ${paymentMethod} = 'cod' then null
          else now() + ${holdMs}::double precision * interval '1 millisecond' end,
        ${delivery.cents}, ${delivery.zone}, ${paymentMethod}
      from verdict v
      where v.fits and v.within_total and not exists (select 1 from over_share)
      returning *
    ),
    counted as (${countPlacedOrders(placed)}),
    held as (${addToHold(caller.uid, locked, placed)}),
    saved_address as (${saveAddressOnPlacement(caller.uid, shipping, placed)}),
    mailed as (${queuePlacedOrderEmails(placed)}),
    cleared_cart as (${clearOrderedFromCart(caller.uid, orderedIds, placed)}),
    moved as (${movementsInsert(
      sql`select t.id as product_id, -t.taken_quantity as delta, t.available_quantity as stock_after,
            pl.id as ref_id, pl.number as ref_number
          from taken t, placed pl`,
      { reason: 'order', ref: { type: 'order', inRows: true }, actor: caller },
    )})
    select
      (select row_to_json(placed) from placed) as placed,
      (select json_agg(taken) from taken) as taken,
      (select json_agg(json_build_object(
         'id', id, 'name', name, 'minimumOrder', minimum_order,
         'availableQuantity', available_quantity, 'priceCents', price_cents
       )) from locked) as found,
      (select room from hold) as room,
      (select row_to_json(over_share) from over_share) as over_share,
      (select total from verdict) as total,
      (select fits from verdict) as fits,
      (select within_total from verdict) as within_total
  `,
  );
  return row!;
}

/**
 * A COD placement: the customer's row is locked first, in a transaction of its own, so their open
 * COD orders are counted with none of their other placements in flight; then the one statement.
 */
function placeCod(db: Database, caller: Caller, request: PlacementRequest, limits: Limits) {
  return db.transaction(async (tx) => {
    const [hold] = await queryRows<{ uid: string }>(tx, lockHoldRow(caller.uid));
    if (hold && (await openCodOrders(tx, caller.uid)) >= limits.cod.maxOpen) return 'too-many-cod' as const;
    return placementStatement(tx, caller, request, limits);
  });
}

export async function placeOrder(
  db: Database,
  caller: Caller,
  request: PlacementRequest,
  limits: Limits,
): Promise<Placement> {
  noteCatalogueWrite();
  const place = () =>
    request.paymentMethod === 'cod'
      ? placeCod(db, caller, request, limits)
      : placementStatement(db, caller, request, limits);
  let result = await place();
  if (result === 'too-many-cod') return { outcome: 'too-many-cod' };
  if (result.room === null) {
    // The customer's first order: their count is made once, and the placement runs again.
    await createHold(db, caller.uid);
    result = await place();
    if (result === 'too-many-cod') return { outcome: 'too-many-cod' };
  }
  if (!result.room) return { outcome: 'too-many-open' };
  if (!result.placed && result.fits && !result.within_total) {
    const totalCents = Number(result.total) + request.delivery.cents;
    if (request.paymentMethod === 'cod') return { outcome: 'cod-too-large', totalCents };
    return { outcome: 'refused', found: result.found ?? [], totalCents };
  }
  // A line the stock refuses is told as such first: it is what the customer can change.
  if (!result.placed && result.over_share && result.fits) {
    return { outcome: 'too-many-held', ...result.over_share };
  }
  if (!result.placed) {
    return { outcome: 'refused', found: result.found ?? [], totalCents: Number(result.total) };
  }
  const taken = result.taken ?? [];
  return {
    outcome: 'placed',
    order: rowFrom(orders, result.placed),
    products: taken.map((row) => rowFrom(products, row)),
    becameLow: taken.filter((row) => row.became_low === true).map((row) => rowFrom(products, row)),
  };
}
