import type { CounterPaidWay, DigitalPaymentMethod } from '../orderStates';
import { digitalMethodNames } from './receipt';

/** How a sale was paid, as a refund's words say it. */
const paidWay: Record<CounterPaidWay, string> = {
  cash: 'in cash',
  card: 'by card',
  upi: 'by UPI',
  bkash: 'by bKash',
  nagad: 'by Nagad',
  cash_and_card: 'in cash and by card',
  cash_and_upi: 'in cash and by UPI',
  cash_and_bkash: 'in cash and by bKash',
  cash_and_nagad: 'in cash and by Nagad',
  account: 'on account',
  cash_and_account: 'in cash and on account',
};

/** What the API answers, and the till's form says, about UPI, bKash and Nagad payments. */
export const digitalPaymentErrors = {
  referenceShape: {
    upi: 'Enter the UPI reference (UTR): the 12 digits the payer’s app shows',
    bkash: 'Enter the bKash transaction id: the 10 letters and digits the payer’s app shows',
    nagad: 'Enter the Nagad transaction id: the 8 to 12 letters and digits the payer’s app shows',
  } satisfies Record<DigitalPaymentMethod, string>,
  switchedOff: (method: DigitalPaymentMethod) =>
    `${digitalMethodNames[method]} payments are not taken at this shop`,
  referenceUsed: (method: DigitalPaymentMethod, saleNumber: number) =>
    `This ${digitalMethodNames[method]} reference already paid sale ${saleNumber}: a payment pays one sale only`,
  offline: 'A UPI, bKash or Nagad payment cannot be checked offline: take cash, or wait for the network',
  refundReferenceRequired: (method: DigitalPaymentMethod) =>
    `Send the reference of the ${digitalMethodNames[method]} refund (digitalReference)`,
} as const;

