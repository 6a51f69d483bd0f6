/**
 * Counter receipts and register reports on an ESC/POS network printer with 80 mm or 58 mm paper
 * (docs/desktop.md): each is encoded by @point-of-sale/receipt-printer-encoder (text at the paper's
 * width; a receipt's CODE128 barcode of its number for returns; the cut and, after a cash sale, the
 * cash drawer's kick) and sent over raw TCP to the printer's raw printing port (9100–9109). A printer
 * that is off, unplugged or out of paper fails fast with a sentence saying so: connecting and writing
 * each have a time limit, so the sale screen never waits on it. Only an address on the shop's own
 * network is connected to (src/shared/localNetwork.ts), and only a saved printer the rule takes
 * (src/shared/receipt.ts).
 */
import { lookup } from 'node:dns/promises';
import { connect, type Socket } from 'node:net';
import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { isIpAddress, isLocalNetworkAddress, withoutBrackets } from '../shared/localNetwork';
import type { RegisterReport } from '../shared/counterSchemas';
import { formatMoney, type Currency, type MoneyWriter } from '../shared/currency';
import { formatShopDateTime } from '../shared/money';
import { amountLines, hangingLines } from '../shared/paperText';
import { printableLine } from '../shared/plainText';
import {
  COLUMNS_ON_PAPER,
  DEFAULT_PAPER_WIDTH,
  receiptLineParts,
  receiptMoneyRows,
  receiptPrintSchema,
  registerReportPrintSchema,
  type PrintedReceipt,
  type ReceiptPrintOutcome,
  type ReceiptPrinterSettings,
  type SavedReceiptPrinter,
} from '../shared/receipt';
import {
  registerReportHeading,
  registerReportSections,
  reportLineText,
  type RegisterReportLine,
} from '../shared/registerReportLines';
import { receiptPrinterFailures, receiptText } from '../shared/strings/receipt';
import { issueText } from './apiProxy';

export interface PrinterTimeouts {
  connectMs: number;
  writeMs: number;
}

export const PRINTER_TIMEOUTS: PrinterTimeouts = { connectMs: 3_000, writeMs: 5_000 };

/**
 * Text as the printer should take it. Intl puts narrow and no-break spaces in dates; a receipt
 * printer's code pages have plain ones. And no control character gets through (the shop refuses them
 * in what it takes, but a name saved before may hold one): ESC and GS start printer commands, and
 * `ESC p` kicks the cash drawer open.
 */
const printable = (value: string): string => printableLine(value.replace(/[\u00a0\u202f\u2009]/g, ' '));

/** Lines of text already laid out at the paper's width: the encoder wraps none of them. */
const printLines = (encoder: ReceiptPrinterEncoder, texts: string[]) => {
  for (const text of texts) encoder.line(text);
};

/** Amounts as the printer prints them: its code pages may lack ₹ and ৳ (Rs. and Tk instead). */
const printedIn =
  (currency: Currency): MoneyWriter =>
  (amount) =>
    formatMoney(amount, currency, 'printer');

/**
 * The encoder for paper `columns` characters wide. It loads with the first receipt, in a chunk of its
 * own: its class private fields are more than the security review's parser (electronegativity,
 * `npm test`) reads, and main's start-up needs none of it.
 */
async function encoderFor(columns: number): Promise<ReceiptPrinterEncoder> {
  const { default: Encoder } = await import('@point-of-sale/receipt-printer-encoder');
  return new Encoder({ language: 'esc-pos', columns });
}

/**
 * The bytes that print on paper `columns` characters wide: `heading` large, bold and centred, then
 * what `body` adds in plain text, then the cut; with `openDrawer`, the cash drawer's kick.
 */
async function printout(
  columns: number,
  heading: string,
  body: (encoder: ReceiptPrinterEncoder) => void,
  { openDrawer = false }: { openDrawer?: boolean } = {},
): Promise<Uint8Array> {
  const encoder = await encoderFor(columns);
  encoder.initialize().codepage('auto').align('center').bold(true).size(2, 2).line(heading);
  encoder.size(1, 1).bold(false);
  body(encoder);
  encoder.cut();
  // After the cut, so the drawer opens as the customer's receipt comes out.
  if (openDrawer) encoder.pulse();
  return encoder.encode();
}

const DEFAULT_COLUMNS = COLUMNS_ON_PAPER[DEFAULT_PAPER_WIDTH];

/**
 * The bytes that print `receipt` on paper `columns` characters wide, cut the paper and, with
 * `openDrawer`, kick the cash drawer open.
 */
