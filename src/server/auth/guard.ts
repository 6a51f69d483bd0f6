/**
 * Who is calling (docs/contract.md): our bearer token names the Firebase uid and email; the account must
 * still be usable in the identity service, and the role is read from the users table, at most once a
 * request, by every request that asks for it, so a promotion or demotion applies at once. A request
 * that never asks (a checkout, a cart) spends no query on it. The role belongs to the record bound to
 * this uid: a record of the same email bound to another account gives nothing. No record means role
 * user.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isStaff, type Role } from '../../shared/roles';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { forbidden, identityUnavailable, unauthorized } from '../http/errors';
import type { AccountCheck } from './accountCheck';
import type { AccessTokens } from './tokens';

export interface Caller {
  uid: string;
  email: string;
  /** Read when first asked for, then kept for the rest of the request. */
  role(): Promise<Role>;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export interface Guards {
  /** onRequest hook: 401 unless a valid access token of a usable account is sent. */
  signedIn(request: FastifyRequest): Promise<void>;
  /** onRequest hook: 401 signed out, 403 unless the caller is staff: a cashier or an admin (docs/counter.md). */
  staff(request: FastifyRequest): Promise<void>;
  /** onRequest hook: 401 signed out, 403 unless the caller's role is admin. */
  admin(request: FastifyRequest): Promise<void>;
  /**
   * For a long-lived request (an event stream): the caller's role now, or null once their account is
   * no longer usable. Asks as a new request would.
   */
  recheck(caller: Caller): Promise<Role | null>;
}

/** The caller set by a guard; routes behind a guard can count on it. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

async function roleOf(db: Database, holder: { uid: string; email: string }): Promise<Role> {
  const [record] = await db
    .select({ uid: users.uid, role: users.role })
    .from(users)
    .where(eq(users.email, holder.email))
    .limit(1);
  return record?.uid === holder.uid ? record.role : 'user';
}

export function createGuards(db: Database, tokens: AccessTokens, accountIsUsable: AccountCheck): Guards {
  const signedIn = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const holder = token ? await tokens.verify(token) : null;
    if (!holder) throw unauthorized();
    const usable = await accountIsUsable(holder).catch(() => {
      throw identityUnavailable();
    });
    if (!usable) throw unauthorized();
    let role: Promise<Role> | undefined;
    request.caller = { ...holder, role: () => (role ??= roleOf(db, holder)) };
  };
  return {
    signedIn,
    async staff(request) {
      await signedIn(request);
      const role = await request.caller?.role();
      if (!role || !isStaff(role)) throw forbidden();
    },
    async admin(request) {
      await signedIn(request);
      if ((await request.caller?.role()) !== 'admin') throw forbidden();
    },
    async recheck({ uid, email }) {
      if (!(await accountIsUsable({ uid, email }))) return null;
      return roleOf(db, { uid, email });
    },
  };
}
