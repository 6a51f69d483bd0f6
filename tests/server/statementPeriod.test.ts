/**
 * A statement's period in the shop's time zone (src/server/credit/statements.ts): its days begin at
 * the shop's midnight, not UTC's; what came before the first day is the opening balance, what comes
 * after the last is left out, and each entry is dated by the shop's calendar. The entries' days are
 * the database's (`localDateSql`), the period's bounds Node's (`dayRange`): both read the IANA time
 * zones, and agree across clock changes. A long account is read a page at a time, each page carrying
 * its balance on from the one before.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database';
import { STATEMENT_PAGE_ENTRIES } from '../../src/shared/creditSchemas';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { localDate, localDateSql } from '../../src/shared/tax/financialYear';
import { bodyOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment({ env: { SHOP_TIMEZONE: 'Asia/Kolkata' } });

/** A customer with a history written straight to the database: invoices and payments at exact instants. */
async function customerWith(
  history: { kind: 'invoice' | 'payment' | 'pending'; at: string; cents: number }[],
) {
  const session = await env.newUser('statement');
  const found = bodyOf(await env.api.lookupCustomers({ as: env.admin, query: { q: session.email } }));
  const customerId = found.customers[0]!.customerId;
  await env.db.execute(
    sql`insert into credit_accounts (customer_id, credit_limit_cents, terms_days) values (${customerId}, 1000000, 30)`,
  );
  for (const [index, entry] of history.entries()) {
    const id = `${customerId}-${index}`;
    if (entry.kind === 'payment') {
      await env.db.execute(sql`
        insert into account_credits (id, customer_id, kind, payment_id, amount_cents, method, reference, at, by_uid, by_email)
        values (${id}, ${customerId}, 'payment', ${id}, ${entry.cents}, 'bkash', ${`BK${index}`}, ${entry.at}::timestamptz,
          'test', 'test@toolshop.test')`);
      continue;
    }
    const invoiced = entry.kind === 'invoice';
    await env.db.execute(sql`
      insert into orders (id, email, product_id, product_name, price_cents, quantity, lines, line_names, total_cents,
        city, postal_code, country, phone, state, channel, payment_method, created_at, invoice_number)
      values (${id}, ${session.email}, 'tool', 'Tool', ${entry.cents}, 1, '[]'::jsonb, 'Tool', ${entry.cents},
        '', '', '', '', 'collected', 'counter', 'account', ${entry.at}::timestamptz, ${invoiced ? `INV/T/${id}` : null})`);
    await env.db.execute(sql`
      insert into account_charges (order_id, customer_id, amount_cents, placed_at, invoiced_at, due_on)
      values (${id}, ${customerId}, ${entry.cents}, ${entry.at}::timestamptz,
        ${invoiced ? entry.at : null}::timestamptz, ${invoiced ? '2026-05-01' : null}::date)`);
  }
  return customerId;
}

const statementOf = async (id: string, query: { from?: string; to?: string; page?: string }) => {
  const statement = bodyOf(await env.api.customerStatement({ as: env.admin, params: { id }, query }));
  return {
    ...statement,
    entries: statement.entries.map((e) => [e.kind, e.date, e.amount, e.balance]),
  };
};

