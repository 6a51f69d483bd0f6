/**
 * `POST /login` (docs/contract.md): the only way to get an accessToken. The identity provider's ID token
 * (bearer) must be valid; who it belongs to — email and verified state — is read from the account
 * the identity service holds for its uid, never from the token's own claims (on the Auth emulator
 * tokens are unsigned, so their claims could say anything).
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiErrors } from '../../shared/strings/apiMessages';
import { bearerToken } from '../auth/guard';
import { bindUserRecord } from '../auth/userRecord';
import { identityUnavailable, unauthorized } from '../http/errors';
import { endpointRouter } from '../http/endpointRoute';
import type { RouteOptions } from '../http/routeContext';

export const loginRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, identity, tokens } = ctx;
  const route = endpointRouter(app, ctx);

  route('login', async ({ body, request }) => {
    const idToken = bearerToken(request);
    if (!idToken) throw unauthorized();
    const uid = await identity.verifyIdToken(idToken);
    const account = uid
      ? await identity.account(uid).catch(() => {
          throw identityUnavailable();
        })
      : null;
    if (!account || account.disabled || !account.email) throw unauthorized();
    if (account.email !== body.email.toLowerCase()) throw unauthorized(apiErrors.emailMismatch);
    await bindUserRecord(db, identity, { ...account, email: account.email });
    return { accessToken: await tokens.mint({ uid: account.uid, email: account.email }) };
  });
};
