/**
 * Opens the database: embedded PGlite by default, PostgreSQL through a node-postgres pool
 * when DATABASE_URL is set. Both speak the same drizzle schema and migrations.
 */
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { getTableColumns, type Column, type Query, type SQL, type Table } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createLocalEventBus, type EventBus } from '../events/bus';
import { makePrivate } from '../dataFolder';
import { createPostgresEventBus } from '../events/postgresBus';
import { lockFolder } from './folderLock';
import { pgliteForDrizzle } from './pgliteForDrizzle';

/**
 * Drizzle without the schema's relational queries (none are used): with them, every transaction
 * built a query builder for each of the schema's tables, 0.08 ms of a payment's CPU.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** The rows a raw SQL statement answers, on either driver. */
export async function queryRows<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();

/** A prepared statement's name, made from its text: each text is prepared once per connection. */
export const preparedName = (text: string): string =>
  `q_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

/**
 * `queryRows` for a long statement run often, whose values are all parameters (the search): on
 * PostgreSQL it is prepared by name, so each connection parses and analyses it once. PostgreSQL
 * still plans each run for its values unless a generic plan is estimated no dearer (for the search
 * it never is). PGlite runs it as `queryRows` does.
 */
export async function queryPreparedRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  return runNamed(db, built, preparedName(built.sql));
}

/** A built statement run under its prepared name (PGlite ignores the name), its placeholders filled. */
async function runNamed<Row>(
  db: Database | Transaction,
  query: Query,
  name: string,
  values?: Record<string, unknown>,
): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(query, undefined, name, false);
  return ((await prepared.execute(values)) as { rows: Row[] }).rows;
}

/**
 * Statements whose text depends on a shape only, each built once: `build` writes every value that
 * changes from run to run as `sql.placeholder(name)`, and each run fills them from its values (with
 * their columns' encoders); what the shape fixes (a state, a kind) is written into the text as a
 * literal, as a hand-written statement would, not bound at every run. For the statements of every
 * payment: drizzle building one's tree and text again at each run cost more CPU than PGlite's own
 * work on a short statement (tests/bench/PAYMENT.md). On PostgreSQL each is prepared by name,
 * parsed once per connection.
 */
export function statementsByShape<Shape>(
  keyOf: (shape: Shape) => string,
  build: (shape: Shape, db: Database | Transaction) => SQL,
) {
  const built = new Map<string, { query: Query; name: string }>();
  return async function run<Row>(
    db: Database | Transaction,
    shape: Shape,
    values: Record<string, unknown>,
  ): Promise<Row[]> {
    const key = keyOf(shape);
    let statement = built.get(key);
    if (!statement) {
      const query = dialect.sqlToQuery(build(shape, db).inlineParams());
      statement = { query, name: preparedName(query.sql) };
      built.set(key, statement);
    }
    return runNamed(db, statement.query, statement.name, values);
  };
}

/** Each table's columns by their keys, listed once: `rowFrom` runs for every row read as JSON. */
const columnLists = new WeakMap<Table, [string, Column][]>();

/** A row as `row_to_json` gives it, turned into the table's typed row by its own column mappers. */
export function rowFrom<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  let columns = columnLists.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnLists.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** A transaction of that database, as `db.transaction(async (tx) => …)` hands it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseLocation =
  | {
      kind: 'pglite';
      /** null: in memory */
      dataDir: string | null;
      /** A new database's first contents: a tarball of another's folder, as `dumpDataDir` writes it. */
      startFrom?: Blob;
    }
  | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  /**
   * Applies the generated migrations that have not run yet, then `afterMigrate` (seeding), while no
   * other API instance does the same: on PostgreSQL under an advisory lock held on one connection;
   * a PGlite directory belongs to a single process anyway.
   */
  prepare(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  /**
   * The bus that carries events between the API instances on this database: on
   * PostgreSQL a new LISTEN connection per call (one per instance); on PGlite the process's one bus.
   */
  openEventBus(): Promise<EventBus>;
  /**
   * The embedded database itself, which backups copy; null on PostgreSQL. Its rows are read through
   * `db` only: it reads dates and timestamps as text, for drizzle (./pgliteForDrizzle.ts).
   */
  pglite: PGlite | null;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = resolve(import.meta.dirname, 'migrations');

/** The databases opened on PGlite here: see isSoleClient. */
const pgliteDatabases = new WeakSet<Database>();

/**
 * Whether this process is `db`'s only client, so that every write to it is made here: true for
 * PGlite (in memory, or a directory, which must never be open in two processes at once), false for
 * PostgreSQL, where other instances may write.
 */
export const isSoleClient = (db: Database): boolean => pgliteDatabases.has(db);

/** An arbitrary constant naming this application's start-up lock. */
const STARTUP_LOCK_KEY = 7_246_113;

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.kind === 'pglite'
    ? openPglite(location.dataDir, location.startFrom)
    : openPostgres(location.url);
}

async function openPglite(dataDir: string | null, startFrom?: Blob): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const unlock = dataDir ? await lockFolder(dataDir) : null;
  // pg_trgm backs the admin lists' search indexes; a query on orders or users needs it loaded.
  const client = await PGlite.create(dataDir ?? undefined, {
    extensions: { pg_trgm },
    loadDataDir: startFrom,
  }).catch(async (error: unknown) => {
    await unlock?.();
    throw error;
  });
  if (dataDir) await makePrivate(dataDir);
  const db = drizzlePglite({ client: pgliteForDrizzle(client) });
  pgliteDatabases.add(db);
  const events = createLocalEventBus();
  return {
    pglite: client,
    db,
    openEventBus: async () => events,
    async prepare(afterMigrate) {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await afterMigrate?.(db);
      // PGlite runs no autovacuum: without this the planner never has statistics (and picks, say,
      // a sort of every paid order over an index walk), and no page is marked all-visible, so an
      // index-only scan still reads every row it skips.
      await client.exec('vacuum (analyze)');
    },
    async close() {
      await client.close();
      await unlock?.();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool });
  return {
    pglite: null,
    db,
    openEventBus: () => createPostgresEventBus(url),
    async prepare(afterMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        const lockedDb = drizzlePg({ client });
        await migratePg(lockedDb, { migrationsFolder: MIGRATIONS_FOLDER });
        await afterMigrate?.(lockedDb);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
