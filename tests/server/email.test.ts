/**
 * The shop's email, checked where it arrives: in a real mail catcher (maildev), through its REST
 * API. Each change to an order mails its customer (and a paid order every admin) once, with one
 * Message-ID; account mail carries links that really set a password or confirm an address; the
 * outbox survives a mail server that is down, gives up after MAIL_GIVE_UP_HOURS and says so on the
 * order, the overview and the admins' bell; a mail server slower than a try still gets each email
 * once; and nothing a customer types can add a header.
 */
import { eq } from 'drizzle-orm';
import { createServer, connect, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mailOutbox, products } from '../../src/server/db/schema';
import type { Order, OrderDetail, Product } from '../../src/shared/entities';
import type { ApiClient } from '../support/apiClient';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { emailText } from '../../src/shared/strings/emails';
import {
  clientOf,
  errorOf,
  bodyOf,
  createTestEnvironment,
  linesOrderBody,
  type Session,
  type TestEnvironment,
  suiteEnvironment,
} from './support/environment';
import { mailbox, startMailCatcher, type CaughtEmail, type RunningMailCatcher } from './support/mailCatcher';

/** The link an email carries to the shop's account page, and its one-time code. */
const accountLink = (email: CaughtEmail) => {
  const href = /href="(http:\/\/shop\.toolshop\.test\/account\/action\?[^"]+)"/.exec(email.html)?.[1];
  expect(href, 'a link to the shop’s own account page').toBeTruthy();
  const url = new URL(href!.replaceAll('&amp;', '&'));
  return { mode: url.searchParams.get('mode'), oobCode: url.searchParams.get('oobCode')! };
};

const about = (order: Pick<Order, 'number'>) => (email: CaughtEmail) =>
  email.subject.includes(`#${order.number}`);

