/**
 * A shop under India's GST (docs/tax.md), worked by hand: ₹1,180 at 18% is ₹1,000.00 taxable and
 * ₹180.00 tax, CGST ₹90.00 + SGST ₹90.00 supplied in the shop's own state (Karnataka here) and IGST
 * ₹180.00 to another; a counter sale is supplied where it is handed over, whoever buys. Invoices are
 * issued at payment (never at placement) from one unbroken series, read by the order's owner and
 * staff only; a refund issues a credit note citing its invoice.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../src/server/db/schema';
import type { Invoice } from '../../src/shared/invoiceSchemas';
import type { Order, Product } from '../../src/shared/entities';
import { taxMessages } from '../../src/shared/strings/taxMessages';
import { financialYearOf } from '../../src/shared/tax/financialYear';
import { SHIPPING } from './support/constants';
import { bodyOf, errorOf, linesOrderBody } from './support/environment';
import { counterSuite } from './support/counter';
import { forgetCitedDate, issuedAt, pdfTextOf } from './support/citedInvoices';
import { gstShop } from '../support/taxShops';

const BUYER_GSTIN = '27AAPFU0939F1ZV';

const { env, openSession, sellOn } = counterSuite({ env: gstShop.settings });

const year = financialYearOf(new Date(), 'Asia/Kolkata', 4).label;
const invoiceNumber = /^INV\/\d{2}-\d{2}\/\d{6}$/;

const wrench = () => env.createProduct({ price: 1180, availableQuentity: 100, taxRate: 18, hsnCode: '8204' });

const deliveredTo = (region: string) => ({ ...SHIPPING, country: 'India', city: 'Pune', region });

async function placeTo(
  product: Product,
  region: string,
  extra: Record<string, unknown> = {},
): Promise<Order> {
  const placed = await env.api.placeOrder({
    as: env.userA,
    body: linesOrderBody([[product, 1]], { ...deliveredTo(region), ...extra }),
  });
  expect(placed.status, JSON.stringify(bodyOf(placed))).toBe(201);
  return bodyOf(placed);
}

const invoiceOf = async (number: string, as = env.userA) => env.api.invoice({ as, params: { number } });

describe('tax on a web order', () => {
  it('splits ₹1,180 at 18% into CGST ₹90 and SGST ₹90 within the shop’s state, and issues no invoice before payment', async () => {
    const order = await placeTo(await wrench(), 'Karnataka');
    expect(order.taxTotal).toBe(180);
    expect(order.taxLines).toEqual([{ rate: 18, taxable: 1000, cgst: 90, sgst: 90, igst: 0, vat: 0 }]);
    expect(order.placeOfSupply).toEqual({ code: '29', name: 'Karnataka' });
    expect(order.invoiceNumber).toBeNull();
  });

  it('charges IGST ₹180 to another state, and invoices the order when it is paid', async () => {
    const order = await placeTo(await wrench(), 'Maharashtra');
    expect(order.taxLines).toEqual([{ rate: 18, taxable: 1000, cgst: 0, sgst: 0, igst: 180, vat: 0 }]);
    const paid = await env.payOrder(env.userA, order);
    expect(paid.invoiceNumber).toMatch(invoiceNumber);
    expect(paid.invoiceNumber).toContain(`/${year}/`);
    const invoice: Invoice = bodyOf(await invoiceOf(paid.invoiceNumber!));
    expect(invoice).toMatchObject({
      kind: 'invoice',
      regime: 'IN_GST',
      currency: 'INR',
      seller: { legalName: gstShop.settings.SHOP_LEGAL_NAME, gstin: gstShop.gstin, state: { code: '29' } },
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      totals: { taxable: 1000, tax: 180, rounding: 0, total: 1180 },
      amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
      orderNumber: order.number,
      cites: null,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        hsnCode: '8204',
        quantity: 1,
        unitPrice: 1180,
        rate: 18,
        taxable: 1000,
        igst: 180,
      }),
    ]);
  });

  it('quotes, before the order is placed, the tax it will include', async () => {
    const tool = await wrench();
    const quoted = await env.api.shippingQuote({
      body: { lines: [{ productId: tool._id, quantity: 1 }], country: 'India', city: 'Pune' },
    });
    const quote = bodyOf(quoted);
    const order = await placeTo(tool, 'Maharashtra');
    expect(quote.tax).toBe(180);
    expect(order.taxTotal).toBe(quote.tax);
  });

  it('asks the state of an Indian address, a business buyer’s GSTIN with a right check character, and its name', async () => {
    const tool = await wrench();
    const noState = await env.api.placeOrder({
      as: env.userA,
      body: linesOrderBody([[tool, 1]], deliveredTo('')),
    });
    expect(noState.status).toBe(400);
    expect(errorOf(noState).issues?.[0]?.path).toBe('region');
    const wrongCheck = await env.api.placeOrder({
      as: env.userA,
      body: linesOrderBody([[tool, 1]], { ...deliveredTo('Goa'), buyerTaxId: '27AAPFU0939F1ZW' }),
    });
    expect(wrongCheck.status).toBe(400);
    expect(errorOf(wrongCheck).issues).toEqual([
      { path: 'buyerTaxId', message: taxMessages.gstinCheck },
      { path: 'buyerBusinessName', message: taxMessages.businessNameRequired },
    ]);
    // A Bangladeshi BIN is no GSTIN: the answer speaks of GST's id alone.
    const bin = await env.api.placeOrder({
      as: env.userA,
      body: linesOrderBody([[tool, 1]], {
        ...deliveredTo('Goa'),
        buyerBusinessName: 'Goa Marine Works',
        buyerTaxId: '0001234567891',
      }),
    });
    expect(errorOf(bin).issues).toEqual([{ path: 'buyerTaxId', message: taxMessages.gstinShape }]);
    const nameless = await env.api.placeOrder({
      as: env.userA,
      body: linesOrderBody([[tool, 1]], { ...deliveredTo('Goa'), buyerTaxId: BUYER_GSTIN }),
    });
    expect(nameless.status).toBe(400);
    expect(errorOf(nameless)).toMatchObject({
      message: taxMessages.businessNameRequired,
      issues: [{ path: 'buyerBusinessName', message: taxMessages.businessNameRequired }],
    });
  });

  it('prints a business buyer on the invoice of a B2B sale', async () => {
    const order = await placeTo(await wrench(), 'Maharashtra', {
      buyerBusinessName: 'Pune Fabricators LLP',
      buyerTaxId: BUYER_GSTIN.toLowerCase(),
    });
    expect(order).toMatchObject({ buyerBusinessName: 'Pune Fabricators LLP', buyerTaxId: BUYER_GSTIN });
    const paid = await env.payOrder(env.userA, order);
    expect(bodyOf(await invoiceOf(paid.invoiceNumber!)).buyer).toMatchObject({
      businessName: 'Pune Fabricators LLP',
      taxId: BUYER_GSTIN,
    });
  });
});

describe('rates and codes', () => {
  it('refuses a rate outside GST’s list and an HSN code of the wrong length: 400, naming the field', async () => {
    const { img } = await wrench();
    const add = (fields: { taxRate: number; hsnCode: string }) =>
      env.api.addProduct({
        as: env.admin,
        body: {
          name: 'Odd Rate Rasp',
          description: 'A rasp.',
          img,
          minimumOrder: 1,
          availableQuentity: 1,
          price: 100,
          ...fields,
        },
      });
    const badRate = await add({ taxRate: 12, hsnCode: '8204' });
    expect(badRate.status).toBe(400);
    expect(errorOf(badRate)).toMatchObject({
      message: taxMessages.rateExpected([0, 5, 18, 40]),
      issues: [{ path: 'taxRate' }],
    });
    // Five digits: a code's shape, but not one of GST's lengths.
    const badHsn = await add({ taxRate: 18, hsnCode: '82051' });
    expect(badHsn.status).toBe(400);
    expect(errorOf(badHsn)).toMatchObject({
      message: taxMessages.hsnRequired,
      issues: [{ path: 'hsnCode' }],
    });
  });

  it('takes the shop’s default rate (18%) for a product that names none, and for the delivery charge', async () => {
    const plain = await env.createProduct({ price: 118, availableQuentity: 5, hsnCode: '8205' });
    const order = await placeTo(plain, 'Karnataka');
    expect(order.taxLines).toEqual([{ rate: 18, taxable: 100, cgst: 9, sgst: 9, igst: 0, vat: 0 }]);
  });
});

describe('the counter', () => {
  it('supplies the shop’s own state even to a business from another: CGST + SGST', async () => {
    const session = await openSession(0);
    const tool = await wrench();
    const business = { buyerBusinessName: 'Pune Fabricators LLP', buyerTaxId: BUYER_GSTIN };
    // A registered buyer's invoice carries its address (Rule 46): the till has no delivery address.
    const noAddress = await sellOn(session, [[tool, 1]], { cash: 1180 }, business);
    expect(noAddress.status).toBe(400);
    expect(errorOf(noAddress).issues).toEqual([
      { path: 'buyerAddress', message: taxMessages.buyerAddressRequired },
    ]);
    const sold = await sellOn(
      session,
      [[tool, 1]],
      { cash: 1180 },
      { ...business, buyerAddress: ' Plot 7, MIDC Bhosari\r\nPune 411026 ' },
    );
    expect(sold.status, JSON.stringify(bodyOf(sold))).toBe(201);
    const { order } = bodyOf(sold);
    expect(order.taxLines).toEqual([{ rate: 18, taxable: 1000, cgst: 90, sgst: 90, igst: 0, vat: 0 }]);
    expect(order.invoiceNumber).toMatch(invoiceNumber);
    const invoice = bodyOf(await invoiceOf(order.invoiceNumber!, env.admin));
    expect(invoice).toMatchObject({
      placeOfSupply: { code: '29', name: 'Karnataka' },
      buyer: {
        businessName: 'Pune Fabricators LLP',
        taxId: BUYER_GSTIN,
        address: 'Plot 7, MIDC Bhosari\nPune 411026',
      },
    });
  });
});

describe('the counter’s receipt', () => {
  it('carries the sale’s invoice number and the GST its total includes, by rate', async () => {
    const session = await openSession(0);
    const disc = await env.createProduct({ price: 52.5, availableQuentity: 10, taxRate: 5, hsnCode: '6804' });
    const sold = await sellOn(
      session,
      [
        [await wrench(), 1],
        [disc, 2],
      ],
      { cash: 1285 },
    );
    expect(sold.status, JSON.stringify(bodyOf(sold))).toBe(201);
    const { number, order } = bodyOf(sold);
    const receipt = bodyOf(
      await env.api.counterReceipt({ as: env.admin, params: { orderNumber: String(number) } }),
    );
    expect(receipt.invoiceNumber).toBe(order.invoiceNumber);
    expect(receipt.invoiceNumber).toMatch(invoiceNumber);
    expect(receipt.taxIncluded).toEqual([
      { tax: 'GST', rate: 5, amount: 5 },
      { tax: 'GST', rate: 18, amount: 180 },
    ]);
  });
});

describe('who reads an invoice', () => {
  it('answers another customer 404, as for a number never issued; staff read it; the PDF is a PDF', async () => {
    const paid = await env.payOrder(env.userA, await placeTo(await wrench(), 'Karnataka'));
    const number = paid.invoiceNumber!;
    expect((await invoiceOf(number, env.userB)).status).toBe(404);
    expect((await invoiceOf(`INV/${year}/999999`)).status).toBe(404);
    expect((await invoiceOf(number, env.admin)).status).toBe(200);
    const pdf = await env.request('GET', `/api/invoice/${encodeURIComponent(number)}.pdf`, { as: env.userA });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the series', () => {
  it('numbers fifty payments made at once consecutively, with no gap and no repeat', async () => {
    const tool = await wrench();
    const orders: Order[] = [];
    for (let i = 0; i < 50; i += 1) orders.push(await placeTo(tool, 'Karnataka'));
    const paid = await Promise.all(orders.map((order) => env.payOrder(env.userA, order)));
    const sequences = paid.map((order) => Number(order.invoiceNumber!.split('/')[2])).sort((a, b) => a - b);
    const first = sequences[0]!;
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
  });
});

describe('credit notes', () => {
  it('a refund issues a credit note citing the invoice, its tax reversed at the line’s rate', async () => {
    const paid = await env.payOrder(env.userA, await placeTo(await wrench(), 'Maharashtra'));
    const refunded = await env.api.refundOrder({
      as: env.admin,
      params: { id: paid._id },
      body: { amount: 590, reason: 'Half the set was missing' },
    });
    expect(refunded.status, JSON.stringify(bodyOf(refunded))).toBe(200);
    const [number] = bodyOf(refunded).creditNoteNumbers;
    expect(number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    const note: Invoice = bodyOf(await invoiceOf(number!));
    expect(note).toMatchObject({
      kind: 'credit_note',
      cites: paid.invoiceNumber,
      totals: { taxable: 500, tax: 90, total: 590 },
      taxLines: [{ rate: 18, taxable: 500, igst: 90 }],
    });
  });

  it('cites its invoice by number and date, the date the invoice bears in the shop’s zone (CGST Rule 53(1A)(g))', async () => {
    const tool = await wrench();
    const paid = await env.payOrder(env.userA, await placeTo(tool, 'Karnataka'));
    // Issued at 20:00 UTC on 1 December: already the 2nd in Kolkata.
    const at = new Date('2026-12-01T20:00:00.000Z');
    expect(await issuedAt(env, paid.invoiceNumber!, at, 'Asia/Kolkata')).toBe('2026-12-02 01:30');
    const refunded = await env.api.refundOrder({
      as: env.admin,
      params: { id: paid._id },
      body: { lines: [{ productId: tool._id, quantity: 1 }], reason: 'Returned' },
    });
    expect(refunded.status, JSON.stringify(bodyOf(refunded))).toBe(200);
    const [number] = bodyOf(refunded).creditNoteNumbers;
    const note: Invoice = bodyOf(await invoiceOf(number!));
    expect(note).toMatchObject({ cites: paid.invoiceNumber, citesIssuedOn: '2026-12-02' });
    expect(await pdfTextOf(env, env.userA, number!)).toContain(
      `Against invoice ${paid.invoiceNumber} dated 2 Dec 2026`,
    );
    // Kept in the note's snapshot as it was issued, not read afresh.
    const [stored] = await env.db
      .select({ document: invoices.document })
      .from(invoices)
      .where(eq(invoices.number, number!));
    expect(stored!.document.citesIssuedOn).toBe('2026-12-02');
    // The invoice cites none.
    expect(bodyOf(await invoiceOf(paid.invoiceNumber!))).toMatchObject({ cites: null, citesIssuedOn: null });

    // A credit note issued before its snapshot kept the date takes it from the invoice's row.
    await forgetCitedDate(env, number!);
    expect(bodyOf(await invoiceOf(number!))).toMatchObject({ citesIssuedOn: '2026-12-02' });
    expect(await pdfTextOf(env, env.userA, number!)).toContain(
      `Against invoice ${paid.invoiceNumber} dated 2 Dec 2026`,
    );
  });
});
