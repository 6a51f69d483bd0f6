/**
 * UPI at the counter of a shop in rupees (docs/counter.md), with Nagad off (it takes taka: see
 * counterBkash.test.ts), and cash rounded to 1: confirmed by the payer's 12-digit UTR, which pays one
 * sale only (409 naming the sale it paid, even sent twice at once; nothing recorded); exact beside
 * rounded cash; refused offline and when switched off; totalled by method in the register's report;
 * refunded by UPI with the refund's own reference.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerSessions } from '../../src/server/db/schema';
import { counterErrors, digitalPaymentErrors } from '../../src/shared/strings/counterMessages';
import { bodyOf, errorOf } from './support/environment';
import { counterSuite } from './support/counter';

const UPI_ID = 'toolshop@okaxis';

const { env, cashier, openSession, sellOn, giveBack, reportOf, stockItemOf } = counterSuite({
  env: { SHOP_CURRENCY: 'INR', CASH_ROUNDING: '1', UPI_ID },
});

/** A UTR no other test of the run has used. */
let utrs = 0;
const newUtr = () => String(400_000_000_000 + Date.now() * 10 + ++utrs).slice(-12);

describe('digital payments at the counter', () => {
  it('says in the public config which are taken, where their money goes, and the cash step', async () => {
    const config = bodyOf(await env.api.config({}));
    expect(config).toMatchObject({
      cashRounding: 1,
      counter: { upi: { id: UPI_ID, payee: 'Toolshop' }, bkash: null, nagad: null },
    });
  });

  it('takes UPI with a 12-digit UTR once: a bad UTR is 400 and the same UTR again 409 naming the sale it paid, nothing recorded', async () => {
    const session = await openSession(100);
    const tool = await env.createProduct({ price: 1237.4, availableQuentity: 10 });
    const utr = newUtr();

    const bad = await sellOn(session, [[tool, 1]], { digital: 'upi', amount: 1237.4, reference: '12345' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).issues).toContainEqual({
      path: 'payments.0.reference',
      message: digitalPaymentErrors.referenceShape.upi,
    });

    const paid = await sellOn(session, [[tool, 1]], { digital: 'upi', amount: 1237.4, reference: utr });
    expect(paid.status).toBe(201);
    expect(bodyOf(paid)).toMatchObject({
      rounding: 0,
      change: 0,
      payments: [{ method: 'upi', amount: 1237.4, reference: utr, tendered: null }],
      order: { paymentMethod: 'upi' },
    });

    const again = await sellOn(session, [[tool, 1]], { digital: 'upi', amount: 1237.4, reference: utr });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(digitalPaymentErrors.referenceUsed('upi', bodyOf(paid).number));
    expect(await stockItemOf(tool)).toBe(9);
    expect((await reportOf(session)).sales).toMatchObject({ count: 1, byMethod: { upi: 1237.4 } });
  });

  it('records one of two sales sent at once with the same UTR', async () => {
    const session = await openSession(100);
    const tool = await env.createProduct({ price: 50, availableQuentity: 10 });
    const utr = newUtr();
    const both = await Promise.all(
      [0, 1].map(() => sellOn(session, [[tool, 1]], { digital: 'upi', amount: 50, reference: utr })),
    );
    expect(both.map((sale) => sale.status).sort()).toEqual([201, 409]);
    expect(await stockItemOf(tool)).toBe(9);
  });

  it('refuses a method the shop has not switched on, and a digital payment taken offline', async () => {
    const session = await openSession(100);
    const tool = await env.createProduct({ price: 80, availableQuentity: 10 });
    const nagad = await sellOn(session, [[tool, 1]], {
      digital: 'nagad',
      amount: 80,
      reference: 'NG12345678',
    });
    expect(nagad.status).toBe(400);
    expect(errorOf(nagad).issues).toEqual([
      { path: 'payments.0.method', message: digitalPaymentErrors.switchedOff('nagad') },
    ]);
    const offline = await sellOn(
      session,
      [[tool, 1, 80]],
      { digital: 'upi', amount: 80, reference: newUtr() },
      { offline: true, takenAt: new Date().toISOString() },
    );
    expect(offline.status).toBe(400);
    expect(errorOf(offline).message).toBe(digitalPaymentErrors.offline);
    // Cash still sells offline.
    const cash = await sellOn(
      session,
      [[tool, 1, 80]],
      { cash: 80 },
      { offline: true, takenAt: new Date().toISOString() },
    );
    expect(cash.status).toBe(201);
    expect(await stockItemOf(tool)).toBe(9);
  });

  it('splits cash and UPI, rounding only the cash; totals each method in the Z report; and refunds the UPI part by UPI with a new UTR', async () => {
    const session = await openSession(100);
    const tool = await env.createProduct({ price: 618.7, availableQuentity: 10 });
    const split = bodyOf(
      await sellOn(session, [[tool, 2]], { digital: 'upi', amount: 1000, reference: newUtr(), cash: 240 }),
    );
    // 237.40 left in cash: 237 asked, 3 back.
    expect(split).toMatchObject({ rounding: -0.4, change: 3, order: { paymentMethod: 'cash_and_upi' } });
    const twoWays = [paidBy(split.payments, 'cash'), paidBy(split.payments, 'upi')];
    expect(twoWays).toEqual([237, 1000]);

    const noReference = await giveBack(split, [[tool, 2]], { sessionId: session._id });
    expect(noReference.status).toBe(400);
    expect(errorOf(noReference).message).toBe(digitalPaymentErrors.refundReferenceRequired('upi'));
    const badReference = await giveBack(split, [[tool, 2]], {
      sessionId: session._id,
      digitalReference: 'R-1',
    });
    expect(badReference.status).toBe(400);
    expect(errorOf(badReference).message).toBe(digitalPaymentErrors.referenceShape.upi);

    const refundUtr = newUtr();
    const returned = await giveBack(split, [[tool, 2]], {
      sessionId: session._id,
      digitalReference: refundUtr,
    });
    expect(returned.status).toBe(201);
    expect(bodyOf(returned)).toMatchObject({
      amount: 1237.4,
      refundMethod: 'cash_and_upi',
      cash: 237,
      card: 0,
      digital: { method: 'upi', amount: 1000, reference: refundUtr },
      rounding: -0.4,
    });
    const receipt = bodyOf(
      await env.api.counterReceipt({ as: cashier, params: { orderNumber: String(split.number) } }),
    );
    expect(receipt.refunds).toMatchObject([{ cash: 237, digital: { method: 'upi', reference: refundUtr } }]);

    const z = bodyOf(
      await env.api.closeRegister({
        as: cashier,
        params: { sessionId: session._id },
        body: { counted: 100 },
      }),
    );
    expect(z.sales).toMatchObject({
      count: 1,
      total: 1237.4,
      rounding: -0.4,
      byMethod: { cash: 237, card: 0, upi: 1000, bkash: 0, nagad: 0 },
    });
    expect(z.refunds).toMatchObject({ total: 1237.4, rounding: -0.4, byMethod: { cash: 237, upi: 1000 } });
    expect(z).toMatchObject({ expectedCash: 100, difference: 0 });
  });

  it('reads a Z report kept before digital payments, put right by migration 0026, as taking none and rounding nothing', async () => {
    const session = await openSession(100);
    await env.api.closeRegister({ as: cashier, params: { sessionId: session._id }, body: { counted: 100 } });
    // As a shop's database kept it before: by method only cash and card, no rounding.
    await env.db.execute(sql`update ${registerSessions} set z_report = z_report
      #- '{sales,byMethod,upi}' #- '{sales,byMethod,bkash}' #- '{sales,byMethod,nagad}' #- '{sales,rounding}'
      #- '{refunds,byMethod,upi}' #- '{refunds,byMethod,bkash}' #- '{refunds,byMethod,nagad}' #- '{refunds,rounding}'
      where ${registerSessions.id} = ${session._id}`);
    const migration = readFileSync(
      resolve(import.meta.dirname, '../../src/server/db/migrations/0026_counter_money.sql'),
      'utf8',
    );
    const putRight = migration.split('--> statement-breakpoint').find((part) => part.includes('z_report'))!;
    await env.db.execute(sql.raw(putRight));
    const [kept] = await env.db
      .select({ zReport: registerSessions.zReport })
      .from(registerSessions)
      .where(eq(registerSessions.id, session._id));
    expect(kept!.zReport).toMatchObject({
      sales: { rounding: 0, byMethod: { cash: 0, card: 0, upi: 0, bkash: 0, nagad: 0 } },
      refunds: { rounding: 0, byMethod: { upi: 0, bkash: 0, nagad: 0 } },
    });
    const closed = await env.api.registerSessions({ as: cashier, query: { state: 'closed' } });
    expect(closed.status).toBe(200);
  });

  it('takes less than ₹2,00,000 in cash from one buyer for one sale or one payment on account (s.269ST), the rest by UPI; nothing recorded when refused', async () => {
    const session = await openSession(100);
    const machine = await env.createProduct({ price: 1_25_000, availableQuentity: 10 });
    const limit = counterErrors.cashOverLimit('₹2,00,000.00');

    const allCash = await sellOn(session, [[machine, 2]], { cash: 2_50_000 });
    expect(allCash.status).toBe(400);
    expect(errorOf(allCash).message).toBe(limit);
    // ₹1,99,999.99 of cash rounds to ₹2,00,000 at the counter's step of a rupee: refused too.
    const roundedUp = await sellOn(session, [[machine, 2]], {
      digital: 'upi',
      amount: 50_000.01,
      reference: newUtr(),
      cash: 2_00_000,
    });
    expect(errorOf(roundedUp).message).toBe(limit);
    expect(await stockItemOf(machine)).toBe(10);

    const split = await sellOn(session, [[machine, 2]], {
      digital: 'upi',
      amount: 50_001,
      reference: newUtr(),
      cash: 1_99_999,
    });
    expect(split.status).toBe(201);
    expect(bodyOf(split).order).toMatchObject({ paymentMethod: 'cash_and_upi' });

    // A trade customer paying their account in cash: the same limit, per payment.
    const buyer = await env.newUser('cashpayer');
    const found = bodyOf(await env.api.lookupCustomers({ as: cashier, query: { q: buyer.email } }));
    const id = found.customers[0]!.customerId;
    const payCash = (amount: number) =>
      env.api.recordAccountPayment({
        as: cashier,
        params: { id },
        body: { paymentId: newUtr(), method: 'cash', amount, reference: '', sessionId: session._id },
      });
    const tooMuch = await payCash(2_00_000);
    expect(tooMuch.status).toBe(400);
    expect(errorOf(tooMuch).issues).toContainEqual({ path: 'amount', message: limit });
    expect((await reportOf(session)).accountPayments).toMatchObject({ count: 0 });
    expect((await payCash(1_99_999)).status).toBe(200);
  });

  it('takes cash and at most one other way', async () => {
    const session = await openSession(100);
    const tool = await env.createProduct({ price: 80, availableQuentity: 10 });
    const both = await sellOn(
      session,
      [[tool, 1]],
      { card: 40, reference: 'T-1' },
      {
        payments: [
          { method: 'card', amount: 40, reference: 'T-1' },
          { method: 'upi', amount: 40, reference: newUtr() },
        ],
      },
    );
    expect(both.status).toBe(400);
    expect(errorOf(both).message).toBe(counterErrors.tooManyPayments);
  });
});

/** What a sale's payment of `method` paid of its total. */
const paidBy = (payments: { method: string; amount: number }[], method: string) =>
  payments.find((payment) => payment.method === method)?.amount;