/** What the API answers, and what the counter's forms say, about registers, sales, returns and receipts (docs/counter.md). */
export const counterErrors = {
  badRole: 'role must be one of user, cashier or admin',
  registerRequired: 'Choose a register',
  unknownRegister: (name: string) => `${name} is not one of the shop's registers`,
  registerAlreadyOpen: (name: string) => `${name} is already open: close it before opening it again`,
  floatInvalid: 'Enter the float: the cash in the drawer at opening (0 or more)',
  amountInvalid: 'Enter an amount of more than 0',
  cashKindInvalid: 'kind must be in or out',
  cashReasonRequired: 'Say why the cash goes in or out',
  countedInvalid: 'Enter the cash counted in the drawer (0 or more)',
  unknownSession: 'No register session has this id',
  sessionClosed: 'This register session is closed: open the register again',
  codeRequired: 'Enter or scan a barcode or SKU',
  notFound: (code: string) => `Not found: ${code}`,
  saleIdInvalid: 'saleId must be 1 to 200 printable characters, made once per sale by the till',
  returnIdInvalid: 'returnId must be 1 to 200 printable characters, made once per return by the till',
  saleNeedsLines: 'Add at least one tool to the sale',
  tooManyLines: (max: number) => `A sale holds at most ${max} different tools`,
  duplicateLine: 'This tool is already on the sale: change its quantity',
  quantityInvalid: 'Enter a whole number of units (1 or more)',
  paymentsRequired: 'Take at least one payment',
  tooManyPayments: 'A sale takes cash and at most one other payment (card, UPI, bKash, Nagad or on account)',
  tenderedInvalid: 'Enter the cash tendered (0 or more)',
  cardReferenceRequired: "Enter the card terminal's reference",
  paymentMethodInvalid: 'method must be cash, card, upi, bkash, nagad or account',
  customerEmailInvalid: 'Enter the customer’s email address, e.g. jane@example.com',
  takenAtRequired: 'An offline sale says when it was taken (takenAt)',
  takenAtInvalid: 'takenAt must be an ISO 8601 time',
  takenByInvalid: 'takenBy must be the uid of the member of staff who took the sale',
  takenByOnlyOffline:
    'A sale the server takes as it happens is the signed-in cashier’s own: takenBy names someone else',
  takenByNotStaff: 'Whoever took this sale is not a member of this shop’s staff',
  unitPriceInvalid: 'A unit price must be a sum of money of 0 or more, in whole cents',
  notCovered: (total: string, given: string) => `The payments (${given}) do not cover the total (${total})`,
  cardOverTotal: 'A card or digital payment cannot be more than what is left to pay',
  saleTooLarge: (most: string) => `A sale totals at most ${most}: split it in two`,
  stockShort: (name: string, stock: number) => `Only ${stock} of ${name} in stock`,
  unknownVariant: 'No tool in the catalogue has this id',
  saleIdReused: 'This saleId was used for another sale: make a new one for a new sale',
  orderNumberInvalid: 'Enter or scan the receipt number',
  unknownOrder: (number: number) => `No counter sale has number ${number}`,
  refundMethodInvalid: 'refundMethod must be cash or card',
  digitalReferenceInvalid: 'digitalReference must be the refund’s reference, at most 100 characters',
  sessionForCash: 'A cash refund leaves a drawer: send the open sessionId',
  notOnSale: (name: string) => `${name} was not on this sale`,
  beyondSold: (name: string, left: number) => `Only ${left} of ${name} can still be returned`,
  returnIdReused: 'This returnId was used for another return: make a new one for a new return',
  returnReason: (method: CounterPaidWay) => `Returned at the counter, refunded ${paidWay[method]}`,
  refundNotAsPaid: (paid: CounterPaidWay) =>
    `This sale was paid ${paidWay[paid]}: its refund goes back the same way (only an admin may refund it otherwise)`,
  moneyTooLarge: (most: string) => `Enter at most ${most}`,
  quantityTooLarge: (most: number) => `A line holds at most ${most.toLocaleString('en-US')} units`,
  /** ../../cashLimit.ts: a sale's cash, or a payment on account in cash, at the law's limit or above. */
  cashOverLimit: (limit: string) =>
    `Cash of ${limit} or more from one buyer for one transaction is against India's Income Tax Act (s.269ST): take part of it by card, UPI or bank transfer`,
  changeTooLarge: (change: string) =>
    `That would give ${change} in change: enter the cash the customer handed over`,
  cashOutBeyondDrawer: (held: string) => `The drawer should hold ${held}: you cannot take out more`,
  offlinePriceBelow: (name: string, charged: string, lowest: string) =>
    `${name} was sold offline at ${charged}, below the lowest price it had while this register was open (${lowest}): an admin must check this sale`,
  offlineTooFarBelowZero: (name: string, stock: number, most: number) =>
    `Only ${stock} of ${name} in stock, and an offline sale may take stock at most ${most} below zero: count it, then send the sale again`,
  takenBeforeOpening: 'takenAt is before this register session was opened',
  notReturnable: 'This sale has been refunded in full',
  noReceipt: (number: number) => `No counter sale has number ${number}`,
  receiptEmailsPerSale: (most: number) =>
    `This receipt has already been emailed ${most} times, the most one sale may send`,
  receiptEmailsPerHour: (most: number) =>
    `You have emailed ${most} receipts in the last hour, the most one person may send: try again later`,
} as const;

/** The words of a stock alert raised by an offline sale replayed below zero. */
export const counterAlerts = {
  belowZero: (name: string, stock: number) =>
    `${name} went below zero (${stock}) when an offline counter sale was recorded: count it`,
} as const;

/** The role choice on the Make Admin page (docs/counter.md). */
export const roleText = {
  user: 'User',
  cashier: 'Cashier',
  admin: 'Admin',
  chooseRole: 'Role',
  setRole: 'Set role',
  roleSet: (email: string, role: string) => `${email} is now ${role}`,
} as const;
