/**
 * A per-user budget of writes (429 when rate-limited). Write routes opt in after their
 * guard — `onRequest: [guards.signedIn, writeLimit]` — so the budget belongs to the account (its
 * uid), whatever address it writes from, and one budget covers all of a user's writes.
 *
 * Counted per API instance, like the per-address limits of @fastify/rate-limit's memory store:
 * behind N instances a user may write up to N times the budget.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrors } from '../../shared/strings/apiMessages';
import { callerOf } from '../auth/guard';
import { HttpError } from './errors';

const WINDOW_MS = 60_000;

export type WriteLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function createWriteLimit(perMinute: number): WriteLimit {
  const windows = new Map<string, { start: number; count: number }>();
  let lastPrune = Date.now();

  const prune = (now: number) => {
    for (const [uid, window] of windows) if (now - window.start >= WINDOW_MS) windows.delete(uid);
    lastPrune = now;
  };

  return async (request, reply) => {
    const { uid } = callerOf(request);
    const now = Date.now();
    if (now - lastPrune >= WINDOW_MS) prune(now);
    let window = windows.get(uid);
    if (!window || now - window.start >= WINDOW_MS) {
      window = { start: now, count: 0 };
      windows.set(uid, window);
    }
    window.count += 1;
    if (window.count > perMinute) {
      reply.header('Retry-After', String(Math.ceil((window.start + WINDOW_MS - now) / 1000)));
      throw new HttpError(429, { message: apiErrors.rateLimited });
    }
  };
}
