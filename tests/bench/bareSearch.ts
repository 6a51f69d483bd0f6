/**
 * The search benchmark's ceiling: a bare Fastify in a process of its own running exactly the
 * shop's search statement (src/server/catalogue/search.ts `searchStatement`, prepared by the same
 * name on PostgreSQL) for the same query and sending the database's row as it comes, with nothing
 * else: no validation, no access control, no serialisation of the cards. `bareSearch.ts postgres
 * URL` or `bareSearch.ts pglite DIR` (a PGlite data directory of its own, already filled). Prints
 * its address once listening.
 */
import Fastify from 'fastify';
import { searchStatement } from '../../src/server/catalogue/search';
import { searchQuerySchema } from '../../src/shared/catalogueSchemas';
import { openBareDatabase } from './bareDatabase';

const [kind, where] = process.argv.slice(2);
const database = await openBareDatabase(kind!, where!);

const app = Fastify({ logger: false });
app.get('/search', async (request, reply) => {
  const [row] = await database.preparedRowsOf(searchStatement(searchQuerySchema.parse(request.query)));
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(row));
});
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
