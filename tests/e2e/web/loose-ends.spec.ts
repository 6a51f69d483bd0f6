/**
 * The small things a user met (docs/orders.md, docs/counter.md), each as the person who meets it does, against the real stack:
 * - the till's sale with the customer's email: the receipt lands in the mail catcher;
 * - a partly collected cash-on-delivery order: staff record the rest later and the order stops
 *   showing what is owed;
 * - a CSV import with a variant at 0: the admin is told it is low on stock, as a sale down to 0 would;
 * - an offline sale replayed by another cashier: its order's timeline names the cashier who took it;
 * - the signed-out cart, reopened from the browser's storage, prices its lines from its own tools
 *   without ever asking for the whole catalogue.
 * Axe on each screen changed; screenshots at 1280 and 390 px.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { CATALOGUE_CSV_COLUMNS } from '../../../src/shared/catalogueCsv';
import type { Product, Variant } from '../../../src/shared/entities';
import { routes } from '../../../src/shared/routes';
import { variantName } from '../../../src/shared/stockLedger';
import { catalogueCsvText } from '../../../src/shared/strings/catalogueCsv';
import { emailText } from '../../../src/shared/strings/emails';
import { cartPage } from '../../../src/shared/strings/labels/cartPage';
import { codText } from '../../../src/shared/strings/labels/cod';
import { counterText } from '../../../src/shared/strings/labels/counterScreen';
import { staffLiveText } from '../../../src/shared/strings/labels/notifications';
import { orders } from '../../../src/shared/strings/labels/orders';
import { landing } from '../../../src/shared/strings/labels/storefront';
import { mailbox } from '../../server/support/mailCatcher';
import { bodyOf, sessionOf, type Session } from '../../support/apiClient';
import { usd } from '../../support/money';
import { createAccount, type Account } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { products } from './support/catalogue';
import { closeRegisters, openTill, scan } from './support/counter';
import { SHIP_TO } from './support/orders';
import { saveScreenshots } from './support/screenshots';
import { mailCatcherURL, stack } from './support/stack';
import { adminSession, stackApi } from './support/stackApi';

const inbox = mailbox(stack.mailWebPort);
const tag = () => Date.now().toString(36);

/** A tool sold in one size, with its own SKU to scan. */
async function toolWithSku(name: string, sku: string, price: number, stock: number): Promise<Product> {
  const [seeded] = await products();
  return bodyOf(
    await stackApi.addProduct({
      as: await adminSession(),
      body: {
        name,
        description: 'A tool for the loose ends.',
        img: seeded!.img,
        minimumOrder: 1,
        options: [{ name: 'Size', values: ['Standard'] }],
        variants: [{ options: { Size: 'Standard' }, sku, price, availableQuantity: stock }],
      },
    }),
  );
}

const sessionFor = (account: Account): Session => sessionOf(account.email, account.accessToken);

/** The account's uid, as its ID token names it. */
const uidOf = (account: Account): string =>
  (JSON.parse(Buffer.from(account.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string })
    .sub;

async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page, name);
  await saveScreenshots(page, `loose-ends-${name}`);
}

test('a till sale with the customer’s email sends them its receipt', async ({ page }) => {
  const suffix = tag();
  const sku = `LE-TAPE-${suffix}`.toUpperCase();
  const tool = await toolWithSku(`Loose Ends Tape ${suffix}`, sku, 6.5, 10);
  const customer = `walk-in-${suffix}@example.com`;
  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await closeRegisters(await adminSession());
  try {
    await openTill(page, 0);
    await scan(page, sku);
    await expect(page.getByTestId('sale-total')).toHaveText(usd(6.5));
    await page.getByLabel(counterText.pay.customerEmail).fill(customer);
    await page.getByRole('button', { name: counterText.pay.exact }).click();
    await page.getByRole('button', { name: counterText.pay.submit, exact: true }).click();
    await expect(page.getByText(counterText.done.emailed(customer))).toBeVisible();
    await checkScreen(page, 'till-receipt-emailed');

    const receipt = await inbox.waitFor(customer, (email) => email.text.includes(tool.name));
    expect(receipt.subject).toMatch(
      new RegExp(`^${emailText.counterReceipt.subject(0).replace('0', '\\d+')}$`),
    );
    expect(receipt.text).toContain(usd(6.5));
    await page.goto(`${mailCatcherURL}/email/${receipt.id}/html`);
    await saveScreenshots(page, 'loose-ends-receipt-email');
  } finally {
    await closeRegisters(await adminSession());
  }
});

