/**
 * Placing an order at the database's speed: one statement, committed on its own, locks what the
 * customer holds unpaid (orders, and units of each product), then the ordered products in one
 * global order (so two orders sharing products never deadlock), checks every line against its
 * product and against the customer's share of its stock, takes the stock of every line or of none,
 * inserts the order with its lines and its delivery charge (the locked variants' weight charged by
 * the address's zone), and lets each module owning another table it writes add its
 * piece: the count of unpaid orders, the customer's holds, the confirmation email, the saved address,
 * the cart, and each line's stock movement in the ledger (marking a variant low as it crosses). Each
 * line takes its variant's stock (a line naming no variant, its product's only one) and the product's
 * summary follows in the same statement. The customer's own row is taken first, so a customer racing themselves waits before
 * holding anything other customers need; and every row is held for that one statement only.
 */
import { eq, sql } from 'drizzle-orm';
import type { Shipping } from '../../shared/entities';
import type { PaymentMethod } from '../../shared/orderStates';
import type { ShippingZone } from '../../shared/shipping';
import type { BuyerBusiness } from '../../shared/tax/buyer';
import type { Caller } from '../auth/guard';
import { clearOrderedFromCart } from '../cart/cart';
import { noteCatalogueWrite } from '../catalogue/catalogueVersion';
import { isLineVariant, variantsByProduct } from '../catalogue/variants';
import type { Config } from '../config';
import { cteNamed } from '../db/cte';
import { queryRows, rowFrom, type Database, type Transaction } from '../db/database';
import {
  newId,
  orders,
  productVariants,
  products,
  users,
  type OrderRow,
  type ProductRow,
  type VariantRow,
} from '../db/schema';
import { queuePlacedOrderEmails } from '../mail/outbox';
import {
  lowSinceAfter,
  lowVariantsOf,
  movementsInsert,
  productsSummaryUpdate,
  type LowVariant,
} from '../stock/ledger';
import { lineTaxRateSql } from '../tax/productTax';
import type { OrderTaxTerms } from '../tax/orderTax';
import { saveAddressOnPlacement } from '../users/users';
import { chargeAccount, lockAccount } from '../credit/accountLedger';
import type { Currency } from '../../shared/currency';
import { creditErrors } from '../../shared/strings/credit';
import { fieldRefusal } from '../http/errors';
import { countPlacedOrders } from './orderCounts';
import { recordPlacedSql } from './orderHistory';
import { openCodOrders } from './openCodOrders';
import { orderSummarySql } from './orderSummary';
import { deliveryCentsSql } from './shippingCharge';
import { mostOrderCents } from '../../shared/bounds';
import { smallestOrderSql } from '../../shared/stock';
import type { LockedProduct, UnchosenOption } from './orderRules';
import { addToHold, createHold, lockHold, takeHold } from './unpaidHolds';

/** A line names its variant, or leaves it out for a product with one. */
export interface PlacementLine {
  productId: string;
  variantId?: string | undefined;
  quantity: number;
}

export interface PlacementRequest {
  lines: PlacementLine[];
  shipping: Shipping;
  paymentMethod: PaymentMethod;
  /** The zone the address falls in: the statement charges the lines' weight by it (./shippingCharge.ts). */
  zone: ShippingZone;
  /** How the order is taxed (../tax/orderTax.ts), and the business buying, if one is. */
  tax: OrderTaxTerms;
  buyer: BuyerBusiness;
  /** The shop's currency: a refusal on account names the available credit in it. */
  currency: Currency;
}

export type Placement =
  /**
   * `products`: those whose stock it took, with their live `variants` by product (for the order's
   * announcement); `becameLow`: the variants this order took below their low-stock threshold.
   */
  | {
      outcome: 'placed';
      order: OrderRow;
      products: ProductRow[];
      variants: Map<string, VariantRow[]>;
      becameLow: LowVariant[];
    }
  /** The customer holds as many unpaid orders as they may. */
  | { outcome: 'too-many-open' }
  /** Cash on delivery: the customer has as many COD orders open as they may. */
  | { outcome: 'too-many-cod' }
  /** Cash on delivery: the order's total, delivery included, is above what the shop takes in cash. */
  | { outcome: 'cod-too-large'; totalCents: number }
  /** The order would make the customer hold more of a variant than their share of its stock. */
  | { outcome: 'too-many-held'; name: string; most: number }
  /** Some line cannot be bought as asked: nothing was taken. */
  | { outcome: 'refused'; found: LockedProduct[]; totalCents: number; unchosen: UnchosenOption | null };

type Limits = Pick<Config['orders'], 'holdMs' | 'maxOpenOrders' | 'maxHeldShare'> &
  Pick<Config['stock'], 'lowStockDefault'> & { cod: Config['cod']; tax: Pick<Config['tax'], 'timeZone'> };

