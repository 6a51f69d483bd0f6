/** The dashboard's Tax page (docs/tax.md): a period's tax by rate and the returns' CSV sections. */
import type { TaxSection } from '../../taxSchemas';

export const taxText = {
  menu: 'Tax',
  title: 'Tax',
  noRegime:
    'This shop has no tax regime (TAX_REGIME is none): its prices carry no tax, so there is no tax to report.',
  period: {
    label: 'Period',
    thisMonth: 'This month',
    lastMonth: 'Last month',
    custom: 'From – to',
    from: 'From',
    to: 'To',
  },
  regimes: { IN_GST: 'India, GST', BD_VAT: 'Bangladesh, VAT' },
  /** The period's figures, over the table that shows them. */
  figuresOf: (from: string, to: string) => `Tax from ${from} to ${to}`,
  columns: {
    rate: 'Rate',
    taxable: 'Taxable value',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    vat: 'VAT',
  },
  total: 'Total',
  totalTax: (tax: string) => `Tax in all: ${tax}`,
  documents: (invoices: number, creditNotes: number) =>
    `${invoices === 1 ? '1 invoice' : `${invoices} invoices`} and ${creditNotes === 1 ? '1 credit note' : `${creditNotes} credit notes`}, credit notes subtracted`,
  nothing: 'No invoice or credit note was issued in this period.',
  exportHeading: 'Export',
  exportHint: (regime: 'IN_GST' | 'BD_VAT') =>
    regime === 'IN_GST'
      ? 'GSTR-1’s sections as CSV files in the columns of the GST portal’s offline tool, one file a section.'
      : 'Every invoice and credit note of the period, with its value without VAT, VAT and value with VAT.',
  sections: {
    b2b: 'B2B invoices (b2b)',
    b2cl: 'B2C large (b2cl)',
    b2cs: 'B2C small (b2cs)',
    exp: 'Exports (exp)',
    hsn: 'HSN summary, all buyers (hsn)',
    'hsn-b2b': 'HSN summary, B2B (hsn(b2b))',
    'hsn-b2c': 'HSN summary, B2C (hsn(b2c))',
    cdnr: 'Credit notes, registered (cdnr)',
    cdnur: 'Credit notes, large B2C and exports (cdnur)',
    exemp: 'Nil-rated supplies (exemp)',
    docs: 'Documents issued (docs)',
    register: 'Sales register',
  } satisfies Record<TaxSection, string>,
  exported: 'The CSV file is saved',
} as const;
