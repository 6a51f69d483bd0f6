/**
 * What one cashier must never be able to do to the counter (docs/counter.md): break every
 * register's report with sums beyond 32 bits, book absurd figures, sell offline at a price the tool never
 * had or far below zero while the server is up, or refund a card sale from the drawer. And every kind
 * of stock movement reaches what the catalogue serves at once. After each test, every product's
 * stock is the sum of its movements.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_CHANGE_CENTS,
  MAX_DRAWER_CENTS,
  MAX_LINE_UNITS,
  MAX_OFFLINE_BELOW_ZERO,
} from '../../src/shared/bounds';
import { decimalDollars, toDollars } from '../../src/shared/money';
import { counterErrors } from '../../src/shared/strings/counterMessages';
import { bodyOf, errorOf } from './support/environment';
import { counterSuite } from './support/counter';
import { usd } from '../support/money';

const { env, cashier, openSession, sellOn, giveBack, reportOf, stockItemOf } = counterSuite();

describe('the register report', () => {
  it('adds up sales beyond 32-bit cents: the report, the open sessions and the close still answer', async () => {
    const session = await openSession(0);
    const tool = await env.createProduct({ name: 'Site Generator', price: 100_000, availableQuentity: 300 });
    // 25 sales of $900,000 each: $22.5 million, 2,250,000,000 cents, past int4's 2,147,483,647.
    for (let i = 0; i < 25; i++) {
      const sold = await sellOn(session, [[tool, 9]], { cash: 900_000 });
      expect(sold.status).toBe(201);
    }
    const report = await reportOf(session);
    expect(report.sales).toMatchObject({ count: 25, units: 225, total: 22_500_000 });
    expect(report.expectedCash).toBe(22_500_000);
    const open = await env.api.registerSessions({ as: cashier, query: { state: 'open' } });
    expect(open.status).toBe(200);
    expect(bodyOf(open).sessions.map((s) => s._id)).toContain(session._id);
    const closed = await env.api.closeRegister({
      as: cashier,
      params: { sessionId: session._id },
      body: { counted: 0 },
    });
    expect(bodyOf(closed)).toMatchObject({ state: 'closed', difference: -22_500_000 });
    const reopened = await env.api.openRegister({ as: cashier, body: { register: 'Counter 1', float: 0 } });
    expect(reopened.status).toBe(201);
  });

  it('refuses absurd figures at the door with a 400 naming the field, and a cash-out beyond the drawer', async () => {
    const session = await openSession(50);
    const tool = await env.createProduct({ price: 10, availableQuentity: 20 });
    const tooMuchCash = await sellOn(session, [[tool, 1]], { cash: 1_000_000 });
    expect(tooMuchCash.status).toBe(400);
    const change = toDollars(MAX_CHANGE_CENTS) + 0.01;
    const tooMuchChange = await sellOn(session, [[tool, 1]], { cash: 10 + change });
    expect(tooMuchChange.status).toBe(400);
    expect(errorOf(tooMuchChange).message).toBe(counterErrors.changeTooLarge(usd(change)));
    const tooManyUnits = await sellOn(session, [[tool, MAX_LINE_UNITS + 1]], { cash: 1 });
    expect(tooManyUnits.status).toBe(400);
    expect(errorOf(tooManyUnits).issues?.[0]).toMatchObject({
      path: 'lines.0.quantity',
      message: counterErrors.quantityTooLarge(MAX_LINE_UNITS),
    });
    const drawerMost = toDollars(MAX_DRAWER_CENTS);
    const cashIn = await env.api.registerCash({
      as: cashier,
      params: { sessionId: session._id },
      body: { kind: 'in', amount: drawerMost + 0.01, reason: 'Float top-up' },
    });
    expect(cashIn.status).toBe(400);
    expect(errorOf(cashIn).message).toBe(counterErrors.moneyTooLarge(decimalDollars(MAX_DRAWER_CENTS)));
    const overFloat = await env.api.openRegister({
      as: cashier,
      body: { register: 'Counter 1', float: drawerMost + 1 },
    });
    expect(overFloat.status).toBe(400);
    // The drawer holds its $50 float: $50 can go out, $50.01 cannot.
    const beyond = await env.api.registerCash({
      as: cashier,
      params: { sessionId: session._id },
      body: { kind: 'out', amount: 50.01, reason: 'Bank' },
    });
    expect(beyond.status).toBe(409);
    expect(errorOf(beyond).message).toBe(counterErrors.cashOutBeyondDrawer(usd(50)));
    const all = await env.api.registerCash({
      as: cashier,
      params: { sessionId: session._id },
      body: { kind: 'out', amount: 50, reason: 'Bank' },
    });
    expect(bodyOf(all).expectedCash).toBe(0);
    expect((await reportOf(session)).sales.count).toBe(0);
    expect(await stockItemOf(tool)).toBe(20);
  });
});

describe('an offline sale replayed to a running server', () => {
  it('is refused below the lowest price its tool had while the register was open, and taken at one it had', async () => {
    const tool = await env.createProduct({ name: 'Claw Hammer', price: 30, availableQuentity: 10 });
    // Repriced from $30 to $20 before the register opened: a till could not have shown $19.99.
    await env.editProduct(tool, { price: 20 });
    const session = await openSession();
    const offline = (unitPrice: number, tendered: number) =>
      sellOn(
        session,
        [[tool, 1, unitPrice]],
        { cash: tendered },
        { offline: true, takenAt: new Date().toISOString() },
      );
    for (const unitPrice of [0, 19.99]) {
      const refused = await offline(unitPrice, unitPrice);
      expect(refused.status).toBe(409);
      expect(errorOf(refused).issues?.[0]).toMatchObject({
        path: 'lines.0.unitPrice',
        message: counterErrors.offlinePriceBelow(tool.name, usd(unitPrice), usd(20)),
      });
    }
    expect(await stockItemOf(tool)).toBe(10);
    expect((await reportOf(session)).sales.count).toBe(0);
    // Lowered to $15 while the register is open, then raised to $25: a till offline between may charge $15.
    await env.editProduct(tool, { price: 15 });
    await env.editProduct(tool, { price: 25 });
    const taken = await offline(15, 15);
    expect(taken.status).toBe(201);
    expect(bodyOf(taken)).toMatchObject({ total: 15, offline: true });
    expect(await stockItemOf(tool)).toBe(9);
  });

  it('takes stock below zero by a bounded number of units at most, and never dates a sale outside its session', async () => {
    const session = await openSession();
    const tool = await env.createProduct({ name: 'Wall Plug Box', price: 2, availableQuentity: 3 });
    const offline = (quantity: number, takenAt: string) =>
      sellOn(session, [[tool, quantity, 2]], { cash: quantity * 2 }, { offline: true, takenAt });
    const now = new Date().toISOString();
    const tooFar = await offline(3 + MAX_OFFLINE_BELOW_ZERO + 1, now);
    expect(tooFar.status).toBe(409);
    expect(errorOf(tooFar).issues?.[0]).toMatchObject({
      path: 'lines.0.quantity',
      message: counterErrors.offlineTooFarBelowZero(tool.name, 3, MAX_OFFLINE_BELOW_ZERO),
    });
    expect(await stockItemOf(tool)).toBe(3);
    const in1970 = await offline(1, '1970-01-01T00:00:00.000Z');
    expect(in1970.status).toBe(400);
    expect(errorOf(in1970).issues?.[0]).toMatchObject({
      path: 'takenAt',
      message: counterErrors.takenBeforeOpening,
    });
    expect(await stockItemOf(tool)).toBe(3);
    // A till's clock a minute behind: recorded as taken when the session opened, so its reports count it.
    const behind = new Date(Date.parse(session.openedAt) - 60_000).toISOString();
    const early = bodyOf(await offline(3 + MAX_OFFLINE_BELOW_ZERO, behind));
    expect(early.order.createdAt).toBe(session.openedAt);
    expect(await stockItemOf(tool)).toBe(-MAX_OFFLINE_BELOW_ZERO);
    expect((await reportOf(session)).sales.count).toBe(1);
  });
});

describe('a counter return', () => {
  it('refunds a card sale to the card: in cash only when an admin says so', async () => {
    const session = await openSession(50);
    const tool = await env.createProduct({ price: 5000, availableQuentity: 5 });
    const sale = bodyOf(await sellOn(session, [[tool, 1]], { card: 5000, reference: 'T-1' }));
    const returnId = `card-${sale.number}`;
    const inCash = await giveBack(sale, [[tool, 1]], {
      returnId,
      sessionId: session._id,
      refundMethod: 'cash',
    });
    expect(inCash.status).toBe(403);
    expect(errorOf(inCash).message).toBe(counterErrors.refundNotAsPaid('card'));
    expect((await reportOf(session)).expectedCash).toBe(50);
    const asPaid = bodyOf(await giveBack(sale, [[tool, 1]], { returnId, sessionId: session._id }));
    expect(asPaid).toMatchObject({ amount: 5000, refundMethod: 'card', cash: 0, card: 5000 });
    expect(await reportOf(session)).toMatchObject({
      expectedCash: 50,
      refunds: { count: 1, total: 5000, byMethod: { cash: 0, card: 5000 } },
    });
  });

  it('refunds a sale paid in cash and by card both ways in proportion, over several returns', async () => {
    const session = await openSession(100);
    const tool = await env.createProduct({ price: 10, availableQuentity: 10 });
    // $100: $70 by card, $30 in cash ($50 handed over, $20 change).
    const sale = bodyOf(await sellOn(session, [[tool, 10]], { card: 70, reference: 'T-2', cash: 50 }));
    const returnOf = (quantity: number) => giveBack(sale, [[tool, quantity]], { sessionId: session._id });
    expect(bodyOf(await returnOf(3))).toMatchObject({
      amount: 30,
      refundMethod: 'cash_and_card',
      card: 21,
      cash: 9,
    });
    expect(bodyOf(await returnOf(7))).toMatchObject({
      amount: 70,
      card: 49,
      cash: 21,
    });
    expect(await reportOf(session)).toMatchObject({
      refunds: { count: 2, total: 100, byMethod: { cash: 30, card: 70 } },
      expectedCash: 100,
    });
    const receipt = bodyOf(
      await env.api.counterReceipt({ as: cashier, params: { orderNumber: String(sale.number) } }),
    );
    expect(receipt.refunds.map((r) => r.method)).toEqual(['cash_and_card', 'cash_and_card']);
  });
});

describe('the catalogue', () => {
  it('serves the stock every kind of movement leaves, at once', async () => {
    const session = await openSession();
    const tool = await env.createProduct({ availableQuentity: 20 });
    const listed = async () => {
      const product = bodyOf(await env.api.listProducts()).find((p) => p._id === tool._id);
      return product?.availableQuentity;
    };
    expect(await listed()).toBe(20);
    bodyOf(
      await env.api.adjustStock({ as: env.admin, body: { variantId: tool._id, kind: 'count', quantity: 7 } }),
    );
    expect(await listed()).toBe(7);
    const supplier = bodyOf(
      await env.api.addSupplier({
        as: env.admin,
        body: { name: 'Northwind', email: 'safety@northwind.example' },
      }),
    );
    const po = bodyOf(
      await env.api.createPurchaseOrder({
        as: env.admin,
        body: { supplierId: supplier._id, lines: [{ variantId: tool._id, quantity: 5, unitCost: 1 }] },
      }),
    );
    bodyOf(await env.api.sendPurchaseOrder({ as: env.admin, params: { id: po._id } }));
    bodyOf(
      await env.api.receivePurchaseOrder({
        as: env.admin,
        params: { id: po._id },
        headers: { 'idempotency-key': `receive-${po._id}` },
        body: { lines: [{ variantId: tool._id, quantity: 5 }] },
      }),
    );
    expect(await listed()).toBe(12);
    const sale = bodyOf(await sellOn(session, [[tool, 2]], { cash: 100 }));
    expect(await listed()).toBe(10);
    bodyOf(await giveBack(sale, [[tool, 1]], { sessionId: session._id }));
    expect(await listed()).toBe(11);
    const order = await env.placeOrder(env.userA, tool, 4);
    expect(await listed()).toBe(7);
    bodyOf(await env.api.cancelOrder({ as: env.userA, params: { id: order._id } }));
    expect(await listed()).toBe(11);
  });
});
