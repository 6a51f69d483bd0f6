/**
 * bKash at the counter of a shop in taka (docs/counter.md): confirmed by the payer's transaction id
 * of 10 letters and digits, typed in any case, which pays one sale only (409 naming the sale it paid).
 */
import { describe, expect, it } from 'vitest';
import { creditErrors } from '../../src/shared/strings/credit';
import { digitalPaymentErrors } from '../../src/shared/strings/counterMessages';
import { bodyOf, errorOf } from './support/environment';
import { counterSuite } from './support/counter';

const BKASH_NUMBER = '01712345678';

const { env, openSession, sellOn } = counterSuite({
  env: { SHOP_CURRENCY: 'BDT', BKASH_NUMBER },
});

describe('bKash at the counter', () => {
  it('says in the public config where its money goes, and rounds cash to the taka', async () => {
    expect(bodyOf(await env.api.config({}))).toMatchObject({
      currency: 'BDT',
      cashRounding: 1,
      counter: { upi: null, bkash: { number: BKASH_NUMBER }, nagad: null },
    });
  });

  it('takes a bKash transaction id of 10 letters and digits, typed in any case, and nothing else', async () => {
    const session = await openSession(100);
    const tool = await env.createProduct({ price: 80, availableQuentity: 10 });
    const id = `BK${String(Date.now()).slice(-8)}`;
    const paid = await sellOn(session, [[tool, 1]], {
      digital: 'bkash',
      amount: 80,
      reference: id.toLowerCase(),
    });
    expect(paid.status).toBe(201);
    expect(bodyOf(paid).payments).toEqual([{ method: 'bkash', amount: 80, reference: id, tendered: null }]);
    for (const wrong of ['AB12CD34E', 'AB12CD34EF1', 'AB12-CD34E']) {
      const refused = await sellOn(session, [[tool, 1]], { digital: 'bkash', amount: 80, reference: wrong });
      expect(refused.status, wrong).toBe(400);
      expect(errorOf(refused).message).toBe(digitalPaymentErrors.referenceShape.bkash);
    }
    const reused = await sellOn(session, [[tool, 1]], { digital: 'bkash', amount: 80, reference: id });
    expect(reused.status).toBe(409);
    expect(errorOf(reused).message).toBe(digitalPaymentErrors.referenceUsed('bkash', bodyOf(paid).number));
  });
});

describe('a payment on account in taka', () => {
  it('is taken by bKash, and refused by UPI, which moves rupees, naming the method', async () => {
    const customer = await env.newUser('taka-contractor');
    const found = bodyOf(await env.api.lookupCustomers({ as: env.admin, query: { q: customer.email } }));
    const id = found.customers[0]!.customerId;
    const pay = (method: 'bkash' | 'upi', reference: string) =>
      env.api.recordAccountPayment({
        as: env.admin,
        params: { id },
        body: { paymentId: `pay-${method}-${Date.now()}`, amount: 500, method, reference },
      });
    const byUpi = await pay('upi', '412345678901');
    expect(byUpi.status).toBe(400);
    expect(errorOf(byUpi)).toMatchObject({
      message: creditErrors.methodNotOfShop(['cash', 'card', 'bkash', 'nagad', 'bank']),
      issues: [{ path: 'method' }],
    });
    const byBkash = await pay('bkash', 'BK12345678');
    expect(byBkash.status, JSON.stringify(bodyOf(byBkash))).toBe(200);
    expect(bodyOf(byBkash)).toMatchObject({ method: 'bkash', keptAsCredit: 500 });
  });
});
