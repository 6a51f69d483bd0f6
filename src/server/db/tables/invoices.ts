/** Invoices and credit notes, and the series their numbers come from (docs/tax.md). */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { INVOICE_KINDS, type Invoice } from '../../../shared/invoiceSchemas';
import type { TaxLineCents } from '../../../shared/tax/lineTax';
import { TAX_REGIMES } from '../../../shared/tax/regimes';
import { orderRef } from './orders';

/**
 * Each series' last number in each financial year: a document takes the next by one upsert on its
 * row, in the transaction that issues it, so a transaction that fails takes no number and two never
 * take the same one.
 */
export const documentSeries = pg.pgTable(
  'document_series',
  {
    kind: pg.text('kind', { enum: INVOICE_KINDS }).notNull(),
    /** The financial year's label, e.g. `26-27`. */
    year: pg.text('year').notNull(),
    last: pg.integer('last').notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.kind, t.year] })],
);

/** One line of an invoice's HSN summary, in minor units: what India's GSTR-1 `hsn` section adds up. */
export interface StoredHsnLine extends TaxLineCents {
  hsnCode: string | null;
  unit: string;
  quantity: number;
  totalCents: number;
}

/**
 * An invoice or a credit note, never changed once issued: `document` is what the API serves and the
 * PDF prints; the columns beside it are its figures in minor units, which the tax reports add up.
 */
export const invoices = pg.pgTable(
  'invoices',
  {
    number: pg.text('number').primaryKey(),
    kind: pg.text('kind', { enum: INVOICE_KINDS }).notNull(),
    orderId: orderRef(),
    year: pg.text('year').notNull(),
    sequence: pg.integer('sequence').notNull(),
    regime: pg.text('regime', { enum: TAX_REGIMES }).notNull(),
    issuedAt: pg.timestamp('issued_at', { withTimezone: true }).notNull(),
    /** A credit note: the invoice it corrects. */
    cites: pg.text('cites'),
    buyerTaxId: pg.text('buyer_tax_id'),
    /** India: the GST code of the state supplied. */
    placeOfSupply: pg.text('place_of_supply'),
    taxableCents: pg.bigint('taxable_cents', { mode: 'number' }).notNull(),
    taxCents: pg.bigint('tax_cents', { mode: 'number' }).notNull(),
    totalCents: pg.bigint('total_cents', { mode: 'number' }).notNull(),
    taxLines: pg.jsonb('tax_lines').$type<TaxLineCents[]>().notNull(),
    hsnLines: pg.jsonb('hsn_lines').$type<StoredHsnLine[]>().notNull(),
    document: pg.jsonb('document').$type<Invoice>().notNull(),
  },
  (t) => [
    pg.uniqueIndex('invoices_kind_year_sequence_idx').on(t.kind, t.year, t.sequence),
    pg.index('invoices_order_id_idx').on(t.orderId),
    // The tax reports read a period's documents.
    pg.index('invoices_issued_at_idx').on(t.issuedAt),
    pg.check(
      'invoices_kind_known',
      sql.raw(`kind in (${INVOICE_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
