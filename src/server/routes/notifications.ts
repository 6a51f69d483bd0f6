/** `notifications` · `markNotificationsRead`: the bell. */
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../http/endpointRoute';
import { markNotificationsRead, notificationsFor } from '../notifications/notifications';
import type { RouteOptions } from '../http/routeContext';

export const notificationRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const route = endpointRouter(app, ctx);

  route('notifications', async ({ caller }) => notificationsFor(ctx.db, caller, await caller.role()));

  route('markNotificationsRead', async ({ caller }) => {
    await markNotificationsRead(ctx.db, caller);
    return notificationsFor(ctx.db, caller, await caller.role());
  });
};
