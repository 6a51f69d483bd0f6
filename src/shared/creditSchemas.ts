/**
 * Trade customers on credit (the shop's khata, docs/credit.md): credit terms, the counter's customer
 * lookup, account payments, statements, receivables and reminders. Written once for the screens and
 * the server. Money is in the shop's currency, in major units (dollars, rupees, taka: 32000.5), on
 * the wire, as everywhere else in the API; the database keeps integer minor units.
 *
 * Wire shapes (every amount a number in major units, every day `YYYY-MM-DD` in the shop's time zone):
 *
 *   PATCH /customer/{id}/credit      (admin)  { creditLimit, termsDays }                  → CustomerAccount
 *   GET   /customer/{id}/account     (staff, or the customer their own; another's 404)   → CustomerAccount
 *   GET   /customer/lookup?q=        (staff)                          → { customers: CustomerAccount[] }
 *   POST  /customer/{id}/payment     (staff)  { paymentId, amount, method, reference, sessionId? }
 *                                             → AccountPaymentResult (the same body again: the same answer;
 *                                               another body with the same paymentId: 422)
 *   GET   /customer/{id}/statement?from=&to=&page=  (staff, or the customer their own) → Statement
 *                                             (a page of 100 entries; left out, the newest page)
 *   GET   /customer/{id}/statement.pdf?from=&to=  (the whole period, as application/pdf)
 *   POST  /customer/{id}/statement/email { from?, to? } (staff, or the customer their own) → { queued, to }
 *   GET   /receivables?asOf=&sort=&dir=   (admin)  → Receivables (its `totals` feed the overview)
 *   POST  /receivables/remind { asOf? }   (admin)  → RemindResult
 *
 *   CustomerAccount = { customerId, name, email, phone, creditLimit, termsDays,
 *                       balance,   // invoiced − paid − credited: the statement's closing balance
 *                       owed,      // unpaid invoices (what is left of each)
 *                       credit,    // paid beyond what was owed, kept for the next sale
 *                       pending,   // web orders on account not invoiced yet (they count from placement)
 *                       available, // max(0, creditLimit − balance − pending)
 *                       overdueDays, // days past due of the oldest unpaid invoice; 0 when none is overdue
 *                       blocked }  // null, or why on account is refused now: 'no_credit' | 'overdue'
 *
 *   Counter sale (POST /counter/sale) adds: `customerId` (the customer's _id), a payment
 *   `{ method: 'account', amount }` (alone, or beside one cash payment for the rest), and
 *   `override: true` with `overrideReason` (admins only) to sell beyond the available credit or
 *   past the 30-days-overdue block. Beyond it without override: 409 `{ message, issues }` whose
 *   message names the available amount (the number itself: GET /customer/{id}/account).
 *   An offline sale (`offline: true`) with an account payment: 400 on `payments.N.method`.
 *   Web checkout (POST /order) `paymentMethod: 'account'` (signed-in customers with credit): the order's
 *   total counts against the limit from placement; beyond it, over 30 days overdue, or with no credit:
 *   409 on `paymentMethod`. Unpaid, never expires; invoiced when shipped, due `termsDays` after.
 */
import { z } from 'zod';
import { MAX_SALE_CENTS } from './bounds';
import { toCents } from './money';
import { isWholeMinorUnits, moneyAmount } from './moneySchemas';
import { ACCOUNT_PAYMENT_METHODS, REMINDER_KINDS } from './creditKinds';
import { queryInt } from './paging';
import { ID_PATTERN, requiredNumber, requiredText, text } from './schemas';
import { apiErrors } from './strings/apiMessages';
import { creditErrors as e } from './strings/credit';
import { isCalendarDate } from './tax/financialYear';

/** The longest terms a shop gives: a year. */
export const MAX_TERMS_DAYS = 365;
/** A customer with an invoice more than this many days past due buys on account no more (until paid down). */
export const OVERDUE_BLOCK_DAYS = 30;
/** The most customers one lookup answers. */
export const MAX_LOOKUP_RESULTS = 20;

/** Why on account is refused now, before any amount is asked. */
export const ACCOUNT_BLOCKS = ['no_credit', 'overdue'] as const;
export type AccountBlock = (typeof ACCOUNT_BLOCKS)[number];

/** The receivables' age columns, by days past due. */
export const AGEING_BUCKETS = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** Which column `daysPastDue` (negative or 0: not due yet) falls in. */
export const ageingBucketOf = (daysPastDue: number): AgeingBucket =>
  daysPastDue <= 0
    ? 'notDue'
    : daysPastDue <= 30
      ? 'days1to30'
      : daysPastDue <= 60
        ? 'days31to60'
        : daysPastDue <= 90
          ? 'days61to90'
          : 'over90';

