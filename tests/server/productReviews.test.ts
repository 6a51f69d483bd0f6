/**
 * Reviews of one product, from verified buyers only: a customer with no paid or shipped order of it
 * is refused with a clear 403; a buyer's review shows as verified, a second replaces the first,
 * and the product's rating in `GET /` follows at once. `GET /product/{id}` answers a product for
 * sale with its reviews, and 404 for an archived, unknown or malformed id. The spec's site-wide
 * reviews stay as they were.
 */
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/entities';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { messages } from '../../src/shared/strings/validation';
import { wholeList, bodyOf, errorOf, type Session, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

const review = (as: Session, body: Record<string, unknown>) => env.api.addReview({ as, body });
const catalogueEntry = async (product: Product) =>
  bodyOf(await env.api.listProducts()).find((p) => p._id === product._id)!;

describe('reviews of a product', () => {
  it('are refused to a customer who has not bought it, and one unpaid order is not buying', async () => {
    const product = await env.createProduct({ name: 'Angle Grinder' });
    const shopper = await env.newUser('nonbuyer');
    const refused = await review(shopper, { productId: product._id, review: 'Looks great', rating: 5 });
    expect(refused).toMatchObject({ status: 403, body: { message: apiErrors.reviewNeedsPurchase } });
    await env.placeOrder(shopper, product, 1);
    expect(
      (await review(shopper, { productId: product._id, review: 'Still unpaid', rating: 5 })).status,
    ).toBe(403);
    expect((await catalogueEntry(product)).rating).toBeNull();
  });

  it('from a buyer show as verified, one per buyer (a second replaces the first), and rate the product', async () => {
    const product = await env.createProduct({ name: 'Orbital Sander' });
    const [first, second] = [await env.newUser('buyer1'), await env.newUser('buyer2')];
    for (const buyer of [first, second]) await env.payOrder(buyer, await env.placeOrder(buyer, product, 1));

    const written = await review(first, { productId: product._id, review: 'Smooth finish', rating: 4 });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ productId: product._id, verified: true, rating: 4 });
    await review(second, { productId: product._id, review: 'Too loud', rating: 2 });
    expect((await catalogueEntry(product)).rating).toEqual({ average: 3, count: 2 });

    await review(first, { productId: product._id, review: 'Changed my mind: superb', rating: 5 });
    expect((await catalogueEntry(product)).rating).toEqual({ average: 3.5, count: 2 });
    const listed = wholeList(bodyOf(await env.api.listReviews({ query: { productId: product._id } })));
    expect(listed.map((r) => r.review)).toEqual(['Changed my mind: superb', 'Too loud']);
    expect(listed.every((r) => r.verified)).toBe(true);

    const page = bodyOf(await env.api.productPage({ params: { id: product._id } }));
    expect(page.product).toMatchObject({ _id: product._id, rating: { average: 3.5, count: 2 } });
    expect(page.reviews).toEqual(listed);
  });

  it('keep the spec’s rules: a rating outside 1–5 gets the spec’s message; a site-wide review is unverified', async () => {
    const product = await env.createProduct();
    await env.payOrder(env.userA, await env.placeOrder(env.userA, product, 1));
    for (const rating of [0, 6, 2.5]) {
      const res = await review(env.userA, { productId: product._id, review: 'x', rating });
      expect(errorOf(res).issues?.[0]?.message).toBe(messages.ratingRequired);
    }
    const siteWide = await review(env.userA, { review: 'Great shop', rating: 5 });
    expect(siteWide.body).toMatchObject({ productId: null, verified: false });
    expect((await catalogueEntry(product)).rating).toBeNull();
    const unknown = await review(env.userA, { productId: 'no-such-tool', review: 'x', rating: 3 });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /product/{id}', () => {
  it('answers 404 for an archived, unknown, malformed or over-long id, never 500', async () => {
    const product = await env.createProduct();
    await env.payOrder(env.userB, await env.placeOrder(env.userB, product, 1));
    await env.api.deleteProduct({ params: { id: product._id }, as: env.admin });
    for (const id of [product._id, 'unknown', '%00', 'a'.repeat(500), '..%2F..', '<script>']) {
      const res = await env.api.productPage({ params: { id: id } });
      expect(res.status, id).toBe(404);
    }
  });
});
