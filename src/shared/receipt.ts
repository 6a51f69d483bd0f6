/**
 * A counter sale's receipt as both printers take it (docs/desktop.md): the desktop's ESC/POS printer
 * over TCP and the 80 mm page on the system printer. Money in dollars, as on the wire; the number is
 * what its barcode carries, so a return can scan it.
 */
import { z } from 'zod';
import { MAX_SALE_LINES } from './counterSchemas';
import { isIpAddress, isLocalNetworkAddress } from './localNetwork';
import { receiptPrinterHostErrors } from './strings/receipt';

const text = (max: number) => z.string().trim().max(max);
const dollars = z.number().finite().min(-1_000_000).max(1_000_000);

/** CODE128 carries any printable ASCII; the receipt's number is an order number, or an offline sale's mark. */
export const receiptNumberSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'not a receipt number');

export const printedReceiptSchema = z.strictObject({
  shopName: text(120),
  shopAddress: z.array(text(120)).max(6),
  number: receiptNumberSchema,
  at: z.iso.datetime({ offset: true }),
  register: text(60),
  cashier: text(254),
  lines: z
    .array(
      z.strictObject({
        title: text(240),
        sku: text(64).optional(),
        quantity: z.int().min(1).max(100_000),
        unitPrice: dollars,
        lineTotal: dollars,
      }),
    )
    .min(1)
    .max(MAX_SALE_LINES),
  total: dollars,
  payments: z
    .array(
      z.strictObject({
        method: z.enum(['cash', 'card']),
        amount: dollars,
        reference: text(64).optional(),
      }),
    )
    .max(4),
  change: dollars,
  /** Taken while the shop server could not be reached: recorded when it answers again. */
  offline: z.boolean(),
});

export type PrintedReceipt = z.output<typeof printedReceiptSchema>;

/** What the window asks the desktop's receipt printer: print this, and open the drawer after a cash sale. */
export const receiptPrintSchema = z.strictObject({
  receipt: printedReceiptSchema,
  openDrawer: z.boolean(),
});

export type ReceiptPrint = z.output<typeof receiptPrintSchema>;

/**
 * How printing a receipt ended: printed on the network printer; no network printer is set (the
 * window prints the 80 mm page instead); or the printer could not be reached or stopped taking it.
 */
export type ReceiptPrintOutcome =
  { outcome: 'printed' | 'no-printer' } | { outcome: 'failed'; message: string };

/**
 * Where the network receipt printer is: a host name or address on the shop's own network, and its port.
 * The printer is reached from the till, so a public address would send receipts (and the drawer's kick)
 * out of the shop.
 */
export const receiptPrinterSettingsSchema = z.strictObject({
  host: z
    .string()
    .trim()
    .min(1)
    .max(253)
    .regex(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+(%[A-Za-z0-9]+)?\]$/, receiptPrinterHostErrors.notAHost)
    // A name is checked when the printer is connected to: every address it resolves to must be local.
    .refine((host) => !isIpAddress(host) || isLocalNetworkAddress(host), receiptPrinterHostErrors.notLocal),
  port: z.int().min(1).max(65_535),
});

export type ReceiptPrinterSettings = z.output<typeof receiptPrinterSettingsSchema>;

/** The port ESC/POS network printers listen on (raw TCP, "JetDirect"). */
export const RECEIPT_PRINTER_PORT = 9100;
