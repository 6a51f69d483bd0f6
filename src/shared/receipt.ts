/**
 * A counter sale's receipt and a register's report as both printers take them (docs/desktop.md): the
 * desktop's ESC/POS printer over TCP and the 80 mm page on the system printer. Money in the shop's
 * currency, in major units as on the wire; the receipt's number is what its barcode carries, so a return can scan it.
 */
import { z } from 'zod';
import { COUNTER_PAYMENT_METHODS, MAX_SALE_LINES, registerReportSchema } from './counterSchemas';
import { isIpAddress, isLocalNetworkAddress, withoutBrackets } from './localNetwork';
import { CURRENCIES, type MoneyWriter } from './currency';
import { isDocumentNumber, isTimeZone } from './tax/financialYear';
import { TAX_NAMES } from './tax/taxName';
import { paymentMethodNames } from './strings/labels/cod';
import { receiptPrinterFailures, receiptPrinterFieldErrors, receiptText } from './strings/receipt';

const text = (max: number) => z.string().trim().max(max);
const printedAmount = z.number().finite().min(-1_000_000).max(1_000_000);

/** CODE128 carries any printable ASCII; the receipt's number is an order number, or an offline sale's mark. */
export const receiptNumberSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'not a receipt number');

/**
 * The shop's zone (GET /config's `tax.timeZone`), whose clock a receipt or a report prints its times
 * on (`formatShopDateTime`), never the till's own.
 */
const shopTimeZoneSchema = z.string().max(64).refine(isTimeZone, 'not a time zone');

export const printedReceiptSchema = z.strictObject({
  shopName: text(120),
  shopAddress: z.array(text(120)).max(6),
  number: receiptNumberSchema,
  at: z.iso.datetime({ offset: true }),
  timeZone: shopTimeZoneSchema,
  register: text(60),
  cashier: text(254),
  lines: z
    .array(
      z.strictObject({
        title: text(240),
        sku: text(64).optional(),
        quantity: z.int().min(1).max(100_000),
        unitPrice: printedAmount,
        lineTotal: printedAmount,
      }),
    )
    .min(1)
    .max(MAX_SALE_LINES),
  total: printedAmount,
  /** The cash due's rounding to the shop's cash step: printed when not 0. */
  rounding: printedAmount,
  payments: z
    .array(
      z.strictObject({
        method: z.enum(COUNTER_PAYMENT_METHODS),
        amount: printedAmount,
        reference: text(64).optional(),
      }),
    )
    .max(4),
  change: printedAmount,
  /** A sale on account: the shop's day (YYYY-MM-DD) its invoice is due; null for any other sale. */
  accountDueOn: z.iso.date().nullable(),
  /** The sale's invoice; null until the server has issued it (a sale taken offline). */
  invoiceNumber: z.string().refine(isDocumentNumber, 'not an invoice number').nullable(),
  /**
   * Under the invoice's number, as the invoice names them: the seller's legal name and GSTIN or BIN,
   * and a business buyer's name and theirs. None with no tax regime, or before the sale is invoiced.
   */
  taxIdentity: z.array(text(240)).max(4),
  /** The tax its total includes, by rate: none with no tax regime. */
  taxIncluded: z
    .array(
      z.strictObject({ tax: z.enum(TAX_NAMES), rate: z.number().min(0).max(100), amount: printedAmount }),
    )
    .max(10),
  /** Taken while the shop server could not be reached: recorded when it answers again. */
  offline: z.boolean(),
  /** Which sign its amounts print with (a printer without ₹ or ৳ prints Rs. or Tk). */
  currency: z.enum(CURRENCIES),
});

export type PrintedReceipt = z.output<typeof printedReceiptSchema>;

/**
 * A receipt line as both printers lay it out: its name (and SKU) on a line of its own, then the
 * quantity × unit price with the line's total beside it, so no price is ever read into a name.
 */
export const receiptLineParts = (line: PrintedReceipt['lines'][number], written: MoneyWriter) => ({
  name: line.sku ? `${line.title} (${line.sku})` : line.title,
  quantityTimesPrice: receiptText.quantityTimesPrice(line.quantity, written(line.unitPrice)),
  total: written(line.lineTotal),
});

/** A row under a receipt's lines: its label and amount; the total's is printed bold. */
export interface ReceiptMoneyRow {
  label: string;
  amount: number;
  bold?: boolean;
}

/** A payment as a receipt names it: the way, and the card's or payer's reference. */
const paymentLabel = ({ method, reference }: PrintedReceipt['payments'][number]): string =>
  reference
    ? `${paymentMethodNames[method]} (${receiptText.cardReference(reference)})`
    : paymentMethodNames[method];

/**
 * The rows under a receipt's lines, for both printers: the total, the tax it includes by rate, the
 * cash rounding (when there is one), each payment (cash as tendered), and the change.
 */
export const receiptMoneyRows = (receipt: PrintedReceipt): ReceiptMoneyRow[] => [
  { label: receiptText.total, amount: receipt.total, bold: true },
  ...receipt.taxIncluded.map(({ tax, rate, amount }) => ({
    label: receiptText.taxIncluded(tax, rate),
    amount,
  })),
  ...(receipt.rounding !== 0 ? [{ label: receiptText.rounding, amount: receipt.rounding }] : []),
  ...receipt.payments.map((payment) => ({ label: paymentLabel(payment), amount: payment.amount })),
  ...(receipt.change > 0 ? [{ label: receiptText.change, amount: receipt.change }] : []),
];

