/**
 * The tax reports (docs/tax.md), worked by hand. A GST shop in Karnataka: ₹1,180 at 18% sold in its
 * own state is ₹1,000.00 taxable with CGST ₹90.00 and SGST ₹90.00, shipped to Maharashtra IGST
 * ₹180.00; a credit note subtracts. Its GSTR-1 sections in the offline tool's columns, row by row;
 * the Z report's tax by rate, net of the session's returns. A VAT shop in Dhaka: the same summary and
 * its sales register. Each test moves the documents it made to a day of its own, so its figures are
 * the period's whole figures.
 */
import { parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../src/server/db/schema';
import { B2CL_THRESHOLD_CENTS, GSTR1_COLUMNS, REGISTER_COLUMNS } from '../../src/server/tax/taxExport';
import type { Order, Product } from '../../src/shared/entities';
import { formatMoney } from '../../src/shared/currency';
import { registerReportSections, reportLineText } from '../../src/shared/registerReportLines';
import { counterText } from '../../src/shared/strings/labels/counterScreen';
import { taxMessages } from '../../src/shared/strings/taxMessages';
import type { TaxExportQuery } from '../../src/shared/taxSchemas';
import { SHIPPING } from './support/constants';
import { counterSuite } from './support/counter';
import { bodyOf, errorOf, linesOrderBody, type TestEnvironment } from './support/environment';
import { gstShop, vatShop } from '../support/taxShops';

/** Moves the documents `numbers` to the instant `at`, as if issued then. */
const moveTo = (env: TestEnvironment, numbers: string[], at: string) =>
  env.db
    .update(invoices)
    .set({ issuedAt: new Date(at) })
    .where(inArray(invoices.number, numbers));

/** The records of a CSV answer, its header first. */
const csvRecords = (raw: Buffer): string[][] => parse(raw.toString('utf8'));

describe('a GST shop in Karnataka', () => {
  const BUYER_GSTIN = '27AAPFU0939F1ZV';
  const { env, cashier, openSession, sellOn, giveBack, reportOf } = counterSuite({ env: gstShop.settings });

  /** Noon in Kolkata on `day`. */
  const noonOn = (day: string) => `${day}T06:30:00.000Z`;

  const tool = (price: number, taxRate: number, hsnCode: string) =>
    env.createProduct({ price, taxRate, hsnCode, availableQuentity: 100 });

  /** A web order of `lines` to `region`, paid by card: invoiced; `fields` name a buyer or a country. */
  async function paidOrder(
    lines: [Product, number][],
    region: string,
    fields: Record<string, string> = {},
  ): Promise<Order> {
    const placed = await env.api.placeOrder({
      as: env.userA,
      body: linesOrderBody(lines, { ...SHIPPING, country: 'India', city: 'Pune', region, ...fields }),
    });
    expect(placed.status, JSON.stringify(bodyOf(placed))).toBe(201);
    const paid = await env.payOrder(env.userA, bodyOf(placed));
    expect(paid.invoiceNumber).not.toBeNull();
    return paid;
  }

  /** A refund of `order` (an amount, or lines) by the admin: the credit note's number. */
  async function creditNoteOf(order: Order, refund: { amount: number } | { lines: [Product, number][] }) {
    const body =
      'amount' in refund
        ? { amount: refund.amount, reason: 'Part of the set was missing' }
        : {
            lines: refund.lines.map(([product, quantity]) => ({ productId: product._id, quantity })),
            reason: 'Returned unused',
          };
    const refunded = await env.api.refundOrder({ as: env.admin, params: { id: order._id }, body });
    expect(refunded.status, JSON.stringify(bodyOf(refunded))).toBe(200);
    return bodyOf(refunded).creditNoteNumbers.at(-1)!;
  }

  const summaryOf = (from: string, to = from) => env.api.taxSummary({ as: env.admin, query: { from, to } });

  const exportOf = (query: TaxExportQuery) => env.api.exportTax({ as: env.admin, query });

  describe('the summary', () => {
    it('adds a day’s invoices up by rate, CGST and SGST in the shop’s state, IGST to another, less a credit note', async () => {
      const wrench = await tool(1180, 18, '8204');
      const bits = await tool(105, 5, '8207');
      const inState = await paidOrder(
        [
          [wrench, 1],
          [bits, 1],
        ],
        'Karnataka',
      );
      const toPune = await paidOrder([[wrench, 1]], 'Maharashtra');
      const credit = await creditNoteOf(toPune, { amount: 590 });
      await moveTo(env, [inState.invoiceNumber!, toPune.invoiceNumber!, credit], noonOn('2025-05-10'));

      const summary = await summaryOf('2025-05-10');
      expect(summary.status).toBe(200);
      expect(bodyOf(summary)).toEqual({
        regime: 'IN_GST',
        currency: 'INR',
        from: '2025-05-10',
        to: '2025-05-10',
        rates: [
          { rate: 5, taxable: 100, cgst: 2.5, sgst: 2.5, igst: 0, vat: 0 },
          // 1,000 + 1,000 − 500: the credit note's half of the IGST goes back too.
          { rate: 18, taxable: 1500, cgst: 90, sgst: 90, igst: 90, vat: 0 },
        ],
        totals: {
          taxable: 1600,
          cgst: 92.5,
          sgst: 92.5,
          igst: 90,
          vat: 0,
          tax: 275,
          invoices: 2,
          creditNotes: 1,
        },
      });
    });

    it('counts a sale at ten past midnight in Kolkata on that day, not the day before in UTC', async () => {
      const sold = await paidOrder([[await tool(1180, 18, '8204'), 1]], 'Karnataka');
      // 18:40 UTC on the 11th is 00:10 on the 12th in Kolkata.
      await moveTo(env, [sold.invoiceNumber!], '2025-05-11T18:40:00.000Z');
      expect(bodyOf(await summaryOf('2025-05-11')).totals.invoices).toBe(0);
      expect(bodyOf(await summaryOf('2025-05-12')).totals).toMatchObject({ invoices: 1, taxable: 1000 });
    });

    it('refuses a day that is no date, a period that ends before it starts or runs over 366 days, naming it', async () => {
      const notADay = await summaryOf('2025-02-30', '2025-03-01');
      expect(notADay.status).toBe(400);
      expect(errorOf(notADay).issues).toEqual([{ path: 'from', message: taxMessages.reportDay }]);
      const backwards = await summaryOf('2025-05-10', '2025-05-09');
      expect(backwards.status).toBe(400);
      expect(errorOf(backwards).issues).toEqual([{ path: 'to', message: taxMessages.periodBackwards }]);
      const tooLong = await summaryOf('2025-01-01', '2026-01-02');
      expect(tooLong.status).toBe(400);
      expect(errorOf(tooLong).issues?.[0]?.path).toBe('to');
      // 2024 was a leap year: 366 days.
      expect((await summaryOf('2024-01-01', '2024-12-31')).status).toBe(200);
    });

    it('is the admin’s: a cashier is refused the summary and the export', async () => {
      const period = { from: '2025-05-10', to: '2025-05-10' };
      expect((await env.api.taxSummary({ as: cashier, query: period })).status).toBe(403);
      expect((await env.api.exportTax({ as: cashier, query: { ...period, section: 'b2b' } })).status).toBe(
        403,
      );
    });
  });

  describe('GSTR-1 in the offline tool’s columns', () => {
    const DAY = '2025-05-15';
    let registeredSale: Order;
    let registeredCredit: string;
    let largeToPune: Order;
    let atThreshold: Order;
    let largeCredit: string;

    it('writes the period’s documents into each section, field by field', async () => {
      const wrench = await tool(1180, 18, '8204');
      const bits = await tool(105, 5, '8207');
      const press = await tool(118_000, 18, '8467');
      const pressAtThreshold = await tool(100_000, 18, '8467');
      registeredSale = await paidOrder(
        [
          [wrench, 2],
          [bits, 1],
        ],
        'Maharashtra',
        { buyerBusinessName: 'Pune Fabricators LLP', buyerTaxId: BUYER_GSTIN },
      );
      registeredCredit = await creditNoteOf(registeredSale, { lines: [[wrench, 1]] });
      largeToPune = await paidOrder([[press, 1]], 'Maharashtra');
      atThreshold = await paidOrder([[pressAtThreshold, 1]], 'Maharashtra');
      const largeInState = await paidOrder([[press, 1]], 'Karnataka');
      const inStateCredit = await creditNoteOf(largeInState, { amount: 11_800 });
      largeCredit = await creditNoteOf(largeToPune, { amount: 11_800 });
      await moveTo(
        env,
        [
          registeredSale.invoiceNumber!,
          registeredCredit,
          largeToPune.invoiceNumber!,
          atThreshold.invoiceNumber!,
          largeInState.invoiceNumber!,
          inStateCredit,
          largeCredit,
        ],
        noonOn(DAY),
      );
      const section = async (name: TaxExportQuery['section']) => {
        const res = await exportOf({ from: DAY, to: DAY, section: name });
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="gstr1-${name}-${DAY}-to-${DAY}.csv"`,
        );
        return csvRecords(res.raw);
      };

      // B2B: the registered buyer's invoice, one row per rate, its whole value on each.
      expect(await section('b2b')).toEqual([
        [...GSTR1_COLUMNS.b2b],
        [
          BUYER_GSTIN,
          'Pune Fabricators LLP',
          registeredSale.invoiceNumber,
          '15-May-25',
          '2465.00',
          '27-Maharashtra',
          'N',
          '',
          'Regular B2B',
          '',
          '5',
          '100.00',
          '0',
        ],
        [
          BUYER_GSTIN,
          'Pune Fabricators LLP',
          registeredSale.invoiceNumber,
          '15-May-25',
          '2465.00',
          '27-Maharashtra',
          'N',
          '',
          'Regular B2B',
          '',
          '18',
          '2000.00',
          '0',
        ],
      ]);

      // B2CL: to another state, unregistered, over ₹1,00,000; the one at ₹1,00,000 exactly is not.
      expect(B2CL_THRESHOLD_CENTS).toBe(100_000_00);
      expect(await section('b2cl')).toEqual([
        [...GSTR1_COLUMNS.b2cl],
        [
          largeToPune.invoiceNumber,
          '15-May-25',
          '118000.00',
          '27-Maharashtra',
          '',
          '18',
          '100000.00',
          '0',
          '',
        ],
      ]);

      // B2CS: the rest by place of supply and rate; the in-state sale over ₹1,00,000 is here (it is no
      // inter-state supply), less its credit note of ₹11,800 (₹10,000 taxable).
      expect(await section('b2cs')).toEqual([
        [...GSTR1_COLUMNS.b2cs],
        ['OE', '27-Maharashtra', '', '18', '84745.76', '0', ''],
        ['OE', '29-Karnataka', '', '18', '90000.00', '0', ''],
      ]);

      // HSN: by code, unit and rate, credit notes taking away their units and values. The ₹11,800
      // given back on two presses is value alone: all three presses stay sold.
      const b2bRows = [
        ['8204', '', 'NOS-NUMBERS', '1', '1180.00', '18', '1000.00', '180.00', '0.00', '0.00', '0'],
        ['8207', '', 'NOS-NUMBERS', '1', '105.00', '5', '100.00', '5.00', '0.00', '0.00', '0'],
      ];
      const b2cRows = [
        // 1,18,000 + 1,00,000 + 1,18,000 − 11,800 − 11,800; IGST 18,000 + 15,254.24 − 1,800; CGST and
        // SGST 9,000 − 900.
        [
          '8467',
          '',
          'NOS-NUMBERS',
          '3',
          '312400.00',
          '18',
          '264745.76',
          '31454.24',
          '8100.00',
          '8100.00',
          '0',
        ],
      ];
      expect(await section('hsn')).toEqual([[...GSTR1_COLUMNS.hsn], ...b2bRows, ...b2cRows]);
      // The portal's two tables since May 2025: the registered buyer's lines, and everyone else's.
      expect(await section('hsn-b2b')).toEqual([[...GSTR1_COLUMNS.hsn], ...b2bRows]);
      expect(await section('hsn-b2c')).toEqual([[...GSTR1_COLUMNS.hsn], ...b2cRows]);

      // The documents issued: four invoices and three credit notes, each series from its first number
      // to its last, none cancelled.
      expect(await section('docs')).toEqual([
        [...GSTR1_COLUMNS.docs],
        ['Invoices for outward supply', registeredSale.invoiceNumber, largeInState.invoiceNumber, '4', '0'],
        ['Credit Note', registeredCredit, largeCredit, '3', '0'],
      ]);

      // CDNUR: the credit note of the large inter-state B2C invoice, which B2CS leaves out.
      expect(await section('cdnur')).toEqual([
        [...GSTR1_COLUMNS.cdnur],
        ['B2CL', largeCredit, '15-May-25', 'C', '27-Maharashtra', '11800.00', '', '18', '10000.00', '0'],
      ]);

      // CDNR: the registered buyer's credit note, one row per rate.
      expect(await section('cdnr')).toEqual([
        [...GSTR1_COLUMNS.cdnr],
        [
          BUYER_GSTIN,
          'Pune Fabricators LLP',
          registeredCredit,
          '15-May-25',
          'C',
          '27-Maharashtra',
          'N',
          'Regular B2B',
          '1180.00',
          '',
          '18',
          '1000.00',
          '0',
        ],
      ]);
    });

    it('writes an export to exp, its credit note to cdnur as EXPWP, and nil-rated lines to exemp alone', async () => {
      const EXPORT_DAY = '2025-05-20';
      const wrench = await tool(1180, 18, '8204');
      // A printed manual: books are nil-rated.
      const manual = await tool(250, 0, '4901');
      const toDhaka = { country: 'Bangladesh', city: 'Dhaka', region: '' };
      const exported = await paidOrder(
        [
          [wrench, 1],
          [manual, 2],
        ],
        '',
        toDhaka,
      );
      const exportCredit = await creditNoteOf(exported, { lines: [[wrench, 1]] });
      const inState = await paidOrder(
        [
          [wrench, 1],
          [manual, 2],
        ],
        'Karnataka',
      );
      const toPune = await paidOrder([[manual, 2]], 'Maharashtra');
      const toPuneCredit = await creditNoteOf(toPune, { lines: [[manual, 1]] });
      const registeredSale = await paidOrder(
        [
          [wrench, 1],
          [manual, 4],
        ],
        'Maharashtra',
        { buyerBusinessName: 'Pune Fabricators LLP', buyerTaxId: BUYER_GSTIN },
      );
      await moveTo(
        env,
        [
          exported.invoiceNumber!,
          exportCredit,
          inState.invoiceNumber!,
          toPune.invoiceNumber!,
          toPuneCredit,
          registeredSale.invoiceNumber!,
        ],
        noonOn(EXPORT_DAY),
      );
      const section = async (name: TaxExportQuery['section']) => {
        const res = await exportOf({ from: EXPORT_DAY, to: EXPORT_DAY, section: name });
        expect(res.status).toBe(200);
        return csvRecords(res.raw);
      };

      // The export, one row per rate: ₹1,180 at 18% (₹1,000 taxable, IGST ₹180) and two manuals at 0%
      // (zero-rated: an export's lines are all its own), ₹1,680 in all; no port or shipping bill.
      expect(await section('exp')).toEqual([
        [...GSTR1_COLUMNS.exp],
        ['WPAY', exported.invoiceNumber, '20-May-25', '1680.00', '', '', '', '0', '500.00', '0'],
        ['WPAY', exported.invoiceNumber, '20-May-25', '1680.00', '', '', '', '18', '1000.00', '0'],
      ]);
      // The wrench sent back: its credit note of ₹1,180 is the export's.
      expect(await section('cdnur')).toEqual([
        [...GSTR1_COLUMNS.cdnur],
        ['EXPWP', exportCredit, '20-May-25', 'C', '96-Foreign Country', '1180.00', '', '18', '1000.00', '0'],
      ]);

      // Table 8, net of credit notes: the registered buyer's four manuals (₹1,000) went to another
      // state; two to Pune less the one returned (₹250); two in Karnataka (₹500). The export's are not here.
      expect(await section('exemp')).toEqual([
        [...GSTR1_COLUMNS.exemp],
        ['Inter-State supplies to registered persons', '1000.00', '0.00', '0.00'],
        ['Intra-State supplies to registered persons', '0.00', '0.00', '0.00'],
        ['Inter-State supplies to unregistered persons', '250.00', '0.00', '0.00'],
        ['Intra-State supplies to unregistered persons', '500.00', '0.00', '0.00'],
      ]);

      // The sections by rate have the taxed lines alone; the invoice's value is still its whole.
      expect(await section('b2b')).toEqual([
        [...GSTR1_COLUMNS.b2b],
        [
          BUYER_GSTIN,
          'Pune Fabricators LLP',
          registeredSale.invoiceNumber,
          '20-May-25',
          '2180.00',
          '27-Maharashtra',
          'N',
          '',
          'Regular B2B',
          '',
          '18',
          '1000.00',
          '0',
        ],
      ]);
      // Neither the export nor the manuals to Pune and their credit note: the wrench sold in Karnataka.
      expect(await section('b2cs')).toEqual([
        [...GSTR1_COLUMNS.b2cs],
        ['OE', '29-Karnataka', '', '18', '1000.00', '0', ''],
      ]);
      expect(await section('b2cl')).toEqual([[...GSTR1_COLUMNS.b2cl]]);
      expect(await section('cdnr')).toEqual([[...GSTR1_COLUMNS.cdnr]]);

      // Table 12 is every supply's, exports and nil-rated ones included. Manuals: 2 + 2 + 2 − 1 + 4 = 9,
      // ₹2,250. Wrenches: 1 + 1 + 1 − 1 = 2, ₹2,000 taxable; the export's IGST ₹180 taken back by its
      // credit note leaves the registered sale's ₹180; CGST and SGST ₹90 each in Karnataka.
      const manualsB2b = [
        '4901',
        '',
        'NOS-NUMBERS',
        '4',
        '1000.00',
        '0',
        '1000.00',
        '0.00',
        '0.00',
        '0.00',
        '0',
      ];
      const wrenchesB2b = [
        '8204',
        '',
        'NOS-NUMBERS',
        '1',
        '1180.00',
        '18',
        '1000.00',
        '180.00',
        '0.00',
        '0.00',
        '0',
      ];
      expect(await section('hsn')).toEqual([
        [...GSTR1_COLUMNS.hsn],
        ['4901', '', 'NOS-NUMBERS', '9', '2250.00', '0', '2250.00', '0.00', '0.00', '0.00', '0'],
        ['8204', '', 'NOS-NUMBERS', '2', '2360.00', '18', '2000.00', '180.00', '90.00', '90.00', '0'],
      ]);
      expect(await section('hsn-b2b')).toEqual([[...GSTR1_COLUMNS.hsn], manualsB2b, wrenchesB2b]);
      // B2C, the export's included: five manuals; one wrench in Karnataka, the export's sold and returned.
      expect(await section('hsn-b2c')).toEqual([
        [...GSTR1_COLUMNS.hsn],
        ['4901', '', 'NOS-NUMBERS', '5', '1250.00', '0', '1250.00', '0.00', '0.00', '0.00', '0'],
        ['8204', '', 'NOS-NUMBERS', '1', '1180.00', '18', '1000.00', '0.00', '90.00', '90.00', '0'],
      ]);
    });

    it('heads each section with the columns the offline tool’s files have', () => {
      expect(GSTR1_COLUMNS.b2b.join(',')).toBe(
        'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
      );
      expect(GSTR1_COLUMNS.b2cl.join(',')).toBe(
        'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
      );
      expect(GSTR1_COLUMNS.b2cs.join(',')).toBe(
        'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
      );
      expect(GSTR1_COLUMNS.hsn.join(',')).toBe(
        'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
      );
      expect(GSTR1_COLUMNS.cdnur.join(',')).toBe(
        'UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
      );
      expect(GSTR1_COLUMNS.exp.join(',')).toBe(
        'Export Type,Invoice Number,Invoice date,Invoice Value,Port Code,Shipping Bill Number,Shipping Bill Date,Rate,Taxable Value,Cess Amount',
      );
      expect(GSTR1_COLUMNS.exemp.join(',')).toBe(
        'Description,Nil Rated Supplies,Exempted(other than nil rated/non GST supply),Non-GST Supplies',
      );
      expect(GSTR1_COLUMNS.docs.join(',')).toBe(
        'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled',
      );
      expect(GSTR1_COLUMNS.cdnr.join(',')).toBe(
        'GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
      );
    });

    it('streams a period past one read of 1,000, documents issued in the same instant each once, in order', async () => {
      const sold = await paidOrder([[await tool(1180, 18, '8204'), 1]], 'Maharashtra', {
        buyerBusinessName: 'Pune Fabricators LLP',
        buyerTaxId: BUYER_GSTIN,
      });
      const [issued] = await env.db
        .select()
        .from(invoices)
        .where(inArray(invoices.number, [sold.invoiceNumber!]));
      const copies = 2_500;
      // Three instants for 2,500 invoices: a read's last row shares its instant with the next read's first.
      await env.db.insert(invoices).values(
        Array.from({ length: copies }, (_, i) => ({
          ...issued!,
          number: `BULK/${String(i).padStart(5, '0')}`,
          sequence: 900_000 + i,
          issuedAt: new Date(`2025-07-01T0${i % 3}:00:00.000Z`),
        })),
      );
      const res = await exportOf({ from: '2025-07-01', to: '2025-07-01', section: 'b2b' });
      const numbers = csvRecords(res.raw)
        .slice(1)
        .map((row) => row[2]);
      const expected = Array.from({ length: copies }, (_, i) => ({
        number: `BULK/${String(i).padStart(5, '0')}`,
        hour: i % 3,
      }))
        .sort((a, b) => a.hour - b.hour || a.number.localeCompare(b.number))
        .map((copy) => copy.number);
      expect(numbers).toEqual(expected);
    });

    it('writes only the header for a period with nothing in it', async () => {
      const empty = await exportOf({ from: '2025-04-01', to: '2025-04-30', section: 'b2b' });
      expect(csvRecords(empty.raw)).toEqual([[...GSTR1_COLUMNS.b2b]]);
    });

    it('refuses a section that is not GST’s, and one that is no section, naming it', async () => {
      const vat = await exportOf({ from: DAY, to: DAY, section: 'register' });
      expect(vat.status).toBe(400);
      expect(errorOf(vat).issues).toEqual([
        {
          path: 'section',
          message: taxMessages.sectionNotOfRegime([
            'b2b',
            'b2cl',
            'b2cs',
            'exp',
            'hsn',
            'hsn-b2b',
            'hsn-b2c',
            'cdnr',
            'cdnur',
            'exemp',
            'docs',
          ]),
        },
      ]);
      const unknown = await env.request('GET', '/api/tax/export.csv', {
        as: env.admin,
        query: { from: DAY, to: DAY, section: 'b2ba' },
      });
      expect(unknown.status).toBe(400);
      expect(errorOf(unknown).issues?.[0]?.path).toBe('section');
      const badDay = await exportOf({ from: DAY, to: '2025-13-01', section: 'b2b' });
      expect(badDay.status).toBe(400);
      expect(errorOf(badDay).issues?.[0]?.path).toBe('to');
    });
  });

  describe('the Z report', () => {
    it('shows the session’s tax by rate, less the credit notes of its returns, and prints it', async () => {
      const wrench = await tool(1180, 18, '8204');
      const bits = await tool(105, 5, '8207');
      const earlier = await openSession();
      const soldEarlier = await sellOn(earlier, [[wrench, 1]], { cash: 1180 });
      expect(soldEarlier.status).toBe(201);

      // Opening afresh closes the earlier session: its Z report is kept with its one sale's tax.
      const session = await openSession();
      const sold = await sellOn(
        session,
        [
          [wrench, 2],
          [bits, 1],
        ],
        { cash: 2465 },
      );
      expect(sold.status, JSON.stringify(bodyOf(sold))).toBe(201);
      const back = await giveBack(bodyOf(sold).order, [[wrench, 1]], { sessionId: session._id });
      expect(back.status, JSON.stringify(bodyOf(back))).toBe(201);
      // The till is told the credit note the return issued, to print it.
      expect(bodyOf(back).creditNoteNumber).toBe(bodyOf(back).order.creditNoteNumbers.at(-1));
      expect(bodyOf(back).creditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
      // A sale of the earlier session taken back in this one: its credit note is this session's.
      const backEarlier = await giveBack(bodyOf(soldEarlier).order, [[wrench, 1]], {
        sessionId: session._id,
      });
      expect(backEarlier.status, JSON.stringify(bodyOf(backEarlier))).toBe(201);

      // Sold: 2 × 1,180 at 18% (2,000 + CGST 180 + SGST 180) and 105 at 5%; taken back: 2 × 1,180.
      expect((await reportOf(session)).taxLines).toEqual([
        { rate: 5, taxable: 100, cgst: 2.5, sgst: 2.5, igst: 0, vat: 0 },
        { rate: 18, taxable: 0, cgst: 0, sgst: 0, igst: 0, vat: 0 },
      ]);
      const z = await reportOf(earlier);
      expect(z.state).toBe('closed');
      expect(z.taxLines).toEqual([{ rate: 18, taxable: 1000, cgst: 90, sgst: 90, igst: 0, vat: 0 }]);

      const t = counterText.report;
      const sections = registerReportSections(z, 'Asia/Kolkata');
      expect(sections).toHaveLength(4);
      expect(sections[2]).toEqual([
        { kind: 'amount', label: t.taxableAt(18), amount: 1000 },
        { kind: 'amount', label: 'CGST', amount: 90, item: true },
        { kind: 'amount', label: 'SGST', amount: 90, item: true },
      ]);
      const written = (amount: number) => formatMoney(amount, 'INR');
      const paperLine = (label: string, amount: string) =>
        `${label}${' '.repeat(48 - label.length - amount.length)}${amount}`;
      expect(sections[2]!.flatMap((line) => reportLineText(line, 48, written))).toEqual([
        paperLine('Taxable at 18%', '₹1,000.00'),
        paperLine('  CGST', '₹90.00'),
        paperLine('  SGST', '₹90.00'),
      ]);
    });
  });
});

describe('a VAT shop in Dhaka', () => {
  const BUYER_BIN = '0009876540202';
  const { env } = counterSuite({ env: vatShop.settings });
  const DAY = '2025-06-10';

  it('adds up VAT by rate, writes each document in the sales register, and refuses GSTR-1’s sections', async () => {
    const drill = await env.createProduct({ price: 1150, taxRate: 15, availableQuentity: 10 });
    const tape = await env.createProduct({ price: 107.5, taxRate: 7.5, availableQuentity: 10 });
    const placed = bodyOf(
      await env.api.placeOrder({
        as: env.userA,
        body: linesOrderBody([[drill, 1]], {
          buyerBusinessName: 'Karim Construction Ltd.',
          buyerTaxId: BUYER_BIN,
        }),
      }),
    );
    const sale = await env.payOrder(env.userA, placed);
    const small = await env.payOrder(
      env.userA,
      bodyOf(await env.api.placeOrder({ as: env.userA, body: linesOrderBody([[tape, 1]]) })),
    );
    const refunded = await env.api.refundOrder({
      as: env.admin,
      params: { id: sale._id },
      body: { amount: 575, reason: 'Chuck was cracked' },
    });
    const credit = bodyOf(refunded).creditNoteNumbers[0]!;
    // Noon in Dhaka.
    await moveTo(env, [sale.invoiceNumber!, small.invoiceNumber!, credit], `${DAY}T06:00:00.000Z`);

    // ৳1,150 at 15% is ৳1,000 + ৳150; ৳107.50 at 7.5% is ৳100 + ৳7.50; the credit note takes ৳500 + ৳75.
    expect(bodyOf(await env.api.taxSummary({ as: env.admin, query: { from: DAY, to: DAY } }))).toEqual({
      regime: 'BD_VAT',
      currency: 'BDT',
      from: DAY,
      to: DAY,
      rates: [
        { rate: 7.5, taxable: 100, cgst: 0, sgst: 0, igst: 0, vat: 7.5 },
        { rate: 15, taxable: 500, cgst: 0, sgst: 0, igst: 0, vat: 75 },
      ],
      totals: { taxable: 600, cgst: 0, sgst: 0, igst: 0, vat: 82.5, tax: 82.5, invoices: 2, creditNotes: 1 },
    });

    const register = await env.api.exportTax({
      as: env.admin,
      query: { from: DAY, to: DAY, section: 'register' },
    });
    expect(register.status).toBe(200);
    expect(register.headers['content-disposition']).toBe(
      `attachment; filename="sales-register-${DAY}-to-${DAY}.csv"`,
    );
    const [header, ...rows] = csvRecords(register.raw);
    expect(header).toEqual([...REGISTER_COLUMNS]);
    expect(rows).toHaveLength(3);
    expect(rows).toContainEqual([
      sale.invoiceNumber,
      'Invoice',
      '',
      DAY,
      '12:00',
      'Karim Construction Ltd.',
      BUYER_BIN,
      '1000.00',
      '150.00',
      '1150.00',
    ]);
    expect(rows).toContainEqual([
      credit,
      'Credit note',
      sale.invoiceNumber,
      DAY,
      '12:00',
      'Karim Construction Ltd.',
      BUYER_BIN,
      '-500.00',
      '-75.00',
      '-575.00',
    ]);
    expect(rows).toContainEqual([
      small.invoiceNumber,
      'Invoice',
      '',
      DAY,
      '12:00',
      SHIPPING.fullName,
      '',
      '100.00',
      '7.50',
      '107.50',
    ]);

    const gstSection = await env.api.exportTax({
      as: env.admin,
      query: { from: DAY, to: DAY, section: 'b2b' },
    });
    expect(gstSection.status).toBe(400);
    expect(errorOf(gstSection).issues).toEqual([
      { path: 'section', message: taxMessages.sectionNotOfRegime(['register']) },
    ]);
  });
});
