import axios, { type AxiosInstance } from 'axios';
import { API_PREFIX, apiPaths } from '@shared/api';
import { createSseParser, reconnectDelay, toShopEvent } from '@shared/sse';
import type { LoginResponse } from '@shared/entities';
import {
  ApiError,
  UNREACHABLE_MESSAGE,
  type EventStreamStatus,
  type Transport,
  type TransportResponse,
} from './transport';

/** The spec's local storage key (§3, §9). */
export const TOKEN_KEY = 'accessToken';

/** Web transport: axios against the same origin's `/api`, bearer from localStorage. */
export function createWebTransport(baseURL = API_PREFIX): Transport {
  const http: AxiosInstance = axios.create({ baseURL, validateStatus: () => true, timeout: 30_000 });

  const bearer = (idToken?: string) => {
    const token = idToken ?? localStorage.getItem(TOKEN_KEY);
    return token ? { Authorization: `Bearer ${token}` } : {};
  };

  const unreachable = (error: unknown): never => {
    if (axios.isAxiosError(error)) throw new ApiError(0, { message: UNREACHABLE_MESSAGE });
    throw error;
  };

  return {
    async request<T>({ method, path, query, body, idToken, ifMatch }: Parameters<Transport['request']>[0]) {
      const headers = { ...bearer(idToken), ...(ifMatch !== undefined && { 'If-Match': `"${ifMatch}"` }) };
      const res = await http
        .request<T>({ method, url: path, params: query, data: body, headers })
        .catch(unreachable);
      if (method === 'POST' && path === apiPaths.login && res.status === 200) {
        localStorage.setItem(TOKEN_KEY, (res.data as LoginResponse).accessToken);
      }
      return { status: res.status, data: res.data } as TransportResponse<T>;
    },
    async uploadImage(file, onProgress) {
      const form = new FormData();
      form.append('image', file);
      const res = await http
        .post(apiPaths.images, form, {
          headers: bearer(),
          onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
        })
        .catch(unreachable);
      return { status: res.status, data: res.data };
    },
    async hasSession() {
      return localStorage.getItem(TOKEN_KEY) !== null;
    },
    async clearSession() {
      localStorage.removeItem(TOKEN_KEY);
    },
    subscribe(onEvent, onStatus) {
      return streamEvents(`${baseURL}${apiPaths.events}`, onEvent, onStatus);
    },
    assetUrl(ref) {
      return ref;
    },
  };
}

/**
 * `GET /events` with a streaming fetch (EventSource cannot send the bearer header), reconnecting
 * with backoff after every drop until the returned function is called.
 */
function streamEvents(
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
    const token = localStorage.getItem(TOKEN_KEY);
    const res = await fetch(url, {
      headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal: stopped.signal,
      cache: 'no-store',
    });
    if (res.status === 401) return report('unauthorized');
    if (!res.ok || !res.body) return report('offline');
    attempt = 0;
    report('live');
    const feed = createSseParser((message) => {
      const event = toShopEvent(message);
      if (event) onEvent(event);
    });
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      feed(value);
    }
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
