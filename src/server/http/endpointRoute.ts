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
import type { RouteContext } from '../routes/context';
import { HttpError, notFound } from './errors';

/** The caller a handler can count on: anyone behind a guard is known. */
type CallerOf<E> = E extends { access: 'signedIn' | 'staff' | 'admin' } ? Caller : null;

export type EndpointInput<N extends EndpointName> = ParsedRequest<Endpoints[N]> & {
  caller: CallerOf<Endpoints[N]>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Answers the body to send, or the reply it has already sent (a stream, a 304, bytes). */
export type EndpointHandler<N extends EndpointName> = (
  input: EndpointInput<N>,
) => Promise<ResponseOf<Endpoints[N]> | FastifyReply>;

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
        const answer = await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          caller: request.caller,
          request,
          reply,
        } as EndpointInput<N>);
        if (answer === reply) return reply;
        return reply.status(success).send(answer);
      },
    });
  };
}

export type EndpointRouter = ReturnType<typeof endpointRouter>;
