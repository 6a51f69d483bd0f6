/**
 * The cart's calls, as a customer and an attacker would try them: lines with the server's prices,
 * each line's problem in the product's own words, bad quantities and ids refused with nothing
 * changed, one cart per account, and an order taking its products out of the cart.
 */
import { describe, expect, it } from 'vitest';
import type { Cart, Product } from '../../src/shared/entities';
import { MAX_ORDER_LINES } from '../../src/shared/schemas';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { messages } from '../../src/shared/strings/validation';
import { errorOf, bodyOf, linesOrderBody, type Session, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

const cartOf = async (as: Session): Promise<Cart> => bodyOf(await env.api.getCart({ as }));
const put = (as: Session, productId: string, quantity: unknown) =>
  env.api.setCartItem({ params: { productId: productId }, as, body: { quantity } });

describe('a customer’s cart', () => {
  it('starts empty, holds each product once at the quantity last set, priced by the server', async () => {
    const shopper = await env.newUser('cartfill');
    expect(await cartOf(shopper)).toEqual({ items: [], subtotal: 0, count: 0 });

    const drill = await env.createProduct({ price: 89.99, minimumOrder: 1, availableQuentity: 10 });
    const bits = await env.createProduct({ price: 12.5, minimumOrder: 2, availableQuentity: 40 });
    expect((await put(shopper, drill._id, 1)).status).toBe(200);
    await put(shopper, bits._id, 2);
    const res = await put(shopper, bits._id, 4);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        {
          productId: drill._id,
          variantId: drill._id,
          variantTitle: '',
          sku: null,
          name: drill.name,
          img: drill.img,
          price: 89.99,
          quantity: 1,
          minimumOrder: 1,
          availableQuantity: 10,
          lineTotal: 89.99,
          problem: null,
        },
        expect.objectContaining({ productId: bits._id, quantity: 4, lineTotal: 50, problem: null }),
      ],
      subtotal: 139.99,
      count: 5,
    });
    expect(await cartOf(shopper)).toEqual(res.body);

    const removed = bodyOf(await env.api.removeCartItem({ as: shopper, params: { productId: drill._id } }));
    expect(removed.items.map((i) => i.productId)).toEqual([bits._id]);
    expect(bodyOf(await env.api.clearCart({ as: shopper }))).toEqual({
      items: [],
      subtotal: 0,
      count: 0,
    });
  });

  it('says what is wrong with each line in the product’s words, and counts only buyable lines in the subtotal', async () => {
    const shopper = await env.newUser('cartproblems');
    const fine = await env.createProduct({ price: 10, minimumOrder: 1, availableQuentity: 5 });
    const few = await env.createProduct({ price: 10, minimumOrder: 3, availableQuentity: 20 });
    const scarce = await env.createProduct({ price: 10, minimumOrder: 1, availableQuentity: 8 });
    const gone = await env.createProduct({ price: 10, minimumOrder: 1, availableQuentity: 8 });
    const retired = await env.createProduct({ price: 10, minimumOrder: 1, availableQuentity: 8 });
    for (const [product, quantity] of [
      [fine, 2],
      [few, 1],
      [scarce, 6],
      [gone, 1],
      [retired, 1],
    ] as const) {
      expect((await put(shopper, product._id, quantity)).status).toBe(200);
    }
    // Meanwhile staff sell off, restock less and retire products.
    const staffEdit = ({ _id, version }: Product, availableQuentity: number) =>
      env.api.editProduct({
        as: env.admin,
        params: { id: _id },
        headers: { 'if-match': String(version) },
        body: { availableQuentity },
      });
    expect((await staffEdit(scarce, 4)).status).toBe(200);
    expect((await staffEdit(gone, 0)).status).toBe(200);
    expect((await env.api.deleteProduct({ as: env.admin, params: { id: retired._id } })).status).toBe(200);

    const cart = await cartOf(shopper);
    expect(Object.fromEntries(cart.items.map((i) => [i.productId, i.problem]))).toEqual({
      [fine._id]: null,
      [few._id]: messages.quantityMin(3),
      [scarce._id]: messages.quantityMax(4),
      [gone._id]: apiErrors.soldOut,
      [retired._id]: apiErrors.noLongerSold,
    });
    expect(cart.subtotal).toBe(20);
    expect(cart.count).toBe(11);
  });

  it.each([
    ['zero', 0, messages.quantityMin(1)],
    ['negative', -2, messages.wholeNumber],
    ['fractional', 1.5, messages.wholeNumber],
    ['huge', 1e12, messages.quantityMax(1_000_000)],
    ['missing', '', messages.quantityRequired],
    ['not a number', 'lots', messages.quantityRequired],
  ])(
    'refuses a %s quantity with a clear 400 and keeps the line as it was',
    async (_case, quantity, message) => {
      const shopper = await env.newUser('cartbad');
      const product = await env.createProduct({ minimumOrder: 1, availableQuentity: 10 });
      await put(shopper, product._id, 2);
      const res = await put(shopper, product._id, quantity);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, issues: [{ path: 'quantity', message }] });
      expect((await cartOf(shopper)).items.map((i) => i.quantity)).toEqual([2]);
    },
  );

  it.each([
    ['an unknown product', 'noSuchProduct123'],
    ['an id with odd characters', 'a<b>"c'],
    ['an id of 5,000 characters', 'x'.repeat(5000)],
  ])('answers 404 for %s and adds nothing', async (_case, productId) => {
    const shopper = await env.newUser('cartunknown');
    const res = await put(shopper, productId, 1);
    expect(res.status).toBe(404);
    expect((await cartOf(shopper)).items).toEqual([]);
  });

  it('answers 404 for a product retired before it was added', async () => {
    const shopper = await env.newUser('cartretired');
    const product = await env.createProduct();
    await env.api.deleteProduct({ as: env.admin, params: { id: product._id } });
    expect((await put(shopper, product._id, 1)).status).toBe(404);
  });

  it(`holds at most ${MAX_ORDER_LINES} products, and still lets a held line change`, async () => {
    const shopper = await env.newUser('cartfull');
    const products = await Promise.all(
      Array.from({ length: MAX_ORDER_LINES + 1 }, () => env.createProduct({ minimumOrder: 1 })),
    );
    for (const product of products.slice(0, MAX_ORDER_LINES)) await put(shopper, product._id, 1);
    const refused = await put(shopper, products.at(-1)!._id, 1);
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toBe(apiErrors.cartFull(MAX_ORDER_LINES));
    expect((await put(shopper, products[0]!._id, 3)).status).toBe(200);
    const cart = await cartOf(shopper);
    expect(cart.items).toHaveLength(MAX_ORDER_LINES);
    expect(cart.count).toBe(MAX_ORDER_LINES + 2);
  });

  it('belongs to one account: another customer neither sees nor changes it', async () => {
    const owner = await env.newUser('cartowner');
    const other = await env.newUser('cartother');
    const product = await env.createProduct({ minimumOrder: 1 });
    await put(owner, product._id, 2);
    expect((await cartOf(other)).items).toEqual([]);
    await env.api.removeCartItem({ as: other, params: { productId: product._id } });
    await env.api.clearCart({ as: other });
    expect((await cartOf(owner)).items.map((i) => i.quantity)).toEqual([2]);
  });

  it('an order takes its products out of the cart and leaves the rest; a refused order leaves it all', async () => {
    const shopper = await env.newUser('cartorder');
    const ordered = await env.createProduct({ minimumOrder: 1, availableQuentity: 10 });
    const kept = await env.createProduct({ minimumOrder: 1, availableQuentity: 10 });
    await put(shopper, ordered._id, 2);
    await put(shopper, kept._id, 1);

    const refused = await env.api.placeOrder({
      as: shopper,
      body: linesOrderBody([[ordered, 11]]),
    });
    expect(refused.status).toBe(400);
    expect((await cartOf(shopper)).items).toHaveLength(2);

    await env.placeOrder(shopper, ordered, 2);
    expect((await cartOf(shopper)).items.map((i) => i.productId)).toEqual([kept._id]);
  });
});
