/**
 * The data folder is its user's alone (README, Resetting the data): `npm start` and `npm run backup`
 * started under a permissive umask (0o022) leave nothing under DATA_DIR that another user of the
 * machine can read or write: not the database, the backups, the secrets, the emulator's accounts,
 * nor the mail catcher's emails (which hold live password-reset links), and a folder made earlier
 * with looser modes is tightened at start.
 */
import { spawn } from 'node:child_process';
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/emulatorConfig.mjs';
import { TEST_PASSWORD, TEST_PROJECT_ID } from './support/constants';
import { ROOT, stopProcess, untilHealthy } from './support/shopProcesses';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'toolshop-private-'));
});
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Runs `node args…` as a user whose umask lets everyone read what it creates. */
const underUmask022 = (args: string[], env: NodeJS.ProcessEnv) =>
  spawn('/bin/sh', ['-c', 'umask 022 && exec "$0" "$@"', process.execPath, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** Every path under `folder` that its group or other users may read, write or enter, with its mode. */
async function openToOthers(folder: string): Promise<string[]> {
  const open: string[] = [];
  for (const name of ['', ...(await readdir(folder, { recursive: true }))]) {
    const stats = await lstat(join(folder, name));
    if (!stats.isSymbolicLink() && stats.mode & 0o077)
      open.push(`${name || '.'} ${(stats.mode & 0o777).toString(8)}`);
  }
  return open;
}

describe('the data folder', () => {
  it('after npm start, an email and npm run backup under umask 0o022, is readable by its user only', async () => {
    await chmod(dataDir, 0o755);
    await mkdir(join(dataDir, 'mail'), { mode: 0o755 });
    await writeFile(join(dataDir, 'mail', 'from-before.eml'), 'a reset link', { mode: 0o644 });
    await chmod(join(dataDir, 'mail', 'from-before.eml'), 0o644);
    const [port, authPort, mailSmtpPort, mailWebPort] = await freePorts(4);
    const admin = 'privateadmin@toolshop.test';
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: join(dataDir, 'no-web-build'),
      FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
      AUTH_EMULATOR_PORT: String(authPort),
      MAIL_SMTP_PORT: String(mailSmtpPort),
      MAIL_WEB_PORT: String(mailWebPort),
      ADMIN_EMAIL: admin,
      ADMIN_PASSWORD: TEST_PASSWORD,
      SHOP_URL: `http://127.0.0.1:${port}`,
      BACKUP_INTERVAL_HOURS: '0',
      LOG_LEVEL: 'silent',
    };
    const shop = underUmask022(['scripts/start.mjs'], env);
    let output = '';
    shop.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    shop.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await untilHealthy(`http://127.0.0.1:${port}/api/health`, shop, () => output);
      const reset = await fetch(`http://127.0.0.1:${port}/api/account/password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin }),
      });
      expect(reset.status).toBe(202);
      while ((await readdir(join(dataDir, 'mail'))).length < 2) await sleep(200);

      const backup = underUmask022(['--import', 'tsx', 'scripts/backup.ts'], env);
      expect(await new Promise((done) => backup.once('exit', done))).toBe(0);
    } finally {
      await stopProcess(shop, 'SIGINT');
    }

    for (const part of ['db', 'backups', 'mail', 'auth', 'jwt-secret', 'backup-secret']) {
      expect(await lstat(join(dataDir, part)).then(() => part)).toBe(part);
    }
    expect(await openToOthers(dataDir)).toEqual([]);
  }, 240_000);
});
