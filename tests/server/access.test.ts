/**
 * Who may do what (docs/contract.md), cell by cell: every call as a signed-out visitor, as a user on their
 * own data, as a user on someone else's data, as a cashier (docs/counter.md: the counter, the product
 * list and stock reads; 403 from every other admin call) and as an admin. Allowed cells really succeed;
 * refused ones answer 401 `unauthorized` or 403 `forbidden` and change nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { documentedPath, type EndpointDefinition, type HttpMethod } from '../../src/shared/contract/endpoint';
import { API_CALLS, endpoints } from '../../src/shared/contract/endpoints';
import type { Order, Product } from '../../src/shared/entities';
import type { StockItem } from '../../src/shared/stockSchemas';
import { reopenRegister } from './support/counter';
import { bodyOf, orderBody, SUCCEEDING_CARD, type Session, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();
let product: Product;
let cashier: Session;

beforeAll(async () => {
  product = await env.createProduct({ availableQuentity: 10_000, minimumOrder: 1 });
  cashier = await env.newCashier('access-cashier');
});

type Actor = 'signed out' | 'user (self)' | "user (other's data)" | 'cashier' | 'admin';

/** What a cell sends beside its call's method and path: the path's parameters, filled in, and the rest. */
interface Request {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as it is, with `headers`' content type (a CSV). */
  payload?: string;
  headers?: Record<string, string>;
  /** What an allowed cell's answer must hold beside its status. */
  answer?: (body: unknown) => void;
}

interface Cell {
  call: string;
  actor: Actor;
  status: number;
  /** Builds what the call acts on (fresh for each cell) and the request. */
  request: () => Promise<Request>;
}

/** The method and URL of `call` (`PUT /order/{id} {tnxId}`), its path parameters filled from `params`. */
function methodAndUrl(call: string, params: Record<string, string | number> = {}) {
  const [method, path] = call.split(' ') as [HttpMethod, string];
  const filled = path.replace(/\?.*$/, '').replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${call} needs its ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  return { method, url: `/api${filled}` };
}

const sessionOf = (actor: Actor): Session =>
  actor === 'signed out'
    ? env.anon
    : actor === 'admin'
      ? env.admin
      : actor === 'cashier'
        ? cashier
        : env.userA;

/** The data a cell acts on belongs to user A (self) or user B (someone else). */
const ownerFor = (actor: Actor): Session => (actor === "user (other's data)" ? env.userB : env.userA);

const unpaidOrderOf = (owner: Session): Promise<Order> => env.placeOrder(owner, product, 1);
const paidOrderOf = async (owner: Session): Promise<Order> => env.payOrder(owner, await unpaidOrderOf(owner));

const newProductBody = () => ({
  name: 'Bench Vice',
  description: 'Cast iron bench vice.',
  img: product.img,
  minimumOrder: 1,
  availableQuentity: 5,
  price: 45,
});

/** The statuses of the table's common rows. */
const everyone = { 'signed out': 200, 'user (self)': 200, admin: 200 } as const;
const signedIn = { 'signed out': 401, 'user (self)': 200, admin: 200 } as const;
const signedInCreates = { 'signed out': 401, 'user (self)': 201, admin: 201 } as const;
const ownData = { 'signed out': 401, 'user (self)': 200, "user (other's data)": 403, admin: 200 } as const;
const adminOnly = { 'signed out': 401, 'user (self)': 403, admin: 200 } as const;
const adminCreates = { 'signed out': 401, 'user (self)': 403, admin: 201 } as const;

const cells: Cell[] = [];
/**
 * The cashier's status when a row does not say: 403 from an admin call, what a visitor gets from a
 * public one; a call on a customer's own data treats a cashier as any other customer (no cell).
 */
function cashierStatus(statuses: Partial<Record<Actor, number>>): number | undefined {
  if (statuses['user (self)'] === 403 && (statuses.admin ?? 0) < 300) return 403;
  if ((statuses['signed out'] ?? 400) < 300) return statuses['signed out'];
  return undefined;
}

