/**
 * The customer's book (docs/credit.md): the one writer of the customers' terms, of what went on an account (charges), what
 * took off it (payments and credit notes: credits), which credit paid which invoice (allocations)
 * and the admins' overrides. Every write locks the customer's row in `credit_accounts` first, so two
 * sales on one account at once are weighed one after the other against the limit; and every write
 * ends by settling: credit not yet allocated pays the oldest invoices still open, so a caller never
 * has to remember to.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { formatMoney, type Currency } from '../../shared/currency';
import { toDollars } from '../../shared/money';
import { creditErrors } from '../../shared/strings/credit';
import { dayAfter, localDate } from '../../shared/tax/financialYear';
import type { Caller } from '../auth/guard';
import { queryRows, type Database, type Transaction } from '../db/database';
import {
  accountAllocations,
  accountCharges,
  accountCredits,
  accountOverrides,
  creditAccounts,
  orders,
  users,
  type AccountCreditRow,
  type CreditAccountRow,
} from '../db/schema';
import { fieldRefusal, HttpError, notFound } from '../http/errors';
import { accountSums, chargeLeftSql, standingOf } from './accountBalance';

/** The customer's terms row, locked for the rest of `tx`; made (no credit) on first use. 404: no such customer. */
export async function lockAccount(tx: Transaction, customerId: string): Promise<CreditAccountRow> {
  const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId));
  if (!customer) throw notFound();
  await tx.insert(creditAccounts).values({ customerId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(creditAccounts)
    .where(eq(creditAccounts.customerId, customerId))
    .for('update');
  return row!;
}

/** Sets the customer's limit and terms, in `tx`. */
export async function setTerms(
  tx: Transaction,
  customerId: string,
  terms: { creditLimitCents: number; termsDays: number },
): Promise<void> {
  await lockAccount(tx, customerId);
  await tx
    .update(creditAccounts)
    .set({ ...terms, updatedAt: new Date() })
    .where(eq(creditAccounts.customerId, customerId));
}

/** Allocates the customer's unallocated credit to their open invoices, oldest first (its own invoice first for a credit note). */
async function settle(tx: Transaction, customerId: string): Promise<void> {
  const credits = await queryRows<{ id: string; order_id: string | null; left_cents: string | number }>(
    tx,
    sql`select cr.id, cr.order_id,
          cr.amount_cents - coalesce((select sum(a.amount_cents) from ${accountAllocations} a where a.credit_id = cr.id), 0) as left_cents
        from ${accountCredits} cr where cr.customer_id = ${customerId}
        and cr.amount_cents > coalesce((select sum(a.amount_cents) from ${accountAllocations} a where a.credit_id = cr.id), 0)
        order by cr.at, cr.id`,
  );
  if (credits.length === 0) return;
  const open = await queryRows<{ order_id: string; left_cents: string | number }>(
    tx,
    sql`select ch.order_id, ${chargeLeftSql(sql`ch`)} as left_cents
        from ${accountCharges} ch
        where ch.customer_id = ${customerId} and ch.invoiced_at is not null and ${chargeLeftSql(sql`ch`)} > 0
        order by ch.invoiced_at, ch.order_id`,
  );
  const charges = open.map((c) => ({ orderId: c.order_id, left: Number(c.left_cents) }));
  const allocations: { creditId: string; orderId: string; amountCents: number }[] = [];
  for (const credit of credits) {
    let left = Number(credit.left_cents);
    const own = charges.filter((c) => c.orderId === credit.order_id);
    for (const charge of [...own, ...charges.filter((c) => c.orderId !== credit.order_id)]) {
      if (left === 0) break;
      const paid = Math.min(left, charge.left);
      if (paid === 0) continue;
      allocations.push({ creditId: credit.id, orderId: charge.orderId, amountCents: paid });
      charge.left -= paid;
      left -= paid;
    }
  }
  // A credit and an invoice meet once per settling: each pair is one row.
  if (allocations.length > 0) await tx.insert(accountAllocations).values(allocations);
}

export interface ChargeRequest {
  orderId: string;
  customerId: string;
  amountCents: number;
  at: Date;
  /** Invoiced at once (a counter sale, whose invoice its transaction issues next); a web order is invoiced when shipped. */
  invoiced: boolean;
  caller: Caller;
  /** An admin's override of the limit and the overdue block, with why. */
  override: { reason: string } | null;
  currency: Currency;
  timeZone: string;
  /** Which request field a refusal names. */
  path: string;
}

/**
 * Puts `amountCents` of an order on the customer's account, in `tx`: refused (409, naming what is
 * available) beyond the available credit or while an invoice is over 30 days overdue, unless an admin
 * overrides (recorded with who and why).
 */
export async function chargeAccount(tx: Transaction, charge: ChargeRequest): Promise<void> {
  const terms = await lockAccount(tx, charge.customerId);
  const sums = (await accountSums(tx, [charge.customerId])).get(charge.customerId)!;
  const today = localDate(charge.at, charge.timeZone);
  const standing = standingOf(sums, terms, today);
  const over = charge.amountCents > standing.availableCents;
  const overdue = standing.blocked === 'overdue';
  if (over || overdue) {
    if (!charge.override) {
      const message = overdue
        ? creditErrors.overdue(standing.overdueDays)
        : creditErrors.overLimit(formatMoney(toDollars(standing.availableCents), charge.currency));
      throw fieldRefusal(409, charge.path, message);
    }
    if ((await charge.caller.role()) !== 'admin')
      throw new HttpError(403, { message: creditErrors.overrideAdminOnly });
    await tx.insert(accountOverrides).values({
      orderId: charge.orderId,
      customerId: charge.customerId,
      amountCents: charge.amountCents,
      availableCents: standing.availableCents,
      overdueDays: standing.overdueDays,
      reason: charge.override.reason,
      byUid: charge.caller.uid,
      byEmail: charge.caller.email,
      at: charge.at,
    });
  }
  await tx.insert(accountCharges).values({
    orderId: charge.orderId,
    customerId: charge.customerId,
    amountCents: charge.amountCents,
    placedAt: charge.at,
    ...(charge.invoiced && {
      invoicedAt: charge.at,
      dueOn: dayAfter(today, terms.termsDays),
    }),
  });
  if (charge.invoiced) await settle(tx, charge.customerId);
}

/**
 * Locks the account `orderId` was charged to and not yet invoiced on, if any, for the rest of `tx`: a move that will invoice
 * the charge takes it before the order's other rows, in the order placement on account takes them.
 */
export async function lockChargedAccount(tx: Transaction, orderId: string): Promise<void> {
  const [charge] = await tx
    .select({ customerId: accountCharges.customerId })
    .from(accountCharges)
    .where(and(eq(accountCharges.orderId, orderId), isNull(accountCharges.invoicedAt)));
  if (charge) await lockAccount(tx, charge.customerId);
}

/** The order's charge is invoiced now (a web order shipped, its invoice issued next): due the customer's terms from today. */
export async function invoiceCharge(tx: Transaction, orderId: string, timeZone: string): Promise<void> {
  const [charge] = await tx
    .select({ customerId: accountCharges.customerId })
    .from(accountCharges)
    .where(and(eq(accountCharges.orderId, orderId), isNull(accountCharges.invoicedAt)));
  if (!charge) return;
  const terms = await lockAccount(tx, charge.customerId);
  const at = new Date();
  await tx
    .update(accountCharges)
    .set({
      invoicedAt: at,
      dueOn: dayAfter(localDate(at, timeZone), terms.termsDays),
    })
    .where(eq(accountCharges.orderId, orderId));
  await settle(tx, charge.customerId);
}

/** An order on account cancelled before it was invoiced: it no longer counts against the limit. */
export async function cancelCharge(tx: Transaction, orderId: string): Promise<void> {
  await tx
    .update(accountCharges)
    .set({ cancelledAt: new Date() })
    .where(and(eq(accountCharges.orderId, orderId), isNull(accountCharges.invoicedAt)));
}

/** What an order put on an account, if anything: its customer and amount. */
export async function chargeOf(
  tx: Transaction,
  orderId: string,
): Promise<{ customerId: string; amountCents: number } | null> {
  const [charge] = await tx
    .select({ customerId: accountCharges.customerId, amountCents: accountCharges.amountCents })
    .from(accountCharges)
    .where(and(eq(accountCharges.orderId, orderId), isNotNull(accountCharges.invoicedAt)));
  return charge ?? null;
}

export type CreditRequest =
  | {
      kind: 'payment';
      customerId: string;
      paymentId: string;
      fingerprint: string;
      amountCents: number;
      method: NonNullable<AccountCreditRow['method']>;
      reference: string;
      sessionId: string | null;
      caller: Caller;
    }
  | {
      kind: 'credit_note';
      customerId: string;
      creditNoteNumber: string;
      orderId: string;
      amountCents: number;
      caller: Pick<Caller, 'uid' | 'email'>;
    };

/**
 * Takes a payment or a credit note off the customer's account, in `tx` (the account locked by the
 * caller or here), and allocates it. Answers its row; null when a payment of that `paymentId` was
 * recorded meanwhile (the caller answers that one).
 */
export async function creditAccount(
  tx: Transaction,
  credit: CreditRequest,
): Promise<AccountCreditRow | null> {
  await lockAccount(tx, credit.customerId);
  const [row] = await tx
    .insert(accountCredits)
    .values({
      customerId: credit.customerId,
      kind: credit.kind,
      amountCents: credit.amountCents,
      byUid: credit.caller.uid,
      byEmail: credit.caller.email,
      ...(credit.kind === 'payment'
        ? {
            paymentId: credit.paymentId,
            fingerprint: credit.fingerprint,
            method: credit.method,
            reference: credit.reference,
            sessionId: credit.sessionId,
          }
        : { creditNoteNumber: credit.creditNoteNumber, orderId: credit.orderId }),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await settle(tx, credit.customerId);
  return row;
}

/**
 * A refund's or a return's credit note takes `amountCents` off the account `orderId` was charged to,
 * in `tx` (nothing when the order put nothing on an account). `by`: who made the refund.
 */
export async function creditNoteOnAccount(
  tx: Transaction,
  note: { orderId: string; creditNoteNumber: string; amountCents: number; by: Pick<Caller, 'uid' | 'email'> },
): Promise<void> {
  const charge = await chargeOf(tx, note.orderId);
  if (!charge) return;
  await creditAccount(tx, {
    kind: 'credit_note',
    customerId: charge.customerId,
    creditNoteNumber: note.creditNoteNumber,
    orderId: note.orderId,
    amountCents: note.amountCents,
    caller: note.by,
  });
}

/** What `creditId` paid, oldest invoice first, with what is left of each now. */
export async function allocationsOf(tx: Database | Transaction, creditId: string) {
  return tx
    .select({
      invoiceNumber: orders.invoiceNumber,
      orderNumber: orders.number,
      amountCents: accountAllocations.amountCents,
      leftCents: sql<number>`${chargeLeftSql(sql`${accountCharges}`)}`.mapWith(Number),
    })
    .from(accountAllocations)
    .innerJoin(accountCharges, eq(accountCharges.orderId, accountAllocations.orderId))
    .innerJoin(orders, eq(orders.id, accountCharges.orderId))
    .where(eq(accountAllocations.creditId, creditId))
    .orderBy(asc(accountCharges.invoicedAt), asc(accountCharges.orderId));
}
