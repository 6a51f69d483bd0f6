/**
 * A register's Z report on the desktop's ESC/POS receipt printer (docs/desktop.md), through the real
 * print path (settings.json, createReceiptPrinter, TCP to a loopback printer) and read back from the
 * bytes the printer took: on 80 mm paper (48 characters a line, also for a printer saved before the
 * paper width was a setting) and on 58 mm (32), every line within the paper, every amount whole at the
 * end of its label's line, long labels wrapped beside it; its times on the shop's clock, not the till's.
 */
import { describe, expect } from 'vitest';
import type { RegisterReport } from '../../src/shared/counterSchemas';
import { COLUMNS_ON_PAPER, RECEIPT_PAPER_WIDTHS, type ReceiptPrintOutcome } from '../../src/shared/receipt';
import { counterText } from '../../src/shared/strings/labels/counterScreen';
import { receiptPrinterFailures, receiptText } from '../../src/shared/strings/receipt';
import { printedLines, type PrintedLine } from '../support/escPosText';
import { mainTest, printedReceipt } from './fixtures';
import { usd } from '../support/money';
import { tillClockIn } from '../support/tillClock';

const t = counterText.report;

const cashier = { uid: 'c1', email: 'evening.shift.cashier@hardware-and-garden-supplies.example' };
const manager = { uid: 'm1', email: 'manager@toolshop.test' };

/** A long day at the till: figures as wide as the bounds allow, reasons longer than a line. */
const Z_REPORT: RegisterReport = {
  _id: 'sess42',
  number: 4821,
  register: 'Counter by the garden-centre door',
  state: 'closed',
  openedAt: '2026-11-26T08:00:00.000Z',
  openedBy: cashier,
  closedAt: '2026-11-26T18:30:00.000Z',
  closedBy: manager,
  float: 99_999.99,
  sales: {
    count: 1_204,
    units: 5_873,
    total: 24_999_999.75,
    byMethod: { cash: 987_654.32, card: 24_012_345.43, upi: 0, bkash: 0, nagad: 0, account: 0 },
    cashTendered: 990_000,
    changeGiven: 2_345.68,
    rounding: 0,
  },
  refunds: {
    count: 12,
    total: 13_580.23,
    byMethod: { cash: 12_345.67, card: 1_234.56, upi: 0, bkash: 0, nagad: 0 },
    rounding: 0,
  },
  cashIn: 50_000.01,
  cashOut: 98_765.43,
  accountPayments: { count: 0, cash: 0 },
  cashMovements: [
    {
      at: '2026-11-26T12:00:00.000Z',
      kind: 'in',
      amount: 50_000.01,
      reason: 'Change brought from the bank',
      by: manager,
    },
    {
      at: '2026-11-26T15:00:00.000Z',
      kind: 'out',
      amount: 98_765.42,
      reason: 'Bank deposit at the end of the lunch rush, counted twice by the manager and sealed',
      by: manager,
    },
    { at: '2026-11-26T17:00:00.000Z', kind: 'out', amount: 0.01, reason: 'Stamp', by: cashier },
  ],
  expectedCash: 1_026_543.22,
  counted: 1_025_308.66,
  difference: -1_234.56,
  taxLines: [],
};

/** Every figure of the report, in order, as its label and amount read. */
const FIGURES: [string, number][] = [
  [t.float, 99_999.99],
  [t.sales(1_204, 5_873), 24_999_999.75],
  [t.cashSales, 987_654.32],
  [t.cardSales, 24_012_345.43],
  [t.cashRefunds, 12_345.67],
  [t.cardRefunds, 1_234.56],
  [t.cashIn, 50_000.01],
  ['Change brought from the bank', 50_000.01],
  [t.cashOut, 98_765.43],
  ['Bank deposit at the end of the lunch rush, counted twice by the manager and sealed', 98_765.42],
  ['Stamp', 0.01],
  [t.expected, 1_026_543.22],
  [t.counted, 1_025_308.66],
  [t.difference, -1_234.56],
];

const AMOUNT_AT_END = /^(.*?) +(-?\$[\d,]+\.\d\d)$/;
const isRule = (line: PrintedLine) => /^─+$/.test(line.text);

