/**
 * The processes of a benchmark that measures the shop beside its ceiling in one run (checkout,
 * search): the shop's API server as `npm start` runs it and a bare Fastify doing only the essential
 * SQL, each a child process of its own as in production, on one Auth emulator and one mail catcher
 * (a shop whose emails could not be delivered would spend its time retrying them); and a fresh
 * PostgreSQL database for each run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '../../scripts/emulatorConfig.mjs';
import { API_PREFIX } from '../../src/shared/api';
import { startAuthEmulator, type RunningEmulator } from '../server/support/authEmulator';
import { startMailCatcher } from '../server/support/mailCatcher';
import { TEST_PASSWORD, TEST_PROJECT_ID } from '../server/support/constants';
import { createApiClient, fetchTransport } from '../support/apiClient';

const ROOT = resolve(import.meta.dirname, '../..');

/** No email for this long: the shops' outboxes are empty. */
const MAIL_QUIET_MS = 1000;
const MAIL_SETTLE_LIMIT_MS = 300_000;

/** The shop's seeded admin in every benchmark. */
export const BENCH_ADMIN = { email: 'benchadmin@toolshop.test', password: TEST_PASSWORD };

/** Where the shop keeps its data: a PostgreSQL database, or a folder holding its PGlite. */
export type ShopDatabase = { DATABASE_URL: string } | { DATA_DIR: string };

/** The PostgreSQL server's version, as it says it. */
export async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  await client.end();
  return rows[0]!.server_version;
}

/** Makes the database `name` anew on the server of `url`; answers its URL. */
async function freshPostgresDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

export interface BenchServers {
  emulator: RunningEmulator;
  /**
   * Starts one shop API server on `database`, `env` over the benchmark's settings; answers its API
   * base URL (`http://127.0.0.1:PORT/api`) once its health answers.
   */
  startShop(database: ShopDatabase, env?: NodeJS.ProcessEnv): Promise<string>;
  /** Starts a ceiling (`tests/bench/<script>` with `args`); answers the address it prints first. */
  startBare(script: string, args: string[]): Promise<string>;
  /**
   * Waits until the shops have sent every email they had queued (none reached the mail catcher for
   * a second); answers how long that took. A round then measures no email queued before it began.
   */
  mailSettled(): Promise<number>;
  /** Stops every server started so far. */
  stopAll(): Promise<void>;
  /** Stops them and the emulator. */
  close(): Promise<void>;
}

export async function startBenchServers(): Promise<BenchServers> {
  // The shop as `npm start` runs it: an Auth emulator and a mail catcher for the emails it sends.
  const [emulator, catcher] = await Promise.all([startAuthEmulator(TEST_PROJECT_ID), startMailCatcher()]);
  const children: ChildProcess[] = [];

  /** What a server writes goes to this process's output, but a ceiling's address, which is read. */
  const spawnServer = (args: string[], env: NodeJS.ProcessEnv, stdout: 'pipe' | 'inherit'): ChildProcess => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', stdout, 'inherit'],
    });
    children.push(child);
    return child;
  };

  const stopAll = async (): Promise<void> => {
    await Promise.all(
      children.splice(0).map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }),
    );
  };

  // Counted in maildev's folder: its REST API lists every email whole, and deleting them while
  // more arrive stops maildev.
  const caughtCount = async () => (await readdir(catcher.mailDir)).length;

  return {
    emulator,
    async mailSettled() {
      const started = Date.now();
      let caught = await caughtCount();
      for (;;) {
        await sleep(MAIL_QUIET_MS);
        const now = await caughtCount();
        if (now === caught) return Date.now() - started - MAIL_QUIET_MS;
        caught = now;
        if (Date.now() - started > MAIL_SETTLE_LIMIT_MS) throw new Error('the shops kept sending email');
      }
    },
    async startShop(database, env = {}) {
      const port = await freePort();
      const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
      const child = spawnServer(
        // BENCH_CPU_PROFILE_DIR=DIR: each shop server writes a V8 CPU profile there when it stops.
        [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'src/server/index.ts'],
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: join(tmpdir(), 'toolshop-bench-unused'),
          WEB_DIR: join(tmpdir(), 'toolshop-bench-no-web'),
          FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
          FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
          ADMIN_EMAIL: BENCH_ADMIN.email,
          ADMIN_PASSWORD: BENCH_ADMIN.password,
          // One secret for every instance: a session opened on one is good on another.
          JWT_SECRET: 'bench-secret-0123456789abcdef0123456789',
          LOG_LEVEL: 'silent',
          NODE_ENV: 'production',
          MAIL_SMTP_PORT: String(catcher.smtpPort),
          ...env,
          ...database,
        },
        'inherit',
      );
      const origin = `http://127.0.0.1:${port}`;
      const api = createApiClient(fetchTransport(origin));
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the API server exited with ${child.exitCode}`);
        if (
          await api.health().then(
            (r) => r.ok,
            () => false,
          )
        )
          return `${origin}${API_PREFIX}`;
        await sleep(100);
      }
    },
    async startBare(script, args) {
      const child = spawnServer([join('tests/bench', script), ...args], {}, 'pipe');
      const [address] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
      return address;
    },
    stopAll,
    async close() {
      await stopAll();
      await Promise.all([emulator.stop(), catcher.remove()]);
    },
  };
}

/**
 * Measures on PGlite, its folders in a scratch folder, then, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a PostgreSQL server, on a fresh database `name` there; stops every server
 * between the two and at the end, the emulator too, and removes the scratch folder, however it ends.
 */
export async function onBothDatabases(
  servers: BenchServers,
  name: string,
  measure: { pglite(scratch: string): Promise<void>; postgres(url: string): Promise<void> },
): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), `${name}-`));
  try {
    await measure.pglite(scratch);
    await servers.stopAll();
    const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (server) await measure.postgres(await freshPostgresDatabase(server, name));
    else console.log('BENCH_DATABASE_URL / TEST_DATABASE_URL not set: PostgreSQL not measured.');
  } finally {
    await servers.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
