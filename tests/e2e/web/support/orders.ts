/** Orders made through the API for specs that need them in place before the browser looks. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Order, Product } from '../../../../src/shared/entities';
import type { Account } from './accounts';
import { apiURL } from './stack';

/** An order paid through the API the way the payment page pays it: intent, sandbox confirm, PUT. */
export async function paidOrderFor(
  request: APIRequestContext,
  account: Account,
  product: Product,
): Promise<Order> {
  const headers = { Authorization: `Bearer ${account.accessToken}` };
  const created = await request.post(`${apiURL}/order`, {
    headers,
    data: {
      productId: product._id,
      quantity: product.minimumOrder,
      fullName: 'Rahim Uddin',
      addressLine1: '12 Tool Street',
      country: 'Bangladesh',
      company: '',
      city: 'Dhaka',
      postalCode: '1207',
      phone: '5550100',
    },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as Order;
  const intent = await (
    await request.post(`${apiURL}/payments/intent`, { headers, data: { orderId: order._id } })
  ).json();
  const confirmed = await request.post(`${apiURL}/payments/sandbox/confirm`, {
    headers,
    data: {
      intentId: intent.intentId,
      clientSecret: intent.clientSecret,
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    },
  });
  expect(confirmed.status()).toBe(200);
  const paid = await request.put(`${apiURL}/order/${order._id}`, {
    headers,
    data: { tnxId: intent.intentId },
  });
  expect(paid.status()).toBe(200);
  return (await paid.json()) as Order;
}