export async function encodeReceipt(
  receipt: PrintedReceipt,
  { openDrawer, columns = DEFAULT_COLUMNS }: { openDrawer: boolean; columns?: number },
): Promise<Uint8Array> {
  const written = printedIn(receipt.currency);
  return printout(
    columns,
    printable(receipt.shopName),
    (encoder) => {
      for (const line of receipt.shopAddress) encoder.line(printable(line));
      encoder.newline().align('left');
      encoder.line(printable(`${receiptText.receipt} ${receipt.number}`));
      if (receipt.invoiceNumber) encoder.line(printable(`${receiptText.invoice} ${receipt.invoiceNumber}`));
      for (const line of receipt.taxIdentity)
        printLines(encoder, hangingLines(printable(line), encoder.columns));
      encoder
        .line(printable(formatShopDateTime(receipt.at, receipt.timeZone)))
        .line(`${receiptText.register}: ${printable(receipt.register)}`)
        .line(`${receiptText.cashier}: ${printable(receipt.cashier)}`)
        .rule();
      for (const line of receipt.lines) {
        const { name, quantityTimesPrice, total } = receiptLineParts(line, written);
        printLines(encoder, hangingLines(printable(name), encoder.columns));
        printLines(encoder, amountLines(quantityTimesPrice, total, encoder.columns, 2));
      }
      encoder.rule();
      for (const row of receiptMoneyRows(receipt)) {
        encoder.bold(row.bold === true);
        printLines(encoder, amountLines(printable(row.label), written(row.amount), encoder.columns));
      }
      encoder.bold(false);
      if (receipt.accountDueOn) encoder.line(receiptText.accountDue(receipt.accountDueOn));
      if (receipt.offline) encoder.newline().line(receiptText.offline);
      encoder
        .newline()
        .align('center')
        .barcode(receipt.number, 'code128', { height: 60, text: 'below' })
        .line(receiptText.returns)
        .line(receiptText.thanks);
    },
    { openDrawer },
  );
}

/** A line of a report with its text made printable, before it is laid out at the paper's width. */
const printableReportLine = (line: RegisterReportLine): RegisterReportLine =>
  line.kind === 'detail'
    ? { ...line, label: printable(line.label), value: printable(line.value) }
    : { ...line, label: printable(line.label) };

/**
 * The bytes that print a register's X or Z report on paper `columns` characters wide and cut it: each
 * label on the left with its amount right-aligned on the same line, a long label wrapped beside it.
 */
export async function encodeRegisterReport(
  report: RegisterReport,
  {
    currency,
    timeZone,
    columns = DEFAULT_COLUMNS,
  }: { currency: Currency; timeZone: string; columns?: number },
): Promise<Uint8Array> {
  const written = printedIn(currency);
  return printout(columns, registerReportHeading(report), (encoder) => {
    encoder.align('left').rule();
    for (const [index, section] of registerReportSections(report, timeZone).entries()) {
      if (index > 0) encoder.rule();
      for (const line of section)
        printLines(encoder, reportLineText(printableReportLine(line), columns, written));
    }
    encoder.newline();
  });
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
 * The addresses to try for `host`, each checked to be on the shop's own network: the window is not
 * trusted to have checked it. A name is resolved once, here, and only the local addresses it has are
 * kept (a dual-stack network can answer a public IPv6 address beside a local IPv4 one); it is refused
 * when none is. The connection then goes to a checked address, so a second DNS answer cannot swap in
 * a public one.
 */
async function localAddressesOf(host: string, where: string, resolveHost: ResolveHost): Promise<string[]> {
  const bare = withoutBrackets(host);
  if (isIpAddress(bare)) {
    if (!isLocalNetworkAddress(bare)) throw new Error(receiptPrinterFailures.notLocal(where, bare));
    return [bare];
  }
  let addresses: string[];
  try {
    addresses = await resolveHost(bare);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(receiptPrinterFailures.unreachable(where, code ?? message));
  }
  if (addresses.length === 0) throw new Error(receiptPrinterFailures.unreachable(where, 'ENOTFOUND'));
  const local = [...new Set(addresses.filter((address) => isLocalNetworkAddress(address)))];
  if (local.length === 0) throw new Error(receiptPrinterFailures.notLocal(where, addresses[0]!));
  return local;
}

/** Rejects with `message` when `work` takes longer than `ms`. */
function within<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A connection to address:port, or the sentence saying why there is none within `ms`. */
function connectTo(
  address: string,
  port: number,
  ms: number,
  where: string,
  noAnswer: string,
): Promise<Socket> {
  return new Promise<Socket>((resolve, reject) => {
    const socket = connect({ host: address, port });
    let connected = false;
    const fail = (message: string) => {
      clearTimeout(timer);
      socket.destroy();
      reject(new Error(message));
    };
    const timer = setTimeout(() => fail(noAnswer), ms);
    // Once connected, sending the receipt has its own error handling.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (connected) return;
      fail(
        error.code === 'ECONNREFUSED'
          ? receiptPrinterFailures.refused(where)
          : receiptPrinterFailures.unreachable(where, error.code ?? error.message),
      );
    });
    socket.once('connect', () => {
      connected = true;
      clearTimeout(timer);
      resolve(socket);
    });
  });
}