test('staff record the rest of a partly collected COD order, and it stops showing what is owed', async ({
  page,
}) => {
  // Four API steps, a sign-in and three screens checked at two widths: a full minute on a busy machine.
  test.setTimeout(120_000);
  const suffix = tag();
  const tool = await toolWithSku(`Loose Ends Level ${suffix}`, `LE-LVL-${suffix}`.toUpperCase(), 30, 5);
  const buyer = await createAccount();
  const placed = await stackApi.placeOrder({
    as: sessionFor(buyer),
    body: {
      productId: tool._id,
      variantId: tool.variants[0]!._id,
      quantity: 1,
      paymentMethod: 'cod',
      ...SHIP_TO,
    },
  });
  const order = bodyOf(placed);
  const as = await adminSession();
  bodyOf(await stackApi.confirmCodOrder({ as, params: { id: order._id } }));
  bodyOf(await stackApi.shipOrder({ as, params: { id: order._id } }));
  bodyOf(
    await stackApi.collectCodOrder({
      as,
      params: { id: order._id },
      body: { amount: 20, reference: 'CR-1', partial: true, note: 'The customer paid $20 only' },
    }),
  );
  const rest = order.totalPrice - 20;

  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await page.goto(routes.orderDetail(order._id));
  const notice = page.getByRole('alert', { name: codText.cashOnDelivery });
  await expect(notice).toContainText(codText.owed(usd(rest)));
  await checkScreen(page, 'cod-owed');

  await page.getByRole('button', { name: codText.collect }).click();
  const dialog = page.getByRole('dialog', { name: codText.collectTitle(order.number) });
  await dialog.getByLabel(codText.reference).fill('CR-2');
  await checkScreen(page, 'cod-collect-rest');
  await dialog.getByRole('button', { name: codText.record }).click();
  await expect(page.getByText(codText.collectedToast(order.number))).toBeVisible();

  await expect(notice).not.toContainText(codText.owed(''));
  await expect(notice).toContainText(codText.collectedFact(usd(20), 'CR-1'));
  await expect(notice).toContainText(codText.collectedFact(usd(rest), 'CR-2'));
  await expect(page.getByRole('button', { name: codText.collect })).toHaveCount(0);
  await checkScreen(page, 'cod-collected-whole');
});

test('a variant imported at 0 tells the admin it is low on stock', async ({ page }) => {
  const suffix = tag();
  const [seeded] = await products();
  const name = `Loose Ends Chisel ${suffix}`;
  const rows: Record<string, string | number>[] = [
    {
      Handle: `le-chisel-${suffix}`,
      Title: name,
      Body: 'A bevel-edge chisel.',
      'Option1 Name': 'Width',
      'Option1 Value': '12 mm',
      'Variant Price': '11.00',
      'Variant Inventory Qty': 0,
      'Minimum Order': 1,
      'Image Src': seeded!.img,
      Status: 'active',
    },
    {
      Handle: `le-chisel-${suffix}`,
      'Option1 Value': '25 mm',
      'Variant Price': '14.00',
      'Variant Inventory Qty': 40,
    },
  ];
  const quoted = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;
  const lines = [CATALOGUE_CSV_COLUMNS, ...rows.map((row) => CATALOGUE_CSV_COLUMNS.map((c) => row[c] ?? ''))];
  const file = {
    name: 'chisels.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.map((cells) => cells.map(quoted).join(',')).join('\r\n')),
  };

  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await page.goto(routes.importCatalogue);
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText(catalogueCsvText.noErrors)).toBeVisible();
  await page.getByRole('button', { name: catalogueCsvText.importButton, exact: true }).click();
  await expect(page.getByRole('heading', { name: catalogueCsvText.resultHeading })).toBeVisible();
  await expect(page.getByText(staffLiveText.lowStock(variantName(name, '12 mm'), 0))).toBeVisible();
  await expect(page.getByText(staffLiveText.lowStock(variantName(name, '25 mm'), 40))).toHaveCount(0);
  await saveScreenshots(page, 'loose-ends-import-low-stock');
});

