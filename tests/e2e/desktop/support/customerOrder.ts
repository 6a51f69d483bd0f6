/** A customer's order made through the API, as the storefront would, of a product in stock. */
import type { Order, Product } from '../../../../src/shared/entities';
import type { Account } from '../../web/support/accounts';
import { productInStock } from '../../web/support/catalogue';
import { placeOrder as placeOrderOf, SHIP_TO as WEB_SHIP_TO } from '../../web/support/orders';

export { payOrder } from '../../web/support/orders';

export const SHIP_TO = {
  ...WEB_SHIP_TO,
  fullName: 'Karim Mia',
  addressLine1: '7 Bolt Road',
  company: 'Karim Hardware',
  phone: '5550147',
};

/** Orders the minimum quantity of a one-variant product in stock; the order is unpaid. */
export async function placeOrder(customer: Account): Promise<{ order: Order; product: Product }> {
  const product = await productInStock();
  return { order: await placeOrderOf(customer, product, SHIP_TO), product };
}
