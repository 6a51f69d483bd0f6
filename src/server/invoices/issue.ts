/**
 * Issuing invoices and credit notes (docs/tax.md): the one writer of `invoices` and of the series
 * their numbers come from. A number is taken by one upsert on its series' row, in the transaction of
 * the payment (or refund) it documents, so a transaction that fails takes none and the series stays
 * unbroken. That row stays locked until the transaction ends, so it is taken after every other row
 * but the order counts: documents are issued only in an order transaction (../orders/orderCounts.ts),
 * as its last piece of work, in one statement that takes the number, then writes the transaction's
 * counts. Every writer takes the two in that order, so none holds one while waiting for the other,
 * and both are held for that statement and the commit only.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceKind } from '../../shared/invoiceSchemas';
import { documentNumber, documentNumberSql, financialYearOf } from '../../shared/tax/financialYear';
import type { TaxConfig } from '../config';
import { cteNamed, type StatementPiece } from '../db/cte';
import { rowFrom, statementsByShape } from '../db/database';
import { documentSeries, invoices, orders, type OrderRow } from '../db/schema';
import { countsInLastStatement, type OrderTransaction } from '../orders/orderCounts';
import { billedLinesOf, documentOf, issuedDaySql, type BilledLine } from './invoiceDocument';

const PREFIX: Record<InvoiceKind, 'INV' | 'CN'> = { invoice: 'INV', credit_note: 'CN' };

/**
 * How the order records its document's number: a SET clause given the number. A credit note's also
 * names the refund it documents (the placeholder `refundId`).
 */
const ON_ORDER: Record<InvoiceKind, (number: SQL) => SQL> = {
  invoice: (number) => sql`invoice_number = ${number}`,
  credit_note: (number) => sql`credit_note_numbers = credit_note_numbers || jsonb_build_array(${number}),
    refunds = (
      select jsonb_agg(
        case when r ->> 'id' = ${sql.placeholder('refundId')}::text
          then r || jsonb_build_object('creditNoteNumber', ${number})
        else r end order by position)
      from jsonb_array_elements(${orders.refunds}) with ordinality as listed(r, position)
    )`,
};

/** What the statement issuing a document is made of, besides its values. */
interface IssueShape {
  kind: InvoiceKind;
  /** A credit note cites its invoice, whose date of issue it takes. */
  cites: boolean;
  counts: StatementPiece;
}

const numbered = cteNamed<{ sequence: number; number: string }>('numbered');

/**
 * Takes the next number of the kind's series in the year `year`, inserts the snapshot `document`
 * with its number written in, records the number on the order (`orderId`) and writes the order
 * transaction's counts; the rest of its values name the invoice's columns. Built once per shape.
 */
const runIssue = statementsByShape<IssueShape>(
  ({ kind, cites }) => `${kind}:${cites}`,
  ({ kind, cites, counts }) => {
    const value = (name: string) => sql.placeholder(name);
    // Numbered in the statement; a credit note also takes its invoice's date of issue, as that invoice
    // prints it (its snapshot's shop-local date), from the invoice's own row. An invoice cites none.
    const numberedDocument = sql`jsonb_set(${value('document')}::jsonb, '{number}', to_jsonb(number))`;
    const document = cites
      ? sql`jsonb_set(${numberedDocument}, '{citesIssuedOn}', coalesce(to_jsonb((
          select ${issuedDaySql(sql`cited.document`)}
          from ${invoices} as cited where cited.number = ${value('cites')}::text
        )), 'null'::jsonb))`
      : numberedDocument;
    return sql`
    with taken as (
      insert into ${documentSeries} (kind, year, last) values (${kind}::text, ${value('year')}::text, 1)
      on conflict (kind, year) do update set last = ${documentSeries.last} + 1
      returning last
    ),
    ${numbered} as (
      select last as sequence, ${documentNumberSql(sql, PREFIX[kind], value('year'), sql`last`)} as number from taken
    ),
    issued as (
      insert into ${invoices} (
        number, kind, order_id, year, sequence, regime, issued_at, cites, buyer_tax_id, place_of_supply,
        taxable_cents, tax_cents, total_cents, tax_lines, hsn_lines, document
      )
      select number, ${kind}::text, ${value('orderId')}::text, ${value('year')}::text, sequence,
        ${value('regime')}::text, ${value('issuedAt')}::timestamptz, ${value('cites')}::text,
        ${value('buyerTaxId')}::text, ${value('placeOfSupply')}::text, ${value('taxableCents')}::bigint,
        ${value('taxCents')}::bigint, ${value('totalCents')}::bigint, ${value('taxLines')}::jsonb,
        ${value('hsnLines')}::jsonb, ${document}
      from ${numbered}
    ),
    documented as (
      update ${orders} set ${ON_ORDER[kind](sql`${numbered}.number`)}
      from ${numbered}
      where ${orders}.id = ${value('orderId')}::text
      returning ${orders}.*
    ),
    counted as (${counts.sql})
    select ${numbered}.sequence, ${numbered}.number, row_to_json(documented) as documented
    from ${numbered}, documented`;
  },
);

