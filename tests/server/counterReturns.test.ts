/**
 * Counter returns (docs/counter.md): by the receipt's number, refunded by card or from a drawer,
 * restocked through the ledger, never more than was sold, one return of one returnId even twice at
 * once; a web order is not a counter sale; the receipt says how many of each line came back. After
 * each test, every product's stock is the sum of its movements.
 */
import { describe, expect, it } from 'vitest';
import { counterErrors } from '../../src/shared/strings/counterMessages';
import { bodyOf, errorOf } from './support/environment';
import { counterSuite } from './support/counter';

const { env, cashier, openSession, saleId, sellOn, giveBack, stockItemOf, movementsOf } = counterSuite();

describe('counter returns', () => {
  it('refunds by card or cash, restocks through the ledger, refuses more than sold, and makes one return of one returnId', async () => {
    const session = await openSession(50);
    const product = await env.createProduct({ price: 15, availableQuentity: 10 });
    const sale = bodyOf(await sellOn(session, [[product, 3]], { card: 45, reference: 'T-9' }));
    const twoByCard = { returnId: `ret-${saleId()}`, refundMethod: 'card' as const };
    const [first, second] = await Promise.all([
      giveBack(sale, [[product, 2]], twoByCard),
      giveBack(sale, [[product, 2]], twoByCard),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(bodyOf(first)).toMatchObject({ amount: 30, refundMethod: 'card', restocked: true });
    expect(bodyOf(first).order).toMatchObject({ state: 'collected', refundedTotal: 30 });
    expect(await stockItemOf(product)).toBe(9);
    const moves = (await movementsOf(product)).filter((m) => m.reason === 'counter_return');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ delta: 2, ref: { number: sale.number } });
    const tooMany = await giveBack(sale, [[product, 2]], { refundMethod: 'card' });
    expect(tooMany.status).toBe(409);
    expect(errorOf(tooMany).message).toBe(counterErrors.beyondSold(product.name, 1));
    // A card sale refunded in cash is an admin's call, and its cash still leaves a drawer.
    const cashWithoutDrawer = await giveBack(sale, [[product, 1]], { as: env.admin, refundMethod: 'cash' });
    expect(cashWithoutDrawer.status).toBe(400);
    expect(errorOf(cashWithoutDrawer).message).toBe(counterErrors.sessionForCash);
    const last = await giveBack(sale, [[product, 1]], {
      as: env.admin,
      refundMethod: 'cash',
      restock: false,
      sessionId: session._id,
    });
    expect(bodyOf(last).order).toMatchObject({ state: 'refunded', refundedTotal: 45 });
    expect(await stockItemOf(product)).toBe(9);
    const nothingLeft = await giveBack(sale, [[product, 2]], { refundMethod: 'card' });
    expect(nothingLeft.status).toBe(409);
    const unknown = await giveBack({ number: 999_999 }, [[product, 2]], { refundMethod: 'card' });
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
    const webReturn = await giveBack(web, [[product, 1]], { refundMethod: 'card' });
    expect(webReturn.status).toBe(404);
    const sale = bodyOf(await sellOn(session, [[product, 2]], { cash: 20 }));
    const returnId = `ret-${saleId()}`;
    expect((await giveBack(sale, [[product, 1]], { returnId, sessionId: session._id })).status).toBe(201);
    const reused = await giveBack(sale, [[product, 2]], { returnId, sessionId: session._id });
    expect(reused.status).toBe(422);
  });

  it('answers on the receipt how many of each line came back, as the return counts them', async () => {
    const session = await openSession();
    const drill = await env.createProduct({ price: 20, availableQuentity: 10 });
    const level = await env.createProduct({ price: 5, availableQuentity: 10 });
    const sale = bodyOf(
      await sellOn(
        session,
        [
          [drill, 3],
          [level, 1],
        ],
        { card: 65, reference: 'T-7' },
      ),
    );
    const returnedOnReceipt = async () =>
      bodyOf(
        await env.api.counterReceipt({ as: cashier, params: { orderNumber: String(sale.number) } }),
      ).lines.map(({ variantId, quantity, returned }) => ({ variantId, quantity, returned }));
    expect(await returnedOnReceipt()).toEqual([
      { variantId: drill._id, quantity: 3, returned: 0 },
      { variantId: level._id, quantity: 1, returned: 0 },
    ]);
    expect((await giveBack(sale, [[drill, 1]], { refundMethod: 'card' })).status).toBe(201);
    expect(await returnedOnReceipt()).toEqual([
      { variantId: drill._id, quantity: 3, returned: 1 },
      { variantId: level._id, quantity: 1, returned: 0 },
    ]);
    expect(
      (
        await giveBack(
          sale,
          [
            [drill, 1],
            [level, 1],
          ],
          { refundMethod: 'card' },
        )
      ).status,
    ).toBe(201);
    expect(await returnedOnReceipt()).toEqual([
      { variantId: drill._id, quantity: 3, returned: 2 },
      { variantId: level._id, quantity: 1, returned: 1 },
    ]);
    // What the receipt leaves (3 − 2) is what the return still takes.
    const beyond = await giveBack(sale, [[drill, 2]], { refundMethod: 'card' });
    expect(errorOf(beyond).message).toBe(counterErrors.beyondSold(drill.name, 1));
  });
});
