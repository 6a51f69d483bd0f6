/**
 * What one endpoint of the API is, said once (docs/contract.md): its method and path, who may call
 * it, whether it spends the caller's write budget, the zod schemas of its params, query, body and
 * answers, and how the OpenAPI document describes it. The server registers each route from its
 * entry, the desktop proxy admits exactly these, and the renderer's client and the API tests are
 * typed from them.
 */
import type { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call: anyone; a caller with our accessToken; staff (a cashier or an admin: the counter,
 * docs/counter.md); an admin; or (`POST /login` alone) a caller bearing the identity service's ID
 * token, which the handler checks itself.
 */
export type Access = 'public' | 'signedIn' | 'staff' | 'admin' | 'idToken';

/** The statuses an endpoint answers besides the errors every endpoint may give. */
export type SuccessStatus = 200 | 201 | 202 | 304 | 412 | 503;

export interface EndpointDefinition {
  method: HttpMethod;
  /** Under `{api}`; `:name` marks one path segment, a parameter named in `params`. */
  path: string;
  access: Access;
  /** Spends one of the caller's writes per minute (429 once spent). */
  write: boolean;
  summary: string;
  tag: string;
  description?: string;
  /** A malformed path parameter names nothing: 404, never 400. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the endpoint reads, for the document (never narrowed by validation). */
  headers?: z.ZodType;
  responses: Partial<Record<SuccessStatus, z.ZodType>>;
  /** The success answer's media type when it is not JSON. */
  produces?: 'text/csv' | 'text/event-stream' | 'image/*' | 'application/pdf';
  /** The request body's media type when it is not JSON. */
  consumes?: 'multipart/form-data' | 'text/csv';
  /**
   * The handler reads the body itself (multipart bytes, or a signed payload whose exact bytes
   * count): `body` only describes it.
   */
  rawBody?: true;
  /** A per-address limit on top of the per-user write budget. */
  addressLimit?: 'login' | 'images';
  /**
   * Who calls it when not the shop's own clients: Stripe (the webhook), `npm run backup` on the
   * shop's own computer, or the client's long-lived stream, which the desktop app's main process
   * holds itself.
   */
  caller?: 'payment-provider' | 'command-line' | 'stream';
}

/** Keeps each entry's own literal types while checking it is an endpoint. */
export const defineEndpoints = <const T extends Record<string, EndpointDefinition>>(table: T): T => table;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/**
 * An object's fields as a client may send them: a field whose schema takes anything (it reads the
 * value itself, e.g. a preprocessed one) takes nothing too, so it may be left out.
 */
type Sendable<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T as unknown extends T[K] ? never : K]: T[K] } & {
        [K in keyof T as unknown extends T[K] ? K : never]?: T[K];
      }
    : T;

/** One part of a request: required when its schema requires something, absent when there is none. */
type Part<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S }
  ? undefined extends Input<S>
    ? { [P in K]?: Sendable<Input<S>> }
    : { [P in K]: Sendable<Input<S>> }
  : { [P in K]?: never };

/** What a client sends to an endpoint. */
export type RequestOf<E> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'>;

/** Whether a value may be left out: it may be undefined, or every field in it is optional. */
export type Omittable<T> = undefined extends T ? true : Record<string, never> extends T ? true : false;

/** The parts a request must carry: those whose schema requires something. */
type Needed<R> = { [K in keyof R as Omittable<R[K]> extends true ? never : K]: R[K] };

/** A request as a client writes it: a part whose fields are all optional (a list's paging) may be left out. */
export type ClientRequestOf<E> = Partial<RequestOf<E>> & Needed<RequestOf<E>>;

/** What a handler receives, after validation. */
export interface ParsedRequest<E> {
  params: E extends { params: infer S } ? Output<S> : Record<string, never>;
  query: E extends { query: infer S } ? Output<S> : Record<string, never>;
  body: E extends { body: infer S } ? Output<S> : undefined;
}

/** The body of an endpoint's answer on success. */
export type ResponseOf<E> = E extends { responses: infer R }
  ? { [S in keyof R]: S extends 200 | 201 | 202 ? Output<R[S]> : never }[keyof R]
  : never;

/** `/order/:id` with `{ id: 'a b' }` → `/order/a%20b`. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** `/order/:id` → `/order/{id}`: a path as the OpenAPI document writes it. */
export function documentedPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** A query's values as a query string carries them; undefined and null leave their key out. */
export function queryStrings(query: Record<string, unknown> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}
