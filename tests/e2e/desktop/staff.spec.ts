/**
 * The staff desktop app's whole data path where no Electron binary exists: the desktop
 * build's renderer under main's CSP, its `window.shop` from the built preload, and main's own
 * modules in this process (support/desktopApp.ts), against the real stack. One window for the whole
 * file, as a member of staff keeps the app open all day.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Order, Product } from '../../../src/shared/entities';
import { csvLine } from '../../../src/server/http/csv';
import { ordersCsvFilename } from '../../../src/shared/paging';
import { routes } from '../../../src/shared/routes';
import { desktopText } from '../../../src/shared/strings/desktop';
import { dashboardMenu, dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { orders, packingSlipText } from '../../../src/shared/strings/labels/orders';
import { searchBox } from '../../../src/shared/strings/labels/searchBox';
import { nav } from '../../../src/shared/strings/labels/shell';
import { shopClock } from '../../../src/shared/tax/financialYear';
import { bodyOf } from '../../support/apiClient';
import { adminToken, createAccount, type Account } from '../web/support/accounts';
import { signInThroughUi } from '../web/support/browser';
import { profilePhoto } from '../web/support/files';
import { apiURL, stack } from '../web/support/stack';
import { stackApi } from '../web/support/stackApi';
import { SHIP_TO, payOrder, placeOrder } from './support/customerOrder';
import { launchDesktopApp, PRELOAD_FILE, RENDERER_DIR, type DesktopApp } from './support/desktopApp';

test.describe.configure({ mode: 'serial' });

let app: DesktopApp;

test.beforeAll(async ({ browser }) => {
  for (const built of [RENDERER_DIR, PRELOAD_FILE]) {
    expect(existsSync(built), `${built} is missing: run npm run build:desktop first`).toBe(true);
  }
  app = await launchDesktopApp(browser);
});
test.afterAll(() => app?.close());

test.afterEach(() => {
  expect(app.cspViolations, 'the CSP refused something the app needs').toEqual([]);
});

/** What the page functions below read of the renderer's globals (this file has no DOM types). */
interface RendererGlobals {
  localStorage: Storage;
  sessionStorage: Storage;
  shop?: ShopBridge;
}
interface Storage {
  length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
}

async function expectNoAccessTokenInPage(page: Page, accessToken: string) {
  const stored = await page.evaluate(() => {
    const { localStorage, sessionStorage } = globalThis as unknown as RendererGlobals;
    return [localStorage, sessionStorage].flatMap((store) =>
      Array.from({ length: store.length }, (_, i) => `${store.key(i)}=${store.getItem(store.key(i) ?? '')}`),
    );
  });
  expect(stored.filter((entry) => entry.includes(accessToken))).toEqual([]);
  const seen = await app.seenByPage();
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((body) => body.includes(accessToken))).toEqual([]);
}

/** Whether the server on this branch streams `GET /events` (the order issue's server side). */
async function serverStreamsEvents(token: string): Promise<boolean> {
  const controller = new AbortController();
  try {
    const res = await fetch(`${apiURL}/events`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    return res.status !== 404;
  } finally {
    controller.abort();
  }
}
const NO_EVENTS_SERVER =
  'GET /api/events and GET /api/order/{id} are the order issue’s server side, not merged on this branch yet';

test('the admin signs in through the proxy; main keeps the accessToken and the page never holds it', async () => {
  const { page } = app;
  await page.goto(`${app.origin}/login`);
  await signInThroughUi(page, stack.admin.email, stack.admin.password);

  const accessToken = await app.vault.get();
  expect(accessToken, 'main holds the API token after sign-in').toMatch(/^eyJ/);
  expect(await page.evaluate(() => (globalThis as unknown as RendererGlobals).shop?.session.has())).toBe(
    true,
  );
  await expectNoAccessTokenInPage(page, accessToken ?? '');
  // On disk the token is sealed, never in the clear.
  expect((await readFile(app.vaultFile)).includes(Buffer.from(accessToken ?? ''))).toBe(false);

  const bridge = await page.evaluate(() => {
    const renderer = globalThis as unknown as RendererGlobals;
    const shop = renderer.shop as unknown as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(shop).map(([key, value]) => [
        key,
        typeof value === 'object' && value !== null ? Object.keys(value).sort() : typeof value,
      ]),
    );
  });
  expect(bridge).toEqual({
    platform: 'string',
    apiOrigin: 'string',
    api: ['importCatalogue', 'request', 'upload'],
    session: ['clear', 'has'],
    events: ['onOpenOrder', 'subscribe'],
    print: ['receipt', 'registerReport', 'slipToPdf'],
    receiptPrinter: ['get', 'save'],
    counter: ['queue', 'sell'],
    files: [
      'openInvoicePdf',
      'saveCatalogueCsv',
      'saveInvoicePdf',
      'saveOrdersCsv',
      'saveStatementPdf',
      'saveStockMovementsCsv',
      'saveTaxCsv',
    ],
    auth: ['googleSignIn'],
  });
});

