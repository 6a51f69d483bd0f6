/**
 * Email addresses and the counter's receipt emails: one anchored rule takes an address wherever the
 * shop is given one (a receipt, a counter sale's customer, a supplier, an account, a password reset),
 * so a second recipient, a display name or a header cannot ride along; and one sale's receipt goes out
 * at most RECEIPT_EMAIL_LIMITS.perSale times, one member of staff's at most perSenderPerHour an hour,
 * even when the sends come at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_EMAIL_LIMITS } from '../../src/server/counter/receipts';
import { mailOutbox, orders, users } from '../../src/server/db/schema';
import type { Product } from '../../src/shared/entities';
import { counterErrors } from '../../src/shared/strings/counterMessages';
import { stockErrors } from '../../src/shared/strings/stockMessages';
import { messages } from '../../src/shared/strings/validation';
import type { HttpAnswer } from '../support/apiClient';
import { counterSuite } from './support/counter';
import { bodyOf, errorOf, type Session } from './support/environment';

const { env, cashier, openSession, sellOn } = counterSuite();

let product: Product;
let session: { _id: string };
beforeAll(async () => {
  product = await env.createProduct({ availableQuentity: 1_000, price: 3 });
  session = await openSession(0);
});

/** A card sale of one tool at the counter, by the cashier, to `customerEmail` if given. */
const sale = (customerEmail?: string) =>
  sellOn(
    session,
    [[product, 1]],
    { card: 3, reference: 'T-1' },
    customerEmail === undefined ? {} : { customerEmail },
  );
const saleNumber = async () => String(bodyOf(await sale()).number);

const emailReceipt = (orderNumber: string, email: string, as: Session = cashier) =>
  env.api.emailReceipt({ as, params: { orderNumber }, body: { email } });

const queuedFor = async (orderNumber: string) => {
  const [order] = await env.db
    .select()
    .from(orders)
    .where(eq(orders.number, Number(orderNumber)));
  return env.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, order!.id), eq(mailOutbox.kind, 'counterReceipt')));
};

/** Texts that hold an address and more: a second recipient, a display name, a header. */
const NOT_ONE_ADDRESS = [
  'a@b.cc, c@d.ee',
  'a@b.cc;c@d.ee',
  'x <a@b.cc>',
  '"x y"@b.cc',
  'a@b.cc\r\nBcc: evil@x.com',
  'a@b.cc\nBcc: evil@x.com',
  'a@b.cc evil@x.com',
  'a@b',
];

describe('an email address', () => {
  it.each(NOT_ONE_ADDRESS)('is one address and nothing more, wherever it is taken: %j', async (address) => {
    const number = await saleNumber();
    const answers: [string, string, HttpAnswer][] = [
      ['a receipt', 'email', await emailReceipt(number, address)],
      ['a sale’s customer', 'customerEmail', await sale(address)],
      [
        'a supplier',
        'email',
        await env.api.addSupplier({ as: env.admin, body: { name: 'Acme', email: address } }),
      ],
      [
        'an account',
        'email',
        await env.api.saveUser({ as: env.userA, body: { name: 'Ann', email: address } }),
      ],
      ['a password reset', 'email', await env.api.requestPasswordReset({ body: { email: address } })],
    ];
    for (const [where, path, res] of answers) {
      expect(res.status, where).toBe(400);
      expect(errorOf(res).issues, where).toContainEqual(expect.objectContaining({ path }));
    }
    expect(await queuedFor(number)).toEqual([]);
  });

  it('takes a plain address, with the characters a local part may hold', async () => {
    const number = await saleNumber();
    expect((await emailReceipt(number, 'walk.in+till_1@example.co.uk')).status).toBe(202);
    expect(bodyOf(await sale('Walk.In@Example.com')).order.email).toBe('walk.in@example.com');
    const supplier = await env.api.addSupplier({
      as: env.admin,
      body: { name: 'Acme', email: 'Orders@Acme-Tools.com' },
    });
    expect(bodyOf(supplier).email).toBe('orders@acme-tools.com');
    const refused = await env.api.addSupplier({ as: env.admin, body: { name: 'Acme', email: 'x <a@b.cc>' } });
    expect(errorOf(refused).issues).toContainEqual({
      path: 'email',
      message: stockErrors.supplierEmailInvalid,
    });
    const account = await env.api.saveUser({ as: env.userA, body: { name: 'Ann', email: 'a@b.cc, c@d.ee' } });
    expect(errorOf(account).issues).toContainEqual({ path: 'email', message: messages.emailInvalid });
  });
});

describe('receipt emails of one sale', () => {
  it(`go out ${RECEIPT_EMAIL_LIMITS.perSale} times at most; the next is 429 and queues nothing`, async () => {
    const number = await saleNumber();
    for (let i = 1; i <= RECEIPT_EMAIL_LIMITS.perSale; i += 1) {
      expect((await emailReceipt(number, `walk-in-${i}@example.com`)).status).toBe(202);
    }
    const over = await emailReceipt(number, 'one-more@example.com', env.admin);
    expect(over.status).toBe(429);
    expect(errorOf(over).message).toBe(counterErrors.receiptEmailsPerSale(RECEIPT_EMAIL_LIMITS.perSale));
    expect(await queuedFor(number)).toHaveLength(RECEIPT_EMAIL_LIMITS.perSale);
  });

  it('go out no more often when ten are sent at once', async () => {
    const number = await saleNumber();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => emailReceipt(number, `stranger-${i}@example.com`)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(RECEIPT_EMAIL_LIMITS.perSale).fill(202),
      ...Array<number>(10 - RECEIPT_EMAIL_LIMITS.perSale).fill(429),
    ]);
    expect(await queuedFor(number)).toHaveLength(RECEIPT_EMAIL_LIMITS.perSale);
  });
});

describe('receipt emails one member of staff sends', () => {
  it(`go out ${RECEIPT_EMAIL_LIMITS.perSenderPerHour} an hour at most: the next is 429, another’s still go`, async () => {
    const sender = await env.newCashier('cashier');
    const [account] = await env.db
      .select({ uid: users.uid })
      .from(users)
      .where(eq(users.email, sender.email));
    const sentBy = account!.uid!;
    // This hour's sends but one, and older ones that no longer count.
    const sent = (count: number, ago: string) =>
      env.db.insert(mailOutbox).values(
        Array.from({ length: count }, (_, i) => ({
          kind: 'counterReceipt' as const,
          toAddress: `earlier-${i}@example.com`,
          facts: { orderNumber: '1', sentBy },
          status: 'sent' as const,
          createdAt: sql`now() - ${ago}::interval`,
        })),
      );
    await sent(RECEIPT_EMAIL_LIMITS.perSenderPerHour - 1, '10 minutes');
    await sent(20, '2 hours');

    expect((await emailReceipt(await saleNumber(), 'last@example.com', sender)).status).toBe(202);
    const number = await saleNumber();
    const over = await emailReceipt(number, 'over@example.com', sender);
    expect(over.status).toBe(429);
    expect(errorOf(over).message).toBe(
      counterErrors.receiptEmailsPerHour(RECEIPT_EMAIL_LIMITS.perSenderPerHour),
    );
    expect(await queuedFor(number)).toEqual([]);
    expect((await emailReceipt(number, 'over@example.com', cashier)).status).toBe(202);
  });
});
