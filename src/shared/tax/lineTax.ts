/**
 * The tax inside a line's price and how an order's tax is laid out by rate. Prices include tax, so a
 * line's tax is total × rate ÷ (100 + rate), rounded half-up to the minor unit, and its taxable value
 * is the rest. Worked in integers: rates in basis points, amounts in minor units.
 */
import type { SqlTag } from '../sqlTag';

/** 100% in basis points. */
const WHOLE = 10_000;

/**
 * The tax inside `totalCents` at `rateBp`, half-up: ₹1,180.00 at 18% holds ₹180.00. A negative total (a
 * credit note) holds the negation of its positive's tax, so a refund reverses exactly what was charged.
 * Exact while 2 × |total| × rate stays below 2^53: totals up to 10^12 minor units (₹1,000 crore) at 40%.
 */
export function taxIncludedCents(totalCents: number, rateBp: number): number {
  if (totalCents < 0) return -taxIncludedCents(-totalCents, rateBp);
  const divisor = WHOLE + rateBp;
  return Math.floor((2 * totalCents * rateBp + divisor) / (2 * divisor));
}

/**
 * The same inside a statement, over expressions of whole minor units and basis points; a bigint. Integer
 * division truncates toward zero, which floors the non-negative form; the sign is put back after.
 * (10000 is 100% in basis points.)
 */
export const taxIncludedCentsSql = <Fragment>(
  sql: SqlTag<Fragment>,
  totalCents: unknown,
  rateBp: unknown,
): Fragment =>
  sql`(case when (${totalCents})::bigint < 0 then -1 else 1 end * ((2 * abs((${totalCents})::bigint) * (${rateBp})::bigint + 10000 + (${rateBp})::bigint) / (2 * (10000 + (${rateBp})::bigint))))`;

/**
 * Where a sale's tax goes. India: the place of supply in the shop's own state is `intra` (CGST and SGST),
 * another state `inter` (IGST). Bangladesh: `vat`. No regime: `none`.
 */
export type PlaceOfSupplySplit = 'intra' | 'inter' | 'vat' | 'none';

/**
 * GST split by place of supply: within the state half to CGST and half to SGST, an odd paisa to CGST
 * (for a negative tax, CGST takes the odd paisa's negation); between states all IGST.
 */
export function splitGst(
  taxCents: number,
  split: 'intra' | 'inter',
): { cgstCents: number; sgstCents: number; igstCents: number } {
  if (split === 'inter') return { cgstCents: 0, sgstCents: 0, igstCents: taxCents };
  const cgstCents = Math.sign(taxCents) * Math.ceil(Math.abs(taxCents) / 2);
  return { cgstCents, sgstCents: taxCents - cgstCents, igstCents: 0 };
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

/**
 * A sale's tax lines, one per rate present among `lines` (0% too: GSTR-1 reports nil-rated supplies),
 * ascending by rate. Each line's tax is rounded on its own, as its invoice line shows it, then summed
 * per rate; GST is split on each rate's sum, so the halves of a rate differ by one paisa at most.
 */
export function taxLinesOf(
  lines: readonly { totalCents: number; rateBp: number }[],
  split: PlaceOfSupplySplit,
): TaxLineCents[] {
  if (split === 'none') return [];
  const byRate = new Map<number, { totalCents: number; taxCents: number }>();
  for (const { totalCents, rateBp } of lines) {
    const sums = byRate.get(rateBp) ?? { totalCents: 0, taxCents: 0 };
    sums.totalCents += totalCents;
    sums.taxCents += taxIncludedCents(totalCents, rateBp);
    byRate.set(rateBp, sums);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, { totalCents, taxCents }]) => ({
      rateBp,
      taxableCents: totalCents - taxCents,
      taxCents,
      ...(split === 'vat'
        ? { cgstCents: 0, sgstCents: 0, igstCents: 0, vatCents: taxCents }
        : { ...splitGst(taxCents, split), vatCents: 0 }),
    }));
}

/** The tax of all `lines`: an order's `taxTotal`. */
export const taxTotalCents = (lines: readonly TaxLineCents[]): number =>
  lines.reduce((sum, line) => sum + line.taxCents, 0);
