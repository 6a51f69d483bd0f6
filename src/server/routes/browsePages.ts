/**
 * `/search?q=` and `/category/{slug}` rendered on the server (docs/search.md), as product pages are:
 * the title, a description, the canonical address (SHOP_URL's origin, never the request's Host),
 * JSON-LD `BreadcrumbList`, and the page's first frame, which the app takes over with the same
 * answers (written into the page). Rendered afresh for each request: a search is rarely asked twice.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_DATA_ELEMENT_ID } from '../../shared/api';
import { searchQuerySchema, type Category, type SearchResult } from '../../shared/catalogueSchemas';
import { trailOf } from '../../shared/categoryTree';
import type { PublicConfig } from '../../shared/entities';
import { routes } from '../../shared/routes';
import { searchQueryOf, searchRequestOf, type SearchRequest } from '../../shared/searchAddress';
import { browse } from '../../shared/strings/labels/browse';
import { listCategories } from '../catalogue/categories';
import { searchProducts } from '../catalogue/search';
import type { Database } from '../db/database';
import { escapeHtml, scriptSafeJson } from '../http/html';
import { fillRenderedPage, loadServerRender } from './renderedPage';

interface ServerRender {
  renderBrowsePage(
    location: string,
    request: SearchRequest,
    categories: Category[],
    result: SearchResult,
  ): Promise<{ html: string; pageData: unknown }>;
}

interface BrowsePageDeps {
  webDir: string;
  origin: string;
  page: string;
  renderedPage: string;
  config: PublicConfig;
  db: Database;
  sendPage(reply: FastifyReply, html?: string): FastifyReply;
}

/** A page's trail for JSON-LD `BreadcrumbList`: Home, then each category down to this one (or Search). */
function breadcrumbList(origin: string, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: browse.home, path: routes.home }, ...trail].map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}

const queryStringOf = (request: FastifyRequest) => new URLSearchParams(request.raw.url?.split('?')[1] ?? '');

export async function registerBrowsePages(
  app: FastifyInstance,
  { webDir, origin, page, renderedPage, config, db, sendPage }: BrowsePageDeps,
) {
  if (!page) return;
  const render = await loadServerRender<ServerRender>(webDir, config);

  const answer = async (
    reply: FastifyReply,
    location: string,
    request: SearchRequest,
    describe: (
      categories: Category[],
      result: SearchResult,
    ) => {
      title: string;
      description: string;
      canonical: string;
      trail: { name: string; path: string }[];
    } | null,
  ) => {
    const [categories, result] = await Promise.all([
      listCategories(db),
      searchProducts(db, searchQuerySchema.parse(searchQueryOf(request))),
    ]);
    const about = describe(categories, result);
    if (!about) return sendPage(reply.status(404));
    // Without the build's server render (a development build), the app renders it in the browser.
    if (!render) return sendPage(reply);
    const { html, pageData } = await render.renderBrowsePage(location, request, categories, result);
    const canonical = `${origin}${about.canonical}`;
    const head = [
      `<meta name="description" content="${escapeHtml(about.description)}" />`,
      `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:title" content="${escapeHtml(about.title)}" />`,
      `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
      `<script type="application/ld+json">${scriptSafeJson(breadcrumbList(origin, about.trail))}</script>`,
      `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(pageData)}</script>`,
    ].join('\n    ');
    return sendPage(reply, fillRenderedPage(renderedPage, about.title, head, html));
  };

  app.get('/search', { schema: { hide: true } }, async (request, reply) => {
    const search = searchRequestOf(queryStringOf(request));
    const location = `${routes.search}${request.raw.url?.includes('?') ? `?${queryStringOf(request)}` : ''}`;
    return answer(reply, location, search, () => ({
      title: search.q ? browse.resultsFor(search.q) : browse.allTools,
      description: browse.searchDescription,
      canonical: search.q ? `${routes.search}?${new URLSearchParams({ q: search.q })}` : routes.search,
      trail: [{ name: browse.search, path: routes.search }],
    }));
  });

  app.get<{ Params: { slug: string } }>(
    '/category/:slug',
    { schema: { hide: true } },
    async (request, reply) => {
      const { slug } = request.params;
      const search = searchRequestOf(queryStringOf(request), slug);
      // Not a slug: no category has it.
      if (search.category !== slug) return sendPage(reply.status(404));
      const location = `${routes.category(slug)}${request.raw.url?.includes('?') ? `?${queryStringOf(request)}` : ''}`;
      return answer(reply, location, search, (categories, result) => {
        const trail = trailOf(categories, slug);
        const category = trail.at(-1);
        if (!category) return null;
        return {
          title: category.name,
          description: browse.categoryDescription(category.name, result.total),
          canonical: routes.category(slug),
          trail: trail.map((step) => ({ name: step.name, path: routes.category(step.slug) })),
        };
      });
    },
  );
}
