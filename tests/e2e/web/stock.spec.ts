/**
 * Stock with reasons, as an admin meets it against the real stack (docs/stock.md): the admin gives a tool
 * a low-stock threshold and a supplier, customers' orders take it below, the admin hears of it live
 * and by the daily digest, makes a purchase order from Low stock, sends it (the supplier's email
 * arrives), receives half and then the rest, and the tool's history tells every step with its reason.
 * A draft is priced at each tool's cost price (else its last received cost, else the page asks for
 * it), changed before it is sent, and a receipt of more than is on order is refused in the API's
 * words. The product form saves right after its own stock adjustment. Each stock screen is checked
 * with axe and saved at both widths.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Supplier } from '../../../src/shared/stockSchemas';
import { emailText } from '../../../src/shared/strings/emails';
import { staffLiveText } from '../../../src/shared/strings/labels/notifications';
import { dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { stockText } from '../../../src/shared/strings/labels/stock';
import { stockErrors } from '../../../src/shared/strings/stockMessages';
import { mailbox, type CaughtEmail } from '../../server/support/mailCatcher';
import { bodyOf } from '../../support/apiClient';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { addProduct } from './support/catalogue';
import { paidOrderFor } from './support/orders';
import { saveScreenshots } from './support/screenshots';
import { stack } from './support/stack';
import { adminSession, stackApi } from './support/stackApi';

const inbox = mailbox(stack.mailWebPort);
const THRESHOLD = 5;
const isDigest = (email: CaughtEmail) => email.html.includes(emailText.lowStockDigest.heading);

async function addSupplier(email: string): Promise<Supplier> {
  return bodyOf(
    await stackApi.addSupplier({
      as: await adminSession(),
      body: { name: `Dhaka Clamp Works ${Date.now()}`, email, phone: '01700000000', leadDays: 7, note: '' },
    }),
  );
}

/** The screen passes axe and is saved at 1280 and 390 px. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page, name);
  await saveScreenshots(page, name);
}

/** The reasons the history lists, newest first, as the table (or a phone's cards) reads them. */
async function historyReasons(page: Page): Promise<string[]> {
  const history = page.getByRole('table', { name: stockText.ledger.historyTitle });
  await expect(history).toBeVisible();
  const reasonColumn = await history.getByRole('columnheader').allTextContents();
  const at = reasonColumn.indexOf(stockText.ledger.columns.reason);
  return history
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll(
      (rows, column) =>
        rows.map(
          (row) => (row as unknown as { cells: { textContent: string }[] }).cells[column]!.textContent,
        ),
      at,
    );
}

