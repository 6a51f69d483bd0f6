/**
 * `GET /search?facets=false` (docs/search.md), for callers reading only the tools: the same items,
 * total and page as with facets, `facets` left out, none counted by the statement that answers, and
 * the parameter and the answer documented as they are.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { searchStatement } from '../../src/server/catalogue/search';
import { queryRows } from '../../src/server/db/database';
import {
  searchQuerySchema,
  type SearchQueryInput,
  type SearchResult,
} from '../../src/shared/catalogueSchemas';
import { catalogueErrors } from '../../src/shared/strings/catalogueMessages';
import { addCategory } from './support/categories';
import { bodyOf, suiteEnvironment } from './support/environment';
import { createAnswerCheck, readOpenApi } from './support/openApi';

const env = suiteEnvironment();

const search = async (query: SearchQueryInput): Promise<SearchResult> =>
  bodyOf(await env.api.searchProducts({ query }));

beforeAll(async () => {
  const tools = await addCategory(env, 'Workbench');
  const power = await addCategory(env, 'Cordless', tools);
  const hand = await addCategory(env, 'Spanners', tools);
  const catalogue: [string, string, number, number, string][] = [
    ['Cordless Drill Driver', 'Makita', 129, 6, power._id],
    ['Cordless Impact Driver', 'DeWalt', 149, 0, power._id],
    ['Cordless Hammer Drill', 'Makita', 189, 3, power._id],
    ['Combination Spanner Set', 'Bahco', 39.5, 20, hand._id],
    ['Adjustable Spanner', 'Bahco', 22, 9, hand._id],
  ];
  for (const [name, brand, price, stock, categoryId] of catalogue) {
    await env.createProduct({ name, brand, price, availableQuentity: stock, categoryId });
  }
});

/** Searches that each leave some facet with something to count. */
const QUERIES: SearchQueryInput[] = [
  {},
  { q: 'drill' },
  { q: 'spaner' },
  { category: 'cordless', brand: 'Makita' },
  { inStock: 'true', minPrice: '30', sort: 'price_desc' },
  { sort: 'price_asc', pageSize: '2', page: '2' },
];

describe('GET /search?facets=false', () => {
  it('answers the same items, total and page as with facets, and leaves facets out', async () => {
    for (const query of QUERIES) {
      const faceted = await search(query);
      expect(faceted.items.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(faceted.facets?.brands.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(await search({ ...query, facets: 'true' })).toEqual(faceted);

      const { facets, ...page } = faceted;
      expect(facets).toBeDefined();
      expect(await search({ ...query, facets: 'false' }), JSON.stringify(query)).toStrictEqual(page);
    }
  });

  it('counts no facet: the statement that answers selects the tools, their total and a code’s variant alone', async () => {
    const columnsOf = async (query: SearchQueryInput) => {
      const [row] = await queryRows<Record<string, unknown>>(
        env.db,
        searchStatement(searchQuerySchema.parse(query)),
      );
      return Object.keys(row!).sort();
    };
    expect(await columnsOf({ q: 'drill', facets: 'false' })).toEqual(['exact_variant', 'items', 'total']);
    expect(await columnsOf({ q: 'drill' })).toEqual([
      'brands',
      'category_counts',
      'exact_variant',
      'items',
      'price',
      'total',
      'tree',
    ]);
  });

  it('refuses any other value of facets: 400 saying so', async () => {
    for (const facets of ['no', '0', 'FALSE', '']) {
      const res = await env.request('GET', `/api/search?${new URLSearchParams({ facets })}`);
      expect(res.status, facets).toBe(400);
      expect(JSON.stringify(res.body)).toContain(catalogueErrors.notTrueOrFalse('facets'));
    }
  });

  it('is documented: the parameter, and an answer without facets matching the documented schema', async () => {
    const doc = await readOpenApi(env.api);
    const operation = doc.paths['/api/search']!.get as {
      parameters: { name: string; in: string; description?: string; schema: { enum?: string[] } }[];
    };
    const facets = operation.parameters.find((parameter) => parameter.name === 'facets');
    expect(facets).toMatchObject({ in: 'query', schema: { enum: ['true', 'false'] } });
    expect(facets?.description).toContain('false');
    const check = createAnswerCheck(doc)('GET /search', 200)!;
    for (const query of ['q=drill&facets=false', 'q=drill']) {
      const res = await env.request('GET', `/api/search?${query}`);
      expect(res.status, query).toBe(200);
      const parsed = check.safeParse(res.body);
      expect(parsed.success, `${query}: ${parsed.error?.message}`).toBe(true);
    }
  });
});
