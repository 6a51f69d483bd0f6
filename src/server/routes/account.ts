/** `requestPasswordReset`: a link to set a new password, mailed by the shop like every other email. */
import type { FastifyPluginAsync } from 'fastify';
import { apiErrors } from '../../shared/strings/apiMessages';
import { endpointRouter } from '../http/endpointRoute';
import { HttpError } from '../http/errors';
import { queuePasswordReset } from '../mail/outbox';
import type { RouteOptions } from '../http/routeContext';

export const accountRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const route = endpointRouter(app, ctx);

  // The same answer, and the same work, whether or not an account uses the address.
  route('requestPasswordReset', async ({ body }) => {
    const queued = await queuePasswordReset(ctx.db, body.email, ctx.config.mail.passwordResetsPerHour);
    if (!queued) throw new HttpError(429, { message: apiErrors.tooManyPasswordResets });
    ctx.mail.wake();
    return { message: apiErrors.passwordResetSent };
  });
};
