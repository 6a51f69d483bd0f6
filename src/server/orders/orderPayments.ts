/**
 * Payments, in one module: the only caller of the payment driver (intents, charges, refunds and the
 * provider's webhook), built once. It owns the intent rows (./intents.ts) and the one step that
 * makes an order paid — the driver confirms the intent, the row is marked succeeded, the lifecycle
 * moves the order — used by the pay call, the provider's webhook, and a cancel or expiry that finds
 * the money went through after all. Refunds the provider makes outside the refund workflow (a
 * second payment given back, one made in the provider's dashboard) are recorded on the order by
 * its refund ledger. Drivers answer outcomes; HTTP answers are made here.
 */
import { eq } from 'drizzle-orm';
import type { PaymentIntent, SandboxConfirmResult } from '../../shared/entities';
import { toDollars } from '../../shared/money';
import { mayMove } from '../../shared/orderLifecycle';
import { apiErrors } from '../../shared/strings/apiMessages';
import { codErrors } from '../../shared/strings/codMessages';
import type { Caller } from '../auth/guard';
import type { Database } from '../db/database';
import { orders, type OrderRow } from '../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';
import type { OrderLifecycle } from './lifecycle';
import { lifecycleOrderOf } from './lifecycleSql';
import type { OrderActor } from './orderHistory';
import { readOrder } from './orderRow';
import type { RefundLedger } from './refundLedger';
import { stateRefusal } from './refusals';
import { InvalidWebhookError, type PayableOrder, type PaymentDriver } from '../payments/driver';
import { intentRows } from '../payments/intents';
import { stripeCurrency } from '../payments/stripeDriver';
import { chargeSandboxCard, type SandboxCard } from '../payments/sandboxDriver';

export interface PaymentsDeps {
  db: Database;
  driver: PaymentDriver;
  lifecycle: Pick<OrderLifecycle, 'pay'>;
  ledger: Pick<RefundLedger, 'recordExtraPayment' | 'recordAtProvider'>;
}

const intentOut = (
  intent: { intentId: string; clientSecret: string; amountCents: number },
  order: OrderRow,
): PaymentIntent => ({
  intentId: intent.intentId,
  clientSecret: intent.clientSecret,
  amount: toDollars(intent.amountCents),
  currency: stripeCurrency(order.currency),
});

