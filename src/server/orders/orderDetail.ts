/**
 * An order's detail as every call that answers one builds it: the order with the emails it caused,
 * its history and its charge on account, as staff or its customer see them.
 */
import type { OrderDetail } from '../../shared/entities';
import { chargedToAccount } from '../../shared/orderStates';
import type { Database } from '../db/database';
import type { OrderRow } from '../db/schema';
import { onAccountOf } from '../credit/orderOnAccount';
import { emailsOfOrder } from '../mail/outbox';
import { orderDetailOut } from '../serialize';
import { historyOf } from './orderHistory';

export async function orderDetailOf(
  db: Database,
  order: OrderRow,
  returnDays: number,
  staff: boolean,
): Promise<OrderDetail> {
  const [emails, history, onAccount] = await Promise.all([
    emailsOfOrder(db, order, staff),
    historyOf(db, order.id),
    // Only an order on account has a charge to read.
    chargedToAccount(order.paymentMethod) ? onAccountOf(db, order.id) : null,
  ]);
  return orderDetailOut(order, returnDays, emails, history, staff, onAccount);
}
