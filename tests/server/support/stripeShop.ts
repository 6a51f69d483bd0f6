/** A shop taking payments through Stripe, with test keys: what the tests of the Stripe driver's offline parts run against. */
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../src/server/config';
import { createStripeDriver } from '../../../src/server/payments/stripeDriver';
import { TEST_PROJECT_ID } from './constants';
import type { TestEnvironment } from './environment';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_toolshop';

/** An app of `env` with PAYMENTS=stripe; it never reaches Stripe's servers unless a test asks it to. */
export async function buildStripeShop(env: TestEnvironment): Promise<FastifyInstance> {
  const config = loadConfig({
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: env.emulatorHost,
    WEB_DIR: '/nonexistent-toolshop-web',
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_toolshop',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_toolshop',
    STRIPE_WEBHOOK_SECRET,
  });
  if (config.payments.driver !== 'stripe') throw new Error('expected the stripe driver');
  return env.buildVariant({ config, payments: createStripeDriver(config.payments) });
}