test('a tool falls below its threshold through orders, is reordered from Low stock, sent, received in two parts, and its history says why at each step', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const reasons = stockText.reasons;
  const supplierEmail = `orders-${Date.now()}@supplier.test`;
  const supplier = await addSupplier(supplierEmail);
  // Its own tool: no other spec's orders move its stock. Two orders of 2 take 7 to 3, below 5.
  const tool = await addProduct({
    name: `Stock Journey Bar Clamp ${Date.now()}`,
    description: 'A bar clamp whose stock this test follows from the shelf to the supplier and back.',
    minimumOrder: 2,
    availableQuentity: 7,
    price: 12.5,
  });

  await signInThroughUi(page, stack.admin.email, stack.admin.password);

  // The threshold and the supplier, on the tool's edit page.
  await page.goto(`/dasboard/manageproduct/${tool._id}`);
  const settings = page.getByRole('form', { name: stockText.reorder.title });
  await settings.getByLabel(stockText.reorder.threshold).fill(String(THRESHOLD));
  await settings.getByLabel(stockText.reorder.supplier).click();
  await page.getByRole('option', { name: supplier.name }).click();
  await settings.getByRole('button', { name: stockText.reorder.save }).click();
  await expect(page.getByText(stockText.reorder.saved(tool.name))).toBeVisible();
  await checkScreen(page, 'stock-product-edit');
  await page.getByRole('button', { name: stockText.adjust.open }).click();
  const adjust = page.getByRole('dialog', { name: stockText.adjust.title(tool.name) });
  await expect(adjust.getByText(stockText.adjust.inStock(7))).toBeVisible();
  await checkScreen(page, 'stock-adjust-dialog');
  await adjust.getByRole('button', { name: 'Cancel' }).click();
  await expect(adjust).toBeHidden();

  // Customers' orders take it below; the admin, on the Low stock page, hears of it live.
  const digestsBefore = (await inbox.emails(stack.admin.email)).filter(isDigest);
  await page.goto('/dasboard/stock/low');
  await expect(page.getByRole('heading', { name: stockText.low.title })).toBeVisible();
  for (const name of ['Rahim Uddin', 'Karim Ahmed']) {
    await paidOrderFor(await createAccount({ name }), tool);
  }
  await expect(page.getByText(staffLiveText.lowStock(tool.name, 3))).toBeVisible();

  // The digest goes out at the day's first low: this tool's, unless another spec's came first in this run.
  if (digestsBefore.length === 0) {
    const digest = await inbox.waitFor(
      stack.admin.email,
      (email) => isDigest(email) && email.text.includes(tool.name),
    );
    expect(digest.text).toContain(
      emailText.lowStockDigest.line(tool.name, 3, 2 * THRESHOLD - 3, supplier.name),
    );
  } else {
    test.info().annotations.push({
      type: 'digest',
      description: 'A low-stock digest went out earlier in this run, so today’s does not name this tool',
    });
  }

  // Other specs' tools are low too (an import's at 0 come first, emptiest first): find this one by name.
  await page.getByLabel(dashboardText.table.search, { exact: true }).fill(tool.name);
  const lowList = page.getByRole('table', { name: stockText.low.title });
  const row = lowList.getByRole('row').filter({ hasText: tool.name });
  await expect(row).toContainText(supplier.name);
  await checkScreen(page, 'stock-low');

  // One draft per supplier, from Low stock.
  await page.getByRole('button', { name: stockText.low.makeOrders }).click();
  const made = page.getByRole('status').filter({ hasText: stockText.low.openMade });
  const draftLink = made.getByRole('link', { name: new RegExp(supplier.name) });
  await expect(draftLink).toBeVisible();
  await draftLink.click();
  await expect(page.getByRole('heading', { name: /^Purchase order PO-\d+$/ })).toBeVisible();
  const reference = (await page
    .getByRole('heading', { name: /^Purchase order PO-\d+$/ })
    .textContent())!.replace('Purchase order ', '');
  const ordered = 2 * THRESHOLD - 3;
  const lines = page.getByRole('table', { name: stockText.purchaseOrder.caption });
  await expect(lines.getByRole('row').filter({ hasText: tool.name })).toContainText(String(ordered));

  // No cost price and never received: the draft asks for the cost instead of going out at $0.00.
  const po = stockText.purchaseOrder;
  const unpriced = page.getByRole('status').filter({ hasText: po.unpricedTitle });
  await expect(unpriced).toContainText(po.unpricedText(tool.name));
  await expect(page.getByRole('button', { name: po.send })).toBeDisabled();
  await checkScreen(page, 'stock-purchase-order-draft');
  await unpriced.getByRole('button', { name: po.giveCosts }).click();
  const editor = page.getByRole('dialog', { name: po.editTitle(reference) });
  await expect(editor.getByText(po.costNeeded)).toBeVisible();
  await checkScreen(page, 'stock-purchase-order-edit');
  const n = stockText.newPurchaseOrder;
  await editor.getByLabel(`${n.unitCost}${n.onLine(1)}`).fill('6.40');
  await editor.getByRole('button', { name: po.editSave }).click();
  await expect(page.getByText(po.editedDone(reference))).toBeVisible();
  await expect(lines.getByRole('row').filter({ hasText: tool.name })).toContainText('$6.40');
  await expect(unpriced).toHaveCount(0);

  // Sent: the supplier's email arrives, priced.
  await page.getByRole('button', { name: po.send }).click();
  await expect(page.getByText(po.sentTo(reference, supplierEmail))).toBeVisible();
  const sent = await inbox.waitFor(supplierEmail, (email) =>
    email.subject.includes(emailText.purchaseOrder.subject(reference)),
  );
  expect(sent.text).toContain(emailText.purchaseOrder.line(tool.name, ordered, '$6.40'));
  expect(sent.text).not.toContain('$0.00');

  // Received in two parts: half, then what is left (the dialog's default).
  const half = Math.floor(ordered / 2);
  await page.getByRole('button', { name: stockText.purchaseOrder.receive }).click();
  const receive = page.getByRole('dialog', { name: stockText.purchaseOrder.receiveTitle(reference) });
  const quantity = receive.getByLabel(stockText.purchaseOrder.receiveQuantity(tool.name, ordered));
  await expect(quantity).toHaveValue(String(ordered));
  // One more than is on order is sent as typed, and refused: nothing booked, the dialog says why.
  await quantity.fill(String(ordered + 1));
  await receive.getByRole('button', { name: stockText.purchaseOrder.receiveConfirm }).click();
  await expect(receive.getByRole('alert')).toHaveText(stockErrors.beyondOrdered(tool.name, ordered));
  await expect(quantity).toHaveValue(String(ordered + 1));
  await checkScreen(page, 'stock-receive-dialog');
  await quantity.fill(String(half));
  await receive.getByRole('button', { name: stockText.purchaseOrder.receiveConfirm }).click();
  await expect(page.getByText(stockText.purchaseOrder.receivedDone(reference, half))).toBeVisible();
  await expect(page.getByText(stockText.purchaseOrders.states.partly_received).first()).toBeVisible();

  await page.getByRole('button', { name: stockText.purchaseOrder.receive }).click();
  await expect(
    receive.getByLabel(stockText.purchaseOrder.receiveQuantity(tool.name, ordered - half)),
  ).toHaveValue(String(ordered - half));
  await receive.getByRole('button', { name: stockText.purchaseOrder.receiveConfirm }).click();
  await expect(page.getByText(stockText.purchaseOrder.receivedDone(reference, ordered - half))).toBeVisible();
  await expect(page.getByText(stockText.purchaseOrders.states.received).first()).toBeVisible();
  await checkScreen(page, 'stock-purchase-order-received');

  // The tool's history: every step with its reason, newest first.
  await page.goto(`/dasboard/manageproduct/${tool._id}`);
  await expect
    .poll(() => historyReasons(page))
    .toEqual([reasons.received, reasons.received, reasons.order, reasons.order, reasons.initial]);
  // 7, less two orders of 2, plus all 7 received.
  await expect(page.getByRole('region', { name: stockText.reorder.title })).toContainText(
    `${stockText.reorder.inStock}${7 - 4 + ordered}`,
  );
  const history = page.getByRole('table', { name: stockText.ledger.historyTitle });
  await expect(history.getByRole('link', { name: reference })).toHaveCount(2);

  // The whole ledger, and the other stock screens, pass axe and are looked at.
  await page.goto('/dasboard/stock');
  await expect(
    page.getByRole('table', { name: stockText.ledger.caption }).getByText(tool.name).first(),
  ).toBeVisible();
  await checkScreen(page, 'stock-ledger');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: stockText.ledger.downloadCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^stock-movements-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile((await download.path())!, 'utf8')).toContain(tool.name);
  await page.goto('/dasboard/stock/purchase-orders');
  await expect(page.getByRole('link', { name: reference })).toBeVisible();
  await checkScreen(page, 'stock-purchase-orders');
  await page.goto('/dasboard/stock/purchase-orders/new');
  await expect(page.getByRole('heading', { name: stockText.newPurchaseOrder.title })).toBeVisible();
  await checkScreen(page, 'stock-purchase-order-new');
  await page.goto('/dasboard/stock/suppliers');
  await expect(page.getByText(supplier.name)).toBeVisible();
  await checkScreen(page, 'stock-suppliers');
  await page.getByRole('button', { name: stockText.suppliers.editTitle(supplier.name) }).click();
  await expect(
    page.getByRole('dialog', { name: stockText.suppliers.editTitle(supplier.name) }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'stock-supplier-dialog');
});

