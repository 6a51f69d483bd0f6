/**
 * Counter receipts on an 80 mm ESC/POS network printer (docs/desktop.md): the receipt is encoded by
 * @point-of-sale/receipt-printer-encoder (text, a CODE128 barcode of its number for returns, the cut
 * and, after a cash sale, the cash drawer's kick) and sent over raw TCP to the printer's port 9100.
 * A printer that is off, unplugged or out of paper fails fast with a sentence saying so: connecting
 * and writing each have a time limit, so the sale screen never waits on it. Only a printer on the
 * shop's own network is connected to (src/shared/localNetwork.ts).
 */
import { lookup } from 'node:dns/promises';
import { connect } from 'node:net';
import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { isIpAddress, isLocalNetworkAddress } from '../shared/localNetwork';
import { formatDateTime, formatUsd } from '../shared/money';
import {
  receiptPrintSchema,
  type PrintedReceipt,
  type ReceiptPrintOutcome,
  type ReceiptPrinterSettings,
} from '../shared/receipt';
import { receiptPrinterFailures, receiptText } from '../shared/strings/receipt';
import { issueText } from './apiProxy';

/** Font A on an 80 mm head (576 dots): 48 characters a line. */
export const RECEIPT_COLUMNS = 48;
const AMOUNT_COLUMNS = 14;

export interface PrinterTimeouts {
  connectMs: number;
  writeMs: number;
}

export const PRINTER_TIMEOUTS: PrinterTimeouts = { connectMs: 3_000, writeMs: 5_000 };

/** Intl puts narrow and no-break spaces in dates; a receipt printer's code pages have plain ones. */
const printable = (value: string): string => value.replace(/[\u00a0\u202f\u2009]/g, ' ');

const amountRow = (encoder: ReceiptPrinterEncoder, label: string, dollars: number) =>
  encoder.table(
    [
      { width: RECEIPT_COLUMNS - AMOUNT_COLUMNS, align: 'left' },
      { width: AMOUNT_COLUMNS, align: 'right' },
    ],
    [[label, formatUsd(dollars)]],
  );

/**
 * The bytes that print `receipt`, cut the paper and, with `openDrawer`, kick the cash drawer open.
 * The encoder loads with the first receipt, in a chunk of its own: its class private fields are more
 * than the security review's parser (electronegativity, `npm test`) reads, and main's start-up needs
 * none of it.
 */
export async function encodeReceipt(
  receipt: PrintedReceipt,
  { openDrawer }: { openDrawer: boolean },
): Promise<Uint8Array> {
  const { default: Encoder } = await import('@point-of-sale/receipt-printer-encoder');
  const encoder = new Encoder({ language: 'esc-pos', columns: RECEIPT_COLUMNS });
  encoder
    .initialize()
    .codepage('auto')
    .align('center')
    .bold(true)
    .size(2, 2)
    .line(printable(receipt.shopName));
  encoder.size(1, 1).bold(false);
  for (const line of receipt.shopAddress) encoder.line(printable(line));
  encoder.newline().align('left');
  encoder
    .line(`${receiptText.receipt} ${receipt.number}`)
    .line(printable(formatDateTime(receipt.at)))
    .line(`${receiptText.register}: ${printable(receipt.register)}`)
    .line(`${receiptText.cashier}: ${printable(receipt.cashier)}`)
    .rule();
  for (const line of receipt.lines) {
    encoder.line(printable(line.sku ? `${line.title} (${line.sku})` : line.title));
    amountRow(
      encoder,
      `  ${receiptText.quantityTimesPrice(line.quantity, formatUsd(line.unitPrice))}`,
      line.lineTotal,
    );
  }
  encoder.rule().bold(true);
  amountRow(encoder, receiptText.total, receipt.total);
  encoder.bold(false);
  for (const payment of receipt.payments) {
    const label =
      payment.method === 'cash'
        ? receiptText.cash
        : payment.reference
          ? `${receiptText.card} (${receiptText.cardReference(printable(payment.reference))})`
          : receiptText.card;
    amountRow(encoder, label, payment.amount);
  }
  if (receipt.change > 0) amountRow(encoder, receiptText.change, receipt.change);
  if (receipt.offline) encoder.newline().line(receiptText.offline);
  encoder
    .newline()
    .align('center')
    .barcode(receipt.number, 'code128', { height: 60, text: 'below' })
    .line(receiptText.returns)
    .line(receiptText.thanks)
    .cut();
  // After the cut, so the drawer opens as the customer's receipt comes out.
  if (openDrawer) encoder.pulse();
  return encoder.encode();
}

