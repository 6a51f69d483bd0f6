/**
 * The customer's balance rule, once (docs/credit.md), in SQL and in TypeScript. A customer's balance
 * is what their invoices on account came to, less every payment and credit note: the statement's
 * closing balance. It always equals what is left unpaid of their invoices less the credit no invoice
 * took yet, which is how the API splits it (`owed`, `credit`). Orders placed on account on the web
 * and not invoiced yet are `pending`: they count against the limit from placement.
 */
import { sql, type SQL } from 'drizzle-orm';
import { availableCents, OVERDUE_BLOCK_DAYS, type AccountBlock } from '../../shared/creditSchemas';
import { queryRows, type Database, type Transaction } from '../db/database';
import { accountAllocations, accountCharges, accountCredits } from '../db/schema';

/** One customer's sums, in minor units, as the SQL below reads them. */
export interface AccountSums {
  invoicedCents: number;
  creditedCents: number;
  pendingCents: number;
  /** What is left unpaid of the invoices. */
  owedCents: number;
  /** Payments and credit notes not allocated to an invoice yet. */
  unallocatedCents: number;
  /** The due day of the oldest invoice not fully paid, or null. */
  oldestUnpaidDueOn: string | null;
}

/** What is left to pay of one charge: its amount less what was allocated to it (SQL, over `charge`). */
export const chargeLeftSql = (charge: SQL): SQL =>
  sql`(${charge}.amount_cents - coalesce((select sum(a.amount_cents) from ${accountAllocations} a where a.order_id = ${charge}.order_id), 0))`;

/**
 * The sums of `customerIds`' accounts, one row each, in one statement. Each customer's charges and
 * credits are read once, each joined to its allocations and grouped (what is left of a charge is
 * `chargeLeftSql`'s amount less its allocations; what is left of a credit likewise): a join the
 * planner runs as one pass, where a subquery per row ran once for each of thousands of invoices.
 */
export const accountSumsSql = (customerIds: SQL): SQL => sql`
  select c.id as customer_id,
    coalesce(charges.invoiced_cents, 0)::bigint as invoiced_cents,
    coalesce(credits.credited_cents, 0)::bigint as credited_cents,
    coalesce(charges.pending_cents, 0)::bigint as pending_cents,
    coalesce(charges.owed_cents, 0)::bigint as owed_cents,
    coalesce(credits.unallocated_cents, 0)::bigint as unallocated_cents,
    charges.oldest_unpaid_due_on::text as oldest_unpaid_due_on
  from (select unnest(${customerIds}::text[]) as id) c
  left join lateral (
    select sum(ch.amount_cents) filter (where ch.invoiced_at is not null) as invoiced_cents,
      sum(ch.amount_cents) filter (where ch.invoiced_at is null and ch.cancelled_at is null) as pending_cents,
      sum(ch.left_cents) filter (where ch.invoiced_at is not null) as owed_cents,
      min(ch.due_on) filter (where ch.invoiced_at is not null and ch.left_cents > 0) as oldest_unpaid_due_on
    from (
      select ch.invoiced_at, ch.cancelled_at, ch.due_on, ch.amount_cents,
        ch.amount_cents - coalesce(sum(a.amount_cents), 0) as left_cents
      from ${accountCharges} ch left join ${accountAllocations} a on a.order_id = ch.order_id
      where ch.customer_id = c.id
      group by ch.order_id
    ) ch
  ) charges on true
  left join lateral (
    select sum(cr.amount_cents) as credited_cents, sum(cr.left_cents) as unallocated_cents
    from (
      select cr.amount_cents, cr.amount_cents - coalesce(sum(a.amount_cents), 0) as left_cents
      from ${accountCredits} cr left join ${accountAllocations} a on a.credit_id = cr.id
      where cr.customer_id = c.id
      group by cr.id
    ) cr
  ) credits on true`;

interface SumsRow {
  customer_id: string;
  invoiced_cents: string | number;
  credited_cents: string | number;
  pending_cents: string | number;
  owed_cents: string | number;
  unallocated_cents: string | number;
  oldest_unpaid_due_on: string | null;
}

/** The sums of each of `customerIds`' accounts, by id. */
export async function accountSums(
  db: Database | Transaction,
  customerIds: string[],
): Promise<Map<string, AccountSums>> {
  if (customerIds.length === 0) return new Map();
  const rows = await queryRows<SumsRow>(db, accountSumsSql(sql`${`{${customerIds.join(',')}}`}`));
  return new Map(
    rows.map((row) => [
      row.customer_id,
      {
        invoicedCents: Number(row.invoiced_cents),
        creditedCents: Number(row.credited_cents),
        pendingCents: Number(row.pending_cents),
        owedCents: Number(row.owed_cents),
        unallocatedCents: Number(row.unallocated_cents),
        oldestUnpaidDueOn: row.oldest_unpaid_due_on,
      },
    ]),
  );
}

/** The balance: invoiced less paid and credited. */
export const balanceCents = (sums: Pick<AccountSums, 'invoicedCents' | 'creditedCents'>): number =>
  sums.invoicedCents - sums.creditedCents;

/**
 * Whether the rule holds: the balance is what is left unpaid of the invoices less the unallocated
 * credit (tests check it after every test, like the stock ledger's).
 */
export const balanceHolds = (sums: AccountSums): boolean =>
  balanceCents(sums) === sums.owedCents - sums.unallocatedCents;

const DAY_MS = 86_400_000;

/** Days from `dueOn` to `today` (both YYYY-MM-DD): positive once past due. */
export const daysPastDue = (dueOn: string, today: string): number =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / DAY_MS);

/** The account's standing today: what is available, how overdue, and whether on account is refused. */
export function standingOf(
  sums: AccountSums,
  terms: { creditLimitCents: number },
  today: string,
): { availableCents: number; overdueDays: number; blocked: AccountBlock | null } {
  const available = availableCents({
    creditLimitCents: terms.creditLimitCents,
    balanceCents: balanceCents(sums),
    pendingCents: sums.pendingCents,
  });
  const overdueDays = sums.oldestUnpaidDueOn ? Math.max(0, daysPastDue(sums.oldestUnpaidDueOn, today)) : 0;
  const blocked = overdueDays > OVERDUE_BLOCK_DAYS ? 'overdue' : available === 0 ? 'no_credit' : null;
  return { availableCents: available, overdueDays, blocked };
}
