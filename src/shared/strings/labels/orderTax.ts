/**
 * Tax as a customer meets it: the state an Indian address is in, a business purchase at checkout,
 * "incl. tax" beside a total, an order's tax by rate and its invoices. A shop with no tax regime
 * shows none of it but the invoices.
 */
import type { TaxName } from '../../tax/taxName';
import { invoicePdfText, ratePercent } from '../invoicePdf';

const columns = invoicePdfText.columns;

export const taxText = {
  region: 'State / Union territory',
  regionPlaceholder: 'Type or choose the state',
  regionNotFound: 'No state or union territory of that name',

  businessPurchase: 'Business purchase',
  businessPurchaseHint: (idName: 'GSTIN' | 'BIN') =>
    `Your business’s name and ${idName} on the tax invoice, to claim the tax back.`,
  businessName: 'Business name',
  businessNameHint: 'As registered for tax',
  gstin: invoicePdfText.gstin,
  gstinHint: '15 characters, e.g. 27AAPFU0939F1ZV',
  bin: invoicePdfText.bin,
  binHint: '13 digits',

  /** Under a product's price in a shop with a tax regime, as India's Legal Metrology rules ask. */
  inclusiveOfAllTaxes: 'Inclusive of all taxes',
  /** Beside a total whose tax is not known yet (the cart, before the address is). */
  inclTax: 'incl. tax',
  /** Beside a total whose tax is known: "incl. ₹180.00 GST". */
  inclTaxOf: (amount: string, tax: TaxName) => `incl. ${amount} ${tax}`,

  // An order's page: its tax by rate, where it was supplied, who bought it.
  taxTitle: 'Tax',
  taxTableLabel: 'Tax included, by rate',
  rate: columns.rate,
  ratePercent,
  taxable: columns.taxableValue,
  cgst: columns.cgst,
  sgst: columns.sgst,
  igst: columns.igst,
  vat: columns.vat,
  totalTax: columns.totalTax,
  placeOfSupply: invoicePdfText.placeOfSupply,
  stateWithCode: invoicePdfText.stateWithCode,
  businessBuyer: 'Bought for',

  // Its invoice and credit notes.
  invoicesTitle: 'Invoices',
  invoice: (number: string) => `Invoice ${number}`,
  creditNote: (number: string) => `Credit note ${number}`,
  downloadInvoice: 'Download invoice',
  /** The download in a list's narrow column (My Orders), its name still saying what it does. */
  invoiceShort: 'Invoice',
  downloadCreditNote: 'Download credit note',
  /** A download's accessible name: its visible words, then which document it fetches. */
  downloadInvoiceOf: (number: string) => `Download invoice ${number}`,
  downloadCreditNoteOf: (number: string) => `Download credit note ${number}`,
  saved: (number: string) => `${number} saved as a PDF`,
} as const;
