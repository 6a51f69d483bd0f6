/**
 * Main's half of `GET /events`: holds the stream with the vault's token (a streaming
 * fetch, since EventSource cannot send a bearer), parses it with the shared SSE parser and reports
 * each event and each change of state. It follows the session: a new token reconnects at once, a
 * cleared one stops it until the next sign-in. Drops and refusals are retried with backoff.
 */
import { endpoints } from '../shared/contract/endpoints';
import type { ShopEvent } from '../shared/entities';
import { createSseParser, reconnectDelay, toShopEvent, type EventStreamStatus } from '../shared/sse';
import type { TokenVault } from './tokenVault';

export interface StreamHandlers {
  onEvent(event: ShopEvent): void;
  onStatus(status: EventStreamStatus): void;
}

export interface EventStreamOptions extends StreamHandlers {
  /** `{api}` without a trailing slash. */
  apiBase: string;
  vault: TokenVault;
  /** The wait before reconnection attempt `attempt` (0-based); the shared backoff by default. */
  delay?: (attempt: number) => number;
  /** The server comments every 25 s: this much silence means the connection is dead. */
  idleTimeoutMs?: number;
}

export interface HeldStream {
  /** The last state reported, or null before the first attempt ended. */
  readonly status: EventStreamStatus | null;
  stop(): void;
}

const IDLE_TIMEOUT_MS = 60_000;

export function holdEventStream(options: EventStreamOptions): HeldStream {
  const { apiBase, vault, onEvent, onStatus, delay = reconnectDelay } = options;
  const idleTimeoutMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  const url = `${apiBase}${endpoints.events.path}`;
  let stopped = false;
  let status: EventStreamStatus | null = null;
  let attempt = 0;
  let connection: AbortController | null = null;
  let wake: (() => void) | null = null;

  const report = (next: EventStreamStatus) => {
    if (stopped || next === status) return;
    status = next;
    onStatus(next);
  };

  let sessionChanged = false;
  const unfollowVault = vault.onChange(() => {
    // Another session (or none): drop this connection and go again without waiting.
    sessionChanged = true;
    attempt = 0;
    connection?.abort();
    wake?.();
  });

  /** Resolves after `ms` (or only when woken), or earlier when the session changes or on stop. */
  const pause = (ms?: number) =>
    new Promise<void>((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  /** One connection, until it ends: 'unauthorized' when the API refused the token. */
  const connect = async (token: string, signal: AbortSignal): Promise<'unauthorized' | 'dropped'> => {
    const res = await fetch(url, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      redirect: 'error',
      signal,
    });
    const isStream = (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
    if (!res.ok || !res.body || !isStream) {
      await res.body?.cancel();
      return res.status === 401 ? 'unauthorized' : 'dropped';
    }
    attempt = 0;
    report('live');
    const feed = createSseParser((message) => {
      const event = toShopEvent(message);
      if (event) onEvent(event);
    });
    const decoder = new TextDecoder();
    let idle = setTimeout(() => connection?.abort(), idleTimeoutMs);
    try {
      for await (const chunk of res.body) {
        clearTimeout(idle);
        idle = setTimeout(() => connection?.abort(), idleTimeoutMs);
        feed(decoder.decode(chunk as Uint8Array, { stream: true }));
      }
    } finally {
      clearTimeout(idle);
    }
    return 'dropped';
  };

  void (async () => {
    while (!stopped) {
      sessionChanged = false;
      const token = await vault.get();
      if (stopped) return;
      if (!token) {
        // Signed out: nothing to hold until a sign-in stores a token.
        report('unauthorized');
        await pause();
        continue;
      }
      connection = new AbortController();
      const outcome = await connect(token, connection.signal).catch(() => 'dropped' as const);
      if (stopped) return;
      if (sessionChanged) continue;
      report(outcome === 'unauthorized' ? 'unauthorized' : 'offline');
      await pause(delay(attempt++));
    }
  })();

  return {
    get status() {
      return status;
    },
    stop() {
      stopped = true;
      unfollowVault();
      connection?.abort();
      wake?.();
    },
  };
}
