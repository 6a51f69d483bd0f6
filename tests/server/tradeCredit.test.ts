/**
 * Trade customers on credit (docs/credit.md): the admin's terms, the counter's lookup, sales
 * on account held to the limit even ten at once, payments oldest invoice first (idempotent, the excess
 * kept as credit, cash in the drawer), statements, receivables, reminders once per invoice, and the
 * 30-days-overdue block an admin may override; a sale's emailed receipt names what went on the account
 * and when it is due. After each test the book balances: every customer's balance is their unpaid
 * invoices less their unallocated credit.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { creditErrors, creditNotices } from '../../src/shared/strings/credit';
import { formatMoney } from '../../src/shared/currency';
import { emailText } from '../../src/shared/strings/emails';
import { documentDate } from '../../src/shared/strings/invoicePdf';
import { paymentMethodNames } from '../../src/shared/strings/labels/cod';
import { creditText } from '../../src/shared/strings/labels/credit';
import { bodyOf, errorOf, type Session } from './support/environment';
import { counterSuite } from './support/counter';
import { expectAccountsBalance } from './support/accountBook';

const { env, cashier, openSession, saleId, sellOn, giveBack, reportOf } = counterSuite();
afterEach(() => expectAccountsBalance(env.db));

let made = 0;

/** A contractor signed up as a customer, and their `_id` as the counter's lookup finds it. */
async function contractor(): Promise<{ session: Session; id: string }> {
  const session = await env.newUser(`contractor${++made}`);
  const found = bodyOf(await env.api.lookupCustomers({ as: cashier, query: { q: session.email } }));
  return { session, id: found.customers[0]!.customerId };
}

const setCredit = (id: string, creditLimit: number, termsDays = 30) =>
  env.api.setCustomerCredit({ as: env.admin, params: { id }, body: { creditLimit, termsDays } });

const accountOf = async (id: string) =>
  bodyOf(await env.api.customerAccount({ as: cashier, params: { id } }));

/** A sale at the counter of `quantity` of a tool at `price`, `onAccount` of it on the customer's account. */
async function sellOnAccount(
  session: { _id: string },
  customerId: string,
  total: number,
  { as = cashier, more = {} }: { as?: Session; more?: Record<string, unknown> } = {},
) {
  const tool = await env.createProduct({ price: total, availableQuentity: 100, minimumOrder: 1 });
  return env.api.counterSale({
    as,
    body: {
      saleId: saleId(),
      sessionId: session._id,
      lines: [{ variantId: tool._id, quantity: 1 }],
      payments: [{ method: 'account', amount: total }],
      customerId,
      ...more,
    },
  });
}

const pay = (
  id: string,
  body: { paymentId?: string; amount: number; method?: string; reference?: string; sessionId?: string },
  as: Session = cashier,
) =>
  env.api.recordAccountPayment({
    as,
    params: { id },
    body: {
      paymentId: body.paymentId ?? saleId(),
      method: 'bkash',
      reference: 'BK12345678',
      ...body,
    } as never,
  });

/** Moves a customer's invoices `days` into the past, as the clock would have. */
async function age(customerId: string, days: number) {
  await env.db.execute(sql`
    update account_charges set invoiced_at = invoiced_at - make_interval(days => ${days}),
      due_on = due_on - ${days}::int, placed_at = placed_at - make_interval(days => ${days})
    where customer_id = ${customerId}`);
}

