/**
 * A fresh database per test file: in-memory PGlite by default; with TEST_DB=postgres and
 * TEST_DATABASE_URL, a new database created on that server and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database';

export function usesPostgres(): boolean {
  return process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
}

export interface TestDatabase extends DatabaseHandle {
  /** The PostgreSQL URL of this file's database; null for in-memory PGlite. */
  url: string | null;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!usesPostgres() || !serverUrl)
    return { ...(await openDatabase({ kind: 'pglite', dataDir: null })), url: null };

  const name = `toolshop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
