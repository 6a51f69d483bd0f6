import type { PaymentIntent } from '@shared/entities';

/**
 * What the payment page asks of a card form, whichever driver's client side it is (docs/orders.md):
 * confirm the intent with the provider, then hand back the succeeded intent's id.
 */
export interface PaymentFormProps {
  /** Undefined until the server has created the intent; the Pay button stays disabled until then. */
  intent: PaymentIntent | undefined;
  /** Records the payment on the order (`PUT /order/{id}`, verified by the server). */
  onPaid: (intentId: string) => Promise<void>;
}