describe('trade customers on credit', () => {
  it('the admin sets terms; the cashier sells on account up to what is available, and is refused beyond it', async () => {
    const session = await openSession();
    const { session: buyer, id } = await contractor();
    expect((await accountOf(id)).blocked).toBe('no_credit');
    const refusedAtZero = await sellOnAccount(session, id, 10);
    expect(refusedAtZero.status).toBe(409);
    expect(bodyOf(await setCredit(id, 500, 30))).toMatchObject({
      creditLimit: 500,
      termsDays: 30,
      available: 500,
    });
    const sold = await sellOnAccount(session, id, 320);
    expect(sold.status).toBe(201);
    expect(bodyOf(sold)).toMatchObject({
      payments: [{ method: 'account', amount: 320, tendered: null, reference: null }],
      order: { paymentMethod: 'account', invoiceNumber: expect.any(String) },
    });
    // The sale is the contractor's: among their orders, its invoice theirs to read.
    const { order } = bodyOf(sold);
    const theirs = bodyOf(await env.api.myOrders({ as: buyer, query: { email: buyer.email } }));
    expect(theirs.map((o) => o.number)).toEqual([order.number]);
    const invoice = await env.api.invoice({ as: buyer, params: { number: order.invoiceNumber! } });
    expect(invoice.status).toBe(200);
    const refused = await sellOnAccount(session, id, 200);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(creditErrors.overLimit(formatMoney(180, 'USD')));
    expect(await accountOf(id)).toMatchObject({ balance: 320, owed: 320, available: 180, credit: 0 });
    const report = bodyOf(await env.api.registerReport({ as: cashier, params: { sessionId: session._id } }));
    expect(report.sales.byMethod.account).toBe(320);
  });

  it('a sale naming a customer who does not exist is refused on customerId, and sells nothing', async () => {
    const session = await openSession();
    const { id } = await contractor();
    const unknown = id.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    const refused = await sellOnAccount(session, unknown, 10);
    expect(refused.status).toBe(404);
    expect(errorOf(refused).issues).toEqual([
      expect.objectContaining({ path: 'customerId', message: creditErrors.unknownCustomer }),
    ]);
  });

  it('the receipt (as the till prints it and as emailed) names the payment on account, and it, its page and email say when it is due', async () => {
    const session = await openSession();
    const { session: buyer, id } = await contractor();
    await setCredit(id, 500, 30);
    const { order } = bodyOf(await sellOnAccount(session, id, 120, { more: { customerEmail: buyer.email } }));
    const theirs = bodyOf(await env.api.orderDetail({ as: buyer, params: { id: order._id } }));
    expect(theirs.onAccount).toMatchObject({ amount: 120, termsDays: 30, left: 120 });
    const dueOn = theirs.onAccount!.dueOn!;
    const printed = bodyOf(
      await env.api.counterReceipt({ as: cashier, params: { orderNumber: String(order.number) } }),
    );
    expect(printed.onAccount).toEqual(theirs.onAccount);
    const tool = await env.createProduct({ price: 5, availableQuentity: 5 });
    const paidInCash = bodyOf(await sellOn(session, [[tool, 1]], { cash: 5 }));
    const cashReceipt = await env.api.counterReceipt({
      as: cashier,
      params: { orderNumber: String(paidInCash.order.number) },
    });
    expect(bodyOf(cashReceipt).onAccount).toBeNull();
    const receipt = await env.mailbox.waitFor(
      buyer.email,
      (mail) => mail.subject === emailText.counterReceipt.subject(order.number),
    );
    expect(receipt.text).toMatch(new RegExp(`${paymentMethodNames.account}\\s+\\$120\\.00`));
    expect(receipt.text).toContain(creditText.order.due(formatMoney(120, 'USD'), documentDate(dueOn)));
  });

  it('part on account and the rest in cash; an offline sale on account is refused with the reason', async () => {
    const session = await openSession();
    const { id } = await contractor();
    await setCredit(id, 100);
    const tool = await env.createProduct({ price: 150, availableQuentity: 10, minimumOrder: 1 });
    const sold = await env.api.counterSale({
      as: cashier,
      body: {
        saleId: saleId(),
        sessionId: session._id,
        lines: [{ variantId: tool._id, quantity: 1 }],
        payments: [
          { method: 'account', amount: 100 },
          { method: 'cash', tendered: 50 },
        ],
        customerId: id,
      },
    });
    expect(bodyOf(sold).order.paymentMethod).toBe('cash_and_account');
    const offline = await env.api.counterSale({
      as: cashier,
      body: {
        saleId: saleId(),
        sessionId: session._id,
        lines: [{ variantId: tool._id, quantity: 1, unitPrice: 150 }],
        payments: [{ method: 'account', amount: 150 }],
        customerId: id,
        offline: true,
        takenAt: new Date().toISOString(),
      },
    });
    expect(offline.status).toBe(400);
    expect(errorOf(offline).issues).toContainEqual({
      path: 'payments.0.method',
      message: creditErrors.accountOffline,
    });
    expect((await accountOf(id)).balance).toBe(100);
  });

  it('a return of a sale on account takes its credit note off what is owed; only the cash part comes out of the drawer', async () => {
    const session = await openSession();
    const { id } = await contractor();
    await setCredit(id, 1000);
    const tool = await env.createProduct({ price: 100, availableQuentity: 10, minimumOrder: 1 });
    const onAccount = bodyOf(
      await env.api.counterSale({
        as: cashier,
        body: {
          saleId: saleId(),
          sessionId: session._id,
          lines: [{ variantId: tool._id, quantity: 3 }],
          payments: [{ method: 'account', amount: 300 }],
          customerId: id,
        },
      }),
    );
    const back = bodyOf(await giveBack(onAccount.order, [[tool, 1]], { sessionId: session._id }));
    expect(back).toMatchObject({ amount: 100, account: 100, cash: 0, card: 0, refundMethod: 'account' });
    expect(await accountOf(id)).toMatchObject({ balance: 200, owed: 200, credit: 0 });
    // Asking for cash (an admin's call) still gives nothing out of the drawer for what was on account.
    const asCash = bodyOf(
      await giveBack(onAccount.order, [[tool, 1]], {
        as: env.admin,
        sessionId: session._id,
        refundMethod: 'cash',
      }),
    );
    expect(asCash).toMatchObject({ amount: 100, account: 100, cash: 0 });
    expect(await accountOf(id)).toMatchObject({ balance: 100 });

    // Half on account, half in cash: a return of half gives half of it back each way.
    const mixed = bodyOf(
      await env.api.counterSale({
        as: cashier,
        body: {
          saleId: saleId(),
          sessionId: session._id,
          lines: [{ variantId: tool._id, quantity: 2 }],
          payments: [
            { method: 'account', amount: 100 },
            { method: 'cash', tendered: 100 },
          ],
          customerId: id,
        },
      }),
    );
    expect(await accountOf(id)).toMatchObject({ balance: 200 });
    const cashBefore = (await reportOf(session)).expectedCash;
    const half = bodyOf(await giveBack(mixed.order, [[tool, 1]], { sessionId: session._id }));
    expect(half).toMatchObject({ amount: 100, account: 50, cash: 50, refundMethod: 'cash_and_account' });
    expect(await accountOf(id)).toMatchObject({ balance: 150 });
    expect((await reportOf(session)).expectedCash).toBe(cashBefore - 50);
    const statement = bodyOf(await env.api.customerStatement({ as: cashier, params: { id } }));
    expect(statement.entries.filter((entry) => entry.kind === 'credit_note').map((e) => e.amount)).toEqual([
      -100, -100, -50,
    ]);
  });

  it('ten sales on account at once where the credit covers three: exactly three succeed', async () => {
    const session = await openSession();
    const { id } = await contractor();
    await setCredit(id, 300);
    const tools = await Promise.all(
      Array.from({ length: 10 }, () =>
        env.createProduct({ price: 100, availableQuentity: 5, minimumOrder: 1 }),
      ),
    );
    const answers = await Promise.all(
      tools.map((tool) =>
        env.api.counterSale({
          as: cashier,
          body: {
            saleId: saleId(),
            sessionId: session._id,
            lines: [{ variantId: tool._id, quantity: 1 }],
            payments: [{ method: 'account', amount: 100 }],
            customerId: id,
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(await accountOf(id)).toMatchObject({ balance: 300, available: 0 });
  });

  it('payments pay the oldest invoice first, part pays part, more than owed is kept as credit and said so; idempotent on paymentId', async () => {
    const session = await openSession();
    const { id } = await contractor();
    await setCredit(id, 1000);
    const first = bodyOf(await sellOnAccount(session, id, 300));
    const second = bodyOf(await sellOnAccount(session, id, 200));
    const body = { paymentId: `pay-${saleId()}`, amount: 350, method: 'bkash', reference: 'BK12345678' };
    const paid = bodyOf(await pay(id, body));
    expect(paid.allocations).toEqual([
      { invoiceNumber: first.order.invoiceNumber, orderNumber: first.number, amount: 300, left: 0 },
      { invoiceNumber: second.order.invoiceNumber, orderNumber: second.number, amount: 50, left: 150 },
    ]);
    expect(paid).toMatchObject({ keptAsCredit: 0, notice: null, account: { balance: 150, owed: 150 } });
    // The same body again is the same payment; another body with its id is refused.
    expect(bodyOf(await pay(id, body)).allocations).toHaveLength(2);
    const reused = await pay(id, { ...body, amount: 10 });
    expect(reused.status).toBe(422);
    expect(errorOf(reused).message).toBe(creditErrors.paymentIdReused);
    const over = bodyOf(await pay(id, { amount: 200 }));
    expect(over).toMatchObject({
      keptAsCredit: 50,
      notice: creditNotices.keptAsCredit(formatMoney(50, 'USD')),
    });
    // Credit kept adds to what is available on account.
    expect(await accountOf(id)).toMatchObject({ balance: -50, owed: 0, credit: 50, available: 1050 });
    // The credit pays the next sale's invoice.
    await sellOnAccount(session, id, 80);
    expect(await accountOf(id)).toMatchObject({ balance: 30, owed: 30, credit: 0 });
  });

  it('refuses bad payments: zero or negative 400, nothing owed is kept as credit, cash needs an open session and lands in its drawer', async () => {
    const session = await openSession(100);
    const { id } = await contractor();
    expect((await pay(id, { amount: 0 })).status).toBe(400);
    expect((await pay(id, { amount: -5 })).status).toBe(400);
    const nothingOwed = bodyOf(await pay(id, { amount: 25 }));
    expect(nothingOwed.notice).toBe(creditNotices.nothingOwed(formatMoney(25, 'USD')));
    const cashWithout = await pay(id, { amount: 10, method: 'cash', reference: '' });
    expect(cashWithout.status).toBe(400);
    expect(errorOf(cashWithout).message).toBe(creditErrors.cashNeedsSession);
    expect(
      (await pay(id, { amount: 40, method: 'cash', reference: '', sessionId: session._id })).status,
    ).toBe(200);
    const report = bodyOf(await env.api.registerReport({ as: cashier, params: { sessionId: session._id } }));
    expect(report.accountPayments).toEqual({ count: 1, cash: 40 });
    expect(report.expectedCash).toBe(140);
    expect((await pay('no-such-customer', { amount: 10 })).status).toBe(404);
  });

  it('a limit below what is owed is allowed and refuses new sales on account', async () => {
    const session = await openSession();
    const { id } = await contractor();
    await setCredit(id, 500);
    await sellOnAccount(session, id, 400);
    expect(bodyOf(await setCredit(id, 100))).toMatchObject({ creditLimit: 100, balance: 400, available: 0 });
    const refused = await sellOnAccount(session, id, 1);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(creditErrors.overLimit(formatMoney(0, 'USD')));
  });

  it('over 30 days overdue blocks sales on account until paid down; an admin may override, recorded with why', async () => {
    const session = await openSession();
    const { id } = await contractor();
    await setCredit(id, 1000, 30);
    await sellOnAccount(session, id, 100);
    await age(id, 61);
    expect(await accountOf(id)).toMatchObject({ overdueDays: 31, blocked: 'overdue' });
    const refused = await sellOnAccount(session, id, 10);
    expect(errorOf(refused).message).toBe(creditErrors.overdue(31));
    const byCashier = await sellOnAccount(session, id, 10, {
      more: { override: true, overrideReason: 'Known' },
    });
    expect(byCashier.status).toBe(403);
    const noReason = await sellOnAccount(session, id, 10, { as: env.admin, more: { override: true } });
    expect(noReason.status).toBe(400);
    const overridden = await sellOnAccount(session, id, 10, {
      as: env.admin,
      more: { override: true, overrideReason: 'Pays on Friday' },
    });
    expect(overridden.status).toBe(201);
    const overrides = await env.db.execute(
      sql`select reason, overdue_days from account_overrides where customer_id = ${id}`,
    );
    expect((overrides as unknown as { rows: unknown[] }).rows).toEqual([
      { reason: 'Pays on Friday', overdue_days: 31 },
    ]);
    await pay(id, { amount: 100 });
    expect((await accountOf(id)).blocked).toBeNull();
    expect((await sellOnAccount(session, id, 10)).status).toBe(201);
  });

  it('statements: opening balance, invoices, payments and the running balance; the customer their own, another 404', async () => {
    const session = await openSession();
    const { id, session: customer } = await contractor();
    const other = await contractor();
    await setCredit(id, 1000);
    const sale = bodyOf(await sellOnAccount(session, id, 300));
    await pay(id, { amount: 120, reference: 'BK00000001' });
    const statement = bodyOf(await env.api.customerStatement({ as: customer, params: { id } }));
    expect(statement).toMatchObject({ openingBalance: 0, closingBalance: 180 });
    expect(statement.entries.map((e) => [e.kind, e.reference, e.amount, e.balance])).toEqual([
      ['invoice', sale.order.invoiceNumber, 300, 300],
      ['payment', 'bKash BK00000001', -120, 180],
    ]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = bodyOf(
      await env.api.customerStatement({
        as: env.admin,
        params: { id },
        query: { from: tomorrow, to: tomorrow },
      }),
    );
    expect(later).toMatchObject({ openingBalance: 180, entries: [], closingBalance: 180 });
    expect((await env.api.customerStatement({ as: other.session, params: { id } })).status).toBe(404);
    expect(
      (
        await env.api.customerStatement({
          as: customer,
          params: { id },
          query: { from: tomorrow, to: '2020-01-01' },
        })
      ).status,
    ).toBe(400);
    const pdf = await env.api.customerStatementPdf({ as: customer, params: { id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    const emailed = await env.api.emailCustomerStatement({ as: cashier, params: { id }, body: {} });
    expect(bodyOf(emailed)).toEqual({ queued: true, to: customer.email });
  });

  it('a customer calling staff calls is 403; receivables age each balance, with totals', async () => {
    const session = await openSession();
    const { id, session: customer } = await contractor();
    await setCredit(id, 1000, 10);
    await sellOnAccount(session, id, 100);
    await age(id, 45);
    await sellOnAccount(session, id, 50, {
      as: env.admin,
      more: { override: true, overrideReason: 'Regular customer' },
    });
    for (const refused of [
      await env.api.lookupCustomers({ as: customer, query: { q: 'a' } }),
      await env.api.recordAccountPayment({
        as: customer,
        params: { id },
        body: { paymentId: 'x', amount: 1, method: 'bank', reference: 'r' },
      }),
      await env.api.setCustomerCredit({
        as: customer,
        params: { id },
        body: { creditLimit: 9999, termsDays: 30 },
      }),
      await env.api.listReceivables({ as: customer }),
      await env.api.listReceivables({ as: cashier }),
    ]) {
      expect(refused.status).toBe(403);
    }
    const receivables = bodyOf(await env.api.listReceivables({ as: env.admin }));
    expect(receivables.rows.find((r) => r.customerId === id)).toMatchObject({
      balance: 150,
      notDue: 50,
      days31to60: 100,
    });
    expect(receivables.totals.overdue).toBeGreaterThanOrEqual(100);
  });

  it('reminders go once per invoice: 3 days before due, 7 and 30 days after', async () => {
    const session = await openSession();
    const { id, session: customer } = await contractor();
    await setCredit(id, 1000, 30);
    const sale = bodyOf(await sellOnAccount(session, id, 100));
    const due = bodyOf(await env.api.customerStatement({ as: customer, params: { id } })).entries[0]!.dueOn!;
    const dayFrom = (days: number) =>
      new Date(Date.parse(`${due}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const remind = async (asOf: string) =>
      bodyOf(await env.api.remindReceivables({ as: env.admin, body: { asOf } })).sent.filter(
        (s) => s.customerId === id,
      );
    expect(await remind(dayFrom(-4))).toEqual([]);
    expect(await remind(dayFrom(-3))).toEqual([
      {
        customerId: id,
        email: customer.email,
        invoiceNumber: sale.order.invoiceNumber,
        kind: 'before_due',
        dueOn: due,
      },
    ]);
    expect(await remind(dayFrom(-2))).toEqual([]);
    expect((await remind(dayFrom(7))).map((s) => s.kind)).toEqual(['overdue_7']);
    expect((await remind(dayFrom(31))).map((s) => s.kind)).toEqual(['overdue_30']);
    expect(await remind(dayFrom(40))).toEqual([]);
    const queued = await env.db.execute(
      sql`select facts from mail_outbox where kind = 'accountReminder' and to_address = ${customer.email}`,
    );
    expect((queued as unknown as { rows: unknown[] }).rows).toHaveLength(3);
  });
});
