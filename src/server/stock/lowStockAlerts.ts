/**
 * Telling staff a variant has just fallen below its threshold: one event on the stream (the web app's
 * toast, the desktop's notification) after the change committed. The bell and the daily digest read
 * the same mark (`low_since`) from the database.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../events/bus';
import type { ProductRow } from '../db/schema';

export function announceLowStock(
  events: EventBus,
  log: FastifyBaseLogger,
  becameLow: ProductRow[],
  lowStockDefault: number,
): void {
  for (const product of becameLow) {
    const stock = {
      productId: product.id,
      variantId: product.id,
      name: product.name,
      stock: product.availableQuantity,
      threshold: product.lowStockThreshold ?? lowStockDefault,
    };
    events.publish({ kind: 'stock', type: 'low', stock }).catch((error: unknown) => {
      log.error({ err: error }, `could not announce low stock of ${product.id}`);
    });
  }
}
