/**
 * Cash rounding (docs/counter.md, CASH_ROUNDING=1 as a taka or rupee shop sets it): the cash part of
 * what a sale is due is rounded half-up to the step, the change is worked out from it, card payments
 * stay exact; the sale, its receipt and the register's report keep the rounding, so expected cash is
 * what went into the drawer. Returns give cash back rounded over the returns so far, never more than
 * the cash taken; a COD collection is due the total rounded the same way.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/shared/entities';
import { codErrors } from '../../src/shared/strings/codMessages';
import { counterErrors } from '../../src/shared/strings/counterMessages';
import { bodyOf, errorOf, orderBody } from './support/environment';
import { counterSuite } from './support/counter';
import { usd } from '../support/money';

const { env, cashier, openSession, sellOn, giveBack, reportOf } = counterSuite({
  env: { CASH_ROUNDING: '1', COD_MAX_TOTAL: '5000' },
});

describe('cash rounded to the shop’s step', () => {
  it('asks 1237 for 1237.40 and 1238 for 1237.50, gives change from the rounded due, and keeps the rounding on the sale and its receipt', async () => {
    const session = await openSession(100);
    const down = await env.createProduct({ price: 1237.4, availableQuentity: 10 });
    const up = await env.createProduct({ price: 1237.5, availableQuentity: 10 });

    const short = await sellOn(session, [[down, 1]], { cash: 1236 });
    expect(short.status).toBe(400);
    expect(errorOf(short).message).toBe(counterErrors.notCovered('$1,237.00', '$1,236.00'));

    const roundedDown = await sellOn(session, [[down, 1]], { cash: 1237 });
    expect(roundedDown.status).toBe(201);
    expect(bodyOf(roundedDown)).toMatchObject({
      total: 1237.4,
      rounding: -0.4,
      change: 0,
      payments: [{ method: 'cash', amount: 1237, tendered: 1237 }],
      order: { totalPrice: 1237.4, paymentMethod: 'cash' },
    });

    const roundedUp = bodyOf(await sellOn(session, [[up, 1]], { cash: 1240 }));
    expect(roundedUp).toMatchObject({
      total: 1237.5,
      rounding: 0.5,
      change: 2,
      payments: [{ method: 'cash', amount: 1238, tendered: 1240 }],
    });

    const receipt = bodyOf(
      await env.api.counterReceipt({
        as: cashier,
        params: { orderNumber: String(bodyOf(roundedDown).number) },
      }),
    );
    expect(receipt).toMatchObject({ total: 1237.4, rounding: -0.4, change: 0 });
  });

  it('rounds only the cash part of a sale split with a card, and nothing of a card paying it all', async () => {
    const session = await openSession(100);
    const tool = await env.createProduct({ price: 1237.4, availableQuentity: 10 });
    const split = bodyOf(await sellOn(session, [[tool, 1]], { card: 200, reference: 'T-1', cash: 1040 }));
    // 1037.40 left to pay in cash: 1037 asked, 3 back from 1040.
    expect(split).toMatchObject({
      rounding: -0.4,
      change: 3,
      payments: [
        { method: 'cash', amount: 1037, tendered: 1040 },
        { method: 'card', amount: 200, reference: 'T-1' },
      ],
    });
    const byCard = bodyOf(await sellOn(session, [[tool, 1]], { card: 1237.4, reference: 'T-2' }));
    expect(byCard).toMatchObject({ rounding: 0, change: 0, payments: [{ method: 'card', amount: 1237.4 }] });
  });

  it('totals the rounding in the Z report, so the cash expected is the cash that went into the drawer', async () => {
    const session = await openSession(100);
    const down = await env.createProduct({ price: 1237.4, availableQuentity: 10 });
    const up = await env.createProduct({ price: 1237.5, availableQuentity: 10 });
    await sellOn(session, [[down, 1]], { cash: 1237 });
    await sellOn(session, [[up, 1]], { cash: 1300 });
    await sellOn(session, [[down, 1]], { card: 200, reference: 'T-3', cash: 1037 });
    const drawer = 100 + 1237 + 1238 + 1037;
    const z = bodyOf(
      await env.api.closeRegister({
        as: cashier,
        params: { sessionId: session._id },
        body: { counted: drawer },
      }),
    );
    expect(z.sales).toMatchObject({
      count: 3,
      total: 3712.3,
      rounding: -0.3,
      byMethod: { cash: 3512, card: 200, upi: 0, bkash: 0, nagad: 0 },
    });
    expect(z.sales.total + z.sales.rounding).toBeCloseTo(z.sales.byMethod.cash + z.sales.byMethod.card, 6);
    expect(z).toMatchObject({ expectedCash: drawer, counted: drawer, difference: 0 });
  });

  it('gives cash back rounded over every return so far: two returns of one sale give back exactly the cash it took', async () => {
    const session = await openSession(100);
    const tool = await env.createProduct({ price: 618.7, availableQuentity: 10 });
    const sale = bodyOf(await sellOn(session, [[tool, 2]], { cash: 1237 }));
    expect(sale.rounding).toBe(-0.4);

    const first = bodyOf(await giveBack(sale, [[tool, 1]], { sessionId: session._id }));
    expect(first).toMatchObject({ amount: 618.7, refundMethod: 'cash', cash: 619, card: 0, rounding: 0.3 });
    const second = bodyOf(await giveBack(sale, [[tool, 1]], { sessionId: session._id }));
    expect(second).toMatchObject({ amount: 618.7, refundMethod: 'cash', cash: 618, rounding: -0.7 });
    expect(second.order).toMatchObject({ state: 'refunded', refundedTotal: 1237.4 });

    const report = await reportOf(session);
    expect(report.refunds).toMatchObject({ total: 1237.4, rounding: -0.4, byMethod: { cash: 1237 } });
    expect(report.expectedCash).toBe(100);
  });

  it('asks the courier for a COD order’s total rounded the same way, and keeps its rounding', async () => {
    const tool = await env.createProduct({ price: 618.7, availableQuentity: 10 });
    const placed = await env.api.placeOrder({
      as: env.userA,
      body: orderBody(tool, 2, { paymentMethod: 'cod' }),
    });
    expect(placed.status).toBe(201);
    const order = bodyOf(placed) as Order;
    expect(order.totalPrice).toBe(1237.4);
    expect((await env.api.confirmCodOrder({ as: env.admin, params: { id: order._id } })).status).toBe(200);
    const cashExpected = async () => bodyOf(await env.api.shopStats({ as: env.admin })).cod.cashExpected;
    const before = await cashExpected();
    expect((await env.api.shipOrder({ as: env.admin, params: { id: order._id } })).status).toBe(200);
    // The overview counts the cash the courier is asked: the total rounded.
    expect(await cashExpected()).toBeCloseTo(before + 1237, 2);

    const exact = await collect(order, { amount: 1237.4, reference: 'CR-1' });
    expect(exact.status).toBe(400);
    expect(errorOf(exact).message).toBe(codErrors.amountNotTotal(usd(1237)));

    const collected = await collect(order, { amount: 1237, reference: 'CR-1' });
    expect(collected.status).toBe(200);
    expect(bodyOf(collected)).toMatchObject({
      paid: true,
      cod: { collected: { amount: 1237, rounding: -0.4, partial: false }, owed: 0 },
    });
  });
});

const collect = (order: Order, body: Record<string, unknown>) =>
  env.api.collectCodOrder({ as: env.admin, params: { id: order._id }, body: body as never });
