/**
 * Reading the API's own OpenAPI document (GET /api/openapi.json) in tests: which calls it names,
 * and whether an answer matches the schema it documents for that call and status.
 */
import { z } from 'zod';
import { bodyOf, type ApiClient } from '../../support/apiClient';

interface Operation {
  operationId?: string;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

/** The API's own document, as a signed-out visitor gets it. */
export async function readOpenApi(api: ApiClient): Promise<OpenApiDocument> {
  // The table's schema names only `openapi`; the rest is read as the document says it is.
  return bodyOf(await api.openApi()) as unknown as OpenApiDocument;
}

/** `METHOD /pattern` with `:param` segments and no /api prefix, as API_CALLS writes them. */
export const callName = (method: string, pattern: string) => `${method.toUpperCase()} ${pattern}`;

/** The calls the document names. */
export function documentedCalls(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) =>
      callName(method, path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')),
    ),
  );
}

/** A documented JSON schema as a zod schema; the document's refs become zod's local `$defs`. */
function schemaReader(doc: OpenApiDocument) {
  const asDefs = (json: unknown) =>
    JSON.parse(JSON.stringify(json).replaceAll('#/components/schemas/', '#/$defs/')) as object;
  const defs = asDefs(doc.components?.schemas ?? {});
  return (schema: unknown): z.ZodType =>
    z.fromJSONSchema({ ...asDefs(schema), $defs: defs } as Parameters<typeof z.fromJSONSchema>[0]);
}

function operationsByCall(doc: OpenApiDocument): Map<string, Operation> {
  const byCall = new Map<string, Operation>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      byCall.set(callName(method, path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')), operation);
    }
  }
  return byCall;
}

/**
 * The documented JSON answer of `call` for `status` (exact code, then the `4XX`-style range), as a
 * zod schema; null when the call documents no JSON body for it.
 */
export function createAnswerCheck(doc: OpenApiDocument) {
  const read = schemaReader(doc);
  const byCall = operationsByCall(doc);
  const cache = new Map<string, z.ZodType | null>();
  return (call: string, status: number): z.ZodType | null => {
    const key = `${call} ${status}`;
    if (cache.has(key)) return cache.get(key)!;
    const responses = byCall.get(call)?.responses ?? {};
    const answer = responses[String(status)] ?? responses[`${String(status)[0]}XX`];
    const schema = answer?.content?.['application/json']?.schema;
    const check = schema ? read(schema) : null;
    cache.set(key, check);
    return check;
  };
}

/** The documented JSON request body of `call`, as a zod schema; null when it documents none. */
export function createRequestCheck(doc: OpenApiDocument) {
  const read = schemaReader(doc);
  const byCall = operationsByCall(doc);
  return (call: string): z.ZodType | null => {
    const requestBody = byCall.get(call)?.requestBody;
    const schema = requestBody?.content?.['application/json']?.schema;
    if (!schema) return null;
    // A body the document does not require may be left out.
    return requestBody.required ? read(schema) : read(schema).optional();
  };
}

/** Every route the app registered under /api, as `METHOD /pattern` (HEAD, added by Fastify, left out). */
export function registeredCalls(printedRoutes: string): string[] {
  const calls: string[] = [];
  const stack: string[] = [];
  for (const line of printedRoutes.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD' && path.startsWith('/api/')) calls.push(callName(method, path.slice(4)));
    }
  }
  return calls;
}
