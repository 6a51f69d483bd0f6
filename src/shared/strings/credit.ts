/** What the API answers, and the screens and emails say, about trade customers on credit (the khata). */
import type { AccountPaymentMethod, ReminderKind } from '../creditKinds';

/** How an account payment was made, as a statement and a receipt name it. */
export const accountPaymentMethodNames: Record<AccountPaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  upi: 'UPI',
  bkash: 'bKash',
  nagad: 'Nagad',
  bank: 'Bank transfer',
};

export const creditErrors = {
  creditLimitInvalid: 'The credit limit is an amount of 0 or more (0: no credit)',
  termsDaysInvalid: 'The terms are a whole number of days, 0 to 365',
  lookupQueryRequired: 'Type an email, phone number or name to find a customer',
  unknownCustomer: 'No such customer',
  paymentIdInvalid: 'paymentId is 1 to 200 printable characters the till makes once per payment',
  paymentIdReused: 'This paymentId already recorded another payment: make a new one for a new payment',
  amountInvalid: 'The amount paid is more than 0',
  methodInvalid: 'method must be cash, card, upi, bkash, nagad or bank',
  methodNotOfShop: (methods: readonly string[]) =>
    `This shop is not paid that way: method must be ${methods.slice(0, -1).join(', ')} or ${methods.at(-1)}`,
  referenceRequired: 'Enter the reference of this payment (the card slip, transaction id or bank reference)',
  cashNeedsSession: 'Cash taken at the counter goes into an open register: send its sessionId',
  sessionNotOpen: 'That register session is not open',
  periodBackwards: 'The statement ends before it starts',
  dayInvalid: 'A day is written YYYY-MM-DD',
  overLimit: (available: string) =>
    `On account is refused: ${available} of credit is available. Take the rest another way, or an admin may override.`,
  overdue: (days: number) =>
    `On account is refused: an invoice is ${days} days overdue. The customer pays it down first, or an admin may override.`,
  overrideAdminOnly: 'Only an admin may sell on account beyond the limit',
  overrideReasonRequired: 'Say why the sale goes beyond the customer’s credit',
  accountNeedsCustomer: 'Choose the customer (customerId) to sell on account',
  accountOffline: 'On account cannot be checked offline: take cash, or wait for the network',
  accountWithOtherPayment: 'On account pays alone, or beside cash for the rest',
  noCredit: 'This customer has no credit with the shop: the admin sets a credit limit first',
  asOfInvalid: 'asOf is a day written YYYY-MM-DD',
} as const;

export const creditNotices = {
  keptAsCredit: (amount: string) =>
    `${amount} more than owed is kept as the customer’s credit for the next sale`,
  nothingOwed: (amount: string) => `Nothing was owed: all ${amount} is kept as the customer’s credit`,
} as const;

/** The statement's words, on screen, in its PDF and its email. */
export const statementText = {
  title: 'Statement of account',
  period: (from: string, to: string) => `${from} to ${to}`,
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  date: 'Date',
  entry: 'Entry',
  reference: 'Reference',
  debit: 'Invoiced',
  credit: 'Paid / credited',
  balance: 'Balance',
  invoice: (number: string) => `Invoice ${number}`,
  payment: (method: AccountPaymentMethod) => `Payment (${accountPaymentMethodNames[method]})`,
  creditNote: (number: string) => `Credit note ${number}`,
  creditLimit: 'Credit limit',
  owed: 'Owed',
  available: 'Available',
  due: (day: string) => `due ${day}`,
  emailSubject: (shop: string) => `Your statement from ${shop}`,
  emailIntro: (name: string, from: string, to: string) =>
    `Dear ${name}, your statement of account from ${from} to ${to} is below.`,
} as const;

/** The reminders' emails, once per invoice and kind. */
export const reminderText = {
  subject: {
    before_due: (number: string) => `Invoice ${number} is due in 3 days`,
    overdue_7: (number: string) => `Invoice ${number} is 7 days overdue`,
    overdue_30: (number: string) => `Invoice ${number} is 30 days overdue: on account is paused`,
  } satisfies Record<ReminderKind, (number: string) => string>,
  body: {
    before_due: (name: string, number: string, left: string, due: string) =>
      `Dear ${name}, invoice ${number} (${left} left to pay) is due on ${due}.`,
    overdue_7: (name: string, number: string, left: string, due: string) =>
      `Dear ${name}, invoice ${number} (${left} left to pay) was due on ${due} and is now 7 days overdue. Please pay it.`,
    overdue_30: (name: string, number: string, left: string, due: string) =>
      `Dear ${name}, invoice ${number} (${left} left to pay) was due on ${due} and is now 30 days overdue. Buying on account is paused until it is paid.`,
  } satisfies Record<ReminderKind, (name: string, number: string, left: string, due: string) => string>,
} as const;

/** The receivables' column names, on the admin page. */
export const receivablesText = {
  customer: 'Customer',
  balance: 'Balance',
  notDue: 'Not due',
  days1to30: '1–30 days',
  days31to60: '31–60 days',
  days61to90: '61–90 days',
  over90: 'Over 90 days',
  totals: 'Totals',
} as const;
