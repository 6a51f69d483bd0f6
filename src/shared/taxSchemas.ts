/**
 * The tax reports (docs/tax.md): a period's taxable value and tax by rate, net of credit notes, and
 * the sections of the returns a shop files from it, as CSV: India's GSTR-1 in the GST portal's
 * offline-tool columns, Bangladesh's sales register.
 */
import { z } from 'zod';
import { invoiceTaxLineSchema } from './invoiceSchemas';
import { currencyField, moneyAmount } from './moneySchemas';
import { taxMessages } from './strings/taxMessages';
import { isCalendarDate } from './tax/financialYear';
import { TAX_REGIMES, type TaxRegime } from './tax/regimes';

/** The longest period a report covers: a year, a leap year's included. */
export const MAX_REPORT_DAYS = 366;

const DAY_MS = 86_400_000;

/** How many days `from` to `to` holds, both included ('YYYY-MM-DD' each). */
export const daysOf = (from: string, to: string): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

const reportDay = z.string().refine(isCalendarDate, taxMessages.reportDay);

const period = {
  from: reportDay.describe("The period's first day, YYYY-MM-DD, in the shop's time zone"),
  to: reportDay.describe("The period's last day, included"),
};

/** A period runs forwards and for at most a year: the day it ends is what is wrong otherwise. */
function checkPeriod({ from, to }: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return;
  if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: taxMessages.periodBackwards });
  else if (daysOf(from, to) > MAX_REPORT_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: taxMessages.periodTooLong(MAX_REPORT_DAYS) });
}

/** `GET /tax/summary`'s query. */
export const taxPeriodSchema = z.strictObject(period).superRefine(checkPeriod);
export type TaxPeriod = z.output<typeof taxPeriodSchema>;

/**
 * India's GSTR-1 sections the shop writes: exports (`exp`); the HSN summary whole (`hsn`) and, as the
 * portal has asked since May 2025, apart for registered and unregistered buyers; nil-rated supplies
 * (`exemp`); and the documents issued (`docs`).
 */
export const GST_SECTIONS = [
  'b2b',
  'b2cl',
  'b2cs',
  'exp',
  'hsn',
  'hsn-b2b',
  'hsn-b2c',
  'cdnr',
  'cdnur',
  'exemp',
  'docs',
] as const;
/** Bangladesh's: the sales register. */
export const VAT_SECTIONS = ['register'] as const;
export const TAX_SECTIONS = [...GST_SECTIONS, ...VAT_SECTIONS] as const;
export type TaxSection = (typeof TAX_SECTIONS)[number];

/** The sections a shop under `regime` exports: none without a regime. */
export const SECTIONS_OF: Record<TaxRegime, readonly TaxSection[]> = {
  none: [],
  IN_GST: GST_SECTIONS,
  BD_VAT: VAT_SECTIONS,
};

/** `GET /tax/export.csv`'s query. */
export const taxExportQuerySchema = z
  .strictObject({
    ...period,
    section: z
      .enum(TAX_SECTIONS, { error: taxMessages.sectionExpected(TAX_SECTIONS) })
      .describe(`GST: ${GST_SECTIONS.join(', ')}; VAT: ${VAT_SECTIONS.join(', ')}`),
  })
  .superRefine(checkPeriod);
export type TaxExportQuery = z.input<typeof taxExportQuerySchema>;

/** The name a section is saved under: `gstr1-b2b-2026-11-01-to-2026-11-30.csv`. */
export const taxCsvFilename = ({ section, from, to }: { section: TaxSection; from: string; to: string }) =>
  `${section === 'register' ? 'sales' : 'gstr1'}-${section}-${from}-to-${to}.csv`;

/** A rate's or the period's amounts: GST's parts and VAT, in the shop's currency. */
const taxAmounts = {
  taxable: moneyAmount.describe('The value without tax'),
  cgst: moneyAmount,
  sgst: moneyAmount,
  igst: moneyAmount,
  vat: moneyAmount,
};

export const taxSummarySchema = z
  .strictObject({
    regime: z.enum(TAX_REGIMES),
    currency: currencyField,
    from: z.string(),
    to: z.string(),
    rates: z
      .array(invoiceTaxLineSchema)
      .describe('One per rate charged in the period, ascending; credit notes subtract'),
    totals: z.strictObject({
      ...taxAmounts,
      tax: moneyAmount.describe('cgst + sgst + igst + vat'),
      invoices: z.number().int().describe('Invoices issued in the period'),
      creditNotes: z.number().int().describe('Credit notes issued in the period'),
    }),
  })
  .meta({ id: 'TaxSummary' });
export type TaxSummary = z.output<typeof taxSummarySchema>;
