/**
 * Starts the real stack once for the whole run: a fresh web build of its own (with E2E_SKIP_BUILD=1,
 * dist/web as it is), then `scripts/start.mjs` (Auth emulator + API serving that build) in a
 * throwaway DATA_DIR, and waits for `/api/health`. The returned function stops it and deletes the
 * data. With E2E_STACK_RUNNING=1 it only waits for a stack already listening on E2E_PORT. With
 * E2E_SEED_LARGE=1 (the orders benchmark) the data folder is filled by `npm run seed:large` first.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { apiURL, E2E_HOLD_MINUTES, stack } from './stack';
import { watchExit } from './processExit';
import { stackApi } from './stackApi';

const root = resolve(import.meta.dirname, '../../../..');
const logFile = join(root, 'test-results', `e2e-stack-${stack.port}.log`);
const STARTUP_TIMEOUT_MS = 120_000;

const logTail = () => {
  try {
    return readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no stack log)';
  }
};

async function waitForHealth(exited: () => number | null): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited() !== null)
      throw new Error(`The stack exited with code ${exited()} before it was healthy:\n${logTail()}`);
    const healthy = await stackApi
      .health()
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(
    `The stack did not answer ${apiURL}/health within ${STARTUP_TIMEOUT_MS / 1000} s:\n${logTail()}`,
  );
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_STACK_RUNNING === '1') {
    await waitForHealth(() => null);
    return undefined;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'toolshop-e2e-'));
  // A private build, so a run never rebuilds the dist/web another stack is serving.
  let webDir = join(root, 'dist', 'web');
  if (process.env.E2E_SKIP_BUILD !== '1') {
    webDir = join(dataDir, 'web');
    const build = spawnSync('npm', ['run', 'build:web', '--', '--outDir', webDir], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('npm run build:web failed');
  }
  // Where a second shop of the run (./secondShop.ts) finds the same build.
  process.env.E2E_WEB_DIR = webDir;

  if (process.env.E2E_SEED_LARGE === '1') {
    const seeded = spawnSync('npm', ['run', 'seed:large'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir },
    });
    if (seeded.status !== 0) throw new Error('npm run seed:large failed');
  }

  mkdirSync(join(root, 'test-results'), { recursive: true });
  const startStack = () => {
    const log = openSync(logFile, 'w');
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      detached: true, // its own process group: teardown signals start.mjs alone, which stops its parts
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        PORT: String(stack.port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIR: webDir,
        ADMIN_EMAIL: stack.admin.email,
        ADMIN_PASSWORD: stack.admin.password,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${stack.authEmulatorPort}`,
        // The stack's own catcher, even where the shell names a real mail server.
        SMTP_URL: '',
        MAIL_SMTP_PORT: String(stack.mailSmtpPort),
        MAIL_WEB_PORT: String(stack.mailWebPort),
        SHOP_URL: `http://127.0.0.1:${stack.port}`,
        PAYMENTS: 'sandbox',
        // Long enough for every flow to pay in time, short enough for the expiry test to wait out.
        ORDER_HOLD_MINUTES: String(E2E_HOLD_MINUTES),
      },
    });
    closeSync(log);
    const { code: exitCode, exited } = watchExit(child);
    const stop = async () => {
      if (exitCode() === null && child.pid) {
        process.kill(-child.pid, 'SIGTERM');
        const killed = await Promise.race([
          exited.then(() => true),
          new Promise((r) => setTimeout(() => r(false), 45_000)),
        ]);
        if (!killed && exitCode() === null) process.kill(-child.pid, 'SIGKILL');
      }
    };
    return { exitCode, stop };
  };

  // A stack that dies while starting (say, the Auth emulator losing a port it picked free to another
  // process on a busy machine) is started once more; one that starts but never answers is not.
  let running = startStack();
  try {
    try {
      await waitForHealth(running.exitCode);
    } catch (error) {
      if (running.exitCode() === null) throw error;
      console.warn(`${(error as Error).message}\nStarting the stack once more.`);
      running = startStack();
      await waitForHealth(running.exitCode);
    }
  } catch (error) {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
