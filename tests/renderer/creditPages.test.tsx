/**
 * The credit pages over a scripted API (docs/credit.md): a customer's account page — their figures, the
 * admin's terms checked and saved, a payment by UPI recorded with its reference (a rupee shop is offered no bKash), the statement with
 * its running balance — a cashier's view of it without the terms, and the Receivables page's columns,
 * totals and sorting.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountPaymentResult, CustomerAccount, Receivables, Statement } from '@shared/creditSchemas';
import { creditErrors } from '@shared/strings/credit';
import { creditText } from '@shared/strings/labels/credit';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { useSession } from '../../src/renderer/src/stores/session';
import { cashier, rupeeShopConfig } from './counterFixtures';
import { shopAdmin } from './fixtures';
import { adoptShopConfig, ok, openDashboard, rowTexts, scriptedApi, sentTo } from './render';

const config = rupeeShopConfig();
const t = creditText;

const account = (fields: Partial<CustomerAccount> = {}): CustomerAccount => ({
  customerId: 'cust-7',
  name: 'Rafiq Contractors',
  email: 'rafiq@contractors.test',
  phone: '01711555777',
  creditLimit: 50_000,
  termsDays: 30,
  balance: 38_500,
  owed: 38_500,
  credit: 0,
  pending: 0,
  available: 11_500,
  overdueDays: 0,
  blocked: null,
  ...fields,
});

const statement: Statement = {
  account: account(),
  from: '2026-09-01',
  to: '2026-11-29',
  openingBalance: 0,
  page: 1,
  pages: 1,
  entryCount: 2,
  broughtForward: 0,
  entries: [
    {
      kind: 'invoice',
      at: '2026-09-29T10:00:00.000Z',
      date: '2026-09-29',
      reference: 'INV/26-27/000001',
      orderNumber: 1050,
      dueOn: '2026-10-29',
      amount: 32_000,
      balance: 32_000,
    },
    {
      kind: 'invoice',
      at: '2026-09-29T11:00:00.000Z',
      date: '2026-09-29',
      reference: 'INV/26-27/000002',
      orderNumber: 1051,
      dueOn: '2026-10-29',
      amount: 6_500,
      balance: 38_500,
    },
  ],
  closingBalance: 38_500,
};

const paid = (amount: number): AccountPaymentResult => ({
  paymentId: 'p1',
  customerId: 'cust-7',
  at: '2026-11-29T10:00:00.000Z',
  amount,
  method: 'upi',
  reference: '412345678901',
  sessionId: null,
  allocations: [{ invoiceNumber: 'INV/26-27/000001', orderNumber: 1050, amount, left: 0 }],
  keptAsCredit: 0,
  notice: null,
  account: account({ balance: 6_500, owed: 6_500, available: 43_500 }),
});

afterEach(() => useSession.setState({ user: null, loading: false }));

describe('a customer’s account page', () => {
  it('shows an admin the credit, saves the terms, records a UPI payment and reads the statement', async () => {
    adoptShopConfig(config);
    const calls = scriptedApi({
      'GET /config': () => ok(config),
      'GET /customer/cust-7/account': () => ok(account()),
      'GET /customer/cust-7/statement': () => ok(statement),
      'PATCH /customer/cust-7/credit': (sent) => ok(account(sent.body as Partial<CustomerAccount>)),
      'POST /customer/cust-7/payment': () => ok(paid(32_000)),
    });
    const user = userEvent.setup();
    openDashboard('/dasboard/customers/cust-7', shopAdmin, { toasts: true });

    expect(
      await screen.findByRole('heading', { name: t.customerPage.title('Rafiq Contractors') }),
    ).toBeVisible();
    const credit = screen.getByRole('region', { name: t.account.heading });
    expect(within(credit).getByTestId('account-owed')).toHaveTextContent('₹38,500.00');
    expect(within(credit).getByTestId('account-available')).toHaveTextContent('₹11,500.00');
    expect(within(credit).getByTestId('account-overdue')).toHaveTextContent(t.account.overdueDays(0));

    const terms = within(credit).getByLabelText(t.customerPage.termsDays);
    await user.clear(terms);
    await user.type(terms, '400');
    expect(await within(credit).findByText(creditErrors.termsDaysInvalid)).toBeVisible();
    expect(within(credit).getByRole('button', { name: t.customerPage.save })).toBeDisabled();
    await user.clear(terms);
    await user.type(terms, '45');
    await user.click(within(credit).getByRole('button', { name: t.customerPage.save }));
    expect(await screen.findByText(t.customerPage.saved('Rafiq Contractors'))).toBeVisible();
    expect(sentTo(calls, 'PATCH', '/customer/cust-7/credit')[0]!.body).toEqual({
      creditLimit: 50_000,
      termsDays: 45,
    });

    const table = await screen.findByRole('table', { name: t.statement.caption('2026-09-01', '2026-11-29') });
    // As a phone shows it (the test's window is narrow): each entry's days under its name, one amount.
    expect(rowTexts(table).slice(1)).toEqual([
      'Opening balance2026-09-01₹0.00',
      'Invoice INV/26-27/0000012026-09-29 · due 2026-10-29₹32,000.00₹32,000.00',
      'Invoice INV/26-27/0000022026-09-29 · due 2026-10-29₹6,500.00₹38,500.00',
      'Closing balance2026-11-29₹38,500.00',
    ]);

    await user.click(within(credit).getByRole('button', { name: t.payment.open }));
    const dialog = await screen.findByRole('dialog', { name: t.payment.title('Rafiq Contractors') });
    await user.type(within(dialog).getByLabelText(t.payment.amount, { exact: false }), '32000');
    const method = within(dialog).getByLabelText(t.payment.method);
    // A rupee shop is paid by UPI, never by Bangladesh's bKash or Nagad.
    expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['cash', 'card', 'upi', 'bank']);
    await user.selectOptions(method, 'upi');
    await user.click(within(dialog).getByRole('button', { name: t.payment.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(creditErrors.referenceRequired);
    expect(sentTo(calls, 'POST', '/customer/cust-7/payment')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(t.payment.reference, { exact: false }), ' 412345678901 ');
    await user.click(within(dialog).getByRole('button', { name: t.payment.save }));
    expect(await screen.findByText(new RegExp(t.payment.paidInvoice('INV/26-27/000001')))).toBeVisible();
    const [payment] = sentTo(calls, 'POST', '/customer/cust-7/payment');
    expect(payment!.body).toMatchObject({ amount: 32_000, method: 'upi', reference: '412345678901' });
    expect((payment!.body as { paymentId: string }).paymentId).toMatch(/^[\w-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives a cashier the figures, the payment and the statement, but not the terms', async () => {
    adoptShopConfig(config);
    scriptedApi({
      'GET /config': () => ok(config),
      'GET /customer/cust-7/account': () => ok(account({ blocked: 'overdue', overdueDays: 31 })),
      'GET /customer/cust-7/statement': () => ok(statement),
    });
    openDashboard('/dasboard/customers/cust-7', cashier);
    const credit = await screen.findByRole('region', { name: t.account.heading });
    expect(within(credit).getByText(t.account.paused(31))).toBeVisible();
    expect(within(credit).getByRole('button', { name: t.payment.open })).toBeVisible();
    expect(within(credit).queryByLabelText(t.customerPage.creditLimit)).not.toBeInTheDocument();
  });
  it('reads a long statement a page at a time: the newest first, each page bringing its balance forward', async () => {
    adoptShopConfig(config);
    // 240 invoices of ₹100, one a day from 1 April: pages of 100, 100 and 40.
    const pageOf = (page: number): Statement => {
      const first = (page - 1) * 100;
      const count = page === 3 ? 40 : 100;
      return {
        ...statement,
        from: '2026-04-01',
        page,
        pages: 3,
        entryCount: 240,
        broughtForward: first * 100,
        entries: Array.from({ length: count }, (_, i) => ({
          ...statement.entries[0]!,
          reference: `INV/26-27/${String(first + i + 1).padStart(6, '0')}`,
          amount: 100,
          balance: (first + i + 1) * 100,
        })),
        closingBalance: 24_000,
      };
    };
    const calls = scriptedApi({
      'GET /config': () => ok(config),
      'GET /customer/cust-7/account': () => ok(account()),
      'GET /customer/cust-7/statement': (sent) => ok(pageOf(Number(sent.query?.page ?? 3))),
    });
    const user = userEvent.setup();
    openDashboard('/dasboard/customers/cust-7', shopAdmin);
    const caption = t.statement.caption('2026-04-01', '2026-11-29');
    const rows = async () => rowTexts(await screen.findByRole('table', { name: caption })).slice(1);

    await waitFor(async () =>
      expect((await rows())[0]).toMatch(new RegExp(`^${t.statement.broughtForward}.*₹20,000\\.00$`)),
    );
    expect((await rows()).at(-1)).toMatch(/^Closing balance2026-11-29₹24,000\.00$/);
    expect(screen.getByText(t.statement.entriesShown(201, 240, 240))).toBeVisible();

    const pages = screen.getByRole('navigation', { name: t.statement.pages });
    await user.click(within(pages).getByRole('button', { name: '1' }));
    await waitFor(async () => expect((await rows())[0]).toMatch(/^Opening balance2026-04-01₹0\.00$/));
    expect((await rows()).at(-1)).toMatch(new RegExp(`^${t.statement.carriedForward}.*₹10,000\\.00$`));
    expect(screen.getByText(t.statement.entriesShown(1, 100, 240))).toBeVisible();
    expect(sentTo(calls, 'GET', '/customer/cust-7/statement').map((call) => call.query?.page)).toEqual([
      undefined,
      '1',
    ]);
  });
});

describe('the Receivables page', () => {
  const receivables = (order: { sort?: string; dir?: string }): Receivables => {
    const rows = [
      {
        customerId: 'c2',
        name: 'Anwar Electric',
        email: 'anwar@test',
        balance: 4_000,
        notDue: 4_000,
        days1to30: 0,
        days31to60: 0,
        days61to90: 0,
        over90: 0,
      },
      {
        customerId: 'c1',
        name: 'Zaman Plumbing',
        email: 'zaman@test',
        balance: 9_000,
        notDue: 0,
        days1to30: 0,
        days31to60: 6_500,
        days61to90: 0,
        over90: 2_500,
      },
    ];
    return {
      asOf: '2026-11-29',
      rows: order.sort === 'customer' ? rows : [...rows].reverse(),
      totals: {
        balance: 13_000,
        notDue: 4_000,
        days1to30: 0,
        days31to60: 6_500,
        days61to90: 0,
        over90: 2_500,
        overdue: 9_000,
      },
    };
  };

  it('lists each customer by days past due with the totals, sorts by a column, and is in the admin’s menu', async () => {
    adoptShopConfig(config);
    const calls = scriptedApi({
      'GET /config': () => ok(config),
      'GET /receivables': (sent) => ok(receivables(sent.query as { sort?: string })),
    });
    const user = userEvent.setup();
    openDashboard('/dasboard/receivables', shopAdmin);
    const menu = screen.getByRole('navigation', { name: dashboardText.menuLabel });
    expect(within(menu).getByRole('link', { name: t.receivables.menu })).toBeVisible();
    const table = await screen.findByRole('table', { name: t.receivables.caption });
    expect(rowTexts(table)).toEqual([
      'CustomerBalanceNot due1–30 days31–60 days61–90 daysOver 90 days',
      'Zaman Plumbingzaman@test₹9,000.00₹0.00₹0.00₹6,500.00₹0.00₹2,500.00',
      'Anwar Electricanwar@test₹4,000.00₹4,000.00₹0.00₹0.00₹0.00₹0.00',
      'Totals₹13,000.00₹4,000.00₹0.00₹6,500.00₹0.00₹2,500.00',
    ]);
    expect(sentTo(calls, 'GET', '/receivables').map((call) => call.query)).toEqual([
      { sort: 'balance', dir: 'desc' },
    ]);
    await user.click(screen.getByRole('button', { name: t.receivables.sortBy('Customer') }));
    await waitFor(() => expect(rowTexts(table)[1]).toMatch(/^Anwar Electric/));
    expect(
      screen.getByRole('button', { name: t.receivables.sortBy('Customer') }).closest('th'),
    ).toHaveAttribute('aria-sort', 'ascending');
    expect(sentTo(calls, 'GET', '/receivables').at(-1)!.query).toEqual({ sort: 'customer', dir: 'asc' });
  });
});
