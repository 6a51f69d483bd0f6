/**
 * A customer's statement for a period (docs/credit.md): the opening balance, each invoice on account,
 * payment and credit note with the running balance, and the closing balance. Read by one statement
 * over the customer's rows, which their indexes reach directly, however long their history.
 */
import { sql } from 'drizzle-orm';
import type { Statement, StatementQuery } from '../../shared/creditSchemas';
import { toDollars } from '../../shared/money';
import { accountPaymentMethodNames } from '../../shared/strings/credit';
import { dayRange, localDate } from '../../shared/tax/financialYear';
import type { AccountPaymentMethod } from '../../shared/creditKinds';
import { queryRows, type Database } from '../db/database';
import { accountCharges, accountCredits, orders } from '../db/schema';
import { accountOf } from './customerAccounts';

interface EntryRow {
  kind: 'invoice' | 'payment' | 'credit_note';
  at: Date | string;
  number: string | null;
  method: AccountPaymentMethod | null;
  reference: string;
  order_number: string | number | null;
  due_on: string | null;
  cents: string | number;
}

/** The customer's entries from `startsAt` (or the first) to before `endsBefore`, and what came before: one statement. */
export const statementSql = (customerId: string, startsAt: Date | null, endsBefore: Date) => {
  const from = startsAt?.toISOString() ?? null;
  const to = endsBefore.toISOString();
  return sql`
    with entries as (
      select 'invoice' as kind, ch.invoiced_at as at, o.invoice_number as number, null::text as method,
        '' as reference, o.number as order_number, ch.due_on::text as due_on, ch.amount_cents as cents
      from ${accountCharges} ch join ${orders} o on o.id = ch.order_id
      where ch.customer_id = ${customerId} and ch.invoiced_at is not null and ch.invoiced_at < ${to}::timestamptz
      union all
      select cr.kind, cr.at, cr.credit_note_number, cr.method, cr.reference, null, null, -cr.amount_cents
      from ${accountCredits} cr
      where cr.customer_id = ${customerId} and cr.at < ${to}::timestamptz
    )
    select kind, at, number, method, reference, order_number, due_on, cents from (
      select 0 as part, 'opening' as kind, null::timestamptz as at, null::text as number, null::text as method,
        '' as reference, null::bigint as order_number, null::text as due_on, coalesce(sum(cents), 0)::bigint as cents
      from entries where ${from}::timestamptz is not null and at < ${from}::timestamptz
      union all
      select 1, kind, at, number, method, reference, order_number, due_on, cents from entries
      where ${from}::timestamptz is null or at >= ${from}::timestamptz
    ) statement
    order by part, at, kind desc, number`;
};

export async function statementOf(
  db: Database,
  customerId: string,
  query: StatementQuery,
  timeZone: string,
): Promise<Statement> {
  const account = await accountOf(db, customerId, timeZone);
  const today = localDate(new Date(), timeZone);
  const to = query.to ?? today;
  const bounds = query.from ? dayRange(query.from, to < query.from ? query.from : to, timeZone) : null;
  const endsBefore = bounds?.endsBefore ?? dayRange(to, to, timeZone).endsBefore;
  const rows = await queryRows<EntryRow | (Omit<EntryRow, 'kind'> & { kind: 'opening' })>(
    db,
    statementSql(customerId, bounds?.startsAt ?? null, endsBefore),
  );
  let balance = 0;
  const entries: Statement['entries'] = [];
  for (const row of rows) {
    if (row.kind === 'opening') {
      balance = Number(row.cents);
      continue;
    }
    const at = new Date(row.at);
    balance += Number(row.cents);
    entries.push({
      kind: row.kind,
      at: at.toISOString(),
      date: localDate(at, timeZone),
      reference:
        row.kind === 'payment'
          ? [accountPaymentMethodNames[row.method!], row.reference].filter(Boolean).join(' ')
          : row.number!,
      orderNumber: row.order_number === null ? null : Number(row.order_number),
      dueOn: row.due_on,
      amount: toDollars(Number(row.cents)),
      balance: toDollars(balance),
    });
  }
  const openingCents = rows[0]?.kind === 'opening' ? Number(rows[0].cents) : 0;
  return {
    account,
    from: query.from ?? entries[0]?.date ?? to,
    to,
    openingBalance: toDollars(openingCents),
    entries,
    closingBalance: toDollars(balance),
  };
}
