/**
 * What a GST shop's credit notes and delivery charges put on its documents and its HSN summary
 * (docs/tax.md), worked by hand, in a shop that charges India's default delivery: the delivery line
 * carries its service code and counts no units; an amount given back without goods counts none;
 * returns of a line bit by bit give back exactly its CGST and SGST.
 */
import { parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../src/server/db/schema';
import type { Order, Product } from '../../src/shared/entities';
import type { Invoice } from '../../src/shared/invoiceSchemas';
import { DEFAULT_SHIPPING_ZONES } from '../../src/shared/shipping';
import { SHIPPING } from './support/constants';
import { bodyOf, linesOrderBody, suiteEnvironment } from './support/environment';
import { gstShop } from '../support/taxShops';

const env = suiteEnvironment({
  env: { ...gstShop.settings, SHIPPING_ZONES: JSON.stringify(DEFAULT_SHIPPING_ZONES.INR) },
});

/** A card order of `lines` delivered in Bengaluru (the shop's own state), paid: invoiced. */
async function paidInKarnataka(lines: [Product, number][]): Promise<Order> {
  const placed = await env.api.placeOrder({
    as: env.userA,
    body: linesOrderBody(lines, { ...SHIPPING, country: 'India', city: 'Bengaluru', region: 'Karnataka' }),
  });
  expect(placed.status, JSON.stringify(bodyOf(placed))).toBe(201);
  return env.payOrder(env.userA, bodyOf(placed));
}

const documentOf = async (number: string): Promise<Invoice> =>
  bodyOf(await env.api.invoice({ as: env.admin, params: { number } }));

const refund = async (order: Order, body: Record<string, unknown>): Promise<Order> => {
  const res = await env.api.refundOrder({
    as: env.admin,
    params: { id: order._id },
    body: { reason: 'Returned', ...body },
  });
  expect(res.status, JSON.stringify(bodyOf(res))).toBe(200);
  return bodyOf(res);
};

/** The HSN summary of `day` after moving the documents `numbers` to it: its rows, header dropped. */
async function hsnRowsOf(numbers: string[], day: string): Promise<string[][]> {
  await env.db
    .update(invoices)
    .set({ issuedAt: new Date(`${day}T06:30:00.000Z`) })
    .where(inArray(invoices.number, numbers));
  const res = await env.api.exportTax({ as: env.admin, query: { from: day, to: day, section: 'hsn' } });
  expect(res.status).toBe(200);
  return (parse(res.raw.toString('utf8')) as string[][]).slice(1);
}

describe('a GST shop’s delivery charge', () => {
  it('is billed under its service code, and the HSN summary counts it by value with no units', async () => {
    const drill = await env.createProduct({
      price: 1180,
      availableQuentity: 10,
      taxRate: 18,
      hsnCode: '8467',
    });
    const paid = await paidInKarnataka([[drill, 2]]);
    // India's zone: ₹80 for the first kilogram, at the shop's default 18%.
    expect(paid.shippingTotal).toBe(80);
    const invoice = await documentOf(paid.invoiceNumber!);
    // SAC 996511: road transport of goods.
    expect(invoice.lines.at(-1)).toMatchObject({
      description: 'Delivery',
      hsnCode: '996511',
      unit: 'NA',
      total: 80,
    });

    // ₹80 at 18%: ₹67.80 and ₹12.20 of tax, CGST ₹6.10 and SGST ₹6.10.
    expect(await hsnRowsOf([paid.invoiceNumber!], '2025-06-02')).toEqual([
      ['8467', '', 'NOS-NUMBERS', '2', '2360.00', '18', '2000.00', '0.00', '180.00', '180.00', '0'],
      ['996511', '', 'NA', '0', '80.00', '18', '67.80', '0.00', '6.10', '6.10', '0'],
    ]);
  });
});

describe('a credit note', () => {
  it('gives back an amount alone as value, with no quantity or unit price, and takes no units off the HSN summary', async () => {
    const hammer = await env.createProduct({
      price: 522.05,
      availableQuentity: 10,
      taxRate: 18,
      hsnCode: '8205',
    });
    const paid = await paidInKarnataka([[hammer, 2]]);
    // Half the hammers' value given back for a dent: no hammer comes back.
    const refunded = await refund(paid, { amount: 522.05 });
    const note = await documentOf(refunded.creditNoteNumbers[0]!);
    expect(note.lines).toEqual([
      expect.objectContaining({ hsnCode: '8205', quantity: null, unitPrice: null, total: 522.05 }),
    ]);

    const rows = await hsnRowsOf([paid.invoiceNumber!, refunded.creditNoteNumbers[0]!], '2025-06-03');
    // Both hammers are still sold; their value is ₹1,044.10 less ₹522.05.
    expect(rows[0]!.slice(0, 5)).toEqual(['8205', '', 'NOS-NUMBERS', '2', '522.05']);
  });

  it('returns of a line one unit at a time give back exactly the invoice’s CGST and SGST', async () => {
    // ₹999 within the state holds CGST and SGST of ₹76.19 each (9% of it, 76.195… rounded down); two
    // hold ₹152.39 each, so the second unit given back takes ₹76.20 of each.
    const saw = await env.createProduct({ price: 999, availableQuentity: 10, taxRate: 18, hsnCode: '8202' });
    const paid = await paidInKarnataka([[saw, 2]]);
    const invoice = await documentOf(paid.invoiceNumber!);
    expect(invoice.lines[0]).toMatchObject({ cgst: 152.39, sgst: 152.39 });

    const first = await refund(paid, { lines: [{ productId: saw._id, quantity: 1 }] });
    const second = await refund(first, { lines: [{ productId: saw._id, quantity: 1 }] });
    // Each refund names its own credit note (its email says it).
    expect(second.refunds.map((r) => r.creditNoteNumber)).toEqual(second.creditNoteNumbers);
    const notes = await Promise.all(second.creditNoteNumbers.map(documentOf));
    expect(notes.map((note) => note.lines[0])).toEqual([
      expect.objectContaining({ quantity: 1, total: 999, cgst: 76.19, sgst: 76.19 }),
      expect.objectContaining({ quantity: 1, total: 999, cgst: 76.2, sgst: 76.2 }),
    ]);

    const rows = await hsnRowsOf([paid.invoiceNumber!, ...second.creditNoteNumbers], '2025-06-04');
    // Nothing of the saws is left on the books: no unit, no value, not a paisa of CGST or SGST.
    expect(rows.find((row) => row[0] === '8202')).toEqual([
      '8202',
      '',
      'NOS-NUMBERS',
      '0',
      '0.00',
      '18',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0',
    ]);
  });
});
