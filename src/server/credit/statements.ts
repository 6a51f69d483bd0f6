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

/**
 * One entry as `statementSql` lists it: kind, instant (ISO 8601), day in the shop's time zone, the invoice's
 * or credit note's number, the payment's method and reference, the order's number, the invoice's due day,
 * and its amount in minor units (negative for what is paid or credited).
 */
type EntryTuple = [
  kind: Statement['entries'][number]['kind'],
  at: string,
  day: string,
  number: string | null,
  method: AccountPaymentMethod | null,
  reference: string,
  orderNumber: number | null,
  dueOn: string | null,
  cents: number,
];

/** `statementSql`'s one row: the balance before the period, and the period's entries as a JSON array of `EntryTuple`s. */
export interface StatementRow {
  opening_cents: string | number;
  entries: string;
}

/**
 * The customer's opening balance before `startsAt` (0 without one) and their entries from `startsAt`
 * (or the first) to before `endsBefore`, in order, dated in `timeZone`: one statement. A period with no
 * start begins at -infinity, so both bounds are always a range on the index (a null start tested in SQL
 * would not be), and a charge not invoiced yet (`invoiced_at` null) is in no range. The entries come as
 * one JSON value: thousands of rows of nine columns cost the drivers (PGlite above all) far more to read
 * field by field than one text to parse.
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
    select
      (coalesce((select sum(ch.amount_cents) from ${accountCharges} ch
          where ch.customer_id = ${customerId} and ch.invoiced_at < ${from}::timestamptz), 0)
        - coalesce((select sum(cr.amount_cents) from ${accountCredits} cr
          where cr.customer_id = ${customerId} and cr.at < ${from}::timestamptz), 0))::bigint as opening_cents,
      coalesce((
        select json_agg(json_build_array(kind, at, day, number, method, reference, order_number, due_on, cents)
          order by at, kind desc, number)
        from (
          select 'invoice' as kind, ch.invoiced_at as at, ${localDateSql(sql, sql`ch.invoiced_at`, timeZone)} as day,
            o.invoice_number as number, null::text as method, '' as reference, o.number as order_number,
            ch.due_on::text as due_on, ch.amount_cents as cents
          from ${accountCharges} ch join ${orders} o on o.id = ch.order_id
          where ch.customer_id = ${customerId}
            and ch.invoiced_at >= ${from}::timestamptz and ch.invoiced_at < ${to}::timestamptz
          union all
          select cr.kind, cr.at, ${localDateSql(sql, sql`cr.at`, timeZone)}, cr.credit_note_number, cr.method,
            cr.reference, null, null, -cr.amount_cents
          from ${accountCredits} cr
          where cr.customer_id = ${customerId} and cr.at >= ${from}::timestamptz and cr.at < ${to}::timestamptz
        ) entry
      ), '[]')::text as entries`;
};

/** The entries `statementSql` answered, in order. */
export const statementEntries = (row: Pick<StatementRow, 'entries'>): EntryTuple[] =>
  JSON.parse(row.entries) as EntryTuple[];

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
  const [row] = await queryRows<StatementRow>(
    db,
    statementSql(customerId, bounds?.startsAt ?? null, endsBefore, timeZone),
  );
  const openingCents = Number(row!.opening_cents);
  let balance = openingCents;
  const entries: Statement['entries'] = statementEntries(row!).map(
    ([kind, at, day, number, method, reference, orderNumber, dueOn, cents]) => {
      balance += cents;
      return {
        kind,
        at: new Date(at).toISOString(),
        date: day,
        reference:
          kind === 'payment'
            ? [accountPaymentMethodNames[method!], reference].filter(Boolean).join(' ')
            : number!,
        orderNumber,
        dueOn,
        amount: toDollars(cents),
        balance: toDollars(balance),
      };
    },
  );
  return {
    account,
    from: query.from ?? entries[0]?.date ?? to,
    to,
    openingBalance: toDollars(openingCents),
    entries,
    closingBalance: toDollars(balance),
  };
}
