/**
 * Cash on delivery (docs/orders.md): staff's steps on a COD order: confirm it with the customer,
 * record the courier's cash, or take back an undelivered parcel. The steps are the lifecycle's
 * moves; a step that finds the order elsewhere says why (409).
 */
import type { CodCollected } from '../../shared/codSchemas';
import { mayMove } from '../../shared/orderLifecycle';
import { cashDue } from '../../shared/cashRounding';
import { toCents, toDollars } from '../../shared/money';
import { codErrors } from '../../shared/strings/codMessages';
import type { Caller } from '../auth/guard';
import type { Database } from '../db/database';
import type { OrderRow } from '../db/schema';
import { badRequest, conflict, idOr404, notFound, type HttpError } from '../http/errors';
import type { CodStep, MoveRequest, OrderLifecycle } from './lifecycle';
import { lifecycleOrderOf } from './lifecycleSql';
import type { OrderActor } from './orderHistory';
import { readOrder } from './orderRow';
import { codOwedCents } from './paidMoney';
import { formatMoney } from '../../shared/currency';

/** Why `step` cannot be taken on the order as it is: the words for the state it found. */
function codRefusal(step: CodStep, order: OrderRow | undefined): HttpError {
  if (!order) return notFound();
  if (order.paymentMethod !== 'cod') return conflict(codErrors.notCod);
  if (order.state === 'cancelled') return conflict(codErrors.cancelled);
  if (step === 'confirmCod') {
    return order.state === 'unpaid' ? conflict(codErrors.alreadyConfirmed) : conflict(codErrors.notUnpaid);
  }
  if (order.codCollection) return conflict(codErrors.alreadyCollected);
  return conflict(codErrors.notShipped);
}

export function createCodOrders({
  db,
  lifecycle,
  cashRoundingCents,
}: {
  db: Database;
  lifecycle: Pick<OrderLifecycle, 'cod' | 'collectCodPart'>;
  /** The courier's cash is due the total rounded to this many cents, as at the counter. */
  cashRoundingCents: number;
}) {
  const orderNow = (orderId: string) => readOrder(db, orderId);

  const take = async (rawId: string, step: CodStep, request: MoveRequest & { by: OrderActor }) => {
    const orderId = idOr404(rawId);
    const moved = await lifecycle.cod(orderId, step, request);
    if (moved) return moved;
    throw codRefusal(step, await orderNow(orderId));
  };

  /**
   * More cash of a part-collected order: what is still owed, to the minor unit (its invoice, issued
   * with the first part, already states the total), or less, marked partial with a note; the order
   * shows what is owed until it is nothing.
   */
  const collectRest = (orderId: string, body: CodCollected, caller: Caller) => {
    const amountCents = toCents(body.amount);
    const part = {
      at: new Date().toISOString(),
      amountCents,
      reference: body.reference,
      note: body.note,
      byEmail: caller.email,
    };
    return lifecycle.collectCodPart(
      orderId,
      part,
      (order) => {
        const owedCents = codOwedCents(order);
        if (order.state !== 'shipped' || owedCents <= 0) throw codRefusal('collectCod', order);
        const owed = formatMoney(toDollars(owedCents), order.currency);
        if (body.partial && amountCents >= owedCents)
          throw badRequest(codErrors.partialTooMuchOwed(owed), 'amount');
        if (!body.partial && amountCents !== owedCents)
          throw badRequest(codErrors.amountNotOwed(owed), 'amount');
      },
      caller,
    );
  };

  return {
    /** Staff called the customer: the order may ship. */
    confirm: (orderId: string, by: OrderActor) => take(orderId, 'confirmCod', { by }),

    /**
     * The courier paid over the cash: the order is paid and invoiced. Anything but its total, rounded
     * to the shop's cash step, is refused unless marked partial with a note, and then the order shows
     * what is still owed, whose cash is recorded the same way later (`collectRest`). A full collection
     * keeps its rounding.
     */
    async collected(rawId: string, body: CodCollected, caller: Caller) {
      const orderId = idOr404(rawId);
      const order = await orderNow(orderId);
      if (order?.codCollection?.partial) return collectRest(orderId, body, caller);
      if (!order || !mayMove(lifecycleOrderOf(order), 'collectCod')) throw codRefusal('collectCod', order);
      const amountCents = toCents(body.amount);
      const { dueCents, roundingCents } = cashDue(order.totalCents, cashRoundingCents);
      if (body.partial && amountCents >= dueCents) {
        throw badRequest(
          codErrors.partialTooMuch(formatMoney(toDollars(dueCents), order.currency)),
          'amount',
        );
      }
      if (!body.partial && amountCents !== dueCents) {
        throw badRequest(
          codErrors.amountNotTotal(formatMoney(toDollars(dueCents), order.currency)),
          'amount',
        );
      }
      return take(orderId, 'collectCod', {
        by: caller,
        set: {
          codCollection: {
            at: new Date().toISOString(),
            amountCents,
            reference: body.reference,
            partial: body.partial,
            note: body.note,
            byEmail: caller.email,
            roundingCents: body.partial ? 0 : roundingCents,
          },
        },
        note: body.partial ? body.note : null,
      });
    },

    /** The parcel came back: the order is cancelled and its stock goes back as `cod_undelivered`. */
    undelivered: (orderId: string, by: OrderActor) => take(orderId, 'undeliveredCod', { by }),
  };
}

export type CodOrders = ReturnType<typeof createCodOrders>;
