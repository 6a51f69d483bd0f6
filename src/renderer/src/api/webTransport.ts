import { API_PREFIX } from '@shared/api';
import { fillPath } from '@shared/contract/endpoint';
import type { LoginResponse } from '@shared/entities';
import { failureText } from '@shared/strings/labels/shell';
import { ApiError, type Transport, type TransportResponse } from './transport';
import { forgetToken, storedToken, storeToken } from './webSession';

const REQUEST_TIMEOUT_MS = 30_000;
/** A catalogue import downloads its images and writes thousands of rows: it may take minutes. */
const IMPORT_TIMEOUT_MS = 300_000;

/** Bound once: the build writes the table out wherever the constant is named. */
const ROUTES = __API_ROUTES__;

const bearer = (idToken?: string): Record<string, string> => {
  const token = idToken ?? storedToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** A body as the server sent it: JSON when it says so, else its text ('' for none). */
const parseBody = (text: string, contentType: string | null): unknown =>
  text !== '' && contentType?.includes('json') ? JSON.parse(text) : text;

const unreachable = (): never => {
  throw new ApiError(0, { message: failureText.unreachable });
};

/**
 * `POST /images` through XMLHttpRequest, the one browser API that reports upload progress (fetch
 * does not).
 */
function uploadWithProgress(
  url: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<TransportResponse<unknown>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [name, value] of Object.entries(bearer())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) =>
      onProgress?.(e.lengthComputable ? Math.round((e.loaded / e.total) * 100) : 0);
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        data: parseBody(xhr.responseText, xhr.getResponseHeader('Content-Type')),
      });
    xhr.onerror = xhr.ontimeout = () => reject(new ApiError(0, { message: failureText.unreachable }));
    xhr.send(form);
  });
}

/**
 * Web transport: fetch against the same origin's `/api`, each endpoint's method and path from the
 * build's route table, bearer from the stored session.
 */
export function createWebTransport(baseURL = API_PREFIX): Transport {
  return {
    async request<T>({
      endpoint,
      params,
      query,
      body,
      idToken,
      ifMatch,
      idempotencyKey,
    }: Parameters<Transport['request']>[0]) {
      const { method, path } = ROUTES[endpoint];
      const search = new URLSearchParams(query).toString();
      const res = await fetch(`${baseURL}${fillPath(path, params)}${search && `?${search}`}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(ifMatch !== undefined && { 'If-Match': `"${ifMatch}"` }),
          ...(idempotencyKey !== undefined && { 'Idempotency-Key': idempotencyKey }),
          ...bearer(idToken),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }).catch(unreachable);
      const data = parseBody(await res.text().catch(unreachable), res.headers.get('Content-Type'));
      if (endpoint === 'login' && res.status === 200) storeToken((data as LoginResponse).accessToken);
      return { status: res.status, data } as TransportResponse<T>;
    },
    async uploadImage(file, onProgress) {
      const form = new FormData();
      form.append('image', file);
      return uploadWithProgress(`${baseURL}${ROUTES.uploadImage.path}`, form, onProgress);
    },
    async importCatalogue(csv, { dryRun, unfetchedImages }) {
      const { method, path } = ROUTES.importCatalogue;
      const query = new URLSearchParams({ dryRun: String(dryRun), unfetchedImages });
      const res = await fetch(`${baseURL}${path}?${query}`, {
        method,
        headers: { Accept: 'application/json', 'Content-Type': 'text/csv; charset=utf-8', ...bearer() },
        body: csv,
        signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
      }).catch(unreachable);
      return {
        status: res.status,
        data: parseBody(await res.text().catch(unreachable), res.headers.get('Content-Type')),
      };
    },
    async hasSession() {
      return storedToken() !== null;
    },
    async clearSession() {
      forgetToken();
    },
    subscribe(onEvent, onStatus) {
      // The stream's code loads with the first subscription: a visitor never needs it.
      let stop: (() => void) | null = null;
      let stopped = false;
      void import('./webEventStream').then(({ streamEvents }) => {
        if (!stopped) stop = streamEvents(`${baseURL}${ROUTES.events.path}`, onEvent, onStatus);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    assetUrl(ref) {
      return ref;
    },
  };
}
