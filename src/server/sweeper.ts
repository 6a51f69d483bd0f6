/**
 * A sweep: a round of work each API instance runs every so often (expiring unpaid orders, finishing
 * refunds left pending, the embedded database's upkeep). Instances may sweep at once: each sweep's
 * work lets exactly one of them do it.
 */

/**
 * Runs `round` every `intervalMs`, never two rounds at once; answers the function that stops it,
 * which resolves once a round under way has finished. A round is told whether the sweeper has been
 * stopped since it began, so a long one can end at its next step.
 */
export function startSweeper(
  round: (stopped: () => boolean) => Promise<unknown>,
  intervalMs: number,
  log: (error: unknown) => void,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A slow round (much to do, a slow payment provider) is not started twice.
    if (running) return;
    running = round(() => stopped)
      .catch(log)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
