/**
 * Counter receipts (docs/counter.md): what a receipt shows, to staff only, and its email. After each
 * test, every product's stock is the sum of its movements.
 */
import { describe, expect, it } from 'vitest';
import { bodyOf } from './support/environment';
import { counterSuite } from './support/counter';

const { env, cashier, openSession, sellOn } = counterSuite();

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
});
