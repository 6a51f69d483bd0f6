/**
 * A counter return says the money (docs/counter-screen.md): its Refund button gives the amount of the
 * units chosen and the line under it how that goes back (the sale's split, src/shared/counterRefundSplit.ts);
 * once made, the dialog shows the cash to give back, large, and what went back to the card or by UPI
 * (with the refund's own UTR, asked before it is made), and the credit note it issued, to print.
 * Units already returned are shown and cannot be chosen again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOTHING_BACK, paidOnReceipt, refundAsPaid } from '@shared/counterRefundSplit';
import type { Receipt } from '@shared/counterSchemas';
import { formatMoney } from '@shared/currency';
import { toDollars } from '@shared/money';
import { digitalPaymentErrors } from '@shared/strings/counterMessages';
import { counterText } from '@shared/strings/labels/counterScreen';
import { taxText } from '@shared/strings/labels/orderTax';
import { ReturnDialog } from '../../src/renderer/src/pages/dashboard/counter/ReturnDialog';
import { rupeeShopConfig } from './counterFixtures';
import { adoptShopConfig, ok, renderInApp, scriptedApi, sentTo, stubPdfTab } from './render';
import { usd } from '../support/money';

const t = counterText.returns;

/** Sale 1042: two hammers and a level ($49.99), $30 by card and $19.99 in cash. */
const receipt: Receipt = {
  shop: { name: 'Toolshop', address: '12 Anvil Street, Dhaka' },
  currency: 'USD',
  number: 1042,
  at: '2026-11-26T09:00:00.000Z',
  register: 'Counter 1',
  cashier: 'Till One',
  lines: [
    {
      variantId: 'v1',
      name: 'Claw hammer',
      variantTitle: '',
      sku: null,
      quantity: 2,
      returned: 0,
      price: 12.5,
      total: 25,
    },
    {
      variantId: 'v2',
      name: 'Spirit level',
      variantTitle: '',
      sku: null,
      quantity: 1,
      returned: 0,
      price: 24.99,
      total: 24.99,
    },
  ],
  total: 49.99,
  rounding: 0,
  payments: [
    { method: 'card', amount: 30, tendered: null, reference: 'T-1' },
    { method: 'cash', amount: 19.99, tendered: 20, reference: null },
  ],
  change: 0.01,
  invoiceNumber: 'INV/26-27/000042',
  seller: null,
  businessBuyer: null,
  taxIncluded: [],
  refunds: [],
  onAccount: null,
  customerEmail: null,
};

/** The dialog opened and receipt 1042 found, as the cashier scans it. */
async function findReceipt(onClose = vi.fn()) {
  const { user } = renderInApp(<ReturnDialog sessionId="sess1" opened onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: t.heading });
  await user.type(within(dialog).getByLabelText(t.receiptNumber), '1042');
  await user.click(within(dialog).getByRole('button', { name: t.find }));
  return { user, dialog };
}

/** The server's answer to a return on receipt 1042 of $25: nothing back any way but `ways`. */
const returned = (ways: Record<string, unknown>) =>
  ok({ orderNumber: 1042, amount: 25, card: 0, digital: null, account: 0, rounding: 0, ...ways }, 201);

