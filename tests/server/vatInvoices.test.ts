/**
 * A shop under Bangladesh's VAT (docs/tax.md): ৳1,150 at 15% is ৳1,000.00 without VAT and ৳150.00 VAT;
 * its invoices are Mushak-6.3s with the seller's BIN, the time of issue and, at the counter, the cash
 * rounding; a regime switched for one with taxed invoices refuses to start.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { checkTaxRegime } from '../../src/server/shop/taxRegime';
import type { Invoice } from '../../src/shared/invoiceSchemas';
import { taxMessages } from '../../src/shared/strings/taxMessages';
import { SHIPPING } from './support/constants';
import { bodyOf, errorOf, linesOrderBody } from './support/environment';
import { counterSuite } from './support/counter';
import { issuedAt, pdfTextOf } from './support/citedInvoices';
import { vatShop } from '../support/taxShops';

const { env, openSession, sellOn, giveBack } = counterSuite({ env: vatShop.settings });

describe('VAT on a sale', () => {
  it('takes ৳150 of VAT out of ৳1,150 at 15%, and prints the Mushak-6.3’s fields on its invoice', async () => {
    const tool = await env.createProduct({ price: 1150, availableQuentity: 10, taxRate: 15 });
    const placed = await env.api.placeOrder({ as: env.userA, body: linesOrderBody([[tool, 1]]) });
    expect(placed.status).toBe(201);
    expect(bodyOf(placed)).toMatchObject({
      currency: 'BDT',
      taxTotal: 150,
      taxLines: [{ rate: 15, taxable: 1000, vat: 150, cgst: 0, sgst: 0, igst: 0 }],
      placeOfSupply: null,
    });
    const paid = await env.payOrder(env.userA, bodyOf(placed));
    const invoice: Invoice = bodyOf(
      await env.api.invoice({ as: env.userA, params: { number: paid.invoiceNumber! } }),
    );
    expect(invoice).toMatchObject({
      regime: 'BD_VAT',
      seller: { legalName: vatShop.settings.SHOP_LEGAL_NAME, bin: vatShop.bin, gstin: null },
      buyer: { name: SHIPPING.fullName },
      totals: { taxable: 1000, tax: 150, total: 1150 },
      amountInWords: 'Taka One Thousand One Hundred Fifty Only',
    });
    expect(invoice.issuedLocal).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(invoice.lines[0]).toMatchObject({
      unitPrice: 1150,
      rate: 15,
      taxable: 1000,
      vat: 150,
      total: 1150,
    });
  });

  it('takes a business buyer’s BIN as its certificate prints it, and refuses one of 12 digits with a BIN’s message alone', async () => {
    const tool = await env.createProduct({ price: 1150, availableQuentity: 10, taxRate: 15 });
    const buyer = (buyerTaxId: string) =>
      env.api.placeOrder({
        as: env.userA,
        body: linesOrderBody([[tool, 1]], { buyerBusinessName: 'Karim Traders', buyerTaxId }),
      });
    const short = await buyer('000123456010');
    expect(short.status).toBe(400);
    expect(errorOf(short).issues).toEqual([{ path: 'buyerTaxId', message: taxMessages.binShape }]);
    const placed = await buyer('000123456-0101');
    expect(placed.status, JSON.stringify(bodyOf(placed))).toBe(201);
    expect(bodyOf(placed)).toMatchObject({ buyerBusinessName: 'Karim Traders', buyerTaxId: '0001234560101' });
  });

  it('prints the counter’s cash rounding on the invoice, beside the lines’ own total', async () => {
    const session = await openSession(0);
    const tool = await env.createProduct({ price: 99.5, availableQuentity: 10, taxRate: 7.5 });
    const sold = await sellOn(session, [[tool, 1]], { cash: 100 });
    expect(sold.status).toBe(201);
    const invoice: Invoice = bodyOf(
      await env.api.invoice({ as: env.admin, params: { number: bodyOf(sold).order.invoiceNumber! } }),
    );
    expect(invoice.totals).toEqual({ taxable: 92.56, tax: 6.94, rounding: 0.5, total: 100 });
  });

  it('carries the counter sale’s invoice number, its seller’s and business buyer’s BINs and its VAT by rate on the receipt', async () => {
    const session = await openSession(0);
    const tool = await env.createProduct({ price: 1150, availableQuentity: 10, taxRate: 15 });
    const sold = await sellOn(session, [[tool, 1]], { cash: 1150 });
    expect(sold.status).toBe(201);
    const { number, order } = bodyOf(sold);
    const receipt = bodyOf(
      await env.api.counterReceipt({ as: env.admin, params: { orderNumber: String(number) } }),
    );
    // A receipt citing a VAT invoice names who issued it, by its BIN, as the invoice does.
    expect(receipt).toMatchObject({
      invoiceNumber: order.invoiceNumber,
      seller: { legalName: vatShop.settings.SHOP_LEGAL_NAME, bin: vatShop.bin, gstin: null },
      businessBuyer: null,
      taxIncluded: [{ tax: 'VAT', rate: 15, amount: 150 }],
    });
    const toBusiness = bodyOf(
      await sellOn(
        session,
        [[tool, 1]],
        { cash: 1150 },
        {
          buyerBusinessName: 'Rahim Traders',
          buyerTaxId: '0009876543210',
          buyerAddress: '4 Nawabpur Road, Dhaka 1100',
        },
      ),
    );
    const itsReceipt = bodyOf(
      await env.api.counterReceipt({ as: env.admin, params: { orderNumber: String(toBusiness.number) } }),
    );
    expect(itsReceipt.businessBuyer).toEqual({ name: 'Rahim Traders', taxId: '0009876543210' });
  });
});

describe('a return at the counter', () => {
  it('issues a Mushak-6.7 naming the invoice by number and by the date it bears in the shop’s zone', async () => {
    const session = await openSession(2000);
    const tool = await env.createProduct({ price: 1150, availableQuentity: 10, taxRate: 15 });
    const sold = await sellOn(session, [[tool, 1]], { cash: 1150 });
    expect(sold.status, JSON.stringify(bodyOf(sold))).toBe(201);
    const sale = bodyOf(sold);
    const invoiceNumber = sale.order.invoiceNumber!;
    // Issued at 19:00 UTC on 1 December: already the 2nd in Dhaka.
    const at = new Date('2026-12-01T19:00:00.000Z');
    expect(await issuedAt(env, invoiceNumber, at, 'Asia/Dhaka')).toBe('2026-12-02 01:00');
    const returned = await giveBack(sale, [[tool, 1]], { sessionId: session._id });
    expect(returned.status, JSON.stringify(bodyOf(returned))).toBe(201);
    const number = bodyOf(returned).creditNoteNumber!;
    const note: Invoice = bodyOf(await env.api.invoice({ as: env.admin, params: { number } }));
    expect(note).toMatchObject({ kind: 'credit_note', cites: invoiceNumber, citesIssuedOn: '2026-12-02' });
    const text = await pdfTextOf(env, env.admin, number);
    expect(text).toContain('Mushak-6.7');
    expect(text).toContain(`Against invoice ${invoiceNumber} dated 2 Dec 2026`);
  });
});

describe('the regime is kept', () => {
  it('refuses to start a shop with VAT invoices under GST, naming the setting', async () => {
    const gst = loadConfig({
      ...process.env,
      TAX_REGIME: 'IN_GST',
      SHOP_CURRENCY: 'INR',
      SHOP_STATE: 'Karnataka',
      SHOP_GSTIN: '29AAGCB7383J1Z4',
      SHOP_LEGAL_NAME: 'x',
      SHOP_ADDRESS: 'y',
    }).tax;
    const refusal = await checkTaxRegime(env.db, { tax: gst }).catch((error: Error) => error.message);
    expect(String(refusal)).toContain('TAX_REGIME: this shop has issued invoices under BD_VAT');
  });
});
