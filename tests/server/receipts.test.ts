/**
 * Counter receipts (docs/counter.md): what a receipt shows, to staff only, its returns' split of cash
 * and card (which the till foretells from it), and its email. After each
 * test, every product's stock is the sum of its movements.
 */
import { describe, expect, it } from 'vitest';
import { refundOnReceipt } from '../../src/shared/counterRefundSplit';
import { bodyOf } from './support/environment';
import { counterSuite } from './support/counter';

const { env, cashier, openSession, sell, sellOn } = counterSuite();

describe('receipts', () => {
  it('answers what the receipt shows, and emails it', async () => {
    const session = await openSession();
    const product = await env.createProduct({ name: 'Tape Measure 5m', price: 7.25, availableQuentity: 10 });
    const sale = bodyOf(await sellOn(session, [[product, 2]], { cash: 20 }));
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
    const to = `receipt-${sale.number}@example.com`;
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

  it('says of each return how much went back in cash and how much to the card', async () => {
    const session = await openSession();
    const product = await env.createProduct({ name: 'Chisel set', price: 20, availableQuentity: 10 });
    const sale = bodyOf(
      await sell({
        sessionId: session._id,
        lines: [{ variantId: product._id, quantity: 2 }],
        payments: [
          { method: 'card', amount: 25, reference: 'T-9' },
          { method: 'cash', tendered: 20 },
        ],
      }),
    );
    const before = bodyOf(
      await env.api.counterReceipt({ as: cashier, params: { orderNumber: String(sale.number) } }),
    );
    const returned = bodyOf(
      await env.api.counterReturn({
        as: cashier,
        body: {
          returnId: `receipt-split-${sale.number}`,
          orderNumber: sale.number,
          lines: [{ variantId: product._id, quantity: 1 }],
          restock: true,
          sessionId: session._id,
        },
      }),
    );
    // $20 back of a $40 sale paid $25 by card and $15 in cash: in the same proportion.
    expect(returned).toMatchObject({ amount: 20, card: 12.5, cash: 7.5 });
    // The till foretells it from the receipt with the server's own rule.
    expect(refundOnReceipt(before, 2000, 1)).toEqual({
      cashCents: 750,
      cardCents: 1250,
      digitalCents: 0,
      accountCents: 0,
      roundingCents: 0,
    });
    const receipt = bodyOf(
      await env.api.counterReceipt({ as: cashier, params: { orderNumber: String(sale.number) } }),
    );
    expect(receipt.refunds).toEqual([
      {
        at: expect.any(String),
        amount: 20,
        method: 'cash_and_card',
        cash: 7.5,
        card: 12.5,
        digital: null,
        account: 0,
        rounding: 0,
      },
    ]);
  });
});
