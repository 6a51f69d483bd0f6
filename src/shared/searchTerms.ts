/**
 * The search's fixed terms (docs/search.md), free of zod: the landing page's header box and OUR
 * TOOLS read them, and its first load carries no validation library.
 */
export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The longest search the API takes; a search box never needs more. */
export const SEARCH_MAX = 200;
export const SEARCH_PAGE_SIZE = 24;
/**
 * The landing's OUR TOOLS: the search's first page, the catalogue's own order, three full rows of the
 * widest grid; only the cards, so no facets.
 */
export const LANDING_TOOLS = { pageSize: 12, facets: 'false' } as const;

/** A category's address name: lower-case letters and digits, single hyphens between. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;
