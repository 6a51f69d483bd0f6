/**
 * Whether a customer may ask to return what an order holds (read under the order's lock by the
 * lifecycle): a shipped order, within RETURN_DAYS of shipping, no request already waiting, and only
 * units not yet refunded.
 */
import type { z } from 'zod';
import type { returnRequestSchema } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings/apiMessages';
import { messages as m } from '../../shared/strings/validation';
import type { OrderRow, StoredReturnRequest } from '../db/schema';
import { conflict, HttpError } from '../http/errors';
import { unitsLeft } from './refunds';

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
  const left = unitsLeft(order);
  const issues = request.lines.flatMap((line, i) => {
    const units = left.get(line.productId);
    if (units === undefined) return [{ path: `lines.${i}.productId`, message: m.refundLineUnknown }];
    if (line.quantity > units) return [{ path: `lines.${i}.quantity`, message: m.refundLineTooMany(units) }];
    return [];
  });
  if (issues.length > 0) throw new HttpError(400, { message: issues[0]!.message, issues });
  const names = new Map(order.lines.map((line) => [line.productId, line.name]));
  return {
    at: now.toISOString(),
    lines: request.lines.map(({ productId, quantity }) => ({
      productId,
      name: names.get(productId)!,
      quantity,
    })),
    reason: request.reason,
    status: 'requested',
    note: null,
    decidedAt: null,
  };
}
