/**
 * The contract, written down: GET /api/openapi.json is public and generated from the
 * routes' own schemas; the routes the app registers, the calls the document names and API_CALLS
 * are one and the same list; the docs page loads under the server's CSP.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { documentedPath } from '../../src/shared/contract/endpoint';
import { API_CALLS, endpoints } from '../../src/shared/contract/endpoints';
import { clientOf, orderBody, suiteEnvironment } from './support/environment';
import { buildStripeShop } from './support/stripeShop';
import {
  callName,
  createAnswerCheck,
  createRequestCheck,
  documentedCalls,
  registeredCalls,
  readOpenApi,
  type OpenApiDocument,
} from './support/openApi';

/** The deliberate exceptions, in one place: routes under /api that are not calls of API_CALLS. */
const NOT_CLIENT_CALLS = {
  /** Stripe calls it, never a client; registered (and documented) only with PAYMENTS=stripe. */
  documented: ['POST /payments/stripe/webhook'],
  /** The docs page and its assets, and the JSON 404 for every other /api path. */
  undocumented: (call: string) => / \/docs(\/|$)/.test(call) || / \/\*$/.test(call),
};

const env = suiteEnvironment();
let doc: OpenApiDocument;
beforeAll(async () => {
  doc = await readOpenApi(env.api);
});

const sorted = (calls: Iterable<string>) => [...new Set(calls)].sort();
const apiCalls = () => sorted(API_CALLS.map((c) => callName(c.method, c.pattern)));

