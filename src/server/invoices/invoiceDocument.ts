/**
 * An invoice's or a credit note's snapshot, taken as it is issued (docs/tax.md): the seller as the
 * settings say now, the buyer and the lines as the order says, each line's tax by the one rule of
 * ../../shared/tax/lineTax.ts, and the figures the tax reports add up, in minor units.
 */
import type { Invoice, InvoiceKind, InvoiceLine } from '../../shared/invoiceSchemas';
import { toDollars } from '../../shared/money';
import { invoiceText } from '../../shared/strings/invoiceText';
import { amountInWords } from '../../shared/tax/amountInWords';
import { shopClock } from '../../shared/tax/financialYear';
import {
  addLineTax,
  lineTaxOf,
  NO_TAX,
  taxLinesOf,
  taxTotalCents,
  type LineTaxCents,
} from '../../shared/tax/lineTax';
import { rateOfBasisPoints } from '../../shared/tax/regimes';
import type { TaxConfig } from '../config';
import type { OrderRow, StoredHsnLine } from '../db/schema';
import { placeOfSupplyOf, taxLineOut } from '../tax/orderTax';

/** One line as the document bills it: what, how many, at what price and rate. */
export interface BilledLine {
  description: string;
  hsnCode: string | null;
  unit: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  rateBp: number;
}

/** Every line of the order, and its delivery charge, as its invoice bills them. */
export function billedLinesOf(order: OrderRow): BilledLine[] {
  const lines: BilledLine[] = order.lines.map((line) => ({
    description: line.variantTitle ? `${line.name} (${line.variantTitle})` : line.name,
    hsnCode: line.hsnCode ?? null,
    unit: line.unit ?? 'pcs',
    quantity: line.quantity,
    unitPriceCents: line.priceCents,
    totalCents: line.priceCents * line.quantity,
    rateBp: line.taxRateBp ?? 0,
  }));
  if (order.shippingCents > 0) {
    lines.push({
      description: invoiceText.delivery,
      hsnCode: null,
      unit: 'pcs',
      quantity: 1,
      unitPriceCents: order.shippingCents,
      totalCents: order.shippingCents,
      rateBp: order.shippingTaxRateBp,
    });
  }
  return lines;
}

const buyerAddress = (order: OrderRow): string =>
  [
    order.company,
    order.addressLine1,
    order.addressLine2,
    [order.city, order.postalCode].filter(Boolean).join(' '),
    [order.region, order.country].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join('\n');

export interface DocumentHeading {
  number: string;
  kind: InvoiceKind;
  issuedAt: Date;
  cites: string | null;
  /** Cash rounding: what the money taken (or given back) differs from the lines' total by. */
  roundingCents: number;
}

/** The document with its figures for the reports, in minor units. */
export interface IssuedDocument {
  document: Invoice;
  taxableCents: number;
  taxCents: number;
  totalCents: number;
  taxLines: ReturnType<typeof taxLinesOf>;
  hsnLines: StoredHsnLine[];
}

const lineOut = (line: BilledLine, tax: LineTaxCents): InvoiceLine => ({
  description: line.description,
  hsnCode: line.hsnCode,
  unit: line.unit,
  quantity: line.quantity,
  unitPrice: toDollars(line.unitPriceCents),
  rate: rateOfBasisPoints(line.rateBp),
  taxable: toDollars(tax.taxableCents),
  cgst: toDollars(tax.cgstCents),
  sgst: toDollars(tax.sgstCents),
  igst: toDollars(tax.igstCents),
  vat: toDollars(tax.vatCents),
  total: toDollars(line.totalCents),
});

/** The HSN summary: lines of one code, unit and rate added together. */
function hsnLinesOf(lines: BilledLine[], taxes: LineTaxCents[]): StoredHsnLine[] {
  const byKey = new Map<string, StoredHsnLine>();
  lines.forEach((line, i) => {
    const tax = taxes[i]!;
    const key = `${line.hsnCode ?? ''}|${line.unit}|${line.rateBp}`;
    const sum = byKey.get(key) ?? {
      hsnCode: line.hsnCode,
      unit: line.unit,
      rateBp: line.rateBp,
      quantity: 0,
      totalCents: 0,
      ...NO_TAX,
    };
    sum.quantity += line.quantity;
    sum.totalCents += line.totalCents;
    addLineTax(sum, tax);
    byKey.set(key, sum);
  });
  return [...byKey.values()];
}

/** The snapshot of `lines` billed for `order` under `heading`, as the shop's settings stand. */
export function documentOf(
  order: OrderRow,
  lines: BilledLine[],
  heading: DocumentHeading,
  tax: TaxConfig,
): IssuedDocument {
  const taxes = lines.map((line) => lineTaxOf(line.totalCents, line.rateBp, order.taxSplit));
  const taxLines = taxLinesOf(
    lines.map((line) => ({ totalCents: line.totalCents, rateBp: line.rateBp })),
    order.taxSplit,
  );
  const linesCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const taxCents = taxTotalCents(taxLines);
  const totalCents = linesCents + heading.roundingCents;
  const document: Invoice = {
    number: heading.number,
    kind: heading.kind,
    issuedAt: heading.issuedAt.toISOString(),
    issuedLocal: shopClock(heading.issuedAt, tax.timeZone),
    // An order made before the shop took up its regime was sold untaxed: its invoice stays plain.
    regime: order.taxSplit === 'none' ? 'none' : tax.regime,
    currency: order.currency,
    seller: { ...tax.seller },
    buyer: {
      name: order.fullName || order.buyerBusinessName || invoiceText.counterBuyer,
      address: buyerAddress(order),
      email: order.email || null,
      businessName: order.buyerBusinessName,
      taxId: order.buyerTaxId,
    },
    placeOfSupply: placeOfSupplyOf(order.placeOfSupply),
    lines: lines.map((line, i) => lineOut(line, taxes[i]!)),
    taxLines: taxLines.map(taxLineOut),
    totals: {
      taxable: toDollars(linesCents - taxCents),
      tax: toDollars(taxCents),
      rounding: toDollars(heading.roundingCents),
      total: toDollars(totalCents),
    },
    amountInWords: amountInWords(totalCents, order.currency),
    orderId: order.id,
    orderNumber: order.number,
    cites: heading.cites,
  };
  return {
    document,
    taxableCents: linesCents - taxCents,
    taxCents,
    totalCents,
    taxLines,
    hsnLines: hsnLinesOf(lines, taxes),
  };
}
