/**
 * `GET /search` among many codes that look alike (docs/search.md): a SKU or barcode typed whole is
 * looked up by its unique index and answers its product alone, first, its variant named; the same
 * digits that are no code find nothing (codes are never matched by trigrams). And the words of a
 * search: each must be found, by its stem or a typo of it, and a stop word finds everything.
 */
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillLargeCatalogue, type LargeProduct } from '../../scripts/largeCatalogue';
import { productVariants } from '../../src/server/db/schema';
import type { SearchQueryInput, SearchResult } from '../../src/shared/catalogueSchemas';
import { bodyOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

const search = async (query: SearchQueryInput): Promise<SearchResult> =>
  bodyOf(await env.api.searchProducts({ query }));

let made: LargeProduct[];
/** Every variant of the catalogue: 60 products in 180 variants, their barcodes one apart. */
let variants: { id: string; productId: string; sku: string | null; barcode: string | null }[];

beforeAll(async () => {
  made = await env.db.transaction((tx) =>
    fillLargeCatalogue(tx, { count: 60, variantsPerProduct: 3, tag: 'code' }),
  );
  variants = await env.db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      barcode: productVariants.barcode,
    })
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        made.map((product) => product.id),
      ),
    );
});

describe('a code typed whole', () => {
  it('answers its product alone, first, and names its variant: a barcode, a SKU in any case', async () => {
    const [named] = variants.filter((variant) => variant.sku?.endsWith('-43-2'));
    const answer = { productId: named!.productId, variantId: named!.id };
    for (const q of [named!.barcode!, named!.sku!, named!.sku!.toLowerCase()]) {
      const result = await search({ q });
      expect(
        result.items.map((product) => product._id),
        q,
      ).toEqual([named!.productId]);
      expect(result.total, q).toBe(1);
      expect(result.matchedVariant, q).toEqual(answer);
      expect(result.facets?.brands.map((brand) => brand.count)).toEqual([1]);
    }
    // The same digits but its check digit are no code: a mistyped barcode finds nothing, not every
    // barcode that shares its digits (codes are matched whole, never by trigrams).
    const digits = named!.barcode!;
    const noCode = `${digits.slice(0, -1)}${(Number(digits.at(-1)) + 1) % 10}`;
    expect(variants.some((variant) => variant.barcode === noCode)).toBe(false);
    const mistyped = await search({ q: noCode });
    expect([mistyped.total, mistyped.items, mistyped.matchedVariant]).toEqual([0, [], undefined]);
  });

  it('outside the filters, finds nothing and names no variant', async () => {
    const [named] = variants.filter((variant) => variant.sku?.endsWith('-43-2'));
    const result = await search({ q: named!.barcode!, brand: 'No such brand' });
    expect([result.total, result.items, result.matchedVariant]).toEqual([0, [], undefined]);
  });
});

describe('words', () => {
  it('each must be found, by its stem or a typo of it; a stop word finds everything', async () => {
    const all = (await search({ q: '' })).total;
    expect(all).toBe(60);
    const drills = await search({ q: 'drills', pageSize: 100 });
    expect(drills.total).toBeGreaterThan(0);
    expect(drills.items.every((product) => /drill/i.test(product.name))).toBe(true);
    // A typo beside a stem, and a stop word beside them, find the same tools.
    const typo = await search({ q: 'the dril drills', pageSize: 100 });
    expect(typo.items.map((product) => product._id).sort()).toEqual(
      drills.items.map((product) => product._id).sort(),
    );
    expect((await search({ q: 'the' })).total).toBe(all);
    expect((await search({ q: 'drills zzyzx' })).total).toBe(0);
  });
});