describe('GET /api/openapi.json', () => {
  it('is public and an OpenAPI 3.1 document', async () => {
    const served = await readOpenApi(env.api);
    expect(served.openapi).toBe('3.1.0');
    expect(served.components?.securitySchemes?.bearer).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('names exactly the registered routes and API_CALLS (the deliberate exceptions aside)', () => {
    const registered = registeredCalls(env.app.printRoutes({ commonPrefix: false })).filter(
      (call) => !NOT_CLIENT_CALLS.undocumented(call),
    );
    expect(sorted(registered)).toEqual(apiCalls());
    expect(sorted(documentedCalls(doc))).toEqual(apiCalls());
  });

  it('gives every call a response schema, a security requirement, and its request schemas', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations) as [string, Record<string, unknown>][]) {
        const name = `${method.toUpperCase()} ${path}`;
        const responses = op.responses as Record<string, { content?: object }>;
        const success = Object.keys(responses).filter((code) => code.startsWith('2'));
        expect(success.length, name).toBeGreaterThan(0);
        for (const code of success) expect(responses[code]!.content, `${name} ${code}`).toBeDefined();
        expect(responses['4XX'], name).toBeDefined();
        expect(Array.isArray(op.security), name).toBe(true);
        const params = ((op.parameters ?? []) as { in: string; name: string }[]).filter(
          (p) => p.in === 'path',
        );
        expect(params.map((p) => `{${p.name}}`).sort(), name).toEqual((path.match(/\{\w+\}/g) ?? []).sort());
        // Every body the table names is documented; calls without one (make-admin, a backup, the
        // bell's "read", sending a purchase order) have none.
        const entry = Object.values(endpoints).find(
          (e) => e.method === method.toUpperCase() && `/api${documentedPath(e.path)}` === path,
        );
        expect(Boolean(op.requestBody), name).toBe(Boolean(entry && 'body' in entry));
        // A body may be left out exactly where the server takes none (shipping without a carrier).
        if (entry && 'body' in entry) {
          const required = (op.requestBody as { required: boolean }).required;
          expect(required, name).toBe(!entry.body.safeParse(undefined).success);
        }
      }
    }
  });

  it('documents the request bodies with the shared rules (POST /order)', () => {
    const body = (
      doc.paths['/api/order']!.post as {
        requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      }
    ).requestBody.content['application/json']!.schema;
    expect(body.properties.country).toEqual({ type: 'string', enum: ['Bangladesh', 'India'] });
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['productId', 'quantity', 'city', 'postalCode']),
    );
  });

  it('is a valid OpenAPI 3.1 document by the standard schema, each operation named as in the table', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(doc) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    const named = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => [
        callName(method, path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')),
        op.operationId,
      ]),
    );
    const tableNames = Object.fromEntries(
      Object.entries(endpoints).map(([name, entry]) => [callName(entry.method, entry.path), name]),
    );
    for (const [call, operationId] of named) expect(operationId, call).toBe(tableNames[call!]);
  });

  it('admits every request the server accepts: numbers for digits, optional fields left out, empty images', async () => {
    const requestOf = createRequestCheck(doc);
    const product = await env.createProduct({ minimumOrder: 1, availableQuentity: 100 });
    const { company: _company, ...withoutCompany } = orderBody(product, 1);
    const accepted: [string, string, string, unknown, number][] = [
      ['POST /order', 'POST', '/api/order', { ...withoutCompany, postalCode: 1207, phone: 1712345678 }, 201],
      [
        'POST /order',
        'POST',
        '/api/order',
        {
          ...withoutCompany,
          productId: undefined,
          quantity: undefined,
          lines: [{ productId: product._id, quantity: '2' }],
        },
        201,
      ],
      [
        'PUT /user',
        'PUT',
        '/api/user',
        { name: 'Rahim', email: env.userA.email, image: '', phone: 5550100 },
        200,
      ],
      ['PUT /user', 'PUT', '/api/user', { name: 'Rahim', email: env.userA.email, image: null }, 200],
    ];
    for (const [call, method, url, body, status] of accepted) {
      const sent = JSON.parse(JSON.stringify(body)) as unknown;
      const res = await env.request(method as 'POST' | 'PUT', url, { as: env.userA, body: sent });
      expect(res.status, `${call} ${JSON.stringify(sent)}: ${JSON.stringify(res.body)}`).toBe(status);
      const parsed = requestOf(call)!.safeParse(sent);
      expect(parsed.success, `${call} ${JSON.stringify(sent)}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('documents the 412 of a stale product edit with the product as it is', async () => {
    const check = createAnswerCheck(doc);
    const product = await env.createProduct();
    const stale = await env.api.editProduct({
      params: { id: product._id },
      as: env.admin,
      body: { price: 12 },
      headers: { 'if-match': String(product.version + 5) },
    });
    expect(stale.status).toBe(412);
    expect(check('PATCH /:id', 412)!.safeParse(stale.body).success).toBe(true);
  });

  it('documents GET /events as a stream of Server-Sent Events', () => {
    const events = doc.paths['/api/events']!.get as { responses: Record<string, { content: object }> };
    expect(Object.keys(events.responses['200']!.content)).toEqual(['text/event-stream']);
  });

  it('real answers match what it documents, fields and all', async () => {
    const check = createAnswerCheck(doc);
    const product = await env.createProduct();
    const order = await env.placeOrder(env.userA, product, 1);
    const answers: [string, string, number][] = [
      ['GET /', '/api/', 200],
      ['GET /order', `/api/order?email=${encodeURIComponent(env.userA.email)}`, 200],
      ['GET /order/:id', `/api/order/${order._id}`, 200],
      ['GET /config', '/api/config', 200],
      ['GET /review', '/api/review?page=1', 200],
      ['GET /user', `/api/user?email=${encodeURIComponent(env.userA.email)}`, 200],
      ['GET /order/:id', '/api/order/unknown', 404],
    ];
    for (const [call, url, status] of answers) {
      const res = await env.request('GET', url, { as: env.userA });
      expect(res.status, url).toBe(status);
      const parsed = check(call, status)!.safeParse(res.body);
      expect(parsed.success, `${url}: ${parsed.error?.message}`).toBe(true);
    }
    // A field the document does not name fails the check: nothing can be served undocumented.
    const extra = check('GET /', 200)!.safeParse([{ ...product, secret: 1 }]);
    expect(extra.success).toBe(false);
  });
});

describe('the docs page', () => {
  it('is served at /api/docs with its scripts, which the CSP admits', async () => {
    const page = await env.request('GET', '/api/docs/');
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    // Every script and stylesheet is its own file (no inline script the CSP would block).
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const assets = [...String(page.body).matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const res = await env.request('GET', `/api/docs/${asset}`);
      expect(res.status, asset).toBe(200);
    }
  });
});

describe('PAYMENTS=stripe', () => {
  it('documents the webhook, which is not a client call', async () => {
    const app = await buildStripeShop(env);
    try {
      const stripeDoc = await readOpenApi(clientOf(app));
      const registered = registeredCalls(app.printRoutes({ commonPrefix: false })).filter(
        (call) => !NOT_CLIENT_CALLS.undocumented(call),
      );
      const expected = sorted([...apiCalls(), ...NOT_CLIENT_CALLS.documented]);
      expect(sorted(documentedCalls(stripeDoc))).toEqual(expected);
      expect(sorted(registered)).toEqual(expected);
      expect(API_CALLS.some((c) => c.pattern.includes('webhook'))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
