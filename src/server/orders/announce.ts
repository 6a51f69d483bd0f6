/**
 * Telling every instance's clients that an order changed, once its transaction committed. Every
 * change announced also queued an email, so the mail worker is woken too.
 */
import type { OrderEventType } from '../../shared/entities';
import type { OrderRow, ProductRow } from '../db/schema';
import type { EventBus } from '../events/bus';
import { orderOut, productOut } from '../serialize';

/** Announces `type` for `order`, and the products whose stock it moved. */
export type Announce = (
  type: OrderEventType,
  order: OrderRow,
  changedProducts?: ProductRow[],
) => Promise<void>;

export function createAnnouncer(events: EventBus, emailsQueued: () => void): Announce {
  return async (type, order, changedProducts = []) => {
    emailsQueued();
    // After the commit: a lost announcement must not turn a done change into an error.
    try {
      // Published together, in this order: the bus may carry them in one message.
      await Promise.all([
        events.publish({ kind: 'order', type, order: orderOut(order), ownerUid: order.uid }),
        ...changedProducts.map((product) =>
          events.publish({ kind: 'product', type: 'updated', product: productOut(product) }),
        ),
      ]);
    } catch (error) {
      console.error(`could not announce order ${order.id} ${type}:`, error);
    }
  };
}