/**
 * One row of the table: the status each actor gets (undefined: the cell is "—"), and what the call
 * sends (by default nothing beside its method and path).
 */
function row(
  call: string,
  statuses: Partial<Record<Actor, number>>,
  request: (actor: Actor) => Promise<Request> = async () => ({}),
) {
  const withCashier = { ...statuses, cashier: statuses.cashier ?? cashierStatus(statuses) };
  for (const [actor, status] of Object.entries(withCashier) as [Actor, number | undefined][]) {
    if (status !== undefined) cells.push({ call, actor, status, request: () => request(actor) });
  }
}

row('GET /', everyone);
row('GET /review', everyone);
row('GET /config', everyone);
row('GET /openapi.json', everyone);
row('GET /health', everyone);
row('GET /product/{id}', everyone, async () => ({ params: { id: product._id } }));
row('GET /images/{id}', everyone, async () => ({ params: { id: product.img.split('/').at(-1)! } }));

row('POST /', adminCreates, async () => ({ body: newProductBody() }));
row('PATCH /{id}', adminOnly, async () => {
  const edited = await env.createProduct();
  return {
    params: { id: edited._id },
    headers: { 'if-match': String(edited.version) },
    body: { availableQuentity: 12 },
  };
});
row('DELETE /{id}', adminOnly, async () => {
  const doomed = await env.createProduct();
  return { params: { id: doomed._id } };
});

row('GET /allOrder', adminOnly);
row('PUT /allOrder/{id}', adminOnly, async () => {
  const order = await paidOrderOf(env.userA);
  return { params: { id: order._id } };
});

// "user (self)" asks to refund their own paid order: only staff give money back.
row('POST /order/{id}/refund', adminOnly, async () => {
  const order = await paidOrderOf(env.userA);
  return { params: { id: order._id }, body: { reason: 'Arrived broken' } };
});
/** A shipped order of `owner`'s, and the body of a return of its one unit. */
const shippedOrderOf = async (owner: Session) => {
  const order = await paidOrderOf(owner);
  await env.api.shipOrder({ as: env.admin, params: { id: order._id } });
  return { order, body: { lines: [{ productId: product._id, quantity: 1 }], reason: 'Arrived broken' } };
};
row(
  'POST /order/{id}/return',
  { 'signed out': 401, 'user (self)': 200, "user (other's data)": 403, admin: 403 },
  async (actor) => {
    const { order, body } = await shippedOrderOf(ownerFor(actor));
    return { params: { id: order._id }, body };
  },
);
row('PUT /order/{id}/return', adminOnly, async () => {
  const { order, body } = await shippedOrderOf(env.userA);
  await env.api.requestReturn({ params: { id: order._id }, as: env.userA, body });
  return {
    params: { id: order._id },
    body: { decision: 'decline', note: 'Used tools cannot be returned' },
  };
});

row('GET /export/orders.csv', adminOnly);
row('GET /stats', adminOnly);
row('GET /stats/to-ship', adminOnly);

row('POST /account/password-reset', { 'signed out': 202, 'user (self)': 202, admin: 202 }, async (actor) => ({
  // Public, and the same answer for an address with or without an account.
  body: { email: `${actor.replace(/\W/g, '')}-reset@toolshop.test` },
}));
row('GET /notifications', signedIn);
row('POST /notifications/read', signedIn);

row('GET /cart', signedIn);
row('PUT /cart/items/{productId}', signedIn, async () => ({
  params: { productId: product._id },
  body: { quantity: 2 },
}));
row('DELETE /cart/items/{productId}', signedIn, async () => ({ params: { productId: product._id } }));
row('DELETE /cart', signedIn);

