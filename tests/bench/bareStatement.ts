/**
 * The statement benchmark's ceiling: a bare Fastify in a process of its own running the shop's own
 * statement SQL (src/server/credit/statements.ts `statementSql`: the opening balance and the entries,
 * each dated in the shop's time zone, in one statement) for the customer's whole history, and summing
 * the running balance in a loop; no sign-in, validation, account summary or response schema.
 * `GET /statement?customerId=`. `bareStatement.ts postgres URL ZONE` or `bareStatement.ts pglite DIR ZONE`
 * (a PGlite data directory of its own, already filled; ZONE the shop's time zone). Prints its address
 * once listening.
 */
import Fastify from 'fastify';
import { statementSql } from '../../src/server/credit/statements';
import { openBareDatabase } from './bareDatabase';

interface Row {
  kind: string;
  at: string | Date | null;
  day: string | null;
  number: string | null;
  reference: string;
  cents: string | number;
}

const [kind, where, timeZone] = process.argv.slice(2);
const database = await openBareDatabase(kind!, where!);

const app = Fastify({ logger: false });
app.get('/statement', async (request) => {
  const { customerId } = request.query as { customerId: string };
  const tomorrow = new Date(Date.now() + 86_400_000);
  const [opening, ...rows] = await database.rowsOf<Row>(statementSql(customerId, null, tomorrow, timeZone!));
  let balance = Number(opening!.cents);
  const entries = rows.map((row) => {
    balance += Number(row.cents);
    return {
      kind: row.kind,
      at: row.at,
      date: row.day,
      reference: row.number ?? row.reference,
      amount: Number(row.cents) / 100,
      balance: balance / 100,
    };
  });
  return { entries, closingBalance: balance / 100 };
});
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
