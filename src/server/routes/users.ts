/**
 * `GET /user` · `GET /user?email=` · `PUT /user` · `PUT /user/admin/{email}`. A user reads and
 * writes only their own record; `PUT /user` never changes a role (DESIGN §3).
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { emailSchema, userPutSchema } from '../../shared/schemas';
import { callerOf } from '../auth/guard';
import { users } from '../db/schema';
import { emailOr404, forbidden, notFound, parseOr400 } from '../http/errors';
import { userOut } from '../serialize';
import type { RouteOptions } from './context';

const usersQuery = z.strictObject({ email: emailSchema.optional() });

export const userRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, guards, writeLimit } = ctx;

  app.get('/user', { onRequest: guards.signedIn }, async (request) => {
    const caller = callerOf(request);
    const { email } = parseOr400(usersQuery, request.query);
    if (email === undefined) {
      if (caller.role !== 'admin') throw forbidden();
      return (await db.select().from(users).orderBy(asc(users.createdAt), asc(users.id))).map(userOut);
    }
    const wanted = email.toLowerCase();
    if (wanted !== caller.email && caller.role !== 'admin') throw forbidden();
    return (await db.select().from(users).where(eq(users.email, wanted))).map(userOut);
  });

  app.put('/user', { onRequest: [guards.signedIn, writeLimit] }, async (request) => {
    const caller = callerOf(request);
    const input = parseOr400(userPutSchema, request.body);
    if (input.email.toLowerCase() !== caller.email) throw forbidden();
    // Only the fields sent are written; `role` is not among them, ever.
    const fields = {
      name: input.name,
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(input.location !== undefined && { location: input.location }),
      ...(input.fbLink !== undefined && { fbLink: input.fbLink }),
      ...(input.education !== undefined && { education: input.education }),
      ...(input.image !== undefined && { image: input.image }),
    };
    const [saved] = await db
      .insert(users)
      .values({ email: caller.email, uid: caller.uid, role: 'user', ...fields })
      // A record of this email bound to another account is not the caller's to write.
      .onConflictDoUpdate({ target: users.email, set: fields, setWhere: eq(users.uid, caller.uid) })
      .returning();
    if (!saved) throw forbidden();
    return userOut(saved);
  });

  app.put<{ Params: { email: string } }>(
    '/user/admin/:email',
    { onRequest: [guards.admin, writeLimit] },
    async (request) => {
      const email = emailOr404(request.params.email);
      const [promoted] = await db
        .update(users)
        .set({ role: 'admin' })
        .where(eq(users.email, email))
        .returning();
      if (!promoted) throw notFound();
      return userOut(promoted);
    },
  );
};