describe("a statement's period in the shop's time zone", () => {
  it("opens at the shop's midnight: the instant before is the opening balance, the instant after the period is left out", async () => {
    // Kolkata is UTC+5:30: its 1 April begins at 18:30 UTC on 31 March.
    const id = await customerWith([
      { kind: 'invoice', at: '2026-03-31T18:29:59.999Z', cents: 10_000 },
      { kind: 'payment', at: '2026-03-31T18:30:00Z', cents: 3_000 },
      { kind: 'pending', at: '2026-04-01T10:00:00Z', cents: 7_000 },
      { kind: 'invoice', at: '2026-04-01T18:29:59.999Z', cents: 5_000 },
      { kind: 'payment', at: '2026-04-01T18:30:00Z', cents: 1_000 },
    ]);
    expect(await statementOf(id, { from: '2026-04-01', to: '2026-04-01' })).toMatchObject({
      from: '2026-04-01',
      to: '2026-04-01',
      openingBalance: 100,
      entries: [
        ['payment', '2026-04-01', -30, 70],
        ['invoice', '2026-04-01', 50, 120],
      ],
      closingBalance: 120,
    });
    expect(await statementOf(id, { to: '2026-04-01' })).toMatchObject({
      from: '2026-03-31',
      openingBalance: 0,
      entries: [
        ['invoice', '2026-03-31', 100, 100],
        ['payment', '2026-04-01', -30, 70],
        ['invoice', '2026-04-01', 50, 120],
      ],
      closingBalance: 120,
    });
    expect(await statementOf(id, { from: '2026-04-02', to: '2026-04-30' })).toMatchObject({
      openingBalance: 120,
      entries: [['payment', '2026-04-02', -10, 110]],
      closingBalance: 110,
    });
    expect(await statementOf(id, { from: '2026-03-01', to: '2026-03-30' })).toMatchObject({
      openingBalance: 0,
      entries: [],
      closingBalance: 0,
    });
  });

  it("dates instants as Node's calendar does, across clock changes, in the database's time zones", async () => {
    const zones = ['Asia/Kolkata', 'Asia/Dhaka', 'Europe/London', 'America/Santiago', 'Australia/Lord_Howe'];
    // Every 47 minutes 13 seconds through 2026, and either side of clock changes: Santiago's that
    // skips its midnight (6 September) and repeats its last hour (4 April), London's two.
    const changes = [
      '2026-09-06T04:00:00Z',
      '2026-04-05T03:00:00Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
    ];
    const instants = [
      ...Array.from({ length: 11_200 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 2_833_000)),
      ...changes.flatMap((change) => [-1, 0, 3_599_999].map((ms) => new Date(Date.parse(change) + ms))),
    ];
    for (const zone of zones) {
      const rows = await queryRows<{ day: string }>(
        env.db,
        sql`select ${localDateSql(sql, sql`at`, zone)} as day
          from unnest(${`{${instants.map((at) => at.toISOString()).join(',')}}`}::timestamptz[]) with ordinality as t(at, n) order by n`,
      );
      const mismatched = instants.filter((at, i) => rows[i]!.day !== localDate(at, zone));
      expect(mismatched.map((at) => `${zone} ${at.toISOString()}`)).toEqual([]);
    }
  });

  it('reads a long account a page at a time, newest first, each page bringing its balance forward', async () => {
    // 180 invoices of 10.00 and 60 payments of 15.00 from 1 June, one an hour: 240 entries, pages of 100, 100 and 40.
    // Two pairs share an instant across a page's edge (a payment sorts before an invoice at one instant):
    // the 100th and 101st, and the 200th and 201st, where page 2 is read from the oldest end and page 3
    // from the newest.
    const sharesInstant = (i: number) => i === 100 || i === 200;
    const history = Array.from({ length: 240 }, (_, i) => ({
      kind: i % 4 === 3 ? ('payment' as const) : ('invoice' as const),
      at: new Date(Date.UTC(2026, 5, 1) + (sharesInstant(i) ? i - 1 : i) * 3_600_000).toISOString(),
      cents: i % 4 === 3 ? 1_500 : 1_000,
    }));
    const id = await customerWith(history);
    const expectedBalances = history.reduce<number[]>(
      (balances, entry) => [
        ...balances,
        (balances.at(-1) ?? 0) + (entry.kind === 'payment' ? -entry.cents : entry.cents) / 100,
      ],
      [],
    );
    const newest = await statementOf(id, {});
    expect(newest).toMatchObject({
      page: 3,
      pages: 3,
      entryCount: 240,
      openingBalance: 0,
      closingBalance: 900,
    });
    expect(newest.entries).toHaveLength(40);
    expect(newest.broughtForward).toBe(expectedBalances[199]);

    const pages = [await statementOf(id, { page: '1' }), await statementOf(id, { page: '2' }), newest];
    expect(pages.map((p) => p.entries.length)).toEqual([STATEMENT_PAGE_ENTRIES, STATEMENT_PAGE_ENTRIES, 40]);
    expect(pages.map((p) => p.broughtForward)).toEqual([0, expectedBalances[99], expectedBalances[199]]);
    expect(pages.flatMap((p) => p.entries.map(([, , , balance]) => balance))).toEqual(expectedBalances);
    expect(pages.every((p) => p.from === '2026-06-01' && p.closingBalance === 900)).toBe(true);
    expect(await statementOf(id, { page: '99' })).toMatchObject({
      page: 3,
      broughtForward: expectedBalances[199],
    });

    // A period's pages count its own entries, carried on from its opening balance: Kolkata's 9 June
    // begins at 18:30 UTC on the 8th, the 187th hour.
    const lastDays = await statementOf(id, { from: '2026-06-09', page: '1' });
    expect(lastDays).toMatchObject({
      page: 1,
      pages: 1,
      entryCount: 53,
      openingBalance: expectedBalances[186],
    });
    expect(lastDays.broughtForward).toBe(lastDays.openingBalance);

    for (const page of ['0', 'x', '1.5']) {
      const refused = await env.api.customerStatement({ as: env.admin, params: { id }, query: { page } });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(apiErrors.badPage);
    }
  });
});
