/**
 * An invoice's or a credit note's snapshot, taken as it is issued (docs/tax.md): the seller as the
 * settings say now, the buyer and the lines as the order says, each line's tax by the one rule of
 * ../../shared/tax/lineTax.ts, and the figures the tax reports add up, in minor units.
 */
import { sql, type SQL } from 'drizzle-orm';
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
import { cityAndPostalCode } from '../../shared/strings/labels/common';
import type { OrderRow, StoredHsnLine } from '../db/schema';
import { SERVICE_UNIT } from '../tax/gstPortal';
import { placeOfSupplyOf, taxLineOut } from '../tax/orderTax';

/**
 * Delivery's service code under GST: SAC 996511, road transport of goods. India's invoices and HSN
 * summary need a code for every line, a service's too.
 */
const DELIVERY_SAC = '996511';

/** One line as the document bills it: what, how many, at what price and rate. */
export interface BilledLine {
  description: string;
  hsnCode: string | null;
  unit: string;
  /** Null on a credit note's line that gives back part of a line's value, no goods with it. */
  quantity: number | null;
  unitPriceCents: number | null;
  totalCents: number;
  rateBp: number;
  /** The delivery charge: a service, which the HSN summary counts by value alone. */
  service: boolean;
  /** A credit note's line: what earlier credit notes gave back of the same invoice line. */
  creditedBeforeCents: number;
}

/** The delivery charge, or `cents` of it given back, as a document bills it. */
export const deliveryLineOf = (order: OrderRow, cents: number): BilledLine => ({
  description: invoiceText.delivery,
  hsnCode: order.taxSplit === 'intra' || order.taxSplit === 'inter' ? DELIVERY_SAC : null,
  // A service has no unit: the invoice prints the portal's "not applicable", as its HSN summary does.
  unit: SERVICE_UNIT,
  quantity: 1,
  unitPriceCents: cents,
  totalCents: cents,
  rateBp: order.shippingTaxRateBp,
  service: true,
  creditedBeforeCents: 0,
});

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
    service: false,
    creditedBeforeCents: 0,
  }));
  if (order.shippingCents > 0) lines.push(deliveryLineOf(order, order.shippingCents));
  return lines;
}

const buyerAddress = (order: OrderRow): string =>
  [
    order.company,
    order.addressLine1,
    order.addressLine2,
    cityAndPostalCode(order.city, order.postalCode),
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
  unitPrice: line.unitPriceCents === null ? null : toDollars(line.unitPriceCents),
  rate: rateOfBasisPoints(line.rateBp),
  taxable: toDollars(tax.taxableCents),
  cgst: toDollars(tax.cgstCents),
  sgst: toDollars(tax.sgstCents),
  igst: toDollars(tax.igstCents),
  vat: toDollars(tax.vatCents),
  total: toDollars(line.totalCents),
});

/**
 * The HSN summary: lines of one code, unit and rate added together. A service counts no units (GST's
 * unit `NA`), nor does value given back without goods.
 */
function hsnLinesOf(lines: BilledLine[], taxes: LineTaxCents[]): StoredHsnLine[] {
  const byKey = new Map<string, StoredHsnLine>();
  lines.forEach((line, i) => {
    const tax = taxes[i]!;
    const unit = line.service ? SERVICE_UNIT : line.unit;
    const key = `${line.hsnCode ?? ''}|${unit}|${line.rateBp}`;
    const sum = byKey.get(key) ?? {
      hsnCode: line.hsnCode,
      unit,
      rateBp: line.rateBp,
      quantity: 0,
      totalCents: 0,
      ...NO_TAX,
    };
    if (!line.service) sum.quantity += line.quantity ?? 0;
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
  const taxes = lines.map((line) =>
    lineTaxOf(line.totalCents, line.rateBp, order.taxSplit, line.creditedBeforeCents),
  );
  const taxLines = taxLinesOf(lines, order.taxSplit);
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
    // A credit note's is its invoice's, read from that invoice's row as the note is issued (./issue.ts).
    citesIssuedOn: null,
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

/**
 * The day a stored snapshot (`document`, a jsonb) was issued, as it prints it: the date part of its
 * shop-local `issuedLocal` ("2026-12-02 09:15"). What a credit note cites its invoice's date by.
 */
export const issuedDaySql = (document: SQL): SQL => sql`split_part(${document} ->> 'issuedLocal', ' ', 1)`;
