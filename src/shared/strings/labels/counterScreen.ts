/** The counter's words: the sale screen, its register, its receipts' printing and its offline queue. */
import type { NonCashMethod } from '../../orderStates';
import type { TaxRegime } from '../../tax/regimes';

export const counterOfflineText = {
  cardNeedsNetwork:
    'Card payments need the network. If the terminal charged the card, press Pay again once the shop server answers: the sale is recorded once.',
  digitalNeedsNetwork:
    'UPI, bKash and Nagad payments need the network: their reference cannot be checked offline. Take cash, or press Pay again once the shop server answers.',
} as const;

/** Money sent back by a digital payment's method (its name as people know it), the amount written. */
interface SentBack {
  method: string;
  amount: string;
}

const digitalBack = ({ method, amount }: SentBack) => `${amount} back by ${method}`;
const accountBack = (amount: string) => `${amount} off the customer’s account (credit note)`;

/** How a return's money goes back, each way's amount written (null or absent: none that way). */
interface WaysBack {
  cash?: string | null;
  card?: string | null;
  digital?: SentBack | null;
  account?: string | null;
}

export const counterText = {
  menu: 'Counter',
  title: 'Counter',
  /** The till's own bar, in place of the storefront's header and the dashboard's menu. */
  bar: {
    backToDashboard: 'Back to dashboard',
  },
  open: {
    heading: 'Open the register',
    register: 'Register',
    float: 'Float (cash in the drawer)',
    submit: 'Open register',
    resume: (register: string) => `Resume ${register}`,
    alreadyOpen: (register: string, by: string) => `${register} is open (opened by ${by})`,
  },
  scan: {
    label: 'Scan a barcode, or type a SKU or name',
    placeholder: 'Scan a barcode, then Enter',
    add: 'Add',
    matches: 'Matching tools',
    noMatches: (words: string) => `No tool matches “${words}”`,
    searching: 'Searching…',
    inStock: (stock: number) => `${stock} in stock`,
  },
  lines: {
    caption: 'This sale',
    empty: 'Scan a tool to start the sale',
    tool: 'Tool',
    price: 'Price',
    quantity: 'Qty',
    quantityOf: (name: string) => `Quantity of ${name}`,
    total: 'Total',
    stock: 'In stock',
    remove: (name: string) => `Remove ${name}`,
    removeColumn: 'Remove',
  },
  pay: {
    heading: 'Payment',
    total: 'Total',
    cashTendered: 'Cash tendered',
    cashDue: 'Cash due',
    rounding: (amount: string) => `Cash rounded by ${amount}`,
    otherWay: 'Paid besides cash',
    otherAmount: {
      card: 'Card amount',
      upi: 'UPI amount',
      bkash: 'bKash amount',
      nagad: 'Nagad amount',
    } satisfies Record<NonCashMethod, string>,
    otherReference: {
      card: "Card terminal's reference",
      upi: 'UPI reference (UTR)',
      bkash: 'bKash transaction id',
      nagad: 'Nagad transaction id',
    } satisfies Record<NonCashMethod, string>,
    /** The digital payment the customer makes, beside its QR code or the shop's number. */
    request: {
      upi: 'Pay with any UPI app to',
      bkash: 'Send money by bKash to',
      nagad: 'Send money by Nagad to',
      payee: (name: string, upiId: string) => `${name} · ${upiId}`,
      amount: (amount: string) => `Amount ${amount}`,
      note: (note: string) => `Note ${note}`,
      qr: (amount: string, payee: string) => `UPI QR code: pay ${amount} to ${payee}`,
    },
    changeDue: 'Change due',
    stillToPay: 'Still to pay',
    customerEmail: 'Email the receipt to (optional)',
    /** A business buying, for its tax invoice (docs/tax.md). */
    business: {
      toggle: 'Business buyer (tax invoice)',
      name: 'Business name',
      address: 'Business address',
      taxId: { IN_GST: 'GSTIN', BD_VAT: 'BIN', none: 'GSTIN or BIN' } satisfies Record<TaxRegime, string>,
      offline:
        'A sale taken while the shop server cannot be reached has no invoice at the till: the server issues it, with these details, once the sale reaches it.',
    },
    submit: 'Pay',
    exact: 'Exact cash',
    clear: 'Clear sale',
  },
  done: {
    heading: (number: string) => `Sale ${number}`,
    queuedHeading: 'Sale taken offline',
    changeDue: (change: string) => `Change due ${change}`,
    printed: 'Receipt printed',
    printing: 'Printing the receipt…',
    notPrinted: (reason: string) => `The receipt did not print: ${reason}`,
    printAgain: 'Print again',
    emailed: (email: string) => `Receipt emailed to ${email}`,
    invoice: (number: string) => `Invoice ${number}`,
    printInvoice: 'Print invoice (A4)',
    offlineInvoice: (business: string) =>
      `Taken offline, so there is no invoice for ${business} yet. The shop server issues it when this sale reaches it; an admin can then print it from the sale’s order.`,
  },
  queue: {
    waiting: (count: number) =>
      count === 1 ? '1 sale waits for the network' : `${count} sales wait for the network`,
    offline: 'Offline: cash sales are kept on this computer and recorded when the network returns',
    held: (count: number) =>
      count === 1
        ? '1 offline sale was refused by the shop server: tell an admin'
        : `${count} offline sales were refused by the shop server: tell an admin`,
    closeWaits: (count: number) =>
      count === 1
        ? '1 sale taken offline still waits for the network: close the register once it is recorded, so the Z report counts it'
        : `${count} sales taken offline still wait for the network: close the register once they are recorded, so the Z report counts them`,
  },
  closed: {
    heading: 'Register closed',
    openAgain: 'Open a register',
  },
  register: {
    actions: 'Register',
    cashIn: 'Cash in',
    cashOut: 'Cash out',
    amount: 'Amount',
    reason: 'Reason',
    save: 'Save',
    xReport: 'X report',
    close: 'Close register',
    counted: 'Cash counted in the drawer',
    closeSubmit: 'Close and print Z report',
    printReport: 'Print report',
    reportPrinting: 'Printing the report…',
    reportPrinted: 'Report printed',
    reportNotPrinted: (reason: string) => `The report did not print: ${reason}`,
    sessionOf: (register: string, number: number) => `${register}, session ${number}`,
  },
  report: {
    xHeading: 'X report',
    zHeading: 'Z report',
    session: 'Session',
    openedBy: 'Opened by',
    closedBy: 'Closed by',
    float: 'Float',
    sales: (count: number, units: number) =>
      `Sales (${count === 1 ? '1 sale' : `${count} sales`}, ${units === 1 ? '1 unit' : `${units} units`})`,
    cashSales: 'Cash sales (kept)',
    accountSales: 'Sold on account',
    accountCash: (count: number) => `Cash paid on account (${count})`,
    cardSales: 'Card sales',
    digitalSales: (method: string) => `${method} sales`,
    salesRounding: 'Cash rounding on sales',
    cashRefunds: 'Cash refunds',
    cardRefunds: 'Card refunds',
    digitalRefunds: (method: string) => `${method} refunds`,
    refundsRounding: 'Cash rounding on refunds',
    cashIn: 'Cash in',
    cashOut: 'Cash out',
    expected: 'Expected cash',
    counted: 'Counted',
    difference: 'Difference',
    /** The value without tax of the session's sales at one rate, less its returns'. */
    taxableAt: (rate: number) => `Taxable at ${rate}%`,
    taxParts: { cgst: 'CGST', sgst: 'SGST', igst: 'IGST', vat: 'VAT' },
  },
  returns: {
    open: 'Return',
    heading: 'Counter return',
    receiptNumber: 'Receipt number (scan it)',
    find: 'Find sale',
    returnUnits: (name: string) => `Units of ${name} to return`,
    sold: (quantity: number) => `${quantity} sold`,
    /** Units of a line already given back, beside what was sold: no more than the rest can be returned. */
    returned: (quantity: number) => `${quantity} returned`,
    asPaid:
      'The refund goes back the way the sale was paid: cash from the drawer, card to the card, UPI, bKash or Nagad to the payer’s account.',
    restock: 'Put the units back in stock',
    submit: 'Refund',
    submitAmount: (amount: string) => `Refund ${amount}`,
    /** Before the refund: how the chosen units' money will go back (null: none that way). */
    goesBack: ({ cash, card, digital, account }: WaysBack) =>
      [
        cash ? `${cash} in cash from the drawer` : '',
        card ? `${card} back to the card` : '',
        digital ? digitalBack(digital) : '',
        account ? accountBack(account) : '',
      ]
        .filter(Boolean)
        .join(' and '),
    cardBack: (card: string) => `${card} back to the card`,
    digitalBack,
    accountBack,
    refunded: (amount: string, { cash, card, digital, account }: WaysBack) =>
      `Refunded ${amount}: ${[
        cash ? `give back ${cash} in cash` : '',
        card ? `${card} back to the card` : '',
        digital ? digitalBack(digital) : '',
        account ? accountBack(account) : '',
      ]
        .filter(Boolean)
        .join(', ')}`,
    /** The reference of the refund the cashier sends from the shop's UPI, bKash or Nagad account. */
    refundReference: (method: string) => `Reference of the ${method} refund you sent`,
    /** After it: what the cashier hands over, large, as the change due after a sale. */
    doneHeading: (amount: string, number: number) => `Refunded ${amount} on receipt ${number}`,
    giveBack: (cash: string) => `Give back ${cash}`,
    printCreditNote: 'Print credit note (A4)',
    done: 'Done',
    nothingChosen: 'Choose the units to return',
  },
  printer: {
    open: 'Receipt printer',
    heading: 'Receipt printer',
    explain:
      'An ESC/POS printer on the shop network, with 80 mm or 58 mm paper. Leave the address empty to print receipts and reports as an 80 mm page on this computer’s printer.',
    host: 'Printer address',
    hostPlaceholder: '192.168.1.50',
    port: 'Port',
    paperWidth: 'Paper width',
    paperWidthOption: (mm: number, columns: number) => `${mm} mm (${columns} characters a line)`,
    save: 'Save',
    saved: 'Receipt printer saved',
    savedRefused: 'Receipts do not print on the saved printer',
  },
} as const;
