/** The stock ledger's movements and purchase orders. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../../shared/currency';
import { PURCHASE_ORDER_STATES, STOCK_REASONS, STOCK_REF_TYPES } from '../../../shared/stockLedger';
import { id, createdAt } from './columns';
import { productVariants } from './catalogue';
import { suppliers } from './suppliers';

/**
 * The stock ledger: one row per change of a variant's stock, written by ../../stock/ledger.ts in the
 * transaction of the change. Rows are never changed or deleted (a trigger refuses it), and a
 * variant's stock is always the sum of its rows' deltas.
 */
export const stockMovements = pg.pgTable(
  'stock_movements',
  {
    id: id(),
    at: pg.timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    productId: pg.text('product_id').notNull(),
    variantId: pg
      .text('variant_id')
      .notNull()
      .references((): pg.AnyPgColumn => productVariants.id),
    delta: pg.integer('delta').notNull(),
    stockAfter: pg.integer('stock_after').notNull(),
    reason: pg.text('reason', { enum: STOCK_REASONS }).notNull(),
    refType: pg.text('ref_type', { enum: STOCK_REF_TYPES }),
    refId: pg.text('ref_id'),
    refNumber: pg.bigint('ref_number', { mode: 'number' }),
    /** Who moved it; null for the shop itself (an expiry, a migration). */
    actorUid: pg.text('actor_uid'),
    actorEmail: pg.text('actor_email'),
    note: pg.text('note').notNull().default(''),
  },
  (t) => [
    pg.check(
      'stock_movements_reason_known',
      sql.raw(`reason in (${STOCK_REASONS.map((reason) => `'${reason}'`).join(', ')})`),
    ),
    // Stock taken away never leaves it below zero, but by a counter sale (an offline one replayed:
    // ../../stock/ledger.ts allows it for no other).
    pg.check(
      'stock_movements_below_zero_only_offline',
      sql`${t.stockAfter} >= 0 or ${t.delta} >= 0 or ${t.reason} = 'counter_sale'`,
    ),
    // Newest first, whole ledger and per product: the history's pages and the CSV.
    pg.index('stock_movements_at_id_idx').on(t.at, t.id),
    pg.index('stock_movements_product_at_id_idx').on(t.productId, t.at, t.id),
    pg.index('stock_movements_variant_at_id_idx').on(t.variantId, t.at, t.id),
    pg
      .index('stock_movements_ref_idx')
      .on(t.refId)
      .where(sql`${t.refId} is not null`),
  ],
);

/** One line of a purchase order as stored: cost in cents; `received` grows with each receipt. */
export interface StoredPurchaseLine {
  productId: string;
  variantId: string;
  name: string;
  quantity: number;
  received: number;
  /** Null on a draft from Low stock whose tool has no known cost: staff give it before sending. */
  unitCostCents: number | null;
}

/** A receipt already booked, by its `Idempotency-Key`: the same key again books nothing. */
export interface StoredReceipt {
  key: string | null;
  at: string;
  lines: { variantId: string; quantity: number }[];
}

export const purchaseOrders = pg.pgTable(
  'purchase_orders',
  {
    id: id(),
    /** Read as `PO-1001`. */
    number: pg.bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    supplierId: pg
      .text('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    state: pg.text('state', { enum: PURCHASE_ORDER_STATES }).notNull().default('draft'),
    lines: pg.jsonb('lines').$type<StoredPurchaseLine[]>().notNull(),
    receipts: pg.jsonb('receipts').$type<StoredReceipt[]>().notNull().default([]),
    note: pg.text('note').notNull().default(''),
    /** The shop's currency, set by the database as the row is written (migration 0025). */
    currency: pg.text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    createdAt: createdAt(),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }),
    receivedAt: pg.timestamp('received_at', { withTimezone: true }),
    cancelledAt: pg.timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    pg.index('purchase_orders_state_created_at_idx').on(t.state, t.createdAt),
    pg.check(
      'purchase_orders_state_known',
      sql.raw(`state in (${PURCHASE_ORDER_STATES.map((state) => `'${state}'`).join(', ')})`),
    ),
  ],
);
export type StockMovementRow = typeof stockMovements.$inferSelect;
export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
