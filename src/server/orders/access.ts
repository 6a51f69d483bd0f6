/** Who may act on an order: its owner, and for some calls an admin. */
import type { Caller } from '../auth/guard';
import type { Database } from '../db/database';
import type { OrderRow } from '../db/schema';
import { forbidden, idOr404, notFound } from '../http/errors';
import { readOrder } from './orderRow';

/** Loads an order the caller may act on: unknown or cancelled → 404, someone else's → 403. */
export async function orderFor(
  db: Database,
  rawId: string,
  caller: Caller,
  adminMayAct: boolean,
): Promise<OrderRow> {
  const id = idOr404(rawId);
  const order = await readOrder(db, id);
  if (!order || order.state === 'cancelled') throw notFound();
  if (!ownedBy(order, caller) && !(adminMayAct && (await caller.role()) === 'admin')) throw forbidden();
  return order;
}

/**
 * Whether the order is the caller's: it belongs to the account that placed it, so someone who
 * later registers the same email never reaches it. Orders from before accounts owned them go by email.
 */
export const ownedBy = (order: Pick<OrderRow, 'uid' | 'email'>, caller: Caller): boolean =>
  order.uid ? order.uid === caller.uid : order.email === caller.email;
