/**
 * `GET /product?ids=` (docs/search.md): the products a signed-out visitor's cart names, as the
 * catalogue has them, in the order asked; gone ones left out; what a client can get wrong is a 400
 * naming `ids`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, Variant } from '../../src/shared/entities';
import { MAX_PRODUCT_IDS } from '../../src/shared/schemas';
import { catalogueErrors } from '../../src/shared/strings/catalogueMessages';
import { bodyOf, errorOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

let level: Product;
let sockets: Product;
let archived: Product;

const byIds = (ids: string) => env.api.productsByIds({ query: { ids } });
const idsOf = (products: Product[]) => products.map((product) => product._id);

beforeAll(async () => {
  level = await env.createProduct({ name: 'Spirit Level 600 mm', price: 21.5, availableQuentity: 9 });
  sockets = await env.createProduct({
    name: 'Socket Set',
    options: [{ name: 'Drive', values: ['1/4 in', '1/2 in'] }],
    variants: [
      { options: { Drive: '1/4 in' }, price: 18, availableQuantity: 7 },
      { options: { Drive: '1/2 in' }, price: 32.25, availableQuantity: 3 },
    ] as never,
  });
  archived = await env.createProduct({ name: 'Retired Hand Drill' });
  bodyOf(await env.api.deleteProduct({ as: env.admin, params: { id: archived._id } }));
});

describe('GET /product?ids=', () => {
  it('answers each product as the catalogue has it, variants and all, in the order asked', async () => {
    const answer = bodyOf(await byIds(`${sockets._id},${level._id}`));
    const catalogue = bodyOf(await env.api.listProducts());
    expect(answer).toEqual([
      catalogue.find((product) => product._id === sockets._id),
      catalogue.find((product) => product._id === level._id),
    ]);
    expect(
      answer[0]!.variants.map((variant) => [variant.title, variant.price, variant.availableQuantity]),
    ).toEqual([
      ['1/4 in', 18, 7],
      ['1/2 in', 32.25, 3],
    ]);
    expect(answer[1]).toMatchObject({ name: 'Spirit Level 600 mm', price: 21.5, availableQuentity: 9 });
  });

  it('leaves out archived and unknown ids, and names a product asked twice once', async () => {
    const answer = bodyOf(await byIds(`${archived._id},${level._id},noSuchProduct123,${level._id}`));
    expect(idsOf(answer)).toEqual([level._id]);
    expect(bodyOf(await byIds(archived._id))).toEqual([]);
  });

  it('follows a change of price and stock at once', async () => {
    const [quarter, half] = sockets.variants as [Variant, Variant];
    const edited = await env.api.editProduct({
      as: env.admin,
      params: { id: sockets._id },
      headers: { 'if-match': String(sockets.version) },
      body: {
        variants: [
          { _id: quarter._id, options: quarter.options, price: 19 },
          { _id: half._id, options: half.options, availableQuantity: 5 },
        ],
      } as never,
    });
    expect(edited.status).toBe(200);
    const [answer] = bodyOf(await byIds(sockets._id));
    expect(answer!.variants.map((variant) => [variant.price, variant.availableQuantity])).toEqual([
      [19, 7],
      [32.25, 5],
    ]);
    expect(answer).toMatchObject({ price: 19, availableQuentity: 12 });
  });

  it('takes as many ids as a batch may hold, and refuses more, none, or one no product could have', async () => {
    const full = Array.from({ length: MAX_PRODUCT_IDS - 1 }, (_, i) => `unknown${i}`);
    expect(idsOf(bodyOf(await byIds([level._id, ...full].join(','))))).toEqual([level._id]);
    const refusals = [
      [...full, 'one', 'more'].join(','),
      '',
      ',',
      `${level._id},not an id`,
      `${level._id};drop table products`,
      'x'.repeat(65),
    ];
    for (const ids of refusals) {
      const res = await byIds(ids);
      expect(res.status, ids).toBe(400);
      expect(errorOf(res).message, ids).toBe(catalogueErrors.badProductIds(MAX_PRODUCT_IDS));
    }
    const missing = await env.request('GET', '/api/product');
    expect(missing.status).toBe(400);
  });
});
