/**
 * A counter sale with the customer's address emails its receipt (docs/counter.md), through the outbox
 * like every email: once per sale, a replay of its saleId queuing no second; a sale taken offline is
 * emailed when it is replayed; and the sale's own email counts toward the receipt's sends.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_EMAIL_LIMITS } from '../../src/server/counter/receipts';
import { mailOutbox, orders } from '../../src/server/db/schema';
import type { Product } from '../../src/shared/entities';
import { emailText } from '../../src/shared/strings/emails';
import { counterSuite, newSaleId } from './support/counter';
import { bodyOf } from './support/environment';

const { env, cashier, openSession, sellOn } = counterSuite();

let product: Product;
let session: { _id: string };
beforeAll(async () => {
  product = await env.createProduct({ name: 'Emailed Tape Measure', availableQuentity: 50, price: 7.5 });
  session = await openSession();
});

const queuedFor = async (orderNumber: number) => {
  const [order] = await env.db.select().from(orders).where(eq(orders.number, orderNumber));
  return env.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, order!.id), eq(mailOutbox.kind, 'counterReceipt')));
};

describe('a counter sale with the customer’s email', () => {
  it('emails its receipt once, however often the till sends the sale', async () => {
    const to = 'walk-in.receipt@example.com';
    const more = { customerEmail: to, saleId: newSaleId() };
    const sale = bodyOf(await sellOn(session, [[product, 2]], { cash: 20 }, more));
    expect((await sellOn(session, [[product, 2]], { cash: 20 }, more)).status).toBe(200);

    const email = await env.mailbox.waitFor(
      to,
      (e) => e.subject === emailText.counterReceipt.subject(sale.number),
    );
    expect(email.text).toContain('Emailed Tape Measure × 2: $15.00');
    expect(email.text).toContain('$5.00');
    expect(await queuedFor(sale.number)).toHaveLength(1);

    // The sale's own send is one of the receipt's few.
    for (let i = 2; i <= RECEIPT_EMAIL_LIMITS.perSale; i += 1) {
      const resent = await env.api.emailReceipt({
        as: cashier,
        params: { orderNumber: String(sale.number) },
        body: { email: to },
      });
      expect(resent.status).toBe(202);
    }
    const over = await env.api.emailReceipt({
      as: cashier,
      params: { orderNumber: String(sale.number) },
      body: { email: to },
    });
    expect(over.status).toBe(429);
  });

  it('taken offline, emails it once the sale is replayed', async () => {
    const to = 'offline.walk-in@example.com';
    const sale = bodyOf(
      await sellOn(
        session,
        [[product, 1, 7.5]],
        { cash: 10 },
        { customerEmail: to, offline: true, takenAt: new Date().toISOString() },
      ),
    );
    await env.mailbox.waitFor(to, (e) => e.subject === emailText.counterReceipt.subject(sale.number));
  });

  it('without one, emails nothing', async () => {
    const sale = bodyOf(await sellOn(session, [[product, 1]], { cash: 10 }));
    expect(await queuedFor(sale.number)).toEqual([]);
  });
});