row('POST /order', signedInCreates, async () => ({ body: orderBody(product, 1) }));
row('GET /order?email=', ownData, async (actor) => ({ query: { email: ownerFor(actor).email } }));
row('DELETE /order/{id}', ownData, async (actor) => {
  const order = await unpaidOrderOf(ownerFor(actor));
  return { params: { id: order._id } };
});
row('GET /order/{id}', ownData, async (actor) => {
  const order = await unpaidOrderOf(ownerFor(actor));
  return { params: { id: order._id } };
});
/** An invoice is its order's owner's and staff's; anyone else is told it does not exist. */
const invoiceReaders = {
  'signed out': 401,
  'user (self)': 200,
  "user (other's data)": 404,
  cashier: 200,
  admin: 200,
} as const;
const invoiceNumberOf = async (actor: Actor) => ({
  params: { number: (await paidOrderOf(ownerFor(actor))).invoiceNumber! },
});
row('GET /invoice/{number}', invoiceReaders, invoiceNumberOf);
row('GET /invoice/{number}.pdf', invoiceReaders, invoiceNumberOf);
const taxPeriod = { from: '2025-04-01', to: '2025-04-30' };
row('GET /tax/summary', adminOnly, async () => ({ query: taxPeriod }));
// This shop has no tax regime, so no section is its: the admin is let through and told so (400). A GST
// and a VAT shop's sections: tests/server/taxReports.test.ts.
row('GET /tax/export.csv', { ...adminOnly, cashier: 403, admin: 400 }, async () => ({
  query: { ...taxPeriod, section: 'b2b' },
}));
row('GET /events', signedIn);
row(
  'PUT /order/{id} {tnxId}',
  { 'signed out': 401, 'user (self)': 200, "user (other's data)": 403, admin: 403 },
  async (actor) => {
    // The admin cell is "—" in the table: an admin cannot record a payment on a customer's order.
    const owner = actor === 'admin' ? env.userB : ownerFor(actor);
    const order = await unpaidOrderOf(owner);
    const intent = await env.api.createPaymentIntent({
      as: owner,
      body: { orderId: order._id },
    });
    await env.api.confirmSandboxPayment({
      as: owner,
      body: {
        ...SUCCEEDING_CARD,
        intentId: bodyOf(intent).intentId,
        clientSecret: bodyOf(intent).clientSecret,
      },
    });
    return { params: { id: order._id }, body: { tnxId: bodyOf(intent).intentId } };
  },
);

row('GET /backups', adminOnly);
// Without the secret, and on a shop with no embedded backups, nobody: tests/server/backups.test.ts.
row('POST /backups', { 'signed out': 404, 'user (self)': 404, admin: 404 });

row('POST /review', signedInCreates, async () => ({ body: { review: 'Solid tools.', rating: 5 } }));

row('GET /user', adminOnly);
row('GET /user?email=', ownData, async (actor) => ({ query: { email: ownerFor(actor).email } }));
row('PUT /user', ownData, async (actor) => {
  const target = actor === 'admin' ? env.admin : ownerFor(actor);
  return { body: { name: 'Renamed', email: target.email } };
});
row('PUT /user/admin/{email}', adminOnly, async () => {
  const promoted = await env.newUser('promoted');
  return { params: { email: promoted.email } };
});

row('DELETE /user/admin/{email}', adminOnly, async () => {
  const promoted = await env.newUser('demoted');
  await env.api.makeAdmin({ params: { email: promoted.email }, as: env.admin });
  return { params: { email: promoted.email } };
});

row('POST /images', signedIn);

row(
  'POST /payments/intent',
  { 'signed out': 401, 'user (self)': 200, "user (other's data)": 403 },
  async (actor) => {
    const order = await unpaidOrderOf(ownerFor(actor));
    return { body: { orderId: order._id } };
  },
);
row(
  'POST /payments/sandbox/confirm',
  { 'signed out': 401, 'user (self)': 200, "user (other's data)": 403 },
  async (actor) => {
    const owner = ownerFor(actor);
    const order = await unpaidOrderOf(owner);
    const intent = await env.api.createPaymentIntent({
      as: owner,
      body: { orderId: order._id },
    });
    return {
      body: {
        ...SUCCEEDING_CARD,
        intentId: bodyOf(intent).intentId,
        clientSecret: bodyOf(intent).clientSecret,
      },
    };
  },
);