test('a subscription from the window makes main hold the events stream and report it over the event channel', async () => {
  const served = await serverStreamsEvents(await adminToken());
  const firstStatus = await app.page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        (globalThis as unknown as RendererGlobals).shop?.events.subscribe(() => undefined, resolve);
      }),
  );
  // Without the events server (404) main says offline and keeps retrying; with it, live.
  expect(firstStatus).toBe(served ? 'live' : 'offline');
  // Main holds the stream: the page never opens it, so its CSP has no say over it.
  expect(app.pageRequests.filter((url) => url.includes('/api/events'))).toEqual([]);
});

test('a product is added with its image uploaded through the proxy, and the image shows under the CSP', async () => {
  const { page } = app;
  const name = `Desktop Clamp ${Date.now().toString(36)}`;
  const t = dashboardText.addProduct;
  await page.getByRole('button', { name: nav.accountMenu }).click();
  await page.getByRole('menuitem', { name: nav.dashboard }).click();
  await page.getByRole('link', { name: dashboardMenu.addProduct }).click();
  await page.getByLabel(t.name).fill(name);
  await page.getByLabel(t.description).fill('A quick-release bar clamp, 600 mm.');
  await page.getByLabel(t.minimumOrder).fill('2');
  await page.getByLabel(t.availableQuentity).fill('40');
  await page.getByLabel(t.price).fill('18.25');
  await page.locator('input[type="file"]').setInputFiles(profilePhoto);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.added(name))).toBeVisible();

  const products = (await (await fetch(`${apiURL}/`)).json()) as Product[];
  const added = products.find((p) => p.name === name);
  expect(added?.img).toMatch(/^\/api\/images\//);

  // The landing shows a first page of tools; the new one is found through the header's search box.
  await page.getByRole('searchbox', { name: searchBox.searchLabel }).fill(name);
  await page.getByRole('searchbox', { name: searchBox.searchLabel }).press('Enter');
  const image = page.getByRole('article', { name, exact: true }).getByRole('img', { name });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', `${new URL(apiURL).origin}${added?.img}`);
  const loaded = (img: unknown) => {
    const { complete, naturalWidth } = img as { complete: boolean; naturalWidth: number };
    return complete && naturalWidth > 0;
  };
  await expect.poll(() => image.evaluate(loaded)).toBe(true);
  await expectNoAccessTokenInPage(page, (await app.vault.get()) ?? '');
});

