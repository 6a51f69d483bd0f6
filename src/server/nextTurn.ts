/**
 * Resolves on the event loop's next check phase, after the requests and timers already waiting:
 * long work awaits it between its pieces so the server keeps answering. On embedded PGlite a query
 * runs on this very thread, and the awaits between a transaction's statements resolve as
 * microtasks, which let nothing else run.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
