import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { encodeReceipt, sendToPrinter } from '../../src/main/receiptPrinter';
import type { PrintedReceipt } from '../../src/shared/receipt';
import { receiptText } from '../../src/shared/strings/receipt';
import { printedLines } from '../support/escPosText';
import { startLoopbackPrinter } from '../support/loopbackPrinter';
import { tillClockIn } from '../support/tillClock';
import { mainTest as it, printedReceipt } from './fixtures';
import { usd } from '../support/money';

/** ESC p: the drawer kick on pin 2, as ESC/POS printers take it. */
const DRAWER_KICK = Buffer.from([0x1b, 0x70, 0x00]);
/** GS k 73: a CODE128 barcode. */
const CODE128 = Buffer.from([0x1d, 0x6b, 0x49]);
/** GS V: the cut. */
const CUT = Buffer.from([0x1d, 0x56]);

const RECEIPT = printedReceipt({
  shopAddress: ['12 Anvil Street', 'Dhaka 1207'],
  number: '1042',
  lines: [
    { title: 'Claw hammer', sku: 'HAM-16', quantity: 2, unitPrice: 12.5, lineTotal: 25 },
    { title: 'Cordless drill — 18 V', quantity: 1, unitPrice: 89.99, lineTotal: 89.99 },
  ],
  total: 114.99,
  payments: [{ method: 'cash', amount: 120 }],
  change: 5.01,
});

