/**
 * `POST /login` (DESIGN §3): the only way to get an accessToken. The identity provider's ID token
 * (bearer) must be valid and vouch for the posted email.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { LoginResponse } from '../../shared/entities';
import { loginSchema } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings';
import { bearerToken } from '../auth/guard';
import { parseOr400, unauthorized } from '../http/errors';
import type { RouteOptions } from './context';

export const loginRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { identity, tokens, rateLimits } = ctx;

  app.post(
    '/login',
    { config: { rateLimit: { max: rateLimits.login, timeWindow: '1 minute' } } },
    async (request) => {
      const idToken = bearerToken(request);
      if (!idToken) throw unauthorized();
      const { email } = parseOr400(loginSchema, request.body);
      const verifiedEmail = await identity.verifyIdToken(idToken);
      if (!verifiedEmail) throw unauthorized();
      if (verifiedEmail !== email.toLowerCase()) throw unauthorized(apiErrors.emailMismatch);
      return { accessToken: await tokens.mint(verifiedEmail) } satisfies LoginResponse;
    },
  );
};
