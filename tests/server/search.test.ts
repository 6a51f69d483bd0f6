/**
 * `GET /search` (docs/search.md): words matched by full-text search and, for typos, by trigram
 * similarity; category (with its subcategories), brand, price and stock filters; facets counted
 * under every filter but their own; sorts and pages; and whatever a visitor types answers.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema';
import type { Category, SearchQueryInput, SearchResult } from '../../src/shared/catalogueSchemas';
import type { Product } from '../../src/shared/entities';
import { catalogueErrors } from '../../src/shared/strings/catalogueMessages';
import { addCategory } from './support/categories';
import { bodyOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

let tools: Category;
let hand: Category;
let screwdrivers: Category;
let power: Category;
const made: Record<string, Product> = {};

const search = async (query: SearchQueryInput): Promise<SearchResult> =>
  bodyOf(await env.api.searchProducts({ query }));
const names = (result: SearchResult) => result.items.map((p) => p.name);

beforeAll(async () => {
  tools = await addCategory(env, 'Workshop');
  hand = await addCategory(env, 'Hand tools', tools);
  screwdrivers = await addCategory(env, 'Screwdrivers', hand);
  power = await addCategory(env, 'Power tools', tools);
  const catalogue: [string, string, string, number, number, string][] = [
    ['Precision Screwdriver Set', 'Six drivers for electronics.', 'Wera', 19.5, 40, screwdrivers._id],
    ['Ratcheting Screwdriver', 'Bits stored in the handle.', 'Stanley', 24, 0, screwdrivers._id],
    ['Combination Pliers', 'Grip, bend and cut wire.', 'Knipex', 31, 12, hand._id],
    ['Cordless Hammer Drill', 'Drills into brick and concrete.', 'Makita', 149, 5, power._id],
    ['Orbital Sander', 'Smooth finish on timber.', 'Makita', 79, 8, power._id],
  ];
  for (const [name, description, brand, price, stock, categoryId] of catalogue) {
    made[name] = await env.createProduct({
      name,
      description,
      brand,
      price,
      availableQuentity: stock,
      categoryId,
    });
  }
});

describe('GET /search', () => {
  it('finds by name, description, brand and category words', async () => {
    expect(names(await search({ q: 'pliers' }))).toEqual(['Combination Pliers']);
    expect(names(await search({ q: 'concrete' }))).toEqual(['Cordless Hammer Drill']);
    expect(names(await search({ q: 'knipex' }))).toEqual(['Combination Pliers']);
    expect(names(await search({ q: 'power tools' })).sort()).toEqual([
      'Cordless Hammer Drill',
      'Orbital Sander',
    ]);
  });

  it('forgives a typo: "screwdrivr" finds the screwdrivers', async () => {
    const result = await search({ q: 'screwdrivr' });
    expect(names(result).sort()).toEqual(['Precision Screwdriver Set', 'Ratcheting Screwdriver']);
    expect(names(await search({ q: 'makitta sandr' }))[0]).toBe('Orbital Sander');
    expect(names(await search({ q: 'knipx' }))).toEqual(['Combination Pliers']);
    // A typo is matched against names, brands and categories; a description's word needs its stem.
    expect(names(await search({ q: 'electronics' }))).toEqual(['Precision Screwdriver Set']);
    expect(names(await search({ q: 'electronis' }))).toEqual([]);
  });

  it('filters by a category and its subcategories, by brand, by price and by stock', async () => {
    expect((await search({ category: tools.slug })).total).toBe(5);
    expect(names(await search({ category: hand.slug, sort: 'price_asc' }))).toEqual([
      'Precision Screwdriver Set',
      'Ratcheting Screwdriver',
      'Combination Pliers',
    ]);
    expect(names(await search({ brand: 'makita', sort: 'price_asc' }))).toEqual([
      'Orbital Sander',
      'Cordless Hammer Drill',
    ]);
    expect(names(await search({ minPrice: 20, maxPrice: 80, sort: 'price_asc' }))).toEqual([
      'Ratcheting Screwdriver',
      'Combination Pliers',
      'Orbital Sander',
    ]);
    expect(names(await search({ category: screwdrivers.slug, inStock: 'true' }))).toEqual([
      'Precision Screwdriver Set',
    ]);
    expect((await search({ category: 'no-such-category' })).total).toBe(0);
  });

  it('counts facets under every filter but their own, categories rolled up to their parents', async () => {
    const result = await search({ category: power.slug, brand: 'Makita' });
    expect(result.total).toBe(2);
    // Categories ignore the category filter: Makita's two tools are both power tools.
    expect(result.facets?.categories).toEqual([
      { slug: tools.slug, name: 'Workshop', count: 2 },
      { slug: power.slug, name: 'Power tools', count: 2 },
    ]);
    // Brands ignore the brand filter: every brand in Power tools.
    expect(result.facets?.brands).toEqual([{ name: 'Makita', count: 2 }]);
    expect(result.facets?.price).toEqual({ min: 79, max: 149 });

    const all = await search({ category: tools.slug });
    expect(all.facets?.categories).toEqual(
      expect.arrayContaining([
        { slug: tools.slug, name: 'Workshop', count: 5 },
        { slug: hand.slug, name: 'Hand tools', count: 3 },
        { slug: screwdrivers.slug, name: 'Screwdrivers', count: 2 },
      ]),
    );
    expect(all.facets?.brands[0]).toEqual({ name: 'Makita', count: 2 });
    expect(all.facets?.price).toEqual({ min: 19.5, max: 149 });
    expect((await search({ q: 'nothing-like-this-xyz' })).facets?.price).toEqual({ min: null, max: null });
  });

  it('counts each facet under all four filters but its own at once', async () => {
    const result = await search({
      category: tools.slug,
      brand: 'Makita',
      minPrice: 20,
      maxPrice: 100,
      inStock: 'true',
    });
    expect(names(result)).toEqual(['Orbital Sander']);
    expect(result.total).toBe(1);
    // In the workshop, $20 to $100 and in stock: the pliers and the sander (the ratcheting driver has none).
    expect(result.facets?.brands).toEqual([
      { name: 'Knipex', count: 1 },
      { name: 'Makita', count: 1 },
    ]);
    // Makita's, $20 to $100 and in stock, anywhere: the sander alone.
    expect(result.facets?.categories).toEqual([
      { slug: tools.slug, name: 'Workshop', count: 1 },
      { slug: power.slug, name: 'Power tools', count: 1 },
    ]);
    // Makita's in the workshop and in stock, at any price: the drill and the sander.
    expect(result.facets?.price).toEqual({ min: 79, max: 149 });
  });

  it('sorts by price, newest and rating, and pages', async () => {
    const scope = { category: tools.slug };
    expect(names(await search({ ...scope, sort: 'price_desc' }))[0]).toBe('Cordless Hammer Drill');
    expect(names(await search({ ...scope, sort: 'newest' }))[0]).toBe('Orbital Sander');
    expect(names(await search({ ...scope, sort: 'relevance' }))[0]).toBe('Precision Screwdriver Set');
    const first = await search({ ...scope, sort: 'price_asc', pageSize: 2, page: 1 });
    const third = await search({ ...scope, sort: 'price_asc', pageSize: 2, page: 3 });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(names(first)).toEqual(['Precision Screwdriver Set', 'Ratcheting Screwdriver']);
    expect(names(third)).toEqual(['Cordless Hammer Drill']);
    expect((await search({ ...scope, page: 9 })).items).toEqual([]);
    // Reviews reach a tool only through a delivered order; its rating sums are set here instead.
    const rate = (name: string, ratingTotal: number, ratingCount: number) =>
      env.db.update(products).set({ ratingTotal, ratingCount }).where(eq(products.id, made[name]!._id));
    await rate('Ratcheting Screwdriver', 9, 2);
    await rate('Orbital Sander', 5, 1);
    const rated = await search({ ...scope, sort: 'rating' });
    expect(rated.total).toBe(5);
    expect(names(rated).slice(0, 2)).toEqual(['Orbital Sander', 'Ratcheting Screwdriver']);
  });

  it('finds a tool by its SKU or barcode: an exact code puts its product first', async () => {
    const res = await env.api.addProduct({
      as: env.admin,
      body: {
        name: 'Screwdriver Bit Holder',
        description: 'Magnetic, quick-release; holds screwdriver bits.',
        img: made['Combination Pliers']!.img,
        minimumOrder: 1,
        brand: 'Wera',
        categoryId: screwdrivers._id,
        options: [{ name: 'Length', values: ['60 mm', '150 mm'] }],
        variants: [
          {
            options: { Length: '60 mm' },
            sku: 'WBH-060',
            barcode: '4013288000002',
            price: 9,
            availableQuantity: 5,
          },
          { options: { Length: '150 mm' }, sku: 'WBH-150', price: 14, availableQuantity: 5 },
        ],
      },
    });
    expect(res.status).toBe(201);
    // "screwdriver" alone ranks the screwdrivers by their names; the SKU puts the holder first.
    expect(names(await search({ q: 'wbh-150' }))[0]).toBe('Screwdriver Bit Holder');
    expect(names(await search({ q: 'WBH-060' }))).toEqual(['Screwdriver Bit Holder']);
    expect(names(await search({ q: '4013288000002' }))).toEqual(['Screwdriver Bit Holder']);
    const card = (await search({ q: 'wbh-150' })).items[0]!;
    expect(card.variants.map((v) => v.sku)).toEqual(['WBH-060', 'WBH-150']);
    expect(card.price).toBe(9);
    // An archived variant's code finds nothing any more.
    const [first] = card.variants;
    await env.api.editProduct({
      as: env.admin,
      params: { id: card._id },
      headers: { 'if-match': String(card.version) },
      body: {
        options: [{ name: 'Length', values: ['60 mm'] }],
        variants: [
          { _id: first!._id, options: { Length: '60 mm' }, price: 9, availableQuantity: 5, sku: 'WBH-060' },
        ],
      },
    });
    expect((await search({ q: 'WBH-150' })).total).toBe(0);
    await env.api.deleteProduct({ as: env.admin, params: { id: card._id } });
  });

  it('lists only the product an exact code names, and names its variant', async () => {
    const tool = (name: string, variants: Record<string, unknown>[], options: string[] = []) =>
      env.api.addProduct({
        as: env.admin,
        body: {
          name,
          description: 'Sold by the piece.',
          img: made['Combination Pliers']!.img,
          minimumOrder: 1,
          brand: 'Makita',
          categoryId: power._id,
          options: options.length ? [{ name: 'Battery', values: options }] : [],
          variants,
        } as never,
      });
    const drill = bodyOf(
      await tool(
        'Cordless Drill Driver',
        [
          {
            options: { Battery: '2 Ah' },
            sku: 'CDD-2AH',
            barcode: '4013288000019',
            price: 99,
            availableQuantity: 4,
          },
          {
            options: { Battery: '5 Ah' },
            sku: 'CDD-5AH',
            barcode: '4013288000026',
            price: 139,
            availableQuantity: 3,
          },
        ],
        ['2 Ah', '5 Ah'],
      ),
    );
    // A barcode one digit away from the drill's: alike by trigrams, but another tool.
    const lookalike = bodyOf(
      await tool('Jigsaw Blade Pack', [
        { barcode: '4013288000033', sku: 'JBP-10', price: 6, availableQuantity: 9 },
      ]),
    );
    const [twoAh, fiveAh] = drill.variants;

    const bySku = await search({ q: 'cdd-5ah' });
    expect(names(bySku)).toEqual(['Cordless Drill Driver']);
    expect(bySku.matchedVariant).toEqual({ productId: drill._id, variantId: fiveAh!._id });
    const byBarcode = await search({ q: '4013288000026' });
    expect(byBarcode.total).toBe(1);
    expect(byBarcode.matchedVariant).toEqual({ productId: drill._id, variantId: fiveAh!._id });
    expect((await search({ q: '4013288000019' })).matchedVariant?.variantId).toBe(twoAh!._id);
    // Words name no variant; a code outside the filters names none on the page.
    expect((await search({ q: 'cordless drill' })).matchedVariant).toBeUndefined();
    const filteredOut = await search({ q: 'CDD-5AH', category: hand.slug });
    expect([filteredOut.total, filteredOut.matchedVariant]).toEqual([0, undefined]);
    await env.api.deleteProduct({ as: env.admin, params: { id: drill._id } });
    await env.api.deleteProduct({ as: env.admin, params: { id: lookalike._id } });
  });

  it('answers product cards: the catalogue’s own product shape', async () => {
    const [card] = (await search({ q: 'pliers' })).items;
    const listed = bodyOf(await env.api.listProducts()).find(
      (p) => p._id === made['Combination Pliers']!._id,
    );
    expect(card).toEqual(listed);
  });

  it('finds a renamed category’s products by the new name', async () => {
    await env.api.editCategory({
      as: env.admin,
      params: { id: hand._id },
      body: { name: 'Bench essentials' },
    });
    expect(names(await search({ q: 'bench essentials' })).sort()).toEqual([
      'Combination Pliers',
      'Precision Screwdriver Set',
      'Ratcheting Screwdriver',
    ]);
    await env.api.editCategory({ as: env.admin, params: { id: hand._id }, body: { name: 'Hand tools' } });
  });

  it('refuses a page size over 100, a bad sort, reversed prices and a search over 200 characters: 400 saying why', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ pageSize: '101' }, 'pageSize must be a whole number from 1 to 100'],
      [{ sort: 'cheapest' }, catalogueErrors.badSearchSort],
      [{ minPrice: '50', maxPrice: '10' }, catalogueErrors.priceRangeReversed],
      [{ minPrice: 'cheap' }, catalogueErrors.badPriceBound],
      [{ inStock: 'yes' }, catalogueErrors.notTrueOrFalse('inStock')],
      [{ q: 'x'.repeat(5000) }, catalogueErrors.searchTooLong(200)],
    ];
    for (const [query, message] of cases) {
      const res = await env.request('GET', `/api/search?${new URLSearchParams(query)}`);
      expect(res.status, JSON.stringify(query).slice(0, 60)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });

  it('answers hostile words, categories and brands without a server error', async () => {
    const hostile = [
      "'; drop table products; --",
      "screwdriver' or 1=1 --",
      '%_\\',
      '!!! & | :* <-> ()',
      '"unterminated',
      '🔧🪛 screwdriver',
      '🔧',
      'a',
      '\u0000',
      'x\u0000y',
      'null',
      ' '.repeat(150),
      '字'.repeat(200),
    ];
    // Every text the search takes: the words, a category's slug and a brand.
    for (const value of hostile) {
      for (const name of ['q', 'category', 'brand']) {
        const res = await env.request('GET', `/api/search?${new URLSearchParams({ [name]: value })}`);
        expect(res.status, `${name}=${value.slice(0, 30)}`).toBeLessThan(500);
        expect([200, 400]).toContain(res.status);
      }
    }
    expect(names(await search({ q: '🔧🪛 screwdriver' })).length).toBeGreaterThan(0);
    // A name that looks like markup is found by every word of it, as typed and mistyped.
    const markup = 'Torque Wrench x9 </script><b>bold</b>';
    const wrench = await env.createProduct({ name: markup });
    for (const q of [markup, 'wrench script bold', 'torque scriptt'])
      expect(
        (await search({ q })).items.map((p) => p._id),
        q,
      ).toEqual([wrench._id]);
    expect((await env.request('GET', '/api/search?q=a&q=b')).status).toBe(400);
    expect((await env.api.listProducts()).status).toBe(200);
  });
});
