/**
 * Issuing invoices and credit notes (docs/tax.md): the one writer of `invoices` and of the series
 * their numbers come from. A number is taken by one upsert on its series' row, in the transaction of
 * the payment (or refund) it documents, so a transaction that fails takes none and the series stays
 * unbroken. That row stays locked until the transaction ends, so it is taken after every other row
 * but the order counts: documents are issued only in an order transaction (../orders/orderCounts.ts),
 * as its last piece of work, and that transaction writes the counts as it commits. Every writer takes
 * the two in that order, so none holds one while waiting for the other.
 */
import { eq, sql } from 'drizzle-orm';
import type { InvoiceKind } from '../../shared/invoiceSchemas';
import { documentNumber, financialYearOf } from '../../shared/tax/financialYear';
import type { TaxConfig } from '../config';
import { documentSeries, invoices, orders, type OrderRow } from '../db/schema';
import type { OrderTransaction } from '../orders/orderCounts';
import { billedLinesOf, documentOf, type BilledLine } from './invoiceDocument';

const PREFIX: Record<InvoiceKind, 'INV' | 'CN'> = { invoice: 'INV', credit_note: 'CN' };

/** The next number of `kind`'s series in the financial year of `at`. */
async function takeNumber(tx: OrderTransaction, kind: InvoiceKind, at: Date, tax: TaxConfig) {
  const year = financialYearOf(at, tax.timeZone, tax.yearStartMonth).label;
  const [taken] = await tx
    .insert(documentSeries)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.kind, documentSeries.year],
      set: { last: sql`${documentSeries.last} + 1` },
    })
    .returning({ last: documentSeries.last });
  const sequence = taken!.last;
  return { year, sequence, number: documentNumber(PREFIX[kind], year, sequence) };
}

async function issue(
  tx: OrderTransaction,
  order: OrderRow,
  kind: InvoiceKind,
  lines: BilledLine[],
  { roundingCents, cites }: { roundingCents: number; cites: string | null },
  tax: TaxConfig,
) {
  const issuedAt = new Date();
  const { year, sequence, number } = await takeNumber(tx, kind, issuedAt, tax);
  const issued = documentOf(order, lines, { number, kind, issuedAt, cites, roundingCents }, tax);
  await tx.insert(invoices).values({
    number,
    kind,
    orderId: order.id,
    year,
    sequence,
    regime: issued.document.regime,
    issuedAt,
    cites,
    buyerTaxId: order.buyerTaxId,
    placeOfSupply: order.placeOfSupply,
    taxableCents: issued.taxableCents,
    taxCents: issued.taxCents,
    totalCents: issued.totalCents,
    taxLines: issued.taxLines,
    hsnLines: issued.hsnLines,
    document: issued.document,
  });
  return number;
}

/**
 * The invoice of `order`, paid (or its cash collected, or sold at the counter) in `tx`: the order as
 * it now stands, with its invoice's number. `roundingCents`: what cash rounding took beyond its total.
 */
export async function issueInvoice(
  tx: OrderTransaction,
  order: OrderRow,
  tax: TaxConfig,
  roundingCents = 0,
): Promise<OrderRow> {
  if (order.invoiceNumber) return order;
  const number = await issue(tx, order, 'invoice', billedLinesOf(order), { roundingCents, cites: null }, tax);
  const [invoiced] = await tx
    .update(orders)
    .set({ invoiceNumber: number })
    .where(eq(orders.id, order.id))
    .returning();
  return invoiced!;
}

/**
 * A credit note for what a refund gave back of `order`'s invoice, in `tx`: `lines` are the refunded
 * lines at their rates (an amount-only refund spread over the invoice's rates: ./creditNote.ts). An
 * order with no invoice (paid before invoices were issued) gets none.
 */
export async function issueCreditNote(
  tx: OrderTransaction,
  order: OrderRow,
  lines: BilledLine[],
  tax: TaxConfig,
  roundingCents = 0,
): Promise<OrderRow> {
  if (!order.invoiceNumber || lines.length === 0) return order;
  const number = await issue(
    tx,
    order,
    'credit_note',
    lines,
    { roundingCents, cites: order.invoiceNumber },
    tax,
  );
  const [credited] = await tx
    .update(orders)
    .set({ creditNoteNumbers: sql`${orders.creditNoteNumbers} || ${JSON.stringify([number])}::jsonb` })
    .where(eq(orders.id, order.id))
    .returning();
  return credited!;
}
