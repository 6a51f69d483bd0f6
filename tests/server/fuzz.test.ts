/**
 * A property-based fuzz of the whole API: fast-check drives every call of
 * API_CALLS with generated path parameters, queries, headers and bodies — wrong types, objects,
 * arrays, NUL and other control characters, addresses with a second recipient, huge and tiny numbers,
 * long unicode, bad JSON, and near-valid bodies made from the real shapes — as a signed-out visitor,
 * a customer and an admin. Whatever comes in:
 * - no answer is a 5xx;
 * - every 4xx has the API's error shape (docs/contract.md), and every JSON 2xx matches GET /openapi.json;
 * afterwards the stock adds up: never negative, and for each product the fuzz did not create, its
 * stock plus its lines in unpaid, paid, shipped and refunded orders (one-product and multi-line
 * orders alike), less the units refunds put back on sale, is what was stocked; no order is refunded
 * beyond its total; and the per-state and per-customer counts still count the orders. The cart's
 * calls, the checkout's lines, shipping with tracking, refunds and returns, cash on delivery (staff's
 * steps on COD orders at each of them), delivery quotes and the counter (registers, sales, returns,
 * receipts, whose collected orders count as sold) are fuzzed with the rest.
 */
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpMethod } from '../../src/shared/contract/endpoint';
import { MAX_CHANGE_CENTS, MAX_DRAWER_CENTS, MAX_LINE_UNITS, MAX_ORDER_CENTS } from '../../src/shared/bounds';
import { API_CALLS } from '../../src/shared/contract/endpoints';
import type { Order, Product } from '../../src/shared/entities';
import { toDollars } from '../../src/shared/money';
import { apiErrorSchema } from '../../src/shared/responseSchemas';
import { orders, products } from '../../src/server/db/schema';
import {
  bodyOf,
  multipartBody,
  linesOrderBody,
  orderBody,
  SUCCEEDING_CARD,
  type Session,
  suiteEnvironment,
} from './support/environment';
import { expectStockMatchesLedger } from './support/stockLedger';
import { reopenRegister, sellAtCounter } from './support/counter';
import { callName, createAnswerCheck, createRequestCheck, readOpenApi } from './support/openApi';
import { keptAndCountedOrderStates } from './support/orderCounts';
import { makePng } from './support/png';

const BATCHES = 1_000;
const BATCH_SIZE = 20;
const STOCKED = 500_000;

const env = suiteEnvironment({
  env: { WRITES_PER_MINUTE: '1000000', MAX_OPEN_ORDERS: '50', COD_MAX_OPEN: '50' },
});
let check: ReturnType<typeof createAnswerCheck>;
let requestCheck: ReturnType<typeof createRequestCheck>;
let stocked: Product[];
let pools: {
  productIds: string[];
  /** Products the fuzz may edit and delete (`PATCH /{id}`, `DELETE /{id}`): never the stocked ones. */
  decoyIds: string[];
  orderIds: string[];
  intentIds: string[];
  clientSecret: string;
  images: string[];
  /** A register session and a counter sale's number, for the counter's path parameters. */
  sessionIds: string[];
  /** Customers' `_id`s (docs/credit.md): the users' own. */
  customerIds: string[];
  counterNumbers: string[];
};

