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
