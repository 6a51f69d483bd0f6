/**
 * `GET /search` (docs/search.md): full-text search over the products' maintained tsvector, with
 * trigram similarity for typos, filters, facets (unless asked for none) and a page, in one statement
 * and one round trip.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SearchFacets, SearchQuery, SearchResult } from '../../shared/catalogueSchemas';
import { SEARCH_PAGE_SIZE } from '../../shared/searchTerms';
import { shortOfMinimumSql } from '../../shared/stock';
import { toCents, toDollars } from '../../shared/money';
import { queryRows, rowFrom, type Database } from '../db/database';
import { productVariants, products } from '../db/schema';
import { productOut } from '../serialize';

/** The columns a product card needs (../serialize.ts productOut reads no others). */
const CARD_COLUMNS = sql.raw(
  [
    'id',
    'name',
    'description',
    'img',
    'minimum_order',
    'available_quantity',
    'price_cents',
    'version',
    'created_at',
    'rating_total',
    'rating_count',
    'category_id',
    'brand',
    'options',
    'tax_rate_bp',
    'hsn_code',
    'unit',
  ]
    .map((column) => `p.${column}`)
    .join(', '),
);

/** The words of a search, lower-cased: letters and digits, at most eight of them. */
const MAX_WORDS = 8;
const wordsOf = (q: string): string[] =>
  q
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, MAX_WORDS) ?? [];

/** Facets are counted unless the query says `facets=false`. */
const withFacets = (query: SearchQuery): boolean => query.facets !== 'false';

const and = (parts: SQL[]): SQL => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

/** The search as one SQL statement; the benchmark's bare server runs exactly this. */
export function searchStatement(query: SearchQuery): SQL {
  const q = query.q?.trim() ?? '';
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? SEARCH_PAGE_SIZE;
  const sort = query.sort ?? 'relevance';
  const filters = {
    category: query.category ? [sql`m.category_id in (select id from chosen)`] : [],
    brand: query.brand ? [sql`lower(m.brand) = lower(${query.brand})`] : [],
    price: [
      ...(query.minPrice !== undefined ? [sql`m.price_cents >= ${toCents(query.minPrice)}`] : []),
      ...(query.maxPrice !== undefined ? [sql`m.price_cents <= ${toCents(query.maxPrice)}`] : []),
    ],
    stock:
      query.inStock === 'true'
        ? [sql`not ${shortOfMinimumSql(sql, sql`m.available_quantity`, sql`m.minimum_order`)}`]
        : [],
  };
  const all = and([...filters.category, ...filters.brand, ...filters.price, ...filters.stock]);
  const order: Record<typeof sort, SQL> = {
    relevance: q ? sql`m.exact desc, m.score desc, m.created_at desc, m.id` : sql`m.created_at, m.id`,
    price_asc: sql`m.price_cents, m.id`,
    price_desc: sql`m.price_cents desc, m.id`,
    newest: sql`m.created_at desc, m.id desc`,
    rating: sql`m.rating desc nulls last, m.rating_count desc, m.id`,
  };
  const words = wordsOf(q);
  // Every word must be found: by its stem, or (a typo) by trigram similarity to a word of the name,
  // brand or category. A word that is only a stop word ("the") finds everything, as in any search.
  const eachWord = and(
    words.map(
      (word) =>
        sql`(numnode(plainto_tsquery('english', ${word})) = 0 or p.search_vector @@ plainto_tsquery('english', ${word}) or ${word} <% p.search_text)`,
    ),
  );
  // A code typed whole names one product: only it matches, not the products whose codes look alike.
  const byWords = sql`(words.exact is null and ${words.length > 0 ? eachWord : sql`false`})`;
  const matched = sql`select p.id, p.category_id, p.brand, p.price_cents, p.available_quantity, p.minimum_order, p.created_at,
      p.rating_total::float8 / nullif(p.rating_count, 0) as rating, p.rating_count,
      ${q ? sql`ts_rank_cd(p.search_vector, words.ts) + word_similarity(words.lowered, p.search_text)` : sql`0`} as score,
      coalesce(p.id = words.exact, false) as exact
    from products p, words
    where p.archived_at is null and ${q ? sql`(p.id = words.exact or ${byWords})` : sql`true`}`;
  // Each facet counts the matches under every filter but its own; `tree` lets the categories' counts
  // roll up to their parents.
  const facetColumns = sql`,
    (select coalesce(json_agg(json_build_object('id', f.category_id, 'count', f.n)), '[]') from (
      select m.category_id, count(*)::int as n from matched m
      where m.category_id is not null and ${and([...filters.brand, ...filters.price, ...filters.stock])}
      group by m.category_id
    ) f) as category_counts,
    (select coalesce(json_agg(json_build_object('name', f.brand, 'count', f.n) order by f.n desc, f.brand), '[]') from (
      select m.brand, count(*)::int as n from matched m
      where m.brand <> '' and ${and([...filters.category, ...filters.price, ...filters.stock])}
      group by m.brand
    ) f) as brands,
    (select json_build_object('min', min(m.price_cents), 'max', max(m.price_cents)) from matched m
      where ${and([...filters.category, ...filters.brand, ...filters.stock])}) as price,
    (select coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'parentId', c.parent_id, 'rank', c.rank)), '[]')
      from categories c) as tree`;
  return sql`with recursive
    chosen as (
      select id from categories where slug = ${query.category ?? ''}
      union all
      select c.id from categories c join chosen on c.parent_id = chosen.id
    ),
    words as (
      select plainto_tsquery('english', ${q}) as ts, lower(${q}) as lowered,
        code.product_id as exact, code.id as exact_variant
      -- A SKU (any case) or barcode typed whole: its variant and product.
      from (select 1) one left join lateral (
        select v.product_id, v.id from product_variants v
        where v.archived_at is null
          and ((v.sku is not null and lower(v.sku) = lower(${q})) or (v.barcode is not null and v.barcode = ${q}))
        limit 1
      ) code on true
    ),
    matched as materialized (${matched})
  select
    (select count(*)::int from matched m where ${all}) as total,
    (select exact_variant from words) as exact_variant,
    (select coalesce(json_agg(row_to_json(card) order by card.position), '[]') from (
      select ${CARD_COLUMNS}, chosen_page.position,
        (select coalesce(json_agg(row_to_json(v) order by v.rank, v.created_at), '[]')
          from product_variants v where v.product_id = p.id and v.archived_at is null) as variants
      from (
        select m.id, row_number() over (order by ${order[sort]}) as position
        from matched m where ${all} order by ${order[sort]}
        limit ${pageSize} offset ${(page - 1) * pageSize}
      ) chosen_page
      join products p on p.id = chosen_page.id
    ) card) as items${withFacets(query) ? facetColumns : sql``}`;
}