// Stock, suppliers and purchase orders: staff only (tests/server/stockLedger.test.ts has the rest).
const supplierDetails = { name: 'Cell Supplies', email: 'cells@supplier.example', phone: '0161 496 0000' };
const supplierOf = async () =>
  bodyOf(
    await env.api.addSupplier({
      as: env.admin,
      body: { ...supplierDetails, note: 'Ask for the trade desk' },
    }),
  );
let stockedTools = 0;
/** A low variant with a supplier and a cost price: everything a stock view can show. */
const stockedVariantOf = async () => {
  const supplier = await supplierOf();
  const tool = bodyOf(
    await env.api.addProduct({
      as: env.admin,
      body: {
        name: `Stocked Tool ${++stockedTools}`,
        description: 'Bought in from Cell Supplies.',
        img: product.img,
        minimumOrder: 1,
        options: [{ name: 'Size', values: ['S'] }],
        variants: [
          {
            options: { Size: 'S' },
            price: 4,
            availableQuantity: 1,
            supplierId: supplier._id,
            costPrice: 2.5,
          },
        ],
      },
    }),
  );
  return tool.variants[0]!._id;
};
/**
 * A variant's stock view as `actor` gets it: an admin sees its supplier's contact details, note and
 * cost price; a cashier, for whom `GET /supplier` is 403, only the supplier's name and lead time.
 */
function expectStockView(actor: Actor, item: StockItem | undefined) {
  if (actor === 'cashier') {
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('costPrice');
    expect(item!.supplier).toEqual({ _id: expect.any(String), name: supplierDetails.name, leadDays: null });
  } else {
    expect(item).toMatchObject({
      costPrice: 2.5,
      supplier: { ...supplierDetails, note: 'Ask for the trade desk' },
    });
  }
}
const purchaseOrderOf = async () => {
  const supplier = await supplierOf();
  return bodyOf(
    await env.api.createPurchaseOrder({
      as: env.admin,
      body: { supplierId: supplier._id, lines: [{ variantId: product._id, quantity: 2, unitCost: 1 }] },
    }),
  );
};
const sentPurchaseOrderOf = async () => {
  const po = await purchaseOrderOf();
  await env.api.sendPurchaseOrder({ as: env.admin, params: { id: po._id } });
  return po;
};
row('GET /stock/movements', adminOnly);
row('GET /stock/movements.csv', adminOnly);
row('POST /stock/adjustments', adminCreates, async () => ({
  body: { variantId: product._id, kind: 'count', quantity: 9_000 },
}));
row('GET /stock/item/{variantId}', { ...adminOnly, cashier: 200 }, async (actor) => ({
  params: { variantId: await stockedVariantOf() },
  answer: (item) => expectStockView(actor, item as StockItem),
}));
row('PATCH /stock/item/{variantId}', adminOnly, async () => ({
  params: { variantId: product._id },
  body: { lowStockThreshold: 3 },
}));
row('GET /stock/low', { ...adminOnly, cashier: 200 }, async (actor) => {
  const variantId = await stockedVariantOf();
  return {
    answer: (items) =>
      expectStockView(
        actor,
        (items as StockItem[]).find((item) => item.variantId === variantId),
      ),
  };
});
row('GET /supplier', adminOnly);
row('POST /supplier', adminCreates, async () => ({ body: { name: 'New Supplies' } }));
row('PATCH /supplier/{id}', adminOnly, async () => ({
  params: { id: (await supplierOf())._id },
  body: { phone: '0123' },
}));
row('GET /purchase-order', adminOnly);
row('GET /purchase-order/{id}', adminOnly, async () => ({ params: { id: (await purchaseOrderOf())._id } }));
row('POST /purchase-order', adminCreates, async () => ({
  body: {
    supplierId: (await supplierOf())._id,
    lines: [{ variantId: product._id, quantity: 1, unitCost: 2 }],
  },
}));
row('POST /purchase-order/from-low-stock', adminCreates);
row('PATCH /purchase-order/{id}', adminOnly, async () => ({
  params: { id: (await purchaseOrderOf())._id },
  body: { lines: [{ variantId: product._id, quantity: 3, unitCost: 2 }] },
}));
row('POST /purchase-order/{id}/send', adminOnly, async () => ({
  params: { id: (await purchaseOrderOf())._id },
}));
row('POST /purchase-order/{id}/receive', adminOnly, async () => ({
  params: { id: (await sentPurchaseOrderOf())._id },
  body: { lines: [{ variantId: product._id, quantity: 1 }] },
}));
row('POST /purchase-order/{id}/cancel', adminOnly, async () => ({
  params: { id: (await purchaseOrderOf())._id },
}));

