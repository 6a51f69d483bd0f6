/**
 * The shop's tables, one schema for PGlite and PostgreSQL. Money is integer cents; ids
 * are opaque random strings; the API serves them as `_id` and dollars (see ../serialize.ts).
 */
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { SavedAddress } from '../../shared/entities';
import { ORDER_CHANNELS, ORDER_STATES } from '../../shared/entities';
import {
  CASH_MOVEMENT_KINDS,
  COUNTER_REFUND_METHODS,
  REGISTER_SESSION_STATES,
} from '../../shared/counterSchemas';
import { ROLES } from '../../shared/roles';
import { ORDER_PAYMENT_METHODS } from '../../shared/orderStates';
import { EMAIL_STATUSES } from '../../shared/responseSchemas';
import { PURCHASE_ORDER_STATES, STOCK_REASONS, STOCK_REF_TYPES } from '../../shared/stockLedger';

/** 16 url-safe characters from 96 random bits. */
export const newId = (): string => randomBytes(12).toString('base64url');

/** PGlite answers bytea as Uint8Array, node-postgres as Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/** Full-text search's document type; the database fills it (see products.searchVector). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => text('id').primaryKey().$defaultFn(newId);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    img: text('img').notNull(),
    minimumOrder: integer('minimum_order').notNull(),
    availableQuantity: integer('available_quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    /**
     * Raised by every change to the row, staff edits and the stock orders take or give back alike:
     * `If-Match` compares it, so an edit made on stock that has since moved is refused.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    /** Set when a product with orders is deleted: it leaves the catalogue, its orders keep it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Its verified reviews' ratings, summed and counted in each review's own transaction. */
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Its options (0–3), e.g. `[{ name: 'Voltage', values: ['18 V', '12 V'] }]`; none: one variant. */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    categoryId: text('category_id').references((): AnyPgColumn => categories.id),
    /** '' for none. */
    brand: text('brand').notNull().default(''),
    /**
     * Kept by the database's triggers (migrations 0015 and 0018, docs/search.md): its live variants'
     * SKUs and barcodes, refreshed once per statement that writes variants.
     */
    searchCodes: text('search_codes').notNull().default(''),
    /**
     * Kept by the database's triggers: name, brand, category and the search codes, lower-cased,
     * for trigram similarity; the tsvector adds the description for full-text search.
     */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    // Its stock is its variants' sum, which may go below zero as theirs may (below).
    check('products_price_positive', sql`${t.priceCents} > 0`),
    index('products_category_id_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brand),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** The catalogue's categories, at most three levels deep (docs/search.md). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    parentId: text('parent_id').references((): AnyPgColumn => categories.id),
    /** Its place among its siblings, lowest first. */
    rank: integer('rank').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_parent_rank_idx').on(t.parentId, t.rank),
    check('categories_not_own_parent', sql`${t.parentId} IS DISTINCT FROM ${t.id}`),
  ],
);
export type CategoryRow = typeof categories.$inferSelect;

/** One option of a product and the values its variants take. */
export interface ProductOption {
  name: string;
  values: string[];
}