/** The facet columns: absent when the query asked for none. */
interface FacetColumns {
  category_counts: { id: string; count: number }[] | string;
  brands: { name: string; count: number }[] | string;
  price: { min: number | null; max: number | null } | string;
  tree: { id: string; slug: string; name: string; parentId: string | null; rank: number }[] | string;
}

type SearchRow = {
  total: number;
  exact_variant: string | null;
  items: Record<string, unknown>[] | string;
} & (FacetColumns | Partial<Record<keyof FacetColumns, undefined>>);

/** node-postgres parses json columns; PGlite may hand them over as text. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function facetsOf(row: FacetColumns): SearchFacets {
  const tree = parsed(row.tree);
  const byId = new Map(tree.map((category) => [category.id, category]));
  // A match in Drills counts for Power tools and Tools too.
  const counts = new Map<string, number>();
  for (const { id, count } of parsed(row.category_counts)) {
    for (let at = byId.get(id); at; at = byId.get(at.parentId ?? ''))
      counts.set(at.id, (counts.get(at.id) ?? 0) + count);
  }
  const price = parsed(row.price);
  return {
    categories: tree
      .filter((category) => counts.has(category.id))
      .sort(
        (a, b) => counts.get(b.id)! - counts.get(a.id)! || a.rank - b.rank || a.name.localeCompare(b.name),
      )
      .map((category) => ({ slug: category.slug, name: category.name, count: counts.get(category.id)! })),
    brands: parsed(row.brands),
    price: {
      min: price.min === null ? null : toDollars(price.min),
      max: price.max === null ? null : toDollars(price.max),
    },
  };
}

export async function searchProducts(db: Database, query: SearchQuery): Promise<SearchResult> {
  const [row] = await queryRows<SearchRow>(db, searchStatement(query));
  const { total, items, exact_variant: exactVariant, ...facetColumns } = row!;
  const cards = parsed(items).map((json) =>
    productOut(
      rowFrom(products, json),
      (json.variants as Record<string, unknown>[]).map((variant) => rowFrom(productVariants, variant)),
    ),
  );
  const namedByCode = cards.find((card) => card.variants.some((variant) => variant._id === exactVariant));
  return {
    items: cards,
    ...(namedByCode && { matchedVariant: { productId: namedByCode._id, variantId: exactVariant! } }),
    total,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? SEARCH_PAGE_SIZE,
    ...(facetColumns.tree !== undefined && { facets: facetsOf(facetColumns) }),
  };
}
