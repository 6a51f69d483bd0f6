/**
 * How an order gets paid (docs/orders.md). A driver creates an intent for an order's total and later
 * tells whether that intent really succeeded for that order and amount; only then is the order
 * marked paid.
 */
import type { PaymentDriverName } from '../../shared/entities';
import { apiErrors } from '../../shared/strings/apiMessages';

export interface PayableOrder {
  id: string;
  totalCents: number;
}

export interface CreatedIntent {
  intentId: string;
  clientSecret: string;
  amountCents: number;
}

export interface PaymentDriver {
  readonly name: PaymentDriverName;
  /** What the browser needs to load the driver's client side (Stripe's publishable key). */
  readonly publishableKey: string | null;
  createIntent(order: PayableOrder): Promise<CreatedIntent>;
  /** True only if the intent succeeded, for this order, for exactly its total. */
  verify(intentId: string, order: PayableOrder): Promise<boolean>;
  /** Closes an open intent (its order was cancelled) so it can no longer take money. */
  cancel(intentId: string): Promise<void>;
  /**
   * Drivers with a provider webhook (Stripe): the intent a signed `payment_intent.succeeded` event
   * names, null for other events; throws InvalidWebhookError when the signature does not hold.
   */
  readWebhook?(rawBody: Buffer, signature: string): { intentId: string; orderId: string | null } | null;
}

export class InvalidWebhookError extends Error {
  constructor() {
    super(apiErrors.webhookSignatureInvalid);
    this.name = 'InvalidWebhookError';
  }
}