beforeAll(async () => {
  // Writes unlimited, so the fuzz reaches the handlers; few open orders, so lists stay short.
  const doc = await readOpenApi(env.api);
  check = createAnswerCheck(doc);
  requestCheck = createRequestCheck(doc);
  stocked = await Promise.all(
    [1, 3, 1_000].map((minimumOrder) =>
      env.createProduct({ availableQuentity: STOCKED, minimumOrder, price: 0.5 }),
    ),
  );
  // Orders in every state, so ids in the pool name real records.
  const unpaid = await env.placeOrder(env.userA, stocked[0]!, 2);
  const paid = await env.payOrder(env.userA, await env.placeOrder(env.userA, stocked[1]!, 3));
  const shipped = await env.payOrder(env.userB, await env.placeOrder(env.userB, stocked[0]!, 4));
  await env.api.shipOrder({ params: { id: shipped._id }, as: env.admin });
  const cancelled = await env.placeOrder(env.userA, stocked[0]!, 1);
  await env.api.cancelOrder({ params: { id: cancelled._id }, as: env.userA });
  const intent = await env.api.createPaymentIntent({
    as: env.userA,
    body: { orderId: unpaid._id },
  });
  // Cash on delivery at each of staff's steps: waiting to be confirmed, confirmed, shipped.
  const codOrder = async (as: Session, quantity: number) =>
    bodyOf(
      await env.api.placeOrder({ as, body: orderBody(stocked[0]!, quantity, { paymentMethod: 'cod' }) }),
    );
  const codWaiting = await codOrder(env.userA, 1);
  const codConfirmed = await codOrder(env.userB, 2);
  await env.api.confirmCodOrder({ as: env.admin, params: { id: codConfirmed._id } });
  const codShipped = await codOrder(env.userB, 3);
  await env.api.confirmCodOrder({ as: env.admin, params: { id: codShipped._id } });
  await env.api.shipOrder({ as: env.admin, params: { id: codShipped._id } });
  const decoys = await Promise.all([1, 2].map(() => env.createProduct({ availableQuentity: 10 })));
  const session = await reopenRegister(env, env.admin, 50);
  const counterSale = bodyOf(
    await sellAtCounter(
      env,
      env.admin,
      session,
      [[stocked[0]!, 2]],
      { cash: 5 },
      { saleId: 'fuzz-first-sale' },
    ),
  );
  pools = {
    productIds: stocked.map((p) => p._id),
    decoyIds: decoys.map((p) => p._id),
    orderIds: [unpaid, paid, shipped, cancelled, codWaiting, codConfirmed, codShipped].map(
      (o: Order) => o._id,
    ),
    intentIds: [bodyOf(intent).intentId as string, paid.tnxId!],
    clientSecret: bodyOf(intent).clientSecret as string,
    images: [stocked[0]!.img],
    sessionIds: [session._id],
    customerIds: bodyOf(await env.api.lookupCustomers({ as: env.admin, query: { q: '@' } })).customers.map(
      (c) => c.customerId,
    ),
    counterNumbers: [String(counterSale.number)],
  };
}, 180_000);

// ---- what a hostile or careless client may send

const longUnicode = fc.string({ unit: 'binary', minLength: 200, maxLength: 2_000 });
const oddString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  longUnicode,
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '%00', '../..', '$gt', '<script>', '1e309', '-1', '0x10'),
  // What the text and address rules refuse: a printer command, a line separator, a second recipient.
  fc.constantFrom('Saw \u001bp0\u0019', 'a\u2028b', 'a\u202eb', 'a@b.cc, c@d.ee', 'a@b.cc\r\nBcc: x@y.zz'),
);
/** Past the JSON body limit (413). */
const oversized = 'x'.repeat(300_000);
const oddNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 1_000_001),
  // The shop's bounds and just past them: units on a line, a drawer's figure, change, a sale's total.
  fc.constantFrom(
    MAX_LINE_UNITS,
    MAX_LINE_UNITS + 1,
    toDollars(MAX_DRAWER_CENTS),
    toDollars(MAX_DRAWER_CENTS + 1),
    toDollars(MAX_CHANGE_CENTS + 1),
    toDollars(MAX_ORDER_CENTS),
    toDollars(MAX_ORDER_CENTS + 1),
  ),
);
const weird: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('$ne', '$gt', '__proto__', 'constructor', 'toString'), oddString),
);

/**
 * A path parameter: one naming a real record, or anything at all. The catalogue's own `/{id}` (an
 * admin's edit or delete) names decoys only, so the stocked products' stock stays accountable.
 */
const param = (name: string, pattern: string): fc.Arbitrary<string> =>
  fc.oneof(
    // A segment of "." or ".." is no value: a URL resolves it away, naming another path.
    { weight: 2, arbitrary: oddString.filter((value) => value !== '.' && value !== '..') },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        ...(name === 'email'
          ? [env.userA.email, env.userB.email, env.admin.email, 'nobody@toolshop.test', 'NOT AN EMAIL']
          : pattern === '/:id'
            ? pools.decoyIds
            : name === 'sessionId'
              ? pools.sessionIds
              : pattern.startsWith('/customer/')
                ? pools.customerIds
                : name === 'orderNumber'
                  ? pools.counterNumbers
                  : [
                      ...pools.productIds,
                      ...pools.orderIds,
                      ...pools.images.map((u) => u.split('/').pop()!),
                    ]),
      ),
    },
  );

