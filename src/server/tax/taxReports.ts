/**
 * The tax reports (docs/tax.md): what a period's invoices and credit notes add up to by rate, summed
 * in SQL from the figures each document keeps in minor units (`invoices.tax_lines`), a credit note
 * taking away what its invoice added. The returns' CSV sections are ./taxExport.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { toDollars } from '../../shared/money';
import { dayRange } from '../../shared/tax/financialYear';
import type { TaxLineCents } from '../../shared/tax/lineTax';
import type { TaxPeriod, TaxSummary } from '../../shared/taxSchemas';
import type { Config } from '../config';
import { queryRows, type Database, type Transaction } from '../db/database';
import { invoices } from '../db/schema';
import { taxLineOut } from './orderTax';

/** A document's sign in a sum: an invoice adds, a credit note takes away. */
export const documentSign = sql`(case when ${invoices.kind} = 'credit_note' then -1 else 1 end)`;

/** `invoices.tax_lines`' items as a row type, for `jsonb_to_recordset`. */
export const TAX_LINE_RECORD = sql.raw(
  '("rateBp" int, "taxableCents" bigint, "taxCents" bigint, "cgstCents" bigint, "sgstCents" bigint, "igstCents" bigint, "vatCents" bigint)',
);

/** The documents issued from the first instant of `from` to the last of `to`, in `timeZone`. */
export function issuedWithin({ from, to }: TaxPeriod, timeZone: string): SQL {
  const { startsAt, endsBefore } = dayRange(from, to, timeZone);
  return sql`${invoices.issuedAt} >= ${startsAt.toISOString()}::timestamptz and ${invoices.issuedAt} < ${endsBefore.toISOString()}::timestamptz`;
}

/** Int8 sums: numbers from PGlite, strings from node-postgres. */
type Int8 = number | string;

/**
 * The signed sum, by rate and ascending, of the tax lines of `documents`: a query answering each
 * document's `tax_lines` and its `sign` (1 or -1).
 */
export async function signedTaxLines(db: Database | Transaction, documents: SQL): Promise<TaxLineCents[]> {
  const rows = await queryRows<Record<keyof TaxLineCents, Int8>>(
    db,
    sql`
      select l."rateBp",
             sum(d.sign * l."taxableCents")::bigint as "taxableCents",
             sum(d.sign * l."taxCents")::bigint as "taxCents",
             sum(d.sign * l."cgstCents")::bigint as "cgstCents",
             sum(d.sign * l."sgstCents")::bigint as "sgstCents",
             sum(d.sign * l."igstCents")::bigint as "igstCents",
             sum(d.sign * l."vatCents")::bigint as "vatCents"
      from (${documents}) d, jsonb_to_recordset(d.tax_lines) as l${TAX_LINE_RECORD}
      group by l."rateBp"
      order by l."rateBp"`,
  );
  return rows.map((row) => ({
    rateBp: Number(row.rateBp),
    taxableCents: Number(row.taxableCents),
    taxCents: Number(row.taxCents),
    cgstCents: Number(row.cgstCents),
    sgstCents: Number(row.sgstCents),
    igstCents: Number(row.igstCents),
    vatCents: Number(row.vatCents),
  }));
}

const sumOf = (lines: TaxLineCents[], part: Exclude<keyof TaxLineCents, 'rateBp'>) =>
  lines.reduce((sum, line) => sum + line[part], 0);

/** `GET /tax/summary`: the period's figures by rate and in all, with how many documents made them. */
export async function taxSummary(db: Database, config: Config, period: TaxPeriod): Promise<TaxSummary> {
  const within = issuedWithin(period, config.tax.timeZone);
  const lines = await signedTaxLines(
    db,
    sql`select ${invoices.taxLines} as tax_lines, ${documentSign} as sign from ${invoices} where ${within}`,
  );
  const [counts] = await queryRows<{ invoices: number; creditNotes: number }>(
    db,
    sql`
      select count(*) filter (where ${invoices.kind} = 'invoice')::int as invoices,
             count(*) filter (where ${invoices.kind} = 'credit_note')::int as "creditNotes"
      from ${invoices} where ${within}`,
  );
  return {
    regime: config.tax.regime,
    currency: config.currency,
    from: period.from,
    to: period.to,
    rates: lines.map(taxLineOut),
    totals: {
      taxable: toDollars(sumOf(lines, 'taxableCents')),
      cgst: toDollars(sumOf(lines, 'cgstCents')),
      sgst: toDollars(sumOf(lines, 'sgstCents')),
      igst: toDollars(sumOf(lines, 'igstCents')),
      vat: toDollars(sumOf(lines, 'vatCents')),
      tax: toDollars(sumOf(lines, 'taxCents')),
      invoices: Number(counts?.invoices ?? 0),
      creditNotes: Number(counts?.creditNotes ?? 0),
    },
  };
}
