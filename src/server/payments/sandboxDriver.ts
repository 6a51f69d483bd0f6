/**
 * The default payment driver (DESIGN §5): Stripe's flow and test cards with no network. Its intents
 * live in the payments table and are verified exactly like Stripe's.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { sandboxCardSchema } from '../../shared/schemas';
import type { Database } from '../db/database';
import { orders, payments } from '../db/schema';
import { apiErrors } from '../../shared/strings';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import type { PaymentDriver } from './driver';

const token = () => randomBytes(18).toString('base64url');

export function createSandboxDriver(db: Database): PaymentDriver {
  return {
    name: 'sandbox',
    publishableKey: null,
    async createIntent(order) {
      const intentId = `pi_sandbox_${token()}`;
      return { intentId, clientSecret: `${intentId}_secret_${token()}`, amountCents: order.totalCents };
    },
    async verify(intentId, order) {
      const [intent] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.intentId, intentId), eq(payments.driver, 'sandbox')));
      return (
        intent !== undefined &&
        intent.status === 'succeeded' &&
        intent.orderId === order.id &&
        intent.amountCents === order.totalCents
      );
    },
    // The payments row is the sandbox's only record: closing it is what Stripe's cancel does.
    async cancel(intentId) {
      await db
        .update(payments)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(payments.intentId, intentId), eq(payments.status, 'requires_payment_method')));
    },
  };
}

/** Stripe's documented test cards: one succeeds, the others fail with Stripe's own words. */
const SUCCEEDS = '4242424242424242';
const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};
const INCORRECT_NUMBER = 'Your card number is incorrect.';
const EXPIRED = "Your card's expiration date is in the past.";

const declined = (message: string) => new HttpError(402, { message });

function isExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  if (month === undefined || year === undefined) return true;
  const endOfMonth = new Date(Date.UTC(2000 + year, month, 1));
  return endOfMonth <= now;
}

type SandboxCard = z.output<typeof sandboxCardSchema>;

/**
 * `POST /payments/sandbox/confirm`: what Stripe.js does with a card for a PaymentIntent. Only the
 * owner of the intent's order may confirm it; a declined card leaves it open for another try.
 */
export async function confirmSandboxCard(
  db: Database,
  card: SandboxCard,
  callerEmail: string,
  now = new Date(),
) {
  const [intent] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.intentId, card.intentId), eq(payments.driver, 'sandbox')));
  if (!intent || intent.clientSecret !== card.clientSecret) throw notFound();
  const [order] = await db
    .select({ email: orders.email, state: orders.state })
    .from(orders)
    .where(eq(orders.id, intent.orderId));
  if (!order || order.email !== callerEmail) throw forbidden();
  if (order.state === 'cancelled') throw notFound();
  if (intent.status === 'succeeded') return { intentId: intent.intentId, status: 'succeeded' as const };
  // Like Stripe, a closed intent takes no money (its order is being cancelled, or paid otherwise).
  if (intent.status === 'canceled') throw notFound();
  if (order.state !== 'unpaid') throw conflict(apiErrors.orderAlreadyPaid);

  if (isExpired(card.expiry, now)) throw declined(EXPIRED);
  if (card.number in DECLINES) throw declined(DECLINES[card.number] ?? INCORRECT_NUMBER);
  if (card.number !== SUCCEEDS) throw declined(INCORRECT_NUMBER);

  const [charged] = await db
    .update(payments)
    .set({ status: 'succeeded', updatedAt: now })
    .where(and(eq(payments.intentId, intent.intentId), ne(payments.status, 'canceled')))
    .returning({ intentId: payments.intentId });
  // Closed between the read and the charge.
  if (!charged) throw notFound();
  return { intentId: charged.intentId, status: 'succeeded' as const };
}
