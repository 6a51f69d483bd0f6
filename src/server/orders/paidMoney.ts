/** What an order's customer has paid: a card order its total once paid, a COD order the cash collected. */
import type { OrderRow } from '../db/schema';

export const paidCents = (
  order: Pick<OrderRow, 'paymentMethod' | 'totalCents' | 'tnxId' | 'codCollection'>,
): number =>
  order.paymentMethod === 'cod'
    ? (order.codCollection?.amountCents ?? 0)
    : order.tnxId
      ? order.totalCents
      : 0;
