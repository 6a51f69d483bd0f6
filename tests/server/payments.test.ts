/**
 * Payments through the sandbox driver (docs/orders.md): Stripe's test cards, and an order is marked paid
 * only with an intent that really succeeded for that order and amount, by its owner.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { createSandboxDriver } from '../../src/server/payments/sandboxDriver';
import type { Order, Product } from '../../src/shared/entities';
import { errorOf, bodyOf, SUCCEEDING_CARD, type Session, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();
let product: Product;
beforeAll(async () => {
  product = await env.createProduct({ price: 19.99, minimumOrder: 1, availableQuentity: 1000 });
});

const intentFor = (as: Session, order: Order) =>
  env.api.createPaymentIntent({ as, body: { orderId: order._id } });
const confirm = (
  as: Session,
  intent: { intentId: string; clientSecret: string },
  card: Partial<typeof SUCCEEDING_CARD> = {},
) =>
  env.api.confirmSandboxPayment({
    as,
    body: { ...SUCCEEDING_CARD, ...card, intentId: intent.intentId, clientSecret: intent.clientSecret },
  });
const pay = (as: Session, order: Order, tnxId: string) =>
  env.api.payOrder({ params: { id: order._id }, as, body: { tnxId } });
const intentStatus = async (intentId: string) =>
  (await env.db.select({ status: payments.status }).from(payments).where(eq(payments.intentId, intentId)))[0]
    ?.status;
const orderNow = async (as: Session, order: Order): Promise<Order> =>
  bodyOf(await env.api.myOrders({ as, query: { email: as.email } })).find((o) => o._id === order._id)!;

describe('the sandbox flow', () => {
  it('4242 4242 4242 4242 succeeds, then PUT /order/{id} {tnxId} marks the order paid', async () => {
    const order = await env.placeOrder(env.userA, product, 3);
    const intent = await intentFor(env.userA, order);
    expect(intent.status).toBe(200);
    expect(intent.body).toEqual({
      intentId: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringContaining('_secret_'),
      amount: 59.97,
      currency: 'usd',
    });
    expect(bodyOf(await intentFor(env.userA, order)).intentId).toBe(bodyOf(intent).intentId);

    const confirmed = await confirm(env.userA, bodyOf(intent));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ intentId: bodyOf(intent).intentId, status: 'succeeded' });

    const paid = await pay(env.userA, order, bodyOf(intent).intentId);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      _id: order._id,
      paid: true,
      status: false,
      tnxId: bodyOf(intent).intentId,
    });
    expect(await orderNow(env.userA, order)).toMatchObject({ paid: true, tnxId: bodyOf(intent).intentId });

    // Recording the same payment again is harmless; paying twice is a conflict.
    expect((await pay(env.userA, order, bodyOf(intent).intentId)).status).toBe(200);
    expect((await intentFor(env.userA, order)).status).toBe(409);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['5105 1051 0510 5100', 'Your card number is incorrect.'],
  ])('card %s is refused with 402 "%s" and the order stays unpaid', async (number, message) => {
    const order = await env.placeOrder(env.userA, product, 1);
    const intent = await intentFor(env.userA, order);
    const res = await confirm(env.userA, bodyOf(intent), { number });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ message });

    const attempt = await pay(env.userA, order, bodyOf(intent).intentId);
    expect(attempt.status).toBe(409);
    expect(attempt.body).toEqual({ message: 'Payment could not be verified' });
    expect(await orderNow(env.userA, order)).toMatchObject({ paid: false, tnxId: null });

    // A declined intent stays open: the customer can try another card.
    expect((await confirm(env.userA, bodyOf(intent))).status).toBe(200);
    expect((await pay(env.userA, order, bodyOf(intent).intentId)).status).toBe(200);
  });

  it('refuses an expired card (402) and an incomplete one (400)', async () => {
    const order = await env.placeOrder(env.userA, product, 1);
    const intent = await intentFor(env.userA, order);
    const expired = await confirm(env.userA, bodyOf(intent), { expiry: '01 / 20' });
    expect(expired.status).toBe(402);
    expect(expired.body).toEqual({ message: "Your card's expiration date is in the past." });
    const incomplete = await confirm(env.userA, bodyOf(intent), { number: '4242 4242' });
    expect(incomplete.status).toBe(400);
    expect(errorOf(incomplete).message).toBe('Your card number is incomplete.');
  });
});

describe('attacks on payment', () => {
  it('an invented tnxId does not mark an order paid', async () => {
    const order = await env.placeOrder(env.userA, product, 1);
    for (const tnxId of ['pm_1Invented', 'pi_sandbox_invented', 'x']) {
      const res = await pay(env.userA, order, tnxId);
      expect(res.status, tnxId).toBe(409);
    }
    expect((await pay(env.userA, order, '')).status).toBe(400);
    expect(await orderNow(env.userA, order)).toMatchObject({ paid: false, tnxId: null });
  });

  it('a succeeded intent of one order does not pay another one', async () => {
    const cheap = await env.placeOrder(env.userA, product, 1);
    const dear = await env.placeOrder(env.userA, product, 20);
    const intent = await intentFor(env.userA, cheap);
    await confirm(env.userA, bodyOf(intent));
    expect((await pay(env.userA, dear, bodyOf(intent).intentId)).status).toBe(409);
    expect(await orderNow(env.userA, dear)).toMatchObject({ paid: false });
  });

  it('another user can neither start, confirm nor record a payment for my order', async () => {
    const order = await env.placeOrder(env.userA, product, 1);
    expect((await intentFor(env.userB, order)).status).toBe(403);
    const intent = await intentFor(env.userA, order);
    const stolen = await confirm(env.userB, bodyOf(intent));
    expect(stolen.status).toBe(403);
    expect(stolen.body).toEqual({ message: 'forbidden' });
    await confirm(env.userA, bodyOf(intent));
    expect((await pay(env.userB, order, bodyOf(intent).intentId)).status).toBe(403);
    expect(await orderNow(env.userA, order)).toMatchObject({ paid: false });
  });

  it('a wrong client secret cannot confirm an intent', async () => {
    const order = await env.placeOrder(env.userA, product, 1);
    const intent = await intentFor(env.userA, order);
    const res = await confirm(env.userA, {
      intentId: bodyOf(intent).intentId,
      clientSecret: 'guessed_secret',
    });
    expect(res.status).toBe(404);
  });

  it('a cancelled order cannot be paid, and its open intent is closed', async () => {
    const order = await env.placeOrder(env.userA, product, 1);
    const intent = await intentFor(env.userA, order);
    expect((await env.api.cancelOrder({ as: env.userA, params: { id: order._id } })).status).toBe(200);
    expect(await intentStatus(bodyOf(intent).intentId)).toBe('canceled');
    expect((await confirm(env.userA, bodyOf(intent))).status).toBe(404);
    expect((await pay(env.userA, order, bodyOf(intent).intentId)).status).toBe(404);
    expect((await intentFor(env.userA, order)).status).toBe(404);
  });

  it('a closed intent takes no card, even if its order still looked unpaid (cancel racing the card)', async () => {
    const order = await env.placeOrder(env.userA, product, 1);
    const intent = await intentFor(env.userA, order);
    await createSandboxDriver(env.db).cancel(bodyOf(intent).intentId);
    expect((await confirm(env.userA, bodyOf(intent))).status).toBe(404);
    expect(await intentStatus(bodyOf(intent).intentId)).toBe('canceled');
    expect((await pay(env.userA, order, bodyOf(intent).intentId)).status).toBe(409);
  });

  it('an order whose card payment went through cannot be cancelled any more', async () => {
    const order = await env.placeOrder(env.userA, product, 1);
    const intent = await intentFor(env.userA, order);
    await confirm(env.userA, bodyOf(intent));
    expect((await env.api.cancelOrder({ as: env.userA, params: { id: order._id } })).status).toBe(409);
    expect((await pay(env.userA, order, bodyOf(intent).intentId)).status).toBe(200);
  });
});
