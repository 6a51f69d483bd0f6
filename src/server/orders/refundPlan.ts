/**
 * What a refund request comes to on an order as it stands (read under the order's lock by the
 * refund workflow's reservation): which units and how much money, or why not. Pending refunds
 * count as made, so two staff refunding at once can never pass the paid total or put one unit
 * back twice.
 */
import { formatMoney } from '../../shared/currency';
import { toCents, toDollars } from '../../shared/money';
import { mayMove } from '../../shared/orderLifecycle';
import { unitsLeft, variantOf } from '../../shared/orderUnits';
import type { RefundRequest } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings/apiMessages';
import { messages as m } from '../../shared/strings/validation';
import type { OrderRow, StoredLine, StoredRefund } from '../db/schema';
import { lifecycleOrderOf } from './lifecycleSql';
import { isWebAccountOrder, paidCents } from './paidMoney';
import { badRequest, conflict, HttpError } from '../http/errors';

export interface RefundPlan {
  amountCents: number;
  /** The part of amountCents that gives back the delivery charge. */
  shippingCents: number;
  /** The part of amountCents owed on the customer's account: all of it for a web order on account. */
  accountCents: number;
  lines: StoredRefund['lines'];
}

/**
 * The order's line that a requested line names: by its variant, or (naming none) the product's
 * one line in the order. Null when it names none, or a product the order has in several variants.
 */
function orderLineNamed(
  order: OrderRow,
  requested: { productId: string; variantId?: string | undefined },
): StoredLine | null {
  const candidates = order.lines.filter(
    (line) =>
      line.productId === requested.productId &&
      (requested.variantId === undefined || variantOf(line) === requested.variantId),
  );
  return candidates.length === 1 ? candidates[0]! : null;
}

/**
 * The lines a refund or a return names, with their products' names and variants, checked against
 * the units the order has left: each must be one of its lines, and no more of it than is left (400
 * naming the line).
 */
export function unitsOfOrder(
  order: OrderRow,
  requested: readonly { productId: string; variantId?: string | undefined; quantity: number }[],
): StoredRefund['lines'] {
  const left = unitsLeft(order);
  const named = requested.map((line) => orderLineNamed(order, line));
  const issues = requested.flatMap((line, i) => {
    const orderLine = named[i];
    if (!orderLine) {
      const path = line.variantId === undefined ? `lines.${i}.productId` : `lines.${i}.variantId`;
      return [{ path, message: m.refundLineUnknown }];
    }
    const units = left.get(variantOf(orderLine)) ?? 0;
    if (line.quantity > units) return [{ path: `lines.${i}.quantity`, message: m.refundLineTooMany(units) }];
    return [];
  });
  const variants = new Set(named.map((line) => line && variantOf(line)));
  if (issues.length === 0 && variants.size < named.length) {
    issues.push({ path: 'lines', message: m.duplicateLine });
  }
  if (issues.length > 0) throw new HttpError(400, { message: issues[0]!.message, issues });
  return named.map((line, i) => ({
    productId: line!.productId,
    variantId: variantOf(line!),
    name: line!.name,
    quantity: requested[i]!.quantity,
  }));
}

/** The delivery charge not yet given back. */
const shippingLeft = (order: OrderRow): number =>
  order.shippingCents - order.refunds.reduce((sum, refund) => sum + (refund.shippingCents ?? 0), 0);

export function planRefund(order: OrderRow, request: RefundRequest): RefundPlan {
  if (order.state === 'refunded') throw conflict(apiErrors.orderRefunded);
  if (!mayMove(lifecycleOrderOf(order), 'refund') || paidCents(order) === 0) {
    throw conflict(apiErrors.refundNeedsPayment);
  }
  const moneyLeft = paidCents(order) - order.refundedCents;
  const deliveryLeft = shippingLeft(order);
  // Everything left gives the delivery charge back unless told not to; lines only when told to.
  const withShipping = request.amount === undefined && (request.shipping ?? request.lines === undefined);
  if (request.shipping === true && deliveryLeft === 0 && order.shippingCents > 0) {
    throw badRequest(m.refundShippingDone, 'shipping');
  }
  const shippingCents = withShipping ? Math.min(deliveryLeft, moneyLeft) : 0;
  const byVariant = new Map(order.lines.map((line) => [variantOf(line), line]));

  let lines: RefundPlan['lines'];
  if (request.lines) {
    lines = unitsOfOrder(order, request.lines);
  } else if (request.amount === undefined) {
    const units = unitsLeft(order);
    lines = order.lines
      .map((line) => ({
        productId: line.productId,
        variantId: variantOf(line),
        name: line.name,
        quantity: units.get(variantOf(line)) ?? 0,
      }))
      .filter((line) => line.quantity > 0);
  } else {
    lines = [];
  }

  const amountCents =
    request.amount !== undefined
      ? toCents(request.amount)
      : request.lines
        ? lines.reduce((sum, line) => sum + byVariant.get(variantOf(line))!.priceCents * line.quantity, 0) +
          shippingCents
        : moneyLeft - (withShipping ? 0 : deliveryLeft);
  if (moneyLeft <= 0) throw badRequest(m.refundNothingLeft);
  if (amountCents > moneyLeft) {
    throw badRequest(
      m.refundMoreThanPaid(formatMoney(toDollars(moneyLeft), order.currency)),
      request.amount !== undefined ? 'amount' : 'lines',
    );
  }
  if (amountCents <= 0) throw badRequest(m.refundNothingLeft, 'shipping');
  return { amountCents, shippingCents, lines, accountCents: isWebAccountOrder(order) ? amountCents : 0 };
}