/** What is left on account for a customer: their limit less what they owe and have pending. */
export const availableCents = ({
  creditLimitCents,
  balanceCents,
  pendingCents,
}: {
  creditLimitCents: number;
  balanceCents: number;
  pendingCents: number;
}): number => Math.max(0, creditLimitCents - balanceCents - pendingCents);

/** A sum of money typed or sent: whole minor units, from `min` up to the largest sale. */
const money = (message: string, min: 0 | 0.01) =>
  requiredNumber(message).pipe(
    z
      .number()
      .refine((amount) => amount >= 0 && toCents(amount) >= toCents(min), message)
      .refine((amount) => toCents(amount) <= MAX_SALE_CENTS, message)
      .refine(isWholeMinorUnits, message),
  );

const day = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);

/** `PATCH /customer/{id}/credit` body. 0 is no credit (the default). */
export const creditTermsSchema = z.object({
  creditLimit: money(e.creditLimitInvalid, 0),
  termsDays: requiredNumber(e.termsDaysInvalid).pipe(
    z.number().int(e.termsDaysInvalid).min(0, e.termsDaysInvalid).max(MAX_TERMS_DAYS, e.termsDaysInvalid),
  ),
});
export type CreditTermsInput = z.input<typeof creditTermsSchema>;

/** `GET /customer/lookup` query: part of an email, phone number or name. */
export const customerLookupQuerySchema = z.strictObject({
  q: requiredText(e.lookupQueryRequired).pipe(z.string().max(100, e.lookupQueryRequired)),
});

/**
 * `POST /customer/{id}/payment` body. `paymentId` is made once per payment by the screen taking it:
 * the same body again is the same payment; another body with it is 422. Cash taken at the counter
 * names the open register session (`sessionId`) whose drawer it goes into.
 */
export const accountPaymentSchema = z
  .object({
    paymentId: z.string({ error: e.paymentIdInvalid }).regex(/^[\x21-\x7e]{1,200}$/, e.paymentIdInvalid),
    amount: money(e.amountInvalid, 0.01),
    method: z.enum(ACCOUNT_PAYMENT_METHODS, { error: e.methodInvalid }),
    reference: z
      .preprocess(
        (v) => (v === null || v === undefined ? '' : v),
        text({ error: e.referenceRequired }).max(100, e.referenceRequired),
      )
      .describe('The card slip, transaction id or bank reference; may be empty for cash'),
    sessionId: z
      .string({ error: e.sessionNotOpen })
      .regex(ID_PATTERN, e.sessionNotOpen)
      .optional()
      .describe('The open register session whose drawer takes cash'),
  })
  .refine((p) => p.method === 'cash' || p.reference !== '', {
    path: ['reference'],
    message: e.referenceRequired,
  });
export type AccountPaymentInput = z.input<typeof accountPaymentSchema>;
export type AccountPaymentRequest = z.output<typeof accountPaymentSchema>;

const statementDays = {
  from: day(e.dayInvalid).optional().describe("The first day, YYYY-MM-DD, in the shop's time zone"),
  to: day(e.dayInvalid).optional().describe('The last day, included; left out: today'),
};
const inOrder = (p: { from?: string; to?: string }) => !p.from || !p.to || p.from <= p.to;

/** A statement's period: both days included; left out, from the first entry to today. Its PDF and email carry every entry. */
export const statementPeriodSchema = z
  .strictObject(statementDays)
  .refine(inOrder, { path: ['to'], message: e.periodBackwards });
export type StatementPeriodQuery = z.output<typeof statementPeriodSchema>;

/** Entries on one page of a statement on screen: a long account is read a page at a time, newest page first. */
export const STATEMENT_PAGE_ENTRIES = 100;

/** `GET /customer/{id}/statement`: the period and which page of its entries; left out, the last (newest). */
export const statementQuerySchema = z
  .strictObject({
    ...statementDays,
    page: queryInt(1, 1_000_000, apiErrors.badPage)
      .optional()
      .describe(
        `Page of ${STATEMENT_PAGE_ENTRIES} entries, 1 the oldest; left out or past the end: the last`,
      ),
  })
  .refine(inOrder, { path: ['to'], message: e.periodBackwards });
export type StatementQuery = z.output<typeof statementQuerySchema>;

/** `POST /customer/{id}/statement/email` body: the period. */
export const statementEmailSchema = statementPeriodSchema;

export const RECEIVABLES_SORTS = ['customer', 'balance', ...AGEING_BUCKETS] as const;