/** The statement's CTEs that other modules' pieces read. */
const placed = cteNamed<typeof orders>('placed');
const locked = cteNamed<{ id: string; held: number; quantity: number }>('locked');
const taken = cteNamed<{ product_id: string; moved_delta: number }>('taken');

/** The order's summary fields, over the lines it locked. */
const summary = orderSummarySql(sql`locked`);

/** The placing statement; its answer says what it did, or why it did nothing. */
async function placementStatement(
  db: Database | Transaction,
  caller: Caller,
  { lines, shipping, paymentMethod, zone, tax, buyer }: PlacementRequest,
  { holdMs, maxOpenOrders, maxHeldShare, lowStockDefault, cod }: Limits,
) {
  // Cash on delivery has a ceiling of its own, delivery included; a card order only the card's.
  const mostCents = mostOrderCents(paymentMethod);
  const maxTotalCents = paymentMethod === 'cod' ? Math.min(cod.maxTotalCents, mostCents) : mostCents;
  const wanted = JSON.stringify(lines.map((line, position) => ({ position, ...line })));
  const [row] = await queryRows<{
    placed: Record<string, unknown> | null;
    summed: Record<string, unknown>[] | null;
    live: Record<string, unknown>[] | null;
    low: LowVariant[] | null;
    found: LockedProduct[] | null;
    /** Null when the customer has no count yet: they never ordered. */
    room: boolean | null;
    /** The first line past the customer's share of its product, if any. */
    over_share: { name: string; most: number } | null;
    total: string;
    /** The delivery charge of the lines found, by their variants' weights. */
    delivery_cents: string;
    fits: boolean;
    /** The order's total with its delivery charge is within what this payment method takes. */
    within_total: boolean;
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
             v.available_quantity, v.low_since, v.weight_grams, w.position, w.quantity,
             coalesce(((select held_units from hold) ->> v.id)::int, 0) as held,
             ${lineTaxRateSql({ taxRateBp: sql`p.tax_rate_bp`, categoryId: sql`p.category_id` }, tax)} as tax_rate_bp, p.hsn_code, p.unit
      from ${products} p
      join wanted w on w."productId" = p.id
      join ${productVariants} v on v.product_id = p.id and v.archived_at is null
        and ${isLineVariant('v', sql`w."variantId"`)}
      where p.archived_at is null and (select room from hold)
      order by p.id, v.id
      for update of p, v
    ),
    -- A variant with no weight given weighs nothing.
    charge as (
      select ${deliveryCentsSql(zone, sql`coalesce(sum(coalesce(weight_grams, 0)::bigint * quantity), 0)`)} as cents
      from locked
    ),
    verdict as (
      select
        count(*) = (select count(*) from wanted) and count(distinct id) = count(*)
          and coalesce(bool_and(quantity >= ${smallestOrderSql(sql, sql`minimum_order`)} and quantity <= available_quantity), false)
          and coalesce(sum(price_cents::bigint * quantity), 0) <= ${mostCents} as fits,
        coalesce(sum(price_cents::bigint * quantity), 0) as total,
        coalesce(sum(price_cents::bigint * quantity), 0) + (select cents from charge) <= ${maxTotalCents}
          as within_total
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
      where verdict.fits and verdict.within_total and not exists (select 1 from over_share) and v.id = l.id
      returning v.*, l.name, -l.quantity as moved_delta, (l.low_since is null and v.low_since is not null) as became_low
    ),
    summed as (${productsSummaryUpdate(taken, true)}),
    -- The taken products' live variants as the statement leaves them: those it took from as updated.
    live as (
      select row_to_json(v) as variant from ${productVariants} v
      where v.product_id in (select product_id from taken) and v.archived_at is null
        and v.id not in (select id from taken)
      union all
      select row_to_json(taken) from taken
    ),
    placed as (
      insert into ${orders} (
        id, uid, email, product_id, product_name, price_cents, quantity, total_cents, lines, line_names,
        full_name, address_line1, address_line2, company, city, postal_code, country, phone, region,
        hold_until, shipping_cents, shipping_zone, payment_method, tax_split, place_of_supply,
        shipping_tax_rate_bp, buyer_business_name, buyer_tax_id
      )
      select
        ${newId()}, ${caller.uid}, ${caller.email},
        ${summary.productId},
        ${summary.productName},
        ${summary.priceCents},
        ${summary.quantity},
        v.total + c.cents,
        (select jsonb_agg(jsonb_build_object(
           'productId', product_id, 'variantId', id, 'variantTitle', title, 'sku', sku,
           'name', name, 'img', img, 'priceCents', price_cents, 'quantity', quantity,
           'taxRateBp', tax_rate_bp, 'hsnCode', hsn_code, 'unit', unit
         ) order by position) from locked),
        ${summary.lineNames},
        ${shipping.fullName}, ${shipping.addressLine1}, ${shipping.addressLine2}, ${shipping.company},
        ${shipping.city}, ${shipping.postalCode}, ${shipping.country}, ${shipping.phone}, ${shipping.region},
        -- Cash on delivery and orders on account hold their stock until shipped or cancelled: they never expire.
        case when ${paymentMethod} in ('cod', 'account') then null
          else now() + ${holdMs}::double precision * interval '1 millisecond' end,
        c.cents, ${zone.name}, ${paymentMethod}, ${tax.taxSplit}, ${tax.placeOfSupply},
        ${tax.defaultRateBp}, ${buyer.businessName}, ${buyer.taxId}
      from verdict v, charge c
      where v.fits and v.within_total and not exists (select 1 from over_share)
      returning *
    ),
    counted as (${countPlacedOrders(placed)}),
    held as (${addToHold(caller.uid, locked, placed)}),
    saved_address as (${saveAddressOnPlacement(caller.uid, shipping, placed)}),
    mailed as (${queuePlacedOrderEmails(placed)}),
    cleared_cart as (${clearOrderedFromCart(caller.uid, lines, placed)}),
    recorded as (${recordPlacedSql(placed)}),
    moved as (${movementsInsert(
      sql`select t.product_id, t.id as variant_id, t.moved_delta as delta, t.available_quantity as stock_after,
            pl.id as ref_id, pl.number as ref_number
          from taken t, placed pl`,
      { reason: 'order', ref: { type: 'order', inRows: true }, actor: caller },
    )})
    select
      (select row_to_json(placed) from placed) as placed,
      (select json_agg(summed) from summed) as summed,
      (select json_agg(variant order by (variant ->> 'rank')::int, (variant ->> 'created_at')::timestamptz)
         from live) as live,
      ${lowVariantsOf(taken, lowStockDefault)} as low,
      (select json_agg(json_build_object(
         'id', product_id, 'variantId', id, 'name', name, 'minimumOrder', minimum_order,
         'availableQuantity', available_quantity, 'priceCents', price_cents
       )) from locked) as found,
      (select room from hold) as room,
      (select row_to_json(over_share) from over_share) as over_share,
      (select total from verdict) as total,
      (select cents from charge) as delivery_cents,
      (select fits from verdict) as fits,
      (select within_total from verdict) as within_total
  `,
  );
  return row!;
}

/**
 * A COD placement: the customer's row is taken first (made if need be, and locked), in a transaction
 * of its own, so their open COD orders are counted with none of their other placements in flight;
 * then the one statement. Made there and then, not before: a customer's racing first orders would
 * otherwise find no row to lock, each count no COD order open, and all be placed.
 */
async function placeCod(db: Database, caller: Caller, request: PlacementRequest, limits: Limits) {
  return db.transaction(async (tx) => {
    await takeHold(tx, caller.uid);
    if ((await openCodOrders(tx, caller.uid)) >= limits.cod.maxOpen) return 'too-many-cod' as const;
    return placementStatement(tx, caller, request, limits);
  });
}

/**
 * An order on account (docs/credit.md): placed in a transaction that then puts its total on the
 * customer's account, which locks the customer's row in `credit_accounts` as a counter sale does, so
 * racing placements are weighed against the limit one after the other. Refused there (409, naming
 * what is available; or over 30 days overdue), the transaction rolls back and nothing was taken.
 */
async function placeOnAccount(db: Database, caller: Caller, request: PlacementRequest, limits: Limits) {
  return db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.uid, caller.uid));
    const terms = customer && (await lockAccount(tx, customer.id));
    if (!terms || terms.creditLimitCents === 0)
      throw fieldRefusal(409, 'paymentMethod', creditErrors.noCredit);
    const result = await placementStatement(tx, caller, request, limits);
    if (result.placed) {
      const order = rowFrom(orders, result.placed);
      await chargeAccount(tx, {
        orderId: order.id,
        customerId: customer.id,
        amountCents: order.totalCents,
        at: order.createdAt,
        invoiced: false,
        caller,
        override: null,
        currency: request.currency,
        timeZone: limits.tax.timeZone,
        path: 'paymentMethod',
      });
    }
    return result;
  });
}

/**
 * The first line naming no variant of a product that has several, and the option it must choose
 * (the product's first). Asked only of a refused order or quote, so placing one costs no more.
 */
export async function unchosenOption(db: Database, lines: PlacementLine[]): Promise<UnchosenOption | null> {
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
  const place = () =>
    request.paymentMethod === 'cod'
      ? placeCod(db, caller, request, limits)
      : request.paymentMethod === 'account'
        ? placeOnAccount(db, caller, request, limits)
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
    const totalCents = Number(result.total) + Number(result.delivery_cents);
    if (request.paymentMethod === 'cod') return { outcome: 'cod-too-large', totalCents };
    return { outcome: 'refused', found: result.found ?? [], totalCents, unchosen: null };
  }
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
    variants: variantsByProduct((result.live ?? []).map((row) => rowFrom(productVariants, row))),
    becameLow: result.low ?? [],
  };
}