describe('order emails', () => {
  const env = suiteEnvironment({ env: { MAX_HELD_SHARE: '1' } });

  it('tells the customer of each step, once, and every admin of a paid order', async () => {
    const drill = await env.createProduct({ name: 'Mail Drill', price: 40, availableQuentity: 20 });
    const bits = await env.createProduct({ name: 'Mail Bits', price: 5, availableQuentity: 50 });
    const placed = await env.api.placeOrder({
      as: env.userA,
      body: linesOrderBody([
        [drill, 2],
        [bits, 4],
      ]),
    });
    const order = bodyOf(placed);

    const confirmation = await env.mailbox.waitFor(env.userA.email, about(order));
    for (const fact of [
      'Mail Drill',
      'Mail Bits',
      '$100.00',
      '12 Tool Street',
      'Dhaka',
      `/dasboard/payment/${order._id}`,
    ]) {
      expect(confirmation.html).toContain(fact);
    }
    expect(confirmation.text).toContain('Mail Drill');
    expect(confirmation.text).toContain('$100.00');
    expect(confirmation.messageId).toMatch(/^[0-9a-f-]{36}@toolshop\.test$/);

    const paid = await env.payOrder(env.userA, order);
    const receipt = await env.mailbox.waitFor(
      env.userA.email,
      (email) => about(order)(email) && email.html.includes(paid.tnxId!),
    );
    expect(receipt.text).toContain(paid.tnxId);
    const toStaff = await env.mailbox.waitFor(env.admin.email, about(order));
    expect(toStaff.html).toContain(env.userA.email);
    expect(toStaff.html).toContain(`/dasboard/order/${order._id}`);

    const shipped = await env.api.shipOrder({
      as: env.admin,
      params: { id: order._id },
      body: { carrier: 'DHL', trackingNumber: 'JD014600003828' },
    });
    expect(shipped.status).toBe(200);
    const notice = await env.mailbox.waitFor(
      env.userA.email,
      (email) => about(order)(email) && email.html.includes('JD014600003828'),
    );
    expect(notice.html).toContain('DHL');
    expect(notice.text).toContain('JD014600003828');

    const refunded = await env.api.refundOrder({
      as: env.admin,
      params: { id: order._id },
      body: { lines: [{ productId: bits._id, quantity: 2 }], restock: true, reason: 'Two bits were bent' },
    });
    expect(refunded.status).toBe(200);
    const refundMail = await env.mailbox.waitFor(
      env.userA.email,
      (email) => about(order)(email) && email.html.includes('$10.00'),
    );
    expect(refundMail.text).toContain('Two bits were bent');

    // Each email exactly once: placed, receipt, shipped, refunded.
    const theirs = (await env.mailbox.emails(env.userA.email)).filter(about(order));
    expect(theirs).toHaveLength(4);
    expect(new Set(theirs.map((email) => email.messageId)).size).toBe(4);

    const detail = await env.api.orderDetail({ as: env.userA, params: { id: order._id } });
    const kinds = (bodyOf(detail) as OrderDetail).emails.map((email) => [email.kind, email.status]);
    expect(kinds).toEqual([
      ['orderPlaced', 'sent'],
      ['paymentReceived', 'sent'],
      ['shipped', 'sent'],
      ['refunded', 'sent'],
    ]);
    const staffView = bodyOf(await env.api.orderDetail({ as: env.admin, params: { id: order._id } }));
    expect(staffView.emails.map((email) => email.to)).toContain(env.admin.email);
  });

  it('mails a cancel, a return request and its decline', async () => {
    const saw = await env.createProduct({ name: 'Mail Saw', price: 20, availableQuentity: 20 });
    const cancelled = await env.placeOrder(env.userB, saw, 1);
    expect((await env.api.cancelOrder({ as: env.userB, params: { id: cancelled._id } })).status).toBe(200);
    const cancelMail = await env.mailbox.waitFor(
      env.userB.email,
      (email) => email.subject === emailText.cancelled.subject(cancelled.number),
    );
    expect(cancelMail.text).toContain('Mail Saw');

    const kept = await env.payOrder(env.userB, await env.placeOrder(env.userB, saw, 2));
    await env.api.shipOrder({ as: env.admin, params: { id: kept._id } });
    const asked = await env.api.requestReturn({
      as: env.userB,
      params: { id: kept._id },
      body: { lines: [{ productId: saw._id, quantity: 1 }], reason: 'Too short for the job' },
    });
    expect(asked.status).toBe(200);
    await env.mailbox.waitFor(
      env.userB.email,
      (email) => about(kept)(email) && email.text.includes('Too short for the job'),
    );
    await env.api.declineReturn({
      as: env.admin,
      params: { id: kept._id },
      body: { decision: 'decline', note: 'Used saws cannot come back' },
    });
    await env.mailbox.waitFor(
      env.userB.email,
      (email) => about(kept)(email) && email.text.includes('Used saws cannot come back'),
    );
  });

  it('keeps what customers type out of the headers and the markup', async () => {
    const hostile = await env.createProduct({ price: 9, availableQuentity: 20 });
    // A line break is refused in a name now; one saved before must still not reach a header.
    await env.db
      .update(products)
      .set({ name: 'Hammer <script>alert(1)</script>\r\nBcc: evil@example.com' })
      .where(eq(products.id, hostile._id));
    const order = await env.payOrder(env.userA, await env.placeOrder(env.userA, hostile, 1));
    await env.api.shipOrder({ as: env.admin, params: { id: order._id } });
    // The shipped notice names the order's tools in its subject.
    const mail = await env.mailbox.waitFor(
      env.userA.email,
      (email) => about(order)(email) && email.subject.includes('Hammer'),
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Bcc: evil@example.com');
    expect(JSON.stringify(mail.headers).toLowerCase()).not.toContain('"bcc"');
    expect(mail.to.map((to) => to.address)).toEqual([env.userA.email]);
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('asks a new customer to confirm their address, with a link that does', async () => {
    const fresh = await env.newUser('verify');
    const mail = await env.mailbox.waitFor(fresh.email, (email) => email.html.includes('mode=verifyEmail'));
    const { oobCode } = accountLink(mail);
    const applied = await env.identity.confirmEmail(oobCode);
    expect(applied.emailVerified).toBe(true);
  });
});

describe('password reset', () => {
  const env = suiteEnvironment();

  const reset = (email: string) => env.api.requestPasswordReset({ body: { email } });

  it('mails a link that sets a new password: the new one signs in, the old one no longer does', async () => {
    const res = await reset(env.userA.email.toUpperCase());
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: apiErrors.passwordResetSent });
    const mail = await env.mailbox.waitFor(env.userA.email, (email) =>
      email.html.includes('mode=resetPassword'),
    );
    const { oobCode } = accountLink(mail);
    await env.identity.resetPassword(oobCode, 'brand-new-secret-7');
    await expect(env.idTokenFor(env.userA.email, 'brand-new-secret-7')).resolves.toBeTruthy();
    await expect(env.idTokenFor(env.userA.email)).rejects.toThrow(
      /INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/,
    );
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const nobody = 'nobody-here@toolshop.test';
    const res = await reset(nobody);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: apiErrors.passwordResetSent });
    await waitUntil(async () => (await outboxRows(env, nobody))[0]?.status === 'dropped');
    expect((await outboxRows(env, nobody)).map((row) => row.status)).toEqual(['dropped']);
    expect(await env.mailbox.emails(nobody)).toEqual([]);
  });

  it('refuses a burst for one address after the limit, and sends no more than the limit', async () => {
    const target = await env.newUser('burst');
    const answers = await Promise.all(Array.from({ length: 8 }, () => reset(target.email)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429, 429, 429]);
    expect(answers.find((answer) => answer.status === 429)!.body.message).toBe(
      apiErrors.tooManyPasswordResets,
    );
    await waitUntil(async () =>
      (await outboxRows(env, target.email)).every((row) => row.status !== 'pending'),
    );
    const resets = (await env.mailbox.emails(target.email)).filter((email) =>
      email.html.includes('mode=resetPassword'),
    );
    expect(resets).toHaveLength(3);
  });

  it('refuses malformed, huge and header-breaking addresses with a clear 400', async () => {
    for (const email of [
      'not-an-address',
      `${'a'.repeat(250)}@toolshop.test`,
      'victim@toolshop.test\r\nBcc: evil@example.com',
      'two@toolshop.test, three@toolshop.test',
      '"quoted"@toolshop.test',
      '',
    ]) {
      const res = await reset(email);
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect(errorOf(res).message).toBeTruthy();
    }
    const notText = await env.request('POST', '/api/account/password-reset', { body: { email: 42 } });
    expect(notText.status).toBe(400);
    expect(errorOf(notText).message).toBeTruthy();
  });
});

