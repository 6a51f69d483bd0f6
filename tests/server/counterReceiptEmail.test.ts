/**
 * The counter receipt's email (docs/counter.md, docs/email.md): what it says, escaped, on one subject
 * line; a sale on account, what it charged to the customer's account and when that is due.
 */
import { describe, expect, it } from 'vitest';
import { emailText } from '../../src/shared/strings/emails';
import { paymentMethodNames } from '../../src/shared/strings/labels/cod';
import { creditText } from '../../src/shared/strings/labels/credit';
import { receiptText } from '../../src/shared/strings/receipt';
import { renderEmail } from '../../src/server/mail/renderEmail';
import { counterReceipt, receiptLine } from '../support/receipts';

const receipt = counterReceipt({
  shop: { name: 'Toolshop', address: '12 Mill Road, Dhaka' },
  number: 1077,
  at: '2026-11-26T09:30:00.000Z',
  cashier: 'Karim <b>Till</b>',
  lines: [
    receiptLine({
      variantId: 'v1',
      name: 'Angle Grinder',
      variantTitle: '125 mm',
      sku: 'AG-125',
      quantity: 2,
      price: 70,
    }),
    receiptLine({ variantId: 'v2', name: 'Safety Gloves', quantity: 1, price: 9.5 }),
  ],
  total: 149.5,
  payments: [
    { method: 'card', amount: 100, tendered: null, reference: 'T-881' },
    { method: 'cash', amount: 49.5, tendered: 60, reference: null },
  ],
  change: 10.5,
  refunds: [
    {
      at: '2026-11-26T10:00:00.000Z',
      amount: 9.5,
      method: 'cash',
      cash: 9.5,
      account: 0,
      card: 0,
      digital: null,
      rounding: 0,
    },
  ],
  customerEmail: 'walk.in@example.com',
});

describe('the counter receipt email', () => {
  it('lists the lines, payments, change, returns, cashier and register, and the shop’s address', () => {
    const email = renderEmail({
      kind: 'counterReceipt',
      receipt,
      shopUrl: 'https://shop.example',
      timeZone: 'UTC',
    });
    expect(email.subject).toBe(emailText.counterReceipt.subject(1077));
    for (const words of [
      'Angle Grinder (125 mm) × 2: $140.00',
      'Safety Gloves × 1: $9.50',
      '$149.50',
      '$60.00',
      '$100.00 T-881',
      '$10.50',
      'Counter 1',
      '12 Mill Road, Dhaka',
      '26 Nov 2026, 09:30 UTC',
    ]) {
      expect(email.text).toContain(words);
    }
    // The cashier's name reaches the HTML as text, never as markup.
    expect(email.html).not.toContain('<b>Till</b>');
    expect(email.html).toContain('Karim &lt;b&gt;Till&lt;/b&gt;');
  });

  it('says the VAT its total includes by rate and names its invoice, as the printed receipt does', () => {
    const email = renderEmail({
      kind: 'counterReceipt',
      receipt: {
        ...receipt,
        currency: 'BDT',
        invoiceNumber: 'INV/26-27/000006',
        taxIncluded: [
          { tax: 'VAT', rate: 7.5, amount: 209.27 },
          { tax: 'VAT', rate: 15, amount: 150 },
        ],
      },
      shopUrl: 'https://shop.example',
      timeZone: 'Asia/Dhaka',
    });
    for (const words of [
      receiptText.taxIncluded('VAT', 7.5),
      '৳209.27',
      receiptText.taxIncluded('VAT', 15),
      '৳150.00',
      receiptText.invoice,
      'INV/26-27/000006',
    ]) {
      expect(email.text).toContain(words);
    }
  });

  it('shows the cash rounding and a UPI payment with its UTR', () => {
    const email = renderEmail({
      kind: 'counterReceipt',
      receipt: {
        ...receipt,
        total: 1237.4,
        rounding: -0.4,
        payments: [
          { method: 'upi', amount: 1000, tendered: null, reference: '412345678901' },
          { method: 'cash', amount: 237, tendered: 240, reference: null },
        ],
        change: 3,
        refunds: [],
      },
      shopUrl: 'https://shop.example',
      timeZone: 'UTC',
    });
    for (const words of [
      '$1,237.40',
      emailText.counterReceipt.rounding,
      '-$0.40',
      'UPI',
      '$1,000.00 412345678901',
    ]) {
      expect(email.text).toContain(words);
    }
  });

  it('names a sale on account as the printed receipt does, and says what is charged and when it is due', () => {
    const email = renderEmail({
      kind: 'counterReceipt',
      receipt: {
        ...receipt,
        payments: [{ method: 'account', amount: 149.5, tendered: null, reference: null }],
        change: 0,
        refunds: [],
        onAccount: { amount: 149.5, termsDays: 30, dueOn: '2026-12-26', left: 149.5 },
      },
      shopUrl: 'https://shop.example',
      timeZone: 'UTC',
    });
    expect(paymentMethodNames.account).toBe('On account');
    expect(email.text).toMatch(/On account\s+\$149\.50/);
    expect(email.text).toContain(creditText.order.charged('$149.50'));
    expect(email.text).toContain('Due on 26 Dec 2026: $149.50 to pay against your account.');
  });

  it("tells the sale's time on the shop's clock, as the printed receipt does, with the zone named", () => {
    // 19:00 UTC on 30 November is 01:00 on 1 December in Dhaka.
    const late = { ...receipt, at: '2026-11-30T19:00:00.000Z' };
    const textIn = (timeZone: string) =>
      renderEmail({
        kind: 'counterReceipt',
        receipt: late,
        shopUrl: 'https://shop.example',
        timeZone,
      }).text;
    const dhaka = textIn('Asia/Dhaka');
    expect(dhaka).toContain('1 Dec 2026, 01:00 GMT+6');
    expect(dhaka).not.toContain('30 Nov 2026');
    expect(textIn('Asia/Kolkata')).toContain('1 Dec 2026, 00:30 GMT+5:30');
  });
});
