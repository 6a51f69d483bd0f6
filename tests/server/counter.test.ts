/**
 * The counter (docs/counter.md): the cashier role, register sessions and their X and Z reports,
 * counter sales (the server's prices, payments that cover the total, stock through the ledger,
 * idempotent on saleId even ten at once, offline replays below zero with an alert), counter returns
 * and receipts. After each test, every product's stock is the sum of its movements.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CounterSaleInput, RegisterReport } from '../../src/shared/counterSchemas';
import type { Product } from '../../src/shared/entities';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { counterErrors } from '../../src/shared/strings/counterMessages';
import {
  bodyOf,
  createTestEnvironment,
  errorOf,
  wholeList,
  type Session,
  type TestEnvironment,
} from './support/environment';
import { expectStockMatchesLedger } from './support/stockLedger';
import { ean13 } from '../support/barcodes';

let env: TestEnvironment;
let cashier: Session;
let sequence = 0;

beforeAll(async () => {
  env = await createTestEnvironment();
  cashier = await env.newUser('cashier');
  bodyOf(
    await env.api.setRole({ as: env.admin, params: { email: cashier.email }, body: { role: 'cashier' } }),
  );
});
afterEach(() => expectStockMatchesLedger(env.db));
afterAll(() => env?.close());

/** A register of its own for each test, so sessions never meet: the settings name only `Counter 1`. */
async function openSession(float = 100, as: Session = cashier): Promise<RegisterReport> {
  const open = await env.api.registerSessions({ as, query: { state: 'open' } });
  for (const session of bodyOf(open).sessions) {
    await env.api.closeRegister({ as, params: { sessionId: session._id }, body: { counted: 0 } });
  }
  const opened = await env.api.openRegister({ as, body: { register: 'Counter 1', float } });
  expect(opened.status).toBe(201);
  return bodyOf(opened);
}

const saleId = () => `sale-${Date.now()}-${++sequence}`;

const sell = (sale: Omit<CounterSaleInput, 'saleId'> & { saleId?: string }, as: Session = cashier) =>
  env.api.counterSale({ as, body: { saleId: saleId(), ...sale } });

const stockOf = async (product: Product) =>
  bodyOf(await env.api.stockItem({ as: cashier, params: { variantId: product._id } })).stock;

/** A grinder in two discs, each with its own SKU, barcode, price and stock: 115 mm $60 (5), 125 mm $70 (3). */
async function grinder() {
  const n = String(++sequence).padStart(4, '0');
  const codes = {
    sku: [`CT-${n}-115`, `CT-${n}-125`],
    barcode: [ean13(`2098765${n}1`), ean13(`2098765${n}2`)],
  };
  const upload = bodyOf(await env.uploadPng(env.admin));
  const added = await env.api.addProduct({
    as: env.admin,
    body: {
      name: `Angle Grinder ${n}`,
      description: 'Two disc sizes.',
      img: upload.data.url,
      minimumOrder: 1,
      options: [{ name: 'Disc', values: ['115 mm', '125 mm'] }],
      variants: [
        {
          options: { Disc: '115 mm' },
          sku: codes.sku[0],
          barcode: codes.barcode[0],
          price: 60,
          availableQuentity: 5,
        },
        {
          options: { Disc: '125 mm' },
          sku: codes.sku[1],
          barcode: codes.barcode[1],
          price: 70,
          availableQuentity: 3,
        },
      ],
    } as never,
  });
  const product = bodyOf(added);
  const [small, large] = product.variants as { _id: string; title: string }[];
  return { product, small: small!, large: large!, codes };
}

const variantStock = async (variantId: string) =>
  bodyOf(await env.api.stockItem({ as: cashier, params: { variantId } })).stock;

const movementsOf = async (product: Product) =>
  bodyOf(await env.api.stockMovements({ as: env.admin, query: { productId: product._id } })).items;

