/**
 * Invoices as the API serves them, for the PDF's tests: the worked examples of a GST shop in Mumbai
 * and a VAT shop in Dhaka, a credit note, a bill of supply, a plain invoice in dollars, and a long
 * one. Each line's tax is worked by the shop's own rule (src/shared/tax/lineTax.ts).
 */
import type { Invoice, InvoiceLine, InvoiceTaxLine } from '../../../src/shared/invoiceSchemas';
import { toCents, toDollars } from '../../../src/shared/money';
import { lineTaxOf } from '../../../src/shared/tax/lineTax';
import { rateBasisPoints } from '../../../src/shared/tax/regimes';

type TaxSplit = 'intra' | 'inter' | 'vat' | 'none';

interface LineInput {
  description: string;
  hsnCode?: string | null;
  unit?: string;
  quantity: number;
  unitPrice: number;
  rate: number;
}

function lineOf(input: LineInput, split: TaxSplit): InvoiceLine {
  const totalCents = toCents(input.unitPrice) * input.quantity;
  const tax = lineTaxOf(totalCents, rateBasisPoints(input.rate), split);
  return {
    description: input.description,
    hsnCode: input.hsnCode ?? null,
    unit: input.unit ?? 'NOS',
    quantity: input.quantity,
    unitPrice: input.unitPrice,
    rate: input.rate,
    taxable: toDollars(tax.taxableCents),
    cgst: toDollars(tax.cgstCents),
    sgst: toDollars(tax.sgstCents),
    igst: toDollars(tax.igstCents),
    vat: toDollars(tax.vatCents),
    total: toDollars(totalCents),
  };
}

function taxLinesOf(lines: InvoiceLine[]): InvoiceTaxLine[] {
  const rates = [...new Set(lines.map((line) => line.rate))].sort((a, b) => a - b);
  const sum = (of: InvoiceLine[], amount: (line: InvoiceLine) => number) =>
    toDollars(of.reduce((total, line) => total + toCents(amount(line)), 0));
  return rates.map((rate) => {
    const at = lines.filter((line) => line.rate === rate);
    return {
      rate,
      taxable: sum(at, (line) => line.taxable),
      cgst: sum(at, (line) => line.cgst),
      sgst: sum(at, (line) => line.sgst),
      igst: sum(at, (line) => line.igst),
      vat: sum(at, (line) => line.vat),
    };
  });
}

interface InvoiceInput {
  split: TaxSplit;
  lines: LineInput[];
  rounding?: number;
  amountInWords: string;
  overrides?: Partial<Invoice>;
}

const MAHARASHTRA = { code: '27', name: 'Maharashtra' };
const KARNATAKA = { code: '29', name: 'Karnataka' };

const GST_SELLER: Invoice['seller'] = {
  legalName: 'Sharma Hardware & Tools',
  address: 'Shop 14, Lamington Road\nGrant Road East\nMumbai 400007',
  gstin: '27AAPFS8862M1Z4',
  bin: null,
  state: MAHARASHTRA,
};

const VAT_SELLER: Invoice['seller'] = {
  legalName: 'Rahman Tools & Hardware Ltd.',
  address: '45 Nawabpur Road\nDhaka 1100',
  gstin: null,
  bin: '0012345670101',
  state: null,
};

function invoiceOf({ split, lines: inputs, rounding = 0, amountInWords, overrides }: InvoiceInput): Invoice {
  const lines = inputs.map((input) => lineOf(input, split));
  const taxLines = split === 'none' ? [] : taxLinesOf(lines);
  const totalCents = lines.reduce((sum, line) => sum + toCents(line.total), 0);
  const taxableCents = lines.reduce((sum, line) => sum + toCents(line.taxable), 0);
  const gst = split === 'intra' || split === 'inter';
  return {
    number: 'INV/26-27/000001',
    kind: 'invoice',
    issuedAt: '2026-11-29T08:35:00.000Z',
    issuedLocal: '2026-11-29 14:05',
    regime: gst ? 'IN_GST' : split === 'vat' ? 'BD_VAT' : 'none',
    currency: gst ? 'INR' : split === 'vat' ? 'BDT' : 'USD',
    seller: gst
      ? GST_SELLER
      : split === 'vat'
        ? VAT_SELLER
        : { ...VAT_SELLER, legalName: 'Toolshop', bin: null },
    buyer: {
      name: 'Priya Nair',
      address: 'Flat 3B, Sea View Apartments\nWarden Road\nMumbai 400036',
      email: 'priya@example.com',
      businessName: null,
      taxId: null,
    },
    placeOfSupply: gst ? MAHARASHTRA : null,
    lines,
    taxLines,
    totals: {
      taxable: toDollars(taxableCents),
      tax: toDollars(totalCents - taxableCents),
      rounding,
      total: toDollars(totalCents + toCents(rounding)),
    },
    amountInWords,
    orderId: '3f0c6d1e-8a51-4c7b-9a55-0d1f5b3e2a10',
    orderNumber: 1042,
    cites: null,
    citesIssuedOn: null,
    ...overrides,
  };
}

const DRILL: LineInput = {
  description: 'Bosch GSB 500 RE Impact Drill, 500 W',
  hsnCode: '84672100',
  quantity: 1,
  unitPrice: 1180,
  rate: 18,
};

