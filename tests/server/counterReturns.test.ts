/**
 * Counter returns (docs/counter.md): by the receipt's number, refunded by card or from a drawer,
 * restocked through the ledger, never more than was sold, one return of one returnId even twice at
 * once; a web order is not a counter sale. After each test, every product's stock is the sum of its
 * movements.
 */
import { describe, expect, it } from 'vitest';
import { counterErrors } from '../../src/shared/strings/counterMessages';
import { bodyOf, errorOf } from './support/environment';
import { counterSuite } from './support/counter';

const { env, cashier, openSession, saleId, sell, stockItemOf, movementsOf } = counterSuite();

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
    expect(await stockItemOf(product)).toBe(9);
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
    expect(await stockItemOf(product)).toBe(9);
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