test('an offline sale replayed by another cashier is the one who took it', async ({ page }) => {
  const suffix = tag();
  const tool = await toolWithSku(`Loose Ends Square ${suffix}`, `LE-SQ-${suffix}`.toUpperCase(), 9, 10);
  const as = await adminSession();
  const [taker, replayer] = [await createAccount(), await createAccount()];
  for (const cashier of [taker, replayer]) {
    bodyOf(await stackApi.setRole({ as, params: { email: cashier.email }, body: { role: 'cashier' } }));
  }
  await closeRegisters(as);
  let number: number;
  let orderId: string;
  try {
    const session = bodyOf(
      await stackApi.openRegister({ as: sessionFor(replayer), body: { register: 'Counter 1', float: 0 } }),
    );
    const replayed = await stackApi.counterSale({
      as: sessionFor(replayer),
      body: {
        saleId: `le-offline-${suffix}`,
        sessionId: session._id,
        lines: [{ variantId: tool.variants[0]!._id, quantity: 1, unitPrice: 9 }],
        payments: [{ method: 'cash', tendered: 10 }],
        offline: true,
        takenAt: new Date().toISOString(),
        takenBy: uidOf(taker),
      },
    });
    expect(replayed.status).toBe(201);
    ({ number } = bodyOf(replayed));
    orderId = bodyOf(replayed).order._id;
  } finally {
    await closeRegisters(as);
  }

  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await page.goto(routes.orderDetail(orderId));
  await expect(page.getByText(orders.number(number)).first()).toBeVisible();
  await expect(page.getByText(orders.timelineBy(taker.email))).toBeVisible();
  await expect(page.getByText(orders.timelineBy(replayer.email))).toHaveCount(0);
  await checkScreen(page, 'offline-sale-taker');
});

test('the signed-out cart, reopened, prices its lines from its own tools, never the whole catalogue', async ({
  page,
}) => {
  const suffix = tag();
  const tool = await toolWithSku(`Loose Ends Clamp ${suffix}`, `LE-CL-${suffix}`.toUpperCase(), 12.25, 10);
  const variant = tool.variants[0] as Variant;
  const wholeCatalogue: string[] = [];
  const isWholeCatalogue = (request: Request) =>
    request.method() === 'GET' && ['/api', '/api/'].includes(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (isWholeCatalogue(request)) wholeCatalogue.push(page.url());
  });

  await page.goto(routes.home);
  await page.evaluate(
    `localStorage.setItem('toolshop.cart', ${JSON.stringify(JSON.stringify({ [`${tool._id}/${variant._id}`]: 3 }))})`,
  );
  await page.goto(routes.cart);
  const line = page.getByRole('region', { name: cartPage.cartLines }).getByRole('article');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('heading', { name: variantName(tool.name, variant.title) })).toBeVisible();
  await expect(line.getByText(landing.price(usd(12.25)))).toBeVisible();
  await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(36.75));
  await page.reload();
  await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(36.75));
  expect(wholeCatalogue, 'pages that asked for the whole catalogue').toEqual([]);
});
