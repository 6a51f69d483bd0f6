/**
 * `GET /search?inStock=true` keeps only what a customer can order: a tool with less stock than its
 * minimum order is sold out on its card, so it is not "in stock" in the filter either.
 */
import { expect, it } from 'vitest';
import { bodyOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

it('leaves out a tool whose stock is below its minimum order, and keeps one with exactly enough', async () => {
  const brand = 'Stockcheck';
  for (const [name, availableQuentity, minimumOrder] of [
    ['Short Clamp', 3, 5],
    ['Enough Clamp', 5, 5],
    ['Empty Clamp', 0, 1],
    ['Single Clamp', 1, 1],
  ] as const)
    await env.createProduct({ name, brand, availableQuentity, minimumOrder });

  const found = async (inStock?: 'true') =>
    bodyOf(await env.api.searchProducts({ query: { brand, sort: 'price_asc', ...(inStock && { inStock }) } }))
      .items.map((tool) => tool.name)
      .sort();
  expect(await found()).toEqual(['Empty Clamp', 'Enough Clamp', 'Short Clamp', 'Single Clamp']);
  expect(await found('true')).toEqual(['Enough Clamp', 'Single Clamp']);
});

it('follows the stock as it moves: a tool an order leaves short of its minimum leaves the filter and its facets, and a count brings it back', async () => {
  const brand = 'Sellout';
  const lastVice = await env.createProduct({
    name: 'Last Vice',
    brand,
    price: 9,
    availableQuentity: 3,
    minimumOrder: 2,
  });
  await env.createProduct({ name: 'Spare Vice', brand, price: 30, availableQuentity: 50, minimumOrder: 1 });
  const inStock = async () => {
    const { items, total, facets } = bodyOf(
      await env.api.searchProducts({ query: { brand, inStock: 'true', sort: 'price_asc' } }),
    );
    return {
      names: items.map((tool) => tool.name),
      total,
      brandCount: facets!.brands.find((facet) => facet.name === brand)?.count,
      price: facets!.price,
    };
  };
  const both = { names: ['Last Vice', 'Spare Vice'], total: 2, brandCount: 2, price: { min: 9, max: 30 } };
  expect(await inStock()).toEqual(both);

  await env.placeOrder(await env.newUser('sellout'), lastVice, 2);
  expect(await inStock()).toEqual({
    names: ['Spare Vice'],
    total: 1,
    brandCount: 1,
    price: { min: 30, max: 30 },
  });

  bodyOf(
    await env.api.adjustStock({
      as: env.admin,
      body: { variantId: lastVice._id, kind: 'count', quantity: 4 },
    }),
  );
  expect(await inStock()).toEqual(both);
});