/** What the window asks the desktop's receipt printer: print this, and open the drawer after a cash sale. */
export const receiptPrintSchema = z.strictObject({
  receipt: printedReceiptSchema,
  openDrawer: z.boolean(),
});

export type ReceiptPrint = z.output<typeof receiptPrintSchema>;

/** What the window asks the desktop's receipt printer to print of a register: its X or Z report. */
export const registerReportPrintSchema = z.strictObject({
  report: registerReportSchema,
  currency: z.enum(CURRENCIES),
  timeZone: shopTimeZoneSchema,
});

export type RegisterReportPrint = z.output<typeof registerReportPrintSchema>;

/**
 * How printing a receipt or a report ended: printed on the network printer; no network printer is set
 * (the window prints the 80 mm page instead); or the printer could not be reached or stopped taking it.
 */
export type ReceiptPrintOutcome =
  { outcome: 'printed' | 'no-printer' } | { outcome: 'failed'; message: string };

/** The raw printing ports ("JetDirect"): 9100 for a printer's first port, up to 9109 on a print server. */
export const RECEIPT_PRINTER_PORTS = { first: 9100, last: 9109 } as const;

/** The port ESC/POS network printers listen on. */
export const RECEIPT_PRINTER_PORT = RECEIPT_PRINTER_PORTS.first;

const portRefused = receiptPrinterFieldErrors.port(RECEIPT_PRINTER_PORTS.first, RECEIPT_PRINTER_PORTS.last);

/** The receipt printer's paper, in mm: the common 80 mm rolls, or the 58 mm of smaller printers. */
export const RECEIPT_PAPER_WIDTHS = [80, 58] as const;

export type ReceiptPaperWidth = (typeof RECEIPT_PAPER_WIDTHS)[number];

export const DEFAULT_PAPER_WIDTH: ReceiptPaperWidth = 80;

/** Characters a line at font A (12 dots each): a 576-dot head on 80 mm paper, a 384-dot one on 58 mm. */
export const COLUMNS_ON_PAPER: Record<ReceiptPaperWidth, number> = { 80: 48, 58: 32 };

const paperWidthSchema = z.literal(RECEIPT_PAPER_WIDTHS, receiptPrinterFieldErrors.paperWidth);

/**
 * Where the network receipt printer is: a host name or address on the shop's own network, and one of
 * the raw printing ports. The printer is reached from the till, so a public address would send receipts
 * (and the drawer's kick) out of the shop, and another port would send them to whatever listens there.
 * And the width of its paper, which sets how many characters a printed line holds (80 mm when unsaid,
 * as printers saved before the setting are).
 */
export const receiptPrinterSettingsSchema = z.strictObject({
  host: z
    .string()
    .trim()
    .min(1)
    .max(253)
    .regex(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+(%[A-Za-z0-9]+)?\]$/, receiptPrinterFieldErrors.notAHost)
    // A name is checked when the printer is connected to: only the local addresses it resolves to are used.
    .refine((host) => !isIpAddress(host) || isLocalNetworkAddress(host), {
      message: receiptPrinterFieldErrors.notLocal,
      params: { notLocal: true },
    }),
  port: z
    .int(portRefused)
    .min(RECEIPT_PRINTER_PORTS.first, portRefused)
    .max(RECEIPT_PRINTER_PORTS.last, portRefused),
  paperWidth: paperWidthSchema.default(DEFAULT_PAPER_WIDTH),
});

export type ReceiptPrinterSettings = z.output<typeof receiptPrinterSettingsSchema>;

/**
 * The receipt printer as settings.json keeps it, read back as saved even when the current rule refuses
 * it (saved before the rule, or edited by hand): `refusal` then says why receipts do not print there,
 * and nothing is connected to until it is changed. Null `refusal`: the printer is used.
 */
export interface SavedReceiptPrinter {
  host: string;
  port: number;
  paperWidth: ReceiptPaperWidth;
  refusal: string | null;
}

/** Only the shape of a saved printer: what the dialog can show again to be corrected. */
const savedShapeSchema = z.object({ host: z.string(), port: z.number(), paperWidth: z.unknown().optional() });

/** `saved` (settings.json's `receiptPrinter`, present) checked by the rule that saving applies. */
export function checkSavedPrinter(saved: unknown): SavedReceiptPrinter {
  const shape = savedShapeSchema.safeParse(saved);
  if (!shape.success) {
    return {
      host: '',
      port: RECEIPT_PRINTER_PORT,
      paperWidth: DEFAULT_PAPER_WIDTH,
      refusal: receiptPrinterFailures.unreadable,
    };
  }
  const { host, port, paperWidth } = shape.data;
  const checked = receiptPrinterSettingsSchema.safeParse({ host, port, paperWidth });
  if (checked.success) return { ...checked.data, refusal: null };
  const where = `${host}:${port}`;
  // The rule's own first objection says which sentence fits, not a second guess at the host.
  const objection = checked.error.issues[0];
  const refusal =
    objection?.path[0] === 'port'
      ? receiptPrinterFailures.portNotAllowed(where, RECEIPT_PRINTER_PORTS.first, RECEIPT_PRINTER_PORTS.last)
      : objection?.path[0] === 'paperWidth'
        ? receiptPrinterFailures.paperWidthNotAllowed(where, JSON.stringify(paperWidth))
        : objection?.code === 'custom' && objection.params?.notLocal
          ? receiptPrinterFailures.notLocal(where, withoutBrackets(host.trim()))
          : receiptPrinterFailures.notAHost(where);
  return {
    host,
    port,
    paperWidth: paperWidthSchema.safeParse(paperWidth).data ?? DEFAULT_PAPER_WIDTH,
    refusal,
  };
}
