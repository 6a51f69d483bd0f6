import { readEventStream, reconnectDelay, toShopEvent } from '@shared/sse';
import type { EventStreamStatus, Transport } from './transport';
import { storedToken } from './webSession';

/**
 * `GET /events` with a streaming fetch (EventSource cannot send the bearer header), reconnecting
 * with backoff after every drop until the returned function is called.
 */
export function streamEvents(
  url: string,
  onEvent: Parameters<Transport['subscribe']>[0],
  onStatus: ((status: EventStreamStatus) => void) | undefined,
): () => void {
  const stopped = new AbortController();
  let attempt = 0;
  let status: EventStreamStatus | null = null;
  const report = (next: EventStreamStatus) => {
    if (next !== status) onStatus?.(next);
    status = next;
  };

  const connect = async (): Promise<void> => {
    const token = storedToken();
    const res = await fetch(url, {
      headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal: stopped.signal,
      cache: 'no-store',
    });
    if (res.status === 401) return report('unauthorized');
    if (!res.ok || !res.body) return report('offline');
    attempt = 0;
    report('live');
    await readEventStream(res.body, (message) => {
      const event = toShopEvent(message);
      if (event) onEvent(event);
    });
    report('offline');
  };

  void (async () => {
    while (!stopped.signal.aborted) {
      await connect().catch(() => {
        if (!stopped.signal.aborted) report('offline');
      });
      if (stopped.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, reconnectDelay(attempt++)));
    }
  })();
  return () => stopped.abort();
}
