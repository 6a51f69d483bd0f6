/** What the tax rules' checks say (src/shared/tax), on client and server alike. */
export const taxMessages = {
  rateExpected: (rates: readonly number[]) => `expected one of ${rates.join(', ')}`,
  gstinShape: 'expected a GSTIN of 15 characters, e.g. 27AAPFU0939F1ZV',
  gstinState: 'this GSTIN’s first two digits are not an Indian state’s or union territory’s GST code',
  gstinCheck: 'this GSTIN’s check character is wrong',
  binShape: 'expected a BIN of 13 digits',
  taxIdShape: 'expected a GSTIN of 15 characters (e.g. 27AAPFU0939F1ZV) or a BIN of 13 digits',
  hsnRequired: 'expected an HSN code of 4, 6 or 8 digits, e.g. 8205',
  hsCodeShape: 'expected an H.S. code of 4 to 8 digits, e.g. 82051000',
  /** The wire's own check, before the shop's regime asks for more (GST: 4, 6 or 8 digits). */
  tariffCodeShape: 'expected a tariff code (HSN, H.S.) of 4 to 8 digits, e.g. 8205',
  rateNumber: 'expected a tax rate in percent from 0 to 100, e.g. 18',
  unitShape: 'expected a unit of 2 to 8 letters, e.g. pcs or NOS',
  businessNameTooLong: 'expected a business name of at most 200 characters',
  businessNameRequired: 'Enter the business’s registered name: the invoice is made out to it',
  buyerAddressRequired: 'Enter the business’s address: a registered buyer’s invoice carries it',
  buyerAddressTooLong: 'expected an address of at most 300 characters',
  regionRequired: 'Choose the state or union territory the order is delivered to: it decides its GST',
  reportDay: 'expected a date written YYYY-MM-DD, e.g. 2026-11-01',
  periodBackwards: 'expected a day on or after the period’s first (from)',
  periodTooLong: (days: number) => `expected a period of at most ${days} days`,
  sectionExpected: (sections: readonly string[]) => `expected one of ${sections.join(', ')}`,
  sectionNotOfRegime: (sections: readonly string[]) =>
    sections.length === 0
      ? 'this shop has no tax regime (TAX_REGIME is none): it files no returns'
      : `expected one of ${sections.join(', ')}: the sections of this shop’s returns`,
};