describe('the counter return', () => {
  it('shows the refund on its button as units are chosen, and once made, the cash to give back', async () => {
    const calls = scriptedApi({
      'GET /counter/receipt/1042': () => ok(receipt),
      'POST /counter/return': () =>
        returned({ returnId: 'r1', refundMethod: 'cash_and_card', cash: 10, card: 15 }),
    });
    const onClose = vi.fn();
    const { user, dialog } = await findReceipt(onClose);

    const hammers = await within(dialog).findByLabelText(t.returnUnits('Claw hammer'));
    expect(within(dialog).getByRole('button', { name: t.submit })).toBeDisabled();
    await user.type(hammers, '1');
    // $12.50 of a sale paid 30 : 19.99 by card and cash goes back in that proportion.
    expect(within(dialog).getByRole('button', { name: t.submitAmount(usd(12.5)) })).toBeEnabled();
    expect(within(dialog).getByTestId('return-goes-back')).toHaveTextContent(
      t.goesBack({ cash: usd(5), card: usd(7.5) }),
    );
    await user.clear(hammers);
    await user.type(hammers, '2');
    expect(within(dialog).getByTestId('return-goes-back')).toHaveTextContent(
      t.goesBack({ cash: usd(10), card: usd(15) }),
    );

    await user.click(within(dialog).getByRole('button', { name: t.submitAmount(usd(25)) }));
    await waitFor(() => expect(sentTo(calls, 'POST', '/counter/return')).toHaveLength(1));
    expect(sentTo(calls, 'POST', '/counter/return')[0]?.body).toMatchObject({
      orderNumber: 1042,
      lines: [{ variantId: 'v1', quantity: 2 }],
      sessionId: 'sess1',
    });
    const result = await within(dialog).findByTestId('return-result');
    expect(result).toHaveTextContent(t.doneHeading(usd(25), 1042));
    expect(within(result).getByTestId('give-back')).toHaveTextContent(t.giveBack(usd(10)));
    expect(result).toHaveTextContent(t.cardBack(usd(15)));
    await user.click(within(result).getByRole('button', { name: t.done }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('sends money paid by UPI back by UPI, asking the refund’s own UTR, checked as it is typed', async () => {
    const byUpi: Receipt = {
      ...receipt,
      payments: [
        { method: 'upi', amount: 30, tendered: null, reference: '412345678901' },
        { method: 'cash', amount: 19.99, tendered: 20, reference: null },
      ],
    };
    const calls = scriptedApi({
      'GET /counter/receipt/1042': () => ok(byUpi),
      'POST /counter/return': () =>
        returned({
          returnId: 'r2',
          refundMethod: 'cash_and_upi',
          cash: 10,
          digital: { method: 'upi', amount: 15, reference: '512345678901' },
        }),
    });
    const { user, dialog } = await findReceipt();
    await user.type(await within(dialog).findByLabelText(t.returnUnits('Claw hammer')), '2');
    expect(within(dialog).getByTestId('return-goes-back')).toHaveTextContent(
      t.goesBack({ cash: usd(10), digital: { method: 'UPI', amount: usd(15) } }),
    );
    const reference = within(dialog).getByLabelText(t.refundReference('UPI'), { exact: false });
    const refund = within(dialog).getByRole('button', { name: t.submitAmount(usd(25)) });
    expect(refund).toBeDisabled();
    await user.type(reference, '5123');
    expect(within(dialog).getByText(digitalPaymentErrors.referenceShape.upi)).toBeVisible();
    await user.type(reference, '45678901');
    await user.click(refund);
    await waitFor(() => expect(sentTo(calls, 'POST', '/counter/return')).toHaveLength(1));
    expect(sentTo(calls, 'POST', '/counter/return')[0]?.body).toMatchObject({
      digitalReference: '512345678901',
    });
    const result = await within(dialog).findByTestId('return-result');
    expect(result).toHaveTextContent(t.digitalBack({ method: 'UPI', amount: usd(15) }));
  });

  it('takes the part sold on account off the customer’s account, never out of the drawer', async () => {
    const onAccount: Receipt = {
      ...receipt,
      payments: [
        { method: 'account', amount: 30, tendered: null, reference: null },
        { method: 'cash', amount: 19.99, tendered: 20, reference: null },
      ],
    };
    const calls = scriptedApi({
      'GET /counter/receipt/1042': () => ok(onAccount),
      'POST /counter/return': () =>
        returned({
          returnId: 'r3',
          refundMethod: 'cash_and_account',
          cash: 10,
          account: 15,
          creditNoteNumber: 'CN/26-27/000004',
        }),
    });
    const { user, dialog } = await findReceipt();
    await user.type(await within(dialog).findByLabelText(t.returnUnits('Claw hammer')), '2');
    expect(within(dialog).getByTestId('return-goes-back')).toHaveTextContent(
      t.goesBack({ cash: usd(10), account: usd(15) }),
    );
    await user.click(within(dialog).getByRole('button', { name: t.submitAmount(usd(25)) }));
    await waitFor(() => expect(sentTo(calls, 'POST', '/counter/return')).toHaveLength(1));
    const result = await within(dialog).findByTestId('return-result');
    expect(within(result).getByTestId('give-back')).toHaveTextContent(t.giveBack(usd(10)));
    expect(result).toHaveTextContent(t.accountBack(usd(15)));

    // The credit note it issued, named and printed on A4 from the dialog.
    expect(within(result).getByTestId('return-credit-note')).toHaveTextContent(
      taxText.creditNote('CN/26-27/000004'),
    );
    const { tab, fetched } = stubPdfTab('blob:credit-note');
    await user.click(within(result).getByRole('button', { name: t.printCreditNote }));
    await waitFor(() => expect(tab.location.href).toBe('blob:credit-note'));
    expect(fetched.mock.calls[0]?.[0]).toBe('/api/invoice/CN%2F26-27%2F000004.pdf');
  });

  it('says by how much the cash going back is rounded, in a shop that rounds cash to the rupee', async () => {
    const config = rupeeShopConfig();
    adoptShopConfig(config);
    const inr = (amount: number) => formatMoney(amount, 'INR');
    // ₹49.99 paid ₹30 by card and ₹20 in cash (₹19.99 rounded up by ₹0.01).
    const inRupees: Receipt = {
      ...receipt,
      currency: 'INR',
      rounding: 0.01,
      payments: [
        { method: 'card', amount: 30, tendered: null, reference: 'T-1' },
        { method: 'cash', amount: 20, tendered: 20, reference: null },
      ],
    };
    scriptedApi({ 'GET /config': () => ok(config), 'GET /counter/receipt/1042': () => ok(inRupees) });
    const { user, dialog } = await findReceipt();
    await user.type(await within(dialog).findByLabelText(t.returnUnits('Spirit level')), '1');

    // ₹24.99 back as paid: ₹15.00 to the card, the cash's exact ₹9.99 rounded to ₹10.
    const split = refundAsPaid(paidOnReceipt(inRupees), NOTHING_BACK, 2499, 100);
    expect(split).toMatchObject({ cashCents: 1000, cardCents: 1500, roundingCents: 1 });
    expect(within(dialog).getByTestId('return-goes-back')).toHaveTextContent(
      t.goesBack({ cash: inr(toDollars(split.cashCents)), card: inr(toDollars(split.cardCents)) }),
    );
    expect(within(dialog).getByTestId('return-rounding')).toHaveTextContent(
      counterText.pay.rounding(inr(toDollars(split.roundingCents))),
    );
    expect(within(dialog).getByRole('button', { name: t.submitAmount(inr(24.99)) })).toBeEnabled();
  });

  it('offers only the units not yet returned, and splits their refund after the earlier returns', async () => {
    // The level went back to the card (an admin's call), then a hammer as paid: all in cash, the card's
    // share being taken already.
    const partlyReturned: Receipt = {
      ...receipt,
      lines: receipt.lines.map((line) => ({ ...line, returned: 1 })),
      refunds: [
        {
          at: '2026-11-26T10:00:00.000Z',
          amount: 24.99,
          method: 'card',
          cash: 0,
          card: 24.99,
          digital: null,
          account: 0,
          rounding: 0,
        },
        {
          at: '2026-11-26T11:00:00.000Z',
          amount: 12.5,
          method: 'cash',
          cash: 12.5,
          card: 0,
          digital: null,
          account: 0,
          rounding: 0,
        },
      ],
    };
    scriptedApi({ 'GET /counter/receipt/1042': () => ok(partlyReturned) });
    const { user, dialog } = await findReceipt();

    const level = await within(dialog).findByLabelText(t.returnUnits('Spirit level'));
    expect(level).toBeDisabled();
    expect(within(dialog).getByText(new RegExp(`${t.sold(1)} · ${t.returned(1)}`))).toBeVisible();
    const hammers = within(dialog).getByLabelText(t.returnUnits('Claw hammer'));
    expect(within(dialog).getByText(new RegExp(`${t.sold(2)} · ${t.returned(1)}`))).toBeVisible();
    await user.type(hammers, '2');
    expect(within(dialog).getByRole('button', { name: t.submit })).toBeDisabled();
    await user.clear(hammers);
    await user.type(hammers, '1');
    expect(within(dialog).getByRole('button', { name: t.submitAmount(usd(12.5)) })).toBeEnabled();

    // The server's split of $12.50 over what the sale took and its returns gave back: the card's last
    // $5.01, the rest in cash (with no earlier returns it would be $7.50 to the card).
    const earlier = { ...NOTHING_BACK, cashCents: 1250, cardCents: 2499 };
    const split = refundAsPaid(paidOnReceipt(partlyReturned), earlier, 1250, 1);
    expect(split).toMatchObject({ cashCents: 749, cardCents: 501 });
    expect(within(dialog).getByTestId('return-goes-back')).toHaveTextContent(
      t.goesBack({ cash: usd(toDollars(split.cashCents)), card: usd(toDollars(split.cardCents)) }),
    );
  });
});