const query = (): fc.Arbitrary<Record<string, string | string[]>> =>
  fc.dictionary(
    fc.oneof(
      fc.constantFrom(
        'email',
        'page',
        'pageSize',
        'q',
        'state',
        'sort',
        'email[$ne]',
        'code',
        'register',
        'category',
        'brand',
        'productId',
        'country',
        'from',
        'to',
        'asOf',
        'dir',
      ),
      fc.string(),
    ),
    fc.oneof(
      oddString,
      fc.constantFrom(env.userA.email, env.admin.email, '1', '0', '100', '101', '9999999', 'paid'),
      fc.array(fc.string(), { minLength: 2, maxLength: 3 }),
    ),
    { maxKeys: 3 },
  );

let realOrders = 0;
let counterKeys = 0;

/** The body each call's real client sends, as a starting point for near-valid bodies. */
function realBody(method: HttpMethod, pattern: string, as: Session): Record<string, unknown> {
  const product = stocked[0]!;
  switch (callName(method, pattern)) {
    case 'POST /':
      return {
        name: 'Fuzzed tool',
        description: 'Made by the fuzzer.',
        img: product.img,
        minimumOrder: 1,
        availableQuentity: 10,
        price: 3,
      };
    case 'POST /order': {
      // The purchase page's one product, and the checkout's lines, by card and in cash by turns.
      const turn = realOrders++;
      const paymentMethod = turn % 3 === 0 ? 'cod' : 'card';
      return (
        turn % 2 === 0
          ? orderBody(product, 1, { paymentMethod })
          : linesOrderBody(
              [
                [product, 1],
                [stocked[1]!, 3],
              ],
              { paymentMethod },
            )
      ) as Record<string, unknown>;
    }
    case 'POST /shipping/quote':
      return { lines: [{ productId: product._id, quantity: 2 }], country: 'Bangladesh', city: 'Dhaka' };
    case 'POST /order/:id/collected':
      return { amount: 1.5, reference: 'FZ-COURIER', partial: false, note: '' };
    case 'PUT /cart/items/:productId':
      return { quantity: 2 };
    case 'PUT /user/role/:email':
      return { role: 'user' };
    case 'POST /register/open':
      return { register: 'Counter 1', float: 10 };
    case 'POST /register/:sessionId/cash':
      return { kind: 'in', amount: 5, reason: 'Fuzzed float' };
    case 'POST /register/:sessionId/close':
      return { counted: 10 };
    case 'POST /counter/sale':
      return {
        saleId: `fuzz-sale-${counterKeys++ % 50}`,
        sessionId: pools.sessionIds[0],
        lines: [{ variantId: product._id, quantity: 1 }],
        payments: [{ method: 'cash', tendered: 10 }],
      };
    case 'POST /counter/return':
      return {
        returnId: `fuzz-return-${counterKeys++ % 50}`,
        orderNumber: Number(pools.counterNumbers[0]),
        lines: [{ variantId: product._id, quantity: 1 }],
        refundMethod: 'card',
        restock: true,
      };
    case 'PATCH /customer/:id/credit':
      return { creditLimit: 50, termsDays: 30 };
    case 'POST /customer/:id/payment':
      return {
        paymentId: `fuzz-payment-${counterKeys++ % 50}`,
        amount: 2,
        method: 'bank',
        reference: 'FZ-NEFT',
      };
    case 'POST /customer/:id/statement/email':
      return { from: '2026-01-01', to: '2026-12-31' };
    case 'POST /receivables/remind':
      return { asOf: '2026-12-31' };
    case 'POST /counter/receipt/:orderNumber/email':
      return { email: 'walk.in@example.com' };
    case 'PUT /allOrder/:id':
      return { carrier: 'Fuzz Post', trackingNumber: 'FZ-1' };
    case 'POST /order/:id/refund':
      return { lines: [{ productId: product._id, quantity: 1 }], restock: true, reason: 'Fuzzed refund' };
    case 'POST /order/:id/return':
      return { lines: [{ productId: product._id, quantity: 1 }], reason: 'Fuzzed return' };
    case 'PUT /order/:id/return':
      return { decision: 'decline', note: 'Fuzzed note' };
    case 'PUT /order/:id':
      return { tnxId: pools.intentIds[0] };
    case 'POST /review':
      return { review: 'Fuzzed review.', rating: 4 };
    case 'PUT /user':
      return { name: 'Fuzzed Name', email: as.email, phone: '5551234' };
    case 'POST /login':
      return { email: as.email };
    case 'POST /account/password-reset':
      return { email: as.email };
    case 'POST /payments/intent':
      return { orderId: pools.orderIds[0] };
    case 'POST /payments/sandbox/confirm':
      return { ...SUCCEEDING_CARD, intentId: pools.intentIds[0], clientSecret: pools.clientSecret };
    default:
      return {};
  }
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'png' };

