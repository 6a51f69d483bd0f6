/**
 * A sweep: a round of work each API instance runs every so often (expiring unpaid orders, finishing
 * refunds left pending). Instances may sweep at once: each sweep's work lets exactly one of them do it.
 */

/** Runs `round` every `intervalMs`, never two rounds at once; answers the function that stops it. */
export function startSweeper(
  round: () => Promise<unknown>,
  intervalMs: number,
  log: (error: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    // A slow round (much to do, a slow payment provider) is not started twice.
    if (running) return;
    running = true;
    round()
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