export function createPayments({ db, driver, lifecycle, ledger }: PaymentsDeps) {
  const intents = intentRows(db, driver.name);

  /** The one step: a confirmed intent's row is succeeded and its order paid (`by` who recorded it). */
  const settle = async (orderId: string, intentId: string, by: OrderActor | null): Promise<OrderRow | null> =>
    lifecycle.pay(orderId, intentId, by);

  /** Whether a card may still pay the order. */
  const payable = (order: Parameters<typeof lifecycleOrderOf>[0]) => mayMove(lifecycleOrderOf(order), 'pay');

  /** Closes every open intent of the order; answers the id of one that took the money, or null. */
  const closeIntents = async (order: PayableOrder): Promise<string | null> => {
    const rows = await intents.ofOrder(order.id);
    let succeeded = rows.find((row) => row.status === 'succeeded')?.intentId ?? null;
    for (const row of rows.filter((r) => r.status === 'requires_payment_method')) {
      await driver.cancel(row.intentId);
      // Asked after closing, a card confirmed at the last moment is seen, never lost.
      const tookMoney = await driver.verify(row.intentId, order);
      if (tookMoney) succeeded ??= row.intentId;
      await intents.mark(row.intentId, tookMoney ? 'succeeded' : 'canceled');
    }
    return succeeded;
  };

  /**
   * A payment that went through for an order already paid with another: given back at once, and the
   * caller told so: two intents both charged before the order was marked paid must not keep
   * both payments (docs/orders.md, A second payment). Null when `intentId` took no money for it.
   */
  const refundIfExtra = async (order: OrderRow, intentId: string): Promise<HttpError | null> => {
    if (payable(order) || order.tnxId === intentId) return null;
    if (!(await driver.verify(intentId, order))) return null;
    const { refundId } = await driver.refund({
      intentId,
      amountCents: order.totalCents,
      key: `extra-${intentId}`,
    });
    // Given back: the intent no longer counts as money taken.
    await intents.mark(intentId, 'refunded', 'succeeded');
    await ledger.recordExtraPayment(order.id, intentId, order.totalCents, refundId);
    return conflict(apiErrors.secondPaymentRefunded);
  };

  return {
    /** What the browser needs to load the driver's client side (Stripe's publishable key). */
    publishableKey: driver.publishableKey,
    /** Whether the provider sends signed webhooks (Stripe does). */
    takesWebhooks: driver.readWebhook !== undefined,
    settle,
    closeIntents,
    /** The refund workflow's second step: the provider gives the money back (see PaymentDriver.refund). */
    refund: (request: Parameters<PaymentDriver['refund']>[0]) => driver.refund(request),

    /** Opens (or reuses) an intent for an unpaid order's total. */
    async openIntent(order: OrderRow): Promise<PaymentIntent> {
      // Cash on delivery is paid to the courier: a card never pays it too (docs/orders.md).
      if (order.paymentMethod === 'cod') throw conflict(codErrors.payByCard);
      if (!payable(order)) throw stateRefusal('pay', order.state);
      const open = await intents.findOpen(order.id, order.totalCents);
      if (open) return intentOut(open, order);
      const created = await driver.createIntent(order);
      await intents.add(order.id, created);
      // Paid, cancelled or expired while the intent was being opened: it must not take money (a
      // cancel or expiry that ran before the insert could not see it).
      const now = await readOrder(db, order.id);
      if (!now || !payable(now)) {
        await closeIntents(order);
        throw stateRefusal('pay', now?.state);
      }
      return intentOut(created, order);
    },

    /** `PUT /order/{id}`: the order paid with `intentId` once the driver confirms it. */
    async recordPayment(order: OrderRow, intentId: string, by: OrderActor): Promise<OrderRow> {
      // The same payment recorded twice (say, the webhook came first) is not a conflict.
      const alreadyPaid = async (row: OrderRow) => {
        if (row.tnxId === intentId) return row;
        throw (await refundIfExtra(row, intentId)) ?? stateRefusal('pay', row.state);
      };
      if (order.paymentMethod === 'cod') throw conflict(codErrors.payByCard);
      if (!payable(order)) return alreadyPaid(order);
      if (!(await driver.verify(intentId, order))) throw conflict(apiErrors.paymentNotVerified);
      const paid = await settle(order.id, intentId, by);
      if (paid) return paid;
      const current = await readOrder(db, order.id);
      if (!current || current.state === 'cancelled') throw notFound();
      return alreadyPaid(current);
    },

    /**
     * The provider's signed notice: a succeeded intent pays its order, as the pay call would (or,
     * the order being paid already, is given back); a refunded charge is reconciled.
     */
    async settleWebhook(rawBody: Buffer, signature: string): Promise<void> {
      if (!driver.readWebhook) throw notFound();
      let notice: ReturnType<NonNullable<PaymentDriver['readWebhook']>>;
      try {
        notice = driver.readWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof InvalidWebhookError) throw badRequest(error.message);
        throw error;
      }
      if (notice?.kind === 'refunded') return ledger.recordAtProvider(notice.intentId, notice.refundedCents);
      if (!notice?.orderId) return;
      const order = await readOrder(db, notice.orderId);
      if (!order) return;
      if (payable(order) && (await driver.verify(notice.intentId, order))) {
        await settle(order.id, notice.intentId, null);
      } else {
        await refundIfExtra(order, notice.intentId);
      }
    },

    /** The sandbox's card form: only the owner of the intent's order may put a card to it. */
    async confirmSandboxCard(card: SandboxCard, caller: Caller): Promise<SandboxConfirmResult> {
      if (driver.name !== 'sandbox') throw notFound();
      const intent = await intents.find(card.intentId);
      if (!intent || intent.clientSecret !== card.clientSecret) throw notFound();
      const [order] = await db
        .select({
          email: orders.email,
          state: orders.state,
          paymentMethod: orders.paymentMethod,
          codConfirmedAt: orders.codConfirmedAt,
          codCollection: orders.codCollection,
        })
        .from(orders)
        .where(eq(orders.id, intent.orderId));
      if (!order || order.email !== caller.email) throw forbidden();
      if (order.state === 'cancelled') throw notFound();
      if (intent.status === 'succeeded') return { intentId: intent.intentId, status: 'succeeded' };
      if (intent.status === 'canceled') throw notFound();
      if (!payable(order)) throw stateRefusal('pay', order.state);
      const charged = await chargeSandboxCard(intents, intent, card);
      if (charged.outcome === 'declined') throw new HttpError(402, { message: charged.message });
      if (charged.outcome === 'closed') throw notFound();
      return { intentId: charged.intentId, status: 'succeeded' };
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