const nearValid = (method: HttpMethod, pattern: string, as: Session): fc.Arbitrary<Body> =>
  fc
    .tuple(
      fc.constantFrom(...Object.keys(realBody(method, pattern, as)), 'extra', 'role', 'paid', 'padi'),
      fc.oneof(weird, fc.constant(undefined)),
    )
    .map(([key, value]) => {
      const body = realBody(method, pattern, as);
      if (value === undefined) delete body[key];
      else body[key] = value;
      return { kind: 'json', value: body };
    });

const body = (method: HttpMethod, pattern: string, as: Session): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 2, arbitrary: weird.map((value): Body => ({ kind: 'json', value })) },
    { weight: 5, arbitrary: nearValid(method, pattern, as) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof({ weight: 9, arbitrary: oddString }, { weight: 1, arbitrary: fc.constant(oversized) }),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'multipart/form-data',
            'multipart/form-data; boundary=x',
            'application/x-www-form-urlencoded',
            'application/octet-stream',
          ),
        )
        .map(([text, contentType]): Body => ({ kind: 'raw', text, contentType })),
    },
    { weight: pattern === '/images' ? 1 : 0, arbitrary: fc.constant<Body>({ kind: 'png' }) },
  );

interface FuzzRequest {
  call: string;
  options: InjectOptions;
}

const sessions = () => [env.anon, env.userA, env.admin];
const garbageAuth = fc.constantFrom(
  'Bearer ',
  'Bearer x.y.z',
  `Bearer ${'a'.repeat(5_000)}`,
  'Basic Zm9vOmJhcg==',
  'Bearer eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ4In0.',
);

const request: fc.Arbitrary<FuzzRequest> = fc
  .tuple(fc.constantFrom(...API_CALLS), fc.nat({ max: 2 }))
  .chain(([apiCall, who]) => {
    const as = sessions()[who]!;
    const params = [...apiCall.pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    // A signed-in event stream stays open by design: the fuzz sends it signed out or forged only.
    const streams = apiCall.pattern === '/events';
    return fc
      .record({
        values: fc.tuple(...params.map((name) => param(name, apiCall.pattern))),
        query: fc.oneof(fc.constant({}), query()),
        body: body(apiCall.method, apiCall.pattern, as),
        // Mostly the session's own token; now and then a forged or broken one.
        auth: streams
          ? garbageAuth
          : fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: garbageAuth }),
        // A product edit names the version it was made on: a decoy's some edits on, or none that is one.
        ifMatch: fc.option(
          fc.oneof(fc.nat({ max: 40 }).map(String), fc.constantFrom('*', '', 'W/"1"', '"2"', 'banana')),
        ),
      })
      .map(({ values, query: q, body: b, auth, ifMatch }): FuzzRequest => {
        let url = `/api${apiCall.pattern}`;
        params.forEach((name, i) => {
          url = url.replace(`:${name}`, encodeURIComponent(values[i]!));
        });
        const headers: Record<string, string> = auth !== null ? { authorization: auth } : { ...as.headers };
        if (ifMatch !== null && apiCall.method === 'PATCH' && apiCall.pattern === '/:id')
          headers['if-match'] = ifMatch;
        const options: InjectOptions = { method: apiCall.method, url, query: q, headers };
        if (b.kind === 'json') {
          options.payload = JSON.stringify(b.value) ?? 'null';
          headers['content-type'] = 'application/json';
        } else if (b.kind === 'raw') {
          options.payload = b.text;
          headers['content-type'] = b.contentType;
        } else if (b.kind === 'png') {
          const form = multipartBody('image', 'f.png', 'image/png', makePng(1, 1, [1, 2, 3]));
          options.payload = form.payload;
          Object.assign(headers, form.headers);
        }
        return { call: callName(apiCall.method, apiCall.pattern), options };
      });
  });

