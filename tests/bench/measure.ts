/** Load generation shared by the benchmarks: bounded requests, a bounded number in flight. */
export interface Figures {
  scenario: string;
  requests: number;
  concurrency: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** The middle one of several values (the upper one of an even count). */
export const medianOf = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The middle one of several rounds, by requests per second. */
export const median = (runs: Figures[]): Figures =>
  [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)]!;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `count` requests with at most `concurrency` in flight; `send(i)` resolves to an HTTP status. */
export async function measure(
  scenario: string,
  count: number,
  concurrency: number,
  send: (i: number) => Promise<number>,
  okStatus = 200,
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        const status = await send(i).catch(() => 0);
        latencies.push(performance.now() - t0);
        if (status !== okStatus) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    scenario,
    requests: count,
    concurrency,
    perSecond: Math.round(count / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
  };
}