test.describe('a customer’s order, live on the staff desktop', () => {
  let customer: Account;
  let order: Order;
  let product: Product;

  test.beforeEach(async () => {
    test.fixme(!(await serverStreamsEvents(await adminToken())), NO_EVENTS_SERVER);
  });

  test('the order arrives and is paid live: a notification is raised and the badge counts it', async () => {
    await expect.poll(() => app.sentToWindow).toContainEqual({ kind: 'status', status: 'live' });
    customer = await createAccount();
    ({ order, product } = await placeOrder(customer));
    await expect
      .poll(() => app.sentToWindow)
      .toContainEqual({ kind: 'event', event: expect.objectContaining({ kind: 'order', type: 'created' }) });
    const badgeBefore = app.badgeCounts.at(-1) ?? 0;

    await payOrder(customer, order);
    const title = desktopText.paidOrder(SHIP_TO.fullName, order.quantity);
    await expect.poll(() => app.notifications.map((n) => n.title)).toContain(title);
    await expect.poll(() => app.badgeCounts.at(-1)).toBe(badgeBefore + 1);
  });

  test('clicking the notification opens the order on its detail, with the ship-to address', async () => {
    const title = desktopText.paidOrder(SHIP_TO.fullName, order.quantity);
    app.notifications.find((n) => n.title === title)?.click();
    await expect(app.page).toHaveURL(`${app.origin}${routes.orderDetail(order._id)}`);
    await expect(app.page.getByText(SHIP_TO.city).first()).toBeVisible();
    await expect(app.page.getByText(SHIP_TO.phone).first()).toBeVisible();
  });

  test('the packing slip shows what goes in the box and saves as a PDF through the page', async () => {
    const { page } = app;
    await page.getByRole('link', { name: packingSlipText.print }).click();
    await expect(page).toHaveURL(`${app.origin}${routes.packingSlip(order._id)}`);
    const slip = page.getByRole('article', { name: packingSlipText.title });
    for (const text of [
      `#${order.number}`,
      SHIP_TO.fullName,
      SHIP_TO.addressLine1,
      SHIP_TO.company,
      SHIP_TO.city,
      SHIP_TO.phone,
      product.name,
    ]) {
      await expect(slip).toContainText(text);
    }
    await expect(slip).toContainText(packingSlipText.signature);
    // On paper the slip stands alone: no top bar, footer or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: packingSlipText.savePdf })).toBeHidden();
    await expect(slip).toBeVisible();
    await page.emulateMedia({ media: null });

    await page.getByRole('button', { name: packingSlipText.savePdf }).click();
    await expect(page.getByText(packingSlipText.saved)).toBeVisible();
    expect(app.saveDialogs.at(-1)).toMatchObject({
      defaultName: `packing-slip-${order._id}.pdf`,
      filter: { name: 'PDF', extensions: ['pdf'] },
    });
    const pdf = await readFile(app.saveDialogs.at(-1)?.path ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the order is shipped, and the badge counts one fewer', async () => {
    const { page } = app;
    const badgeBefore = app.badgeCounts.at(-1) ?? 0;
    await page.goto(`${app.origin}${routes.manageOrders}`);
    await page.getByLabel(dashboardText.table.search, { exact: true }).fill(customer.email);
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await row.getByRole('button', { name: orders.pending }).click();
    await expect(row.getByRole('button', { name: orders.states.shipped })).toBeDisabled();
    await expect.poll(() => app.badgeCounts.at(-1)).toBe(badgeBefore - 1);
    await expectNoAccessTokenInPage(page, (await app.vault.get()) ?? '');
  });
});

test('Export on Manage All Orders asks where to save, and main streams the searched orders into that file', async () => {
  const customer = await createAccount();
  const first = (await placeOrder(customer)).order;
  const second = (await placeOrder(customer)).order;
  const { page } = app;
  await page.goto(`${app.origin}${routes.manageOrders}`);
  await page.getByLabel(dashboardText.table.search, { exact: true }).fill(customer.email);
  const table = page.getByRole('table', { name: dashboardMenu.manageAllOrders });
  await expect(table.getByRole('row').filter({ hasText: customer.email })).toHaveCount(2);

  const dialogsBefore = app.saveDialogs.length;
  await page.getByRole('button', { name: orders.exportCsv }).click();
  await expect(page.getByText(orders.exported)).toBeVisible();
  expect(app.saveDialogs).toHaveLength(dialogsBefore + 1);
  const dialog = app.saveDialogs.at(-1);
  expect(dialog).toMatchObject({
    defaultName: ordersCsvFilename(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone),
    filter: { name: 'CSV', extensions: ['csv'] },
  });

  const lines = (await readFile(dialog?.path ?? '', 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Order number,Order ID,Date,Email,State,Transaction ID,Order total,Recipient,Address line 1,Address line 2,' +
      'Company,City,Postal code,Country,Phone,Item,Unit price,Quantity,Line total,Carrier,Tracking number,Order refunded,' +
      'Variant,SKU,Delivery charge,Delivery zone,Payment method,Cash collected,Courier reference,Currency',
  );
  // The list's order, newest first: exactly the orders the search names.
  expect(lines).toHaveLength(3);
  // csvLine writes the cells as the export does: an id that starts with '-' is neutralised.
  // Dated by the shop's wall clock.
  const { tax } = bodyOf(await stackApi.config());
  const opening = (order: Order) =>
    csvLine([
      order.number,
      order._id,
      shopClock(new Date(order.createdAt), tax.timeZone),
      customer.email,
      'unpaid',
      null,
    ]).trimEnd();
  expect(lines[1]).toContain(opening(second));
  expect(lines[2]).toContain(opening(first));
  for (const line of lines.slice(1)) {
    expect(line).toContain(
      `,${SHIP_TO.fullName},${SHIP_TO.addressLine1},,${SHIP_TO.company},${SHIP_TO.city},${SHIP_TO.postalCode},`,
    );
  }
  // Main fetched the file itself: the CSV never passed through the page.
  expect(app.pageRequests.filter((url) => url.includes('/export/orders.csv'))).toEqual([]);
  expect(
    (await app.seenByPage()).filter((seen) => seen.includes(first._id) && seen.includes('Order ID')),
  ).toEqual([]);
});
