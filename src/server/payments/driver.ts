/**
 * How an order gets paid (docs/orders.md). A driver creates an intent for an order's total and later
 * tells whether that intent really succeeded for that order and amount; only then is the order
 * marked paid.
 */
import type { Currency } from '../../shared/currency';
import type { PaymentDriverName } from '../../shared/entities';
import { apiErrors } from '../../shared/strings/apiMessages';

export interface PayableOrder {
  id: string;
  totalCents: number;
  currency: Currency;
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
   * Gives `amountCents` of a succeeded intent back. The same `key` again is the same refund, made
   * once. Throws RefundFailedError when the provider refuses it; any other error leaves it unknown
   * whether the money moved (asking again with the same key settles that).
   */
  refund(request: { intentId: string; amountCents: number; key: string }): Promise<{ refundId: string }>;
  /**
   * Drivers with a provider webhook (Stripe): what a signed event tells, null for other events;
   * throws InvalidWebhookError when the signature does not hold.
   */
  readWebhook?(rawBody: Buffer, signature: string): WebhookNotice | null;
}

/** A payment succeeded, or a payment's refunded total is now `refundedCents` (the provider's count). */
export type WebhookNotice =
  | { kind: 'succeeded'; intentId: string; orderId: string | null }
  | { kind: 'refunded'; intentId: string; refundedCents: number };

/** The provider refused a refund, in its words; nothing was refunded. */
export class RefundFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundFailedError';
  }
}

export class InvalidWebhookError extends Error {
  constructor() {
    super(apiErrors.webhookSignatureInvalid);
    this.name = 'InvalidWebhookError';
  }
}
