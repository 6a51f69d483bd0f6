/**
 * What a refund request comes to on an order as it stands (read under the order's lock by the
 * lifecycle): which units and how much money, or why not. Pending refunds count as made, so two
 * staff refunding at once can never pass the paid total or put one unit back twice.
 */
import { formatUsd, toCents, toDollars } from '../../shared/money';
import type { RefundRequest } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings/apiMessages';
import { messages as m } from '../../shared/strings/validation';
import type { OrderRow, StoredRefund } from '../db/schema';
import { conflict, HttpError } from '../http/errors';

export interface RefundPlan {
  amountCents: number;
  lines: StoredRefund['lines'];
}

/** The refunds that give back part of what the order was paid (not a second payment's). */
export const orderRefunds = (order: OrderRow): StoredRefund[] =>
  order.refunds.filter((refund) => refund.extraPaymentIntent === undefined);

/** Units of each product not yet refunded. */
export function unitsLeft(order: OrderRow): Map<string, number> {
  const left = new Map(order.lines.map((line) => [line.productId, line.quantity]));
  for (const refund of orderRefunds(order)) {
    for (const line of refund.lines)
      left.set(line.productId, (left.get(line.productId) ?? 0) - line.quantity);
  }
  return left;
}

const refused = (path: string, message: string) =>
  new HttpError(400, { message, issues: [{ path, message }] });

export function planRefund(order: OrderRow, request: RefundRequest): RefundPlan {
  if (order.state === 'refunded') throw conflict(apiErrors.orderRefunded);
  if ((order.state !== 'paid' && order.state !== 'shipped') || !order.tnxId) {
    throw conflict(apiErrors.refundNeedsPayment);
  }
  const moneyLeft = order.totalCents - order.refundedCents;
  const units = unitsLeft(order);
  const byProduct = new Map(order.lines.map((line) => [line.productId, line]));

  let lines: RefundPlan['lines'];
  if (request.lines) {
    const issues = request.lines.flatMap((line, i) => {
      const left = units.get(line.productId);
      if (left === undefined) return [{ path: `lines.${i}.productId`, message: m.refundLineUnknown }];
      if (line.quantity > left) return [{ path: `lines.${i}.quantity`, message: m.refundLineTooMany(left) }];
      return [];
    });
    if (issues.length > 0) throw new HttpError(400, { message: issues[0]!.message, issues });
    lines = request.lines.map(({ productId, quantity }) => ({
      productId,
      name: byProduct.get(productId)!.name,
      quantity,
    }));
  } else if (request.amount === undefined) {
    lines = order.lines
      .map((line) => ({
        productId: line.productId,
        name: line.name,
        quantity: units.get(line.productId) ?? 0,
      }))
      .filter((line) => line.quantity > 0);
  } else {
    lines = [];
  }

  const amountCents =
    request.amount !== undefined
      ? toCents(request.amount)
      : request.lines
        ? lines.reduce((sum, line) => sum + byProduct.get(line.productId)!.priceCents * line.quantity, 0)
        : moneyLeft;
  if (moneyLeft <= 0) throw refused('', m.refundNothingLeft);
  if (amountCents > moneyLeft) {
    throw refused(
      request.amount !== undefined ? 'amount' : 'lines',
      m.refundMoreThanPaid(formatUsd(toDollars(moneyLeft))),
    );
  }
  return { amountCents, lines };
}
