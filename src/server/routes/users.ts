/**
 * `GET /user` · `GET /user?email=` · `PUT /user` · `PUT /user/admin/{email}` ·
 * `DELETE /user/admin/{email}`. A user reads and writes only their own record; `PUT /user` never
 * changes a role (DESIGN §3); an admin may demote another admin, never the last one (DESIGN §9).
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Page, User } from '../../shared/entities';
import { DEFAULT_PAGE_SIZE, listQuerySchema, USER_SORTS, type UserSort } from '../../shared/paging';
import { pageOf, userOutSchema } from '../../shared/responseSchemas';
import { emailSchema, userPutSchema } from '../../shared/schemas';
import { ROLES } from '../../shared/roles';
import { apiErrors } from '../../shared/strings';
import { callerOf } from '../auth/guard';
import type { Database } from '../db/database';
import { shownNameOf, users } from '../db/schema';
import { containsPattern } from '../db/search';
import { badRequest, conflict, emailOr404, forbidden, notFound, parseOr400 } from '../http/errors';
import { BEARER, errorResponses } from '../http/openapi';
import { userOut } from '../serialize';
import type { RouteOptions } from './context';

const usersQuery = listQuerySchema(USER_SORTS).extend({ email: emailSchema.optional() });

const emailParams = z.object({ email: z.string().describe("The account's email (URL-encoded)") });
const usersSchema = {
  summary:
    'Every user (admin; with `page`, one page of them), or the one with `email` (oneself; an admin: anyone)',
  tags: ['users'],
  security: BEARER,
  querystring: usersQuery,
  response: { 200: z.union([userOutSchema.array(), pageOf(userOutSchema)]), ...errorResponses },
};
const saveUserSchema = {
  summary: "Create or edit one's own user record (never its role)",
  tags: ['users'],
  security: BEARER,
  body: userPutSchema,
  response: { 200: userOutSchema, ...errorResponses },
};
const promoteSchema = {
  summary: 'Make a user an admin (admin)',
  tags: ['users'],
  security: BEARER,
  params: emailParams,
  response: { 200: userOutSchema, ...errorResponses },
};
const demoteSchema = {
  summary: 'Make an admin a user again, never the last one (admin)',
  tags: ['users'],
  security: BEARER,
  params: emailParams,
  response: { 200: userOutSchema, ...errorResponses },
};

const shownName = shownNameOf(users);

const USER_ORDER: Record<UserSort, SQL[]> = {
  oldest: [asc(users.createdAt), asc(users.id)],
  newest: [desc(users.createdAt), desc(users.id)],
  name: [asc(shownName), asc(users.id)],
  'name-desc': [desc(shownName), desc(users.id)],
};

/**
 * Users whose name or email contains `q`, or whose role is `q`. The role is compared only when `q`
 * names one: a condition no index answers would make every search read every user.
 */
const userSearch = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const role = ROLES.find((r) => r === q.toLowerCase());
  return or(
    ilike(users.name, containsPattern(q)),
    ilike(users.email, containsPattern(q)),
    role ? eq(users.role, role) : undefined,
  );
};

/** The admin's user list (DESIGN §3a): with `page`, one page and the total; without, every match. */
async function listUsers(
  db: Database,
  {
    page,
    pageSize = DEFAULT_PAGE_SIZE,
    q,
    sort = 'oldest',
  }: { page?: number; pageSize?: number; q?: string; sort?: UserSort },
): Promise<User[] | Page<User>> {
  const where = userSearch(q);
  const rows = db
    .select()
    .from(users)
    .where(where)
    .orderBy(...USER_ORDER[sort]);
  if (page === undefined) return (await rows).map(userOut);
  const [items, [counted]] = await Promise.all([
    rows.limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: items.map(userOut), total: counted?.total ?? 0, page, pageSize };
}

export const userRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, guards, writeLimit } = ctx;

  app.get('/user', { onRequest: guards.signedIn, schema: usersSchema }, async (request) => {
    const caller = callerOf(request);
    const { email, ...list } = parseOr400(usersQuery, request.query);
    if (email === undefined) {
      if (caller.role !== 'admin') throw forbidden();
      return listUsers(db, list);
    }
    if (Object.values(list).some((value) => value !== undefined)) throw badRequest(apiErrors.emailWithPage);
    const wanted = email.toLowerCase();
    if (wanted !== caller.email && caller.role !== 'admin') throw forbidden();
    return (await db.select().from(users).where(eq(users.email, wanted))).map(userOut);
  });

  app.put('/user', { onRequest: [guards.signedIn, writeLimit], schema: saveUserSchema }, async (request) => {
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
    { onRequest: [guards.admin, writeLimit], schema: promoteSchema },
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

  app.delete<{ Params: { email: string } }>(
    '/user/admin/:email',
    { onRequest: [guards.admin, writeLimit], schema: demoteSchema },
    async (request) => {
      const email = emailOr404(request.params.email);
      if (email === callerOf(request).email) throw conflict(apiErrors.demoteSelf);
      const demoted = await db.transaction(async (tx) => {
        // Two admins demoting each other at once must not leave the shop with none.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('users:admins'))`);
        const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
        const [target] = await tx.select().from(users).where(eq(users.email, email));
        if (!target) throw notFound();
        if (target.role !== 'admin') return target;
        if ((admins?.n ?? 0) <= 1) throw conflict(apiErrors.lastAdmin);
        const [row] = await tx
          .update(users)
          .set({ role: 'user' })
          .where(and(eq(users.email, email), eq(users.role, 'admin')))
          .returning();
        return row ?? target;
      });
      return userOut(demoted);
    },
  );
};
