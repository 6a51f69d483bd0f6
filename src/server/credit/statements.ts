/**
 * A customer's statement for a period (docs/credit.md): the opening balance, each invoice on account,
 * payment and credit note with the running balance, and the closing balance. Read by one statement
 * whose every part is one range of the customer's rows on their indexes (account_charges on
 * (customer_id, invoiced_at), account_credits on (customer_id, at)), however long their history: the
 * opening balance sums the rows before the period, the entries are the rows in it, each with its day
 * in the shop's time zone.
 */
import { sql } from 'drizzle-orm';
import type { Statement, StatementQuery } from '../../shared/creditSchemas';
import { toDollars } from '../../shared/money';
import { accountPaymentMethodNames } from '../../shared/strings/credit';
import { dayRange, localDate, localDateSql } from '../../shared/tax/financialYear';
import type { AccountPaymentMethod } from '../../shared/creditKinds';
import { queryRows, type Database } from '../db/database';
import { accountCharges, accountCredits, orders } from '../db/schema';
import { accountOf } from './customerAccounts';

/** `statementSql`'s first row: the balance before the period. */
interface OpeningRow {
  kind: 'opening';
  cents: string | number;
}

/** `statementSql`'s other rows: the period's entries in order. */
interface EntryRow {
  kind: Statement['entries'][number]['kind'];
  at: Date | string;
  /** The entry's day in the shop's time zone, 'YYYY-MM-DD'. */
  day: string;
  number: string | null;
  method: AccountPaymentMethod | null;
  reference: string;
  order_number: string | number | null;
  due_on: string | null;
  cents: string | number;
}

/**
 * The customer's opening balance before `startsAt` (0 without one) and their entries from `startsAt`
 * (or the first) to before `endsBefore`, dated in `timeZone`: one statement. A period with no start
 * begins at -infinity, so both bounds are always a range on the index (a null start tested in SQL would
 * not be), and a charge not invoiced yet (`invoiced_at` null) is in no range.
 */
export const statementSql = (
  customerId: string,
  startsAt: Date | null,
  endsBefore: Date,
  timeZone: string,
) => {
  const from = startsAt?.toISOString() ?? '-infinity';
  const to = endsBefore.toISOString();
  return sql`
    select kind, at, day, number, method, reference, order_number, due_on, cents from (
      select 0 as part, 'opening' as kind, null::timestamptz as at, null::text as day, null::text as number,
        null::text as method, '' as reference, null::bigint as order_number, null::text as due_on,
        (coalesce((select sum(ch.amount_cents) from ${accountCharges} ch
            where ch.customer_id = ${customerId} and ch.invoiced_at < ${from}::timestamptz), 0)
          - coalesce((select sum(cr.amount_cents) from ${accountCredits} cr
            where cr.customer_id = ${customerId} and cr.at < ${from}::timestamptz), 0))::bigint as cents
      union all
      select 1, 'invoice', ch.invoiced_at, ${localDateSql(sql, sql`ch.invoiced_at`, timeZone)}, o.invoice_number,
        null, '', o.number, ch.due_on::text, ch.amount_cents
      from ${accountCharges} ch join ${orders} o on o.id = ch.order_id
      where ch.customer_id = ${customerId}
        and ch.invoiced_at >= ${from}::timestamptz and ch.invoiced_at < ${to}::timestamptz
      union all
      select 1, cr.kind, cr.at, ${localDateSql(sql, sql`cr.at`, timeZone)}, cr.credit_note_number, cr.method,
        cr.reference, null, null, -cr.amount_cents
      from ${accountCredits} cr
      where cr.customer_id = ${customerId} and cr.at >= ${from}::timestamptz and cr.at < ${to}::timestamptz
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
  const [opening, ...rows] = (await queryRows<OpeningRow | EntryRow>(
    db,
    statementSql(customerId, bounds?.startsAt ?? null, endsBefore, timeZone),
  )) as [OpeningRow, ...EntryRow[]];
  const openingCents = Number(opening.cents);
  let balance = openingCents;
  const entries: Statement['entries'] = [];
  for (const row of rows) {
    balance += Number(row.cents);
    entries.push({
      kind: row.kind,
      at: new Date(row.at).toISOString(),
      date: row.day,
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
  return {
    account,
    from: query.from ?? entries[0]?.date ?? to,
    to,
    openingBalance: toDollars(openingCents),
    entries,
    closingBalance: toDollars(balance),
  };
}