/** Every address a host name resolves to (DNS, /etc/hosts, mDNS for `.local` names). */
export type ResolveHost = (name: string) => Promise<string[]>;

const resolveWithSystem: ResolveHost = async (name) =>
  (await lookup(name, { all: true, verbatim: true })).map((found) => found.address);

export interface PrinterConnectionOptions {
  timeouts?: PrinterTimeouts;
  resolveHost?: ResolveHost;
}

/**
 * The address to connect to for `host`, checked to be on the shop's own network: the window is not
 * trusted to have checked it. A name is resolved once, here, and every address it has must be local;
 * the connection then goes to a checked address, so a second DNS answer cannot swap in a public one.
 */
async function localAddressOf(host: string, where: string, resolveHost: ResolveHost): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIpAddress(bare)) {
    if (!isLocalNetworkAddress(bare)) throw new Error(receiptPrinterFailures.notLocal(where, bare));
    return bare;
  }
  let addresses: string[];
  try {
    addresses = await resolveHost(bare);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(receiptPrinterFailures.unreachable(where, code ?? message));
  }
  if (addresses.length === 0) throw new Error(receiptPrinterFailures.unreachable(where, 'ENOTFOUND'));
  const outside = addresses.find((address) => !isLocalNetworkAddress(address));
  if (outside !== undefined) throw new Error(receiptPrinterFailures.notLocal(where, outside));
  return addresses[0]!;
}

/** Rejects with `message` when `work` takes longer than `ms`. */
function within<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Sends `bytes` to host:port over raw TCP; rejects with the sentence the sale screen shows. Finding
 * the host's address counts against the connection's time limit.
 */
export async function sendToPrinter(
  { host, port }: ReceiptPrinterSettings,
  bytes: Uint8Array,
  { timeouts = PRINTER_TIMEOUTS, resolveHost = resolveWithSystem }: PrinterConnectionOptions = {},
): Promise<void> {
  const where = `${host}:${port}`;
  const noAnswer = receiptPrinterFailures.noAnswer(where, timeouts.connectMs / 1000);
  const started = Date.now();
  const address = await within(localAddressOf(host, where, resolveHost), timeouts.connectMs, noAnswer);
  const connectMs = Math.max(1, timeouts.connectMs - (Date.now() - started));
  return new Promise<void>((resolve, reject) => {
    const socket = connect({ host: address, port });
    let timer = setTimeout(() => fail(noAnswer), connectMs);
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      reject(new Error(message));
    };
    socket.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ECONNREFUSED'
          ? receiptPrinterFailures.refused(where)
          : receiptPrinterFailures.unreachable(where, error.code ?? error.message),
      ),
    );
    socket.once('connect', () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => fail(receiptPrinterFailures.stalled(where, timeouts.writeMs / 1000)),
        timeouts.writeMs,
      );
      // 'finish': every byte is with the operating system, which delivers it as the socket closes.
      socket.end(bytes, () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.destroy();
        resolve();
      });
    });
  });
}

export interface ReceiptPrinterDeps extends PrinterConnectionOptions {
  /** The network printer's settings as they are now; null when none is set. */
  readSettings(): Promise<ReceiptPrinterSettings | null>;
}

export interface ReceiptPrinter {
  /** `payload`: a ReceiptPrint as the window sends it; a refused one fails with a one-line reason. */
  print(payload: unknown): Promise<ReceiptPrintOutcome>;
}

export function createReceiptPrinter({ readSettings, ...connection }: ReceiptPrinterDeps): ReceiptPrinter {
  return {
    async print(payload) {
      const parsed = receiptPrintSchema.safeParse(payload);
      if (!parsed.success) return { outcome: 'failed', message: issueText(parsed.error) };
      const settings = await readSettings();
      if (!settings) return { outcome: 'no-printer' };
      try {
        await sendToPrinter(settings, await encodeReceipt(parsed.data.receipt, parsed.data), connection);
        return { outcome: 'printed' };
      } catch (error) {
        return { outcome: 'failed', message: (error as Error).message };
      }
    },
  };
}