// Categories and search (tests/server/categories.test.ts and search.test.ts have the rest).
let categoryCount = 0;
const categoryOf = async () =>
  bodyOf(await env.api.addCategory({ as: env.admin, body: { name: `Cell Category ${++categoryCount}` } }));
row('GET /category', everyone);
row('POST /category', adminCreates, async () => ({ body: { name: `New Cell Category ${++categoryCount}` } }));
row('PATCH /category/{id}', adminOnly, async () => ({
  params: { id: (await categoryOf())._id },
  body: { rank: 7 },
}));
row('DELETE /category/{id}', adminOnly, async () => ({ params: { id: (await categoryOf())._id } }));
row('GET /search', everyone, async () => ({ query: { q: 'bench' } }));
row('GET /product?ids=', everyone, async () => ({ query: { ids: product._id } }));

// The catalogue as CSV (tests/server/catalogueCsv.test.ts has the rest): a dry run changes nothing.
row('GET /product/export.csv', adminOnly);
row('POST /product/import', adminOnly, async () => ({
  query: { dryRun: 'true' },
  headers: { 'content-type': 'text/csv' },
  payload: 'Handle,Title\r\n',
}));

// The counter (docs/counter.md): cashiers and admins.
const counterStaff = (status: number) => ({
  'signed out': 401,
  'user (self)': 403,
  cashier: status,
  admin: status,
});

/** Closes whatever session Counter 1 has open and opens a new one: its id. */
const openSessionId = async () => (await reopenRegister(env, env.admin, 10))._id;
let sales = 0;
const counterSaleBody = async () => ({
  saleId: `access-${Date.now()}-${++sales}`,
  sessionId: await openSessionId(),
  lines: [{ variantId: product._id, quantity: 1 }],
  payments: [{ method: 'cash' as const, tendered: 1000 }],
});
const counterSaleNumber = async () =>
  bodyOf(await env.api.counterSale({ as: env.admin, body: await counterSaleBody() })).number;

