/**
 * A customer's statement for a period (docs/credit.md): the opening balance, each invoice on account,
 * payment and credit note with the running balance, and the closing balance. Read by one statement
 * whose every part is one range of the customer's rows on their indexes (account_charges on
 * (customer_id, invoiced_at), account_credits on (customer_id, at)), however long their history: the
 * opening balance sums the rows before the period, the entries are the rows in it, each with its day
 * in the shop's time zone. On screen a long account comes a page at a time (the newest first), each
 * page bringing its balance forward; its PDF and email carry every entry.
 */
import { sql, type SQL } from 'drizzle-orm';
import { STATEMENT_PAGE_ENTRIES, type Statement, type StatementQuery } from '../../shared/creditSchemas';
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

/** `statementSql`'s one row: the balance before the period, the period's count and sum, the page shown, the balance before it, and its entries as a JSON array of `EntryTuple`s. */
export interface StatementRow {
  opening_cents: string | number;
  entry_count: number;
  period_cents: string | number;
  page: number;
  pages: number;
  before_page_cents: string | number;
  first_day: string | null;
  entries: string;
}

/** Which entries of a period a statement shows: a page of `size` (the last when `page` is null or past it), or every one. */
export type StatementPaging = { page: number | null; size: number } | 'every entry';

/**
 * The customer's opening balance before `startsAt` and their entries from `startsAt` to before
 * `endsBefore`, in order, dated in `timeZone`, a page of them at a time: one statement. A period with
 * no start begins at -infinity, so both bounds are always a range on the index (a null start tested in
 * SQL would not be), and a charge not invoiced yet (`invoiced_at` null) is in no range.
 *
 * However long the account, a page reads little: the period's count and sum come from its index
 * ranges, and its entries are read from whichever end of the period is nearer the page (oldest first
 * for a page in the first half, newest first otherwise; the newest page, the screen's first, reads
 * only its own), each table's range on its index up to the page's far edge. The balance the page
 * brings forward is then the opening balance plus the entries before it, or the closing balance less
 * the entries from it on. Only the page's entries are dated and built into JSON, as one value:
 * rows of nine columns cost the drivers (PGlite above all) far more to read field by field than one
 * text to parse.
 */
