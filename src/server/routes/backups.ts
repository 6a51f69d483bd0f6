/**
 * `backupStatus` (admin: the overview's line about backups) · `takeBackup` (what `npm run backup`
 * asks the running shop for: from this computer only, with the secret kept in DATA_DIR).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointRouter } from '../http/endpointRoute';
import { forbidden, notFound } from '../http/errors';
import type { RouteOptions } from '../http/routeContext';

/** The socket's own address: X-Forwarded-For, which a client writes, has no say here. */
const fromThisComputer = (request: FastifyRequest): boolean =>
  ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');

const sameSecret = (sent: unknown, secret: string): boolean =>
  typeof sent === 'string' &&
  sent.length === secret.length &&
  timingSafeEqual(Buffer.from(sent), Buffer.from(secret));

export const backupRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const route = endpointRouter(app, ctx);
  const { backups } = ctx;

  route('backupStatus', async () => {
    if (!backups) {
      return {
        enabled: false,
        intervalHours: 0,
        lastAt: null,
        lastBytes: null,
        failedAt: null,
        error: null,
        stale: false,
      };
    }
    const status = await backups.status();
    const newest = status.lastAt ? Date.parse(status.lastAt) : null;
    return {
      enabled: true,
      intervalHours: backups.intervalMs / 3_600_000,
      lastAt: status.lastAt,
      lastBytes: status.lastBytes,
      failedAt: status.failedAt,
      error: status.error,
      stale: backups.intervalMs > 0 && (newest === null || Date.now() - newest > 2 * backups.intervalMs),
    };
  });

  route('takeBackup', async ({ request }) => {
    if (!backups) throw notFound();
    if (!fromThisComputer(request) || !sameSecret(request.headers['x-backup-secret'], backups.secret)) {
      throw forbidden();
    }
    return backups.take();
  });
};
