/** A customer's order made and paid through the API, as the storefront would (sandbox card). */
import type { APIRequestContext } from '@playwright/test';
import type { Order, PaymentIntent, Product } from '../../../../src/shared/entities';
import type { Account } from '../../web/support/accounts';
import { apiURL } from '../../web/support/stack';

export const SHIP_TO = {
  fullName: 'Karim Mia',
  addressLine1: '7 Bolt Road',
  company: 'Karim Hardware',
  city: 'Dhaka',
  postalCode: '1207',
  phone: '5550147',
};

function caller(request: APIRequestContext, customer: Account) {
  const headers = { Authorization: `Bearer ${customer.accessToken}` };
  return async <T>(method: 'post' | 'put' | 'get', path: string, data?: object): Promise<T> => {
    const res = await request[method](`${apiURL}${path}`, { headers, data });
    if (!res.ok())
      throw new Error(`${method.toUpperCase()} ${path} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** Orders the minimum quantity of a product in stock; the order is unpaid. */
export async function placeOrder(
  request: APIRequestContext,
  customer: Account,
): Promise<{ order: Order; product: Product }> {
  const call = caller(request, customer);
  const products = await call<Product[]>('get', '/');
  const product = products.find((p) => p.minimumOrder > 0 && p.availableQuentity >= p.minimumOrder * 2);
  if (!product) throw new Error('The seeded catalogue has no product in stock');
  const order = await call<Order>('post', '/order', {
    productId: product._id,
    quantity: product.minimumOrder,
    country: 'Bangladesh',
    ...SHIP_TO,
  });
  return { order, product };
}

/** Pays the order with the sandbox's succeeding test card, as the payment page does. */
export async function payOrder(request: APIRequestContext, customer: Account, order: Order): Promise<Order> {
  const call = caller(request, customer);
  const intent = await call<PaymentIntent>('post', '/payments/intent', { orderId: order._id });
  await call('post', '/payments/sandbox/confirm', {
    intentId: intent.intentId,
    clientSecret: intent.clientSecret,
    number: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
  });
  return call<Order>('put', `/order/${order._id}`, { tnxId: intent.intentId });
}
