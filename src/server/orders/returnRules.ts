/**
 * When the owner of an order may ask to return units of it: a shipped order (a cash-on-delivery one
 * once its cash is collected), within RETURN_DAYS of shipping, with no request waiting and none declined (a declined request stands). One rule for the
 * request (./returns.ts) and for the order detail's `returnableUntil`.
 */
import { apiErrors } from '../../shared/strings/apiMessages';
import type { OrderRow } from '../db/schema';

const DAY_MS = 86_400_000;

/** Why the owner may not ask for a return now, in the API's words; null when they may. */
export function returnRefusal(order: OrderRow, returnDays: number, now = new Date()): string | null {
  if (order.state !== 'shipped' || !order.shippedAt) return apiErrors.returnNotShipped;
  // Still with the courier: nothing was paid, and the parcel may yet come back.
  if (order.paymentMethod === 'cod' && order.codCollection === null) return apiErrors.returnNotCollected;
  if (now.getTime() - order.shippedAt.getTime() > returnDays * DAY_MS)
    return apiErrors.returnTooLate(returnDays);
  if (order.returnRequest?.status === 'requested') return apiErrors.returnAlreadyRequested;
  if (order.returnRequest?.status === 'declined') return apiErrors.returnDeclined;
  return null;
}

/** Until when the owner may ask for a return, or null when they may not. */
export function returnableUntil(order: OrderRow, returnDays: number, now = new Date()): Date | null {
  if (returnRefusal(order, returnDays, now) !== null) return null;
  return new Date(order.shippedAt!.getTime() + returnDays * DAY_MS);
}
