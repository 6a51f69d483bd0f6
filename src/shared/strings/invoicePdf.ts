/**
 * The words of an invoice's and a credit note's PDF: India's tax invoice, Bangladesh's Mushak forms
 * in English, and the plain invoice of a shop without a tax regime.
 */
import type { Invoice, InvoiceKind } from '../invoiceSchemas';
import { isBillOfSupply } from '../tax/billOfSupply';

/** The document's title, as each regime's law names it. */
export function invoiceTitle(invoice: Pick<Invoice, 'regime' | 'kind' | 'lines'>): string {
  if (invoice.kind === 'credit_note') return 'Credit Note';
  if (invoice.regime === 'none') return 'Invoice';
  if (isBillOfSupply(invoice)) return 'Bill of Supply';
  return 'Tax Invoice';
}

/** Bangladesh's forms: Mushak-6.3 is the VAT invoice, Mushak-6.7 the credit note. */
export const mushakForm = (kind: InvoiceKind): string =>
  kind === 'credit_note' ? 'Mushak-6.7' : 'Mushak-6.3';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11-29` as the document prints it, `29 Nov 2026`: no reader mistakes day for month. */
export function documentDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match && MONTHS[Number(match[2]) - 1];
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : isoDate;
}

/** A tax rate as printed: `18%`, `7.5%`, and half of 5 as `2.5%`. */
export const ratePercent = (rate: number): string => `${Number(rate.toFixed(3))}%`;

export const invoicePdfText = {
  mushakAuthority: ["Government of the People's Republic of Bangladesh", 'National Board of Revenue'],
  mushakRule: '[See clauses (c) and (f) of sub-rule (1) of rule 40]',
  originalForRecipient: 'Original for recipient',
  gstin: 'GSTIN',
  bin: 'BIN',
  state: 'State',
  seller: 'Seller',
  billedTo: 'Billed to',
  buyer: 'Buyer',
  email: 'Email',
  invoiceNumber: 'Invoice no.',
  creditNoteNumber: 'Credit note no.',
  date: 'Date',
  dateOfIssue: 'Date of issue',
  timeOfIssue: 'Time of issue',
  placeOfSupply: 'Place of supply',
  reverseCharge: 'Tax payable on reverse charge: No',
  order: 'Order no.',
  /** The invoice a credit note corrects, by its number and date (CGST Rule 53(1A)(g); Mushak-6.7). */
  againstInvoice: (number: string, date: string | null) =>
    date ? `Against invoice ${number} dated ${date}` : `Against invoice ${number}`,
  stateWithCode: (name: string, code: string) => `${name} (${code})`,
  continued: (title: string, number: string) => `${title} ${number} (continued)`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  columns: {
    serial: '#',
    description: 'Description',
    descriptionOfGoods: 'Description of goods',
    hsn: 'HSN',
    quantity: 'Qty',
    unit: 'Unit',
    priceInclTax: 'Price incl. tax',
    unitPrice: 'Unit price',
    unitPriceInclVat: 'Unit price incl. VAT',
    taxableValue: 'Taxable value',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'Total',
    valueWithoutVat: 'Value without VAT',
    vatRate: 'VAT rate',
    vat: 'VAT',
    valueWithVat: 'Value with VAT',
    rate: 'Rate',
    cgstRate: 'CGST rate',
    sgstRate: 'SGST rate',
    totalTax: 'Total tax',
  },
  /** A line's tax in its table cell: the amount, and the rate it was charged at below it. */
  atRate: (rate: string) => `@ ${rate}`,
  taxSummary: 'Tax by rate',
  vatSummary: 'VAT by rate',
  totals: {
    subtotal: 'Subtotal',
    taxableValue: 'Taxable value',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    valueWithoutVat: 'Value without VAT',
    vat: 'VAT',
    rounding: 'Rounding',
    total: 'Total',
    totalWithVat: 'Total value with VAT',
    refund: 'Total credited',
  },
  amountInWords: 'Amount in words:',
  forSeller: (seller: string) => `For ${seller}`,
  authorisedSignatory: 'Authorised signatory',
  thanks: 'Thank you for your order.',
} as const;
