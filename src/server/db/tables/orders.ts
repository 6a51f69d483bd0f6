/** Orders, with what their JSON columns hold, the cart, and the per-state counts kept beside them. */
import { sql, type SQL } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../../shared/currency';
import { ORDER_CHANNELS, ORDER_STATES } from '../../../shared/entities';
import { ORDER_HISTORY_EVENTS } from '../../../shared/orderLifecycle';
import { ORDER_PAYMENT_METHODS } from '../../../shared/orderStates';
import { TAX_SPLITS } from '../../../shared/tax/lineTax';
import { id, createdAt } from './columns';

/**
 * When an order became a sale, as the overview counts it (../../orders/shopStats.ts): when it was paid
 * (a card's payment, a COD order's cash, a counter sale), or, for a web order on account, which is
 * never paid on its own, when it shipped and was invoiced to the account. The index below is on this
 * very expression, so the overview's reads, which use it, are served by it.
 */
export const soldAtSql = (t: {
  paidAt: pg.AnyPgColumn;
  shippedAt: pg.AnyPgColumn;
  paymentMethod: pg.AnyPgColumn;
}): SQL<Date | null> =>
  sql`coalesce(${t.paidAt}, case when ${t.paymentMethod} = 'account' then ${t.shippedAt} end)`;

export const orders = pg.pgTable(
  'orders',
  {
    id: id(),
    /** What people read aloud: `#1042`. The opaque id stays in URLs and the API. */
    number: pg.bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    /**
     * The owning account (Firebase uid): an email re-registered by someone else never reaches these
     * orders. Null only for orders placed before orders were bound, matched by email instead.
     */
    uid: pg.text('uid'),
    /**
     * The original product's one-product fields, now a summary of `lines`: the
     * first line's product, its name with " and {n} more", the summed quantity, and the unit price
     * of a one-line order or the total otherwise. No foreign key: an order keeps what it sold.
     */
    productId: pg.text('product_id').notNull(),
    email: pg.text('email').notNull(),
    productName: pg.text('product_name').notNull(),
    priceCents: pg.integer('price_cents').notNull(),
    quantity: pg.integer('quantity').notNull(),
    totalCents: pg.integer('total_cents').notNull(),
    /** The shop's currency, set by the database as the row is written (migration 0025). */
    currency: pg.text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    /**
     * What the order sold, one entry per product, as it was when ordered. Lines are never read
     * without their order, so they live in its row: every list and event is one row per order.
     */
    lines: pg.jsonb('lines').$type<StoredLine[]>().notNull(),
    /** Every line's product name, one per line: what the admin's search looks in. */
    lineNames: pg.text('line_names').notNull().default(''),
    fullName: pg.text('full_name').notNull().default(''),
    addressLine1: pg.text('address_line1').notNull().default(''),
    addressLine2: pg.text('address_line2').notNull().default(''),
    company: pg.text('company').notNull().default(''),
    city: pg.text('city').notNull(),
    postalCode: pg.text('postal_code').notNull(),
    country: pg.text('country').notNull(),
    phone: pg.text('phone').notNull(),
    /** The delivery address's state or territory (India: its GST state's name); '' where none was asked. */
    region: pg.text('region').notNull().default(''),
    /** A business buyer's name and tax id (GSTIN or BIN), which make the sale B2B on its invoice. */
    buyerBusinessName: pg.text('buyer_business_name'),
    buyerTaxId: pg.text('buyer_tax_id'),
    /**
     * How its tax is split (docs/tax.md), settled when it was made: none, VAT, or GST within the shop's
     * state (CGST + SGST) or between states (IGST). Its lines carry their rates; its tax lines
     * follow from them (../../../shared/tax/lineTax.ts), so they are never stored twice.
     */
    taxSplit: pg.text('tax_split', { enum: TAX_SPLITS }).notNull().default('none'),
    /** India: the GST code of the state supplied (where the goods are delivered or handed over). */
    placeOfSupply: pg.text('place_of_supply'),
    /** The delivery charge's tax rate, in basis points: the shop's default rate when it was made. */
    shippingTaxRateBp: pg.integer('shipping_tax_rate_bp').notNull().default(0),
    /** Its invoice, once paid (../../invoices/issue.ts); credit notes of its refunds, oldest first. */
    invoiceNumber: pg.text('invoice_number'),
    creditNoteNumbers: pg.jsonb('credit_note_numbers').$type<string[]>().notNull().default([]),
    state: pg.text('state', { enum: ORDER_STATES }).notNull().default('unpaid'),
    /** Where it was sold: the web shop, or the counter (docs/counter.md), collected there and never shipped. */
    channel: pg.text('channel', { enum: ORDER_CHANNELS }).notNull().default('web'),
    tnxId: pg.text('tnx_id'),
    createdAt: createdAt(),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }),
    shippedAt: pg.timestamp('shipped_at', { withTimezone: true }),
    cancelledAt: pg.timestamp('cancelled_at', { withTimezone: true }),
    expiredAt: pg.timestamp('expired_at', { withTimezone: true }),
    /** While unpaid, the order holds its stock until then; set when it is placed. */
    holdUntil: pg.timestamp('hold_until', { withTimezone: true }),
    refundedAt: pg.timestamp('refunded_at', { withTimezone: true }),
    /** Given by staff when shipping, both optional. */
    carrier: pg.text('carrier'),
    trackingNumber: pg.text('tracking_number'),
    /**
     * Money given back or promised to the provider (a pending refund counts): never above
     * total_cents. Its refunds, oldest first, live in the row like the lines, changed under its lock.
     */
    refundedCents: pg.integer('refunded_cents').notNull().default(0),
    refunds: pg.jsonb('refunds').$type<StoredRefund[]>().notNull().default([]),
    /** The delivery charge, part of total_cents; the zone it was charged for (docs/orders.md). */
    shippingCents: pg.integer('shipping_cents').notNull().default(0),
    shippingZone: pg.text('shipping_zone').notNull().default(''),
    /**
     * Card (paid before shipping) or cash on delivery (paid to the courier, then by the courier); a
     * counter sale's cash, card or both.
     */
    paymentMethod: pg.text('payment_method', { enum: ORDER_PAYMENT_METHODS }).notNull().default('card'),
    /** A COD order: when staff confirmed it with the customer; it ships only once confirmed. */
    codConfirmedAt: pg.timestamp('cod_confirmed_at', { withTimezone: true }),
    /** A COD order: the cash the courier paid over, once recorded. */
    codCollection: pg.jsonb('cod_collection').$type<StoredCodCollection>(),
    /** The customer's latest return request; its status, kept apart, is what staff filter by. */
    returnRequest: pg.jsonb('return_request').$type<StoredReturnRequest>(),
    returnStatus: pg.text('return_status').generatedAlwaysAs(sql`return_request ->> 'status'`),
    /**
     * What the admin's search looks in: email, every line's product name and payment id, lowercased
     * once when written, so a search rechecks each candidate with one `LIKE`.
     */
    searchText: pg.text('search_text').generatedAlwaysAs(
      // Line breaks between the fields: a search with none in it cannot match across two of them.
      sql`lower(email || chr(10) || line_names || chr(10) || coalesce(tnx_id, ''))`,
    ),
  },
  (t) => [
    pg.index('orders_email_state_idx').on(t.email, t.state),
    pg.index('orders_uid_state_idx').on(t.uid, t.state),
    // The admin's list and export: each sort's keyset, over the listed orders (never
    // the cancelled) and over one state. A page's ids come from these alone (an index-only scan),
    // however deep the page.
    pg
      .index('orders_listed_created_at_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.state} <> 'cancelled'`),
    pg.index('orders_state_created_at_id_idx').on(t.state, t.createdAt, t.id),
    pg
      .index('orders_listed_total_cents_id_idx')
      .on(t.totalCents, t.id)
      .where(sql`${t.state} <> 'cancelled'`),
    pg.index('orders_state_total_cents_id_idx').on(t.state, t.totalCents, t.id),
    // The list's search, `LIKE '%q%'`, answered from trigrams rather than by reading every order.
    pg.index('orders_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Manage All Orders' "return requested" filter and the overview's count of them.
    pg
      .index('orders_return_requested_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.returnStatus} = 'requested'`),
    // The overview's revenue by the time each order became a sale.
    pg.index('orders_sold_at_idx').on(soldAtSql(t)),
    // The expiry sweep's search: unpaid orders by the end of their hold.
    pg.index('orders_state_hold_until_idx').on(t.state, t.holdUntil),
    // Manage All Orders' COD filters and the overview's COD figures (../../orders/paidMoney.ts's codCashOwedSql).
    pg
      .index('orders_cod_to_confirm_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.paymentMethod} = 'cod' and ${t.state} = 'unpaid' and ${t.codConfirmedAt} is null`),
    pg
      .index('orders_cod_to_collect_idx')
      .on(t.createdAt, t.id)
      .where(
        sql`${t.paymentMethod} = 'cod' and ${t.state} = 'shipped' and (${t.codCollection} is null or (${t.codCollection} ->> 'partial')::boolean)`,
      ),
    // The pending refund sweep's search (../../orders/refundWorkflow.ts): a few orders among all.
    pg
      .index('orders_pending_refunds_idx')
      .on(t.id)
      .where(sql`${t.refunds} @> '[{"status":"pending"}]'::jsonb`),
    pg.check(
      'orders_state_known',
      sql.raw(`state in (${ORDER_STATES.map((state) => `'${state}'`).join(', ')})`),
    ),
    pg.check('orders_channel_known', sql`${t.channel} in ('web', 'counter')`),
    pg.check('orders_quantity_positive', sql`${t.quantity} > 0`),
    pg.check('orders_refunded_within_total', sql`${t.refundedCents} between 0 and ${t.totalCents}`),
    pg.check(
      'orders_payment_method_known',
      sql.raw(`payment_method in (${ORDER_PAYMENT_METHODS.map((method) => `'${method}'`).join(', ')})`),
    ),
    pg.check('orders_shipping_not_negative', sql`${t.shippingCents} >= 0`),
    pg.check(
      'orders_tax_split_known',
      sql.raw(`tax_split in (${TAX_SPLITS.map((split) => `'${split}'`).join(', ')})`),
    ),
    pg.uniqueIndex('orders_invoice_number_idx').on(t.invoiceNumber),
  ],
);

/** A row's order: `order_id`, required, one of the orders. */
export const orderRef = () =>
  pg
    .text('order_id')
    .notNull()
    .references(() => orders.id);

/**
 * Every order's history, oldest first by `at` then `id`: a row for how it was made and one per move
 * of its lifecycle, written in the transaction of the change (../../orders/orderHistory.ts). The
 * order's timeline reads it.
 */
export const orderEvents = pg.pgTable(
  'order_events',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: orderRef(),
    /** Null on the row that made the order. */
    fromState: pg.text('from_state', { enum: ORDER_STATES }),
    toState: pg.text('to_state', { enum: ORDER_STATES }).notNull(),
    /** Why: how the order was made (`place`, `sell`) or the lifecycle's move. */
    event: pg.text('event', { enum: ORDER_HISTORY_EVENTS }).notNull(),
    /** Who made it happen; null for the shop itself (a hold that ended, a provider's notice, a sweep). */
    actorUid: pg.text('actor_uid'),
    actorEmail: pg.text('actor_email'),
    at: pg.timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    note: pg.text('note'),
  },
  (t) => [
    pg.index('order_events_order_id_at_id_idx').on(t.orderId, t.at, t.id),
    pg.check(
      'order_events_event_known',
      sql.raw(`event in (${ORDER_HISTORY_EVENTS.map((event) => `'${event}'`).join(', ')})`),
    ),
  ],
);

/** A signed-in customer's cart, kept on the server so it follows them between web and desktop. */
export const cartItems = pg.pgTable(
  'cart_items',
  {
    uid: pg.text('uid').notNull(),
    productId: pg.text('product_id').notNull(),
    variantId: pg.text('variant_id').notNull(),
    quantity: pg.integer('quantity').notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.uid, t.variantId] }),
    pg.check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * How many orders are in each state, changed in the same transaction as every order placed or moved
 * (see ../../orders/orderCounts.ts), so the admin's list knows its total without counting 100,000 rows.
 */
export const orderCounts = pg.pgTable(
  'order_counts',
  {
    state: pg.text('state', { enum: ORDER_STATES }).primaryKey(),
    count: pg.bigint('count', { mode: 'number' }).notNull(),
  },
  () => [
    pg.check(
      'order_counts_state_known',
      sql.raw(`state in (${ORDER_STATES.map((state) => `'${state}'`).join(', ')})`),
    ),
  ],
);

/**
 * What each customer holds unpaid, for their limits (../../orders/placement.ts): how many orders, and
 * how many units of each product (by product id). A placement locks its customer's row before any
 * product, so one customer's checkouts at once cannot pass a limit together; an order leaving
 * unpaid takes itself off in the same transaction.
 */
export const unpaidOrderCounts = pg.pgTable('unpaid_order_counts', {
  uid: pg.text('uid').primaryKey(),
  count: pg.integer('count').notNull().default(0),
  heldUnits: pg.jsonb('held_units').$type<Record<string, number>>().notNull().default({}),
});

/** One refund of an order as stored (see ../../orders/refundLedger.ts); `id` is also the provider's idempotency key. */
export interface StoredRefund {
  id: string;
  /** The `Idempotency-Key` the request came with, if any. */
  requestKey: string | null;
  /**
   * With a key, a digest of what the request asked: the key sent again with another body is
   * refused. Refunds recorded before keys were checked against bodies have none.
   */
  requestDigest?: string;
  at: string;
  amountCents: number;
  lines: StoredUnits[];
  restock: boolean;
  reason: string;
  status: 'pending' | 'done';
  /** The provider's refund id, once made. */
  providerRefundId: string | null;
  /** A second payment given back: its intent id. Not part of refunded_cents. */
  extraPaymentIntent?: string;
  /** The part of amountCents that gave back the delivery charge (absent: none). */
  shippingCents?: number;
  /**
   * The part of amountCents that was owed on the customer's account, not paid: taken off the account
   * by the refund's credit note, never paid out (absent: none).
   */
  accountCents?: number;
  /** The credit note the refund issued, once done (absent: none, the order had no invoice). */
  creditNoteNumber?: string;
}

/** The cash a courier paid over for a COD order, as staff recorded it. */
export interface StoredCodCollection {
  at: string;
  amountCents: number;
  reference: string;
  /** Less than the total, accepted with a note: the rest is still owed. */
  partial: boolean;
  note: string;
  byEmail: string;
  /** A full collection's rounding to CASH_ROUNDING (amount − total); absent before rounding was kept. */
  roundingCents?: number;
  /**
   * The cash recorded after a partial first collection, oldest first; `amountCents` above is then the
   * whole cash collected, and `partial` whether some is still owed.
   */
  later?: StoredCodPart[];
}

/** Cash of a part-collected COD order recorded later. */
export interface StoredCodPart {
  at: string;
  amountCents: number;
  reference: string;
  note: string;
  byEmail: string;
}

/** A customer's return request as stored (see ../../orders/returns.ts). */
export interface StoredReturnRequest {
  at: string;
  lines: StoredUnits[];
  reason: string;
  status: 'requested' | 'refunded' | 'declined';
  note: string | null;
  decidedAt: string | null;
}

/**
 * Units of one line of an order, as a refund or return names them. Lines stored before variants
 * name no variant: theirs is the product's one variant (`variantOf` in ../../../shared/orderUnits.ts).
 */
export interface StoredUnits {
  productId: string;
  variantId?: string;
  name: string;
  quantity: number;
}

/** One line of an order as stored: money in cents; the variant as it was when ordered. */
export interface StoredLine {
  productId: string;
  variantId?: string;
  variantTitle?: string;
  sku?: string | null;
  name: string;
  img: string;
  priceCents: number;
  quantity: number;
  /** Its tax rate in basis points, HSN code and unit as sold; absent on lines sold before tax. */
  taxRateBp?: number;
  hsnCode?: string | null;
  unit?: string;
}
export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