/** The printed lines between the rules: the heading, the details, then the parts of figures. */
function partsOf(lines: PrintedLine[]): PrintedLine[][] {
  const parts: PrintedLine[][] = [[]];
  for (const line of lines) {
    if (isRule(line)) parts.push([]);
    else if (line.text.trim() !== '') parts.at(-1)!.push(line);
  }
  return parts;
}

interface PrintedFigure {
  label: string;
  amount: string;
  /** The lines its label took, the last one ending with its amount. */
  lines: PrintedLine[];
}

/** The figures printed: in each part after the details, a run of lines up to one ending with an amount. */
function printedFigures(lines: PrintedLine[]): PrintedFigure[] {
  const figures: PrintedFigure[] = [];
  for (const part of partsOf(lines).slice(2)) {
    let run: PrintedLine[] = [];
    for (const line of part) {
      run.push(line);
      const ending = AMOUNT_AT_END.exec(line.text);
      if (!ending) continue;
      const words = [...run.slice(0, -1).map((above) => above.text.trim()), ending[1]!.trim()];
      figures.push({ label: words.join(' '), amount: ending[2]!, lines: run });
      run = [];
    }
    expect(run, 'a label without its amount').toEqual([]);
  }
  return figures;
}

const test = mainTest.extend<{
  /** Prints a report payload (Z_REPORT unless given) on the saved printer: once printed, printerAt's one job. */
  printReport: (payload?: unknown) => Promise<ReceiptPrintOutcome>;
}>({
  printReport: async ({ receiptPrinter, printerAt }, use) => {
    await use(async (payload = { report: Z_REPORT, currency: 'USD', timeZone: 'Asia/Kolkata' }) => {
      const outcome = await receiptPrinter.printReport(payload);
      if (outcome.outcome === 'printed') await expect.poll(() => printerAt.jobs.length).toBe(1);
      return outcome;
    });
  },
});

