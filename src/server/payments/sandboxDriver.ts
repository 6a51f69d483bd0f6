/**
 * The default payment driver (docs/orders.md): Stripe's flow and test cards with no network. Its intents
 * live in the payments table and are verified exactly like Stripe's.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { sandboxCardSchema } from '../../shared/schemas';
import { cardDeclines } from '../../shared/strings/apiMessages';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { PaymentRow } from '../db/schema';
import { sql } from 'drizzle-orm';
import { refundDeclines } from '../../shared/strings/apiMessages';
import { queryRows } from '../db/database';
import { paymentRefunds } from '../db/schema';
import { RefundFailedError, type PaymentDriver } from './driver';
import { intentRows, type IntentRows } from './intents';

const token = () => randomBytes(18).toString('base64url');

/** The sandbox's failing refund, as a test card is its failing charge: a refund of exactly $13.13. */
export const SANDBOX_FAILING_REFUND_CENTS = 1313;

export function createSandboxDriver(db: Database): PaymentDriver {
  const intents = intentRows(db, 'sandbox');
  return {
    name: 'sandbox',
    publishableKey: null,
    async createIntent(order) {
      const intentId = `pi_sandbox_${token()}`;
      return { intentId, clientSecret: `${intentId}_secret_${token()}`, amountCents: order.totalCents };
    },
    async verify(intentId, order) {
      const intent = await intents.find(intentId);
      return (
        intent !== null &&
        intent.status === 'succeeded' &&
        intent.orderId === order.id &&
        intent.amountCents === order.totalCents
      );
    },
    // The payments row is the sandbox's only record: closing it is what Stripe's cancel does.
    async cancel(intentId) {
      await intents.mark(intentId, 'canceled', 'requires_payment_method');
    },
    // As Stripe does: one refund per key, and never more in all than the payment took.
    async refund({ intentId, amountCents, key }) {
      if (amountCents === SANDBOX_FAILING_REFUND_CENTS) throw new RefundFailedError(refundDeclines.sandbox);
      const refundId = `re_sandbox_${token()}`;
      const made = await queryRows<{ id: string }>(
        db,
        sql`
          insert into ${paymentRefunds} (id, intent_id, amount_cents, idempotency_key)
          select ${refundId}, ${intentId}, ${amountCents}, ${key}
          where ${amountCents} + (select coalesce(sum(amount_cents), 0) from ${paymentRefunds} where intent_id = ${intentId})
            <= (select amount_cents from payments where intent_id = ${intentId} and status in ('succeeded', 'refunded'))
          on conflict (idempotency_key) do nothing
          returning id`,
      );
      if (made[0]) return { refundId };
      const [earlier] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key));
      if (earlier) return { refundId: earlier.id };
      throw new RefundFailedError(refundDeclines.moreThanCharged);
    },
  };
}

/** Stripe's documented test cards: one succeeds, the others fail with Stripe's own words. */
const SUCCEEDS = '4242424242424242';
const DECLINES: Record<string, string> = {
  '4000000000000002': cardDeclines.declined,
  '4000000000009995': cardDeclines.insufficientFunds,
};

function isExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  if (month === undefined || year === undefined) return true;
  const endOfMonth = new Date(Date.UTC(2000 + year, month, 1));
  return endOfMonth <= now;
}

export type SandboxCard = z.output<typeof sandboxCardSchema>;

/** How a card put to an open intent ended, for the payments module to answer. */
export type CardOutcome =
  | { outcome: 'succeeded'; intentId: string }
  | { outcome: 'declined'; message: string }
  /** Closed meanwhile (its order cancelled or paid otherwise): like Stripe's, it takes no money. */
  | { outcome: 'closed' };

/**
 * What Stripe.js does with a card for an open PaymentIntent; the payments module has checked whose
 * it is. A declined card leaves the intent open for another try.
 */
export async function chargeSandboxCard(
  intents: IntentRows,
  intent: PaymentRow,
  card: SandboxCard,
  now = new Date(),
): Promise<CardOutcome> {
  if (isExpired(card.expiry, now)) return { outcome: 'declined', message: cardDeclines.expired };
  if (card.number in DECLINES) {
    return { outcome: 'declined', message: DECLINES[card.number] ?? cardDeclines.incorrectNumber };
  }
  if (card.number !== SUCCEEDS) return { outcome: 'declined', message: cardDeclines.incorrectNumber };
  const charged = await intents.mark(intent.intentId, 'succeeded', { not: 'canceled' });
  return charged ? { outcome: 'succeeded', intentId: intent.intentId } : { outcome: 'closed' };
}
