/**
 * The counter receipt's 80 mm page (docs/counter-screen.md): each sold line's name (and SKU) on a row
 * of its own, its quantity × price and total on the next, as the receipt printer prints them; its time
 * on the shop's clock, whatever the till's.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrintedReceipt } from '@shared/receipt';
import { receiptText } from '@shared/strings/receipt';
import { ReceiptSlip } from '../../src/renderer/src/pages/dashboard/counter/ReceiptSlip';
import { rupeeShopConfig } from './counterFixtures';
import { adoptShopConfig, renderInApp } from './render';
import { tillClockIn } from '../support/tillClock';

const receipt: PrintedReceipt = {
  currency: 'USD',
  shopName: 'Toolshop',
  shopAddress: ['12 Anvil Street'],
  number: '1042',
  at: '2026-11-26T09:30:00.000Z',
  timeZone: 'UTC',
  register: 'Counter 1',
  cashier: 'Counter Cashier',
  lines: [
    {
      title: 'Socket Set, 24 Pieces (1/2")',
      sku: 'SS24-12',
      quantity: 2,
      unitPrice: 64.95,
      lineTotal: 129.9,
    },
    { title: 'Claw Hammer 16 oz', quantity: 1, unitPrice: 14.75, lineTotal: 14.75 },
  ],
  total: 144.65,
  rounding: 0,
  payments: [{ method: 'cash', amount: 150 }],
  change: 5.35,
  accountDueOn: null,
  invoiceNumber: null,
  taxIdentity: [],
  taxIncluded: [],
  offline: false,
};

describe('the receipt’s 80 mm page', () => {
  tillClockIn('UTC');

  it('prints the sale’s time on the shop’s clock: a Kolkata sale at ten past midnight on its own day', () => {
    renderInApp(
      <ReceiptSlip receipt={{ ...receipt, at: '2026-11-29T18:40:00.000Z', timeZone: 'Asia/Kolkata' }} />,
    );
    // Not the till's "Nov 29, 2026, 6:40 PM".
    expect(screen.getByText(/^Nov 30, 2026, 12:10\sAM$/)).toBeVisible();
  });

  it('puts each line’s name on a row of its own, and its quantity × price and total on the next', () => {
    renderInApp(<ReceiptSlip receipt={receipt} />);
    const [linesTable] = screen.getAllByRole('table');
    const rows = within(linesTable!)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Socket Set, 24 Pieces (1/2") (SS24-12)'],
      [receiptText.quantityTimesPrice(2, '$64.95'), '$129.90'],
      ['Claw Hammer 16 oz'],
      [receiptText.quantityTimesPrice(1, '$14.75'), '$14.75'],
    ]);
  });

  it('prints the cash rounding between the total and the payments, and a digital payment with its reference', () => {
    renderInApp(
      <ReceiptSlip
        receipt={{
          ...receipt,
          total: 1237.4,
          rounding: -0.4,
          payments: [
            { method: 'upi', amount: 1000, reference: '412345678901' },
            { method: 'cash', amount: 240 },
          ],
          change: 3,
        }}
      />,
    );
    const [, totalsTable] = screen.getAllByRole('table');
    const rows = within(totalsTable!)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [receiptText.total, '$1,237.40'],
      [receiptText.rounding, '-$0.40'],
      [`UPI (${receiptText.cardReference('412345678901')})`, '$1,000.00'],
      [receiptText.cash, '$240.00'],
      [receiptText.change, '$3.00'],
    ]);
  });

  it('prints the invoice’s number under the receipt’s, with its seller’s name and BIN, and the tax the total includes by rate under the total', () => {
    adoptShopConfig({ ...rupeeShopConfig(), currency: 'BDT' });
    renderInApp(
      <ReceiptSlip
        receipt={{
          ...receipt,
          currency: 'BDT',
          invoiceNumber: 'INV/26-27/000007',
          taxIdentity: ['Dhaka Hardware Limited', 'BIN 0012345678901'],
          total: 1150,
          taxIncluded: [{ tax: 'VAT', rate: 15, amount: 150 }],
          payments: [{ method: 'cash', amount: 1200 }],
          change: 50,
        }}
      />,
    );
    const invoiceLine = screen.getByText(`${receiptText.receipt} 1042`).nextElementSibling!;
    expect(invoiceLine).toHaveTextContent(`${receiptText.invoice} INV/26-27/000007`);
    // Who issued the invoice the receipt cites, under its number.
    expect(invoiceLine.nextElementSibling).toHaveTextContent('Dhaka Hardware Limited');
    expect(invoiceLine.nextElementSibling!.nextElementSibling).toHaveTextContent('BIN 0012345678901');
    const [, totalsTable] = screen.getAllByRole('table');
    const rows = within(totalsTable!)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [receiptText.total, '৳1,150.00'],
      ['VAT 15% incl.', '৳150.00'],
      [receiptText.cash, '৳1,200.00'],
      [receiptText.change, '৳50.00'],
    ]);
  });

  it('prints no invoice and no tax for a sale of a shop with no regime, or one taken offline', () => {
    renderInApp(<ReceiptSlip receipt={receipt} />);
    expect(screen.queryByText(new RegExp(receiptText.invoice))).not.toBeInTheDocument();
    expect(screen.queryByText(/incl\./)).not.toBeInTheDocument();
  });

  it('prints a sale on account’s due day under its payments', () => {
    renderInApp(
      <ReceiptSlip
        receipt={{
          ...receipt,
          payments: [{ method: 'account', amount: 144.65 }],
          change: 0,
          accountDueOn: '2026-12-31',
        }}
      />,
    );
    expect(screen.getByText('On account: due on 31 Dec 2026')).toBeVisible();
  });
});
