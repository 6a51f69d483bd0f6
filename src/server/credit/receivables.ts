/**
 * Receivables (docs/credit.md): each customer's unpaid invoices on account by days past due (not
 * due, 1–30, 31–60, 61–90, over 90) less their unallocated credit, with totals.
 */
import { sql } from 'drizzle-orm';
import {
  AGEING_BUCKETS,
  type RECEIVABLES_SORTS,
  ageingBucketOf,
  type AgeingBucket,
  type Receivables,
} from '../../shared/creditSchemas';
import { toDollars } from '../../shared/money';
import { localDate } from '../../shared/tax/financialYear';
import { queryRows, type Database } from '../db/database';
import { accountAllocations, accountCharges, accountCredits, users } from '../db/schema';
import { chargeLeftSql, daysPastDue } from './accountBalance';

type Sort = (typeof RECEIVABLES_SORTS)[number];

interface Aged extends Record<AgeingBucket, number> {
  balance: number;
}

const emptyAged = (): Aged => ({
  balance: 0,
  notDue: 0,
  days1to30: 0,
  days31to60: 0,
  days61to90: 0,
  over90: 0,
});

export async function receivablesOf(
  db: Database,
  query: { asOf?: string; sort: Sort; dir: 'asc' | 'desc' },
  timeZone: string,
): Promise<Receivables> {
  const asOf = query.asOf ?? localDate(new Date(), timeZone);
  const rows = await queryRows<{
    customer_id: string;
    name: string | null;
    email: string | null;
    due_on: string | null;
    cents: string | number;
  }>(
    db,
    sql`
      select ch.customer_id, u.name, u.email, ch.due_on::text as due_on, ${chargeLeftSql(sql`ch`)} as cents
      from ${accountCharges} ch left join ${users} u on u.id = ch.customer_id
      where ch.invoiced_at is not null and ${chargeLeftSql(sql`ch`)} > 0
      union all
      select cr.customer_id, u.name, u.email, null,
        -(cr.amount_cents - coalesce((select sum(a.amount_cents) from ${accountAllocations} a where a.credit_id = cr.id), 0))
      from ${accountCredits} cr left join ${users} u on u.id = cr.customer_id
      where cr.amount_cents > coalesce((select sum(a.amount_cents) from ${accountAllocations} a where a.credit_id = cr.id), 0)`,
  );
  const byCustomer = new Map<string, { name: string; email: string; cents: Aged }>();
  const totals = emptyAged();
  for (const row of rows) {
    const cents = Number(row.cents);
    const customer = byCustomer.get(row.customer_id) ?? {
      name: row.name ?? '',
      email: row.email ?? '',
      cents: emptyAged(),
    };
    byCustomer.set(row.customer_id, customer);
    customer.cents.balance += cents;
    totals.balance += cents;
    if (row.due_on) {
      const bucket = ageingBucketOf(daysPastDue(row.due_on, asOf));
      customer.cents[bucket] += cents;
      totals[bucket] += cents;
    }
  }
  const dollars = (aged: Aged): Aged => ({
    balance: toDollars(aged.balance),
    notDue: toDollars(aged.notDue),
    days1to30: toDollars(aged.days1to30),
    days31to60: toDollars(aged.days31to60),
    days61to90: toDollars(aged.days61to90),
    over90: toDollars(aged.over90),
  });
  const sign = query.dir === 'asc' ? 1 : -1;
  const listed = [...byCustomer.entries()]
    .map(([customerId, { name, email, cents }]) => ({ customerId, name, email, ...dollars(cents) }))
    .sort((a, b) =>
      query.sort === 'customer'
        ? sign * (a.name || a.email).localeCompare(b.name || b.email)
        : sign * (a[query.sort] - b[query.sort]) || a.customerId.localeCompare(b.customerId),
    );
  const overdueCents = AGEING_BUCKETS.filter((b) => b !== 'notDue').reduce((sum, b) => sum + totals[b], 0);
  return { asOf, rows: listed, totals: { ...dollars(totals), overdue: toDollars(overdueCents) } };
}
