/**
 * What a placed order tells every signed-in stream of the products it took from (docs/orders.md, Events):
 * each product as the catalogue now has it, with all its live variants in their order, the ordered
 * ones' stock taken and the others' untouched, and no archived one; read by the placing statement.
 */
import { describe, expect, it } from 'vitest';
import type { Product, ShopEvent } from '../../src/shared/entities';
import { bodyOf, suiteEnvironment } from './support/environment';
import { SHIPPING } from './support/constants';

const env = suiteEnvironment({ env: { MAX_HELD_SHARE: '1' } });

/** A vice in three jaw widths at stock 10, 20 and 30, its last width then archived. */
async function vice(): Promise<Product> {
  const widths = ['100 mm', '125 mm', '150 mm'];
  const made = await env.createProduct({
    name: 'Bench Vice',
    options: [{ name: 'Jaw', values: widths }],
    variants: widths.map((width, i) => ({
      options: { Jaw: width },
      price: 40 + i,
      availableQuantity: 10 * (i + 1),
    })),
  } as never);
  const [narrow, middle] = made.variants;
  return bodyOf(
    await env.api.editProduct({
      as: env.admin,
      params: { id: made._id },
      headers: { 'if-match': String(made.version) },
      body: {
        variants: [
          { _id: narrow!._id, options: { Jaw: widths[0] } },
          { _id: middle!._id, options: { Jaw: widths[1] } },
        ],
      } as never,
    }),
  );
}

const productEvent = (id: string, stock: number) => (e: ShopEvent) =>
  e.kind === 'product' && e.product._id === id && e.product.availableQuentity === stock;

describe('the product a placed order took from, as announced', () => {
  it('carries every live variant in order, the ordered ones taken, the rest as they were', async () => {
    const product = await vice();
    const [narrow, middle] = product.variants;
    expect(product.variants).toHaveLength(2);
    const stream = await env.openStream(env.userB);
    try {
      bodyOf(
        await env.api.placeOrder({
          as: env.userA,
          body: {
            lines: [{ productId: product._id, variantId: middle!._id, quantity: 3 }],
            ...SHIPPING,
          } as never,
        }),
      );
      const announced = await stream.next(productEvent(product._id, 27));
      expect(announced.kind === 'product' && announced.product.variants).toEqual([
        expect.objectContaining({ _id: narrow!._id, availableQuantity: 10 }),
        expect.objectContaining({ _id: middle!._id, availableQuantity: 17 }),
      ]);
      const listed = bodyOf(await env.api.listProducts()).find((p) => p._id === product._id);
      expect(announced.kind === 'product' && announced.product).toEqual(listed);
    } finally {
      stream.close();
    }
  });
});
