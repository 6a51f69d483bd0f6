/**
 * What an order's customer has paid: a card order its total once paid, a counter sale its total (paid
 * as it was handed over), a COD order the cash collected.
 */
import type { OrderRow } from '../db/schema';

/**
 * What a COD order still owes: its total less the cash recorded (a full collection's rounding is not
 * owed); nothing once cancelled.
 */
export const codOwedCents = (order: Pick<OrderRow, 'state' | 'totalCents' | 'codCollection'>): number =>
  order.state === 'cancelled'
    ? 0
    : order.totalCents -
      (order.codCollection ? order.codCollection.amountCents - (order.codCollection.roundingCents ?? 0) : 0);

export const paidCents = (
  order: Pick<OrderRow, 'channel' | 'paymentMethod' | 'totalCents' | 'tnxId' | 'codCollection'>,
): number =>
  order.paymentMethod === 'cod'
    ? (order.codCollection?.amountCents ?? 0)
    : order.channel === 'counter' || order.tnxId
      ? order.totalCents
      : 0;
