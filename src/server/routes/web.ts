/**
 * The built web app (WEB_DIR) at `/`, with the SPA's client-side routes falling back to index.html.
 * Hashed assets go out precompressed (the build writes `.br` and `.gz` beside them) and are cached
 * for a year; index.html is never cached and carries the public config, so the page starts without
 * asking `GET /api/config`. Unknown `/api/...` paths stay JSON 404s. Without a build, `/` says how
 * to make one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX, PUBLIC_CONFIG_ELEMENT_ID } from '../../shared/api';
import type { PublicConfig } from '../../shared/entities';
import { routes } from '../../shared/routes';
import { apiErrors } from '../../shared/strings/apiMessages';
import {
  PRERENDERED_BLOG_FILE,
  PRERENDERED_HOME_FILE,
  RENDERED_BROWSE_PAGE_FILE,
  RENDERED_PAGE_FILE,
  SERVER_RENDER_DIR,
} from '../../shared/webBuild';
import { scriptSafeJson } from '../http/html';
import type { RouteContext } from '../http/routeContext';
import { registerBrowsePages } from './browsePages';
import { registerProductPages } from './productPages';

const looksLikeFile = (pathname: string) => /\.[A-Za-z0-9]{1,8}$/.test(pathname);
const isApiPath = (url: string) =>
  url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

/** index.html with the public config written into its head, as an inert JSON block. */
export function pageWithConfig(html: string, config: PublicConfig): string {
  const block = `<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(config)}</script>`;
  return html.replace('</head>', `    ${block}\n  </head>`);
}

export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  config: PublicConfig,
  ctx: Pick<RouteContext, 'db' | 'catalogue'>,
  origin: string,
): Promise<void> {
  const indexFile = join(webDir, 'index.html');
  const homeFile = join(webDir, PRERENDERED_HOME_FILE);
  const renderedPageFile = join(webDir, RENDERED_PAGE_FILE);
  const built = existsSync(indexFile);
  // Read once: a new build means a new server start (its assets' names change too).
  const readPage = (file: string) => pageWithConfig(readFileSync(file, 'utf8'), config);
  const page = built ? readPage(indexFile) : '';
  // `/` with the landing page's first frame already drawn, where the build made one; `/blog` likewise.
  const homePage = built && existsSync(homeFile) ? readPage(homeFile) : page;
  const blogFile = join(webDir, PRERENDERED_BLOG_FILE);
  const blogPage = built && existsSync(blogFile) ? readPage(blogFile) : page;
  // The page the server renders a product's page into, where the build made one.
  const renderedPage = built && existsSync(renderedPageFile) ? readPage(renderedPageFile) : page;
  // And a search or category page, with every style its first frame draws.
  const renderedBrowsePageFile = join(webDir, RENDERED_BROWSE_PAGE_FILE);
  const renderedBrowsePage =
    built && existsSync(renderedBrowsePageFile) ? readPage(renderedBrowsePageFile) : renderedPage;
  const sendPage = (reply: FastifyReply, html = page) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);

  if (built) {
    const assetsDir = join(webDir, 'assets');
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      index: false,
      preCompressed: true,
      cacheControl: false,
      // The pages only ever go out with their config, through sendPage; the server's render, never.
      allowedPath: (pathname) =>
        pathname !== '/index.html' &&
        pathname !== `/${PRERENDERED_HOME_FILE}` &&
        pathname !== `/${PRERENDERED_BLOG_FILE}` &&
        pathname !== `/${RENDERED_PAGE_FILE}` &&
        pathname !== `/${RENDERED_BROWSE_PAGE_FILE}` &&
        !pathname.startsWith(`/${SERVER_RENDER_DIR}/`),
      setHeaders(reply, path) {
        // Vite's assets carry a content hash in their names; anything else may change under its name.
        const hashed = path.startsWith(assetsDir);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // A page, not an API call: kept out of the OpenAPI document, as the product pages are.
    app.get('/', { schema: { hide: true } }, async (_request, reply) => sendPage(reply, homePage));
    app.get(routes.blog, { schema: { hide: true } }, async (_request, reply) => sendPage(reply, blogPage));
  }
  await registerProductPages(app, { webDir, origin, page, renderedPage, config, ...ctx, sendPage });
  await registerBrowsePages(app, {
    webDir,
    origin,
    page,
    renderedPage: renderedBrowsePage,
    config,
    db: ctx.db,
    sendPage,
  });

  // Every /api path the API does not serve is its JSON 404, also where the static handler would
  // otherwise answer first (`/api//allOrder`, an over-long or NUL id: its 403).
  app.all(`${API_PREFIX}/*`, { schema: { hide: true } }, async (_request, reply) =>
    reply.status(404).send({ message: apiErrors.notFound }),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    if (isApiPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: apiErrors.notFound });
    }
    const pathname = url.split('?')[0] ?? '/';
    if (looksLikeFile(pathname) && pathname !== '/index.html') {
      // A missing script or picture must fail as such, not turn into the SPA's HTML.
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!built) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send(
          `The web app is not built: ${indexFile} is missing. Run "npm run build:web", or use "npm start", which builds it.\nThe API is at ${API_PREFIX}.`,
        );
    }
    // A product id too long for the router's parameter never names a product.
    if (pathname.startsWith(routes.product(''))) return sendPage(reply.status(404));
    return sendPage(reply);
  });
}
