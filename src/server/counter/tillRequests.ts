/**
 * The till's sales and returns are idempotent (docs/counter.md): the till makes an id once per sale
 * or return and sends it with every retry and replay. Requests of one id are serialised by a
 * transaction advisory lock on it, and a digest of what each asks tells a retry (answered with what
 * the first made) from another request reusing the id (422).
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { orders, type OrderRow } from '../db/schema';
import { fieldRefusal } from '../http/errors';
import type { Announce } from '../orders/announce';

/** What the counter's sale and return services are built with. */
export interface CounterServiceDeps {
  db: Database;
  announce: Announce;
  lowStockDefault: number;
}

/** A digest of what a request asks: its fields that make it this sale or return, in a fixed order. */
export const fingerprintOf = (asked: unknown[]): string =>
  createHash('sha256').update(JSON.stringify(asked)).digest('hex');

export interface TillRequest {
  kind: 'counter-sale' | 'counter-return';
  id: string;
  fingerprint: string;
  /** The id's field, and what a different request under a used id is told. */
  idPath: string;
  reused: string;
}

/**
 * Waits, in `tx`, for every other transaction of the request's id (holding it until `tx` ends),
 * then answers what an earlier request of the id made, with its order, when this one is its retry;
 * null when the id is new. `find` reads the earlier record of the id.
 */
export async function earlierTillRequest<Made extends { fingerprint: string; orderId: string }>(
  tx: Transaction,
  request: TillRequest,
  find: () => Promise<Made[]>,
): Promise<{ made: Made; order: OrderRow } | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${request.kind}:${request.id}`}))`);
  const [made] = await find();
  if (!made) return null;
  if (made.fingerprint !== request.fingerprint) {
    throw fieldRefusal(422, request.idPath, request.reused);
  }
  const [order] = await tx.select().from(orders).where(eq(orders.id, made.orderId));
  return { made, order: order! };
}