describe('when the mail server is down', () => {
  let catcher: RunningMailCatcher;
  let env: TestEnvironment;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    env = await createTestEnvironment({
      env: {
        MAIL_SMTP_PORT: String(catcher.smtpPort),
        MAIL_WEB_PORT: String(catcher.webPort),
        MAIL_RETRY_SECONDS: '0.3',
        // A few seconds of failures, not a day: enough to see both ends of the rule.
        MAIL_GIVE_UP_HOURS: String(6 / 3600),
      },
    });
  });
  afterAll(async () => {
    await env?.close();
    await catcher?.remove();
  });

  it('queues emails while it is down and delivers each once when it is back', async () => {
    const inbox = mailbox(catcher.webPort);
    await catcher.stop();
    const product = await env.createProduct({ name: 'Outage Clamp', availableQuentity: 50 });
    const placed: Order[] = [];
    for (let i = 0; i < 5; i++) placed.push(await env.placeOrder(env.userA, product, 1));
    await waitUntil(async () => {
      const rows = await Promise.all(placed.map((order) => orderRows(env, order._id)));
      return rows.flat().every((row) => row.attempts >= 2 && row.status === 'pending' && row.lastError);
    });
    await catcher.start();
    for (const order of placed) await inbox.waitFor(env.userA.email, about(order), 20_000);
    const arrived = (await inbox.emails(env.userA.email)).filter((email) =>
      placed.some((order) => about(order)(email)),
    );
    expect(arrived).toHaveLength(5);
  });

  it('sends a paid order’s staff email only to those still admins when it goes', async () => {
    const inbox = mailbox(catcher.webPort);
    const colleague = await env.newUser('colleague');
    await env.api.makeAdmin({ as: env.admin, params: { email: colleague.email } });
    await catcher.stop();
    const product = await env.createProduct({ name: 'Demotion Drill', availableQuentity: 50 });
    const order = await env.placeOrder(env.userA, product, 1);
    await env.payOrder(env.userA, order);
    expect((await orderRows(env, order._id)).map((row) => row.toAddress).sort()).toEqual(
      [env.userA.email, env.userA.email, env.admin.email, colleague.email].sort(),
    );
    await env.api.removeAdmin({ as: env.admin, params: { email: colleague.email } });
    await catcher.start();

    // Composed together once the server is back, each address judged as it then stands.
    await waitUntil(async () => (await orderRows(env, order._id)).every((row) => row.status !== 'pending'));
    const outcomes = Object.fromEntries(
      (await orderRows(env, order._id)).map((row) => [`${row.kind} ${row.toAddress}`, row.status]),
    );
    expect(outcomes).toEqual({
      [`orderPlaced ${env.userA.email}`]: 'sent',
      [`paymentReceived ${env.userA.email}`]: 'sent',
      [`adminOrderPaid ${env.admin.email}`]: 'sent',
      [`adminOrderPaid ${colleague.email}`]: 'dropped',
    });
    await inbox.waitFor(env.admin.email, about(order));
    expect((await inbox.emails(colleague.email)).filter(about(order))).toEqual([]);
  });

  it('gives up after MAIL_GIVE_UP_HOURS, and says so on the order, the overview and the admins’ bell', async () => {
    await catcher.stop();
    const product = await env.createProduct({ name: 'Lost Letter Level', availableQuentity: 50 });
    const order = await env.placeOrder(env.userB, product, 1);
    await waitUntil(
      async () => (await orderRows(env, order._id)).every((row) => row.status === 'failed'),
      20_000,
    );
    await catcher.start();

    const detail = bodyOf(await env.api.orderDetail({ as: env.userB, params: { id: order._id } }));
    expect(detail.emails).toEqual([expect.objectContaining({ kind: 'orderPlaced', status: 'failed' })]);
    const stats = bodyOf(await env.api.shopStats({ as: env.admin }));
    expect(stats.emailsFailed).toBeGreaterThanOrEqual(1);
    const bell = bodyOf(await env.api.notifications({ as: env.admin }));
    expect(bell.items).toContainEqual(
      expect.objectContaining({ kind: 'emailFailed', orderId: order._id, read: false }),
    );
    // A failed email is not sent later by surprise.
    await new Promise((wait) => setTimeout(wait, 1500));
    expect((await mailbox(catcher.webPort).emails(env.userB.email)).filter(about(order))).toEqual([]);
  });
});

