/**
 * Categories, brands and search (docs/search.md): what staff and shoppers send and what the API
 * answers, written once for the forms and the server.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from './paging';
import { SEARCH_MAX, SEARCH_SORTS, SLUG_MAX, SLUG_PATTERN } from './searchTerms';
import { productOutSchema } from './responseSchemas';
import { BRAND_MAX, ID_PATTERN, MAX_PRODUCT_IDS, requiredText, taxRateField, text } from './schemas';
import { apiErrors } from './strings/apiMessages';
import { catalogueErrors as m } from './strings/catalogueMessages';
import { messages } from './strings/validation';

/** Categories nest at most this many levels: Tools > Power tools > Drills. */
export const MAX_CATEGORY_DEPTH = 3;
export const CATEGORY_NAME_MAX = 60;

/** A category's address name from its name: "Power tools" → "power-tools". */
export const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');

const slugField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.string({ error: m.slugInvalid }).max(SLUG_MAX, m.slugInvalid).regex(SLUG_PATTERN, m.slugInvalid),
);
const parentField = z
  .string({ error: m.unknownCategory })
  .regex(ID_PATTERN, m.unknownCategory)
  .nullable()
  .describe('The parent category, or null for a top-level one');
const rankField = z
  .number({ error: m.rankInvalid })
  .int(m.rankInvalid)
  .min(0, m.rankInvalid)
  .max(9999, m.rankInvalid);
const categoryTaxRate = taxRateField.describe(
  'The tax rate in percent of its products that name none of their own; null: the shop’s default',
);

/** `POST /category`: a name, and optionally its address name (else made from the name), parent and position. */
export const categoryCreateSchema = z.object({
  name: requiredText(m.categoryNameRequired).pipe(z.string().max(CATEGORY_NAME_MAX, m.categoryNameRequired)),
  slug: z.preprocess((v) => (v === '' || v === null ? undefined : v), slugField.optional()),
  parentId: parentField.optional(),
  rank: rankField.optional(),
  taxRate: categoryTaxRate.optional(),
});
export type CategoryCreateInput = z.input<typeof categoryCreateSchema>;
export type CategoryCreate = z.output<typeof categoryCreateSchema>;

/** `PATCH /category/{id}`: any of its fields. */
export const categoryPatchSchema = z
  .object({
    name: requiredText(m.categoryNameRequired).pipe(
      z.string().max(CATEGORY_NAME_MAX, m.categoryNameRequired),
    ),
    slug: slugField,
    parentId: parentField,
    rank: rankField,
    taxRate: categoryTaxRate,
  })
  .partial()
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), messages.nothingToChange);
export type CategoryPatchInput = z.input<typeof categoryPatchSchema>;
export type CategoryPatch = z.output<typeof categoryPatchSchema>;

export const categoryOutSchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    parentId: z.string().nullable(),
    rank: z.number().int(),
    taxRate: z
      .number()
      .nullable()
      .describe('The tax rate in percent of its products that name none; null: the shop’s default'),
    productCount: z.number().int().describe('Products for sale filed under it or its subcategories'),
  })
  .meta({ id: 'Category' });

const queryInt = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
const priceBound = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number({ error: m.badPriceBound }).min(0, m.badPriceBound).max(1_000_000, m.badPriceBound),
);

/** A yes-or-no of a query string, spelt `true` or `false`. */
const queryFlag = (name: string) => z.enum(['true', 'false'], { error: m.notTrueOrFalse(name) });

/** `GET /search`'s query; every part may be left out (no `q`: every tool, newest first by relevance). */
export const searchQuerySchema = z
  .strictObject({
    q: text().trim().max(SEARCH_MAX, m.searchTooLong(SEARCH_MAX)).optional(),
    category: text().trim().max(SLUG_MAX).optional().describe("A category's slug: it and its subcategories"),
    brand: text().trim().max(BRAND_MAX).optional(),
    minPrice: priceBound.optional().describe('Dollars'),
    maxPrice: priceBound.optional().describe('Dollars'),
    inStock: queryFlag('inStock').optional(),
    sort: z.enum(SEARCH_SORTS, { error: m.badSearchSort }).optional(),
    page: queryInt(1, 1_000_000, apiErrors.badPage).optional(),
    pageSize: queryInt(1, MAX_PAGE_SIZE, apiErrors.badPageSize).optional(),
    facets: queryFlag('facets')
      .optional()
      .describe(
        '`false`: the answer leaves `facets` out and the server counts none (for callers reading only `items`)',
      ),
  })
  .refine((o) => o.minPrice === undefined || o.maxPrice === undefined || o.minPrice <= o.maxPrice, {
    path: ['minPrice'],
    message: m.priceRangeReversed,
  });
/** `GET /product?ids=`: products named by their ids, comma-separated; the same id twice counts once. */
export const productIdsQuerySchema = z.strictObject({
  ids: z
    .string({ error: m.badProductIds(MAX_PRODUCT_IDS) })
    .transform((ids) => [...new Set(ids.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(z.string().regex(ID_PATTERN, m.badProductIds(MAX_PRODUCT_IDS)))
        .min(1, m.badProductIds(MAX_PRODUCT_IDS))
        .max(MAX_PRODUCT_IDS, m.badProductIds(MAX_PRODUCT_IDS)),
    )
    .describe(`Product ids (\`_id\`), comma-separated, 1 to ${MAX_PRODUCT_IDS}`),
});

export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

export const searchResultSchema = z
  .strictObject({
    items: z.array(productOutSchema),
    matchedVariant: z
      .strictObject({ productId: z.string(), variantId: z.string() })
      .optional()
      .describe(
        'When `q` is a SKU (any case) or barcode typed whole: the variant it names, whose price its card shows and whose page it opens',
      ),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    facets: z
      .strictObject({
        categories: z
          .array(z.strictObject({ slug: z.string(), name: z.string(), count: z.number().int() }))
          .describe(
            'Categories of the matches (every filter but the category), with their subcategories counted in',
          ),
        brands: z
          .array(z.strictObject({ name: z.string(), count: z.number().int() }))
          .describe('Brands of the matches (every filter but the brand)'),
        price: z
          .strictObject({ min: z.number().nullable(), max: z.number().nullable() })
          .describe('Dollars, over the matches (every filter but the price); null when nothing matches'),
      })
      .optional()
      .describe('Left out when the query says `facets=false`'),
  })
  .meta({ id: 'SearchResult' });
export type Category = z.output<typeof categoryOutSchema>;
export type SearchResult = z.output<typeof searchResultSchema>;
export type SearchFacets = NonNullable<SearchResult['facets']>;
