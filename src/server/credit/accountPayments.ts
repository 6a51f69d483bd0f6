/**
 * Payments on account (docs/credit.md): `POST /customer/{id}/payment`. A payment pays the oldest
 * open invoices first (../credit/accountLedger.ts settles it); more than owed stays as the
 * customer's credit, and the answer says so. Idempotent on `paymentId`: the same body again answers
 * the same payment, another body with it is 422. Cash names the open register session whose drawer
 * takes it (its X and Z reports count it).
 */
import { eq } from 'drizzle-orm';
import { cashLimitCents, cashOverLimit } from '../../shared/cashLimit';
import { accountPaymentMethodsOf } from '../../shared/creditKinds';
import type { AccountPaymentRequest, AccountPaymentResult } from '../../shared/creditSchemas';
import { formatMoney, type Currency } from '../../shared/currency';
import { toCents, toDollars } from '../../shared/money';
import { counterErrors } from '../../shared/strings/counterMessages';
import { creditErrors, creditNotices } from '../../shared/strings/credit';
import type { Caller } from '../auth/guard';
import { lockOpenSession } from '../counter/registers';
import { fingerprintOf } from '../counter/tillRequests';
import type { Database, Transaction } from '../db/database';
import { accountCredits, type AccountCreditRow } from '../db/schema';
import { fieldRefusal } from '../http/errors';
import { allocationsOf, creditAccount } from './accountLedger';
import { accountOf } from './customerAccounts';

const fingerprintOfPayment = (customerId: string, p: AccountPaymentRequest): string =>
  fingerprintOf([customerId, toCents(p.amount), p.method, p.reference, p.sessionId ?? null]);

/** The payment as the API answers it, read as it now stands. */
async function paymentOut(
  db: Database | Transaction,
  row: AccountCreditRow,
  { currency, timeZone }: { currency: Currency; timeZone: string },
): Promise<AccountPaymentResult> {
  const allocations = await allocationsOf(db, row.id);
  const allocatedCents = allocations.reduce((sum, a) => sum + a.amountCents, 0);
  const keptCents = row.amountCents - allocatedCents;
  const written = (cents: number) => formatMoney(toDollars(cents), currency);
  return {
    paymentId: row.paymentId!,
    customerId: row.customerId,
    at: row.at.toISOString(),
    amount: toDollars(row.amountCents),
    method: row.method!,
    reference: row.reference,
    sessionId: row.sessionId,
    allocations: allocations.map((a) => ({
      invoiceNumber: a.invoiceNumber!,
      orderNumber: a.orderNumber,
      amount: toDollars(a.amountCents),
      left: toDollars(a.leftCents),
    })),
    keptAsCredit: toDollars(keptCents),
    notice:
      keptCents === 0
        ? null
        : allocatedCents === 0
          ? creditNotices.nothingOwed(written(keptCents))
          : creditNotices.keptAsCredit(written(keptCents)),
    account: await accountOf(db, row.customerId, timeZone),
  };
}

export function createAccountPayments(db: Database, settings: { currency: Currency; timeZone: string }) {
  /** The payment recorded by `paymentId` already: the same one answers it, another is 422. */
  const earlier = async (tx: Transaction, customerId: string, payment: AccountPaymentRequest) => {
    const [row] = await tx
      .select()
      .from(accountCredits)
      .where(eq(accountCredits.paymentId, payment.paymentId));
    if (!row) return null;
    if (row.customerId !== customerId || row.fingerprint !== fingerprintOfPayment(customerId, payment))
      throw fieldRefusal(422, 'paymentId', creditErrors.paymentIdReused);
    return row;
  };

  return {
    /** Records the payment, or answers the one this `paymentId` recorded (`replayed`). */
    record: (caller: Caller, customerId: string, payment: AccountPaymentRequest) =>
      db.transaction(async (tx) => {
        const before = await earlier(tx, customerId, payment);
        if (before) return { replayed: true, payment: await paymentOut(tx, before, settings) };
        const taken = accountPaymentMethodsOf(settings.currency);
        if (!taken.includes(payment.method))
          throw fieldRefusal(400, 'method', creditErrors.methodNotOfShop(taken));
        if (payment.method === 'cash' && !payment.sessionId)
          throw fieldRefusal(400, 'sessionId', creditErrors.cashNeedsSession);
        if (payment.method === 'cash' && cashOverLimit(toCents(payment.amount), settings.currency)) {
          const limit = formatMoney(toDollars(cashLimitCents(settings.currency)!), settings.currency);
          throw fieldRefusal(400, 'amount', counterErrors.cashOverLimit(limit));
        }
        if (payment.sessionId) await lockOpenSession(tx, payment.sessionId, 'share');
        const row = await creditAccount(tx, {
          kind: 'payment',
          customerId,
          paymentId: payment.paymentId,
          fingerprint: fingerprintOfPayment(customerId, payment),
          amountCents: toCents(payment.amount),
          method: payment.method,
          reference: payment.reference,
          sessionId: payment.sessionId ?? null,
          caller,
        });
        // Recorded meanwhile by another request with this paymentId: answered as that one.
        const recorded = row ?? (await earlier(tx, customerId, payment))!;
        return { replayed: row === null, payment: await paymentOut(tx, recorded, settings) };
      }),
  };
}

export type AccountPayments = ReturnType<typeof createAccountPayments>;
