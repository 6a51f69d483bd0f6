/** How an order's tax is split: none, VAT, or GST within the shop's state or between states. */
export const TAX_SPLITS = ['none', 'vat', 'intra', 'inter'] as const;
export type PlaceOfSupplySplit = (typeof TAX_SPLITS)[number];

export interface TaxLineCents {
  rateBp: number;
  taxableCents: number;
  taxCents: number;
  cgstCents: number;
  sgstCents: number;
  igstCents: number;
  vatCents: number;
}
