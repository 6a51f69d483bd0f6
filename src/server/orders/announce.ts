/**
 * Telling every instance's clients that an order changed, once its transaction committed. Every
 * change announced also queued an email, so the mail worker is woken too; a tool the change made low
 * on stock is told to staff.
 */
import type { OrderEventType } from '../../shared/entities';
import { liveVariantsOf } from '../catalogue/variants';
import type { Database } from '../db/database';
import type { OrderRow, ProductRow, VariantRow } from '../db/schema';
import type { EventBus } from '../events/bus';
import type { LowVariant } from '../stock/ledger';
import type { LowStockAlerts } from '../stock/lowStockAlerts';
import { orderOut, productOut } from '../serialize';

/**
 * Announces `type` for `order`, the products whose stock it moved, and those it made low.
 * `liveVariants`: the changed products' live variants, when the change has read them already.
 */
export type Announce = (
  type: OrderEventType,
  order: OrderRow,
  changedProducts?: ProductRow[],
  becameLow?: LowVariant[],
  liveVariants?: Map<string, VariantRow[]>,
) => Promise<void>;

export function createAnnouncer(
  db: Database,
  events: EventBus,
  emailsQueued: () => void,
  lowStock: Pick<LowStockAlerts, 'announce'>,
): Announce {
  return async (type, order, changedProducts = [], becameLow = [], liveVariants) => {
    emailsQueued();
    lowStock.announce(becameLow);
    // After the commit: a lost announcement must not turn a done change into an error.
    try {
      const variants =
        liveVariants ??
        (await liveVariantsOf(
          db,
          changedProducts.map((product) => product.id),
        ));
      // Published together, in this order: the bus may carry them in one message.
      await Promise.all([
        events.publish({ kind: 'order', type, order: orderOut(order), ownerUid: order.uid }),
        ...changedProducts.map((product) =>
          events.publish({
            kind: 'product',
            type: 'updated',
            product: productOut(product, variants.get(product.id) ?? []),
          }),
        ),
      ]);
    } catch (error) {
      console.error(`could not announce order ${order.id} ${type}:`, error);
    }
  };
}