row('PUT /user/role/{email}', adminOnly, async () => ({
  params: { email: env.userB.email },
  body: { role: 'user' },
}));
row('GET /register/sessions', counterStaff(200));
row('POST /register/open', counterStaff(201), async () => {
  const sessionId = await openSessionId();
  await env.api.closeRegister({ as: env.admin, params: { sessionId }, body: { counted: 0 } });
  return { body: { register: 'Counter 1', float: 0 } };
});
row('POST /register/{sessionId}/cash', counterStaff(201), async () => ({
  params: { sessionId: await openSessionId() },
  body: { kind: 'in', amount: 5, reason: 'Change' },
}));
row('GET /register/{sessionId}/report', counterStaff(200), async () => ({
  params: { sessionId: await openSessionId() },
}));
row('POST /register/{sessionId}/close', counterStaff(200), async () => ({
  params: { sessionId: await openSessionId() },
  body: { counted: 10 },
}));
row('GET /counter/lookup', counterStaff(200), async () => {
  const sku = `ACCESS-${++sales}`;
  await env.api.addProduct({
    as: env.admin,
    body: {
      name: 'Scanned Tool',
      description: 'Found by its SKU.',
      img: product.img,
      minimumOrder: 1,
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ options: { Size: 'S' }, sku, price: 4, availableQuantity: 1 }],
    } as never,
  });
  return { query: { code: sku } };
});
row('POST /counter/sale', counterStaff(201), async () => ({ body: await counterSaleBody() }));
row('POST /counter/return', counterStaff(201), async () => ({
  body: {
    returnId: `access-return-${++sales}`,
    orderNumber: await counterSaleNumber(),
    lines: [{ variantId: product._id, quantity: 1 }],
    restock: true,
    sessionId: await openSessionId(),
  },
}));
row('GET /counter/receipt/{orderNumber}', counterStaff(200), async () => ({
  params: { orderNumber: await counterSaleNumber() },
}));
row('POST /counter/receipt/{orderNumber}/email', counterStaff(202), async () => ({
  params: { orderNumber: await counterSaleNumber() },
  body: { email: 'walk.in@example.com' },
}));
// Trade customers on credit (docs/credit.md): terms and receivables the admin's; lookup and payments
// staff's; an account and its statement staff's and its customer's own (another's: 404).
const customerIdOf = async (owner: Session) =>
  bodyOf(await env.api.lookupCustomers({ as: env.admin, query: { q: owner.email } })).customers.find(
    (c) => c.email === owner.email,
  )!.customerId;
const accountReaders = invoiceReaders;
const ownAccount = async (actor: Actor) => ({ params: { id: await customerIdOf(ownerFor(actor)) } });
row('PATCH /customer/{id}/credit', adminOnly, async () => ({
  params: { id: await customerIdOf(env.userA) },
  body: { creditLimit: 100, termsDays: 30 },
}));
row('GET /customer/{id}/account', accountReaders, ownAccount);
row('GET /customer/lookup', counterStaff(200), async () => ({ query: { q: env.userA.email } }));
row('POST /customer/{id}/payment', counterStaff(200), async () => ({
  params: { id: await customerIdOf(env.userA) },
  body: { paymentId: `access-payment-${++sales}`, amount: 1, method: 'bank', reference: 'NEFT-1' },
}));
row('GET /customer/{id}/statement', accountReaders, ownAccount);
row('GET /customer/{id}/statement.pdf', accountReaders, ownAccount);
row(
  'POST /customer/{id}/statement/email',
  { 'signed out': 401, 'user (self)': 202, "user (other's data)": 404, cashier: 202, admin: 202 },
  async (actor) => ({ ...(await ownAccount(actor)), body: {} }),
);
row('GET /receivables', adminOnly);
row('POST /receivables/remind', adminOnly, async () => ({ body: {} }));
// Cash on delivery: the quote is anyone's; staff's steps on a COD order (a fresh customer's, so no
// one reaches COD_MAX_OPEN) are staff's alone, the order's own customer included.
row('POST /shipping/quote', everyone, async () => ({
  body: { lines: [{ productId: product._id, quantity: 1 }], country: 'Bangladesh', city: 'Dhaka' },
}));
const codOrderOf = async () => {
  const customer = await env.newUser('cod-access');
  return bodyOf(
    await env.api.placeOrder({ as: customer, body: orderBody(product, 1, { paymentMethod: 'cod' }) }),
  );
};
const shippedCodOrderOf = async () => {
  const order = await codOrderOf();
  await env.api.confirmCodOrder({ as: env.admin, params: { id: order._id } });
  await env.api.shipOrder({ as: env.admin, params: { id: order._id } });
  return order;
};
row('POST /order/{id}/confirm', adminOnly, async () => ({ params: { id: (await codOrderOf())._id } }));
row('POST /order/{id}/collected', adminOnly, async () => {
  const order = await shippedCodOrderOf();
  return {
    params: { id: order._id },
    body: { amount: order.totalPrice, reference: 'COURIER-1' },
  };
});
row('POST /order/{id}/undelivered', adminOnly, async () => ({
  params: { id: (await shippedCodOrderOf())._id },
}));

