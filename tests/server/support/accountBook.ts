/**
 * The customers' book as tests check it, like the stock ledger's invariant: every customer's balance
 * (invoiced less paid and credited) is what is left unpaid of their invoices less their unallocated
 * credit (src/server/credit/accountBalance.ts), and no invoice or credit is allocated beyond itself.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { accountSums, balanceHolds } from '../../../src/server/credit/accountBalance';
import type { Database } from '../../../src/server/db/database';

export async function expectAccountsBalance(db: Database): Promise<void> {
  const result = await db.execute(sql`select distinct customer_id from credit_accounts`);
  const ids = (result as unknown as { rows: { customer_id: string }[] }).rows.map((r) => r.customer_id);
  const sums = await accountSums(db, ids);
  expect([...sums.entries()].filter(([, s]) => !balanceHolds(s))).toEqual([]);
  const over = await db.execute(sql`
    select 'charge' as what, ch.order_id as id from account_charges ch
    where ch.amount_cents < coalesce((select sum(amount_cents) from account_allocations a where a.order_id = ch.order_id), 0)
    union all
    select 'credit', cr.id from account_credits cr
    where cr.amount_cents < coalesce((select sum(amount_cents) from account_allocations a where a.credit_id = cr.id), 0)`);
  expect((over as unknown as { rows: unknown[] }).rows).toEqual([]);
}
