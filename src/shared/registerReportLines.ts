/**
 * A register's X or Z report line by line (docs/counter.md), written once for the screen, the 80 mm
 * page and the receipt printer's paper.
 */
import type { RegisterReport } from './counterSchemas';
import type { MoneyWriter } from './currency';
import { formatShopDateTime } from './money';
import { DIGITAL_PAYMENT_METHODS, type DigitalPaymentMethod } from './orderStates';
import { amountLines, hangingLines } from './paperText';
import { counterText } from './strings/labels/counterScreen';
import { digitalMethodNames } from './strings/receipt';

const t = counterText.report;

/** A detail of the session (which, who, when), or a figure of money. */
export type RegisterReportLine =
  | { kind: 'detail'; label: string; value: string }
  | {
      kind: 'amount';
      label: string;
      amount: number;
      /** One cash movement, listed under its total with its reason. */
      item?: boolean;
    };

/** The X report while the session is open, its Z report once closed. */
export const registerReportHeading = (report: RegisterReport): string =>
  report.state === 'open' ? t.xHeading : t.zHeading;

const detail = (label: string, value: string): RegisterReportLine => ({ kind: 'detail', label, value });
const amount = (label: string, dollars: number, item = false): RegisterReportLine => ({
  kind: 'amount',
  label,
  amount: dollars,
  ...(item ? { item } : {}),
});

/** The tax's parts a rate's line lists beneath its taxable value, in this order. */
const TAX_PARTS = ['cgst', 'sgst', 'igst', 'vat'] as const;

/**
 * The session's tax by rate: each rate's taxable value, its parts that hold tax beneath it. Empty
 * without a regime, so a shop with none reads as before.
 */
const taxSection = (report: RegisterReport): RegisterReportLine[] =>
  report.taxLines.flatMap((line) => [
    amount(t.taxableAt(line.rate), line.taxable),
    ...TAX_PARTS.filter((part) => line[part] !== 0).map((part) => amount(t.taxParts[part], line[part], true)),
  ]);

/**
 * The report in its parts, which paper rules a line between: the session, who opened and closed
 * it and when (on the clock of `timeZone`, the shop's); the float and the money in and out (each
 * cash movement with its reason); under a tax regime, the tax of its sales by rate; the cash
 * expected, and once closed the cash counted and the difference.
 */
export function registerReportSections(report: RegisterReport, timeZone: string): RegisterReportLine[][] {
  // A digital method and a rounding show once they hold money: a shop taking none reads as before.
  const unlessZero = (label: string, dollars: number) => (dollars === 0 ? [] : [amount(label, dollars)]);
  const digital = (by: Record<DigitalPaymentMethod, number>, label: (method: string) => string) =>
    DIGITAL_PAYMENT_METHODS.flatMap((method) => unlessZero(label(digitalMethodNames[method]), by[method]));
  const movements = (kind: 'in' | 'out') =>
    report.cashMovements
      .filter((movement) => movement.kind === kind)
      .map((movement) => amount(movement.reason, movement.amount, true));
  return [
    [
      detail(t.session, counterText.register.sessionOf(report.register, report.number)),
      detail(t.openedBy, `${report.openedBy.email}, ${formatShopDateTime(report.openedAt, timeZone)}`),
      ...(report.closedBy && report.closedAt
        ? [detail(t.closedBy, `${report.closedBy.email}, ${formatShopDateTime(report.closedAt, timeZone)}`)]
        : []),
    ],
    [
      amount(t.float, report.float),
      amount(t.sales(report.sales.count, report.sales.units), report.sales.total),
      amount(t.cashSales, report.sales.byMethod.cash),
      amount(t.cardSales, report.sales.byMethod.card),
      ...digital(report.sales.byMethod, t.digitalSales),
      ...unlessZero(t.accountSales, report.sales.byMethod.account),
      ...unlessZero(t.salesRounding, report.sales.rounding),
      amount(t.cashRefunds, report.refunds.byMethod.cash),
      amount(t.cardRefunds, report.refunds.byMethod.card),
      ...digital(report.refunds.byMethod, t.digitalRefunds),
      ...unlessZero(t.refundsRounding, report.refunds.rounding),
      ...unlessZero(t.accountCash(report.accountPayments.count), report.accountPayments.cash),
      amount(t.cashIn, report.cashIn),
      ...movements('in'),
      amount(t.cashOut, report.cashOut),
      ...movements('out'),
    ],
    ...(report.taxLines.length > 0 ? [taxSection(report)] : []),
    [
      amount(t.expected, report.expectedCash),
      ...(report.counted !== null && report.difference !== null
        ? [amount(t.counted, report.counted), amount(t.difference, report.difference)]
        : []),
    ],
  ];
}

/** What a line shows beside its label: the detail, or the amount as `written`. */
export const reportValue = (line: RegisterReportLine, written: MoneyWriter): string =>
  line.kind === 'detail' ? line.value : written(line.amount);

/**
 * One line of the report on paper `columns` characters wide: a detail wrapped after its label, a
 * figure with its amount right-aligned and its label wrapped beside it (a cash movement indented).
 */
export const reportLineText = (line: RegisterReportLine, columns: number, written: MoneyWriter): string[] =>
  line.kind === 'detail'
    ? hangingLines(`${line.label}: ${line.value}`, columns)
    : amountLines(line.label, written(line.amount), columns, line.item ? 2 : 0);
