/** What the stack serves, read through the public API. */
import type { Product, Review, User } from '../../../../src/shared/entities';
import { bodyOf, sessionOf, wholeList } from '../../../support/apiClient';
import { adminSession, stackApi } from './stackApi';

export async function products(): Promise<Product[]> {
  return bodyOf(await stackApi.listProducts());
}

/** A product's stock as the catalogue (`GET /`) lists it; undefined when it is not listed. */
export async function listedStockOf(id: string): Promise<number | undefined> {
  return (await products()).find((p) => p._id === id)?.availableQuentity;
}

export async function reviews(): Promise<Review[]> {
  return wholeList(bodyOf(await stackApi.listReviews()));
}

/**
 * A product of the test's own, added through the API as the admin (with a seeded product's picture):
 * no other test's orders, paid, cancelled or expiring, ever move its stock.
 */
export async function addProduct(
  fields: Pick<Product, 'name' | 'description' | 'minimumOrder' | 'availableQuentity' | 'price'> &
    Partial<Pick<Product, 'brand'>>,
): Promise<Product> {
  const [seeded] = await products();
  return bodyOf(
    await stackApi.addProduct({ as: await adminSession(), body: { ...fields, img: seeded!.img } }),
  );
}

/** A product sold as one variant with room to buy more than its minimum order. */
export async function productInStock(spare = 5): Promise<Product> {
  const found = (await products()).find(
    (p) => p.variants.length === 1 && p.availableQuentity >= p.minimumOrder + spare,
  );
  if (!found) throw new Error('The seeded catalogue has no product in stock');
  return found;
}

/** The user record for an email, as an admin sees it (`GET /user?email=`). */
export async function userRecord(adminAccessToken: string, email: string): Promise<User | undefined> {
  const res = await stackApi.listUsers({ as: sessionOf('', adminAccessToken), query: { email } });
  return wholeList(bodyOf(res)).find((u) => u.email === email);
}
