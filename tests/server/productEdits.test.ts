/**
 * Editing and restocking the catalogue: `PATCH /{id}` under the shared rules, `If-Match` required
 * against stale edits, and deletion that archives a product its orders still name.
 */
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/entities';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { messages } from '../../src/shared/strings/validation';
import { wholeList, type BodyOf, errorOf, bodyOf, orderBody, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

const listed = async (id: string): Promise<Product | undefined> =>
  bodyOf(await env.api.listProducts()).find((p) => p._id === id);

/** An admin's edit, made on `product` as it was given (its version in `If-Match`) unless `headers` say otherwise. */
const patch = (
  product: Product,
  body: BodyOf<'editProduct'>,
  headers: Record<string, string> = { 'if-match': String(product.version) },
) => env.api.editProduct({ params: { id: product._id }, as: env.admin, body, headers });

describe('PATCH /{id}', () => {
  it('is refused signed out (401) and to a customer (403), and changes nothing', async () => {
    const product = await env.createProduct({ price: 10 });
    const signedOut = await env.api.editProduct({ params: { id: product._id }, body: { price: 1 } });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ message: 'unauthorized' });
    const customer = await env.api.editProduct({
      params: { id: product._id },
      as: env.userA,
      body: { price: 1 },
    });
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({ message: 'forbidden' });
    expect(await listed(product._id)).toEqual(product);
  });

  it('lets an admin change every field; the catalogue shows it and the version rises', async () => {
    const product = await env.createProduct();
    const upload = await env.uploadPng(env.admin);
    const changes = {
      name: 'Impact Driver 20V',
      description: 'Line one.\nLine two, with more detail.',
      img: bodyOf(upload).data.url,
      price: 99.95,
      minimumOrder: 4,
      availableQuentity: 250,
    };
    const res = await patch(product, changes, { 'if-match': `"${product.version}"` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...product,
      ...changes,
      version: product.version + 1,
      // The spec's price and stock of a product without options are its one variant's.
      variants: [{ ...product.variants[0], price: 99.95, availableQuantity: 250 }],
    });
    expect(await listed(product._id)).toEqual(res.body);
  });

  it('changes only the fields sent', async () => {
    const product = await env.createProduct({ price: 7.5, availableQuentity: 3 });
    const res = await patch(product, { availableQuentity: 80 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...product,
      availableQuentity: 80,
      version: product.version + 1,
      variants: [{ ...product.variants[0], availableQuantity: 80 }],
    });
  });

  it.each([
    [{ name: '' }, 'name', messages.productNameRequired],
    [{ name: 'ab' }, 'name', messages.productNameMin],
    [{ description: '  ' }, 'description', messages.productDescriptionRequired],
    [{ minimumOrder: '' }, 'minimumOrder', messages.minimumOrderRequired],
    [{ minimumOrder: -1 }, 'minimumOrder', messages.wholeNumber],
    [{ availableQuentity: null }, 'availableQuentity', messages.availableQuantityRequired],
    [{ availableQuentity: 2.5 }, 'availableQuentity', messages.wholeNumber],
    [{ price: '' }, 'price', messages.priceRequired],
    [{ price: 0.001 }, 'price', messages.pricePositive],
    [{ price: -3 }, 'price', messages.pricePositive],
    [{ img: '' }, 'img', messages.imageRequired],
    [{ img: 'javascript:alert(1)' }, 'img', messages.imageRequired],
    [{}, '', messages.nothingToChange],
  ])('refuses %j with the rule of POST /', async (change, path, message) => {
    const product = await env.createProduct();
    const res = await patch(product, change);
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect(errorOf(res).issues).toContainEqual({ path, message });
    expect(await listed(product._id)).toEqual(product);
  });

  it('answers 412 with the current product to an edit made on an older version', async () => {
    const product = await env.createProduct({ price: 10 });
    const first = await patch(product, { price: 11 }, { 'if-match': `"${product.version}"` });
    expect(first.status).toBe(200);
    const second = await patch(product, { price: 12 }, { 'if-match': `"${product.version}"` });
    expect(second.status).toBe(412);
    expect(second.body).toEqual({ message: apiErrors.staleProduct, product: first.body });
    expect((await listed(product._id))?.price).toBe(11);
    const retried = await patch(product, { price: 12 }, { 'if-match': String(bodyOf(first).version) });
    expect(retried.status).toBe(200);
    expect(bodyOf(retried).price).toBe(12);
  });

  it('answers 412 to an If-Match that names no version', async () => {
    const product = await env.createProduct();
    expect((await patch(product, { price: 3 }, { 'if-match': 'banana' })).status).toBe(412);
    expect(await listed(product._id)).toEqual(product);
  });

  it('answers 428 to an edit without If-Match, or with *, and changes nothing', async () => {
    const product = await env.createProduct({ price: 10 });
    const namingNoVersion: Record<string, string>[] = [{}, { 'if-match': '*' }];
    for (const headers of namingNoVersion) {
      const res = await patch(product, { price: 3 }, headers);
      expect(res.status).toBe(428);
      expect(res.body).toEqual({ message: apiErrors.productVersionRequired });
    }
    expect(await listed(product._id)).toEqual(product);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const ghost = { _id: 'no-such-product' } as Product;
    expect((await patch(ghost, { price: 3 })).status).toBe(404);
    expect((await patch({ _id: '..%2f..' } as Product, { price: 3 })).status).toBe(404);
  });

  it("a customer's next order is charged the new price and may take the new stock", async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 1 });
    await patch(product, { price: 24.5, availableQuentity: 30 });
    const res = await env.api.placeOrder({
      as: env.userA,
      body: orderBody(product, 15, { price: 10, totalPrice: 150 }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ price: 24.5, quantity: 15, totalPrice: 367.5 });
    expect((await listed(product._id))?.availableQuentity).toBe(15);
  });
});

describe('DELETE /{id} of a product with orders', () => {
  it('archives it: it leaves the catalogue, and every order stays readable as it was', async () => {
    const product = await env.createProduct({ name: 'Archived Anvil', price: 40, availableQuentity: 50 });
    const unpaid = await env.placeOrder(env.userA, product, 2);
    const paid = await env.payOrder(env.userB, await env.placeOrder(env.userB, product, 3));
    const shipped = await env.api.shipOrder({ as: env.admin, params: { id: paid._id } });
    expect(shipped.status).toBe(200);

    const res = await env.api.deleteProduct({ params: { id: product._id }, as: env.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deletedCount: 1 });
    expect(await listed(product._id)).toBeUndefined();

    const mine = bodyOf(await env.api.myOrders({ as: env.userA, query: { email: env.userA.email } }));
    expect(mine.find((o) => o._id === unpaid._id)).toEqual(unpaid);
    const theirs = bodyOf(await env.api.myOrders({ as: env.userB, query: { email: env.userB.email } }));
    expect(theirs.find((o) => o._id === paid._id)).toEqual(shipped.body);
    const all = wholeList(bodyOf(await env.api.listAllOrders({ as: env.admin })));
    expect(all.filter((o) => o.productId === product._id).map((o) => o.name)).toEqual([
      'Archived Anvil',
      'Archived Anvil',
    ]);

    // Gone for buying, editing and deleting alike.
    const order = await env.api.placeOrder({ as: env.userA, body: orderBody(product, 2) });
    expect(order.status).toBeGreaterThanOrEqual(400);
    expect(order.status).toBeLessThan(500);
    expect((await patch(product, { availableQuentity: 9 })).status).toBe(404);
    expect((await env.api.deleteProduct({ params: { id: product._id }, as: env.admin })).status).toBe(404);
  });
});
