/**
 * Who is calling (docs/contract.md): our bearer token names the Firebase uid and email; the account must
 * still be usable in the identity service, and the role is read from the users table on every
 * request, so a promotion applies at once. The role belongs to the record bound to this uid: a
 * record of the same email bound to another account gives nothing. No record means role user.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../shared/roles';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { forbidden, identityUnavailable, unauthorized } from '../http/errors';
import type { AccountCheck } from './accountCheck';
import type { AccessTokens } from './tokens';

export interface Caller {
  uid: string;
  email: string;
  role: Role;
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
  /** onRequest hook: 401 signed out, 403 unless the caller's role is admin. */
  admin(request: FastifyRequest): Promise<void>;
}

/** The caller set by a guard; routes behind a guard can count on it. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
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
    const [record] = await db
      .select({ uid: users.uid, role: users.role })
      .from(users)
      .where(eq(users.email, holder.email))
      .limit(1);
    request.caller = { ...holder, role: record?.uid === holder.uid ? record.role : 'user' };
  };
  return {
    signedIn,
    async admin(request) {
      await signedIn(request);
      if (request.caller?.role !== 'admin') throw forbidden();
    },
  };
}
