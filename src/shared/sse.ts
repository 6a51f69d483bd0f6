/**
 * Reads a Server-Sent Events stream (the `text/event-stream` format) chunk by chunk: used by the web
 * transport's streaming fetch and by the desktop main process, which both send a bearer header and
 * so cannot use EventSource. Comment lines (keep-alives) are skipped.
 */
import type { ShopEvent } from './entities';

/** The state of a client's hold on `GET /events`, as the web transport and the desktop main report it. */
export type EventStreamStatus = 'live' | 'offline' | 'unauthorized';

export interface SseMessage {
  event: string;
  data: string;
}

/** Feeds text in any chunking; calls `onMessage` for each complete message. */
export function createSseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    let newline = buffer.search(/\r\n|\r|\n/);
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      if (line === '') {
        if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      newline = buffer.search(/\r\n|\r|\n/);
    }
  };
}

/** A message of `GET /events` as a ShopEvent, or null for anything else. */
export function toShopEvent({ event, data }: SseMessage): ShopEvent | null {
  if (event !== 'order' && event !== 'product' && event !== 'stock') return null;
  try {
    const parsed = JSON.parse(data) as Record<string, unknown>;
    if (typeof parsed.type !== 'string' || typeof parsed[event] !== 'object' || parsed[event] === null) {
      return null;
    }
    return { kind: event, ...parsed } as ShopEvent;
  } catch {
    return null;
  }
}

/** Reconnection delays after a drop: 1 s, 2 s, 4 s … at most 30 s, with a little jitter. */
export function reconnectDelay(attempt: number): number {
  const base = Math.min(1000 * 2 ** attempt, 30_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** Reads a `text/event-stream` response body to its end, passing on each complete message. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: SseMessage) => void,
): Promise<void> {
  const feed = createSseParser(onMessage);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return feed(decoder.decode());
    feed(decoder.decode(value, { stream: true }));
  }
}