export const statementSql = (
  customerId: string,
  startsAt: Date | null,
  endsBefore: Date,
  timeZone: string,
  paging: StatementPaging,
) => {
  const from = startsAt?.toISOString() ?? '-infinity';
  const to = endsBefore.toISOString();
  const size = paging === 'every entry' ? null : paging.size;
  const page = paging === 'every entry' ? null : paging.page;
  const chargeInPeriod = sql`ch.customer_id = ${customerId}
    and ch.invoiced_at >= ${from}::timestamptz and ch.invoiced_at < ${to}::timestamptz`;
  const creditInPeriod = sql`cr.customer_id = ${customerId}
    and cr.at >= ${from}::timestamptz and cr.at < ${to}::timestamptz`;
  const charges = sql`from ${accountCharges} ch where ${chargeInPeriod}`;
  const credits = sql`from ${accountCredits} cr where ${creditInPeriod}`;
  // Each entry's row id breaks the last ties (two payments at one instant have no number), so both
  // ends of the period read the same order.
  const chargeEntries = sql`select 'invoice' as kind, ch.invoiced_at as at, o.invoice_number as number,
      ch.order_id as id, null::text as method, '' as reference, o.number as order_number,
      ch.due_on::text as due_on, ch.amount_cents as cents
    from ${accountCharges} ch join ${orders} o on o.id = ch.order_id where ${chargeInPeriod}`;
  const creditEntries = sql`select cr.kind, cr.at, cr.credit_note_number as number, cr.id, cr.method,
      cr.reference, null::int as order_number, null::text as due_on, -cr.amount_cents as cents
    ${credits}`;
  /** The period's first `count` entries (`asc`) or last (`desc`), each table read from that end of its index. */
  const fromEnd = (end: 'asc' | 'desc', count: SQL) => {
    const [dir, kindDir] =
      end === 'asc' ? [sql.raw('asc'), sql.raw('desc')] : [sql.raw('desc'), sql.raw('asc')];
    return sql`
      (${chargeEntries} order by ch.invoiced_at ${dir}, o.invoice_number ${dir}, ch.order_id ${dir} limit ${count})
      union all
      (${creditEntries} order by cr.at ${dir}, cr.kind ${kindDir}, cr.credit_note_number ${dir}, cr.id ${dir}
        limit ${count})`;
  };
  return sql`
    with period as materialized (
      select
        ((select count(*) ${charges}) + (select count(*) ${credits}))::int as entry_count,
        (coalesce((select sum(ch.amount_cents) ${charges}), 0)
          - coalesce((select sum(cr.amount_cents) ${credits}), 0))::bigint as period_cents,
        least((select min(ch.invoiced_at) ${charges}), (select min(cr.at) ${credits})) as first_at
    ),
    shown as materialized (
      select period.*, pages, page, (page - 1) * size as skipped, size, (page - 1) * size * 2 < entry_count as near_start
      from period,
        lateral (select coalesce(${size}::int, greatest(entry_count, 1)) as size) s,
        lateral (select greatest(ceil(entry_count::numeric / size)::int, 1) as pages) p,
        lateral (select least(coalesce(${page}::int, pages), pages) as page) q
    ),
    near as (
      select e.*, row_number() over (order by at, kind desc, number, id) as n
      from (${fromEnd('asc', sql`(select skipped + size from shown)`)}) e
      where (select near_start from shown)
      union all
      select e.*,
        (select entry_count from shown) + 1 - row_number() over (order by at desc, kind, number desc, id desc)
      from (${fromEnd('desc', sql`(select entry_count - skipped from shown)`)}) e
      where not (select near_start from shown)
    )
    select
      (coalesce((select sum(ch.amount_cents) from ${accountCharges} ch
          where ch.customer_id = ${customerId} and ch.invoiced_at < ${from}::timestamptz), 0)
        - coalesce((select sum(cr.amount_cents) from ${accountCredits} cr
          where cr.customer_id = ${customerId} and cr.at < ${from}::timestamptz), 0))::bigint as opening_cents,
      shown.entry_count, shown.period_cents, shown.page, shown.pages,
      (case when shown.near_start
        then (select coalesce(sum(cents), 0) from near where n <= shown.skipped)
        else shown.period_cents - (select coalesce(sum(cents), 0) from near where n > shown.skipped)
      end)::bigint as before_page_cents,
      ${localDateSql(sql, sql`shown.first_at`, timeZone)} as first_day,
      coalesce((
        select json_agg(json_build_array(kind, at, ${localDateSql(sql, sql`at`, timeZone)}, number, method,
            reference, order_number, due_on, cents) order by n)
        from near where n > shown.skipped and n <= shown.skipped + shown.size
      ), '[]')::text as entries
    from shown`;
};

/** The entries `statementSql` answered, in order. */
export const statementEntries = (row: Pick<StatementRow, 'entries'>): EntryTuple[] =>
  JSON.parse(row.entries) as EntryTuple[];

/**
 * The statement of `query`'s period: on screen a page of `STATEMENT_PAGE_ENTRIES` (the newest unless
 * `query.page` says which), each entry's running balance carried from the period's opening balance;
 * for its PDF and email, `'every entry'`.
 */
export async function statementOf(
  db: Database,
  customerId: string,
  query: StatementQuery,
  timeZone: string,
  entries: 'a page' | 'every entry' = 'a page',
): Promise<Statement> {
  const account = await accountOf(db, customerId, timeZone);
  const today = localDate(new Date(), timeZone);
  const to = query.to ?? today;
  const bounds = query.from ? dayRange(query.from, to < query.from ? query.from : to, timeZone) : null;
  const endsBefore = bounds?.endsBefore ?? dayRange(to, to, timeZone).endsBefore;
  const paging: StatementPaging =
    entries === 'every entry' ? entries : { page: query.page ?? null, size: STATEMENT_PAGE_ENTRIES };
  const [row] = await queryRows<StatementRow>(
    db,
    statementSql(customerId, bounds?.startsAt ?? null, endsBefore, timeZone, paging),
  );
  const openingCents = Number(row!.opening_cents);
  const broughtForwardCents = openingCents + Number(row!.before_page_cents);
  let balance = broughtForwardCents;
  const pageEntries: Statement['entries'] = statementEntries(row!).map(
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
    from: query.from ?? row!.first_day ?? to,
    to,
    openingBalance: toDollars(openingCents),
    page: row!.page,
    pages: row!.pages,
    entryCount: row!.entry_count,
    broughtForward: toDollars(broughtForwardCents),
    entries: pageEntries,
    closingBalance: toDollars(openingCents + Number(row!.period_cents)),
  };
}
