/**
 * The API as tests and benchmarks call it: every endpoint of the contract's table as a typed method
 * (`api.placeOrder({ as, body })`), its URL built from the entry and its answer typed from the
 * entry's schemas. How a request travels is a `Transport`: `fastify.inject` in the server suite,
 * fetch over loopback in the benchmarks and the e2e support.
 *
 * The renderer's client (src/renderer/src/api/client.ts) is not reused: it holds one session in a
 * module, renews it and throws on every refusal, where a test calls as several people at once and
 * asserts the refusals themselves. Both build their requests from the same shared pieces.
 */
import { API_PREFIX } from '../../src/shared/api';
import {
  fillPath,
  queryStrings,
  type ClientRequestOf,
  type HttpMethod,
  type Omittable,
  type RequestOf,
  type ResponseOf,
} from '../../src/shared/contract/endpoint';
import { endpoints, type EndpointName, type Endpoints } from '../../src/shared/contract/endpoints';
import type { ApiErrorBody, Page } from '../../src/shared/entities';

/** Who calls: the headers that say so, none for a signed-out visitor. */
export interface Session {
  email: string;
  headers: Record<string, string>;
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** A session from an API accessToken. */
export const sessionOf = (email: string, accessToken: string): Session => ({
  email,
  headers: bearer(accessToken),
});

/** One request as it leaves: `url` is under the origin (`/api/order`), the body JSON or bytes. */
export interface HttpRequest {
  method: HttpMethod | 'HEAD' | 'OPTIONS';
  url: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with the caller's own content type. */
  payload?: string | Buffer;
}

/** An answer: its body parsed when JSON, its text otherwise, and its bytes as they came. */
export interface HttpAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | number | undefined>;
  raw: Buffer;
}

export type Transport = (request: HttpRequest) => Promise<HttpAnswer>;

/** Its parts as the entry types them; where the handler reads the bytes itself, those bytes. */
type RequestParts<E> = E extends { rawBody: true }
  ? Omit<ClientRequestOf<E>, 'body'> & { payload: string | Buffer }
  : ClientRequestOf<E>;

/** The body a call of `N` sends. */
export type BodyOf<N extends EndpointName> = RequestOf<Endpoints[N]>['body'];

export type EndpointCallOptions<N extends EndpointName> = RequestParts<Endpoints[N]> & {
  as?: Session;
  headers?: Record<string, string>;
};

/** A named call's answer: its success body as the table types it, or the API's error body. */
export type EndpointResponse<N extends EndpointName> = Omit<HttpAnswer, 'body'> &
  ({ ok: true; body: ResponseOf<Endpoints[N]> } | { ok: false; body: ApiErrorBody });

/** The options may be left out when the endpoint requires no part. */
type CallArgs<N extends EndpointName> =
  Omittable<EndpointCallOptions<N>> extends true
    ? [options?: EndpointCallOptions<N>]
    : [options: EndpointCallOptions<N>];

/** Every call of the contract's table as a typed method. */
export type ApiClient = {
  [N in EndpointName]: (...args: CallArgs<N>) => Promise<EndpointResponse<N>>;
};

/** The body of a call that must succeed; a refusal fails with the answer it got. */
export function bodyOf<N extends EndpointName>(res: EndpointResponse<N>): ResponseOf<Endpoints[N]> {
  if (!res.ok) throw new Error(`expected success, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The error body of a call that must be refused; a success fails with what it answered. */
export function errorOf(res: { status: number; body: unknown }): ApiErrorBody {
  if (res.status < 400) throw new Error(`expected a refusal, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ApiErrorBody;
}

/** An image's path parameters, from the URL the API gave for it (`/api/images/{id}`). */
export const imageParams = (url: string) => ({ id: url.replace(/^\/api\/images\//, '') });

/** A list asked for with `page`: the one page it answers. */
export function pageOf<T>(list: T[] | Page<T>): Page<T> {
  if (Array.isArray(list)) throw new Error('expected one page, got the whole list');
  return list;
}

/** A list asked for without `page`: the whole list it answers. */
export function wholeList<T>(list: T[] | Page<T>): T[] {
  if (!Array.isArray(list)) throw new Error('expected the whole list, got one page');
  return list;
}

interface AnyCallOptions {
  as?: Session;
  headers?: Record<string, string>;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  payload?: string | Buffer;
}

export function createApiClient(send: Transport): ApiClient {
  const callEndpoint = async (name: EndpointName, options: AnyCallOptions = {}) => {
    const { method, path } = endpoints[name];
    const answer = await send({
      method,
      url: `${API_PREFIX}${fillPath(path, options.params)}`,
      query: queryStrings(options.query),
      headers: { ...options.as?.headers, ...options.headers },
      body: options.body,
      payload: options.payload,
    });
    return { ...answer, ok: answer.status < 400 };
  };
  return Object.fromEntries(
    (Object.keys(endpoints) as EndpointName[]).map((name) => [
      name,
      (options?: AnyCallOptions) => callEndpoint(name, options),
    ]),
  ) as unknown as ApiClient;
}

/** An answer's body: parsed when it says it is JSON, its text otherwise. */
export const parsedBody = (contentType: unknown, raw: Buffer): unknown =>
  String(contentType ?? '').includes('application/json') && raw.length > 0
    ? JSON.parse(raw.toString('utf8'))
    : raw.toString('utf8');

/** Requests over real HTTP to `origin` (`http://127.0.0.1:8080`), as a browser would send them. */
export function fetchTransport(origin: string): Transport {
  return async ({ method, url, query, headers, body, payload }) => {
    const search = new URLSearchParams(query).toString();
    const res = await fetch(`${origin}${url}${search && `?${search}`}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: payload ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const raw = Buffer.from(await res.arrayBuffer());
    return {
      status: res.status,
      body: parsedBody(res.headers.get('content-type'), raw),
      headers: Object.fromEntries(res.headers),
      raw,
    };
  };
}
