/**
 * The screens' words for trade customers on credit (docs/credit.md): a customer's account page, the
 * till's on-account step and account payments, web checkout's "Pay on account", an order on account
 * as its customer reads it, My account's statement, the Receivables page and the overview's figures.
 * The API's own words are in ../credit.
 */

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

export const creditText = {
  /** A customer's account: its figures, as the customer's page, the till and My account show them. */
  account: {
    heading: 'Credit',
    creditLimit: 'Credit limit',
    terms: 'Terms',
    termsDays: (count: number) =>
      count === 0 ? 'Due on the invoice day' : `${days(count)} after the invoice`,
    owed: 'Owed',
    available: 'Available',
    overdue: 'Overdue',
    overdueDays: (count: number) => (count === 0 ? 'Nothing overdue' : `${days(count)} past due`),
    keptAsCredit: 'Paid in advance',
    pending: 'Web orders not yet invoiced',
    noCredit: 'No credit: this customer pays at the time of sale.',
    paused: (count: number) =>
      `On account is paused: an invoice is ${days(count)} past due. It starts again once that is paid down.`,
  },
  /** `/dasboard/customers/:id` (staff). */
  customerPage: {
    title: (name: string) => `Customer: ${name}`,
    fallbackTitle: 'Customer',
    termsForm: 'Credit terms',
    creditLimit: 'Credit limit (0: no credit)',
    termsDays: 'Terms (days)',
    save: 'Save terms',
    saved: (name: string) => `Credit terms saved for ${name}`,
    termsHint:
      'A limit below what is owed is allowed: new sales on account are refused until it is paid down.',
  },
  /** A payment on account, from the customer's page or at the till. */
  payment: {
    open: 'Record a payment',
    title: (name: string) => `Payment from ${name}`,
    amount: 'Amount paid',
    method: 'Paid by',
    reference: 'Reference',
    referenceHint: 'The card slip, transaction id or bank reference',
    cashGoesTo: 'Cash goes into',
    intoThisDrawer: 'Cash goes into this register’s drawer.',
    noOpenRegister: 'Cash needs an open register: open one at the counter, or record another way.',
    save: 'Record payment',
    recorded: (amount: string, name: string) => `${amount} recorded from ${name}`,
    paidInvoice: (number: string) => `${number} paid`,
    paidPart: (number: string, left: string) => `${number}: ${left} left to pay`,
  },
  /** The till: finding the customer, paying on account, and a payment on account from the register's menu. */
  till: {
    customer: 'Customer on account',
    find: 'Find a customer (email, phone or name)',
    findButton: 'Find',
    searching: 'Finding customers…',
    results: 'Customers found',
    none: (words: string) => `No customer matches “${words}”`,
    chosen: (name: string) => `On account for ${name}`,
    change: 'Change customer',
    remove: 'No customer',
    amount: 'On account',
    wholeSale: 'All on account',
    available: (amount: string) => `${amount} available on account`,
    overLimit: (available: string) =>
      `Refused: only ${available} is available on account. Take the rest in cash, or an admin may override.`,
    overrideToggle: 'Override as admin',
    overrideReason: 'Why (kept with your name)',
    onlyBesideCash: 'On account pays alone, or beside cash for the rest: clear the other payment first.',
    accountPayment: 'Payment on account',
    onAccountDone: (amount: string, name: string) => `${amount} on account for ${name}`,
  },
  /**
   * An order on account as its customer reads it, on My Orders, its page and its emails: what is
   * charged, and when it is due; nothing asks them to pay the order itself.
   */
  order: {
    /** The state badge of an order on account not yet shipped, in place of Unpaid. */
    placedState: 'Placed',
    /** My Orders, right after "Pay on account": in place of the reservation and Pay now. */
    placed: (productName: string) => `Your order for ${productName} is placed on your account.`,
    charged: (amount: string) => `${amount} is charged to your account.`,
    dueOnShipping: (termsDays: number) =>
      termsDays === 0
        ? 'Nothing to pay now: it is invoiced when it ships, due on the day of its invoice.'
        : `Nothing to pay now: it is invoiced when it ships, due ${days(termsDays)} after its invoice.`,
    due: (left: string, day: string) => `Due on ${day}: ${left} to pay against your account.`,
    settled: 'Settled on your account: nothing is left to pay.',
  },
  /** Web checkout. */
  checkout: {
    payOnAccount: 'Pay on account',
    hint: (available: string, terms: string) => `${available} available · ${terms}`,
    notEnough: (available: string) => `Only ${available} is available on your account`,
    placed: (number: number) => `Order #${number} placed on your account`,
    place: 'Place order on account',
  },
  /** A statement on screen, in "My account" and on the customer's page. */
  statement: {
    heading: 'Statement',
    from: 'From',
    to: 'To',
    wholeHistory: 'Leave both empty for the whole account, up to today.',
    caption: (from: string, to: string) => `Statement from ${from} to ${to}`,
    due: 'Due',
    amount: 'Amount',
    paymentEntry: (reference: string) => `Payment: ${reference}`,
    nothing: 'Nothing was invoiced or paid in this period.',
    broughtForward: 'Brought forward',
    carriedForward: 'Carried forward',
    pages: 'Pages of the statement',
    entriesShown: (first: number, last: number, count: number) =>
      `Entries ${first.toLocaleString('en')}–${last.toLocaleString('en')} of ${count.toLocaleString('en')}`,
    downloadPdf: 'Download PDF',
    downloaded: 'Statement saved',
    email: 'Email statement',
    emailed: (to: string) => `Statement emailed to ${to}`,
  },
  /** `/dasboard/myaccount` (customers). */
  myAccount: {
    menu: 'My account',
    title: 'My account',
    noCredit:
      'You have no credit with the shop: you pay at the time of sale. Ask us about buying on account.',
  },
  /** `/dasboard/receivables` (admins). */
  receivables: {
    menu: 'Receivables',
    title: 'Receivables',
    asOf: (day: string) => `Balances as of ${day}, by days past due`,
    caption: 'What each customer owes, by days past due',
    sortBy: (column: string) => `Sort by ${column}`,
    nothing: 'No customer owes the shop anything.',
    find: 'Open a customer’s account',
    remind: 'Send reminders now',
    reminded: (count: number) =>
      count === 0 ? 'No reminder was due' : count === 1 ? '1 reminder sent' : `${count} reminders sent`,
  },
  /** The overview's two figures. */
  overview: {
    owed: 'Owed to the shop',
    owedHint: 'Unpaid invoices on account, less what was paid in advance',
    overdue: 'Overdue',
    overdueHint: 'Of that, past its due day',
  },
} as const;