describe('who may do what (docs/contract.md)', () => {
  for (const cell of cells) {
    it(`${cell.call} — ${cell.actor} → ${cell.status}`, async () => {
      const { params, answer, ...req } = await cell.request();
      const { method, url } = methodAndUrl(cell.call, params);
      const as = sessionOf(cell.actor);
      if (url === '/api/events') {
        const stream = await env.openStream(as);
        stream.close();
        expect(stream.status).toBe(cell.status);
        return;
      }
      const res =
        method === 'POST' && url === '/api/images'
          ? await env.uploadPng(as)
          : await env.request(method, url, { as, ...req });
      expect(res.status).toBe(cell.status);
      if (res.status < 300) answer?.(res.body);
      if (cell.status === 401) expect(res.body).toEqual({ message: 'unauthorized' });
      if (cell.status === 403) expect(res.body).toEqual({ message: 'forbidden' });
    });
  }

  it('covers every call of API_CALLS (POST /login has its own tests)', () => {
    const covered = new Set(cells.map((c) => c.call.split(' {')[0]!.replace(/\?.*$/, '')));
    const registered = API_CALLS.map((c) => `${c.method} ${documentedPath(c.pattern)}`).filter(
      (call) => call !== 'POST /login',
    );
    expect([...covered].sort()).toEqual([...registered].sort());
  });

  it('checks the cashier on every admin and staff call: 403 from each admin call, allowed on the counter', () => {
    const callOf = (call: string) => call.split(' ').slice(0, 2).join(' ').replace(/\?.*$/, '');
    const cashierStatuses = new Map(
      cells.filter((c) => c.actor === 'cashier').map((c) => [callOf(c.call), c.status]),
    );
    for (const entry of Object.values(endpoints) as EndpointDefinition[]) {
      if (entry.access !== 'admin' && entry.access !== 'staff') continue;
      const call = `${entry.method} ${documentedPath(entry.path)}`;
      if (call === 'POST /login') continue;
      const status = cashierStatuses.get(call);
      if (entry.access === 'admin') expect(status, call).toBe(403);
      else expect(status, call).toBeLessThan(300);
    }
  });
});

describe('refused calls change nothing', () => {
  it("a user's refused DELETE leaves another user's order in place", async () => {
    const order = await unpaidOrderOf(env.userB);
    expect((await env.api.cancelOrder({ params: { id: order._id }, as: env.userA })).status).toBe(403);
    const mine = await env.api.myOrders({ as: env.userB, query: { email: env.userB.email } });
    expect(bodyOf(mine).map((o: Order) => o._id)).toContain(order._id);
  });

  it('a refused POST / adds no product', async () => {
    const before = bodyOf(await env.api.listProducts()).length;
    expect((await env.api.addProduct({ as: env.userA, body: newProductBody() })).status).toBe(403);
    expect(bodyOf(await env.api.listProducts()).length).toBe(before);
  });

  it('a refused PATCH /{id} leaves the product as it was', async () => {
    const kept = await env.createProduct({ price: 20 });
    for (const as of [env.anon, env.userA]) {
      const res = await env.api.editProduct({ params: { id: kept._id }, as, body: { price: 1 } });
      expect([401, 403]).toContain(res.status);
    }
    const listed = bodyOf(await env.api.listProducts()).find((p: Product) => p._id === kept._id);
    expect(listed).toEqual(kept);
  });
});
