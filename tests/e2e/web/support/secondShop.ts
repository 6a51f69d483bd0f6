/**
 * A second shop beside the run's stack, for a spec that needs other settings from its first start
 * (a shop in taka): its own API server, data folder and port, sharing the stack's build, Auth
 * emulator and mail catcher. Its port is the stack's fifth (the stack takes four), so a spec can name
 * its address before it starts.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Product } from '../../../../src/shared/entities';
import { bodyOf, createApiClient, fetchTransport, type Session } from '../../../support/apiClient';
import { logIn } from '../../../support/identity';
import { uniqueEmail } from './accounts';
import { watchExit } from './processExit';
import { stack } from './stack';
import { stackIdentity } from './stackApi';

const root = resolve(import.meta.dirname, '../../../..');
const STARTUP_TIMEOUT_MS = 120_000;

export const secondShop = {
  port: stack.port + 4,
  url: `http://127.0.0.1:${stack.port + 4}`,
  admin: { email: 'secondadmin@toolshop.test', password: stack.admin.password },
} as const;

export const secondShopApi = createApiClient(fetchTransport(secondShop.url));

/** An account of the shared emulator signed in to the second shop. */
export async function secondShopSession(email: string, password: string): Promise<Session> {
  return logIn(secondShopApi, email, await stackIdentity.signIn(email, password));
}

/** The second shop's admin, signed in. */
export const secondShopAdmin = (): Promise<Session> =>
  secondShopSession(secondShop.admin.email, secondShop.admin.password);

/** One of the second shop's seeded tools, by its name. */
export async function seededTool(name: string): Promise<Product> {
  const tool = bodyOf(await secondShopApi.listProducts()).find((product) => product.name === name);
  if (!tool) throw new Error(`The second shop has no seeded tool named ${name}`);
  return tool;
}

/** A new customer of the second shop: an account of the shared emulator and the shop's user record. */
export async function secondShopCustomer(name: string, phone: string) {
  const email = uniqueEmail('secondshopper');
  const password = 'correct-horse-9';
  await stackIdentity.signUp(email, password, name);
  const session = await secondShopSession(email, password);
  bodyOf(await secondShopApi.saveUser({ as: session, body: { name, email, phone, role: 'user' } }));
  return { email, password, session };
}

/** How a spec starts the second shop besides its settings. */
export interface SecondShopStart {
  /**
   * Its data folder, kept when it stops (the spec removes it): the shop started again on it finds its
   * data. A folder of its own, removed when it stops, by default.
   */
  dataDir?: string;
  /** Its clock this many days off today's (negative: in the past), as ./shiftedClock.ts runs it. */
  clockOffsetDays?: number;
}

/** Starts the second shop with `settings` over the stack's; answers the function that stops it. */
export async function startSecondShop(
  settings: Record<string, string>,
  { dataDir: keptDataDir, clockOffsetDays = 0 }: SecondShopStart = {},
): Promise<() => Promise<void>> {
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'toolshop-e2e-second-'));
  const clock = clockOffsetDays === 0 ? [] : ['--import', join(import.meta.dirname, 'shiftedClock.ts')];
  const logFile = join(root, 'test-results', `e2e-second-shop-${secondShop.port}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', ...clock, 'src/server/index.ts'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(secondShop.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: process.env.E2E_WEB_DIR ?? join(root, 'dist', 'web'),
      ADMIN_EMAIL: secondShop.admin.email,
      ADMIN_PASSWORD: secondShop.admin.password,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${stack.authEmulatorPort}`,
      SMTP_URL: `smtp://127.0.0.1:${stack.mailSmtpPort}`,
      SHOP_URL: secondShop.url,
      PAYMENTS: 'sandbox',
      BACKUP_INTERVAL_HOURS: '0',
      E2E_CLOCK_OFFSET_DAYS: String(clockOffsetDays),
      ...settings,
    },
  });
  closeSync(log);
  const { code: exitCode, exited } = watchExit(child);
  const stop = async () => {
    if (exitCode() === null) child.kill('SIGTERM');
    await exited;
    if (keptDataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (exitCode() !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The second shop did not start:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    }
    const healthy = await fetch(`${secondShop.url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return stop;
    await new Promise((r) => setTimeout(r, 500));
  }
}
