/** `listUsers` · `saveUser` · `makeAdmin` · `removeAdmin` · `setRole`: a user reads and writes only their own record. */
import type { FastifyPluginAsync } from 'fastify';
import { apiErrors } from '../../shared/strings/apiMessages';
import { endpointRouter } from '../http/endpointRoute';
import { badRequest, forbidden } from '../http/errors';
import { demoteAdmin, listUsers, promoteToAdmin, saveOwnRecord, setRole, usersByEmail } from '../users/users';
import type { RouteOptions } from '../http/routeContext';

export const userRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = endpointRouter(app, ctx);

  route('listUsers', async ({ query: { email, ...list }, caller }) => {
    if (email === undefined) {
      if ((await caller.role()) !== 'admin') throw forbidden();
      return listUsers(db, list);
    }
    if (Object.values(list).some((value) => value !== undefined)) throw badRequest(apiErrors.emailWithPage);
    const wanted = email.toLowerCase();
    if (wanted !== caller.email && (await caller.role()) !== 'admin') throw forbidden();
    return usersByEmail(db, wanted);
  });

  route('saveUser', async ({ body, caller }) => {
    if (body.email.toLowerCase() !== caller.email) throw forbidden();
    const saved = await saveOwnRecord(db, caller, body);
    ctx.mail.wake();
    return saved;
  });

  route('makeAdmin', async ({ params }) => promoteToAdmin(db, params.email));

  route('removeAdmin', async ({ params, caller }) => demoteAdmin(db, caller, params.email));

  route('setRole', async ({ params, body, caller }) => setRole(db, caller, params.email, body.role));
};
