/**
 * `POST /payments/intent` (one open intent per order), `POST /payments/sandbox/confirm` (the sandbox
 * driver's card form) and `POST /payments/stripe/webhook` (Stripe's signed notice) — DESIGN §5.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { PaymentIntent, SandboxConfirmResult } from '../../shared/entities';
import { toDollars } from '../../shared/money';
import { paymentIntentOutSchema, sandboxConfirmResultSchema } from '../../shared/responseSchemas';
import { paymentIntentSchema, sandboxCardSchema } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings';
import { callerOf } from '../auth/guard';
import { orders, payments } from '../db/schema';
import { badRequest, conflict, notFound, parseOr400 } from '../http/errors';
import { BEARER, errorResponses, PUBLIC } from '../http/openapi';
import { InvalidWebhookError } from '../payments/driver';
import { confirmSandboxCard } from '../payments/sandboxDriver';
import { closeOpenIntents } from '../payments/openIntents';
import { orderFor } from '../orders/access';
import type { RouteOptions } from './context';

const tags = ['payments'];
const intentSchema = {
  summary: "Open (or reuse) a payment intent for an unpaid order's total (owner)",
  tags,
  security: BEARER,
  body: paymentIntentSchema,
  response: { 200: paymentIntentOutSchema, ...errorResponses },
};
const sandboxConfirmSchema = {
  summary: "The sandbox driver's card form: pay an intent with one of Stripe's test cards",
  tags,
  security: BEARER,
  body: sandboxCardSchema,
  response: { 200: sandboxConfirmResultSchema, ...errorResponses },
};
const webhookSchema = {
  summary: "Stripe's signed notice of a payment (PAYMENTS=stripe only; Stripe calls it, not clients)",
  tags,
  security: PUBLIC,
  description:
    'The raw JSON event Stripe sends, signed in `Stripe-Signature` with the webhook secret. ' +
    'A succeeded payment_intent marks its order paid after the server retrieves the intent.',
  headers: z.object({ 'stripe-signature': z.string() }),
  body: z.looseObject({ type: z.string() }).describe('A Stripe event'),
  response: { 200: z.strictObject({ received: z.boolean() }), ...errorResponses },
};

const intentOut = (intent: {
  intentId: string;
  clientSecret: string;
  amountCents: number;
}): PaymentIntent => ({
  intentId: intent.intentId,
  clientSecret: intent.clientSecret,
  amount: toDollars(intent.amountCents),
  currency: 'usd',
});

export const paymentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, guards, payments: driver, orders: lifecycle, writeLimit } = ctx;

  app.post(
    '/payments/intent',
    { onRequest: [guards.signedIn, writeLimit], schema: intentSchema },
    async (request) => {
      const { orderId } = parseOr400(paymentIntentSchema, request.body);
      const order = await orderFor(db, orderId, callerOf(request), false);
      if (order.state !== 'unpaid') {
        throw conflict(order.state === 'expired' ? apiErrors.orderExpired : apiErrors.orderAlreadyPaid);
      }
      const [open] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, order.id),
            eq(payments.driver, driver.name),
            eq(payments.status, 'requires_payment_method'),
            eq(payments.amountCents, order.totalCents),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      if (open) return intentOut(open);
      const created = await driver.createIntent({ id: order.id, totalCents: order.totalCents });
      await db
        .insert(payments)
        .values({ ...created, orderId: order.id, driver: driver.name })
        .onConflictDoNothing({ target: payments.intentId });
      // Paid, cancelled or expired while the intent was being opened: it must not take money (a
      // cancel or expiry that ran before the insert could not see it).
      const [now] = await db.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id));
      if (now?.state !== 'unpaid') {
        await closeOpenIntents(db, driver, order);
        if (now?.state === 'cancelled') throw notFound();
        throw conflict(now?.state === 'expired' ? apiErrors.orderExpired : apiErrors.orderAlreadyPaid);
      }
      return intentOut(created);
    },
  );

  app.post(
    '/payments/sandbox/confirm',
    { onRequest: [guards.signedIn, writeLimit], schema: sandboxConfirmSchema },
    async (request) => {
      if (driver.name !== 'sandbox') throw notFound();
      const card = parseOr400(sandboxCardSchema, request.body);
      return (await confirmSandboxCard(db, card, callerOf(request).email)) satisfies SandboxConfirmResult;
    },
  );

  const { readWebhook } = driver;
  if (readWebhook) {
    await app.register(async (webhook) => {
      // The signature covers the exact bytes the provider sent, so this route keeps them unparsed.
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post('/payments/stripe/webhook', { schema: webhookSchema }, async (request) => {
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw badRequest('Missing webhook signature');
        }
        let succeeded: ReturnType<typeof readWebhook>;
        try {
          succeeded = readWebhook(request.body, signature);
        } catch (error) {
          if (error instanceof InvalidWebhookError) throw badRequest(error.message);
          throw error;
        }
        const [order] = succeeded?.orderId
          ? await db.select().from(orders).where(eq(orders.id, succeeded.orderId))
          : [];
        // Paid only if the provider confirms it, exactly as for PUT /order/{id}.
        if (succeeded && order?.state === 'unpaid' && (await driver.verify(succeeded.intentId, order))) {
          await db
            .update(payments)
            .set({ status: 'succeeded', updatedAt: new Date() })
            .where(eq(payments.intentId, succeeded.intentId));
          await lifecycle.pay(order.id, succeeded.intentId);
        }
        return { received: true };
      });
    });
  }
};
