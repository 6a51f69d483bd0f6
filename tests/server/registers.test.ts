/**
 * Register sessions (docs/counter.md): one open session per register, even when two tills open it at
 * once; the X and Z reports' arithmetic (float + cash sales − change − cash refunds + cash in − cash
 * out, and counted − expected), with no tax lines in a shop with no tax regime; a closed session
 * refuses everything. After each test, every product's
 * stock is the sum of its movements.
 */
import { describe, expect, it } from 'vitest';
import { registerReportSections } from '../../src/shared/registerReportLines';
import { counterErrors } from '../../src/shared/strings/counterMessages';
import { bodyOf, errorOf } from './support/environment';
import { counterSuite } from './support/counter';

const { env, cashier, openSession, sellOn, giveBack, reportOf, stockItemOf } = counterSuite();

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
      await sellOn(
        session,
        [
          [drill, 1],
          [saw, 1],
        ],
        { cash: 50 },
      ),
    );
    expect(cash.change).toBe(7.5);
    // Card 60.
    const card = bodyOf(await sellOn(session, [[drill, 2]], { card: 60, reference: 'T-1' }));
    // Both: card 20 of 37.50, cash 20 for the rest: change 2.50, the drawer keeps 17.50.
    const split = bodyOf(await sellOn(session, [[saw, 3]], { card: 20, reference: 'T-2', cash: 20 }));
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
    const returned = await giveBack(cash, [[saw, 1]], { refundMethod: 'cash', sessionId: session._id });
    expect(bodyOf(returned).amount).toBe(12.5);
    const x = await reportOf(session);
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
    // No tax regime: no tax lines, and the printed report has its three parts only.
    expect(z.taxLines).toEqual([]);
    expect(registerReportSections(z, 'UTC')).toHaveLength(3);
    expect(z.closedAt).not.toBeNull();
    expect(card.number).toBeGreaterThan(cash.number);
    // Kept as it was: the report read later is the Z report.
    expect(await reportOf(session)).toEqual(z);
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
    const sale = await sellOn(session, [[product, 1]], { cash: 1000 });
    expect(sale.status).toBe(409);
    expect(errorOf(sale).message).toBe(counterErrors.sessionClosed);
    const cash = await env.api.registerCash({
      as: cashier,
      params: { sessionId: session._id },
      body: { kind: 'in', amount: 5, reason: 'x' },
    });
    expect(cash.status).toBe(409);
    expect(await stockItemOf(product)).toBe(5);
    expect((await reportOf(session)).counted).toBe(100);
    const unknown = await env.api.registerReport({ as: cashier, params: { sessionId: 'no-such-session' } });
    expect(unknown.status).toBe(404);
  });
});
