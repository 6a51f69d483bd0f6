/** What the stack serves, read through the public API. */
import type { APIRequestContext } from '@playwright/test';
import type { Product, Review, User } from '../../../../src/shared/entities';
import { expect } from '@playwright/test';
import { adminToken } from './accounts';
import { apiURL } from './stack';

export async function products(request: APIRequestContext): Promise<Product[]> {
  return (await (await request.get(`${apiURL}/`)).json()) as Product[];
}

export async function reviews(request: APIRequestContext): Promise<Review[]> {
  return (await (await request.get(`${apiURL}/review`)).json()) as Review[];
}

/**
 * A product of the test's own, added through the API as the admin (with a seeded product's picture):
 * no other test's orders, paid, cancelled or expiring, ever move its stock.
 */
export async function addProduct(
  request: APIRequestContext,
  fields: Pick<Product, 'name' | 'description' | 'minimumOrder' | 'availableQuentity' | 'price'>,
): Promise<Product> {
  const [seeded] = await products(request);
  const res = await request.post(`${apiURL}/`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { ...fields, img: seeded!.img },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Product;
}

/** A product with room to buy more than its minimum order. */
export async function productInStock(request: APIRequestContext, spare = 5): Promise<Product> {
  const found = (await products(request)).find((p) => p.availableQuentity >= p.minimumOrder + spare);
  if (!found) throw new Error('The seeded catalogue has no product in stock');
  return found;
}

/** The user record for an email, as an admin sees it (`GET /user?email=`). */
export async function userRecord(
  request: APIRequestContext,
  adminAccessToken: string,
  email: string,
): Promise<User | undefined> {
  const res = await request.get(`${apiURL}/user`, {
    params: { email },
    headers: { Authorization: `Bearer ${adminAccessToken}` },
  });
  if (!res.ok()) throw new Error(`GET /api/user?email= answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as User[]).find((u) => u.email === email);
}
