/**
 * Users: the admin's list, one's own record, and roles. `saveOwnRecord` never writes a role; an
 * admin may demote another admin, never the last one (docs/deviations.md).
 */
import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Page, SavedAddress, User } from '../../shared/entities';
import { DEFAULT_PAGE_SIZE, type UserSort } from '../../shared/paging';
import { ROLES, type Role } from '../../shared/roles';
import { apiErrors } from '../../shared/strings/apiMessages';
import type { Caller } from '../auth/guard';
import type { Cte } from '../db/cte';
import type { Database } from '../db/database';
import { shownNameOf, users, type orders } from '../db/schema';
import { sentFields } from '../db/sentFields';
import { containsPattern } from '../db/likePattern';
import { conflict, forbidden, notFound } from '../http/errors';
import { userOut } from '../serialize';
import { queueAccountEmail } from '../mail/outbox';

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

/** The admin's user list: with `page`, one page and the total; without, every match. */
export async function listUsers(
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

/** The records of `email` (none or one). */
export async function usersByEmail(db: Database, email: string): Promise<User[]> {
  return (await db.select().from(users).where(eq(users.email, email))).map(userOut);
}

/** Creates or edits the caller's own record with the fields sent; never its role. */
export async function saveOwnRecord(
  db: Database,
  caller: Caller,
  input: {
    name: string;
    phone?: string;
    location?: string;
    fbLink?: string;
    education?: string;
    image?: string;
    address?: SavedAddress;
  },
): Promise<User> {
  const fields = {
    name: input.name,
    ...sentFields(input, ['phone', 'location', 'fbLink', 'education', 'image', 'address']),
  };
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ email: caller.email, uid: caller.uid, role: 'user', ...fields })
      // A record of this email bound to another account is not the caller's to write.
      .onConflictDoUpdate({ target: users.email, set: fields, setWhere: eq(users.uid, caller.uid) })
      // xmax is 0 on a row this statement inserted, not on one it updated.
      .returning({ ...getTableColumns(users), created: sql<boolean>`xmax = 0` });
    // A new customer is asked to confirm their address (the sender skips it once confirmed).
    if (row?.created) await queueAccountEmail(tx, 'verifyEmail', caller.email);
    return row;
  });
  if (!saved) throw forbidden();
  return userOut(saved);
}

/** Placement's piece of its statement: the address an order is placed with fills the next checkout. */
export const saveAddressOnPlacement = (uid: string, address: SavedAddress, placed: Cte<typeof orders>): SQL =>
  sql`update ${users} set address = ${JSON.stringify(address)}::jsonb
      where ${users.uid} = ${uid} and exists (select 1 from ${placed})`;

export async function promoteToAdmin(db: Database, email: string): Promise<User> {
  const [promoted] = await db.update(users).set({ role: 'admin' }).where(eq(users.email, email)).returning();
  if (!promoted) throw notFound();
  return userOut(promoted);
}

/**
 * Gives an account a role (docs/counter.md): a customer, a cashier or an admin. An admin is never
 * demoted by themself, and the last admin never at all (409).
 */
export async function setRole(db: Database, caller: Caller, email: string, role: Role): Promise<User> {
  const changed = await db.transaction(async (tx) => {
    // Two admins demoting each other at once must not leave the shop with none.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('users:admins'))`);
    const [target] = await tx.select().from(users).where(eq(users.email, email));
    if (!target) throw notFound();
    if (target.role === role) return target;
    if (target.role === 'admin') {
      if (email === caller.email) throw conflict(apiErrors.demoteSelf);
      const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
      if ((admins?.n ?? 0) <= 1) throw conflict(apiErrors.lastAdmin);
    }
    const [row] = await tx
      .update(users)
      .set({ role })
      .where(and(eq(users.email, email), eq(users.role, target.role)))
      .returning();
    return row ?? target;
  });
  return userOut(changed);
}

/** Makes an admin a user again: never oneself, never the last admin; anyone else stays as they are. */
export async function demoteAdmin(db: Database, caller: Caller, email: string): Promise<User> {
  if (email === caller.email) throw conflict(apiErrors.demoteSelf);
  const [target] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  if (!target) throw notFound();
  if (target.role !== 'admin') {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return userOut(row!);
  }
  return setRole(db, caller, email, 'user');
}
