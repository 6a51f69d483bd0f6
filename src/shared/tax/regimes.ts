/** The tax regimes a shop may run under (docs/tax.md): none (the spec's shop), India's GST, Bangladesh's VAT. */
export const TAX_REGIMES = ['none', 'IN_GST', 'BD_VAT'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];
export type TaxingRegime = Exclude<TaxRegime, 'none'>;