/** The printable text of a job: its bytes with the commands' bytes read as text, as a thermal head would not. */
const textOf = (job: Buffer) => job.toString('latin1');

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('receipt printer (ESC/POS over TCP)', () => {
  tillClockIn('UTC');

  it('prints the receipt’s text, its number as a CODE128 barcode, cuts, and kicks the drawer after a cash sale', async ({
    printerSettings,
    receiptPrinter,
    printerAt,
  }) => {
    await printerSettings.save({ host: '127.0.0.1', port: printerAt.port });
    expect(await receiptPrinter.print({ receipt: RECEIPT, openDrawer: true })).toEqual({
      outcome: 'printed',
    });
    await waitFor(() => printerAt.jobs.length === 1);
    const [job] = printerAt.jobs;
    const text = textOf(job!);
    for (const expected of [
      'Toolshop',
      '12 Anvil Street',
      `${receiptText.receipt} 1042`,
      `${receiptText.register}: Counter 1`,
      `${receiptText.cashier}: cashier@toolshop.test`,
      'Claw hammer (HAM-16)',
      '2 x $12.50',
      '$25.00',
      '$89.99',
      '$114.99',
      '$120.00',
      '$5.01',
      receiptText.returns,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(new RegExp(`${receiptText.total} +\\$114\\.99`));
    expect(text).toMatch(new RegExp(`${receiptText.change} +\\$5\\.01`));
    // The barcode carries the number, for returns (CODE128 set B: "{B1042").
    const barcodeAt = job!.indexOf(CODE128);
    expect(barcodeAt).toBeGreaterThan(0);
    expect(job!.subarray(barcodeAt, barcodeAt + 12).toString('latin1')).toContain('{B1042');
    // The drawer opens after the cut, as the receipt comes out.
    const cutAt = job!.lastIndexOf(CUT);
    const kickAt = job!.lastIndexOf(DRAWER_KICK);
    expect(cutAt).toBeGreaterThan(barcodeAt);
    expect(kickAt).toBeGreaterThan(cutAt);
  });

  it('prints a shop’s rupees and taka as Rs. and Tk, which every code page has, with their lakh grouping', async () => {
    for (const [currency, sign] of [
      ['INR', 'Rs. '],
      ['BDT', 'Tk '],
    ] as const) {
      const receipt: PrintedReceipt = {
        ...RECEIPT,
        currency,
        lines: [{ title: 'Rotary hammer', quantity: 1, unitPrice: 123456.5, lineTotal: 123456.5 }],
        total: 123456.5,
        rounding: 0.5,
        payments: [{ method: 'cash', amount: 123457 }],
        change: 0,
      };
      const text = printedLines(await encodeReceipt(receipt, { openDrawer: false, columns: 48 }))
        .map((line) => line.text)
        .join('\n');
      expect(text).toContain(`${sign}1,23,456.50`);
      expect(text).toContain(`${sign}1,23,457.00`);
      expect(text).not.toMatch(/[₹৳$]/);
    }
  });

  it('prints the invoice’s number under the receipt’s, its seller’s name and GSTIN, and the tax the total includes by rate under it', async () => {
    const gst: PrintedReceipt = {
      ...RECEIPT,
      currency: 'INR',
      invoiceNumber: 'INV/26-27/000001',
      taxIdentity: ['Bengaluru Tools Private Limited', 'GSTIN 29AAGCB7383J1Z4'],
      lines: [
        { title: 'Angle grinder', quantity: 1, unitPrice: 1180, lineTotal: 1180 },
        { title: 'Cutting disc', quantity: 2, unitPrice: 52.5, lineTotal: 105 },
      ],
      total: 1285,
      taxIncluded: [
        { tax: 'GST', rate: 5, amount: 5 },
        { tax: 'GST', rate: 18, amount: 180 },
      ],
      payments: [{ method: 'cash', amount: 1300 }],
      change: 15,
    };
    for (const columns of [48, 32]) {
      const printed = printedLines(await encodeReceipt(gst, { openDrawer: false, columns })).map(
        (line) => line.text,
      );
      const receiptAt = printed.indexOf(`${receiptText.receipt} 1042`);
      expect(printed.slice(receiptAt + 1, receiptAt + 4)).toEqual([
        `${receiptText.invoice} INV/26-27/000001`,
        'Bengaluru Tools Private Limited',
        'GSTIN 29AAGCB7383J1Z4',
      ]);
      const totalAt = printed.findIndex((line) => line.startsWith(receiptText.total));
      expect(printed.slice(totalAt, totalAt + 4)).toEqual([
        `${receiptText.total}${'Rs. 1,285.00'.padStart(columns - receiptText.total.length)}`,
        `GST 5% incl.${'Rs. 5.00'.padStart(columns - 'GST 5% incl.'.length)}`,
        `GST 18% incl.${'Rs. 180.00'.padStart(columns - 'GST 18% incl.'.length)}`,
        `Cash${'Rs. 1,300.00'.padStart(columns - 'Cash'.length)}`,
      ]);
    }
    const vat = printedLines(
      await encodeReceipt(
        {
          ...gst,
          currency: 'BDT',
          invoiceNumber: 'INV/26-27/000007',
          taxIncluded: [{ tax: 'VAT', rate: 15, amount: 150 }],
        },
        { openDrawer: false },
      ),
    ).map((line) => line.text);
    expect(vat).toContain(`${receiptText.invoice} INV/26-27/000007`);
    expect(vat).toContain(`VAT 15% incl.${'Tk 150.00'.padStart(48 - 'VAT 15% incl.'.length)}`);
    // A shop with no tax regime prints neither line; an offline sale has no invoice yet.
    const plain = printedLines(await encodeReceipt(RECEIPT, { openDrawer: false })).map((line) => line.text);
    expect(plain.join('\n')).not.toMatch(/incl\.|Invoice/);
  });

  it('prints a sale on account’s due day under its payments; a sale paid otherwise prints none', async () => {
    const onAccount: PrintedReceipt = {
      ...RECEIPT,
      payments: [{ method: 'account', amount: 114.99 }],
      change: 0,
      accountDueOn: '2026-12-31',
    };
    const printed = printedLines(await encodeReceipt(onAccount, { openDrawer: false })).map(
      (line) => line.text,
    );
    const paidAt = printed.findIndex((line) => line.startsWith('On account '));
    expect(printed[paidAt + 1]).toBe('On account: due on 31 Dec 2026');
    const plain = printedLines(await encodeReceipt(RECEIPT, { openDrawer: false })).map((line) => line.text);
    expect(plain.join('\n')).not.toContain('due on');
  });

  it('prints each line’s name on a line of its own, then its quantity × price with its total, on 80 and 58 mm paper', async () => {
    const receipt: PrintedReceipt = {
      ...RECEIPT,
      lines: [
        {
          title: 'Socket Set, 24 Pieces (1/2")',
          sku: 'SS24-12',
          quantity: 1,
          unitPrice: 64.95,
          lineTotal: 64.95,
        },
        {
          title: 'Cordless Drill Driver 18V with two batteries, a fast charger and a carry case (18 V 5 Ah)',
          sku: 'CDD-18-5AH',
          quantity: 3,
          unitPrice: 159.99,
          lineTotal: 479.97,
        },
      ],
      total: 544.92,
    };
    for (const columns of [48, 32]) {
      const printed = printedLines(await encodeReceipt(receipt, { openDrawer: false, columns })).map(
        (line) => line.text,
      );
      expect(printed.every((line) => line.length <= columns)).toBe(true);
      for (const line of receipt.lines) {
        const first = printed.findIndex((text) => text.startsWith(line.title.split(' ')[0]!));
        const quantityAt = printed.findIndex(
          (text, i) => i > first && text.trimStart().startsWith(`${line.quantity} x`),
        );
        const nameLines = printed.slice(first, quantityAt);
        // The name and SKU whole, and no amount among them.
        expect(nameLines.join(' ').replace(/\s+/g, ' ')).toBe(`${line.title} (${line.sku})`);
        expect(nameLines.join('')).not.toContain('$');
        expect(printed[quantityAt]).toBe(
          `  ${receiptText.quantityTimesPrice(line.quantity, usd(line.unitPrice))}`.padEnd(
            columns - usd(line.lineTotal).length,
          ) + usd(line.lineTotal),
        );
      }
    }
  });

  it('leaves the drawer shut after a card sale, and names the card’s reference', async ({
    printerSettings,
    receiptPrinter,
    printerAt,
  }) => {
    await printerSettings.save({ host: '127.0.0.1', port: printerAt.port });
    const receipt: PrintedReceipt = {
      ...RECEIPT,
      payments: [{ method: 'card', amount: 114.99, reference: 'AUTH-7781' }],
      change: 0,
    };
    expect(await receiptPrinter.print({ receipt, openDrawer: false })).toEqual({ outcome: 'printed' });
    await waitFor(() => printerAt.jobs.length === 1);
    const job = printerAt.jobs[0]!;
    expect(textOf(job)).toContain(receiptText.cardReference('AUTH-7781'));
    expect(textOf(job)).not.toContain(receiptText.change);
    expect(job.indexOf(DRAWER_KICK)).toBe(-1);
  });

  it('prints the cash rounding after the total, and a UPI payment with its UTR', async ({
    printerSettings,
    receiptPrinter,
    printerAt,
  }) => {
    await printerSettings.save({ host: '127.0.0.1', port: printerAt.port });
    const receipt: PrintedReceipt = {
      ...RECEIPT,
      total: 1237.4,
      rounding: -0.4,
      payments: [
        { method: 'upi', amount: 1000, reference: '412345678901' },
        { method: 'cash', amount: 240 },
      ],
      change: 3,
    };
    expect(await receiptPrinter.print({ receipt, openDrawer: true })).toEqual({ outcome: 'printed' });
    await waitFor(() => printerAt.jobs.length === 1);
    const text = textOf(printerAt.jobs[0]!);
    const rows = [
      receiptText.total,
      receiptText.rounding,
      `UPI (${receiptText.cardReference('412345678901')})`,
      receiptText.change,
    ].map((label) => text.indexOf(label));
    expect(rows.every((at) => at > 0)).toBe(true);
    expect([...rows].sort((a, b) => a - b)).toEqual(rows);
    expect(text).toMatch(new RegExp(`${receiptText.rounding} +-\\$0\\.40`));
  });

  it('prints the sale’s time on the shop’s clock, not the till computer’s', async ({
    printerSettings,
    receiptPrinter,
    printerAt,
  }) => {
    await printerSettings.save({ host: '127.0.0.1', port: printerAt.port });
    const receipt = { ...RECEIPT, at: '2026-11-29T18:40:00.000Z', timeZone: 'Asia/Kolkata' };
    expect(await receiptPrinter.print({ receipt, openDrawer: false })).toEqual({ outcome: 'printed' });
    await waitFor(() => printerAt.jobs.length === 1);
    const text = textOf(printerAt.jobs[0]!);
    expect(text).toContain('Nov 30, 2026, 12:10 AM');
    expect(text).not.toContain('Nov 29, 2026');
  });

  it('says an offline sale’s receipt will be recorded when the network returns', async ({
    printerSettings,
    receiptPrinter,
    printerAt,
  }) => {
    await printerSettings.save({ host: '127.0.0.1', port: printerAt.port });
    const receipt: PrintedReceipt = { ...RECEIPT, number: 'OFF-5C1A2B3D', offline: true };
    expect(await receiptPrinter.print({ receipt, openDrawer: true })).toEqual({ outcome: 'printed' });
    await waitFor(() => printerAt.jobs.length === 1);
    expect(textOf(printerAt.jobs[0]!)).toContain(receiptText.offline);
    expect(textOf(printerAt.jobs[0]!)).toContain('OFF-5C1A2B3D');
  });

  it('answers no-printer without one set, so the window prints the 80 mm page', async ({
    receiptPrinter,
  }) => {
    expect(await receiptPrinter.print({ receipt: RECEIPT, openDrawer: true })).toEqual({
      outcome: 'no-printer',
    });
  });

  it('fails fast, saying so, when nothing listens at the printer’s address', async ({
    printerSettings,
    receiptPrinter,
  }) => {
    // A printing port free on a loopback address no other stand-in printer uses: one closed on
    // 127.0.0.1 could be taken meanwhile by another file's stand-in, the printing ports being ten.
    const idle = await startLoopbackPrinter(undefined, { host: '127.0.0.77' });
    const port = idle.port;
    await idle.close();
    await printerSettings.save({ host: '127.0.0.77', port });
    const started = Date.now();
    const outcome = await receiptPrinter.print({ receipt: RECEIPT, openDrawer: true });
    expect(outcome).toEqual({
      outcome: 'failed',
      message: `The receipt printer at 127.0.0.77:${port} refused the connection. Is it switched on?`,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('gives up within its time limit on a printer that accepts and never takes the receipt', async () => {
    // A jammed printer: it accepts the connection and reads nothing, so the bytes back up.
    const jammed = await startLoopbackPrinter((socket) => socket.pause());
    try {
      const started = Date.now();
      const sent = sendToPrinter({ host: '127.0.0.1', port: jammed.port }, new Uint8Array(64 * 1024 * 1024), {
        timeouts: { connectMs: 500, writeMs: 300 },
      });
      await expect(sent).rejects.toThrow(
        `The receipt printer at 127.0.0.1:${jammed.port} stopped taking the receipt for 0.3 s. Check its paper and cover.`,
      );
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await jammed.close();
    }
  });

  it('refuses a receipt that is not one, without touching the printer', async ({
    printerSettings,
    receiptPrinter,
    printerAt,
  }) => {
    await printerSettings.save({ host: '127.0.0.1', port: printerAt.port });
    const outcome = await receiptPrinter.print({ receipt: { ...RECEIPT, lines: [] }, openDrawer: true });
    expect(outcome.outcome).toBe('failed');
    expect(outcome).toMatchObject({ message: expect.stringContaining('receipt.lines') });
    const unknownZone = { ...RECEIPT, timeZone: 'Asia/Atlantis' };
    expect(await receiptPrinter.print({ receipt: unknownZone, openDrawer: true })).toMatchObject({
      outcome: 'failed',
      message: expect.stringContaining('receipt.timeZone'),
    });
    expect(printerAt.jobs).toEqual([]);
  });

  it('keeps the printer’s address and paper in settings.json beside the API’s, and forgets them when cleared', async ({
    printerSettings,
    writeSettings,
    dir,
  }) => {
    const file = join(dir, 'settings.json');
    await writeSettings({ apiBase: 'https://shop.example/api' });
    await printerSettings.save({ host: '192.168.1.50', port: 9100, paperWidth: 58 });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      apiBase: 'https://shop.example/api',
      receiptPrinter: { host: '192.168.1.50', port: 9100, paperWidth: 58 },
    });
    expect(await printerSettings.read()).toEqual({
      host: '192.168.1.50',
      port: 9100,
      paperWidth: 58,
      refusal: null,
    });
    await printerSettings.save(null);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ apiBase: 'https://shop.example/api' });
    await expect(printerSettings.save({ host: 'http://printer', port: 9100 })).rejects.toThrow(/host/);
    await expect(printerSettings.save({ host: 'printer', port: 70_000 })).rejects.toThrow(/port/);
  });
});
