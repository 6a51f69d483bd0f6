/**
 * The tax inside a line's price and how an order's tax is laid out by rate. Prices include tax, so a
 * line's tax is total × rate ÷ (100 + rate), rounded half-up to the minor unit (within an Indian state,
 * CGST and SGST each at half the rate: splitGst), and its taxable value is the rest. Worked in
 * integers: rates in basis points, amounts in minor units.
 */
/** 100% in basis points. */
const WHOLE = 10_000;

/**
 * The tax inside `totalCents` at `rateBp`, half-up: ₹1,180.00 at 18% holds ₹180.00. A negative total (a
 * credit note) holds the negation of its positive's tax, so a refund reverses exactly what was charged.
 * Exact while 2 × |total| × rate stays below 2^53: totals up to 10^12 minor units (₹1,000 crore) at 40%.
 */
export function taxIncludedCents(totalCents: number, rateBp: number): number {
  // `0 -`, not unary minus: a credit whose tax rounds to nothing is 0, never -0.
  if (totalCents < 0) return 0 - taxIncludedCents(-totalCents, rateBp);
  const divisor = WHOLE + rateBp;
  return Math.floor((2 * totalCents * rateBp + divisor) / (2 * divisor));
}

/**
 * Where a sale's tax goes. India: the place of supply in the shop's own state is `intra` (CGST and SGST),
 * another state `inter` (IGST). Bangladesh: `vat`. No regime: `none`.
 */
export const TAX_SPLITS = ['none', 'vat', 'intra', 'inter'] as const;
export type PlaceOfSupplySplit = (typeof TAX_SPLITS)[number];

/**
 * The GST inside `totalCents` at `rateBp`, split by place of supply. Within the state CGST and SGST are
 * each the tax at half the rate (total × rate/2 ÷ (100 + rate), half-up), so the two are always equal, as
 * an invoice's reader and the monthly return (GSTR-3B takes SGST equal to CGST) expect; their sum may
 * differ from the same total's IGST by a paisa. Between states all IGST.
 */
export function splitGst(
  totalCents: number,
  rateBp: number,
  split: 'intra' | 'inter',
): { taxCents: number; cgstCents: number; sgstCents: number; igstCents: number } {
  if (split === 'inter') {
    const taxCents = taxIncludedCents(totalCents, rateBp);
    return { taxCents, cgstCents: 0, sgstCents: 0, igstCents: taxCents };
  }
  const halfCents = halfTaxIncludedCents(totalCents, rateBp);
  return { taxCents: 2 * halfCents, cgstCents: halfCents, sgstCents: halfCents, igstCents: 0 };
}

/** The tax at half of `rateBp` inside `totalCents` (its divisor still 100 + the whole rate), half-up. */
function halfTaxIncludedCents(totalCents: number, rateBp: number): number {
  if (totalCents < 0) return 0 - halfTaxIncludedCents(-totalCents, rateBp);
  const divisor = WHOLE + rateBp;
  return Math.floor((totalCents * rateBp + divisor) / (2 * divisor));
}

/** One rate's share of a sale: what a tax line on an order, an invoice and a report holds. */
export interface TaxLineCents {
  rateBp: number;
  taxableCents: number;
  taxCents: number;
  cgstCents: number;
  sgstCents: number;
  igstCents: number;
  vatCents: number;
}

/** One line's tax: its taxable value and its tax, split as its sale's is. */
export type LineTaxCents = Omit<TaxLineCents, 'rateBp'>;

/**
 * The tax inside a line of `totalCents` at `rateBp`, split by where its sale is supplied. A credit
 * note's line given back after earlier notes gave back `creditedBeforeCents` of the same invoice line
 * takes the tax of the whole given back so far less what those notes took: notes that together give
 * back a line give back exactly its tax, CGST and SGST each to the paisa.
 */
export function lineTaxOf(
  totalCents: number,
  rateBp: number,
  split: PlaceOfSupplySplit,
  creditedBeforeCents = 0,
): LineTaxCents {
  if (creditedBeforeCents !== 0) {
    const sofar = wholeLineTaxOf(creditedBeforeCents + totalCents, rateBp, split);
    const before = wholeLineTaxOf(creditedBeforeCents, rateBp, split);
    return {
      taxableCents: sofar.taxableCents - before.taxableCents,
      taxCents: sofar.taxCents - before.taxCents,
      cgstCents: sofar.cgstCents - before.cgstCents,
      sgstCents: sofar.sgstCents - before.sgstCents,
      igstCents: sofar.igstCents - before.igstCents,
      vatCents: sofar.vatCents - before.vatCents,
    };
  }
  return wholeLineTaxOf(totalCents, rateBp, split);
}

function wholeLineTaxOf(totalCents: number, rateBp: number, split: PlaceOfSupplySplit): LineTaxCents {
  if (split === 'intra' || split === 'inter') {
    const gst = splitGst(totalCents, rateBp, split);
    return { taxableCents: totalCents - gst.taxCents, ...gst, vatCents: 0 };
  }
  const taxCents = split === 'none' ? 0 : taxIncludedCents(totalCents, rateBp);
  return {
    taxableCents: totalCents - taxCents,
    taxCents,
    cgstCents: 0,
    sgstCents: 0,
    igstCents: 0,
    vatCents: taxCents,
  };
}

/**
 * A sale's tax lines, one per rate present among `lines` (0% too: GSTR-1 reports nil-rated supplies),
 * ascending by rate. Each line's tax is worked and split on its own, as its invoice line shows it, and
 * a rate's line adds them up, so an invoice's lines and its summary agree to the paisa.
 */
export function taxLinesOf(
  lines: readonly { totalCents: number; rateBp: number; creditedBeforeCents?: number }[],
  split: PlaceOfSupplySplit,
): TaxLineCents[] {
  if (split === 'none') return [];
  const byRate = new Map<number, TaxLineCents>();
  for (const { totalCents, rateBp, creditedBeforeCents } of lines) {
    const sums = byRate.get(rateBp) ?? { rateBp, ...NO_TAX };
    addLineTax(sums, lineTaxOf(totalCents, rateBp, split, creditedBeforeCents));
    byRate.set(rateBp, sums);
  }
  return [...byRate.values()].sort((a, b) => a.rateBp - b.rateBp);
}

/** Nothing yet: where a sum of lines' tax starts. */
export const NO_TAX: LineTaxCents = {
  taxableCents: 0,
  taxCents: 0,
  cgstCents: 0,
  sgstCents: 0,
  igstCents: 0,
  vatCents: 0,
};

/** Adds `tax` into `sum`, part by part. */
export function addLineTax(sum: LineTaxCents, tax: LineTaxCents): void {
  sum.taxableCents += tax.taxableCents;
  sum.taxCents += tax.taxCents;
  sum.cgstCents += tax.cgstCents;
  sum.sgstCents += tax.sgstCents;
  sum.igstCents += tax.igstCents;
  sum.vatCents += tax.vatCents;
}

/** The tax of all `lines`: an order's `taxTotal`. */
export const taxTotalCents = (lines: readonly TaxLineCents[]): number =>
  lines.reduce((sum, line) => sum + line.taxCents, 0);
