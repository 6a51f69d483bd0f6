/**
 * The statement benchmark's ceiling: a bare Fastify in a process of its own running the shop's own
 * statement SQL (src/server/credit/statements.ts `statementSql`: the opening balance and the entries,
 * each dated in the shop's time zone, in one statement) for the customer's whole history, its newest
 * page as the shop's screen asks, and summing the running balance in a loop; no sign-in, validation,
 * account summary or response schema.
 * `GET /statement?customerId=`. `bareStatement.ts postgres URL ZONE` or `bareStatement.ts pglite DIR ZONE`
 * (a PGlite data directory of its own, already filled; ZONE the shop's time zone). Prints its address
 * once listening.
 */
import Fastify from 'fastify';
import { STATEMENT_PAGE_ENTRIES } from '../../src/shared/creditSchemas';
import { statementEntries, statementSql, type StatementRow } from '../../src/server/credit/statements';
import { openBareDatabase } from './bareDatabase';

const [kind, where, timeZone] = process.argv.slice(2);
const database = await openBareDatabase(kind!, where!);

const app = Fastify({ logger: false });
app.get('/statement', async (request) => {
  const { customerId } = request.query as { customerId: string };
  const tomorrow = new Date(Date.now() + 86_400_000);
  const [row] = await database.rowsOf<StatementRow>(
    statementSql(customerId, null, tomorrow, timeZone!, { page: null, size: STATEMENT_PAGE_ENTRIES }),
  );
  let balance = Number(row!.opening_cents) + Number(row!.before_page_cents);
  const entries = statementEntries(row!).map(([entryKind, at, day, number, , reference, , , cents]) => {
    balance += cents;
    return {
      kind: entryKind,
      at,
      date: day,
      reference: number ?? reference,
      amount: cents / 100,
      balance: balance / 100,
    };
  });
  return { entries, closingBalance: balance / 100 };
});
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
