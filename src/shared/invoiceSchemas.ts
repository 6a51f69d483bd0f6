/**
 * An invoice or a credit note as the API serves it (docs/tax.md): a snapshot taken when it was
 * issued, which later edits of products or settings never change. Amounts are in the shop's
 * currency, in major units; a credit note's are positive, what it gives back.
 */
import { z } from 'zod';
import { currencyField, moneyAmount } from './moneySchemas';
import { TAX_REGIMES } from './tax/regimes';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

const isoTime = z.iso.datetime({ offset: true });

/** A state of India as GST names it: its name and two-digit code. */
const indianStateSchema = z.strictObject({
  code: z.string().describe('Two digits, e.g. 27'),
  name: z.string().describe('e.g. Maharashtra'),
});

/** The tax of one rate: GST's three parts (one of them or the first two) or VAT; zero where not charged. */
const taxAmounts = {
  cgst: moneyAmount.describe('Central GST (a sale within the shop’s state)'),
  sgst: moneyAmount.describe('State GST (a sale within the shop’s state)'),
  igst: moneyAmount.describe('Integrated GST (a sale to another state)'),
  vat: moneyAmount.describe('Bangladesh VAT'),
};

export const invoiceLineSchema = z.strictObject({
  description: z.string(),
  hsnCode: z.string().nullable(),
  unit: z.string().describe("GST's unit quantity code, e.g. NOS; `pcs` when the shop gave none"),
  quantity: z
    .number()
    .int()
    .nullable()
    .describe('Null on a credit note’s line that gives back part of a line’s value, no goods with it'),
  unitPrice: moneyAmount.nullable().describe('Tax included; null where the quantity is'),
  rate: z.number().describe('The tax rate, a percentage, e.g. 18 or 7.5'),
  taxable: moneyAmount.describe('The value without tax'),
  ...taxAmounts,
  total: moneyAmount.describe('The value with tax'),
});

export const invoiceTaxLineSchema = z.strictObject({
  rate: z.number(),
  taxable: moneyAmount,
  ...taxAmounts,
});

export const invoiceOutSchema = z
  .strictObject({
    number: z.string().describe('e.g. INV/26-27/000001: unbroken within its series and financial year'),
    kind: z.enum(INVOICE_KINDS),
    issuedAt: isoTime,
    /** The shop's local date and time of issue, as printed: its time zone's, not the reader's. */
    issuedLocal: z
      .string()
      .describe("The date and time of issue in the shop's time zone, e.g. 2026-11-29 14:05"),
    regime: z.enum(TAX_REGIMES),
    currency: currencyField,
    seller: z.strictObject({
      legalName: z.string(),
      address: z.string(),
      gstin: z.string().nullable(),
      bin: z.string().nullable(),
      state: indianStateSchema.nullable(),
    }),
    buyer: z.strictObject({
      name: z.string(),
      address: z.string().describe('One line per part, joined by line breaks'),
      email: z.string().nullable(),
      businessName: z.string().nullable(),
      taxId: z.string().nullable().describe('The buyer’s GSTIN or BIN: a B2B sale'),
    }),
    placeOfSupply: indianStateSchema.nullable().describe('India only: where the goods are delivered'),
    lines: z.array(invoiceLineSchema),
    taxLines: z.array(invoiceTaxLineSchema).describe('One per rate, the delivery charge in its rate’s'),
    totals: z.strictObject({
      taxable: moneyAmount,
      tax: moneyAmount,
      rounding: moneyAmount.describe('Cash rounding: what the total was rounded by'),
      total: moneyAmount.describe('What was paid (or, on a credit note, given back)'),
    }),
    amountInWords: z
      .string()
      .describe('The total in words, e.g. Rupees One Thousand One Hundred Eighty Only'),
    orderId: z.string(),
    orderNumber: z.number().int(),
    cites: z.string().nullable().describe("A credit note: the invoice's number it corrects"),
    citesIssuedOn: z
      .string()
      .nullable()
      .describe(
        "A credit note: the date of issue of the invoice it corrects, in the shop's time zone, as that invoice prints it, e.g. 2026-11-29; null for an invoice",
      ),
  })
  .meta({ id: 'Invoice' });

export type Invoice = z.output<typeof invoiceOutSchema>;
export type InvoiceLine = Invoice['lines'][number];
export type InvoiceTaxLine = Invoice['taxLines'][number];