/**
 * What a product sells: one row per variant (a voltage, a size), each with its own stock, price and
 * codes. A product without options has one variant, and a product that existed before variants has
 * one whose id is its own. The product's `available_quantity` is the sum of its live variants' stock and
 * its `price_cents` the lowest price of its live variants, kept so by every change of a variant, in
 * the same statement (../stock/ledger.ts, ../orders/placement.ts) or transaction
 * (../catalogue/productWrites.ts). A variant is archived, never deleted: orders and movements name it.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references((): AnyPgColumn => products.id),
    /** Its option values joined, e.g. `18 V / 5 Ah`; empty for a product without options. */
    title: text('title').notNull().default(''),
    /** Its value of each of the product's options, by option name. */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    sku: text('sku'),
    barcode: text('barcode'),
    priceCents: integer('price_cents').notNull(),
    availableQuantity: integer('available_quantity').notNull().default(0),
    weightGrams: integer('weight_grams'),
    /** Low below this many; null: the shop's LOW_STOCK_DEFAULT. */
    lowStockThreshold: integer('low_stock_threshold'),
    /** What to order when low; null: twice the threshold less the stock. */
    reorderQuantity: integer('reorder_quantity'),
    supplierId: text('supplier_id').references((): AnyPgColumn => suppliers.id),
    costPriceCents: integer('cost_price_cents'),
    /**
     * When its stock last fell below its threshold, cleared once it is back at or above it: a
     * variant alerts once as it crosses (../stock/ledger.ts), never again while it stays low.
     */
    lowSince: timestamp('low_since', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Its place in the product's list of variants. */
    rank: integer('rank').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // Stock never goes below zero but by an offline counter sale replayed (docs/counter.md): the
    // ledger's own check (stock_movements_below_zero_only_offline) is the last line of defence.
    check('product_variants_price_positive', sql`${t.priceCents} > 0`),
    index('product_variants_product_id_rank_idx').on(t.productId, t.rank),
    // Codes name one live variant: SKUs whatever their case, barcodes exactly.
    uniqueIndex('product_variants_sku_idx')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null and ${t.archivedAt} is null`),
    uniqueIndex('product_variants_barcode_idx')
      .on(t.barcode)
      .where(sql`${t.barcode} is not null and ${t.archivedAt} is null`),
  ],
);

/**
 * Each variant's prices over time: a row for its first price and one for every change, written by
 * the database's own triggers (migration 0022), never by the app. An offline counter sale is checked
 * against the prices its till could have shown (../counter/offlineSales.ts).
 */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id),
    priceCents: integer('price_cents').notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('variant_prices_variant_from_idx').on(t.variantId, t.fromAt)],
);

/**
 * One row counting the staff's catalogue changes (created, edited, archived), raised in the same
 * transaction; with the products' own versions it tells an API instance with one cheap read whether
 * its cached `GET /` bytes are still the catalogue (see ../catalogue/catalogueVersion.ts).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

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
    // The pending refund sweep's search (../orders/refundWorkflow.ts): a few orders among all.
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
 * (see ../orders/orderCounts.ts), so the admin's list knows its total without counting 100,000 rows.
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
 * What each customer holds unpaid, for their limits (../orders/placement.ts): how many orders, and
 * how many units of each product (by product id). A placement locks its customer's row before any
 * product, so one customer's checkouts at once cannot pass a limit together; an order leaving
 * unpaid takes itself off in the same transaction.
 */
export const unpaidOrderCounts = pgTable('unpaid_order_counts', {
  uid: text('uid').primaryKey(),
  count: integer('count').notNull().default(0),
  heldUnits: jsonb('held_units').$type<Record<string, number>>().notNull().default({}),
});

/** The name a person goes by in the user list, lower-cased: their name, or their email while they have none. */
export const shownNameOf = (user: { name: AnyPgColumn; email: AnyPgColumn }): SQL =>
  sql`lower(coalesce(nullif(${user.name}, ''), ${user.email}))`;

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-case; identity and lookups compare lower-case. */
    email: text('email').notNull().unique(),
    /**
     * The Firebase account this record belongs to, set at sign-in and at creation: a role follows
     * the account, not the email. Null only for records made before records were bound.
     */
    uid: text('uid').unique(),
    name: text('name').notNull().default(''),
    image: text('image').notNull().default(''),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    location: text('location').notNull().default(''),
    fbLink: text('fb_link').notNull().default(''),
    education: text('education').notNull().default(''),
    /** The address of the customer's last order, which fills the next checkout. */
    address: jsonb('address').$type<SavedAddress>(),
    /** The bell's items up to this time are read. */
    notificationsReadAt: timestamp('notifications_read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_role_known', sql`${t.role} in ('user', 'cashier', 'admin')`),
    // The admin's user list: each sort and the search, as for orders.
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_shown_name_id_idx').on(shownNameOf(t), t.id),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    review: text('review').notNull(),
    rating: integer('rating').notNull(),
    /** The medium-format date the spec shows, fixed when the review is posted. */
    date: text('date').notNull(),
    img: text('img').notNull().default(''),
    createdAt: createdAt(),
    /**
     * A review of one product, by a customer who bought it (checked when written): one per account
     * and product, a second replacing the first. Null for the spec's site-wide reviews.
     */
    productId: text('product_id'),
    /** The author's account (null for reviews written before reviews were bound to one). */
    uid: text('uid'),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_uid_product_id_idx')
      .on(t.uid, t.productId)
      .where(sql`${t.productId} is not null`),
    index('reviews_product_id_created_at_idx').on(t.productId, t.createdAt),
  ],
);

export const images = pgTable(
  'images',
  {
    id: id(),
    sha256: text('sha256').notNull().unique(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Length of `bytes`, so a user's quota is summed without reading the pictures. */
    size: integer('size').notNull().default(0),
    /** The uploader's uid (their quota); null for the seeded pictures. */
    uploadedBy: text('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('images_uploaded_by_idx').on(t.uploadedBy)],
);

/** `refunded`: a second payment for an order already paid, given back in full. */
export const PAYMENT_STATUSES = ['requires_payment_method', 'succeeded', 'canceled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const payments = pgTable(
  'payments',
  {
    intentId: text('intent_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    driver: text('driver', { enum: ['sandbox', 'stripe'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    clientSecret: text('client_secret').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('requires_payment_method'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_id_idx').on(t.orderId)],
);

/**
 * Refunds as the payment driver made them: the sandbox's only record (as Stripe's own is Stripe's),
 * and for both how one request's key finds the refund it already made.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_refunds_intent_id_idx').on(t.intentId)],
);

/**
 * The stock ledger: one row per change of a variant's stock, written by ../stock/ledger.ts in the
 * transaction of the change. Rows are never changed or deleted (a trigger refuses it), and a
 * variant's stock is always the sum of its rows' deltas.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id')
      .notNull()
      .references((): AnyPgColumn => productVariants.id),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    refType: text('ref_type', { enum: STOCK_REF_TYPES }),
    refId: text('ref_id'),
    refNumber: bigint('ref_number', { mode: 'number' }),
    /** Who moved it; null for the shop itself (an expiry, a migration). */
    actorUid: text('actor_uid'),
    actorEmail: text('actor_email'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    check(
      'stock_movements_reason_known',
      sql.raw(`reason in (${STOCK_REASONS.map((reason) => `'${reason}'`).join(', ')})`),
    ),
    // Stock taken away never leaves it below zero, but by a counter sale (an offline one replayed:
    // ../stock/ledger.ts allows it for no other).
    check(
      'stock_movements_below_zero_only_offline',
      sql`${t.stockAfter} >= 0 or ${t.delta} >= 0 or ${t.reason} = 'counter_sale'`,
    ),
    // Newest first, whole ledger and per product: the history's pages and the CSV.
    index('stock_movements_at_id_idx').on(t.at, t.id),
    index('stock_movements_product_at_id_idx').on(t.productId, t.at, t.id),
    index('stock_movements_variant_at_id_idx').on(t.variantId, t.at, t.id),
    index('stock_movements_ref_idx')
      .on(t.refId)
      .where(sql`${t.refId} is not null`),
  ],
);

export const suppliers = pgTable('suppliers', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  leadDays: integer('lead_days'),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});

/** One line of a purchase order as stored: cost in cents; `received` grows with each receipt. */
export interface StoredPurchaseLine {
  productId: string;
  variantId: string;
  name: string;
  quantity: number;
  received: number;
  unitCostCents: number;
}

/** A receipt already booked, by its `Idempotency-Key`: the same key again books nothing. */
export interface StoredReceipt {
  key: string | null;
  at: string;
  lines: { variantId: string; quantity: number }[];
}

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    /** Read as `PO-1001`. */
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    state: text('state', { enum: PURCHASE_ORDER_STATES }).notNull().default('draft'),
    lines: jsonb('lines').$type<StoredPurchaseLine[]>().notNull(),
    receipts: jsonb('receipts').$type<StoredReceipt[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('purchase_orders_state_created_at_idx').on(t.state, t.createdAt),
    check(
      'purchase_orders_state_known',
      sql.raw(`state in (${PURCHASE_ORDER_STATES.map((state) => `'${state}'`).join(', ')})`),
    ),
  ],
);

/**
 * A register's session (docs/counter.md): opened with a float, closed with the cash counted. At most
 * one open per register. Its Z report is written when it closes and kept as it was.
 */
export const registerSessions = pgTable(
  'register_sessions',
  {
    id: id(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 1 }).notNull(),
    register: text('register').notNull(),
    state: text('state', { enum: REGISTER_SESSION_STATES }).notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedByUid: text('opened_by_uid').notNull(),
    openedByEmail: text('opened_by_email').notNull(),
    floatCents: integer('float_cents').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByUid: text('closed_by_uid'),
    closedByEmail: text('closed_by_email'),
    countedCents: integer('counted_cents'),
    /** The Z report as it was at closing (the API's RegisterReport). */
    zReport: jsonb('z_report').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('register_sessions_one_open_idx')
      .on(t.register)
      .where(sql`${t.state} = 'open'`),
    index('register_sessions_opened_at_idx').on(t.openedAt),
    check('register_sessions_state_known', sql`${t.state} in ('open', 'closed')`),
    check('register_sessions_float_nonnegative', sql`${t.floatCents} >= 0`),
  ],
);

/** Cash put in or taken out of a session's drawer, with why. */
export const registerCashMovements = pgTable(
  'register_cash_movements',
  {
    id: id(),
    sessionId: text('session_id')
      .notNull()
      .references(() => registerSessions.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: CASH_MOVEMENT_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    byUid: text('by_uid').notNull(),
    byEmail: text('by_email').notNull(),
  },
  (t) => [
    index('register_cash_movements_session_idx').on(t.sessionId, t.at),
    check('register_cash_movements_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * One counter sale by the till's `saleId`: the key that makes a replay answer the same sale, and
 * its money as the drawer saw it. The order (channel counter, collected) holds its lines.
 */
export const counterSales = pgTable(
  'counter_sales',
  {
    saleId: text('sale_id').primaryKey(),
    /** The sale's lines as asked, canonical: the same saleId with other lines is refused. */
    fingerprint: text('fingerprint').notNull(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    sessionId: text('session_id')
      .notNull()
      .references(() => registerSessions.id),
    cashierUid: text('cashier_uid').notNull(),
    cashierEmail: text('cashier_email').notNull(),
    totalCents: integer('total_cents').notNull(),
    units: integer('units').notNull(),
    cashTenderedCents: integer('cash_tendered_cents').notNull().default(0),
    changeCents: integer('change_cents').notNull().default(0),
    cardCents: integer('card_cents').notNull().default(0),
    cardReference: text('card_reference'),
    offline: boolean('offline').notNull().default(false),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    /** An offline sale's tools it took below zero, as it found them: its answer, replayed, says the same. */
    belowZero: jsonb('below_zero')
      .$type<{ variantId: string; name: string; stock: number }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('counter_sales_session_idx').on(t.sessionId),
    check('counter_sales_change_within_cash', sql`${t.changeCents} between 0 and ${t.cashTenderedCents}`),
  ],
);

/** One counter return by the till's `returnId`: a replay answers the same return. */
export const counterReturns = pgTable(
  'counter_returns',
  {
    returnId: text('return_id').primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    sessionId: text('session_id').references(() => registerSessions.id),
    method: text('method', { enum: COUNTER_REFUND_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** How much of `amountCents` left the drawer and how much went back to the card. */
    cashCents: integer('cash_cents').notNull().default(0),
    cardCents: integer('card_cents').notNull().default(0),
    lines: jsonb('lines').$type<{ variantId: string; name: string; quantity: number }[]>().notNull(),
    restock: boolean('restock').notNull(),
    byUid: text('by_uid').notNull(),
    byEmail: text('by_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('counter_returns_session_idx').on(t.sessionId),
    index('counter_returns_order_idx').on(t.orderId),
    check(
      'counter_returns_split_is_amount',
      sql`${t.cashCents} >= 0 and ${t.cardCents} >= 0 and ${t.cashCents} + ${t.cardCents} = ${t.amountCents}`,
    ),
  ],
);

export type RegisterSessionRow = typeof registerSessions.$inferSelect;
export type CounterSaleRow = typeof counterSales.$inferSelect;
export type CounterReturnRow = typeof counterReturns.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;
export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** One refund of an order as stored (see ../orders/refunds.ts); `id` is also the provider's idempotency key. */
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

/** A customer's return request as stored (see ../orders/returns.ts). */
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
 * name no variant: theirs is the product's one variant (`variantOf` in ../../shared/orderUnits.ts).
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

/**
 * The outbox: one row per email, written in the transaction of the change that causes it, sent by
 * the mail worker of any instance (one sender per row at a time: see `nextAttemptAt`).
 * The row's id makes the email's Message-ID, so a resend after a crash is recognisably the same.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    kind: text('kind').notNull(),
    orderId: text('order_id'),
    toAddress: text('to_address').notNull(),
    /** What cannot be read again at sending time, e.g. which refund. */
    facts: jsonb('facts').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When a sender may next take it: a sender that takes it moves this past its send's worst time,
     * so a sender that dies lets it lapse to another; a failure moves it by the backoff.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** When it was sent, given up on, or dropped. */
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_known', sql`${t.status} in ('pending', 'sent', 'failed', 'dropped')`),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_order_id_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index('mail_outbox_failed_idx')
      .on(t.doneAt)
      .where(sql`${t.status} = 'failed'`),
    index('mail_outbox_resets_idx')
      .on(t.toAddress, t.createdAt)
      .where(sql`${t.kind} = 'passwordReset'`),
  ],
);
export type MailRow = typeof mailOutbox.$inferSelect;
