/**
 * `createPaymentIntent` (one open intent per order), `confirmSandboxPayment` (the sandbox driver's
 * card form) and `stripeWebhook` (the provider's signed notice); the work is the payments module's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiErrors } from '../../shared/strings/apiMessages';
import { badRequest } from '../http/errors';
import { endpointRouter } from '../http/endpointRoute';
import { orderFor } from '../orders/access';
import type { RouteOptions } from '../http/routeContext';

export const paymentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const { payments } = ctx.orders;
  const route = endpointRouter(app, ctx);

  route('createPaymentIntent', async ({ body, caller }) =>
    payments.openIntent(await orderFor(db, body.orderId, caller, false)),
  );

  route('confirmSandboxPayment', async ({ body, caller }) => payments.confirmSandboxCard(body, caller));

  if (payments.takesWebhooks) {
    await app.register(async (webhook) => {
      // The signature covers the exact bytes the provider sent, so this route keeps them unparsed.
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      endpointRouter(webhook, ctx)('stripeWebhook', async ({ request }) => {
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw badRequest(apiErrors.webhookSignatureMissing);
        }
        await payments.settleWebhook(request.body, signature);
        return { received: true };
      });
    });
  }
};