/** Orders from `buyer`, each queueing its confirmation: placed through `apis` in turn. */
const placeEach = (apis: ApiClient[], buyer: Session, product: Product, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      apis[i % apis.length]!.placeOrder({ as: buyer, body: linesOrderBody([[product, 1]]) }).then(bodyOf),
    ),
  );

/** `placed`'s confirmations in `buyer`'s inbox: each one there once, with a Message-ID of its own. */
async function expectEachOnce(env: TestEnvironment, buyer: Session, placed: Order[]) {
  const arrived = (await env.mailbox.emails(buyer.email)).filter((email) =>
    placed.some((order) => about(order)(email)),
  );
  expect(arrived).toHaveLength(placed.length);
  expect(new Set(arrived.map((email) => email.messageId)).size).toBe(placed.length);
}

describe('two instances sending from one outbox', () => {
  const env = suiteEnvironment({ env: { MAX_HELD_SHARE: '1' } });

  it('send each email once', async () => {
    const second = await env.buildVariant({});
    await second.ready();
    try {
      const product = await env.createProduct({ name: 'Twin Sender Vise', availableQuentity: 500 });
      const buyer: Session = await env.newUser('twins');
      const orders = await placeEach([env.api, clientOf(second)], buyer, product, 30);
      await waitUntil(
        async () =>
          (await env.mailbox.emails(buyer.email)).filter((e) => e.subject.includes('#')).length >= 30,
      );
      await new Promise((wait) => setTimeout(wait, 1000));
      await expectEachOnce(env, buyer, orders);
    } finally {
      await second.close();
    }
  });
});

