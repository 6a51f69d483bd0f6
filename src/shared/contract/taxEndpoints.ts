/**
 * The tax reports (docs/tax.md): a period's figures by rate and the returns' sections as CSV, for
 * admins. Part of the one endpoint table (./endpoints.ts).
 */
import { z } from 'zod';
import {
  GST_SECTIONS,
  taxExportQuerySchema,
  taxPeriodSchema,
  taxSummarySchema,
  VAT_SECTIONS,
} from '../taxSchemas';
import { defineEndpoints } from './endpoint';

const period =
  "Both days are included, in the shop's time zone (SHOP_TIMEZONE); a date that is no calendar day, a period " +
  'ending before it starts or one longer than 366 days is 400 naming `from` or `to`.';

export const taxEndpoints = defineEndpoints({
  taxSummary: {
    method: 'GET',
    path: '/tax/summary',
    access: 'admin',
    write: false,
    tag: 'tax',
    summary: "A period's taxable value and tax by rate, net of credit notes (admin)",
    description: period,
    query: taxPeriodSchema,
    responses: { 200: taxSummarySchema },
  },
  exportTax: {
    method: 'GET',
    path: '/tax/export.csv',
    access: 'admin',
    write: false,
    tag: 'tax',
    summary: `One section of a period's return as CSV (admin): GSTR-1's ${GST_SECTIONS.join(', ')}; VAT's ${VAT_SECTIONS.join(', ')}`,
    description:
      `${period} GST's sections are written in the columns of the GST portal's offline tool (docs/tax.md); ` +
      "a section that is not of the shop's regime is 400 naming `section`.",
    query: taxExportQuerySchema,
    produces: 'text/csv',
    responses: { 200: z.string().describe('A header row, then the section’s rows (RFC 4180)') },
  },
});
