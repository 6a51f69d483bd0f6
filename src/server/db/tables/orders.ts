/** Orders, with what their JSON columns hold, the cart, and the per-state counts kept beside them. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ORDER_CHANNELS, ORDER_STATES } from '../../../shared/entities';
import { ORDER_PAYMENT_METHODS } from '../../../shared/orderStates';
import { id, createdAt } from './columns';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** What people read aloud: `#1042`. The opaque id stays in URLs and the API. */
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    /**
     * The owning account (Firebase uid): an email re-registered by someone else never reaches these
     * orders. Null only for orders placed before orders were bound, matched by email instead.
     */
    uid: text('uid'),
    /**
     * The original product's one-product fields, now a summary of `lines`: the
     * first line's product, its name with " and {n} more", the summed quantity, and the unit price
     * of a one-line order or the total otherwise. No foreign key: an order keeps what it sold.
     */
    productId: text('product_id').notNull(),
    email: text('email').notNull(),
    productName: text('product_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
    /**
     * What the order sold, one entry per product, as it was when ordered. Lines are never read
     * without their order, so they live in its row: every list and event is one row per order.
     */
    lines: jsonb('lines').$type<StoredLine[]>().notNull(),
    /** Every line's product name, one per line: what the admin's search looks in. */
    lineNames: text('line_names').notNull().default(''),
    fullName: text('full_name').notNull().default(''),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    company: text('company').notNull().default(''),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    state: text('state', { enum: ORDER_STATES }).notNull().default('unpaid'),
    /** Where it was sold: the web shop, or the counter (docs/counter.md), collected there and never shipped. */
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('web'),
    tnxId: text('tnx_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** While unpaid, the order holds its stock until then; set when it is placed. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Given by staff when shipping, both optional. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /**
     * Money given back or promised to the provider (a pending refund counts): never above
     * total_cents. Its refunds, oldest first, live in the row like the lines, changed under its lock.
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refunds: jsonb('refunds').$type<StoredRefund[]>().notNull().default([]),
    /** The delivery charge, part of total_cents; the zone it was charged for (docs/orders.md). */
    shippingCents: integer('shipping_cents').notNull().default(0),
    shippingZone: text('shipping_zone').notNull().default(''),
    /**
     * Card (paid before shipping) or cash on delivery (paid to the courier, then by the courier); a
     * counter sale's cash, card or both.
     */
    paymentMethod: text('payment_method', { enum: ORDER_PAYMENT_METHODS }).notNull().default('card'),
    /** A COD order: when staff confirmed it with the customer; it ships only once confirmed. */
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true }),
    /** A COD order: the cash the courier paid over, once recorded. */
    codCollection: jsonb('cod_collection').$type<StoredCodCollection>(),
    /** The customer's latest return request; its status, kept apart, is what staff filter by. */
    returnRequest: jsonb('return_request').$type<StoredReturnRequest>(),
    returnStatus: text('return_status').generatedAlwaysAs(sql`return_request ->> 'status'`),
    /**
     * What the admin's search looks in: email, every line's product name and payment id, lowercased
     * once when written, so a search rechecks each candidate with one `LIKE`.
     */
    searchText: text('search_text').generatedAlwaysAs(
      // Line breaks between the fields: a search with none in it cannot match across two of them.
      sql`lower(email || chr(10) || line_names || chr(10) || coalesce(tnx_id, ''))`,
    ),
  },
  (t) => [
    index('orders_email_state_idx').on(t.email, t.state),
    index('orders_uid_state_idx').on(t.uid, t.state),
    // The admin's list and export: each sort's keyset, over the listed orders (never
    // the cancelled) and over one state. A page's ids come from these alone (an index-only scan),
    // however deep the page.
    index('orders_listed_created_at_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.state} <> 'cancelled'`),
    index('orders_state_created_at_id_idx').on(t.state, t.createdAt, t.id),
    index('orders_listed_total_cents_id_idx')
      .on(t.totalCents, t.id)
      .where(sql`${t.state} <> 'cancelled'`),
    index('orders_state_total_cents_id_idx').on(t.state, t.totalCents, t.id),
    // The list's search, `LIKE '%q%'`, answered from trigrams rather than by reading every order.
    index('orders_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Manage All Orders' "return requested" filter and the overview's count of them.
    index('orders_return_requested_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.returnStatus} = 'requested'`),
    // The overview's revenue by paid time.
    index('orders_paid_at_idx').on(t.paidAt),
    // The expiry sweep's search: unpaid orders by the end of their hold.
    index('orders_state_hold_until_idx').on(t.state, t.holdUntil),
    // Manage All Orders' COD filters and the overview's COD figures.
    index('orders_cod_to_confirm_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.paymentMethod} = 'cod' and ${t.state} = 'unpaid' and ${t.codConfirmedAt} is null`),
    index('orders_cod_to_collect_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.paymentMethod} = 'cod' and ${t.state} = 'shipped' and ${t.codCollection} is null`),
    // The pending refund sweep's search (../../orders/refundWorkflow.ts): a few orders among all.
    index('orders_pending_refunds_idx')
      .on(t.id)
      .where(sql`${t.refunds} @> '[{"status":"pending"}]'::jsonb`),
    check(
      'orders_state_known',
      sql.raw(`state in (${ORDER_STATES.map((state) => `'${state}'`).join(', ')})`),
    ),
    check('orders_channel_known', sql`${t.channel} in ('web', 'counter')`),
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
    check('orders_refunded_within_total', sql`${t.refundedCents} between 0 and ${t.totalCents}`),
    check('orders_payment_method_known', sql`${t.paymentMethod} in ('card', 'cod', 'cash', 'cash_and_card')`),
    check('orders_shipping_not_negative', sql`${t.shippingCents} >= 0`),
  ],
);

/** A signed-in customer's cart, kept on the server so it follows them between web and desktop. */
export const cartItems = pgTable(
  'cart_items',
  {
    uid: text('uid').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.variantId] }),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * How many orders are in each state, changed in the same transaction as every order placed or moved
 * (see ../../orders/orderCounts.ts), so the admin's list knows its total without counting 100,000 rows.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    state: text('state', { enum: ORDER_STATES }).primaryKey(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  () => [
    check(
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
export const unpaidOrderCounts = pgTable('unpaid_order_counts', {
  uid: text('uid').primaryKey(),
  count: integer('count').notNull().default(0),
  heldUnits: jsonb('held_units').$type<Record<string, number>>().notNull().default({}),
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
}
export type OrderRow = typeof orders.$inferSelect;
