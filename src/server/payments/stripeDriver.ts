/**
 * The Stripe driver (docs/orders.md): a PaymentIntent per order total, tagged with the order id and
 * created under an idempotency key; verified by retrieving it from Stripe.
 */
import Stripe from 'stripe';
import { InvalidWebhookError, type PaymentDriver } from './driver';

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
          currency: 'usd',
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
          intent.currency === 'usd' &&
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
    readWebhook(rawBody, signature) {
      let event: ReturnType<typeof client.webhooks.constructEvent>;
      try {
        event = client.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new InvalidWebhookError();
      }
      if (event.type !== 'payment_intent.succeeded') return null;
      const intent = event.data.object;
      return { intentId: intent.id, orderId: intent.metadata.orderId ?? null };
    },
  };
}
