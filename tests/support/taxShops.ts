/**
 * The taxed shops the suites run (docs/tax.md): a GST shop in Bengaluru and a VAT shop in Dhaka, as
 * the settings a server starts with, and the seller's tax id each prints on its invoices.
 */

const GSTIN = '29AAGCB7383J1Z4';
const BIN = '0001234567891';

/** A GST shop in Karnataka: its GSTIN's state code (29) and check character are right. */
export const gstShop = {
  gstin: GSTIN,
  settings: {
    TAX_REGIME: 'IN_GST',
    SHOP_STATE: 'Karnataka',
    SHOP_GSTIN: GSTIN,
    SHOP_LEGAL_NAME: 'Bengaluru Tools Private Limited',
    SHOP_ADDRESS: '12 MG Road, Bengaluru 560001',
  },
} as const;

/** A VAT shop in Dhaka, in taka. */
export const vatShop = {
  bin: BIN,
  settings: {
    TAX_REGIME: 'BD_VAT',
    SHOP_CURRENCY: 'BDT',
    SHOP_BIN: BIN,
    SHOP_LEGAL_NAME: 'Dhaka Hardware Limited',
    SHOP_ADDRESS: '45 Nawabpur Road, Dhaka 1100',
  },
} as const;
