/**
 * The Stripe driver's offline parts (docs/orders.md): its public config and CSP, a webhook that only
 * accepts events signed with the webhook secret, and a refund made in Stripe's dashboard recorded
 * once from its `charge.refunded` event. (Creating and retrieving intents needs Stripe's servers,
 * which this machine cannot reach.)
 */
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, bodyOf, suiteEnvironment } from './support/environment';
import { buildStripeShop, STRIPE_WEBHOOK_SECRET } from './support/stripeShop';

const env = suiteEnvironment();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildStripeShop(env);
});
afterAll(async () => {
  await app?.close();
});

const webhook = (payload: string, signature?: string) =>
  clientOf(app).stripeWebhook({
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

describe('PAYMENTS=stripe', () => {
  it('records a refund made in Stripe’s dashboard once, from charge.refunded, and only what is new', async () => {
    const product = await env.createProduct({ price: 20 });
    const order = await env.payOrder(env.userA, await env.placeOrder(env.userA, product, 2));
    const refunded = (amountRefunded: number, id: string) => {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type: 'charge.refunded',
        data: {
          object: {
            id: 'ch_1',
            object: 'charge',
            payment_intent: order.tnxId,
            amount_refunded: amountRefunded,
          },
        },
      });
      return webhook(
        payload,
        Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
      );
    };
    const detail = async () =>
      bodyOf(await env.api.orderDetail({ params: { id: order._id }, as: env.userA }));

    expect((await refunded(1000, 'evt_r1')).status).toBe(200);
    expect(await detail()).toMatchObject({ state: 'paid', refundedTotal: 10 });
    // Stripe sends events again: the same total records nothing more.
    await refunded(1000, 'evt_r1');
    expect((await detail()).refunds).toHaveLength(1);
    await refunded(4000, 'evt_r2');
    const after = await detail();
    expect(after).toMatchObject({ state: 'refunded', refundedTotal: 40 });
    expect(after.refunds.map((r) => r.amount)).toEqual([10, 30]);
  });

  it('GET /config names the driver and its publishable key; the CSP admits Stripe.js', async () => {
    const res = await clientOf(app).config();
    expect(bodyOf(res).payments).toEqual({ driver: 'stripe', publishableKey: 'pk_test_toolshop' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toContain('https://api.stripe.com');
  });

  it('the sandbox card form is not available', async () => {
    const res = await clientOf(app).confirmSandboxPayment({
      as: env.userA,
      body: {
        intentId: 'pi_x',
        clientSecret: 'pi_x_secret_y',
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(res.status).toBe(404);
  });

  it('the webhook refuses unsigned and wrongly signed events', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: {} },
    });
    expect((await webhook(payload)).status).toBe(400);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_guessed' });
    expect((await webhook(payload, forged)).status).toBe(400);
  });

  it('the webhook accepts a correctly signed event (here for an order it does not know)', async () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_unknown', object: 'payment_intent', metadata: { orderId: 'noSuchOrder' } } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    const res = await webhook(payload, signature);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
  });
});
