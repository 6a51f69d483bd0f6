/**
 * The search benchmark's ceiling: a bare Fastify in a process of its own running exactly the
 * shop's search statement (src/server/catalogue/search.ts `searchStatement`) for the same query and
 * sending the database's row as it comes, with nothing else: no validation, no access control, no
 * serialisation of the cards. `bareSearch.ts postgres URL` or `bareSearch.ts pglite DIR` (a PGlite
 * data directory of its own, already filled). Prints its address once listening.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import pg from 'pg';
import { searchStatement } from '../../src/server/catalogue/search';
import { searchQuerySchema } from '../../src/shared/catalogueSchemas';

const [kind, where] = process.argv.slice(2);
const dialect = new PgDialect();
const run: (text: string, params: unknown[]) => Promise<unknown> =
  kind === 'postgres'
    ? (() => {
        const pool = new pg.Pool({ connectionString: where, max: 10 });
        return async (text, params) => (await pool.query(text, params)).rows[0];
      })()
    : await (async () => {
        const client = await PGlite.create(where, { extensions: { pg_trgm } });
        return async (text: string, params: unknown[]) => (await client.query(text, params)).rows[0];
      })();

const app = Fastify({ logger: false });
app.get('/search', async (request, reply) => {
  const { sql, params } = dialect.sqlToQuery(searchStatement(searchQuerySchema.parse(request.query)));
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(await run(sql, params)));
});
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
