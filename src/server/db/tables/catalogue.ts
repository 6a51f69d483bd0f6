/** The catalogue's tables: products, their variants and their prices over time, categories, and the catalogue's change counter. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { shortOfMinimumSql } from '../../../shared/stock';
import { id, createdAt, tsvector } from './columns';
import { suppliers } from './suppliers';

export const products = pg.pgTable(
  'products',
  {
    id: id(),
    /**
     * The Handle a catalogue file gave it (Shopify's handle, WooCommerce's SKU or `id:NN`): a later
     * file finds it by it. Null for a product made in the shop, whose file's Handle is its id.
     */
    handle: pg.text('handle'),
    name: pg.text('name').notNull(),
    description: pg.text('description').notNull(),
    img: pg.text('img').notNull(),
    minimumOrder: pg.integer('minimum_order').notNull(),
    availableQuantity: pg.integer('available_quantity').notNull(),
    /**
     * It can be bought: its stock is at least its smallest order (src/shared/stock.ts), kept by the
     * database. The search's in-stock filter reads it from `products_facets_idx`; a sale that leaves
     * it as it was changes no index, so the stock that orders move still updates the row in place (HOT).
     */
    inStock: pg
      .boolean('in_stock')
      .generatedAlwaysAs(sql`not ${shortOfMinimumSql(sql, sql`available_quantity`, sql`minimum_order`)}`),
    priceCents: pg.integer('price_cents').notNull(),
    /**
     * Raised by every change to the row, staff edits and the stock orders take or give back alike:
     * `If-Match` compares it, so an edit made on stock that has since moved is refused.
     */
    version: pg.integer('version').notNull().default(1),
    createdAt: createdAt(),
    /** Set when a product with orders is deleted: it leaves the catalogue, its orders keep it. */
    archivedAt: pg.timestamp('archived_at', { withTimezone: true }),
    /** Its verified reviews' ratings, summed and counted in each review's own transaction. */
    ratingTotal: pg.integer('rating_total').notNull().default(0),
    ratingCount: pg.integer('rating_count').notNull().default(0),
    /** Its options (0–3), e.g. `[{ name: 'Voltage', values: ['18 V', '12 V'] }]`; none: one variant. */
    options: pg.jsonb('options').$type<ProductOption[]>().notNull().default([]),
    categoryId: pg.text('category_id').references((): pg.AnyPgColumn => categories.id),
    /** '' for none. */
    brand: pg.text('brand').notNull().default(''),
    /**
     * Its tax rate in basis points (18% is 1800; docs/tax.md); null takes its category's, else the
     * shop's default rate. Read only under a tax regime.
     */
    taxRateBp: pg.integer('tax_rate_bp'),
    /** Its HSN code (India: 4, 6 or 8 digits); null for none. */
    hsnCode: pg.text('hsn_code'),
    /** The unit it is sold in, as invoices print it (GST's unit quantity code). */
    unit: pg.text('unit').notNull().default('pcs'),
    /**
     * Kept by the database's triggers (migrations 0015 and 0018, docs/search.md): its live variants'
     * SKUs and barcodes, refreshed once per statement that writes variants.
     */
    searchCodes: pg.text('search_codes').notNull().default(''),
    /**
     * Kept by the database's triggers (migration 0032): name, brand and category, lower-cased; its
     * words go into `search_words`, which a typo is matched against. The tsvector adds the codes and
     * the description for full-text search.
     */
    searchText: pg.text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    // Its stock is its variants' sum, which may go below zero as theirs may (below).
    pg.check('products_price_positive', sql`${t.priceCents} > 0`),
    pg.check('products_tax_rate_bp_range', sql`${t.taxRateBp} between 0 and 10000`),
    pg.index('products_category_id_idx').on(t.categoryId),
    pg.uniqueIndex('products_handle_idx').on(t.handle),
    // The search's brand filter (docs/search.md) compares it lower-cased; the index gives the
    // planner that filter's statistics too.
    pg.index('products_brand_idx').on(sql`lower(${t.brand})`),
    // A browse without words counts its facets from this index alone, not from every product's row.
    // It holds whether the product can be bought, not its stock: an order's sale changes that only
    // when it sells the product out, so the stock that orders move keeps their updates off the
    // indexes (HOT).
    pg
      .index('products_facets_idx')
      .on(t.categoryId, t.brand, t.priceCents, t.inStock)
      .where(sql`${t.archivedAt} is null`),
    // A browse without words reads its page in the catalogue's order (oldest first) or newest first.
    pg
      .index('products_created_at_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    // A short list of entries waiting to enter the index (512 kB, not 4 MB): the write that finds
    // it full moves them all in, and on the embedded database every request waits meanwhile (an
    // import's new products: 170 ms for 4 MB, tests/bench/CSV.md); every search reads it whole too.
    pg.index('products_search_vector_idx').using('gin', t.searchVector).with({ gin_pending_list_limit: 512 }),
  ],
);