/**
 * Issues the document in one statement, with the order transaction's counts: takes the next number
 * of `kind`'s series in the financial year of now, inserts the snapshot with its number written in,
 * and records the number on the order. The series' row is held from this statement to the commit
 * only. `refundId`: the refund a credit note documents. Answers the order as it now stands.
 */
async function issue(
  tx: OrderTransaction,
  order: OrderRow,
  kind: InvoiceKind,
  lines: BilledLine[],
  { roundingCents, cites, refundId }: { roundingCents: number; cites: string | null; refundId?: string },
  tax: TaxConfig,
): Promise<OrderRow> {
  const issuedAt = new Date();
  const year = financialYearOf(issuedAt, tax.timeZone, tax.yearStartMonth).label;
  // Made before its number is taken, so the series' row is not held while it is built.
  const issued = documentOf(order, lines, { number: '', kind, issuedAt, cites, roundingCents }, tax);
  const counts = countsInLastStatement(tx, numbered);
  const [row] = await runIssue<{ sequence: number; number: string; documented: Record<string, unknown> }>(
    tx,
    { kind, cites: cites !== null, counts },
    {
      ...counts.values,
      year,
      orderId: order.id,
      regime: issued.document.regime,
      issuedAt: issuedAt.toISOString(),
      cites,
      buyerTaxId: order.buyerTaxId,
      placeOfSupply: order.placeOfSupply,
      taxableCents: issued.taxableCents,
      taxCents: issued.taxCents,
      totalCents: issued.totalCents,
      taxLines: JSON.stringify(issued.taxLines),
      hsnLines: JSON.stringify(issued.hsnLines),
      document: JSON.stringify(issued.document),
      ...(refundId !== undefined && { refundId }),
    },
  );
  // The number the statement made is the one the series' rule makes, or none is issued.
  if (row!.number !== documentNumber(PREFIX[kind], year, row!.sequence)) {
    throw new Error(`${row!.number} is not the series' number ${row!.sequence}`);
  }
  return rowFrom(orders, row!.documented);
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
  return issue(tx, order, 'invoice', billedLinesOf(order), { roundingCents, cites: null }, tax);
}

/**
 * A credit note for what the refund `refundId` gave back of `order`'s invoice, in `tx`: `lines` are
 * the refunded lines at their rates (an amount-only refund spread over the invoice's rates:
 * ./creditNote.ts). The order lists its number, and so does the refund. An order with no invoice
 * (paid before invoices were issued) gets none.
 */
export async function issueCreditNote(
  tx: OrderTransaction,
  order: OrderRow,
  refundId: string,
  lines: BilledLine[],
  tax: TaxConfig,
  roundingCents = 0,
): Promise<OrderRow> {
  if (!order.invoiceNumber || lines.length === 0) return order;
  return issue(tx, order, 'credit_note', lines, { roundingCents, cites: order.invoiceNumber, refundId }, tax);
}
