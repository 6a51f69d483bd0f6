/**
 * Whether a customer may ask to return what an order holds (read under the order's lock by the
 * lifecycle): a shipped order, within RETURN_DAYS of shipping, no request already waiting, and only
 * units not yet refunded.
 */
import type { z } from 'zod';
import type { returnRequestSchema } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings/apiMessages';
import type { OrderRow, StoredReturnRequest } from '../db/schema';
import { conflict } from '../http/errors';
import { unitsOfOrder } from './refunds';

const DAY_MS = 86_400_000;

export function planReturn(
  order: OrderRow,
  request: z.output<typeof returnRequestSchema>,
  returnDays: number,
  now = new Date(),
): StoredReturnRequest {
  if (order.state !== 'shipped' || !order.shippedAt) throw conflict(apiErrors.returnNotShipped);
  if (now.getTime() - order.shippedAt.getTime() > returnDays * DAY_MS) {
    throw conflict(apiErrors.returnTooLate(returnDays));
  }
  if (order.returnRequest?.status === 'requested') throw conflict(apiErrors.returnAlreadyRequested);
  return {
    at: now.toISOString(),
    lines: unitsOfOrder(order, request.lines),
    reason: request.reason,
    status: 'requested',
    note: null,
    decidedAt: null,
  };
}
