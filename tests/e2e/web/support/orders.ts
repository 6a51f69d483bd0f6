/** Orders made through the API for specs that need them in place before the browser looks. */
import type { Order, Product } from '../../../../src/shared/entities';
import { bodyOf, sessionOf } from '../../../support/apiClient';
import type { Account } from './accounts';
import { stackApi } from './stackApi';

/** Where the orders the specs place are sent. */
export const SHIP_TO = {
  fullName: 'Rahim Uddin',
  addressLine1: '12 Tool Street',
  country: 'Bangladesh' as const,
  company: '',
  city: 'Dhaka',
  postalCode: '1207',
  phone: '5550100',
};

const sessionFor = (account: Account) => sessionOf(account.email, account.accessToken);

/**
 * An unpaid order of the product's minimum quantity, as the purchase page places it: of its first
 * variant, which the page chooses when the address names none.
 */
export async function placeOrder(account: Account, product: Product, shipTo = SHIP_TO): Promise<Order> {
  const body = {
    productId: product._id,
    variantId: product.variants[0]!._id,
    quantity: product.minimumOrder,
    ...shipTo,
  };
  return bodyOf(await stackApi.placeOrder({ as: sessionFor(account), body }));
}

/** Pays the order the way the payment page does: intent, the sandbox's succeeding card, PUT. */
export async function payOrder(account: Account, order: Order): Promise<Order> {
  const as = sessionFor(account);
  const intent = bodyOf(await stackApi.createPaymentIntent({ as, body: { orderId: order._id } }));
  const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
  const { intentId, clientSecret } = intent;
  bodyOf(await stackApi.confirmSandboxPayment({ as, body: { intentId, clientSecret, ...card } }));
  return bodyOf(await stackApi.payOrder({ as, params: { id: order._id }, body: { tnxId: intentId } }));
}

/** An order of the product, paid. */
export async function paidOrderFor(account: Account, product: Product): Promise<Order> {
  return payOrder(account, await placeOrder(account, product));
}
