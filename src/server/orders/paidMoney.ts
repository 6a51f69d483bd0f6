/**
 * What an order's customer has paid: a card order its total once paid, a counter sale its total (paid
 * as it was handed over), a COD order the cash collected.
 */
import type { OrderRow } from '../db/schema';

export const paidCents = (
  order: Pick<OrderRow, 'channel' | 'paymentMethod' | 'totalCents' | 'tnxId' | 'codCollection'>,
): number =>
  order.paymentMethod === 'cod'
    ? (order.codCollection?.amountCents ?? 0)
    : order.channel === 'counter' || order.tnxId
      ? order.totalCents
      : 0;
