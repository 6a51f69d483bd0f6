/**
 * The typed API client: `call(name, request)` for each endpoint of the contract's table, typed from
 * its schemas. Pages and hooks call these; how the request travels is the transport's business.
 * Only types come from the table: its schemas (zod) stay out of the renderer's bundles.
 */
import {
  queryStrings,
  type ClientRequestOf,
  type Omittable,
  type RequestOf,
  type ResponseOf,
} from '@shared/contract/endpoint';
import type { CatalogueImportChoice } from '@shared/catalogueCsv';
import type { ApiCall, EndpointName, Endpoints } from '@shared/contract/endpoints';
import type { ApiErrorBody, Page } from '@shared/entities';
import { IMAGE_MIMES } from '@shared/images';
import { failureText } from '@shared/strings/labels/shell';
import type { z } from 'zod';
import { ApiError, type Transport, type TransportResponse } from './transport';

let transport: Transport | null = null;
let renewSession: (() => Promise<boolean>) | null = null;

/** Chosen once at start-up by the platform (web or desktop). */
export function setTransport(t: Transport): void {
  transport = t;
}

export function currentTransport(): Transport {
  if (!transport) throw new Error('API transport not initialised');
  return transport;
}

/**
 * Registered by the auth layer: fetches a fresh identity token and calls `login` again. Called once
 * when a call answers 401, so an expired accessToken is renewed without the user noticing.
 */
export function onSessionExpired(renew: () => Promise<boolean>): void {
  renewSession = renew;
}

/** Renews the accessToken now (the event stream was refused with 401); false if it cannot. */
export function renewAccessToken(): Promise<boolean> {
  return renewSession ? renewSession() : Promise.resolve(false);
}

type Answer<N extends EndpointName> = ResponseOf<Endpoints[N]>;

/**
 * What a call sends besides its parts: `login` the identity service's ID token as its bearer, an
 * edit that reads `If-Match` the version it was made on.
 */
type HeaderParts<E> = (E extends { access: 'idToken' } ? { idToken: string } : unknown) &
  (E extends { headers: infer H extends z.ZodType }
    ? z.input<H> extends { 'if-match'?: string }
      ? { ifMatch: string }
      : z.input<H> extends { 'idempotency-key'?: string }
        ? { idempotencyKey: string }
        : unknown
    : unknown);

/** A request to endpoint `N`; a part whose fields are all optional (a list's paging) may be left out. */
type CallRequest<N extends EndpointName> = ClientRequestOf<Endpoints[N]> & HeaderParts<Endpoints[N]>;

/** The request argument, which may be left out when it needs nothing. */
type CallArgs<N extends EndpointName> =
  Omittable<CallRequest<N>> extends true ? [request?: CallRequest<N>] : [request: CallRequest<N>];

/** The lists that answer one `Page` when asked with `page`, and their plain array otherwise. */
type PagedList = {
  [N in EndpointName]: [Extract<Answer<N>, Page<unknown>>] extends [never] ? never : N;
}[EndpointName];

/** A request as `call` reads it, whichever endpoint it is for: an ApiCall before its values are strings. */
type AnyRequest = Omit<ApiCall, 'endpoint' | 'params' | 'query'> & {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
};

/**
 * Sends `request`, and once more after renewing the session when the first answer is 401 (the
 * accessToken expired); `renewable` false for a call that carries its own credentials.
 */
async function withRenewal(
  request: () => Promise<TransportResponse<unknown>>,
  renewable = true,
): Promise<TransportResponse<unknown>> {
  const res = await request();
  if (res.status === 401 && renewable && (await renewAccessToken())) return request();
  return res;
}

/** The answer's data, or the `ApiError` that says why the server refused it. */
function answerOf(res: TransportResponse<unknown>): unknown {
  if (res.status >= 400) {
    const body = (res.data ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(res.status, {
      message: typeof body.message === 'string' ? body.message : failureText.rejected,
      issues: body.issues,
      product: body.product,
    });
  }
  return res.data;
}

/** One page of a list: asked with `page`, it answers a `Page`. */
export function call<N extends PagedList>(
  name: N,
  request: CallRequest<N> & { query: { page: number } },
): Promise<Extract<Answer<N>, Page<unknown>>>;
/** A whole list: asked without `page`, it answers its plain array. */
export function call<N extends PagedList>(
  name: N,
  request?: CallRequest<N> & { query?: { page?: undefined } },
): Promise<Exclude<Answer<N>, Page<unknown>>>;
/** Calls endpoint `name` of the contract and resolves with its answer; rejects with an `ApiError`. */
export function call<N extends Exclude<EndpointName, PagedList>>(
  name: N,
  ...request: CallArgs<N>
): Promise<Answer<N>>;
export async function call(name: EndpointName, request?: unknown): Promise<unknown> {
  const { params, query, body, idToken, ifMatch, idempotencyKey } = (request ?? {}) as AnyRequest;
  const apiCall: ApiCall = {
    endpoint: name,
    // Path parameters travel as strings too; the transport puts them into the path.
    ...(params && { params: queryStrings(params) }),
    ...(query && { query: queryStrings(query) }),
    ...(body !== undefined && { body }),
    ...(idToken !== undefined && { idToken }),
    ...(ifMatch !== undefined && { ifMatch }),
    ...(idempotencyKey !== undefined && { idempotencyKey }),
  };
  return answerOf(await withRenewal(() => currentTransport().request(apiCall), !idToken));
}

/** The body of a request to `N`, as the contract types it. */
export type BodyOf<N extends EndpointName> = RequestOf<Endpoints[N]>['body'];

/** The query of a request to `N`, as the contract types it. */
type QueryOf<N extends EndpointName> = NonNullable<RequestOf<Endpoints[N]>['query']>;

/** What the admin's order list shows and exports: a search, a state (all but cancelled when absent), an order. */
export type OrderFilters = QueryOf<'exportOrders'>;

/** What the stock ledger shows and exports: a product, a reason, days from and to. */
export type StockMovementFilters = QueryOf<'exportStockMovements'>;

/** A list's query as sent: its search trimmed, and left out when there is none. */
export const listQuery = <Q extends { q?: string }>(query: Q): Omit<Q, 'q'> & { q?: string } => ({
  ...query,
  q: query.q?.trim() || undefined,
});

/** What `POST /images` accepts, as a file chooser's `accept` list. */
export const IMAGE_TYPES = IMAGE_MIMES.join(',');

/** `POST /images` (multipart, so through the transport's own upload); resolves with the picture's `data.url`. */
export async function uploadImage(file: Blob, onProgress?: (percent: number) => void): Promise<string> {
  const answer = answerOf(await withRenewal(() => currentTransport().uploadImage(file, onProgress)));
  return (answer as Answer<'uploadImage'>).data.url;
}

/**
 * `POST /product/import` (its body CSV, so through the transport's own call): the import's report,
 * a dry run's or the import's; rejects with an `ApiError` when the file was refused whole (413).
 */
export async function importCatalogue(
  csv: string,
  choice: CatalogueImportChoice,
): Promise<Answer<'importCatalogue'>> {
  const answer = answerOf(await withRenewal(() => currentTransport().importCatalogue(csv, choice)));
  return answer as Answer<'importCatalogue'>;
}

export { ApiError };
