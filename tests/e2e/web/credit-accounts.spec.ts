/**
 * Trade customers on credit in a shop in Dhaka (docs/credit.md, the khata). Sixty-one days ago (the shop
 * starts with its clock that far back): the admin gives a contractor ৳50,000 of credit for 30 days; the
 * cashier sells ৳32,000 on account at the till and is refused a further ৳20,000, the till showing the
 * ৳18,000 available; the contractor buys on account on the web, its page saying what is charged to the
 * account and, once the order ships, the day it is due; a partial payment by bKash clears the oldest
 * invoice; the statement (on screen and as a PDF) and the receivables page show it. Then the shop starts
 * again on today's clock, its web invoice 31 days past due: the 30-days-overdue reminder is in the mail
 * catcher, the till and the web refuse the contractor on account until the cashier takes a payment that
 * pays it down, and the next sale on account goes through. Axe on each new screen; screenshots at 1280
 * and 390 px of the customer's credit, the till's on-account step, the statement and the receivables.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { formatMoney } from '../../../src/shared/currency';
import type { Product } from '../../../src/shared/entities';
import { routes } from '../../../src/shared/routes';
import {
  creditErrors,
  receivablesText,
  reminderText,
  statementText,
} from '../../../src/shared/strings/credit';
import { documentDate } from '../../../src/shared/strings/invoicePdf';
import { paymentMethodNames } from '../../../src/shared/strings/labels/cod';
import { fieldLabels } from '../../../src/shared/strings/labels/common';
import { counterText } from '../../../src/shared/strings/labels/counterScreen';
import { creditText } from '../../../src/shared/strings/labels/credit';
import { purchase } from '../../../src/shared/strings/labels/storefront';
import { bodyOf, type Session } from '../../support/apiClient';
import { mailbox } from '../../server/support/mailCatcher';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { openTill, scan } from './support/counter';
import { saveScreenshots } from './support/screenshots';
import {
  secondShop,
  secondShopAdmin,
  secondShopApi,
  secondShopCustomer,
  secondShopSession,
  startSecondShop,
} from './support/secondShop';
import { stack } from './support/stack';

const taka = (amount: number) => formatMoney(amount, 'BDT');
const inbox = mailbox(stack.mailWebPort);
const SHOP = { SHOP_CURRENCY: 'BDT', BKASH_NUMBER: '01712345678' };
/** The first days' trade happens this long ago: the web invoice, due after 30 days, is then 31 days overdue. */
const DAYS_AGO = 61;
const TAG = Date.now().toString(36).toUpperCase();
const CONTRACTOR = { name: 'Rafiq Hossain Contractors', phone: '01711555777' };

test.use({ baseURL: secondShop.url });

// Made by the test, not as the file loads: Playwright's runner loads every spec to list its tests and
// runs no hook there, so a folder made on load was left behind in each run.
let dataDir: string | undefined;
let stopShop: (() => Promise<void>) | undefined;
test.afterAll(async () => {
  await stopShop?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A tool of one variant at `price` taka, `sku` on its label. */
async function addTool(admin: Session, name: string, sku: string, price: number): Promise<Product> {
  const [seeded] = bodyOf(await secondShopApi.listProducts());
  return bodyOf(
    await secondShopApi.addProduct({
      as: admin,
      body: {
        name,
        description: `${name}, for the trade.`,
        minimumOrder: 1,
        img: seeded!.img,
        options: [],
        variants: [{ options: {}, sku, price, availableQuantity: 20 }],
      },
    }),
  );
}

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: secondShop.url })).newPage();
  await signInThroughUi(page, email, password);
  return page;
}

/** The till's on-account step: the customer found by phone, and `amount` put on their account. */
async function putOnAccount(till: Page, phone: string, amount: number | 'all') {
  const step = till.getByRole('group', { name: creditText.till.customer });
  await step.getByLabel(creditText.till.find).fill(phone);
  await step.getByLabel(creditText.till.find).press('Enter');
  await expect(step.getByText(creditText.till.chosen(CONTRACTOR.name))).toBeVisible();
  if (amount === 'all') await step.getByRole('button', { name: creditText.till.wholeSale }).click();
  else await step.getByLabel(creditText.till.amount, { exact: true }).fill(String(amount));
  return step;
}

/** The customer's account page, opened from Receivables' lookup by their phone number. */
async function openAccountFromReceivables(admin: Page) {
  await admin.goto(routes.receivables);
  await admin.getByLabel(creditText.receivables.find).fill(CONTRACTOR.phone);
  await admin.getByLabel(creditText.receivables.find).press('Enter');
  await expect(
    admin.getByRole('heading', { name: creditText.customerPage.title(CONTRACTOR.name) }),
  ).toBeVisible();
}

