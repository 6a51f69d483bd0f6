/**
 * A fresh database per test file: in-memory PGlite by default; with TEST_DB=postgres and
 * TEST_DATABASE_URL, a new database created on that server and dropped afterwards. Under Vitest each
 * starts as a copy of the run's template, which globalSetup migrated once: migrating every file's
 * database anew cost seconds each (PGlite's own first start is most of it).
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the tarball file of the migrated template; PostgreSQL: the template database's name. */
    databaseTemplate: string;
  }
}

export function usesPostgres(): boolean {
  return process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
}

export interface TestDatabase extends DatabaseHandle {
  /** The PostgreSQL URL of this file's database; null for in-memory PGlite. */
  url: string | null;
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** For globalSetup: the migrated template every test file's database copies, and how to remove it. */
export async function createTemplate(): Promise<{ template: string; remove(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (usesPostgres() && serverUrl) {
    const name = `toolshop_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
    await handle.prepare();
    await handle.close();
    return {
      template: name,
      remove: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.prepare();
  const file = join(tmpdir(), `toolshop-template-${randomBytes(6).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await (await handle.pglite!.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  return { template: file, remove: () => rm(file, { force: true }) };
}

/** The run's template under Vitest; outside it (a benchmark) there is none, and migrations run. */
const runTemplate = (): string | undefined => (process.env.VITEST ? inject('databaseTemplate') : undefined);

/** The PGlite template's tarball, read once: the files of a run share one process (isolate: false). */
const templateTarballs = new Map<string, Promise<Blob>>();
const templateTarball = (file: string): Promise<Blob> => {
  let tarball = templateTarballs.get(file);
  if (!tarball) {
    tarball = readFile(file).then((bytes) => new Blob([bytes]));
    templateTarballs.set(file, tarball);
  }
  return tarball;
};

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = runTemplate();
  if (!usesPostgres() || !serverUrl) {
    const startFrom = template ? await templateTarball(template) : undefined;
    return { ...(await openDatabase({ kind: 'pglite', dataDir: null, startFrom })), url: null };
  }

  const name = `toolshop_test_${randomBytes(6).toString('hex')}`;
  await onServer(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
