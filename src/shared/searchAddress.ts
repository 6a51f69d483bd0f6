/**
 * A search's filters, sort and page as the address carries them (`/search?q=…&brand=…&page=2`,
 * `/category/{slug}?…`), read the same way by the server's render and by the app, so both ask
 * `GET /search` the very same question. Values the API would refuse are left out, so a page's
 * address never ends in an error.
 */
import type { SearchQueryInput } from './catalogueSchemas';
import { SEARCH_MAX, SEARCH_SORTS, SLUG_PATTERN, type SearchSort } from './searchTerms';

/** What the storefront's pages send to `GET /search`: strings, as an address holds them. */
export type SearchRequest = Partial<
  Record<'q' | 'category' | 'brand' | 'minPrice' | 'maxPrice' | 'page', string>
> & {
  inStock?: 'true';
  sort?: SearchSort;
};

const price = (value: string | null) =>
  value !== null && /^\d{1,7}(\.\d{1,2})?$/.test(value.trim()) ? value.trim() : undefined;

/** The search an address asks for; `categorySlug` from a category page's path. */
export function searchRequestOf(params: URLSearchParams, categorySlug?: string): SearchRequest {
  const q = (params.get('q') ?? '').split('\u0000').join('').trim().slice(0, SEARCH_MAX);
  const category = categorySlug ?? params.get('category') ?? '';
  const brand = (params.get('brand') ?? '').trim().slice(0, 60);
  const sort = params.get('sort') ?? '';
  const page = params.get('page') ?? '';
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && Number(minPrice) > Number(maxPrice))
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const request: SearchRequest = {
    q: q || undefined,
    category: SLUG_PATTERN.test(category) ? category : undefined,
    brand: brand && !brand.includes('\u0000') ? brand : undefined,
    minPrice,
    maxPrice,
    inStock: params.get('inStock') === 'true' ? 'true' : undefined,
    sort: SEARCH_SORTS.find((known) => known === sort && known !== 'relevance'),
    page: /^[1-9]\d{0,5}$/.test(page) && page !== '1' ? page : undefined,
  };
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined),
  ) as SearchRequest;
}

/** The address of a search: a category page's when it names a category, else `/search`. */
export function searchAddressOf(request: SearchRequest): string {
  const { category, ...rest } = request;
  const query = new URLSearchParams(
    Object.entries(rest).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  ).toString();
  const path = category ? `/category/${encodeURIComponent(category)}` : '/search';
  return query ? `${path}?${query}` : path;
}

/** `request` as `GET /search` takes it. */
export const searchQueryOf = (request: SearchRequest): SearchQueryInput => request as SearchQueryInput;