/** ₹1,180 at 18% in the shop's own state: ₹1,000.00 + CGST ₹90.00 + SGST ₹90.00. */
export const gstIntraState = invoiceOf({
  split: 'intra',
  lines: [DRILL],
  amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
});

/** The same drill shipped to a business in Karnataka: IGST ₹180.00. */
export const gstInterState = invoiceOf({
  split: 'inter',
  lines: [DRILL],
  amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
  overrides: {
    number: 'INV/26-27/000002',
    buyer: {
      name: 'Arjun Rao',
      address: '88, 2nd Cross, Peenya Industrial Area\nBengaluru 560058',
      email: 'purchase@bhaskar-infra.example',
      businessName: 'Bhaskar Infra Projects Pvt Ltd',
      taxId: '29AAGCB7383J1Z4',
    },
    placeOfSupply: KARNATAKA,
  },
});

/** A counter sale paid in cash: ₹499.60 rounded up to ₹500. */
export const gstCashRounded = invoiceOf({
  split: 'intra',
  lines: [
    { description: 'Stanley 16 oz claw hammer', hsnCode: '8205', quantity: 1, unitPrice: 399.6, rate: 18 },
    { description: 'Wall plugs, pack of 100', hsnCode: '3926', quantity: 2, unitPrice: 50, rate: 18 },
  ],
  rounding: 0.4,
  amountInWords: 'Rupees Five Hundred Only',
  overrides: { number: 'INV/26-27/000003' },
});

/** Farm hand tools (HSN 8201, nil-rated) sold at the counter: nothing taxed, so a Bill of Supply. */
export const gstBillOfSupply = invoiceOf({
  split: 'intra',
  lines: [
    { description: 'Garden spade, forged steel', hsnCode: '8201', quantity: 2, unitPrice: 450, rate: 0 },
  ],
  amountInWords: 'Rupees Nine Hundred Only',
  overrides: { number: 'INV/26-27/000005' },
});

/** The drill returned: a credit note citing its invoice. */
export const gstCreditNote = invoiceOf({
  split: 'intra',
  lines: [DRILL],
  amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
  overrides: {
    number: 'CN/26-27/000001',
    kind: 'credit_note',
    cites: 'INV/26-27/000001',
    citesIssuedOn: '2026-11-29',
    issuedAt: '2026-12-02T05:20:00.000Z',
    issuedLocal: '2026-12-02 10:50',
  },
});

/** ৳1,150 at 15% VAT: ৳1,000.00 + ৳150.00, to a business with a BIN. */
export const bdVat = invoiceOf({
  split: 'vat',
  lines: [
    {
      description: 'Makita DF333D 12V cordless drill driver',
      hsnCode: null,
      unit: 'pcs',
      quantity: 1,
      unitPrice: 1150,
      rate: 15,
    },
  ],
  amountInWords: 'Taka One Thousand One Hundred Fifty Only',
  overrides: {
    number: 'INV/26-27/000001',
    buyer: {
      name: 'Rahim Uddin',
      address: '12 Tool Street\nMirpur 10\nDhaka 1216',
      email: 'rahim@example.com',
      businessName: 'Karim Construction Ltd.',
      taxId: '0009876540202',
    },
  },
});

/** The VAT shop's credit note for that drill. */
export const bdVatCreditNote: Invoice = {
  ...bdVat,
  number: 'CN/26-27/000001',
  kind: 'credit_note',
  cites: 'INV/26-27/000001',
  citesIssuedOn: '2026-11-29',
};

/** A shop with no tax regime, in dollars. */
export const plainUsd = invoiceOf({
  split: 'none',
  lines: [
    { description: 'DeWalt 20V MAX cordless drill', quantity: 1, unitPrice: 1099.5, rate: 0 },
    { description: 'Drill bit set, 29 pieces', quantity: 3, unitPrice: 45, rate: 0 },
  ],
  amountInWords: 'Dollars One Thousand Two Hundred Thirty-Four and Fifty Cents Only',
  overrides: {
    buyer: {
      name: 'Jane Doe',
      address: '500 Market Street\nSan Francisco, CA 94105\nUnited States',
      email: 'jane@example.com',
      businessName: null,
      taxId: null,
    },
  },
});

const RATES = [5, 18, 18, 40, 0];

/** Sixty lines, some with long descriptions: the lines run onto a second page and more. */
export const gstSixtyLines = invoiceOf({
  split: 'intra',
  lines: Array.from({ length: 60 }, (_, index) => ({
    description:
      index % 7 === 3
        ? `Line ${index + 1}: heavy-duty galvanised steel shelving unit, five adjustable shelves, 1800 × 900 × 400 mm, bolted assembly`
        : `Line ${index + 1}: hex bolt M${6 + (index % 10)} × ${20 + index} mm, zinc plated`,
    hsnCode: index % 7 === 3 ? '94032090' : '73181500',
    quantity: 1 + (index % 12),
    unitPrice: 12.5 + index * 3,
    rate: RATES[index % RATES.length] ?? 18,
  })),
  amountInWords: 'Rupees Forty-One Thousand Five Hundred Thirty-Five Only',
  overrides: { number: 'INV/26-27/000004' },
});