test('a draft from Low stock takes the tool’s cost price, and its lines are changed before it is sent', async ({
  page,
}) => {
  const supplierEmail = `costs-${Date.now()}@supplier.test`;
  const supplier = await addSupplier(supplierEmail);
  const { img } = await addProduct({
    name: `Priced Clamp Picture ${Date.now()}`,
    description: 'Lends its picture.',
    minimumOrder: 1,
    availableQuentity: 1,
    price: 1,
  });
  const tool = bodyOf(
    await stackApi.addProduct({
      as: await adminSession(),
      body: {
        name: `Priced Quick Clamp ${Date.now()}`,
        description: 'Bought in at its cost price.',
        img,
        minimumOrder: 1,
        variants: [
          {
            price: 18,
            availableQuantity: 2,
            lowStockThreshold: THRESHOLD,
            reorderQuantity: 10,
            supplierId: supplier._id,
            costPrice: 4.25,
          },
        ],
      },
    }),
  );
  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await page.goto('/dasboard/stock/low');
  await page.getByRole('button', { name: stockText.low.makeOrders }).click();
  await page
    .getByRole('status')
    .filter({ hasText: stockText.low.openMade })
    .getByRole('link', { name: new RegExp(supplier.name) })
    .click();
  const po = stockText.purchaseOrder;
  const lines = page.getByRole('table', { name: po.caption });
  const row = lines.getByRole('row').filter({ hasText: tool.name });
  await expect(row).toContainText('$4.25');
  await expect(row).toContainText('$42.50');
  await expect(page.getByRole('button', { name: po.send })).toBeEnabled();

  // Twelve at the price the supplier quoted since.
  await page.getByRole('button', { name: po.edit }).click();
  const heading = await page.getByRole('heading', { name: /^Purchase order PO-\d+$/ }).textContent();
  const reference = heading!.replace('Purchase order ', '');
  const editor = page.getByRole('dialog', { name: po.editTitle(reference) });
  const n = stockText.newPurchaseOrder;
  await editor.getByLabel(`${n.quantity}${n.onLine(1)}`).fill('12');
  await editor.getByLabel(`${n.unitCost}${n.onLine(1)}`).fill('4.10');
  await expect(editor.getByText(n.total('$49.20'))).toBeVisible();
  await expectNoAxeViolations(page, 'stock-purchase-order-edit-priced');
  await editor.getByRole('button', { name: po.editSave }).click();
  await expect(page.getByText(po.editedDone(reference))).toBeVisible();
  await expect(row).toContainText('$49.20');
  // The pointer left where Save was, over a row it would highlight.
  await page.mouse.move(0, 0);
  await checkScreen(page, 'stock-purchase-order-priced');

  await page.getByRole('button', { name: po.send }).click();
  await expect(page.getByText(po.sentTo(reference, supplierEmail))).toBeVisible();
  await expect(page.getByRole('button', { name: po.edit })).toHaveCount(0);
  const sent = await inbox.waitFor(supplierEmail, (email) =>
    email.subject.includes(emailText.purchaseOrder.subject(reference)),
  );
  expect(sent.text).toContain(emailText.purchaseOrder.line(tool.name, 12, '$4.10'));
});

