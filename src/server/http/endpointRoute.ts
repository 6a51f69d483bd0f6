/**
 * Registers a route from its entry in the contract (src/shared/contract): the entry gives the
 * method, path, guard, write budget, address limit, the schemas Fastify validates and serialises
 * with, and the OpenAPI description. The handler gets the parsed params, query and body, and the
 * caller the guard admitted.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import type { EndpointDefinition, ParsedRequest, ResponseOf } from '../../shared/contract/endpoint';
import { endpoints, type EndpointName, type Endpoints } from '../../shared/contract/endpoints';
import { apiErrorSchema } from '../../shared/responseSchemas';
import { toIssues } from '../../shared/schemas';
import type { Caller } from '../auth/guard';
import type { RouteContext } from './routeContext';
import { HttpError, notFound } from './errors';

/** The caller a handler can count on: anyone behind a guard is known. */
type CallerOf<E> = E extends { access: 'signedIn' | 'staff' | 'admin' } ? Caller : null;

const answered = Symbol('answered');
/** What `send` and `hijack` hand back: the handler has answered by itself. */
export type Answered = typeof answered;

/**
 * The reply as a handler holds it, and not Fastify's own on purpose: that one is thenable, so an
 * async handler returning it resolves only once the response has ended, with `undefined`, which
 * the route then sent a second time ("Reply was already sent"). This one is not thenable, and its
 * `send` and `hijack` hand back `Answered`, the only answer a handler may give besides its body.
 */
export class HandlerReply {
  #answered = false;

  constructor(private readonly reply: FastifyReply) {}

  get raw(): FastifyReply['raw'] {
    return this.reply.raw;
  }

  /** True once the handler has sent or hijacked: the route then sends nothing more. */
  get answered(): boolean {
    return this.#answered;
  }

  status(code: number): this {
    this.reply.status(code);
    return this;
  }

  header(name: string, value: string): this {
    this.reply.header(name, value);
    return this;
  }

  type(contentType: string): this {
    this.reply.type(contentType);
    return this;
  }

  send(payload?: unknown): Answered {
    this.#answered = true;
    this.reply.send(payload);
    return answered;
  }

  hijack(): Answered {
    this.#answered = true;
    this.reply.hijack();
    return answered;
  }
}

export type EndpointInput<N extends EndpointName> = ParsedRequest<Endpoints[N]> & {
  caller: CallerOf<Endpoints[N]>;
  request: FastifyRequest;
  reply: HandlerReply;
};

/** Answers the body to send, or `Answered` once it has answered through `reply` (a stream, a 304, bytes). */
export type EndpointHandler<N extends EndpointName> = (
  input: EndpointInput<N>,
) => Promise<ResponseOf<Endpoints[N]> | Answered>;

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && 'safeParse' in schema;

/** Every answer may also be an error in the `{ message, issues? }` shape. */
const errorResponses = {
  '4xx': apiErrorSchema.describe('{ message, issues? } with the spec’s own messages'),
  '5xx': apiErrorSchema,
};

/** Schemas that only describe what a handler reads for itself (multipart bytes, a signed payload). */
const describedOnly = new WeakSet<object>();

function fastifySchema(name: EndpointName, entry: EndpointDefinition): FastifySchema {
  const response: Record<string, unknown> = { ...errorResponses };
  for (const [status, schema] of Object.entries(entry.responses)) {
    const nonJson = entry.produces && status.startsWith('2');
    response[status] = nonJson
      ? { description: schema.description ?? '', content: { [entry.produces!]: { schema } } }
      : schema;
  }
  const { body } = entry;
  if (body && entry.rawBody) describedOnly.add(body);
  return {
    operationId: name,
    summary: entry.summary,
    description: entry.description,
    tags: [entry.tag],
    security: entry.access === 'public' ? [] : [{ bearer: [] }],
    ...(entry.consumes && { consumes: [entry.consumes] }),
    ...(entry.params && { params: entry.params }),
    ...(entry.query && { querystring: entry.query }),
    ...(body && { body }),
    ...(entry.headers && { headers: entry.headers }),
    response,
  } as FastifySchema;
}

/**
 * Fastify validates each part with the entry's zod schema and hands the handler its output. A
 * failure is the spec's 400 `{ message, issues }`; a path parameter that fails names nothing (404).
 * Headers are only described: validating them would replace every header with the schema's few.
 */
export function installEndpointCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'headers' || describedOnly.has(schema) || !isZod(schema)) return () => true;
    return (data: unknown) => {
      const parsed = schema.safeParse(httpPart === 'body' && data === null ? undefined : data);
      if (parsed.success) return { value: parsed.data };
      return { error: httpPart === 'params' ? notFound() : new HttpError(400, toIssues(parsed.error)) };
    };
  });
  // An answer that breaks its own schema is a bug: it fails loudly (500, logged) instead of
  // reaching a client in a shape the document does not promise.
  app.setSerializerCompiler(({ schema }) => {
    if (!isZod(schema)) return (data) => JSON.stringify(data);
    return (data) => JSON.stringify(schema.parse(data));
  });
}

/** The route registrar of one plugin: `route('placeOrder', handler)`. */
export function endpointRouter(app: FastifyInstance, ctx: RouteContext) {
  return function route<N extends EndpointName>(
    name: N,
    handler: EndpointHandler<N>,
    options: Pick<RouteShorthandOptions, 'compress'> = {},
  ): void {
    const entry: EndpointDefinition = endpoints[name];
    const onRequest = [];
    if (entry.access === 'signedIn') onRequest.push(ctx.guards.signedIn);
    if (entry.access === 'staff') onRequest.push(ctx.guards.staff);
    if (entry.access === 'admin') onRequest.push(ctx.guards.admin);
    if (entry.write) onRequest.push(ctx.writeLimit);
    const success =
      Object.keys(entry.responses)
        .map(Number)
        .find((status) => status < 300) ?? 200;
    app.route({
      method: entry.method,
      url: entry.path,
      schema: fastifySchema(name, entry),
      onRequest,
      ...(entry.addressLimit && {
        config: { rateLimit: { max: ctx.rateLimits[entry.addressLimit], timeWindow: '1 minute' } },
      }),
      ...options,
      handler: async (request, reply) => {
        const handlerReply = new HandlerReply(reply);
        const answer = await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          caller: request.caller,
          request,
          reply: handlerReply,
        } as EndpointInput<N>);
        // Fastify waits on its own reply for what the handler sent (a stream may still be flowing).
        if (handlerReply.answered) return reply;
        // Fastify sends what an async handler resolves with.
        reply.status(success);
        return answer;
      },
    });
  };
}

export type EndpointRouter = ReturnType<typeof endpointRouter>;