describe('the cashier role', () => {
  it('is set from Make Admin, and PUT /user/admin still makes an admin', async () => {
    const person = await env.newUser('roles');
    const set = await env.api.setRole({
      as: env.admin,
      params: { email: person.email },
      body: { role: 'cashier' },
    });
    expect(bodyOf(set).role).toBe('cashier');
    expect(bodyOf(await env.api.makeAdmin({ as: env.admin, params: { email: person.email } })).role).toBe(
      'admin',
    );
    const back = await env.api.setRole({
      as: env.admin,
      params: { email: person.email },
      body: { role: 'user' },
    });
    expect(bodyOf(back).role).toBe('user');
  });

  it('refuses a role that is none, an unknown account, a customer or a cashier asking, and demoting oneself', async () => {
    const bad = await env.api.setRole({
      as: env.admin,
      params: { email: cashier.email },
      body: { role: 'owner' } as never,
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe(counterErrors.badRole);
    const unknown = await env.api.setRole({
      as: env.admin,
      params: { email: 'nobody@example.com' },
      body: { role: 'cashier' },
    });
    expect(unknown.status).toBe(404);
    for (const as of [env.userA, cashier]) {
      const refused = await env.api.setRole({ as, params: { email: as.email }, body: { role: 'admin' } });
      expect(refused.status).toBe(403);
    }
    const self = await env.api.setRole({
      as: env.admin,
      params: { email: env.admin.email },
      body: { role: 'user' },
    });
    expect(self.status).toBe(409);
    expect(errorOf(self).message).toBe(apiErrors.demoteSelf);
    expect(
      bodyOf(await env.api.listUsers({ as: env.admin, query: { email: env.admin.email } })),
    ).toMatchObject([{ role: 'admin' }]);
  });

  it('never demotes the last admin, even when two admins demote each other at once', async () => {
    const second = await env.newUser('second-admin');
    await env.api.makeAdmin({ as: env.admin, params: { email: second.email } });
    const [one, other] = await Promise.all([
      env.api.setRole({ as: env.admin, params: { email: second.email }, body: { role: 'cashier' } }),
      env.api.setRole({ as: second, params: { email: env.admin.email }, body: { role: 'cashier' } }),
    ]);
    const statuses = [one.status, other.status].sort();
    // One wins; the other finds the shop would have no admin left (or is no admin any more).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = wholeList(
      bodyOf(await env.api.listUsers({ as: one.status === 200 ? env.admin : second, query: {} })),
    ).filter((user) => user.role === 'admin');
    expect(admins.length).toBeGreaterThanOrEqual(1);
    if (other.status === 200) {
      await env.api.setRole({ as: second, params: { email: env.admin.email }, body: { role: 'admin' } });
    }
    await env.api.setRole({ as: env.admin, params: { email: second.email }, body: { role: 'user' } });
  });

  it('reads the product list and stock, and gets 403 from admin calls', async () => {
    const product = await env.createProduct({ availableQuentity: 4 });
    expect((await env.api.listProducts({ as: cashier })).status).toBe(200);
    expect(await stockOf(product)).toBe(4);
    expect((await env.api.lowStock({ as: cashier })).status).toBe(200);
    for (const refused of [
      await env.api.listAllOrders({ as: cashier, query: {} }),
      await env.api.stockMovements({ as: cashier, query: {} }),
      await env.api.adjustStock({ as: cashier, body: { variantId: product._id, kind: 'lost', quantity: 1 } }),
      await env.api.editProduct({ as: cashier, params: { id: product._id }, body: { price: 1 } }),
      await env.api.makeAdmin({ as: cashier, params: { email: cashier.email } }),
      await env.api.shopStats({ as: cashier }),
    ]) {
      expect(refused.status).toBe(403);
    }
    expect(await stockOf(product)).toBe(4);
  });

  it('keeps customers and visitors away from the counter', async () => {
    expect((await env.api.registerSessions({ as: env.userA, query: {} })).status).toBe(403);
    expect((await env.api.registerSessions({ as: env.anon, query: {} })).status).toBe(401);
    const sale = await env.api.counterSale({
      as: env.userA,
      body: { saleId: saleId(), sessionId: 'x', lines: [{ variantId: 'x', quantity: 1 }], payments: [] },
    });
    expect(sale.status).toBe(403);
  });
});

describe('registers', () => {
  it('opens one session per register, named in REGISTERS, and finds the open one again', async () => {
    const session = await openSession(150);
    expect(session).toMatchObject({
      register: 'Counter 1',
      state: 'open',
      float: 150,
      openedBy: { email: cashier.email },
      closedAt: null,
      expectedCash: 150,
      counted: null,
    });
    const again = await env.api.openRegister({ as: env.admin, body: { register: 'Counter 1', float: 0 } });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(counterErrors.registerAlreadyOpen('Counter 1'));
    const unknown = await env.api.openRegister({ as: cashier, body: { register: 'Back office', float: 0 } });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).message).toBe(counterErrors.unknownRegister('Back office'));
    for (const float of [-1, 0.001, 'lots']) {
      const bad = await env.api.openRegister({
        as: cashier,
        body: { register: 'Counter 1', float } as never,
      });
      expect(bad.status).toBe(400);
    }
    const open = bodyOf(await env.api.registerSessions({ as: cashier, query: { state: 'open' } }));
    expect(open.registers).toEqual(['Counter 1']);
    expect(open.sessions.map((s) => s._id)).toEqual([session._id]);
    const nul = await env.api.registerSessions({ as: cashier, query: { register: 'Counter\u00001' } });
    expect(nul.status).toBe(400);
  });

  it('opens once when two tills open the same register at once', async () => {
    await openSession();
    const open = bodyOf(await env.api.registerSessions({ as: cashier, query: { state: 'open' } })).sessions;
    await env.api.closeRegister({ as: cashier, params: { sessionId: open[0]!._id }, body: { counted: 0 } });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        env.api.openRegister({ as: cashier, body: { register: 'Counter 1', float: 5 } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('adds up the Z report: float + cash sales − change − cash refunds + in − out, and counted − expected', async () => {
    const session = await openSession(100);
    const drill = await env.createProduct({ price: 30, availableQuentity: 50 });
    const saw = await env.createProduct({ price: 12.5, availableQuentity: 50 });
    // Cash 50 for 42.50: change 7.50, the drawer keeps 42.50.
    const cash = bodyOf(
      await sell({
        sessionId: session._id,
        lines: [
          { variantId: drill._id, quantity: 1 },
          { variantId: saw._id, quantity: 1 },
        ],
        payments: [{ method: 'cash', tendered: 50 }],
      }),
    );
    expect(cash.change).toBe(7.5);
    // Card 60.
    const card = bodyOf(
      await sell({
        sessionId: session._id,
        lines: [{ variantId: drill._id, quantity: 2 }],
        payments: [{ method: 'card', amount: 60, reference: 'T-1' }],
      }),
    );
    // Both: card 20 of 37.50, cash 20 for the rest: change 2.50, the drawer keeps 17.50.
    const split = bodyOf(
      await sell({
        sessionId: session._id,
        lines: [{ variantId: saw._id, quantity: 3 }],
        payments: [
          { method: 'card', amount: 20, reference: 'T-2' },
          { method: 'cash', tendered: 20 },
        ],
      }),
    );
    expect(split.change).toBe(2.5);
    await env.api.registerCash({
      as: cashier,
      params: { sessionId: session._id },
      body: { kind: 'in', amount: 25, reason: 'Change from the bank' },
    });
    await env.api.registerCash({
      as: cashier,
      params: { sessionId: session._id },
      body: { kind: 'out', amount: 40, reason: 'Paid the window cleaner' },
    });
    const returned = await env.api.counterReturn({
      as: cashier,
      body: {
        returnId: `ret-${saleId()}`,
        orderNumber: cash.number,
        lines: [{ variantId: saw._id, quantity: 1 }],
        refundMethod: 'cash',
        restock: true,
        sessionId: session._id,
      },
    });
    expect(bodyOf(returned).amount).toBe(12.5);
    const x = bodyOf(await env.api.registerReport({ as: cashier, params: { sessionId: session._id } }));
    // 100 + 42.50 + 17.50 + 25 − 40 − 12.50
    const expected = 100 + 42.5 + 17.5 + 25 - 40 - 12.5;
    expect(x).toMatchObject({
      state: 'open',
      sales: {
        count: 3,
        units: 7,
        total: 42.5 + 60 + 37.5,
        byMethod: { cash: 60, card: 80 },
        cashTendered: 70,
        changeGiven: 10,
      },
      refunds: { count: 1, total: 12.5, byMethod: { cash: 12.5, card: 0 } },
      cashIn: 25,
      cashOut: 40,
      expectedCash: expected,
      counted: null,
      difference: null,
    });
    expect(x.cashMovements.map((m) => [m.kind, m.amount, m.reason])).toEqual([
      ['in', 25, 'Change from the bank'],
      ['out', 40, 'Paid the window cleaner'],
    ]);
    const closed = await env.api.closeRegister({
      as: env.admin,
      params: { sessionId: session._id },
      body: { counted: 130 },
    });
    const z = bodyOf(closed);
    expect(z).toMatchObject({
      state: 'closed',
      closedBy: { email: env.admin.email },
      expectedCash: expected,
      counted: 130,
      difference: 130 - expected,
    });
    expect(z.closedAt).not.toBeNull();
    expect(card.number).toBeGreaterThan(cash.number);
    // Kept as it was: the report read later is the Z report.
    expect(bodyOf(await env.api.registerReport({ as: cashier, params: { sessionId: session._id } }))).toEqual(
      z,
    );
    const listed = bodyOf(
      await env.api.registerSessions({ as: cashier, query: { state: 'closed' } }),
    ).sessions;
    expect(listed.find((s) => s._id === session._id)).toEqual(z);
  });

  it('refuses anything on a closed session, and closing it twice, with nothing changed', async () => {
    const session = await openSession();
    const product = await env.createProduct({ availableQuentity: 5 });
    await env.api.closeRegister({ as: cashier, params: { sessionId: session._id }, body: { counted: 100 } });
    const again = await env.api.closeRegister({
      as: cashier,
      params: { sessionId: session._id },
      body: { counted: 1 },
    });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(counterErrors.sessionClosed);
    const sale = await sell({
      sessionId: session._id,
      lines: [{ variantId: product._id, quantity: 1 }],
      payments: [{ method: 'cash', tendered: 1000 }],
    });
    expect(sale.status).toBe(409);
    expect(errorOf(sale).message).toBe(counterErrors.sessionClosed);
    const cash = await env.api.registerCash({
      as: cashier,
      params: { sessionId: session._id },
      body: { kind: 'in', amount: 5, reason: 'x' },
    });
    expect(cash.status).toBe(409);
    expect(await stockOf(product)).toBe(5);
    expect(
      bodyOf(await env.api.registerReport({ as: cashier, params: { sessionId: session._id } })).counted,
    ).toBe(100);
    const unknown = await env.api.registerReport({ as: cashier, params: { sessionId: 'no-such-session' } });
    expect(unknown.status).toBe(404);
  });
});

describe('lookup', () => {
  it('finds a variant by its barcode, or by its SKU in any case, with its price and stock', async () => {
    const { product, small, large, codes } = await grinder();
    const byBarcode = await env.api.counterLookup({ as: cashier, query: { code: codes.barcode[1]! } });
    expect(bodyOf(byBarcode)).toEqual({
      variantId: large._id,
      productId: product._id,
      name: product.name,
      variantTitle: '125 mm',
      sku: codes.sku[1],
      barcode: codes.barcode[1],
      img: product.img,
      price: 70,
      stock: 3,
    });
    const bySku = await env.api.counterLookup({ as: cashier, query: { code: codes.sku[0]!.toLowerCase() } });
    expect(bodyOf(bySku)).toMatchObject({ variantId: small._id, price: 60, stock: 5 });
  });

  it('answers "Not found: <code>" for an unknown code, a partial one and an archived tool', async () => {
    const { product, codes } = await grinder();
    for (const code of ['4006381333931', codes.sku[0]!.slice(0, -1), ` ${codes.barcode[0]!}x`]) {
      const missing = await env.api.counterLookup({ as: cashier, query: { code } });
      expect(missing.status).toBe(404);
      expect(errorOf(missing).message).toBe(counterErrors.notFound(code.trim()));
    }
    await env.api.deleteProduct({ as: env.admin, params: { id: product._id } });
    const archived = await env.api.counterLookup({ as: cashier, query: { code: codes.barcode[0]! } });
    expect(archived.status).toBe(404);
    const blank = await env.api.counterLookup({ as: cashier, query: { code: ' ' } });
    expect(blank.status).toBe(400);
    expect(errorOf(blank).message).toBe(counterErrors.codeRequired);
  });
});

describe('counter sales', () => {
  it("sells variants at their own prices and takes each one's stock", async () => {
    const session = await openSession();
    const { product, small, large } = await grinder();
    const sale = bodyOf(
      await sell({
        sessionId: session._id,
        lines: [
          { variantId: small._id, quantity: 1 },
          { variantId: large._id, quantity: 2 },
        ],
        payments: [{ method: 'card', amount: 200, reference: 'T-3' }],
      }),
    );
    expect(sale.total).toBe(200);
    expect(sale.order.lines.map((l) => [l.variantId, l.variantTitle, l.price, l.quantity])).toEqual([
      [small._id, '115 mm', 60, 1],
      [large._id, '125 mm', 70, 2],
    ]);
    expect([await variantStock(small._id), await variantStock(large._id)]).toEqual([4, 1]);
    const short = await sell({
      sessionId: session._id,
      lines: [{ variantId: large._id, quantity: 2 }],
      payments: [{ method: 'cash', tendered: 500 }],
    });
    expect(short.status).toBe(409);
    expect(errorOf(short).message).toBe(counterErrors.stockShort(`${product.name} (125 mm)`, 1));
    const receipt = bodyOf(
      await env.api.counterReceipt({ as: cashier, params: { orderNumber: String(sale.number) } }),
    );
    expect(receipt.lines[1]).toMatchObject({ variantTitle: '125 mm', sku: expect.stringMatching(/-125$/) });
  });

  it("sells at the server's prices, ignoring the minimum order: a collected counter order with counter_sale movements", async () => {
    const session = await openSession();
    const product = await env.createProduct({ price: 19.99, availableQuentity: 10, minimumOrder: 5 });
    const sold = await sell({
      sessionId: session._id,
      // The till's price counts only for a sale it took offline.
      lines: [{ variantId: product._id, quantity: 2, unitPrice: 1 }],
      payments: [{ method: 'cash', tendered: 50 }],
      customerEmail: 'walk.in@example.com',
    });
    expect(sold.status).toBe(201);
    const sale = bodyOf(sold);
    expect(sale).toMatchObject({
      sessionId: session._id,
      register: 'Counter 1',
      total: 39.98,
      change: 10.02,
      offline: false,
      belowZero: [],
      payments: [{ method: 'cash', amount: 39.98, tendered: 50, reference: null }],
      order: {
        channel: 'counter',
        state: 'collected',
        paid: true,
        status: false,
        totalPrice: 39.98,
        quantity: 2,
      },
    });
    expect(await stockOf(product)).toBe(8);
    const [movement] = await movementsOf(product);
    expect(movement).toMatchObject({
      reason: 'counter_sale',
      delta: -2,
      stockAfter: 8,
      ref: { type: 'order', id: sale.order._id, number: sale.number },
      actorEmail: cashier.email,
    });
    const listed = wholeList(
      bodyOf(await env.api.listAllOrders({ as: env.admin, query: { state: 'collected' } })),
    );
    expect(listed.find((o) => o._id === sale.order._id)).toMatchObject({
      channel: 'counter',
      state: 'collected',
    });
    const detail = bodyOf(await env.api.orderDetail({ as: env.admin, params: { id: sale.order._id } }));
    expect(detail.timeline.map((step) => step.state)).toEqual(['collected']);
  });

  it("tells the event stream each sale's new stock, and the counter's stock follows web orders", async () => {
    const session = await openSession();
    const product = await env.createProduct({ availableQuentity: 6 });
    const stream = await env.openStream(env.userB);
    try {
      await sell({
        sessionId: session._id,
        lines: [{ variantId: product._id, quantity: 2 }],
        payments: [{ method: 'cash', tendered: 1000 }],
      });
      const update = await stream.next(
        (event) =>
          event.kind === 'product' &&
          event.product._id === product._id &&
          event.product.availableQuentity === 4,
      );
      expect(update).toMatchObject({ type: 'updated' });
    } finally {
      stream.close();
    }
    await env.placeOrder(env.userA, product, 1);
    expect(await variantStock(product._id)).toBe(3);
  });

  it('refuses payments that do not cover the total, a card above it, and bad quantities, with nothing changed', async () => {
    const session = await openSession();
    const product = await env.createProduct({ price: 10, availableQuentity: 10 });
    const line = [{ variantId: product._id, quantity: 2 }];
    const short = await sell({
      sessionId: session._id,
      lines: line,
      payments: [{ method: 'cash', tendered: 19.99 }],
    });
    expect(short.status).toBe(400);
    expect(errorOf(short).message).toBe(counterErrors.notCovered('$20.00', '$19.99'));
    const split = await sell({
      sessionId: session._id,
      lines: line,
      payments: [
        { method: 'card', amount: 10, reference: 'T' },
        { method: 'cash', tendered: 5 },
      ],
    });
    expect(split.status).toBe(400);
    const over = await sell({
      sessionId: session._id,
      lines: line,
      payments: [{ method: 'card', amount: 25, reference: 'T' }],
    });
    expect(over.status).toBe(400);
    expect(errorOf(over).message).toBe(counterErrors.cardOverTotal);
    for (const quantity of [-1, 0, 1.5, '2']) {
      const bad = await sell({
        sessionId: session._id,
        lines: [{ variantId: product._id, quantity }] as never,
        payments: [{ method: 'cash', tendered: 100 }],
      });
      expect(bad.status).toBe(400);
      expect(errorOf(bad).message).toBe(counterErrors.quantityInvalid);
    }
    const noCardReference = await sell({
      sessionId: session._id,
      lines: line,
      payments: [{ method: 'card', amount: 20 }] as never,
    });
    expect(noCardReference.status).toBe(400);
    const unknownTool = await sell({
      sessionId: session._id,
      lines: [{ variantId: 'no-such-tool', quantity: 1 }],
      payments: [{ method: 'cash', tendered: 100 }],
    });
    expect(unknownTool.status).toBe(400);
    expect(errorOf(unknownTool).message).toBe(counterErrors.unknownVariant);
    const unknownSession = await sell({
      sessionId: 'nope',
      lines: line,
      payments: [{ method: 'cash', tendered: 100 }],
    });
    expect(unknownSession.status).toBe(404);
    expect(await stockOf(product)).toBe(10);
    expect(
      bodyOf(await env.api.registerReport({ as: cashier, params: { sessionId: session._id } })).sales.count,
    ).toBe(0);
  });

  it('refuses a sale short of stock naming the line, taking nothing', async () => {
    const session = await openSession();
    const plenty = await env.createProduct({ name: 'Claw Hammer', availableQuentity: 10 });
    const few = await env.createProduct({ name: 'Spirit Level', availableQuentity: 1 });
    const short = await sell({
      sessionId: session._id,
      lines: [
        { variantId: plenty._id, quantity: 1 },
        { variantId: few._id, quantity: 2 },
      ],
      payments: [{ method: 'cash', tendered: 10_000 }],
    });
    expect(short.status).toBe(409);
    expect(errorOf(short)).toMatchObject({
      message: counterErrors.stockShort('Spirit Level', 1),
      issues: [{ path: 'lines.1.quantity' }],
    });
    expect([await stockOf(plenty), await stockOf(few)]).toEqual([10, 1]);
  });

  it('makes one sale of ten identical requests at once, taking stock once; the same saleId with other lines is 422', async () => {
    const session = await openSession();
    const product = await env.createProduct({ price: 5, availableQuentity: 20 });
    const body = {
      saleId: saleId(),
      sessionId: session._id,
      lines: [{ variantId: product._id, quantity: 3 }],
      payments: [{ method: 'cash' as const, tendered: 20 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => env.api.counterSale({ as: cashier, body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const numbers = new Set(answers.map((a) => bodyOf(a).number));
    expect(numbers.size).toBe(1);
    expect(answers.map((a) => bodyOf(a).change)).toEqual(Array(10).fill(5));
    expect(await stockOf(product)).toBe(17);
    expect((await movementsOf(product)).filter((m) => m.reason === 'counter_sale')).toHaveLength(1);
    const report = bodyOf(await env.api.registerReport({ as: cashier, params: { sessionId: session._id } }));
    expect(report.sales.count).toBe(1);
    const other = await env.api.counterSale({
      as: cashier,
      body: { ...body, lines: [{ variantId: product._id, quantity: 4 }] },
    });
    expect(other.status).toBe(422);
    expect(errorOf(other).message).toBe(counterErrors.saleIdReused);
    // A replay after the session closed still answers the sale it made.
    await env.api.closeRegister({ as: cashier, params: { sessionId: session._id }, body: { counted: 115 } });
    const replay = await env.api.counterSale({ as: cashier, body });
    expect(replay.status).toBe(200);
    expect(bodyOf(replay).number).toBe([...numbers][0]);
    expect(await stockOf(product)).toBe(17);
  });

  it('records an offline sale replayed after its stock went, below zero, and alerts the admins', async () => {
    const session = await openSession();
    const product = await env.createProduct({ name: 'Last Chisel', price: 8, availableQuentity: 1 });
    const stream = await env.openStream(env.admin);
    try {
      // The web sold the last one while the till was offline.
      const webOrder = await env.placeOrder(env.userA, product, 1);
      const takenAt = new Date(Date.parse(session.openedAt) + 1).toISOString();
      const online = await sell({
        sessionId: session._id,
        lines: [{ variantId: product._id, quantity: 2 }],
        payments: [{ method: 'cash', tendered: 20 }],
      });
      expect(online.status).toBe(409);
      const replayed = await sell({
        sessionId: session._id,
        lines: [{ variantId: product._id, quantity: 2 }],
        payments: [{ method: 'cash', tendered: 20 }],
        offline: true,
        takenAt,
      });
      expect(replayed.status).toBe(201);
      expect(bodyOf(replayed)).toMatchObject({
        offline: true,
        change: 4,
        belowZero: [{ variantId: product._id, name: 'Last Chisel', stock: -2 }],
        order: { createdAt: takenAt },
      });
      expect(await stockOf(product)).toBe(-2);
      const [movement] = await movementsOf(product);
      expect(movement).toMatchObject({ reason: 'counter_sale', delta: -2, stockAfter: -2 });
      const alert = await stream.next(
        (event) => event.kind === 'stock' && event.stock.productId === product._id,
      );
      expect(alert).toMatchObject({ kind: 'stock', type: 'low', stock: { name: 'Last Chisel', stock: -2 } });
      const bell = bodyOf(await env.api.notifications({ as: env.admin }));
      expect(
        bell.items.find((item) => item.kind === 'lowStock' && item.productId === product._id),
      ).toMatchObject({
        read: false,
      });
      // Below zero, an online sale is short as ever; a count brings it back.
      const after = await sell({
        sessionId: session._id,
        lines: [{ variantId: product._id, quantity: 1 }],
        payments: [{ method: 'cash', tendered: 20 }],
      });
      expect(after.status).toBe(409);
      // Units coming back bring it nearer zero: the web order, never paid, is cancelled.
      expect((await env.api.cancelOrder({ as: env.userA, params: { id: webOrder._id } })).status).toBe(200);
      expect(await stockOf(product)).toBe(-1);
      expect((await movementsOf(product)).find((m) => m.delta === 1)).toMatchObject({ stockAfter: -1 });
      const counted = await env.api.adjustStock({
        as: env.admin,
        body: { variantId: product._id, kind: 'count', quantity: 0 },
      });
      expect(counted.status).toBe(201);
      expect(await stockOf(product)).toBe(0);
    } finally {
      stream.close();
    }
  });

  it("records an offline sale as the till took it: at the price it charged, and no later than the server's now", async () => {
    const session = await openSession();
    const product = await env.createProduct({ name: 'Repriced Saw', price: 20, availableQuentity: 5 });
    // Sold offline for exact cash at $20; an admin has raised the price to $22 since.
    await env.api.editProduct({
      as: env.admin,
      params: { id: product._id },
      headers: { 'if-match': String(product.version) },
      body: { price: 22 },
    });
    const beforeReplay = Date.now();
    const replayed = await sell({
      sessionId: session._id,
      lines: [{ variantId: product._id, quantity: 1, unitPrice: 20 }],
      payments: [{ method: 'cash', tendered: 20 }],
      offline: true,
      // The till's clock ran an hour ahead.
      takenAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(replayed.status).toBe(201);
    const sale = bodyOf(replayed);
    expect(sale).toMatchObject({ total: 20, change: 0, offline: true, order: { totalPrice: 20 } });
    const takenAt = Date.parse(sale.order.createdAt);
    expect(takenAt).toBeGreaterThanOrEqual(beforeReplay - 1_000);
    expect(takenAt).toBeLessThanOrEqual(Date.now());
    const report = bodyOf(await env.api.registerReport({ as: cashier, params: { sessionId: session._id } }));
    expect(report.expectedCash).toBe(report.float + 20);
    expect(await stockOf(product)).toBe(4);
  });

  it('never lets any other change take stock below zero, whatever the database is asked', async () => {
    const product = await env.createProduct({ availableQuentity: 1 });
    const lost = await env.api.adjustStock({
      as: env.admin,
      body: { variantId: product._id, kind: 'lost', quantity: 2 },
    });
    expect(lost.status).toBe(409);
    const raw = await env.db
      .execute(
        // A movement that took stock below zero for any reason but a counter sale is refused.
        `insert into stock_movements (id, product_id, variant_id, delta, stock_after, reason)
         values ('raw-${product._id}', '${product._id}', '${product._id}', -2, -1, 'lost')` as never,
      )
      .then(
        () => null,
        (error: { cause?: Error; message: string }) => error.cause?.message ?? error.message,
      );
    expect(raw).toMatch(/stock_movements_below_zero_only_offline/);
  });
});

describe('counter returns', () => {
  it('refunds by card or cash, restocks through the ledger, refuses more than sold, and makes one return of one returnId', async () => {
    const session = await openSession(50);
    const product = await env.createProduct({ price: 15, availableQuentity: 10 });
    const sale = bodyOf(
      await sell({
        sessionId: session._id,
        lines: [{ variantId: product._id, quantity: 3 }],
        payments: [{ method: 'card', amount: 45, reference: 'T-9' }],
      }),
    );
    const returnId = `ret-${saleId()}`;
    const body = {
      returnId,
      orderNumber: sale.number,
      lines: [{ variantId: product._id, quantity: 2 }],
      refundMethod: 'card' as const,
      restock: true,
    };
    const [first, second] = await Promise.all([
      env.api.counterReturn({ as: cashier, body }),
      env.api.counterReturn({ as: cashier, body }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(bodyOf(first)).toMatchObject({ amount: 30, refundMethod: 'card', restocked: true });
    expect(bodyOf(first).order).toMatchObject({ state: 'collected', refundedTotal: 30 });
    expect(await stockOf(product)).toBe(9);
    const moves = (await movementsOf(product)).filter((m) => m.reason === 'counter_return');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ delta: 2, ref: { number: sale.number } });
    const tooMany = await env.api.counterReturn({
      as: cashier,
      body: { ...body, returnId: `${returnId}-b`, lines: [{ variantId: product._id, quantity: 2 }] },
    });
    expect(tooMany.status).toBe(409);
    expect(errorOf(tooMany).message).toBe(counterErrors.beyondSold(product.name, 1));
    // A card sale refunded in cash is an admin's call, and its cash still leaves a drawer.
    const cashWithoutDrawer = await env.api.counterReturn({
      as: env.admin,
      body: {
        ...body,
        returnId: `${returnId}-c`,
        lines: [{ variantId: product._id, quantity: 1 }],
        refundMethod: 'cash',
      },
    });
    expect(cashWithoutDrawer.status).toBe(400);
    expect(errorOf(cashWithoutDrawer).message).toBe(counterErrors.sessionForCash);
    const last = await env.api.counterReturn({
      as: env.admin,
      body: {
        ...body,
        returnId: `${returnId}-d`,
        lines: [{ variantId: product._id, quantity: 1 }],
        refundMethod: 'cash',
        restock: false,
        sessionId: session._id,
      },
    });
    expect(bodyOf(last).order).toMatchObject({ state: 'refunded', refundedTotal: 45 });
    expect(await stockOf(product)).toBe(9);
    const nothingLeft = await env.api.counterReturn({
      as: cashier,
      body: { ...body, returnId: `${returnId}-e` },
    });
    expect(nothingLeft.status).toBe(409);
    const unknown = await env.api.counterReturn({
      as: cashier,
      body: { ...body, returnId: `${returnId}-f`, orderNumber: 999_999 },
    });
    expect(unknown.status).toBe(404);
    const z = bodyOf(
      await env.api.closeRegister({ as: cashier, params: { sessionId: session._id }, body: { counted: 35 } }),
    );
    expect(z).toMatchObject({
      refunds: { count: 1, byMethod: { cash: 15 } },
      expectedCash: 35,
      difference: 0,
    });
  });

  it('refuses a web order and a reused returnId with other lines', async () => {
    const session = await openSession();
    const product = await env.createProduct({ price: 10, availableQuentity: 10 });
    const web = await env.payOrder(env.userA, await env.placeOrder(env.userA, product, 1));
    const webReturn = await env.api.counterReturn({
      as: cashier,
      body: {
        returnId: `ret-${saleId()}`,
        orderNumber: web.number,
        lines: [{ variantId: product._id, quantity: 1 }],
        refundMethod: 'card',
        restock: true,
      },
    });
    expect(webReturn.status).toBe(404);
    const sale = bodyOf(
      await sell({
        sessionId: session._id,
        lines: [{ variantId: product._id, quantity: 2 }],
        payments: [{ method: 'cash', tendered: 20 }],
      }),
    );
    const body = {
      returnId: `ret-${saleId()}`,
      orderNumber: sale.number,
      lines: [{ variantId: product._id, quantity: 1 }],
      restock: true,
      sessionId: session._id,
    };
    expect((await env.api.counterReturn({ as: cashier, body })).status).toBe(201);
    const reused = await env.api.counterReturn({
      as: cashier,
      body: { ...body, lines: [{ variantId: product._id, quantity: 2 }] },
    });
    expect(reused.status).toBe(422);
  });
});

describe('receipts', () => {
  it('answers what the receipt shows, and emails it', async () => {
    const session = await openSession();
    const product = await env.createProduct({ name: 'Tape Measure 5m', price: 7.25, availableQuentity: 10 });
    const sale = bodyOf(
      await sell({
        sessionId: session._id,
        lines: [{ variantId: product._id, quantity: 2 }],
        payments: [{ method: 'cash', tendered: 20 }],
      }),
    );
    const receipt = bodyOf(
      await env.api.counterReceipt({ as: cashier, params: { orderNumber: String(sale.number) } }),
    );
    expect(receipt).toMatchObject({
      shop: { name: 'Toolshop' },
      number: sale.number,
      register: 'Counter 1',
      cashier: 'Test cashier',
      lines: [{ name: 'Tape Measure 5m', quantity: 2, price: 7.25, total: 14.5 }],
      total: 14.5,
      payments: [{ method: 'cash', amount: 14.5, tendered: 20 }],
      change: 5.5,
      refunds: [],
    });
    expect((await env.api.counterReceipt({ as: cashier, params: { orderNumber: '999999' } })).status).toBe(
      404,
    );
    expect(
      (await env.api.counterReceipt({ as: env.userA, params: { orderNumber: String(sale.number) } })).status,
    ).toBe(403);
    const to = `receipt-${sequence}@example.com`;
    const emailed = await env.api.emailReceipt({
      as: cashier,
      params: { orderNumber: String(sale.number) },
      body: { email: to },
    });
    expect(emailed.status).toBe(202);
    const email = await env.mailbox.waitFor(to, (e) => e.subject.includes(`#${sale.number}`));
    expect(email.text).toContain('Tape Measure 5m');
    expect(email.text).toContain('$5.50');
    const bad = await env.api.emailReceipt({
      as: cashier,
      params: { orderNumber: String(sale.number) },
      body: { email: 'nope' },
    });
    expect(bad.status).toBe(400);
  });
});