test('the product form saves right after its own Adjust stock, on the version the adjustment made', async ({
  page,
}) => {
  const tool = await addProduct({
    name: `Adjusted Bar Clamp ${Date.now()}`,
    description: 'Counted, then renamed.',
    minimumOrder: 1,
    availableQuentity: 7,
    price: 12.5,
  });
  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await page.goto(`/dasboard/manageproduct/${tool._id}`);
  const fields = dashboardText.addProduct;
  await expect(page.getByLabel(fields.name)).toHaveValue(tool.name);

  const renamed = `${tool.name} (long jaw)`;
  await page.getByLabel(fields.name).fill(renamed);
  // From here the catalogue takes its time to answer, as a busy server's does.
  await page.route(
    (url) => /^\/api\/?$/.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    },
  );
  await page.getByRole('button', { name: stockText.adjust.open }).click();
  const adjust = page.getByRole('dialog', { name: stockText.adjust.title(tool.name) });
  await adjust.getByLabel(stockText.adjust.quantity.count).fill('9');
  await adjust.getByRole('button', { name: stockText.adjust.save }).click();

  // Straight away, as staff do: Save as soon as the dialog has let go of the page.
  await page.getByRole('button', { name: dashboardText.editProduct.save }).click();
  await expect(page.getByText(dashboardText.editProduct.saved(renamed))).toBeVisible();
  await expect(page.getByRole('alert', { name: dashboardText.editProduct.staleTitle })).toHaveCount(0);
  await expect(page.getByLabel(fields.availableQuentity)).toHaveValue('9');
  await checkScreen(page, 'stock-product-saved-after-adjust');
  const saved = bodyOf(await stackApi.productPage({ params: { id: tool._id } })).product;
  expect(saved).toMatchObject({ name: renamed, availableQuentity: 9 });
});
