/**
 * An order's tax (docs/tax.md): settled when the order is made (how it splits, where it is supplied,
 * each line's rate), and worked out from those whenever it is read, by the one rule of
 * ../../shared/tax/lineTax.ts, so its tax lines are never stored beside what they follow from.
 */
import type { Shipping } from '../../shared/entities';
import type { InvoiceTaxLine } from '../../shared/invoiceSchemas';
import { toDollars } from '../../shared/money';
import { rateOfBasisPoints } from '../../shared/tax/regimes';
import { indianState } from '../../shared/tax/indianStates';
import { taxLinesOf, type PlaceOfSupplySplit, type TaxLineCents } from '../../shared/tax/lineTax';
import type { TaxConfig } from '../config';
import type { OrderRow } from '../db/schema';

/** GST's place of supply outside India (an export). */
const ABROAD = { code: '96', name: 'Other Countries' } as const;

/** A place of supply by its GST code, with its name. */
export const placeOfSupplyOf = (code: string | null): { code: string; name: string } | null =>
  code === null ? null : (indianState(code) ?? { ...ABROAD });

export interface OrderTaxTerms {
  taxSplit: PlaceOfSupplySplit;
  /** India: the GST code of the state supplied. */
  placeOfSupply: string | null;
  /** The rate of products and categories that name none, and of the delivery charge. */
  defaultRateBp: number;
}

/**
 * How an order's tax splits, by where it is supplied: under GST, the delivery address's state (an
 * order that ships) or the shop's own (`delivery` null: handed over at the counter). The shop's
 * state gives CGST and SGST; another state, or abroad, IGST.
 */
export function taxTermsOf(
  tax: TaxConfig,
  delivery: Pick<Shipping, 'country' | 'region'> | null,
): OrderTaxTerms {
  const { defaultRateBp } = tax;
  if (tax.regime === 'none') return { taxSplit: 'none', placeOfSupply: null, defaultRateBp };
  if (tax.regime === 'BD_VAT') return { taxSplit: 'vat', placeOfSupply: null, defaultRateBp };
  const shopState = tax.seller.state!.code;
  const supplied = delivery
    ? delivery.country === 'India'
      ? (indianState(delivery.region)?.code ?? ABROAD.code)
      : ABROAD.code
    : shopState;
  return { taxSplit: supplied === shopState ? 'intra' : 'inter', placeOfSupply: supplied, defaultRateBp };
}

/** Each line of `order` (and its delivery charge) as the tax rule reads it: its total and rate. */
export const taxedAmountsOf = (
  order: Pick<OrderRow, 'lines' | 'shippingCents' | 'shippingTaxRateBp'>,
): { totalCents: number; rateBp: number }[] => [
  ...order.lines.map((line) => ({
    totalCents: line.priceCents * line.quantity,
    rateBp: line.taxRateBp ?? 0,
  })),
  ...(order.shippingCents > 0 ? [{ totalCents: order.shippingCents, rateBp: order.shippingTaxRateBp }] : []),
];

/** The order's tax, one line per rate, delivery in its rate's; none for an order sold without tax. */
export const orderTaxLines = (
  order: Pick<OrderRow, 'lines' | 'shippingCents' | 'shippingTaxRateBp' | 'taxSplit'>,
): TaxLineCents[] => taxLinesOf(taxedAmountsOf(order), order.taxSplit);

/** A tax line as the API answers it: a percentage and amounts in major units. */
export const taxLineOut = (line: TaxLineCents): InvoiceTaxLine => ({
  rate: rateOfBasisPoints(line.rateBp),
  taxable: toDollars(line.taxableCents),
  cgst: toDollars(line.cgstCents),
  sgst: toDollars(line.sgstCents),
  igst: toDollars(line.igstCents),
  vat: toDollars(line.vatCents),
});
