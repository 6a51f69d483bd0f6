/**
 * Customers' accounts as the API shows them (docs/credit.md): terms, balance, what is available on
 * account; the counter's lookup; and the terms' one writer (`PATCH /customer/{id}/credit`).
 */
import { eq, ilike, inArray, or } from 'drizzle-orm';
import { MAX_LOOKUP_RESULTS, type CustomerAccount } from '../../shared/creditSchemas';
import { toCents, toDollars } from '../../shared/money';
import { localDate } from '../../shared/tax/financialYear';
import type { Caller } from '../auth/guard';
import { isStaff } from '../../shared/roles';
import type { Database, Transaction } from '../db/database';
import { containsPattern } from '../db/likePattern';
import { creditAccounts, users } from '../db/schema';
import { fieldRefusal, notFound } from '../http/errors';
import { creditErrors } from '../../shared/strings/credit';
import { accountSums, balanceCents, standingOf } from './accountBalance';
import { setTerms } from './accountLedger';

/** The accounts of `customerIds` as the API answers them, in that order; an unknown id is left out. */
export async function accountsOf(
  db: Database | Transaction,
  customerIds: string[],
  timeZone: string,
): Promise<CustomerAccount[]> {
  if (customerIds.length === 0) return [];
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      creditLimitCents: creditAccounts.creditLimitCents,
      termsDays: creditAccounts.termsDays,
    })
    .from(users)
    .leftJoin(creditAccounts, eq(creditAccounts.customerId, users.id))
    .where(inArray(users.id, customerIds));
  const sums = await accountSums(db, customerIds);
  const today = localDate(new Date(), timeZone);
  const byId = new Map(people.map((person) => [person.id, person]));
  return customerIds.flatMap((id) => {
    const person = byId.get(id);
    if (!person) return [];
    const s = sums.get(id)!;
    const creditLimitCents = person.creditLimitCents ?? 0;
    const standing = standingOf(s, { creditLimitCents }, today);
    return [
      {
        customerId: id,
        name: person.name,
        email: person.email,
        phone: person.phone,
        creditLimit: toDollars(creditLimitCents),
        termsDays: person.termsDays ?? 0,
        balance: toDollars(balanceCents(s)),
        owed: toDollars(s.owedCents),
        credit: toDollars(s.unallocatedCents),
        pending: toDollars(s.pendingCents),
        available: toDollars(standing.availableCents),
        overdueDays: standing.overdueDays,
        blocked: standing.blocked,
      },
    ];
  });
}

/** One customer's account; 404 for an unknown one. */
export async function accountOf(
  db: Database | Transaction,
  customerId: string,
  timeZone: string,
): Promise<CustomerAccount> {
  const [account] = await accountsOf(db, [customerId], timeZone);
  if (!account) throw notFound();
  return account;
}

/**
 * The account of `customerId` if `caller` may read it: staff any, a customer their own. Another
 * customer's is answered as an unknown one (404): whether it exists is not theirs to learn.
 */
export async function readableCustomerId(db: Database, customerId: string, caller: Caller): Promise<string> {
  if (isStaff(await caller.role())) return customerId;
  const [own] = await db.select({ id: users.id }).from(users).where(eq(users.uid, caller.uid));
  if (own?.id !== customerId) throw notFound();
  return customerId;
}

/**
 * Who a counter sale names as its customer: their Firebase account (so the sale is among their
 * orders) and email. An unknown id is refused on the request's `customerId`.
 */
export async function accountHolder(
  db: Database | Transaction,
  customerId: string,
): Promise<{ uid: string | null; email: string }> {
  const [holder] = await db
    .select({ uid: users.uid, email: users.email })
    .from(users)
    .where(eq(users.id, customerId));
  if (!holder) throw fieldRefusal(404, 'customerId', creditErrors.unknownCustomer);
  return holder;
}

/** Customers whose email, phone or name holds `q`, with their accounts. */
export async function lookUpCustomers(db: Database, q: string, timeZone: string): Promise<CustomerAccount[]> {
  const pattern = containsPattern(q.toLowerCase());
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.email, pattern), ilike(users.phone, pattern), ilike(users.name, pattern)))
    .orderBy(users.name, users.email)
    .limit(MAX_LOOKUP_RESULTS);
  return accountsOf(
    db,
    found.map((row) => row.id),
    timeZone,
  );
}

/** Sets a customer's limit and terms (a limit below what they owe is allowed: it refuses new sales). */
export async function setCreditTerms(
  db: Database,
  customerId: string,
  terms: { creditLimit: number; termsDays: number },
  timeZone: string,
): Promise<CustomerAccount> {
  await db.transaction((tx) =>
    setTerms(tx, customerId, { creditLimitCents: toCents(terms.creditLimit), termsDays: terms.termsDays }),
  );
  return accountOf(db, customerId, timeZone);
}
