/**
 * Each API instance looks for orders whose hold has ended a few times per hold period.
 * Instances may look at the same order at once: the lifecycle lets exactly one of them expire it.
 */
import type { OrderLifecycle } from './lifecycle';

const MIN_INTERVAL_MS = 250;
const MAX_INTERVAL_MS = 15_000;

/** Starts sweeping; answers the function that stops it. */
export function startExpirySweeper(
  lifecycle: OrderLifecycle,
  holdMs: number,
  log: (error: unknown) => void,
): () => void {
  const interval = Math.min(MAX_INTERVAL_MS, Math.max(MIN_INTERVAL_MS, Math.round(holdMs / 4)));
  let running = false;
  const timer = setInterval(() => {
    // A slow round (many due orders, a slow payment provider) is not started twice.
    if (running) return;
    running = true;
    lifecycle
      .expireDue()
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, interval);
  timer.unref();
  return () => clearInterval(timer);
}
