/**
 * A database folder belongs to one process (README, Backups): while the shop's server holds
 * DATA_DIR/db, `npm run backup` that cannot reach the shop (another PORT) refuses to open it
 * itself, `npm run restore --force` refuses to replace it, and a second server on the same
 * DATA_DIR refuses to start, each naming the process that holds it and touching nothing. A lock
 * left by a process that is gone stops nobody.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/emulatorConfig.mjs';
import { openDatabase } from '../../src/server/db/database';
import { TEST_PASSWORD, TEST_PROJECT_ID } from './support/constants';
import { runScript, startApiServer, stopProcess, untilHealthy } from './support/shopProcesses';

let dataDir: string;
let port: number;
let shop: ChildProcess;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'toolshop-lock-'));
  port = await freePort();
  env = {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    WEB_DIR: join(dataDir, 'no-web-build'),
    FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    ADMIN_EMAIL: `lockadmin${randomBytes(4).toString('hex')}@toolshop.test`,
    ADMIN_PASSWORD: TEST_PASSWORD,
    MAIL_SMTP_PORT: String(inject('mailSmtpPort')),
    BACKUP_INTERVAL_HOURS: '0',
  };
  const server = startApiServer({ ...env, PORT: String(port) });
  shop = server.child;
  await untilHealthy(`http://127.0.0.1:${port}/api/health`, shop, server.output);
});
afterAll(async () => {
  if (shop) await stopProcess(shop);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** What a second process must not change: the control file a second Postgres rewrites first. */
const controlFile = () => readFile(join(dataDir, 'db', 'global', 'pg_control'));

describe('a database folder held by the running shop', () => {
  it('npm run backup that cannot reach the shop refuses to open it, and touches nothing', async () => {
    const before = await controlFile();
    const run = await runScript('backup', [], { ...env, PORT: String(await freePort()) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`in use by process ${shop.pid}`);
    expect(run.stderr).toMatch(/did not answer on port \d+/);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(await readdir(join(dataDir, 'backups')).catch(() => [])).toEqual([]);
    expect(await controlFile()).toEqual(before);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('npm run restore --force refuses to replace it', async () => {
    const secret = (await readFile(join(dataDir, 'backup-secret'), 'utf8')).trim();
    const taken = await fetch(`http://127.0.0.1:${port}/api/backups`, {
      method: 'POST',
      headers: { 'x-backup-secret': secret },
    });
    expect(taken.status).toBe(201);
    const { file } = (await taken.json()) as { file: string };

    const before = await controlFile();
    const run = await runScript('restore', [file, '--force'], { ...env, PORT: String(await freePort()) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`in use by process ${shop.pid}`);
    expect((await readdir(dataDir)).filter((name) => /^db\.(restoring|before-restore)-/.test(name))).toEqual(
      [],
    );
    expect(await controlFile()).toEqual(before);
  });

  it('a second server on the same DATA_DIR refuses to start', async () => {
    const second = startApiServer({ ...env, PORT: String(await freePort()) });
    const code = await new Promise((done) => second.child.once('exit', done));
    expect(code).toBe(1);
    expect(second.output()).toContain(`in use by process ${shop.pid}`);
    await expect(openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') })).rejects.toThrow(
      `in use by process ${shop.pid}`,
    );
  });

  it('is free again once the process holding it is gone, even killed without closing', async () => {
    await stopProcess(shop, 'SIGKILL');
    const reopened = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    await expect(openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') })).rejects.toThrow(
      `in use by process ${process.pid}`,
    );
    await reopened.close();
    const again = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    await again.close();
  });
});