/** `GET /receivables` query. */
export const receivablesQuerySchema = z.strictObject({
  asOf: day(e.asOfInvalid).optional().describe('Aged as of this day; left out: today'),
  sort: z.enum(RECEIVABLES_SORTS).default('balance'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});

/** `POST /receivables/remind` body: send the reminders due as of today, or of a given day. */
export const remindSchema = z.object({ asOf: day(e.asOfInvalid).optional() }).default({});

// What the API answers.

export const customerAccountSchema = z
  .strictObject({
    customerId: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    creditLimit: moneyAmount,
    termsDays: z.number().int(),
    balance: moneyAmount.describe('Invoiced less paid and credited: the statement’s closing balance'),
    owed: moneyAmount.describe('What is left to pay of the unpaid invoices'),
    credit: moneyAmount.describe('Paid beyond what was owed: kept for the next sale'),
    pending: moneyAmount.describe('Web orders on account not invoiced yet: they count from placement'),
    available: moneyAmount.describe('creditLimit − balance − pending, never below 0'),
    overdueDays: z.number().int().describe('Days past due of the oldest unpaid invoice; 0: none overdue'),
    blocked: z.enum(ACCOUNT_BLOCKS).nullable().describe('Why on account is refused now, before any amount'),
  })
  .meta({ id: 'CustomerAccount' });
export type CustomerAccount = z.output<typeof customerAccountSchema>;

export const customerLookupSchema = z.strictObject({ customers: z.array(customerAccountSchema) });

export const accountPaymentOutSchema = z
  .strictObject({
    paymentId: z.string(),
    customerId: z.string(),
    at: z.string().describe('ISO 8601 time'),
    amount: moneyAmount,
    method: z.enum(ACCOUNT_PAYMENT_METHODS),
    reference: z.string(),
    sessionId: z.string().nullable(),
    allocations: z
      .array(
        z.strictObject({
          invoiceNumber: z.string(),
          orderNumber: z.number().int(),
          amount: moneyAmount.describe('Of this payment, what went to the invoice'),
          left: moneyAmount.describe('What is left to pay of it afterwards (0: paid)'),
        }),
      )
      .describe('Oldest invoice first'),
    keptAsCredit: moneyAmount.describe('What was more than owed: the customer’s credit'),
    notice: z.string().nullable().describe('Said when some or all of it is kept as credit'),
    account: customerAccountSchema,
  })
  .meta({ id: 'AccountPayment' });
export type AccountPaymentResult = z.output<typeof accountPaymentOutSchema>;

export const STATEMENT_ENTRY_KINDS = ['invoice', 'payment', 'credit_note'] as const;

export const statementSchema = z
  .strictObject({
    account: customerAccountSchema,
    from: z.string().describe('YYYY-MM-DD'),
    to: z.string(),
    openingBalance: moneyAmount,
    page: z.number().int().describe('This page of the period’s entries, 1 the oldest'),
    pages: z.number().int(),
    entryCount: z.number().int().describe('Entries in the whole period'),
    broughtForward: moneyAmount.describe(
      'The balance before this page’s first entry: the opening balance on the first page',
    ),
    entries: z
      .array(
        z.strictObject({
          kind: z.enum(STATEMENT_ENTRY_KINDS),
          at: z.string().describe('ISO 8601 time'),
          date: z.string().describe("YYYY-MM-DD in the shop's time zone"),
          reference: z
            .string()
            .describe("The invoice's or credit note's number, or the payment's method and reference"),
          orderNumber: z.number().int().nullable(),
          dueOn: z.string().nullable().describe('An invoice’s due day'),
          amount: moneyAmount.describe(
            'An invoice adds (positive); a payment or credit note takes off (negative)',
          ),
          balance: moneyAmount.describe('The running balance after it'),
        }),
      )
      .describe('This page’s, oldest first'),
    closingBalance: moneyAmount.describe('The period’s, after its last entry'),
  })
  .meta({ id: 'Statement' });
export type Statement = z.output<typeof statementSchema>;

export const statementEmailedSchema = z.strictObject({ queued: z.literal(true), to: z.string() });

const ageing = {
  balance: moneyAmount.describe('Unpaid invoices less credit'),
  notDue: moneyAmount,
  days1to30: moneyAmount,
  days31to60: moneyAmount,
  days61to90: moneyAmount,
  over90: moneyAmount,
};

export const receivablesSchema = z
  .strictObject({
    asOf: z.string(),
    rows: z.array(z.strictObject({ customerId: z.string(), name: z.string(), email: z.string(), ...ageing })),
    totals: z.strictObject({
      ...ageing,
      overdue: moneyAmount.describe('Past due: 1–30 + 31–60 + 61–90 + over 90'),
    }),
  })
  .meta({ id: 'Receivables' });
export type Receivables = z.output<typeof receivablesSchema>;

export const remindResultSchema = z.strictObject({
  asOf: z.string(),
  sent: z.array(
    z.strictObject({
      customerId: z.string(),
      email: z.string(),
      invoiceNumber: z.string(),
      kind: z.enum(REMINDER_KINDS),
      dueOn: z.string(),
    }),
  ),
});
export type RemindResult = z.output<typeof remindResultSchema>;
