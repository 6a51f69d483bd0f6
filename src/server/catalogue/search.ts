/**
 * `GET /search` (docs/search.md): full-text search over the products' maintained tsvector, with
 * trigram similarity for typos, filters, facets (unless asked for none) and a page, in one statement
 * and one round trip.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SearchFacets, SearchQuery, SearchResult } from '../../shared/catalogueSchemas';
import { SEARCH_PAGE_SIZE } from '../../shared/searchTerms';
import { toCents, toDollars } from '../../shared/money';
import { queryPreparedRows, rowFrom, type Database } from '../db/database';
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

/**
 * What a search's `q` names, as common table expressions: `terms` (q bound once, lower-cased),
 * `code`, `word_list`, `live_words` and `wanted`. A SKU (any case) or barcode typed whole is looked
 * up by its unique index and names its product alone, before any word is matched. Otherwise every
 * word must be found (`wanted`, one text query): by its stem anywhere in the product, or (a typo) by
 * the catalogue's words it looks like (trigram word similarity, `<%`, against `search_words`, a few
 * thousand words) in the product's name, brand or category (kept whole at weight D, and by their
 * stems at A and B). The words are bound
 * once, as one parameter, and the products come from the tsvector's index in one look-up. A word
 * that is only a stop word ("the") finds everything, as in any search.
 */
function wantedOf(q: string): SQL {
  return sql`terms as (
      select typed.q, lower(typed.q) as lowered from (select ${q}::text as q) typed
    ),
    code as (
      select product_id, variant_id from (
        select v.product_id, v.id as variant_id from product_variants v
        where v.sku is not null and v.archived_at is null and lower(v.sku) = (select lowered from terms)
        union all
        select v.product_id, v.id from product_variants v
        where v.barcode is not null and v.archived_at is null and v.barcode = (select q from terms)
      ) named limit 1
    ),
    -- The words hold letters and digits only, so a space parts them.
    word_list as (
      select word, plainto_tsquery('english', word) as ts
      from unnest(string_to_array(${wordsOf(q).join(' ')}, ' ')) as word
    ),
    live_words as (select word, ts from word_list where numnode(ts) > 0),
    -- A catalogue word is letters and digits only, so it is safe as a text query's word. Its
    -- whole form (weight D) finds every product whose search text has it; its 'english' and
    -- 'simple' forms in a name, category or brand (A, B) rank them.
    word_queries as (
      select coalesce(w.ts || (
        select to_tsquery('simple', string_agg(s.word || ':D', ' | '))
          || to_tsquery('english', string_agg(s.word || ':AB', ' | '))
          || to_tsquery('simple', string_agg(s.word || ':AB', ' | '))
        from search_words s where w.word <% s.word
      ), w.ts) as ts
      from live_words w
    ),
    wanted as (select string_agg('(' || ts::text || ')', ' & ')::tsquery as ts from word_queries)`;
}

