/**
 * The app rendered to HTML outside the browser: the build's landing and blog pages
 * (scripts/prerenderLanding.ts) and, on the server, each product's, search's and category's page
 * (src/server/routes/productPages.ts, browsePages.ts). Each is exactly the tree main.tsx renders,
 * at its first render's state (sign-in still checking; a product page with its answer already in
 * the query cache), so the app takes the elements over (hydration) instead of drawing them again.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { Category, SearchResult } from '@shared/catalogueSchemas';
import type { ProductPage, PublicConfig } from '@shared/entities';
import type { SearchRequest } from '@shared/searchAddress';
import { routes } from '@shared/routes';
import { setTransport } from './api/client';
import { queryKeys } from './api/queryKeys';
import { createWebTransport } from './api/webTransport';
import { App } from './App';

/** Where no browser runs, the server lends the description's sanitiser a window (jsdom's). */
export { lendWindow } from '@shared/sanitiseDescription';
import { queryClient } from './queryClient';

// Pictures' addresses as the web app writes them; nothing is fetched during a render.
setTransport(createWebTransport());

const at = (location: string) =>
  function At({ children }: { children: ReactNode }) {
    return <StaticRouter location={location}>{children}</StaticRouter>;
  };

export function renderLanding(): string {
  try {
    return renderToString(
      <StrictMode>
        <App Router={at(routes.home)} />
      </StrictMode>,
    );
  } finally {
    // The render's pending queries hold garbage-collection timers that would keep the build alive.
    queryClient.clear();
  }
}

/**
 * The shop's public config, which the server writes into each page beside the render: every render
 * has it in the query cache, so its prices are in the shop's currency.
 */
export function adoptPublicConfig(config: PublicConfig): void {
  queryClient.setQueryDefaults(queryKeys.config, { staleTime: Infinity, gcTime: Infinity });
  queryClient.setQueryData(queryKeys.config, config);
}

/** What main.tsx puts into the query cache before taking the page over. */
export interface PageData {
  queryKey: readonly unknown[];
  data: unknown;
}

/** A Suspense boundary the render had to leave to the browser (still loading, or failed). */
const UNRESOLVED_BOUNDARY = /<!--\$[?!]-->/;

/**
 * A page rendered with the answers it asks for already in the query cache. The page's code is a lazy chunk in
 * the browser: the first render here awaits every lazy part (React's static prerender), after which
 * each render is synchronous and whole, the page's HTML inline and nothing left for a script to swap in.
 */
function renderWithAnswers<Written extends PageData | PageData[]>(
  location: string,
  written: Written,
): Promise<{ html: string; pageData: Written }> {
  const turn = rendering.then(() => renderNow(location, written));
  rendering = turn.catch(() => undefined);
  return turn;
}

// One render at a time, whichever page: each puts its answers into the app's one query cache.
let rendering: Promise<unknown> = Promise.resolve();

async function renderNow<Written extends PageData | PageData[]>(
  location: string,
  written: Written,
): Promise<{ html: string; pageData: Written }> {
  const answers = Array.isArray(written) ? written : [written];
  const tree = (
    <StrictMode>
      <App Router={at(location)} />
    </StrictMode>
  );
  const fill = () => answers.forEach(({ queryKey, data }) => queryClient.setQueryData(queryKey, data));
  fill();
  try {
    let html = renderToString(tree);
    if (UNRESOLVED_BOUNDARY.test(html)) {
      await prerender(tree, {
        // A part that fails here is left to the browser to render: said, not hidden.
        onError: (error) => console.error(`rendering ${location}:`, error),
      });
      fill();
      html = renderToString(tree);
    }
    return { html, pageData: written };
  } finally {
    for (const { queryKey } of answers) queryClient.removeQueries({ queryKey, exact: true });
  }
}

/** A page that asks the server for nothing (the blog), rendered whole: its lazy parts awaited. */
export async function renderStaticPage(location: string): Promise<string> {
  try {
    return (await renderWithAnswers(location, [])).html;
  } finally {
    queryClient.clear();
  }
}

/** A product's page, with the variant its address chose. */
export function renderProductPage(
  page: ProductPage,
  /** The variant the address chose (`?variant=`), one of the product's. */
  variantId?: string,
): Promise<{ html: string; pageData: PageData }> {
  const location = variantId
    ? routes.productVariant(page.product._id, variantId)
    : routes.product(page.product._id);
  return renderWithAnswers(location, { queryKey: queryKeys.productPage(page.product._id), data: page });
}

/**
 * A search or category page (src/server/routes/browsePages.ts) at `location`, rendered with the
 * categories and the search's answer in the query cache, under the keys the page asks them by.
 */
export function renderBrowsePage(
  location: string,
  request: SearchRequest,
  categories: Category[],
  result: SearchResult,
): Promise<{ html: string; pageData: PageData[] }> {
  return renderWithAnswers(location, [
    { queryKey: queryKeys.categories, data: categories },
    { queryKey: queryKeys.search(request), data: result },
  ]);
}