// ---- what every answer must be

let sent = 0;
const describeRequest = (r: FuzzRequest) =>
  JSON.stringify({ ...r.options, payload: String(r.options.payload ?? '').slice(0, 300) });

async function send(r: FuzzRequest): Promise<void> {
  const res = await env.app.inject(r.options);
  sent += 1;
  const where = `${res.statusCode} for ${r.call}: ${describeRequest(r)}: ${res.body.slice(0, 300)}`;
  expect(res.statusCode < 500, where).toBe(true);
  const json = String(res.headers['content-type'] ?? '').includes('application/json');
  if (res.statusCode >= 400) {
    expect(json, where).toBe(true);
    expect(apiErrorSchema.safeParse(res.json()).success, where).toBe(true);
    return;
  }
  // What the server accepted, the document admits.
  const documentedBody = requestCheck(r.call);
  const contentType = String(r.options.headers?.['content-type'] ?? '');
  if (documentedBody && contentType === 'application/json') {
    // An empty JSON body is no body (the spec's bodiless PUT and DELETE send one); so is `null`, as
    // the server reads it (src/server/http/endpointRoute.ts), and a body the document says is optional.
    const payload = String(r.options.payload ?? '');
    const admitted = documentedBody.safeParse(
      payload === '' || payload === 'null' ? undefined : JSON.parse(payload),
    );
    expect(admitted.success, `${where}\nthe document refuses it: ${admitted.error?.message}`).toBe(true);
  }
  const documented = check(r.call, res.statusCode);
  if (documented && json) {
    const parsed = documented.safeParse(res.json());
    expect(parsed.success, `${where}\n${parsed.error?.message}`).toBe(true);
  }
}

describe('the API under fuzz', () => {
  it(`answers ${BATCHES * BATCH_SIZE} generated requests without a 5xx, in the documented shapes`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: BATCH_SIZE, maxLength: BATCH_SIZE }), async (batch) => {
        await Promise.all(batch.map(send));
      }),
      // The failure's own message in the report, where a CI log's last lines show it.
      { numRuns: BATCHES, endOnFailure: true, includeErrorInReport: true },
    );
    expect(sent).toBeGreaterThanOrEqual(20_000);
  }, 300_000);

  it('leaves the stock adding up: never negative, stock plus live orders is what was stocked', async () => {
    const ids = stocked.map((p) => p._id);
    const rows = await env.db.select().from(products).where(inArray(products.id, ids));
    const allProducts = await env.db.select({ stock: products.availableQuantity }).from(products);
    expect(allProducts.every((p) => p.stock >= 0)).toBe(true);
    const live = await env.db
      .select()
      .from(orders)
      .where(inArray(orders.state, ['unpaid', 'paid', 'shipped', 'collected', 'refunded']));
    expect(live.some((o) => o.lines.length > 1)).toBe(true);
    expect(live.every((o) => o.refundedCents <= o.totalCents)).toBe(true);
    // The fuzz reached the refunds: the checks below count restocked units, not none.
    expect(live.some((o) => o.refunds.some((refund) => refund.restock && refund.status === 'done'))).toBe(
      true,
    );
    const unitsOf = (lines: { productId: string; quantity: number }[], id: string) =>
      lines.filter((line) => line.productId === id).reduce((sum, line) => sum + line.quantity, 0);
    for (const product of rows) {
      const sold = live.reduce((sum, o) => sum + unitsOf(o.lines, product.id), 0);
      const restocked = live
        .flatMap((o) => o.refunds)
        .filter((refund) => refund.restock && refund.status === 'done')
        .reduce((sum, refund) => sum + unitsOf(refund.lines, product.id), 0);
      expect(product.availableQuantity + sold - restocked, product.name).toBe(STOCKED);
    }
    // Every product, the fuzz's decoys included: its stock is the sum of its ledger's movements.
    await expectStockMatchesLedger(env.db);
  });

  it("leaves the list's per-state order counts counting the orders", async () => {
    const { kept, counted, keptUnpaid, countedUnpaid } = await keptAndCountedOrderStates(env.db);
    expect(kept).toEqual(counted);
    expect(keptUnpaid).toEqual(countedUnpaid);
  });
});
