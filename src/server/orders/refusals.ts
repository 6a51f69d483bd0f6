/**
 * The one place that words why an order cannot take an action in the state it is in. Every call that
 * loses a race (the order moved on meanwhile) reads the state once more and answers from here.
 */
import { eq } from 'drizzle-orm';
import type { OrderState } from '../../shared/entities';
import { apiErrors } from '../../shared/strings/apiMessages';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import { conflict, notFound, type HttpError } from '../http/errors';

export type OrderAction = 'cancel' | 'pay' | 'ship';

/** The refusal of `action` on an order in `state` (undefined: no such order). */
export function stateRefusal(action: OrderAction, state: OrderState | undefined): HttpError {
  if (state === undefined || state === 'cancelled') return notFound();
  if (state === 'expired') return conflict(apiErrors.orderExpired);
  if (state === 'refunded') return conflict(apiErrors.orderRefunded);
  if (action === 'ship')
    return conflict(state === 'collected' ? apiErrors.counterSaleNotShipped : apiErrors.orderNotPaid);
  return conflict(action === 'cancel' ? apiErrors.orderPaid : apiErrors.orderAlreadyPaid);
}

/** The refusal of `action` on the order as it is now. */
export async function refusalNow(db: Database, orderId: string, action: OrderAction): Promise<HttpError> {
  const [now] = await db.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId));
  return stateRefusal(action, now?.state);
}
