/**
 * Closing an unpaid order: the customer's (or an admin's) cancel, and the end of its hold. The money
 * wins (docs/orders.md, Holds and expiry): its open payment intents are closed first, and if one of
 * them took the money meanwhile the order becomes paid instead.
 */
import { mayMove } from '../../shared/orderLifecycle';
import type { OrderRow } from '../db/schema';
import type { Database } from '../db/database';
import type { Payments } from './orderPayments';
import type { OrderLifecycle } from './lifecycle';
import { lifecycleOrderOf } from './lifecycleSql';
import type { OrderActor } from './orderHistory';
import { refusalNow, stateRefusal } from './refusals';

/** How a close ended: as asked, or paid because the money had gone through. */
export type CloseOutcome = { state: 'cancelled' | 'expired' | 'paid'; order: OrderRow };

export interface UnpaidOrdersDeps {
  db: Database;
  lifecycle: Pick<OrderLifecycle, 'close'>;
  payments: Pick<Payments, 'closeIntents' | 'settle'>;
}

export function createUnpaidOrders({ db, lifecycle, payments }: UnpaidOrdersDeps) {
  /**
   * Cancelled or expired as asked (`by` whoever asked; null: the hold ended), or paid; null when the
   * order was not unpaid any more.
   */
  const close = async (
    order: OrderRow,
    how: 'cancel' | 'expire',
    by: OrderActor | null,
  ): Promise<CloseOutcome | null> => {
    const paidWith = await payments.closeIntents(order);
    if (paidWith) {
      // The provider took the money meanwhile: no one here paid it.
      const paid = await payments.settle(order.id, paidWith, null);
      return paid ? { state: 'paid', order: paid } : null;
    }
    const closed = await lifecycle.close(order.id, how, by);
    // An intent opened while this ran must not stay payable either.
    if (closed) await payments.closeIntents(order);
    return closed ? { state: how === 'cancel' ? 'cancelled' : 'expired', order: closed } : null;
  };

  return {
    /** The cancel call: cancelled, or refused in the words the order's state calls for. */
    async cancel(order: OrderRow, by: OrderActor): Promise<void> {
      if (!mayMove(lifecycleOrderOf(order), 'cancel')) throw stateRefusal('cancel', order.state);
      const outcome = await close(order, 'cancel', by);
      // Paid (by a card that went through, or meanwhile), or expired: no longer cancellable.
      if (outcome?.state !== 'cancelled') throw await refusalNow(db, order.id, 'cancel');
    },
    /** The hold ended: expired, or paid; null when it was not unpaid any more. */
    expire: (order: OrderRow) => close(order, 'expire', null),
  };
}

export type UnpaidOrders = ReturnType<typeof createUnpaidOrders>;