/** A mail server whose every reply comes `replyDelayMs` late: the catcher behind a slow proxy. */
async function slowMailServer(replyDelayMs: number): Promise<Server> {
  const slow = createServer((client) => {
    const server = connect(inject('mailSmtpPort'), '127.0.0.1');
    client.on('data', (chunk) => server.write(chunk));
    server.on('data', (chunk) => setTimeout(() => client.writable && client.write(chunk), replyDelayMs));
    client.on('close', () => server.destroy());
    server.on('close', () => setTimeout(() => client.destroy(), replyDelayMs));
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
  });
  await new Promise<void>((listening) => slow.listen(0, '127.0.0.1', listening));
  return slow;
}

/** A shop sending through `slow`: each try 1 s (half its 2 s claim), retried 0.3 s after a failure. */
const slowSendingShop = (slow: Server) =>
  createTestEnvironment({
    env: {
      MAIL_SMTP_PORT: String((slow.address() as AddressInfo).port),
      MAIL_CLAIM_SECONDS: '2',
      MAIL_RETRY_SECONDS: '0.3',
    },
  });

describe('a mail server slower than a claim, two instances sending', () => {
  // A send takes four replies or more, 4 s at least: longer than a try (1 s) and than the claim a try
  // that ran out is retried after (2 s). The other instance's mail thread cannot know this one's is
  // still sending, so only holding the row until the send is answered keeps it from sending it too.
  let slow: Server;
  let env: TestEnvironment;
  beforeAll(async () => {
    slow = await slowMailServer(1000);
    env = await slowSendingShop(slow);
  });
  afterAll(async () => {
    await env?.close();
    await new Promise((closed) => slow?.close(closed));
  });

  it('still delivers each email once: a row is held while its send is on its way, then written as sent', async () => {
    const second = await env.buildVariant({});
    await second.ready();
    try {
      const product = await env.createProduct({ name: 'Twin Slow Punch', availableQuentity: 50 });
      const buyer = await env.newUser('slow-twins');
      const placed = await placeEach([env.api, clientOf(second)], buyer, product, 8);
      const rowsOf = async () => (await Promise.all(placed.map((order) => orderRows(env, order._id)))).flat();
      await waitUntil(async () => (await rowsOf()).every((row) => row.status === 'sent'), 60_000);
      // Whatever a try still had on its way has landed.
      await new Promise((wait) => setTimeout(wait, 4000));
      await expectEachOnce(env, buyer, placed);
    } finally {
      await second.close();
    }
  });
});

describe('the bell', () => {
  const env = suiteEnvironment({ env: { MAX_HELD_SHARE: '1' } });

  it("shows a customer's unpaid and shipped orders, an admin's orders to ship, and forgets what was read", async () => {
    const customer = await env.newUser('bell');
    const product = await env.createProduct({ name: 'Bell Wrench', availableQuentity: 50 });
    const unpaid = await env.placeOrder(customer, product, 1);
    const paid = await env.payOrder(customer, await env.placeOrder(customer, product, 1));

    const before = bodyOf(await env.api.notifications({ as: customer }));
    expect(before.items).toContainEqual(
      expect.objectContaining({ kind: 'unpaid', orderId: unpaid._id, read: false }),
    );
    const staff = bodyOf(await env.api.notifications({ as: env.admin }));
    expect(staff.items).toContainEqual(expect.objectContaining({ kind: 'toShip', orderId: paid._id }));
    expect(staff.items.some((item) => item.kind === 'unpaid' && item.orderId === unpaid._id)).toBe(false);

    const read = bodyOf(await env.api.markNotificationsRead({ as: customer }));
    expect(read.unread).toBe(0);
    expect(read.items.every((item) => item.read)).toBe(true);

    await env.api.shipOrder({ as: env.admin, params: { id: paid._id } });
    const after = bodyOf(await env.api.notifications({ as: customer }));
    expect(after.unread).toBe(1);
    expect(after.items[0]).toMatchObject({ kind: 'shipped', orderId: paid._id, read: false });
  });

  it('is refused to a signed-out visitor', async () => {
    expect((await env.api.notifications({ as: env.anon })).status).toBe(401);
    expect((await env.api.markNotificationsRead({ as: env.anon })).status).toBe(401);
  });
});

async function outboxRows(env: TestEnvironment, to: string) {
  return env.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
}

async function orderRows(env: TestEnvironment, orderId: string) {
  return env.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}
