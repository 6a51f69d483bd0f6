/**
 * The desktop app end to end: Playwright launches out/main/index.js in Electron against the e2e
 * stack, the admin signs in with email and password, ships a customer's paid order, and the
 * renderer never holds the API token. Needs the Electron binary (`npm run desktop:install`) and a
 * desktop build (`npm run build:desktop`).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron, expect, test, type APIRequestContext } from '@playwright/test';
import type { Order, PaymentIntent, Product } from '../../../src/shared/entities';
import { dashboardMenu, nav, orders as orderWords } from '../../../src/shared/strings';
import { createAccount, type Account } from '../web/support/accounts';
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

/** A customer's order, paid with the sandbox's succeeding test card, ready to ship. */
async function paidOrder(request: APIRequestContext, customer: Account): Promise<Order> {
  const headers = { Authorization: `Bearer ${customer.accessToken}` };
  const call = async <T>(method: 'post' | 'put' | 'get', path: string, data?: object): Promise<T> => {
    const res = await request[method](`${apiURL}${path}`, { headers, data });
    if (!res.ok())
      throw new Error(`${method.toUpperCase()} ${path} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const products = await call<Product[]>('get', '/');
  const product = products.find((p) => p.availableQuentity >= p.minimumOrder && p.minimumOrder > 0);
  if (!product) throw new Error('The seeded catalogue has no product in stock');
  const order = await call<Order>('post', '/order', {
    productId: product._id,
    quantity: product.minimumOrder,
    company: '',
    city: 'Dhaka',
    postalCode: '1207',
    country: 'Bangladesh',
    phone: '5550100',
  });
  const intent = await call<PaymentIntent>('post', '/payments/intent', { orderId: order._id });
  await call('post', '/payments/sandbox/confirm', {
    intentId: intent.intentId,
    clientSecret: intent.clientSecret,
    number: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
  });
  return call<Order>('put', `/order/${order._id}`, { tnxId: intent.intentId });
}

/** What the page functions below use of the renderer's globals (this file compiles without DOM types). */
interface WebStorage {
  getItem(key: string): string | null;
}
interface RendererGlobals {
  localStorage: WebStorage;
  sessionStorage: WebStorage;
  shop?: ShopBridge;
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

test('the admin signs in on the desktop app and ships a paid order; the token stays in main', async ({
  request,
}) => {
  test.setTimeout(120_000);
  expect(existsSync(mainEntry), 'run `npm run build:desktop` before the Electron e2e tests').toBe(true);
  const customer = await createAccount(request);
  const order = await paidOrder(request, customer);
  expect(order.paid).toBe(true);

  const configHome = await mkdtemp(join(tmpdir(), 'toolshop-desktop-e2e-'));
  const app = await electron.launch({
    executablePath: binary ?? undefined,
    // Chromium refuses to start as root with its OS sandbox on; the renderer's own sandbox stays.
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), mainEntry],
    // On Linux the user-data folder lives under XDG_CONFIG_HOME: a fresh one per run.
    env: { ...process.env, TOOLSHOP_API: apiURL, XDG_CONFIG_HOME: configHome },
  });
  try {
    const page = await app.firstWindow();
    await expect(page).toHaveURL(/^app:\/\/toolshop\//);
    await page.goto('app://toolshop/login');
    await signInThroughUi(page, stack.admin.email, stack.admin.password);

    await page.getByRole('button', { name: nav.accountMenu }).click();
    await page.getByRole('menuitem', { name: nav.dashboard }).click();
    await page.getByRole('link', { name: dashboardMenu.manageAllOrders }).click();

    const row = page.getByRole('row').filter({ hasText: customer.email });
    await row.getByRole('button', { name: orderWords.pending }).click();
    await expect(row.getByRole('button', { name: orderWords.shipped })).toBeDisabled();
    const mine = await request.get(`${apiURL}/order`, {
      params: { email: customer.email },
      headers: { Authorization: `Bearer ${customer.accessToken}` },
    });
    expect(((await mine.json()) as Order[]).find((o) => o._id === order._id)?.status).toBe(true);

    // The renderer holds no API token, and its bridge offers no way to get one.
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as RendererGlobals).localStorage.getItem('accessToken'),
      ),
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
        auth: ['googleSignIn'],
      },
      globals: [],
    });
    expect(await page.evaluate(() => (globalThis as unknown as RendererGlobals).shop?.session.has())).toBe(
      true,
    );

    // On disk the token is sealed by safeStorage, never in the clear.
    const files = await readdir(configHome, { recursive: true });
    const vaultFile = files.find((file) => file.endsWith('session-token.bin'));
    expect(vaultFile).toBeDefined();
    expect((await readFile(join(configHome, vaultFile ?? ''))).includes(Buffer.from('eyJ'))).toBe(false);
  } finally {
    await app.close();
    await rm(configHome, { recursive: true, force: true });
  }
});