test('a contractor buys on account, pays by bKash, is reminded when overdue and refused until paid down', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const shopData = (dataDir = mkdtempSync(join(tmpdir(), 'toolshop-e2e-credit-')));
  stopShop = await startSecondShop(SHOP, { dataDir: shopData, clockOffsetDays: -DAYS_AGO });
  const adminSession = await secondShopAdmin();
  await addTool(adminSession, `Diesel Generator 5 kVA ${TAG}`, `KH-GEN-${TAG}`, 32_000);
  await addTool(adminSession, `Pipe Threading Machine ${TAG}`, `KH-PTM-${TAG}`, 20_000);
  const drill = await addTool(adminSession, `Impact Drill 13 mm ${TAG}`, `KH-DRL-${TAG}`, 6_500);
  await addTool(adminSession, `Spirit Level 600 mm ${TAG}`, `KH-LVL-${TAG}`, 900);
  const contractor = await secondShopCustomer(CONTRACTOR.name, CONTRACTOR.phone);
  const cashier = await secondShopCustomer(`Selim Cashier ${TAG}`, '01711000999');
  bodyOf(
    await secondShopApi.setRole({
      as: adminSession,
      params: { email: cashier.email },
      body: { role: 'cashier' },
    }),
  );

  // The admin gives the contractor ৳50,000 of credit for 30 days.
  const admin = await signedInPage(browser, secondShop.admin.email, secondShop.admin.password);
  await openAccountFromReceivables(admin);
  const credit = admin.getByRole('region', { name: creditText.account.heading });
  await credit.getByLabel(creditText.customerPage.creditLimit).fill('50000');
  await credit.getByLabel(creditText.customerPage.termsDays).fill('30');
  await credit.getByRole('button', { name: creditText.customerPage.save }).click();
  await expect(admin.getByText(creditText.customerPage.saved(CONTRACTOR.name))).toBeVisible();
  await expect(credit.getByTestId('account-limit')).toHaveText(taka(50_000));
  await expect(credit.getByTestId('account-available')).toHaveText(taka(50_000));
  await expect(credit.getByTestId('account-terms')).toHaveText(creditText.account.termsDays(30));

  // The cashier sells ৳32,000 on account at the till, finding the contractor by phone.
  const till = await signedInPage(browser, cashier.email, cashier.password);
  await openTill(till, 1000);
  await scan(till, `KH-GEN-${TAG}`);
  await expect(till.getByTestId('sale-total')).toHaveText(taka(32_000));
  const step = await putOnAccount(till, CONTRACTOR.phone, 'all');
  await expect(step.getByTestId('account-available')).toHaveText(creditText.till.available(taka(50_000)));
  await till.getByRole('button', { name: counterText.pay.submit, exact: true }).click();
  const lastSale = till.getByTestId('last-sale');
  await expect(lastSale.getByTestId('last-sale-account')).toHaveText(
    creditText.till.onAccountDone(taka(32_000), CONTRACTOR.name),
  );
  const counterInvoice = (await lastSale.getByTestId('last-sale-invoice').innerText()).replace(
    /^Invoice /,
    '',
  );
  // The receipt's email is told in a toast below the sale's lines, clear of the payment's column: the
  // next sale's Pay and Clear sale answer at once, wherever the pointer rests.
  const toast = till.locator('.Toastify__toast');
  await expect(toast).toBeVisible();
  const paymentForm = till.getByRole('form', { name: counterText.pay.heading });
  const [toastBox, paymentFormBox] = await Promise.all([toast.boundingBox(), paymentForm.boundingBox()]);
  expect(toastBox!.x + toastBox!.width).toBeLessThan(paymentFormBox!.x);

  // A further ৳20,000 is refused: the till shows the ৳18,000 available and Pay waits.
  await scan(till, `KH-PTM-${TAG}`);
  await putOnAccount(till, CONTRACTOR.phone, 20_000);
  await expect(step.getByTestId('account-available')).toHaveText(creditText.till.available(taka(18_000)));
  await expect(step.getByTestId('account-refusal')).toHaveText(creditText.till.overLimit(taka(18_000)));
  await expect(till.getByRole('button', { name: counterText.pay.submit, exact: true })).toBeDisabled();
  await expectNoAxeViolations(till, 'the till’s on-account step, refused beyond the credit');
  await saveScreenshots(till, 'credit-till-on-account');
  await till.getByRole('button', { name: counterText.pay.clear }).click();

  // The contractor buys on account on the web.
  const shopper = await signedInPage(browser, contractor.email, contractor.password);
  bodyOf(
    await secondShopApi.setCartItem({
      as: contractor.session,
      params: { productId: drill._id },
      body: { quantity: 1 },
    }),
  );
  await shopper.goto(routes.checkout);
  await shopper.getByLabel(purchase.recipient).fill(CONTRACTOR.name);
  await shopper.getByLabel(purchase.street, { exact: true }).fill('14 Tejgaon Industrial Area');
  await shopper.getByLabel(fieldLabels.city).fill('Dhaka');
  await shopper.getByLabel(fieldLabels.postalCode).fill('1208');
  await shopper.getByRole('textbox', { name: fieldLabels.phone, exact: true }).fill(CONTRACTOR.phone);
  await shopper.getByRole('radio', { name: creditText.checkout.payOnAccount }).check();
  await expectNoAxeViolations(shopper, 'checkout with Pay on account');
  await shopper.getByRole('button', { name: creditText.checkout.place }).click();
  await expect(shopper).toHaveURL(/\/dasboard\/order\/[\w-]+$/);
  const webOrder = bodyOf(
    await secondShopApi.orderDetail({
      as: contractor.session,
      params: { id: shopper.url().split('/').pop()! },
    }),
  );
  expect(webOrder.paymentMethod).toBe('account');
  // Its page says what is charged to the account, due on the contractor's terms once it ships.
  const onAccount = shopper.getByRole('alert', { name: paymentMethodNames.account });
  await expect(onAccount).toContainText(creditText.order.charged(taka(webOrder.totalPrice)));
  await expect(onAccount).toContainText(creditText.order.dueOnShipping(30));
  await expectNoAxeViolations(shopper, 'an order on account’s page');
  // It ships like a paid order, and is invoiced as it ships: its page then says the day it is due.
  const shipped = bodyOf(
    await secondShopApi.shipOrder({ as: adminSession, params: { id: webOrder._id }, body: {} }),
  );
  const webInvoice = shipped.invoiceNumber!;
  const webTotal = webOrder.totalPrice;
  const { onAccount: invoiced } = bodyOf(
    await secondShopApi.orderDetail({ as: contractor.session, params: { id: webOrder._id } }),
  );
  await shopper.reload();
  await expect(onAccount).toContainText(creditText.order.due(taka(webTotal), documentDate(invoiced!.dueOn!)));

  // A partial payment by bKash clears the oldest invoice, the till's.
  await openAccountFromReceivables(admin);
  await expect(credit.getByTestId('account-owed')).toHaveText(taka(32_000 + webTotal));
  await credit.getByRole('button', { name: creditText.payment.open }).click();
  const payment = admin.getByRole('dialog', { name: creditText.payment.title(CONTRACTOR.name) });
  await payment.getByLabel(creditText.payment.amount).fill('32000');
  await payment.getByLabel(creditText.payment.method).selectOption('bkash');
  await payment.getByLabel(creditText.payment.reference).fill(`BK${TAG}`);
  await expectNoAxeViolations(admin, 'the payment on account dialog');
  await payment.getByRole('button', { name: creditText.payment.save }).click();
  await expect(admin.getByText(creditText.payment.paidInvoice(counterInvoice))).toBeVisible();
  await expect(credit.getByTestId('account-owed')).toHaveText(taka(webTotal));
  await expect(credit.getByTestId('account-available')).toHaveText(taka(50_000 - webTotal));

  // The statement shows both invoices and the payment, closing at what is owed; its PDF too.
  const statement = admin.getByTestId('statement');
  await expect(statement).toContainText(statementText.invoice(counterInvoice));
  await expect(statement).toContainText(statementText.invoice(webInvoice));
  await expect(statement).toContainText(`BK${TAG}`);
  await expect(admin.getByTestId('statement-closing')).toHaveText(taka(webTotal));
  await expectNoAxeViolations(admin, 'the customer’s account page with its statement');
  await saveScreenshots(admin, 'credit-customer-page');
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: creditText.statement.downloadPdf }).click();
  const download = await downloading;
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text: pdfText } = await extractText(new Uint8Array(bytes), { mergePages: true });
  expect(pdfText).toContain(counterInvoice);
  expect(pdfText).toContain(webInvoice);
  expect(pdfText).toContain(`BK${TAG}`);
  expect(pdfText).toContain(taka(webTotal));

  // The receivables: the web invoice not yet due; the overview counts it owed, nothing overdue.
  await admin.goto(routes.receivables);
  const receivables = admin.getByRole('table', { name: creditText.receivables.caption });
  const row = receivables.getByRole('row').filter({ hasText: CONTRACTOR.name });
  await expect(row).toContainText(taka(webTotal));
  await expect(admin.getByTestId('receivables-total-notDue')).toHaveText(taka(webTotal));
  await expect(admin.getByTestId('receivables-total-days31to60')).toHaveText(taka(0));
  await expectNoAxeViolations(admin, 'the receivables');
  await admin.goto(routes.overview);
  await expect(admin.getByRole('region', { name: creditText.overview.owed })).toContainText(taka(webTotal));
  await expect(admin.getByRole('region', { name: creditText.overview.overdue })).toContainText(taka(0));

  // The register is closed for the day; every page signs in again on the shop's new day.
  const [open] = bodyOf(
    await secondShopApi.registerSessions({ as: adminSession, query: { state: 'open' } }),
  ).sessions;
  bodyOf(
    await secondShopApi.closeRegister({
      as: adminSession,
      params: { sessionId: open!._id },
      body: { counted: 1000 },
    }),
  );
  await Promise.all([admin, till, shopper].map((page) => page.context().close()));

  // Sixty-one days on: the shop starts again on today's clock, the web invoice 31 days past due.
  await stopShop();
  stopShop = await startSecondShop(SHOP, { dataDir: shopData });

  const today = await signedInPage(browser, secondShop.admin.email, secondShop.admin.password);
  await today.goto(routes.receivables);
  await today.getByRole('button', { name: creditText.receivables.remind }).click();
  const reminder = await inbox.waitFor(
    contractor.email,
    (mail) => mail.subject === reminderText.subject.overdue_30(webInvoice),
  );
  expect(reminder.text).toContain(taka(webTotal));
  await expect(today.getByTestId('receivables-total-days31to60')).toHaveText(taka(webTotal));
  await expect(today.getByTestId('receivables-total-notDue')).toHaveText(taka(0));
  await expectNoAxeViolations(today, 'the receivables with an overdue customer');
  await saveScreenshots(today, 'credit-receivables');
  const byCustomer = today.getByRole('button', {
    name: creditText.receivables.sortBy(receivablesText.customer),
  });
  await byCustomer.click();
  await expect(today.locator('th', { has: byCustomer })).toHaveAttribute('aria-sort', 'ascending');
  await today.goto(routes.overview);
  await expect(today.getByRole('region', { name: creditText.overview.overdue })).toContainText(
    taka(webTotal),
  );

  // The contractor sees it in My account, and cannot pay on account at checkout.
  const shopperToday = await signedInPage(browser, contractor.email, contractor.password);
  await shopperToday.goto(routes.myAccount);
  await expect(shopperToday.getByText(creditText.account.paused(31))).toBeVisible();
  await expect(shopperToday.getByTestId('statement-closing')).toHaveText(taka(webTotal));
  await expectNoAxeViolations(shopperToday, 'My account with its statement');
  await saveScreenshots(shopperToday, 'credit-statement');
  bodyOf(
    await secondShopApi.setCartItem({
      as: await secondShopSession(contractor.email, contractor.password),
      params: { productId: drill._id },
      body: { quantity: 1 },
    }),
  );
  await shopperToday.goto(routes.checkout);
  await expect(shopperToday.getByRole('radio', { name: creditText.checkout.payOnAccount })).toBeDisabled();
  await expect(shopperToday.getByText(creditErrors.overdue(31))).toBeVisible();

  // At the till the contractor is refused on account until the cashier takes a payment that pays it down.
  const tillToday = await signedInPage(browser, cashier.email, cashier.password);
  await openTill(tillToday, 1000);
  await scan(tillToday, `KH-LVL-${TAG}`);
  const stepToday = await putOnAccount(tillToday, CONTRACTOR.phone, 'all');
  await expect(stepToday.getByTestId('account-refusal')).toHaveText(creditErrors.overdue(31));
  await expect(tillToday.getByRole('button', { name: counterText.pay.submit, exact: true })).toBeDisabled();
  await stepToday.getByRole('button', { name: creditText.till.change }).click();

  await tillToday.getByRole('button', { name: counterText.register.actions }).click();
  await tillToday.getByRole('menuitem', { name: creditText.till.accountPayment }).click();
  const lookup = tillToday.getByRole('dialog', { name: creditText.till.accountPayment });
  await lookup.getByLabel(creditText.till.find).fill(CONTRACTOR.phone);
  await lookup.getByLabel(creditText.till.find).press('Enter');
  const cashPayment = tillToday.getByRole('dialog', { name: creditText.payment.title(CONTRACTOR.name) });
  await cashPayment.getByLabel(creditText.payment.amount).fill(String(webTotal));
  await cashPayment.getByRole('button', { name: creditText.payment.save }).click();
  await expect(tillToday.getByText(creditText.payment.paidInvoice(webInvoice))).toBeVisible();

  await putOnAccount(tillToday, CONTRACTOR.phone, 'all');
  await expect(stepToday.getByTestId('account-available')).toHaveText(
    creditText.till.available(taka(50_000)),
  );
  await expect(stepToday.getByTestId('account-refusal')).toHaveCount(0);
  await tillToday.getByRole('button', { name: counterText.pay.submit, exact: true }).click();
  await expect(tillToday.getByTestId('last-sale-account')).toHaveText(
    creditText.till.onAccountDone(taka(900), CONTRACTOR.name),
  );
  await expect(tillToday.getByRole('main')).not.toContainText('$');
});
