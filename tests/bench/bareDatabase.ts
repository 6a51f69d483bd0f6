/**
 * The database of a ceiling that runs the shop's own SQL (bareSearch.ts, bareStatement.ts,
 * bareTaxExport.ts): the driver itself, with no drizzle session or type mapping between, on the
 * `postgres URL` or `pglite DIR` (a PGlite data directory of its own, already filled) it is given.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { preparedName } from '../../src/server/db/database';

export interface BareDatabase {
  /** The rows of a statement written as text with its parameters. */
  rows<Row>(text: string, params: unknown[]): Promise<Row[]>;
  /** The rows of one of the shop's drizzle statements, rendered as the shop renders it. */
  rowsOf<Row>(query: SQL): Promise<Row[]>;
  /** `rowsOf`, prepared by the name the shop gives it (queryPreparedRows), as the shop runs it. */
  preparedRowsOf<Row>(query: SQL): Promise<Row[]>;
}

export async function openBareDatabase(kind: string, where: string): Promise<BareDatabase> {
  const dialect = new PgDialect();
  let rows: BareDatabase['rows'];
  let preparedRows: BareDatabase['rows'];
  if (kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: where, max: 10 });
    rows = async (text, params) => (await pool.query(text, params)).rows;
    preparedRows = async (text, values) =>
      (await pool.query({ name: preparedName(text), text, values })).rows;
  } else {
    const client = await PGlite.create(where, { extensions: { pg_trgm } });
    rows = async <Row>(text: string, params: unknown[]) => (await client.query<Row>(text, params)).rows;
    preparedRows = rows;
  }
  /** `run` for a drizzle statement, rendered as the shop renders it. */
  const rendered =
    (run: BareDatabase['rows']) =>
    <Row>(query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      return run<Row>(sql, params);
    };
  return { rows, rowsOf: rendered(rows), preparedRowsOf: rendered(preparedRows) };
}
