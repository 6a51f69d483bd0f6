/** The staff screens' tax fields (docs/tax.md): a product's and a category's rate, HSN code and unit. */
import type { TaxingRegime } from '../../tax/regimes';

export const taxFieldText = {
  rate: 'Tax rate',
  percent: (rate: number) => `${rate}%`,
  shopDefault: (rate: number) => `Shop default (${rate}%)`,
  categoryRate: (rate: number) => `Category’s rate (${rate}%)`,
  productRateHint: 'Left at the default, the tool is taxed at its category’s rate, else at the shop’s.',
  categoryRateHint:
    'The rate of the tools filed in this category that name none of their own (its subcategories have their own).',
  /** GST's HSN code; Bangladesh's tariff calls it the H.S. code. */
  hsnCode: { IN_GST: 'HSN code', BD_VAT: 'H.S. code' } satisfies Record<TaxingRegime, string>,
  hsnHint: {
    IN_GST: '4, 6 or 8 digits, printed on its invoices, e.g. 8205',
    BD_VAT: 'Optional: 4 to 8 digits, e.g. 82051000',
  } satisfies Record<TaxingRegime, string>,
  unit: 'Unit',
  unitHint: 'As its invoices print it, e.g. pcs or NOS',
} as const;
