/**
 * The built web app (WEB_DIR) at `/`, with the SPA's client-side routes falling back to index.html.
 * Unknown `/api/...` paths stay JSON 404s. Without a build, `/` says how to make one.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../shared/api';
import { apiErrors } from '../../shared/strings';

const looksLikeFile = (pathname: string) => /\.[A-Za-z0-9]{1,8}$/.test(pathname);
const isApiPath = (url: string) =>
  url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const built = existsSync(join(webDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      cacheControl: false,
      setHeaders(reply, path) {
        // Vite's assets carry a content hash in their names; index.html must always be fresh.
        const hashed = path.includes(`${join(webDir, 'assets')}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

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
    if (looksLikeFile(pathname)) {
      // A missing script or picture must fail as such, not turn into the SPA's HTML.
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!built) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send(
          `The web app is not built: ${join(webDir, 'index.html')} is missing. Run "npm run build:web", or use "npm start", which builds it.\nThe API is at ${API_PREFIX}.`,
        );
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
