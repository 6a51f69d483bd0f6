/**
 * What a customer calls the tax in a price: GST in India, VAT in Bangladesh. Said beside a total
 * ("incl. ₹180.00 GST"), on an order's page and in its emails.
 */
import type { PlaceOfSupplySplit } from './lineTax';
import type { TaxRegime } from './regimes';

export const TAX_NAMES = ['GST', 'VAT'] as const;
export type TaxName = (typeof TAX_NAMES)[number];

/** What a receipt calls the tax of a sale split one way: GST in India (whichever parts), VAT in Bangladesh. */
export const taxNameOf = (split: Exclude<PlaceOfSupplySplit, 'none'>): TaxName =>
  split === 'vat' ? 'VAT' : 'GST';

/** The shop's tax, or null for a shop with no regime (its prices say nothing of tax). */
export const regimeTaxName = (regime: TaxRegime): TaxName | null =>
  regime === 'IN_GST' ? 'GST' : regime === 'BD_VAT' ? 'VAT' : null;

/**
 * The tax an order was charged, from what it carries: only a GST sale has a place of supply (India's
 * state, or abroad). Null for an order sold without tax (no regime, or before the shop took one up).
 */
export const orderTaxName = (order: {
  taxLines: readonly unknown[];
  placeOfSupply: unknown;
}): TaxName | null => (order.taxLines.length === 0 ? null : order.placeOfSupply ? 'GST' : 'VAT');