/**
 * Every word of the products' `search_text` (name, brand, category trail), added by their trigger
 * when a product is written (migration 0034, docs/search.md): a typo is matched by trigrams against
 * these few thousand words, then its look-alikes are searched through the products' tsvector. A
 * word no product uses any more stays and finds nothing through it.
 */
export const searchWords = pg.pgTable('search_words', { word: pg.text('word').primaryKey() }, (t) => [
  pg.index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** The catalogue's categories, at most three levels deep (docs/search.md). */
export const categories = pg.pgTable(
  'categories',
  {
    id: id(),
    name: pg.text('name').notNull(),
    slug: pg.text('slug').notNull(),
    parentId: pg.text('parent_id').references((): pg.AnyPgColumn => categories.id),
    /** Its place among its siblings, lowest first. */
    rank: pg.integer('rank').notNull().default(0),
    /** The tax rate, in basis points, of its products that name none; null: the shop's default. */
    taxRateBp: pg.integer('tax_rate_bp'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('categories_slug_idx').on(t.slug),
    pg.index('categories_parent_rank_idx').on(t.parentId, t.rank),
    pg.check('categories_not_own_parent', sql`${t.parentId} IS DISTINCT FROM ${t.id}`),
    pg.check('categories_tax_rate_bp_range', sql`${t.taxRateBp} between 0 and 10000`),
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
 * the same statement (../../stock/ledger.ts, ../../orders/placement.ts) or transaction
 * (../../catalogue/productWrites.ts). A variant is archived, never deleted: orders and movements name it.
 */
export const productVariants = pg.pgTable(
  'product_variants',
  {
    id: id(),
    productId: pg
      .text('product_id')
      .notNull()
      .references((): pg.AnyPgColumn => products.id),
    /** Its option values joined, e.g. `18 V / 5 Ah`; empty for a product without options. */
    title: pg.text('title').notNull().default(''),
    /** Its value of each of the product's options, by option name. */
    options: pg.jsonb('options').$type<Record<string, string>>().notNull().default({}),
    sku: pg.text('sku'),
    barcode: pg.text('barcode'),
    priceCents: pg.integer('price_cents').notNull(),
    availableQuantity: pg.integer('available_quantity').notNull().default(0),
    weightGrams: pg.integer('weight_grams'),
    /** Low below this many; null: the shop's LOW_STOCK_DEFAULT. */
    lowStockThreshold: pg.integer('low_stock_threshold'),
    /** What to order when low; null: twice the threshold less the stock. */
    reorderQuantity: pg.integer('reorder_quantity'),
    supplierId: pg.text('supplier_id').references((): pg.AnyPgColumn => suppliers.id),
    costPriceCents: pg.integer('cost_price_cents'),
    /**
     * When its stock last fell below its threshold, cleared once it is back at or above it: a
     * variant alerts once as it crosses (../../stock/ledger.ts), never again while it stays low.
     */
    lowSince: pg.timestamp('low_since', { withTimezone: true }),
    archivedAt: pg.timestamp('archived_at', { withTimezone: true }),
    /** Its place in the product's list of variants. */
    rank: pg.integer('rank').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // Stock never goes below zero but by an offline counter sale replayed (docs/counter.md): the
    // ledger's own check (stock_movements_below_zero_only_offline) is the last line of defence.
    pg.check('product_variants_price_positive', sql`${t.priceCents} > 0`),
    pg.index('product_variants_product_id_rank_idx').on(t.productId, t.rank),
    // Codes name one live variant: SKUs whatever their case, barcodes exactly.
    pg
      .uniqueIndex('product_variants_sku_idx')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null and ${t.archivedAt} is null`),
    pg
      .uniqueIndex('product_variants_barcode_idx')
      .on(t.barcode)
      .where(sql`${t.barcode} is not null and ${t.archivedAt} is null`),
  ],
);

/**
 * Each variant's prices over time: a row for its first price and one for every change, written by
 * the database's own triggers (migration 0022), never by the app. An offline counter sale is checked
 * against the prices its till could have shown (../../counter/offlineSales.ts).
 */
export const variantPrices = pg.pgTable(
  'variant_prices',
  {
    variantId: pg
      .text('variant_id')
      .notNull()
      .references(() => productVariants.id),
    priceCents: pg.integer('price_cents').notNull(),
    fromAt: pg.timestamp('from_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index('variant_prices_variant_from_idx').on(t.variantId, t.fromAt)],
);

/**
 * One row counting the staff's catalogue changes (created, edited, archived), raised in the same
 * transaction; with the products' own versions it tells an API instance with one cheap read whether
 * its cached `GET /` bytes are still the catalogue (see ../../catalogue/catalogueVersion.ts).
 */
export const catalogueVersion = pg.pgTable(
  'catalogue_version',
  {
    id: pg.integer('id').primaryKey(),
    version: pg.bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [pg.check('catalogue_version_single_row', sql`${t.id} = 1`)],
);
export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