/**
 * A connection to the first of `addresses` that answers by `deadline`, tried in turn: each gets an
 * even share of the time left, so a dead first address leaves time for the next. Rejects with the
 * last one's failure.
 */
async function connectToFirstAnswering(
  addresses: string[],
  port: number,
  deadline: number,
  where: string,
  noAnswer: string,
): Promise<Socket> {
  let failure = new Error(noAnswer);
  for (const [tried, address] of addresses.entries()) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    try {
      return await connectTo(address, port, Math.max(1, left / (addresses.length - tried)), where, noAnswer);
    } catch (error) {
      failure = error as Error;
    }
  }
  throw failure;
}

/** Writes `bytes` and closes; rejects when the printer stops taking them for `writeMs`. */
function sendAll(socket: Socket, bytes: Uint8Array, writeMs: number, where: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (failure?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (failure) reject(failure);
      else resolve();
    };
    const timer = setTimeout(
      () => settle(new Error(receiptPrinterFailures.stalled(where, writeMs / 1000))),
      writeMs,
    );
    const lost = (error: NodeJS.ErrnoException) =>
      settle(new Error(receiptPrinterFailures.unreachable(where, error.code ?? error.message)));
    socket.once('error', lost);
    // 'finish': every byte is with the operating system, which delivers it as the socket closes. A
    // socket the printer reset first finishes with an error instead: that receipt did not print.
    socket.end(bytes, (error?: NodeJS.ErrnoException | null) => (error ? lost(error) : settle()));
  });
}

/**
 * Sends `bytes` to host:port over raw TCP; rejects with the sentence the sale screen shows. Finding
 * the host's addresses and connecting to one of them share the connection's time limit.
 */
export async function sendToPrinter(
  { host, port }: Pick<ReceiptPrinterSettings, 'host' | 'port'>,
  bytes: Uint8Array,
  { timeouts = PRINTER_TIMEOUTS, resolveHost = resolveWithSystem }: PrinterConnectionOptions = {},
): Promise<void> {
  const where = `${host}:${port}`;
  const noAnswer = receiptPrinterFailures.noAnswer(where, timeouts.connectMs / 1000);
  const deadline = Date.now() + timeouts.connectMs;
  const addresses = await within(localAddressesOf(host, where, resolveHost), timeouts.connectMs, noAnswer);
  const socket = await connectToFirstAnswering(addresses, port, deadline, where, noAnswer);
  return sendAll(socket, bytes, timeouts.writeMs, where);
}

export interface ReceiptPrinterDeps extends PrinterConnectionOptions {
  /** The network printer's settings as saved now; null when none is set. */
  readSettings(): Promise<SavedReceiptPrinter | null>;
}

export interface ReceiptPrinter {
  /** `payload`: a ReceiptPrint as the window sends it; a refused one fails with a one-line reason. */
  print(payload: unknown): Promise<ReceiptPrintOutcome>;
  /** `payload`: a RegisterReportPrint (an X or Z report), likewise. */
  printReport(payload: unknown): Promise<ReceiptPrintOutcome>;
}

export function createReceiptPrinter({ readSettings, ...connection }: ReceiptPrinterDeps): ReceiptPrinter {
  /** Encodes for the saved printer's paper and sends it there. */
  const printOnSaved = async (
    encode: (columns: number) => Promise<Uint8Array>,
  ): Promise<ReceiptPrintOutcome> => {
    const saved = await readSettings();
    if (!saved) return { outcome: 'no-printer' };
    // A printer the rule refuses is not connected to: the staff are told why, to change it.
    if (saved.refusal) {
      return { outcome: 'failed', message: `${saved.refusal} ${receiptPrinterFailures.changeIt}` };
    }
    try {
      await sendToPrinter(saved, await encode(COLUMNS_ON_PAPER[saved.paperWidth]), connection);
      return { outcome: 'printed' };
    } catch (error) {
      return { outcome: 'failed', message: (error as Error).message };
    }
  };
  return {
    async print(payload) {
      const parsed = receiptPrintSchema.safeParse(payload);
      if (!parsed.success) return { outcome: 'failed', message: issueText(parsed.error) };
      const { receipt, openDrawer } = parsed.data;
      return printOnSaved((columns) => encodeReceipt(receipt, { openDrawer, columns }));
    },
    async printReport(payload) {
      const parsed = registerReportPrintSchema.safeParse(payload);
      if (!parsed.success) return { outcome: 'failed', message: issueText(parsed.error) };
      const { report, currency, timeZone } = parsed.data;
      return printOnSaved((columns) => encodeRegisterReport(report, { currency, timeZone, columns }));
    },
  };
}
