/**
 * The desktop app end to end in Electron itself: Playwright launches out/main/index.js against the
 * e2e stack; the admin signs in with email and password, watches a customer's order arrive and get
 * paid live (a native notification, the badge), opens it from the notification, saves its packing
 * slip as a PDF and ships it; the renderer never holds the API token. Needs the Electron binary
 * (`npm run desktop:install`) and a desktop build (`npm run build:desktop`); on Linux without a
 * display run it under `xvfb-run`. tests/e2e/desktop proves the same data path without a binary.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import type { Order } from '../../../src/shared/entities';
import { routes } from '../../../src/shared/routes';
import { desktopText } from '../../../src/shared/strings/desktop';
import { dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { orders, packingSlipText } from '../../../src/shared/strings/labels/orders';
import { SHIP_TO, payOrder, placeOrder } from '../desktop/support/customerOrder';
import { adminToken, createAccount, type Account } from '../web/support/accounts';
import { signInThroughUi } from '../web/support/browser';
import { apiURL, stack } from '../web/support/stack';

const root = resolve(import.meta.dirname, '../../..');
const mainEntry = join(root, 'out/main/index.js');

/** The `electron` package exports its binary's path, and throws when the binary was never fetched. */
function electronBinary(): string | null {
  try {
    const path = createRequire(import.meta.url)('electron') as string;
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
const NO_ELECTRON =
  'Electron binary not installed (offline machine): run npm run desktop:install where a network exists';
test.skip(!binary, NO_ELECTRON);
// The list reporter does not print skip reasons; say it where the run's log shows it.
if (!binary) console.warn(NO_ELECTRON);
test.describe.configure({ mode: 'serial' });

/** What the page functions below use of the renderer's globals (this file compiles without DOM types). */
interface WebStorage {
  getItem(key: string): string | null;
}
interface RendererGlobals {
  localStorage: WebStorage;
  sessionStorage: WebStorage;
  shop?: ShopBridge;
}

/** What main records once the test has wrapped its notifications, badge and save dialog. */
interface MainRecorder {
  shown: { title: string; click(): void }[];
  badges: number[];
}

/** Every JWT the renderer's web storage holds that our API minted (issuer toolshop). */
const API_TOKENS_IN_STORAGE = () => {
  const { localStorage, sessionStorage } = globalThis as unknown as RendererGlobals;
  const values = [localStorage, sessionStorage].flatMap((store) =>
    Object.keys(store).map((key) => `${key}=${store.getItem(key) ?? ''}`),
  );
  return values.filter((value) =>
    (value.match(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g) ?? []).some((jwt) => {
      const payload = jwt.split('.')[1] ?? '';
      return atob(payload.replace(/-/g, '+').replace(/_/g, '/')).includes('"iss":"toolshop"');
    }),
  );
};

let app: ElectronApplication;
let page: Page;
let configHome: string;
const pdfPath = () => join(configHome, 'packing-slip.pdf');

const recorded = () =>
  app.evaluate(() => {
    const { shown, badges } = globalThis as unknown as MainRecorder;
    return { titles: shown.map((n) => n.title), badge: badges.at(-1) ?? 0 };
  });

test.beforeAll(async () => {
  expect(existsSync(mainEntry), 'run `npm run build:desktop` before the Electron e2e tests').toBe(true);
  configHome = await mkdtemp(join(tmpdir(), 'toolshop-desktop-e2e-'));
  app = await electron.launch({
    executablePath: binary ?? undefined,
    // Chromium refuses to start as root with its OS sandbox on; the renderer's own sandbox stays.
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), mainEntry],
    // On Linux the user-data folder lives under XDG_CONFIG_HOME: a fresh one per run.
    env: { ...process.env, TOOLSHOP_API: apiURL, XDG_CONFIG_HOME: configHome },
  });
  // Main's real notifications, badge and save dialog, watched (and the dialog answered) from here.
  await app.evaluate(({ Notification, app: electronApp, dialog }, savePath) => {
    const recorder = globalThis as unknown as MainRecorder;
    recorder.shown = [];
    recorder.badges = [];
    const show = Notification.prototype.show;
    Notification.prototype.show = function (this: Electron.Notification) {
      recorder.shown.push({ title: this.title, click: () => this.emit('click') });
      show.call(this);
    };
    const setBadgeCount = electronApp.setBadgeCount.bind(electronApp);
    electronApp.setBadgeCount = (count?: number) => {
      recorder.badges.push(count ?? 0);
      return setBadgeCount(count);
    };
    dialog.showSaveDialog = (async () => ({
      canceled: false,
      filePath: savePath,
    })) as typeof dialog.showSaveDialog;
  }, pdfPath());
  page = await app.firstWindow();
});

