/**
 * What search engines and shared links see (docs/platform.md, product pages): `/product/{id}` answered
 * with the page already rendered for that product (the build's server render of the app, taken over
 * by the app in the browser), its head carrying the title, description, canonical address, Open
 * Graph tags and JSON-LD `Product` (the landing page's share of the styles covers the page's first paint); `/sitemap.xml`; `/robots.txt`. A page is rendered once per
 * catalogue version (which every product edit, stock change and product review raises), so no
 * instance serves one staler than its next version read.
 */
import { asc, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PAGE_DATA_ELEMENT_ID } from '../../shared/api';
import { descriptionText, isHtmlDescription } from '../../shared/descriptionText';
import type { ProductPage, PublicConfig, Variant } from '../../shared/entities';
import { isGtinShaped } from '../../shared/gtin';
import { variantName } from '../../shared/stockLedger';
import { productStock, shortOfMinimum, type Stock } from '../../shared/stock';
import { routes } from '../../shared/routes';
import { ID_PATTERN } from '../../shared/schemas';
import { productPageText } from '../../shared/strings/labels/productPage';
import { formatMoney, type Currency } from '../../shared/currency';
import type { CatalogueCache } from '../catalogue/catalogueCache';
import type { Database } from '../db/database';
import { categories, products } from '../db/schema';
import { HttpError } from '../http/errors';
import { escapeHtml, scriptSafeJson } from '../http/html';
import { productPage } from '../catalogue/productPage';
import { fillRenderedPage, loadServerRender } from './renderedPage';

interface ServerRender {
  renderProductPage(page: ProductPage, variantId?: string): Promise<{ html: string; pageData: unknown }>;
  /** The window the render's description sanitiser works in: there is no browser here. */
  lendWindow(window: object): void;
}

interface PageDeps {
  webDir: string;
  /** The shop's public address (SHOP_URL, else its own listen address): never the request's Host. */
  origin: string;
  /** index.html with the public config in its head ('' without a build). */
  page: string;
  /** The same for a page whose first frame is in `#root`: the app starts once it has painted. */
  renderedPage: string;
  config: PublicConfig;
  db: Database;
  catalogue: CatalogueCache;
  sendPage(reply: FastifyReply, html?: string): FastifyReply;
}

/** Rendered pages kept of one catalogue version; past this many it starts afresh. */
const MAX_CACHED_PAGES = 2000;

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** An offer of `price` at `url`, in stock unless `stock` is below the minimum order. */
const offerOf = (url: string, price: number, stock: Stock, currency: Currency) => ({
  '@type': 'Offer',
  url,
  price: price.toFixed(2),
  priceCurrency: currency,
  availability: shortOfMinimum(stock) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
});

/**
 * JSON-LD: what a search engine shows beside the link (price, stock, stars). A `Product`, or for a
 * tool in several variants a `ProductGroup` with each variant (its own address, SKU, GTIN and offer).
 */
function structuredData(page: ProductPage, origin: string, currency: Currency) {
  const { product } = page;
  const url = `${origin}${routes.product(product._id)}`;
  const image = [absolute(origin, product.img)];
  const several = product.variants.length > 1;
  const [only] = product.variants;
  const codesOf = (variant: Variant) => ({
    sku: variant.sku ?? variant._id,
    ...(variant.barcode && isGtinShaped(variant.barcode) && { gtin: variant.barcode }),
  });
  const shared = {
    '@context': 'https://schema.org',
    name: product.name,
    description: descriptionText(product.description),
    image,
  };
  const rating = product.rating && {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
    },
  };
  if (several) {
    return {
      ...shared,
      '@type': 'ProductGroup',
      productGroupID: product._id,
      url,
      variesBy: product.options.map((option) => option.name),
      hasVariant: product.variants.map((variant) => ({
        '@type': 'Product',
        name: variantName(product.name, variant.title),
        image,
        ...codesOf(variant),
        ...Object.fromEntries(Object.entries(variant.options)),
        offers: offerOf(
          `${origin}${routes.productVariant(product._id, variant._id)}`,
          variant.price,
          {
            minimumOrder: product.minimumOrder,
            availableQuantity: variant.availableQuantity,
          },
          currency,
        ),
      })),
      ...rating,
    };
  }
  return {
    ...shared,
    '@type': 'Product',
    ...(only ? codesOf(only) : { sku: product._id }),
    offers: offerOf(url, product.price, productStock(product), currency),
    ...rating,
  };
}

