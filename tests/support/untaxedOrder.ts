/** What an order of a shop with no tax regime says of tax and invoices before it is paid. */
import type { Order } from '../../src/shared/entities';

export const UNTAXED_ORDER: Pick<
  Order,
  | 'taxTotal'
  | 'taxLines'
  | 'placeOfSupply'
  | 'buyerBusinessName'
  | 'buyerTaxId'
  | 'invoiceNumber'
  | 'creditNoteNumbers'
> = {
  taxTotal: 0,
  taxLines: [],
  placeOfSupply: null,
  buyerBusinessName: null,
  buyerTaxId: null,
  invoiceNumber: null,
  creditNoteNumbers: [],
};
