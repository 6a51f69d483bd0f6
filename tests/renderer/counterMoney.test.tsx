/**
 * The sale screen of a shop that rounds cash to 1 and takes UPI and bKash (GET /config): the cash due
 * rounded with its rounding shown and change from it; a UPI payment beside cash, with the payee, the
 * amount and the sale's note shown to the customer and its UTR checked as typed; bKash's number shown
 * large; Nagad, switched off, not offered; all with the keyboard alone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { counterText } from '@shared/strings/labels/counterScreen';
import { digitalPaymentErrors } from '@shared/strings/counterMessages';
import {
  atOpenCounter,
  openSaleScreen,
  recordedSale,
  roundedDrill,
  rupeeShopConfig,
} from './counterFixtures';
import { adoptShopConfig, ok, sentTo, type SentCall } from './render';

const t = counterText.pay;
const drill = roundedDrill;
const config = rupeeShopConfig({ bkash: { number: '01712345678' } });

describe('money at a till that rounds cash and takes UPI and bKash', () => {
  let calls: SentCall[];

  beforeEach(() => {
    adoptShopConfig(config);
    calls = atOpenCounter({
      'GET /config': () => ok(config),
      'GET /counter/lookup': () => ok(drill),
      'POST /counter/sale': () => ok(recordedSale({ number: 1043, change: 3, total: 1237.4 }), 201),
    });
  });

  it('asks the cash rounded, gives change from it, and takes the rest by UPI with a UTR of 12 digits', async () => {
    const user = userEvent.setup();
    await openSaleScreen();
    await user.keyboard(`${drill.barcode}{Enter}`);
    expect(await screen.findByTestId('sale-cash-due')).toHaveTextContent('₹1,237.00');
    expect(screen.getByTestId('sale-rounding')).toHaveTextContent(t.rounding('-₹0.40'));

    // The other ways: card, and the digital payments the shop takes.
    const ways = screen.getByRole('radiogroup', { name: t.otherWay });
    expect(
      within(ways)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['card', 'upi', 'bkash']);
    await user.click(within(ways).getByRole('radio', { name: 'UPI' }));
    await user.type(screen.getByLabelText(t.otherAmount.upi), '1000');
    const request = screen.getByTestId('digital-request');
    expect(request).toHaveTextContent(t.request.payee('Toolshop', 'toolshop@okaxis'));
    expect(within(request).getByTestId('digital-amount')).toHaveTextContent(t.request.amount('₹1,000.00'));
    expect(screen.getByTestId('sale-cash-due')).toHaveTextContent('₹237.00');

    await user.type(screen.getByLabelText(t.cashTendered), '240');
    expect(screen.getByTestId('sale-change')).toHaveTextContent('₹3.00');
    const utr = screen.getByLabelText(t.otherReference.upi);
    await user.type(utr, '4123');
    expect(await screen.findByText(digitalPaymentErrors.referenceShape.upi)).toBeVisible();
    expect(screen.getByRole('button', { name: t.submit })).toBeDisabled();
    await user.type(utr, '45678901{Enter}');

    await waitFor(() => expect(sentTo(calls, 'POST', '/counter/sale')).toHaveLength(1));
    expect(sentTo(calls, 'POST', '/counter/sale')[0]!.body).toMatchObject({
      payments: [
        { method: 'upi', amount: 1000, reference: '412345678901' },
        { method: 'cash', tendered: 240 },
      ],
    });
  });

  it('groups the cash tendered in lakhs as it is typed, and takes its value without the commas', async () => {
    const user = userEvent.setup();
    await openSaleScreen();
    await user.keyboard(`${drill.barcode}{Enter}`);
    await screen.findByTestId('sale-cash-due');
    const tendered = screen.getByLabelText(t.cashTendered);
    await user.type(tendered, '123456');
    expect(tendered).toHaveValue('₹1,23,456');
    expect(screen.getByTestId('sale-change')).toHaveTextContent('₹1,22,219.00');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sentTo(calls, 'POST', '/counter/sale')).toHaveLength(1));
    expect(sentTo(calls, 'POST', '/counter/sale')[0]!.body).toMatchObject({
      payments: [{ method: 'cash', tendered: 123456 }],
    });
  });

  it('shows the shop’s bKash number and the amount large, chosen and paid with the keyboard, and sends the transaction id upper-cased', async () => {
    const user = userEvent.setup();
    await openSaleScreen();
    await user.keyboard(`${drill.barcode}{Enter}`);
    await screen.findByTestId('sale-cash-due');
    // With the keyboard alone: the choice is a radio group, walked with the arrows.
    screen.getByRole('radio', { name: 'Card' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'bKash' })).toBeChecked();
    await user.tab();
    expect(screen.getByLabelText(t.otherAmount.bkash)).toHaveFocus();
    await user.keyboard('1237.4');
    expect(screen.getByTestId('wallet-number')).toHaveTextContent('01712345678');
    expect(screen.getByTestId('digital-amount')).toHaveTextContent(t.request.amount('₹1,237.40'));
    await user.tab();
    expect(screen.getByLabelText(t.otherReference.bkash)).toHaveFocus();
    await user.keyboard('ab12cd34ef{Enter}');
    await waitFor(() => expect(sentTo(calls, 'POST', '/counter/sale')).toHaveLength(1));
    expect(sentTo(calls, 'POST', '/counter/sale')[0]!.body).toMatchObject({
      payments: [{ method: 'bkash', amount: 1237.4, reference: 'AB12CD34EF' }],
    });
  });
});
