/**
 * The seam between the typed API client and how bytes reach the server: the web build
 * uses fetch with the token in localStorage; the desktop build asks the main process over IPC and
 * never sees the token. Pages only ever see the client.
 */
import type { CatalogueImportChoice } from '@shared/catalogueCsv';
import type { ApiCall } from '@shared/contract/endpoints';
import type { ApiErrorBody, ShopEvent } from '@shared/entities';

/** One call of the contract's table, named; the transport finds its method and path. */
export type TransportRequest = ApiCall;

export interface TransportResponse<T = unknown> {
  status: number;
  data: T;
}

export interface Transport {
  /** Resolves with any HTTP status; rejects only when the server cannot be reached. */
  request<T>(req: TransportRequest): Promise<TransportResponse<T>>;
  /** `POST /images` with the file in the multipart field `image`; progress runs 0..100. */
  uploadImage(file: Blob, onProgress?: (percent: number) => void): Promise<TransportResponse<unknown>>;
  /** `POST /product/import` with the file's text as `text/csv`: checked only, or imported. */
  importCatalogue(csv: string, choice: CatalogueImportChoice): Promise<TransportResponse<unknown>>;
  /** After `POST /login` succeeded: whether a session token is held. */
  hasSession(): Promise<boolean>;
  /** Forgets the session token (logout, or a 401 that renewal could not fix). */
  clearSession(): Promise<void>;
  /**
   * Listens to `GET /events` while signed in, reconnecting with backoff after a drop;
   * `onStatus` says when the stream is up ('live') and when it dropped ('offline'). Returns the
   * function that stops listening.
   */
  subscribe(onEvent: (event: ShopEvent) => void, onStatus?: (status: EventStreamStatus) => void): () => void;
  /** Turns an image reference from the API (`/api/images/{id}` or absolute) into a loadable URL. */
  assetUrl(ref: string): string;
}

export type EventStreamStatus = 'live' | 'offline' | 'unauthorized';

/** A failed call: `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}