/** The search as one SQL statement; the benchmark's bare server runs exactly this. */
export function searchStatement(query: SearchQuery): SQL {
  const q = query.q?.trim() ?? '';
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? SEARCH_PAGE_SIZE;
  const sort = query.sort ?? 'relevance';
  const prices = [
    ...(query.minPrice !== undefined ? [sql`m.price_cents >= ${toCents(query.minPrice)}`] : []),
    ...(query.maxPrice !== undefined ? [sql`m.price_cents <= ${toCents(query.maxPrice)}`] : []),
  ];
  // Each filter asked for, as a condition on a match's columns (`m`).
  const filters = {
    in_category: query.category ? sql`m.category_id in (select id from chosen)` : undefined,
    of_brand: query.brand ? sql`lower(m.brand) = lower(${query.brand})` : undefined,
    in_price: prices.length > 0 ? and(prices) : undefined,
    // Kept by the database from the stock rule (src/shared/stock.ts) and held in products_facets_idx.
    in_stock: query.inStock === 'true' ? sql`m.in_stock` : undefined,
  };
  type Filter = keyof typeof filters;
  const asked = (Object.keys(filters) as Filter[]).filter((name) => filters[name] !== undefined);
  /** A match passing every filter asked for. */
  const passing = and(asked.map((name) => filters[name]!));
  /** Every filter asked for but `except`, as a condition on the flags of a group of matches (`m`). */
  const allBut = (except?: Filter): SQL =>
    and(asked.filter((name) => name !== except).map((name) => sql.raw(`m.${name}`)));
  const all = allBut();
  const order: Record<typeof sort, SQL> = {
    relevance: q ? sql`m.score desc, m.created_at desc, m.id` : sql`m.created_at, m.id`,
    price_asc: sql`m.price_cents, m.id`,
    price_desc: sql`m.price_cents desc, m.id`,
    newest: sql`m.created_at desc, m.id desc`,
    rating: sql`m.rating desc nulls last, m.rating_count desc, m.id`,
  };
  // Ranked only when the answer is sorted by rank: by the words and the look-alikes of its typos,
  // in the name (A), brand and category (B) and description (C); the words kept whole for finding
  // look-alikes (D) weigh nothing.
  const score =
    q && sort === 'relevance'
      ? sql`ts_rank('{0, 0.2, 0.4, 1.0}', p.search_vector, (select ts from wanted))`
      : sql`0`;
  const matchedWhere = (
    condition: SQL,
  ) => sql`select p.id, p.category_id, p.brand, p.price_cents, p.in_stock, p.created_at,
      p.rating_total::float8 / nullif(p.rating_count, 0) as rating, p.rating_count, ${score} as score
    from products p
    where p.archived_at is null and ${condition}`;
  // With q: its code's product, else the products every word finds, else (only stop words) all;
  // those few are read once (materialized). Without q every live product matches: the facets count
  // them from products_facets_idx and the page is read in the order of products_created_at_idx,
  // each an index of its own, rather than all of them kept in between.
  const matched = q
    ? sql`${matchedWhere(sql`p.id = (select product_id from code)`)}
      union all
      ${matchedWhere(sql`not exists (select from code) and p.search_vector @@ (select ts from wanted)`)}
      union all
      ${matchedWhere(sql`not exists (select from code) and exists (select from word_list) and not exists (select from live_words)`)}`
    : matchedWhere(sql`true`);
  // The matches grouped once by the columns the filters read (category, brand, and the stock flag
  // and the price's verdict when asked for): a few hundred groups however many the matches, each
  // match only hashed. The category and brand filters are judged once a group, not once a match; each
  // facet and the total add the groups up, each facet under every filter but its own; categories roll
  // up to their parents in facetsOf.
  const judgedByMatch = (['in_stock', 'in_price'] as const).filter((name) => asked.includes(name));
  const judgedByGroup = (['in_category', 'of_brand'] as const).filter((name) => asked.includes(name));
  const counted = sql`,
    counted as (
      select m.category_id, m.brand${sql.join(
        [...judgedByMatch, ...judgedByGroup].map((name) => sql`, ${filters[name]} as ${sql.raw(name)}`),
        sql``,
      )}, count(*) as n, min(m.price_cents) as min_price, max(m.price_cents) as max_price
      from matched m group by m.category_id, m.brand${sql.raw(judgedByMatch.map((name) => `, ${name}`).join(''))}
    )`;
  const facetColumns = sql`,
    (select coalesce(json_agg(json_build_object('id', f.category_id, 'count', f.n)), '[]') from (
      select m.category_id, sum(m.n)::bigint as n from counted m
      where m.category_id is not null and ${allBut('in_category')} group by m.category_id
    ) f) as category_counts,
    (select coalesce(json_agg(json_build_object('name', f.brand, 'count', f.n) order by f.n desc, f.brand), '[]') from (
      select m.brand, sum(m.n)::bigint as n from counted m
      where m.brand <> '' and ${allBut('of_brand')} group by m.brand
    ) f) as brands,
    (select json_build_object('min', min(m.min_price), 'max', max(m.max_price)) from counted m
      where ${allBut('in_price')}) as price,
    (select coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'parentId', c.parent_id, 'rank', c.rank)), '[]')
      from categories c) as tree`;
  const facets = withFacets(query);
  return sql`with recursive
    chosen as (
      select id from categories where slug = ${query.category ?? ''}
      union all
      select c.id from categories c join chosen on c.parent_id = chosen.id
    ),
    ${q ? sql`${wantedOf(q)},` : sql``}
    matched as ${q ? sql`materialized` : sql`not materialized`} (${matched})${facets ? counted : sql``}
  select
    ${facets ? sql`(select coalesce(sum(m.n), 0)::bigint from counted m where ${all})` : sql`(select count(*) from matched m where ${passing})`} as total,
    ${q ? sql`(select variant_id from code)` : sql`null`} as exact_variant,
    (select coalesce(json_agg(row_to_json(card) order by card.position), '[]') from (
      select ${CARD_COLUMNS}, chosen_page.position,
        (select coalesce(json_agg(row_to_json(v) order by v.rank, v.created_at), '[]')
          from product_variants v where v.product_id = p.id and v.archived_at is null) as variants
      from (
        select m.id, row_number() over (order by ${order[sort]}) as position
        from (select * from matched m where ${passing} order by ${order[sort]} limit ${pageSize} offset ${(page - 1) * pageSize}) m
      ) chosen_page
      join products p on p.id = chosen_page.id
    ) card) as items${facets ? facetColumns : sql``}`;
}

/** The facet columns: absent when the query asked for none. */
interface FacetColumns {
  category_counts: { id: string; count: number }[] | string;
  brands: { name: string; count: number }[] | string;
  price: { min: number | null; max: number | null } | string;
  tree: { id: string; slug: string; name: string; parentId: string | null; rank: number }[] | string;
}

type SearchRow = {
  /** A bigint: node-postgres hands it over as text. */
  total: number | string;
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
  const [row] = await queryPreparedRows<SearchRow>(db, searchStatement(query));
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
    total: Number(total),
    page: query.page ?? 1,
    pageSize: query.pageSize ?? SEARCH_PAGE_SIZE,
    ...(facetColumns.tree !== undefined && { facets: facetsOf(facetColumns) }),
  };
}