/** The head a product's page carries, in place of the plain page's title, description and hero preload. */
function productHead(page: ProductPage, origin: string, pageData: unknown, currency: Currency): string {
  const { product } = page;
  const canonical = `${origin}${routes.product(product._id)}`;
  const description = (
    descriptionText(product.description).trim() ||
    productPageText.metaDescription(product.name, formatMoney(product.price, currency))
  )
    .replace(/\s+/g, ' ')
    .slice(0, 160);
  const image = absolute(origin, product.img);
  return [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:title" content="${escapeHtml(product.name)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<script type="application/ld+json">${scriptSafeJson(structuredData(page, origin, currency))}</script>`,
    `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(pageData)}</script>`,
  ].join('\n    ');
}

export async function registerProductPages(
  app: FastifyInstance,
  { webDir, origin, page, renderedPage, config, db, catalogue, sendPage }: PageDeps,
) {
  const render = page ? await loadServerRender<ServerRender>(webDir, config) : null;
  /** The pages of one catalogue version, by product id: a newer version drops them all. */
  let cached = { version: -1, pages: new Map<string, string>() };

  // jsdom's window, made on the first description written in HTML (most shops never need it).
  let windowLent: Promise<void> | null = null;
  const lendWindow = () =>
    (windowLent ??= import('jsdom').then(({ JSDOM }) => render!.lendWindow(new JSDOM('').window)));

  const renderPage = async (data: ProductPage, variantId: string | undefined): Promise<string> => {
    if (isHtmlDescription(data.product.description)) await lendWindow();
    const { html, pageData } = await render!.renderProductPage(data, variantId);
    return fillRenderedPage(
      renderedPage,
      data.product.name,
      productHead(data, origin, pageData, config.currency),
      html,
    );
  };

  if (page) {
    app.get<{ Params: { id: string }; Querystring: { variant?: unknown } }>(
      '/product/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        const { id } = request.params;
        // Not a product: the app's own not-found page, with the status that says so.
        const notFound = () => sendPage(reply.status(404));
        if (!ID_PATTERN.test(id)) return notFound();
        // The variant chosen in the address is the one the page shows; any other value, the first.
        const asked = request.query.variant;
        const variantId = typeof asked === 'string' && ID_PATTERN.test(asked) ? asked : undefined;
        const key = variantId ? `${id}?${variantId}` : id;
        const version = await catalogue.version();
        if (version > cached.version) cached = { version, pages: new Map() };
        let html = version === cached.version ? cached.pages.get(key) : undefined;
        if (html === undefined) {
          let data: ProductPage;
          try {
            data = await productPage(db, id);
          } catch (error) {
            if (error instanceof HttpError && error.statusCode === 404) return notFound();
            throw error;
          }
          // Without the build's server render (a development build), the app renders it in the browser.
          if (!render) return sendPage(reply);
          const shown = data.product.variants.some((variant) => variant._id === variantId)
            ? variantId
            : undefined;
          html = await renderPage(data, shown);
          if (version === cached.version) {
            if (cached.pages.size >= MAX_CACHED_PAGES) cached.pages.clear();
            cached.pages.set(key, html);
          }
        }
        return sendPage(reply, html);
      },
    );
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const forSale = await db
      .select({ id: products.id })
      .from(products)
      .where(isNull(products.archivedAt))
      .orderBy(asc(products.createdAt), asc(products.id));
    const shelves = await db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.slug));
    const paths = [
      routes.home,
      routes.blog,
      routes.portfolio,
      routes.search,
      routes.categories,
      ...shelves.map((c) => routes.category(c.slug)),
      ...forSale.map((p) => routes.product(p.id)),
    ];
    const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          `Disallow: ${routes.dashboard}`,
          'Disallow: /purchase',
          'Disallow: /api',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
}
