/**
 * The counter's sale screen over a scripted API, as the web build runs it: a scanner's keys taken
 * wherever the focus is, a second scan adding one more without asking the server, an unknown code,
 * a cash sale paid with the keyboard alone (its saleId kept through a retry), the change, the
 * receipt on 80 mm paper, and the next customer's empty screen. The settlement's arithmetic too.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterText } from '@shared/strings/labels/counterScreen';
import { settle, type SaleLine } from '../../src/renderer/src/pages/dashboard/counter/saleCart';
import { REGISTER_KEY } from '../../src/renderer/src/pages/dashboard/counter/CounterPage';
import { counterReceipt, receiptLine } from '../support/receipts';
import { atOpenCounter, cashier, counterItem, hammer, recordedSale, session } from './counterFixtures';
import { openDashboard, scriptedApi, type SentCall } from './render';
import { usd } from '../support/money';

const level = counterItem('v2', 'Spirit level', 24.99, '4006381333917');

const receipt = counterReceipt({
  lines: [
    receiptLine({ variantId: 'v1', name: 'Claw hammer', quantity: 2, price: 12.5 }),
    receiptLine({ variantId: 'v2', name: 'Spirit level', quantity: 1, price: 24.99 }),
  ],
  total: 49.99,
  payments: [{ method: 'cash', amount: 49.99, tendered: 60, reference: null }],
  change: 10.01,
});

describe('the counter’s sale screen', () => {
  let calls: SentCall[];
  let saleAnswers: number[];
  const print = vi.fn();

  beforeEach(() => {
    window.print = print;
    print.mockClear();
    saleAnswers = [500, 201];
    calls = atOpenCounter({
      'GET /counter/lookup': ({ query }) => {
        const found = [hammer, level].find((tool) => tool.barcode === query?.code);
        return found
          ? { status: 200, data: found }
          : { status: 404, data: { message: `Not found: ${query?.code}` } };
      },
      'POST /counter/sale': () => {
        const status = saleAnswers.shift() ?? 201;
        return status === 201
          ? { status, data: recordedSale({ number: 1042, change: 10.01, total: 49.99 }) }
          : { status, data: { message: 'Something went wrong on our side' } };
      },
      'GET /counter/receipt/1042': () => ({ status: 200, data: receipt }),
    });
  });
  afterEach(() => localStorage.clear());

  it('takes a scanner’s keys wherever the focus is, sells with the keyboard alone and prints the receipt', async () => {
    const user = userEvent.setup();
    openDashboard('/dasboard/counter', cashier);
    const scanBox = await screen.findByLabelText(counterText.scan.label);
    await waitFor(() => expect(scanBox).toHaveFocus());

    // Focus away on a button: the scanner's code still lands in the scan box.
    screen.getByRole('button', { name: counterText.returns.open }).focus();
    await user.keyboard('4006381333900{Enter}');
    await user.keyboard('4006381333917{Enter}');
    await user.keyboard('4006381333900{Enter}');
    const lines = await screen.findAllByTestId('sale-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByLabelText(counterText.lines.quantityOf('Claw hammer'))).toHaveValue('2');
    // The second scan of the hammer asked the server nothing.
    expect(calls.filter((call) => call.endpoint === 'counterLookup')).toHaveLength(2);
    expect(screen.getByTestId('sale-total')).toHaveTextContent('$49.99');

    await user.keyboard('123{Enter}');
    expect(await screen.findByText('Not found: 123')).toBeVisible();
    expect(scanBox).toHaveFocus();

    // Enter on the empty scan box goes to the cash; Enter there pays.
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText(counterText.pay.cashTendered)).toHaveFocus();
    await user.keyboard('60');
    expect(screen.getByTestId('sale-change')).toHaveTextContent('$10.01');
    await user.keyboard('{Enter}');
    // The server failed once: the sale stays, and paying again sends the same saleId.
    expect(await screen.findByText('Something went wrong on our side')).toBeVisible();
    expect(screen.getAllByTestId('sale-line')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: counterText.pay.submit }));

    expect(await screen.findByTestId('change-due')).toHaveTextContent(counterText.done.changeDue(usd(10.01)));
    const sales = calls.filter((call) => call.endpoint === 'counterSale');
    expect(sales).toHaveLength(2);
    expect(sales[0]!.body).toEqual(sales[1]!.body);
    expect(sales[1]!.body).toMatchObject({
      sessionId: 'sess1',
      lines: [
        { variantId: 'v1', quantity: 2 },
        { variantId: 'v2', quantity: 1 },
      ],
      payments: [{ method: 'cash', tendered: 60 }],
    });
    // The next customer's empty screen, focus back on the scan box; the receipt printed on 80 mm paper.
    expect(screen.queryAllByTestId('sale-line')).toHaveLength(0);
    expect(scanBox).toHaveFocus();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(counterText.done.printed)).toBeVisible();
  });

  it('opens a register with its float when this till’s has no open session', async () => {
    const user = userEvent.setup();
    const opened = { ...session, _id: 'sess2', number: 8, register: 'Counter 2' };
    calls = scriptedApi({
      'GET /register/sessions': () => ({
        status: 200,
        data: {
          registers: ['Counter 1', 'Counter 2'],
          sessions: calls.some((c) => c.endpoint === 'openRegister') ? [session, opened] : [session],
        },
      }),
      'POST /register/open': () => ({ status: 201, data: opened }),
    });
    localStorage.setItem(REGISTER_KEY, 'Counter 2');
    openDashboard('/dasboard/counter', cashier);
    await user.type(await screen.findByLabelText(counterText.open.float, { exact: false }), '150');
    await user.click(screen.getByRole('button', { name: counterText.open.submit }));
    expect(await screen.findByText(counterText.register.sessionOf('Counter 2', 8))).toBeVisible();
    expect(calls.find((call) => call.endpoint === 'openRegister')?.body).toEqual({
      register: 'Counter 2',
      float: 150,
    });
  });
});

describe('settling a sale', () => {
  const lines: SaleLine[] = [{ item: hammer, quantity: 3, code: hammer.barcode! }];

  it('gives change from cash beyond the total, and nothing while short', () => {
    expect(settle(lines, { cash: 40, method: 'card', other: '', reference: '' }, 1, 'USD')).toEqual({
      total: 37.5,
      cashDue: 37.5,
      rounding: 0,
      change: 2.5,
      stillToPay: 0,
      onAccount: 0,
      payable: true,
      cashOverLimit: false,
    });
    expect(settle(lines, { cash: 30, method: 'card', other: '', reference: '' }, 1, 'USD')).toMatchObject({
      stillToPay: 7.5,
      payable: false,
    });
  });

  it('takes card and cash together, never a card above the total nor one without its reference', () => {
    expect(
      settle(lines, { cash: 20, method: 'card', other: 20, reference: 'AUTH-1' }, 1, 'USD'),
    ).toMatchObject({
      change: 2.5,
      payable: true,
    });
    expect(
      settle(lines, { cash: '', method: 'card', other: 40, reference: 'AUTH-1' }, 1, 'USD'),
    ).toMatchObject({
      payable: false,
    });
    expect(settle(lines, { cash: '', method: 'card', other: 37.5, reference: ' ' }, 1, 'USD')).toMatchObject({
      payable: false,
    });
    expect(settle([], { cash: 10, method: 'card', other: '', reference: '' }, 1, 'USD')).toMatchObject({
      payable: false,
    });
  });

  it('rounds the cash due to the shop’s step, leaving the other way exact, and takes a digital payment only with its reference’s shape', () => {
    const drill: SaleLine[] = [{ item: { ...hammer, price: 1237.4 }, quantity: 1, code: hammer.barcode! }];
    expect(settle(drill, { cash: 1237, method: 'card', other: '', reference: '' }, 100, 'INR')).toEqual({
      total: 1237.4,
      cashDue: 1237,
      rounding: -0.4,
      change: 0,
      stillToPay: 0,
      onAccount: 0,
      payable: true,
      cashOverLimit: false,
    });
    expect(
      settle(drill, { cash: 240, method: 'upi', other: 1000, reference: '412345678901' }, 100, 'INR'),
    ).toMatchObject({ cashDue: 237, rounding: -0.4, change: 3, payable: true });
    expect(
      settle(drill, { cash: 240, method: 'upi', other: 1000, reference: '4123' }, 100, 'INR'),
    ).toMatchObject({
      payable: false,
    });
    expect(
      settle(drill, { cash: '', method: 'bkash', other: 1237.4, reference: 'ab12cd34ef' }, 100, 'INR'),
    ).toMatchObject({ cashDue: 0, rounding: 0, payable: true });
  });

  it('refuses cash of ₹2,00,000 or more from one buyer in a shop in rupees, and takes the rest of it by UPI', () => {
    const machines: SaleLine[] = [
      { item: { ...hammer, price: 1_25_000 }, quantity: 2, code: hammer.barcode! },
    ];
    expect(
      settle(machines, { cash: 2_50_000, method: 'card', other: '', reference: '' }, 100, 'INR'),
    ).toMatchObject({ cashDue: 2_50_000, cashOverLimit: true, payable: false });
    const partByUpi = { cash: 1_50_000, method: 'upi' as const, other: 1_00_000, reference: '412345678901' };
    expect(settle(machines, partByUpi, 100, 'INR')).toMatchObject({ cashOverLimit: false, payable: true });
    // Taka has no such law.
    expect(
      settle(machines, { cash: 2_50_000, method: 'card', other: '', reference: '' }, 100, 'BDT'),
    ).toMatchObject({ cashOverLimit: false, payable: true });
  });

  it('puts part on a customer’s account and asks the rest in cash, rounded; never on account beside another way', () => {
    const drill: SaleLine[] = [{ item: { ...hammer, price: 1237.4 }, quantity: 1, code: hammer.barcode! }];
    const onAccount = { method: 'card' as const, other: '' as const, reference: '', account: 1000 };
    expect(settle(drill, { ...onAccount, cash: '' }, 100, 'INR')).toMatchObject({
      cashDue: 237,
      onAccount: 1000,
      stillToPay: 237,
      payable: false,
    });
    expect(settle(drill, { ...onAccount, cash: 240 }, 100, 'INR')).toMatchObject({
      change: 3,
      payable: true,
    });
    expect(settle(drill, { ...onAccount, account: 1237.4, cash: '' }, 100, 'INR')).toMatchObject({
      cashDue: 0,
      payable: true,
    });
    expect(settle(drill, { ...onAccount, account: 1300, cash: '' }, 100, 'INR')).toMatchObject({
      payable: false,
    });
    expect(
      settle(
        drill,
        { cash: '', method: 'bkash', other: 237.4, reference: 'ab12cd34ef', account: 1000 },
        100,
        'INR',
      ),
    ).toMatchObject({ cashDue: 0, payable: false });
  });
});
