/**
 * `POST /login` (DESIGN §3): the only way to get an accessToken. The identity provider's ID token
 * (bearer) must be valid; who it belongs to — email and verified state — is read from the account
 * the identity service holds for its uid, never from the token's own claims (on the Auth emulator
 * tokens are unsigned, so their claims could say anything).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { LoginResponse } from '../../shared/entities';
import { loginResponseSchema } from '../../shared/responseSchemas';
import { loginSchema } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings';
import { bearerToken } from '../auth/guard';
import { bindUserRecord } from '../auth/userRecord';
import { identityUnavailable, parseOr400, unauthorized } from '../http/errors';
import { errorResponses } from '../http/openapi';
import type { RouteOptions } from './context';

export const loginRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, identity, tokens, rateLimits } = ctx;

  app.post(
    '/login',
    {
      config: { rateLimit: { max: rateLimits.login, timeWindow: '1 minute' } },
      schema: {
        summary: 'Trade an identity-service ID token (bearer) for an accessToken',
        tags: ['identity'],
        security: [{ bearer: [] }],
        description:
          'Send `Authorization: Bearer <Firebase ID token>`; the email must be that account’s. ' +
          'The answer’s accessToken is the bearer of every other signed-in call.',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const idToken = bearerToken(request);
      if (!idToken) throw unauthorized();
      const { email } = parseOr400(loginSchema, request.body);
      const uid = await identity.verifyIdToken(idToken);
      const account = uid
        ? await identity.account(uid).catch(() => {
            throw identityUnavailable();
          })
        : null;
      if (!account || account.disabled || !account.email) throw unauthorized();
      if (account.email !== email.toLowerCase()) throw unauthorized(apiErrors.emailMismatch);
      await bindUserRecord(db, { ...account, email: account.email });
      return {
        accessToken: await tokens.mint({ uid: account.uid, email: account.email }),
      } satisfies LoginResponse;
    },
  );
};