test.afterAll(async () => {
  await app?.close();
  await rm(configHome, { recursive: true, force: true });
});

test('the admin signs in on the desktop app; the token stays in main, sealed on disk', async () => {
  await expect(page).toHaveURL(/^app:\/\/toolshop\//);
  await page.goto('app://toolshop/login');
  await signInThroughUi(page, stack.admin.email, stack.admin.password);

  expect(
    await page.evaluate(() => (globalThis as unknown as RendererGlobals).localStorage.getItem('accessToken')),
  ).toBeNull();
  expect(await page.evaluate(API_TOKENS_IN_STORAGE)).toEqual([]);
  const bridge = await page.evaluate(() => {
    const renderer = globalThis as unknown as RendererGlobals;
    const shop = renderer.shop as unknown as Record<string, unknown>;
    const shape = Object.fromEntries(
      Object.entries(shop).map(([key, value]) => [
        key,
        typeof value === 'object' && value !== null ? Object.keys(value).sort() : typeof value,
      ]),
    );
    const globals = ['require', 'process', 'ipcRenderer', 'electron'].filter((name) => name in renderer);
    return { shape, globals };
  });
  expect(bridge).toEqual({
    shape: {
      platform: 'string',
      apiOrigin: 'string',
      api: ['request', 'upload'],
      session: ['clear', 'has'],
      events: ['onOpenOrder', 'subscribe'],
      print: ['slipToPdf'],
      auth: ['googleSignIn'],
    },
    globals: [],
  });
  expect(await page.evaluate(() => (globalThis as unknown as RendererGlobals).shop?.session.has())).toBe(
    true,
  );

  const files = await readdir(configHome, { recursive: true });
  const vaultFile = files.find((file) => file.endsWith('session-token.bin'));
  expect(vaultFile).toBeDefined();
  expect((await readFile(join(configHome, vaultFile ?? ''))).includes(Buffer.from('eyJ'))).toBe(false);
});

test.describe('a customer’s order, live on the staff desktop', () => {
  let customer: Account;
  let order: Order;

  test.beforeEach(async () => {
    const res = await fetch(`${apiURL}/events`, {
      headers: { Authorization: `Bearer ${await adminToken()}` },
      signal: AbortSignal.timeout(2000),
    }).catch(() => null);
    await res?.body?.cancel();
    test.fixme(
      res?.status === 404,
      'GET /api/events is the order issue’s server side, not merged on this branch yet',
    );
  });

  test('arrives and is paid live: a native notification, the badge counts it; clicking opens it', async () => {
    customer = await createAccount();
    const before = (await recorded()).badge;
    ({ order } = await placeOrder(customer));
    await payOrder(customer, order);
    const title = desktopText.paidOrder(SHIP_TO.fullName, order.quantity);
    await expect.poll(async () => (await recorded()).titles).toContain(title);
    await expect.poll(async () => (await recorded()).badge).toBe(before + 1);

    await app.evaluate((_electron, wanted) => {
      (globalThis as unknown as MainRecorder).shown.find((n) => n.title === wanted)?.click();
    }, title);
    await expect(page).toHaveURL(`app://toolshop${routes.orderDetail(order._id)}`);
    await expect(page.getByText(SHIP_TO.city).first()).toBeVisible();
  });

  test('its packing slip saves as a PDF, and shipping it takes it off the badge', async () => {
    await page.getByRole('link', { name: packingSlipText.print }).click();
    await page.getByRole('button', { name: packingSlipText.savePdf }).click();
    await expect(page.getByText(packingSlipText.saved)).toBeVisible();
    expect((await readFile(pdfPath())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const before = (await recorded()).badge;
    await page.goto(`app://toolshop${routes.manageOrders}`);
    await page.getByLabel(dashboardText.table.search, { exact: true }).fill(customer.email);
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await row.getByRole('button', { name: orders.pending }).click();
    await expect(row.getByRole('button', { name: orders.states.shipped })).toBeDisabled();
    await expect.poll(async () => (await recorded()).badge).toBe(before - 1);
  });
});
