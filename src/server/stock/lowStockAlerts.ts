/**
 * Telling staff a variant has just fallen below its threshold: one event on the stream (the web
 * app's toast, the desktop's notification) after the change committed, and the admins' digest email
 * if none went out in the last day. The digest is also looked for every hour, so a shop that stays
 * low hears of it daily. The bell reads the same mark (`low_since`) from the database.
 */
import type { Database } from '../db/database';
import { variantName } from '../../shared/stockLedger';
import type { EventBus } from '../events/bus';
import type { LowVariant } from './ledger';
import { queueLowStockDigest } from './lowStockDigest';

const DIGEST_CHECK_MS = 60 * 60_000;

export interface LowStockAlerts {
  /** After a change committed: the variants it has just made low. */
  announce(becameLow: LowVariant[]): void;
  stop(): void;
}

export function startLowStockAlerts(deps: {
  db: Database;
  events: EventBus;
  lowStockDefault: number;
  /** Wakes the mail worker: a digest was queued. */
  emailsQueued: () => void;
  log: (error: unknown, what: string) => void;
}): LowStockAlerts {
  const { db, events, lowStockDefault, emailsQueued, log } = deps;
  const digestIfDue = () =>
    queueLowStockDigest(db, lowStockDefault)
      .then((queued) => queued && emailsQueued())
      .catch((error: unknown) => log(error, 'the low-stock digest failed'));
  void digestIfDue();
  const timer = setInterval(digestIfDue, DIGEST_CHECK_MS);
  timer.unref();
  return {
    announce(becameLow) {
      if (!becameLow.length) return;
      for (const low of becameLow) {
        const stock = {
          productId: low.productId,
          variantId: low.variantId,
          name: variantName(low.name, low.variantTitle),
          stock: low.stock,
          threshold: low.threshold,
        };
        events
          .publish({ kind: 'stock', type: 'low', stock })
          .catch((error: unknown) => log(error, `could not announce low stock of ${low.variantId}`));
      }
      void digestIfDue();
    },
    stop: () => clearInterval(timer),
  };
}
