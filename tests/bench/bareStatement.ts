/**
 * The statement benchmark's ceiling: a bare Fastify in a process of its own answering a customer's
 * statement with the shop's statement SQL (src/server/credit/statements.ts: the customer's invoices
 * on account and credits, the opening balance and the period's entries in one statement) and the
 * running balance summed in a loop; no sign-in, validation or account summary. `GET /statement?customerId=`.
 * `bareStatement.ts postgres URL` or `bareStatement.ts pglite DIR`. Prints its address once listening.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';

interface Row {
  kind: string;
  at: string | null;
  number: string | null;
  reference: string;
  cents: string | number;
}

const [kind, where] = process.argv.slice(2);
const rowsOf: (text: string, params: unknown[]) => Promise<Row[]> =
  kind === 'postgres'
    ? (() => {
        const pool = new pg.Pool({ connectionString: where, max: 10 });
        return async (text, params) => (await pool.query<Row>(text, params)).rows;
      })()
    : await (async () => {
        const client = await PGlite.create(where, { extensions: { pg_trgm } });
        return async (text: string, params: unknown[]) => (await client.query<Row>(text, params)).rows;
      })();

const STATEMENT = `
  with entries as (
    select 'invoice' as kind, ch.invoiced_at as at, o.invoice_number as number, null::text as method,
      '' as reference, o.number as order_number, ch.due_on::text as due_on, ch.amount_cents as cents
    from account_charges ch join orders o on o.id = ch.order_id
    where ch.customer_id = $1 and ch.invoiced_at is not null and ch.invoiced_at < $2::timestamptz
    union all
    select cr.kind, cr.at, cr.credit_note_number, cr.method, cr.reference, null, null, -cr.amount_cents
    from account_credits cr where cr.customer_id = $1 and cr.at < $2::timestamptz
  )
  select kind, at, number, method, reference, order_number, due_on, cents from (
    select 1 as part, kind, at, number, method, reference, order_number, due_on, cents from entries
  ) statement
  order by part, at, kind desc, number`;

const app = Fastify({ logger: false });
app.get('/statement', async (request) => {
  const { customerId } = request.query as { customerId: string };
  const rows = await rowsOf(STATEMENT, [customerId, new Date(Date.now() + 86_400_000).toISOString()]);
  let balance = 0;
  const entries = rows.map((row) => {
    balance += Number(row.cents);
    return {
      kind: row.kind,
      at: row.at,
      reference: row.number ?? row.reference,
      amount: Number(row.cents) / 100,
      balance: balance / 100,
    };
  });
  return { entries, closingBalance: balance / 100 };
});
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
