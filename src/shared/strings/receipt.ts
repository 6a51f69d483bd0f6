import type { DigitalPaymentMethod } from '../orderStates';
import { documentDate } from './invoicePdf';

/** A counter receipt's words, on paper and on the 80 mm page, and the receipt printer's failures. */
export const receiptText = {
  receipt: 'Receipt',
  register: 'Register',
  cashier: 'Cashier',
  total: 'Total',
  cash: 'Cash',
  card: 'Card',
  cardReference: (reference: string) => `Ref ${reference}`,
  change: 'Change',
  rounding: 'Rounding',
  /** A tax its total includes: "GST 18% incl." */
  taxIncluded: (tax: string, rate: number) => `${tax} ${rate}% incl.`,
  invoice: 'Invoice',
  /** A business buyer, under the seller on a receipt that cites a tax invoice. */
  buyer: (name: string) => `Buyer: ${name}`,
  quantityTimesPrice: (quantity: number, unitPrice: string) => `${quantity} x ${unitPrice}`,
  /** Under a sale on account's payments: the day (YYYY-MM-DD) its invoice is due. */
  accountDue: (isoDay: string) => `On account: due on ${documentDate(isoDay)}`,
  offline: 'Taken offline: recorded when the network returns',
  returns: 'Keep this receipt for returns',
  thanks: 'Thank you!',
} as const;

/** Each digital payment's name, as staff and customers know it. */
export const digitalMethodNames: Record<DigitalPaymentMethod, string> = {
  upi: 'UPI',
  bkash: 'bKash',
  nagad: 'Nagad',
};

/** What the desktop answers when the network receipt printer did not print. */
export const receiptPrinterFailures = {
  refused: (where: string) => `The receipt printer at ${where} refused the connection. Is it switched on?`,
  noAnswer: (where: string, seconds: number) =>
    `The receipt printer at ${where} did not answer within ${seconds} s. Is it switched on and on the network?`,
  stalled: (where: string, seconds: number) =>
    `The receipt printer at ${where} stopped taking the receipt for ${seconds} s. Check its paper and cover.`,
  unreachable: (where: string, reason: string) =>
    `The receipt printer at ${where} cannot be reached (${reason}).`,
  notLocal: (where: string, address: string) =>
    `The receipt printer at ${where} is not on the shop's network (${address}): receipts print only on a printer with a private, link-local or loopback address.`,
  portNotAllowed: (where: string, first: number, last: number) =>
    `The receipt printer at ${where} is on a port receipts do not print on: only the raw printing ports ${first} to ${last} are.`,
  notAHost: (where: string) =>
    `The receipt printer's saved address (${where}) is not a host name or IP address.`,
  paperWidthNotAllowed: (where: string, width: string) =>
    `The receipt printer at ${where} is saved with a paper width of ${width}: only 80 mm and 58 mm paper print.`,
  unreadable: 'The saved receipt printer settings cannot be read.',
  /** After why the saved printer is refused, where the sale screen says a receipt did not print. */
  changeIt: 'Change it in the receipt printer settings.',
} as const;

/** Why the printer's address or port was refused where the staff enter them. */
export const receiptPrinterFieldErrors = {
  notAHost: 'Enter a host name or IP address, such as 192.168.1.50',
  notLocal:
    "The printer must be on the shop's own network: a private address such as 192.168.1.50, a link-local or loopback one, or a name that resolves to one",
  port: (first: number, last: number) =>
    `Use a raw printing port from ${first} to ${last} (most printers listen on ${first})`,
  paperWidth: 'Choose 80 mm or 58 mm paper',
} as const;
