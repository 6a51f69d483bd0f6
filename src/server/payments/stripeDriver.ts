/**
 * The Stripe driver (docs/orders.md): a PaymentIntent per order total, tagged with the order id and
 * created under an idempotency key; verified by retrieving it from Stripe.
 */
import Stripe from 'stripe';
import type { Currency } from '../../shared/currency';
import { InvalidWebhookError, RefundFailedError, type PaymentDriver } from './driver';

/** Stripe names currencies in lower case; it charges each of ours in hundredths, as we keep them. */
export const stripeCurrency = (currency: Currency) => currency.toLowerCase() as Lowercase<Currency>;

export function createStripeDriver(settings: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}): PaymentDriver {
  const client = new Stripe(settings.secretKey);
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    async createIntent(order) {
      const intent = await client.paymentIntents.create(
        {
          amount: order.totalCents,
          currency: stripeCurrency(order.currency),
          metadata: { orderId: order.id },
        },
        // One intent per order and amount, however often the client asks.
        { idempotencyKey: `order-${order.id}-${order.totalCents}` },
      );
      if (!intent.client_secret)
        throw new Error(`Stripe returned intent ${intent.id} without a client secret`);
      return { intentId: intent.id, clientSecret: intent.client_secret, amountCents: intent.amount };
    },
    async verify(intentId, order) {
      if (!intentId.startsWith('pi_')) return false;
      try {
        const intent = await client.paymentIntents.retrieve(intentId);
        return (
          intent.status === 'succeeded' &&
          intent.currency === stripeCurrency(order.currency) &&
          intent.amount === order.totalCents &&
          intent.metadata.orderId === order.id
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
        throw error;
      }
    },
    async cancel(intentId) {
      try {
        await client.paymentIntents.cancel(intentId);
      } catch (error) {
        // Already succeeded or cancelled: Stripe refuses, and there is nothing left to close.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },
    async refund({ intentId, amountCents, key }) {
      try {
        const refund = await client.refunds.create(
          { payment_intent: intentId, amount: amountCents },
          { idempotencyKey: `refund-${key}` },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          throw new RefundFailedError(refund.failure_reason ?? refund.status);
        }
        return { refundId: refund.id };
      } catch (error) {
        // Refused (more than the charge, already refunded, a bad card): Stripe says why, nothing moved.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripeCardError
        ) {
          throw new RefundFailedError(error.message);
        }
        throw error;
      }
    },
    readWebhook(rawBody, signature) {
      let event: ReturnType<typeof client.webhooks.constructEvent>;
      try {
        event = client.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new InvalidWebhookError();
      }
      if (event.type === 'payment_intent.succeeded') {
        const intent = event.data.object;
        return { kind: 'succeeded', intentId: intent.id, orderId: intent.metadata.orderId ?? null };
      }
      // A refund made here or in Stripe's dashboard: the charge's refunded total, which the order reconciles to.
      if (event.type === 'charge.refunded') {
        const charge = event.data.object;
        const intentId =
          typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
        return intentId ? { kind: 'refunded', intentId, refundedCents: charge.amount_refunded } : null;
      }
      return null;
    },
  };
}
