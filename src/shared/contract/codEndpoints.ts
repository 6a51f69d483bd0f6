/**
 * Cash on delivery and delivery charges (docs/orders.md): the quote anyone may ask for, and staff's
 * steps on a COD order. Part of the one endpoint table (./endpoints.ts).
 */
import { codCollectedSchema, shippingQuoteOutSchema, shippingQuoteSchema } from '../codSchemas';
import { orderDetailOutSchema } from '../responseSchemas';
import { idParams } from '../schemas';
import { defineEndpoints } from './endpoint';

export const codEndpoints = defineEndpoints({
  shippingQuote: {
    method: 'POST',
    path: '/shipping/quote',
    access: 'public',
    write: false,
    tag: 'orders',
    summary:
      'The delivery charge of some lines to a country and city, and whether cash on delivery may pay them',
    description:
      'The same rule the order is charged by (SHIPPING_ZONES): an address no zone covers falls in the default zone. ' +
      'Lines an order would refuse (a tool not for sale, another product’s variant, a quantity outside the ' +
      'product’s rule) are refused the same way, 400 naming the line.',
    body: shippingQuoteSchema,
    responses: { 200: shippingQuoteOutSchema },
  },
  confirmCodOrder: {
    method: 'POST',
    path: '/order/:id/confirm',
    access: 'admin',
    write: true,
    tag: 'orders',
    summary: 'Confirm a cash-on-delivery order after calling the customer: it may then ship (admin)',
    description: 'A card order, or a COD order already confirmed, shipped or closed, is 409.',
    params: idParams,
    responses: { 200: orderDetailOutSchema },
  },
  collectCodOrder: {
    method: 'POST',
    path: '/order/:id/collected',
    access: 'admin',
    write: true,
    tag: 'orders',
    summary:
      'Record the cash a courier paid over for a shipped cash-on-delivery order: it becomes paid (admin)',
    description:
      'The amount must be the order’s total (400 otherwise) unless `partial` is true with a `note`; the order then ' +
      'shows what is still owed. Recorded already, not shipped, or a card order: 409.',
    params: idParams,
    body: codCollectedSchema,
    responses: { 200: orderDetailOutSchema },
  },
  markCodUndelivered: {
    method: 'POST',
    path: '/order/:id/undelivered',
    access: 'admin',
    write: true,
    tag: 'orders',
    summary:
      'A shipped cash-on-delivery parcel came back undelivered: the order is cancelled and its stock goes back (admin)',
    description:
      'Its units go back through the stock ledger as `cod_undelivered`. Collected already, or not shipped: 409.',
    params: idParams,
    responses: { 200: orderDetailOutSchema },
  },
});