describe('the Z report on the receipt printer', () => {
  tillClockIn('UTC');

  /** Every line within `columns`, and every figure whole: its label's words, then its amount at the paper's edge. */
  const expectWhole = (lines: PrintedLine[], columns: number): PrintedFigure[] => {
    for (const line of lines) {
      expect(line.columns, `"${line.text}" is wider than the paper`).toBeLessThanOrEqual(columns);
    }
    const [heading, details] = partsOf(lines);
    expect(heading?.map((line) => line.text.trim())).toEqual([t.zHeading]);
    const detailText = details?.map((line) => line.text.trim()).join(' ');
    expect(detailText).toContain(`${t.session}: ${Z_REPORT.register}, session 4821`);
    // Opened at 08:00 and closed at 18:30 UTC: in Kolkata 13:30, and midnight starting the next day.
    expect(detailText).toContain('Nov 26, 2026, 1:30 PM');
    expect(detailText).toContain(`${t.closedBy}: ${manager.email}, Nov 27, 2026, 12:00 AM`);
    const figures = printedFigures(lines);
    expect(figures.map(({ label, amount }) => [label, amount])).toEqual(
      FIGURES.map(([label, dollars]) => [label, usd(dollars)]),
    );
    for (const { lines: run } of figures) expect(run.at(-1)!.columns, run.at(-1)!.text).toBe(columns);
    return figures;
  };

  for (const paperWidth of RECEIPT_PAPER_WIDTHS) {
    const columns = COLUMNS_ON_PAPER[paperWidth];
    test(`prints every amount whole on ${paperWidth} mm paper, ${columns} characters a line`, async ({
      printerSettings,
      printerAt,
      printReport,
    }) => {
      await printerSettings.save({ host: '127.0.0.1', port: printerAt.port, paperWidth });
      expect(await printReport()).toEqual({ outcome: 'printed' });
      const figures = expectWhole(printedLines(printerAt.jobs[0]!), columns);
      // The longest labels wrap beside their amounts rather than push them off the paper.
      const linesOf = (label: string) => figures.find((figure) => figure.label === label)!.lines.length;
      expect(linesOf(FIGURES[9]![0])).toBeGreaterThan(1);
      expect(linesOf(t.sales(1_204, 5_873))).toBe(paperWidth === 58 ? 3 : 1);
    });
  }

  test('prints on 80 mm paper for a printer saved before the paper width was a setting', async ({
    writeSettings,
    printerAt,
    printReport,
  }) => {
    await writeSettings({ receiptPrinter: { host: '127.0.0.1', port: printerAt.port } });
    expect(await printReport()).toEqual({ outcome: 'printed' });
    expectWhole(printedLines(printerAt.jobs[0]!), 48);
  });

  test('prints a receipt at the paper’s width too, its amounts whole', async ({
    printerSettings,
    receiptPrinter,
    printerAt,
  }) => {
    await printerSettings.save({ host: '127.0.0.1', port: printerAt.port, paperWidth: 58 });
    const receipt = printedReceipt({
      shopAddress: ['12 Anvil Street'],
      number: '1042',
      lines: [{ title: 'Cordless drill', quantity: 9_999, unitPrice: 99.99, lineTotal: 999_800.01 }],
      total: 999_800.01,
      payments: [{ method: 'card', amount: 999_800.01, reference: 'AUTH-778123-LONG-REFERENCE' }],
    });
    expect(await receiptPrinter.print({ receipt, openDrawer: false })).toEqual({ outcome: 'printed' });
    await expect.poll(() => printerAt.jobs.length).toBe(1);
    const lines = printedLines(printerAt.jobs[0]!);
    for (const line of lines) expect(line.columns, line.text).toBeLessThanOrEqual(32);
    const amountLines = lines.filter((line) => line.text.endsWith(usd(999_800.01)));
    // The line's total, the sale's total and the card's payment; the card's long reference wrapped above its amount.
    expect(amountLines.map((line) => line.text.trim().split(/ {2,}/)[0])).toEqual([
      receiptText.quantityTimesPrice(9_999, usd(99.99)),
      receiptText.total,
      'ERENCE)',
    ]);
    for (const line of amountLines) expect(line.columns).toBe(32);
  });

  test('prints nothing on a printer saved with a paper width it does not know, saying so', async ({
    writeSettings,
    printerAt,
    printReport,
  }) => {
    await writeSettings({ receiptPrinter: { host: '127.0.0.1', port: printerAt.port, paperWidth: 76 } });
    const where = `127.0.0.1:${printerAt.port}`;
    expect(await printReport()).toEqual({
      outcome: 'failed',
      message: `${receiptPrinterFailures.paperWidthNotAllowed(where, '76')} ${receiptPrinterFailures.changeIt}`,
    });
    expect(printerAt.jobs).toEqual([]);
  });

  test('leaves out control characters a saved reason holds: no drawer kick from a report', async ({
    printerSettings,
    printerAt,
    printReport,
  }) => {
    await printerSettings.save({ host: '127.0.0.1', port: printerAt.port });
    const kick = '\u001bp\u0000\u0019\u00fa';
    const report = {
      ...Z_REPORT,
      register: `Counter 1${kick}`,
      cashMovements: [{ ...Z_REPORT.cashMovements[2]!, reason: `Stamp${kick}` }],
    };
    expect(await printReport({ report, currency: 'USD', timeZone: 'Asia/Kolkata' })).toEqual({
      outcome: 'printed',
    });
    const job = printerAt.jobs[0]!;
    expect(job.includes(Buffer.from([0x1b, 0x70]))).toBe(false);
    // ESC and the bytes below space left out; what remains is text, its amount still at the edge.
    const stamp = printedLines(job).find((line) => line.text.startsWith('  Stampp'));
    expect(stamp?.text).toMatch(/ \$0\.01$/);
    expect(stamp?.columns).toBe(48);
  });

  test('refuses a payload that is not a report', async ({ printerAt, printReport }) => {
    const outcome = await printReport({
      report: { ...Z_REPORT, float: 'lots' },
      currency: 'USD',
      timeZone: 'UTC',
    });
    expect(outcome.outcome).toBe('failed');
    // Nor one without the shop's zone to print its times in.
    expect(await printReport({ report: Z_REPORT, currency: 'USD' })).toMatchObject({ outcome: 'failed' });
    expect(printerAt.jobs).toEqual([]);
  });
});
