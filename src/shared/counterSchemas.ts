/**
 * The counter's calls (docs/counter.md): roles, register sessions, lookups, sales, returns and
 * receipts. What staff send and what the API answers, written once for the till and the server.
 * Money is in the shop's currency, in major units, on the wire.
 */
import { buyerAddressField, buyerBusinessFields } from './tax/buyer';
import { TAX_NAMES } from './tax/taxName';
import { z } from 'zod';
import { MAX_DRAWER_CENTS, MAX_LINE_UNITS, MAX_SALE_CENTS } from './bounds';
import { referenceField } from './digitalPayments';
import { invoiceTaxLineSchema } from './invoiceSchemas';
import { decimalDollars, toCents } from './money';
import { currencyField, isWholeMinorUnits, moneyAmount } from './moneySchemas';
import {
  COUNTER_PAID_WAYS,
  DIGITAL_PAYMENT_METHODS,
  NON_CASH_METHODS,
  type DigitalPaymentMethod,
} from './orderStates';
import { orderOnAccountSchema, orderOutSchema } from './responseSchemas';
import { ROLES } from './roles';
import { ID_PATTERN, emailSchema, mailAddress, requiredNumber, requiredText, text } from './schemas';
import { counterErrors as c } from './strings/counterMessages';
import { creditErrors } from './strings/credit';

const isoTime = z.string().describe('ISO 8601 time');

/** The most distinct tools one sale holds. */
export const MAX_SALE_LINES = 50;

/** A sum of money typed or sent: whole minor units, from `min` (0 or 0.01) up to `maxCents`. */
const money = (message: string, min: 0 | 0.01, maxCents: number) =>
  requiredNumber(message).pipe(
    z
      .number()
      .refine((amount) => toCents(amount) >= toCents(min) && amount >= 0, message)
      // In the figures alone: the same bound holds in each of the shop's currencies.
      .refine((amount) => toCents(amount) <= maxCents, c.moneyTooLarge(decimalDollars(maxCents)))
      .refine(isWholeMinorUnits, message),
  );

/** A key the till makes once per sale or return, sent again on every retry and replay. */
const clientKey = (message: string) => z.string({ error: message }).regex(/^[\x21-\x7e]{1,200}$/, message);

const sessionIdField = z.string({ error: c.unknownSession }).regex(ID_PATTERN, c.unknownSession);
const variantIdField = z.string({ error: c.unknownVariant }).regex(ID_PATTERN, c.unknownVariant);

/** Units of a sale or return: whole, 1 to MAX_LINE_UNITS (a negative or fractional quantity is 400). */
const quantity = z
  .number({ error: c.quantityInvalid })
  .int(c.quantityInvalid)
  .min(1, c.quantityInvalid)
  .max(MAX_LINE_UNITS, c.quantityTooLarge(MAX_LINE_UNITS));

/** The lines of a sale or return: 1 to MAX_SALE_LINES, each tool once. */
const linesOf = <Line extends z.ZodObject<{ variantId: typeof variantIdField }>>(line: Line) =>
  z
    .array(line, { error: c.saleNeedsLines })
    .min(1, c.saleNeedsLines)
    .max(MAX_SALE_LINES, c.tooManyLines(MAX_SALE_LINES))
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach(({ variantId }, i) => {
        if (seen.has(variantId))
          ctx.addIssue({ code: 'custom', path: [i, 'variantId'], message: c.duplicateLine });
        seen.add(variantId);
      });
    });
const unitLines = linesOf(z.object({ variantId: variantIdField, quantity }));
/**
 * A sale's lines carry the price the till showed and charged (`unitPrice`): a sale taken offline is
 * recorded at it, since its money changed hands then; an online sale is priced by the server.
 */
const saleLines = linesOf(
  z.object({
    variantId: variantIdField,
    quantity,
    unitPrice: money(c.unitPriceInvalid, 0, MAX_SALE_CENTS)
      .optional()
      .describe('Dollars: the price the till charged, recorded for a sale taken offline'),
  }),
);

/** `PUT /user/role/{email}` body. */
export const roleChangeSchema = z.object({ role: z.enum(ROLES, { error: c.badRole }) });
export type RoleChangeInput = z.input<typeof roleChangeSchema>;

/** `/register/:sessionId/…`: a session id (anything else names nothing: 404). */
export const sessionParams = z.strictObject({
  sessionId: z.string().regex(ID_PATTERN).describe('A register session’s `_id`'),
});

/** `POST /register/open` body: which register (one of `REGISTERS`) and the cash in its drawer. */
export const registerOpenSchema = z.object({
  register: requiredText(c.registerRequired).pipe(z.string().max(100, c.registerRequired)),
  float: money(c.floatInvalid, 0, MAX_DRAWER_CENTS),
});
export type RegisterOpenInput = z.input<typeof registerOpenSchema>;

export const CASH_MOVEMENT_KINDS = ['in', 'out'] as const;

/** `POST /register/{sessionId}/cash` body: cash put in or taken out of the drawer, and why. */
export const registerCashSchema = z.object({
  kind: z.enum(CASH_MOVEMENT_KINDS, { error: c.cashKindInvalid }),
  amount: money(c.amountInvalid, 0.01, MAX_DRAWER_CENTS),
  reason: requiredText(c.cashReasonRequired).pipe(z.string().max(200, c.cashReasonRequired)),
});
export type RegisterCashInput = z.input<typeof registerCashSchema>;

/** `POST /register/{sessionId}/close` body: the cash counted in the drawer. */
export const registerCloseSchema = z.object({ counted: money(c.countedInvalid, 0, MAX_DRAWER_CENTS) });
export type RegisterCloseInput = z.input<typeof registerCloseSchema>;

export const REGISTER_SESSION_STATES = ['open', 'closed'] as const;

/** `GET /register/sessions` query: open ones (a reopened till resumes its session) or closed ones. */
export const registerSessionsQuerySchema = z.strictObject({
  state: z.enum(REGISTER_SESSION_STATES).optional(),
  register: text().max(100).optional(),
});

/** `GET /counter/lookup` query: a scanned barcode or a typed SKU. */
export const counterLookupQuerySchema = z.strictObject({
  code: requiredText(c.codeRequired).pipe(z.string().max(64, c.codeRequired)),
});

/** How a payment at the counter is made: cash, card, or a digital payment (UPI, bKash, Nagad). */
export const COUNTER_PAYMENT_METHODS = ['cash', ...NON_CASH_METHODS, 'account'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

/** The ways an admin may ask a whole refund to go, whatever paid the sale. */
export const REFUND_OVERRIDES = ['cash', 'card'] as const;

const cashPayment = z.object({
  method: z.literal('cash'),
  tendered: money(c.tenderedInvalid, 0, MAX_SALE_CENTS),
});
const cardPayment = z.object({
  method: z.literal('card'),
  amount: money(c.amountInvalid, 0.01, MAX_SALE_CENTS),
  reference: requiredText(c.cardReferenceRequired).pipe(z.string().max(100, c.cardReferenceRequired)),
});
/** A UPI, bKash or Nagad payment: exact, like a card's, confirmed by the payer's reference. */
const digitalPayment = <Method extends DigitalPaymentMethod>(method: Method) =>
  z.object({
    method: z.literal(method),
    amount: money(c.amountInvalid, 0.01, MAX_SALE_CENTS),
    reference: referenceField(method),
  });
/** On the named customer's account (docs/credit.md): alone, or beside cash for the rest. Online only. */
const accountPayment = z.object({
  method: z.literal('account'),
  amount: money(c.amountInvalid, 0.01, MAX_SALE_CENTS),
});

/**
 * `POST /counter/sale` body. `saleId` is made by the till once per sale: the same one again answers
 * the same sale. `offline`: a sale taken while the API could not be reached, replayed now; `takenAt`
 * says when (a till's clock ahead of the server's is taken as now) and `takenBy` who. Such a sale is
 * recorded as it was taken: by that member of staff, at its lines' `unitPrice`, and even when its
 * stock went meanwhile (the money changed hands).
 */
export const counterSaleSchema = z
  .object({
    saleId: clientKey(c.saleIdInvalid),
    sessionId: sessionIdField,
    lines: saleLines,
    payments: z
      .array(
        z.discriminatedUnion(
          'method',
          [
            cashPayment,
            cardPayment,
            digitalPayment('upi'),
            digitalPayment('bkash'),
            digitalPayment('nagad'),
            accountPayment,
          ],
          { error: c.paymentMethodInvalid },
        ),
        { error: c.paymentsRequired },
      )
      .min(1, c.paymentsRequired)
      .max(2, c.tooManyPayments)
      // Cash, and at most one other way: a sale's refund goes back each way it was paid.
      .refine(
        (payments) =>
          payments.filter((p) => p.method === 'cash').length <= 1 &&
          payments.filter((p) => p.method !== 'cash').length <= 1,
        c.tooManyPayments,
      ),
    customerId: z
      .string({ error: creditErrors.unknownCustomer })
      .regex(ID_PATTERN, creditErrors.unknownCustomer)
      .optional()
      .describe('The customer’s `_id` (GET /customer/lookup): needed to sell on account'),
    override: z
      .boolean()
      .default(false)
      .describe('An admin sells on account beyond the available credit or past the overdue block'),
    overrideReason: text()
      .max(200, creditErrors.overrideReasonRequired)
      .optional()
      .describe('Why, when `override` is true (kept with who)'),
    customerEmail: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      text().toLowerCase().pipe(mailAddress(c.customerEmailInvalid)).optional(),
    ),
    ...buyerBusinessFields,
    buyerAddress: buyerAddressField,
    offline: z.boolean().default(false),
    takenBy: z
      .string({ error: c.takenByInvalid })
      .min(1, c.takenByInvalid)
      .max(128, c.takenByInvalid)
      .optional()
      .describe(
        'The uid of the member of staff signed in at the till who took the sale; a sale taken offline is credited to them, whoever replays it',
      ),
    takenAt: z
      .string()
      .refine((v) => !isNaN(Date.parse(v)), c.takenAtInvalid)
      .optional(),
  })
  .refine((sale) => !sale.offline || sale.takenAt !== undefined, {
    path: ['takenAt'],
    message: c.takenAtRequired,
  })
  .superRefine((sale, ctx) => {
    const onAccount = sale.payments.findIndex((p) => p.method === 'account');
    if (onAccount < 0) return;
    const path = ['payments', onAccount, 'method'];
    if (sale.offline) ctx.addIssue({ code: 'custom', path, message: creditErrors.accountOffline });
    else if (sale.payments.some((p) => p.method !== 'account' && p.method !== 'cash'))
      ctx.addIssue({ code: 'custom', path, message: creditErrors.accountWithOtherPayment });
    if (sale.customerId === undefined)
      ctx.addIssue({ code: 'custom', path: ['customerId'], message: creditErrors.accountNeedsCustomer });
    if (sale.override && !sale.overrideReason)
      ctx.addIssue({
        code: 'custom',
        path: ['overrideReason'],
        message: creditErrors.overrideReasonRequired,
      });
  });
export type CounterSaleRequest = z.output<typeof counterSaleSchema>;
export type CounterSaleInput = z.input<typeof counterSaleSchema>;

/**
 * `POST /counter/return` body: units of a counter sale brought back, by its receipt's number. The
 * refund goes back the way the sale was paid (cash to cash, card to card, a split sale in proportion);
 * `refundMethod` asks for all of it one way, which only an admin may do where the sale was paid
 * otherwise. Cash leaves the drawer of `sessionId` (an open session); `restock` puts the units back
 * on sale. `returnId` is made once per return: the same one again is the same return.
 */
export const counterReturnSchema = z
  .object({
    returnId: clientKey(c.returnIdInvalid),
    orderNumber: z
      .number({ error: c.orderNumberInvalid })
      .int(c.orderNumberInvalid)
      .min(1, c.orderNumberInvalid),
    lines: unitLines,
    refundMethod: z
      .enum(REFUND_OVERRIDES, { error: c.refundMethodInvalid })
      .optional()
      .describe('Left out: as the sale was paid. Another way than that is for admins only'),
    restock: z.boolean().default(true),
    sessionId: sessionIdField.optional(),
    digitalReference: z
      .string({ error: c.digitalReferenceInvalid })
      .max(100, c.digitalReferenceInvalid)
      .optional()
      .describe(
        'The reference of the refund sent back by UPI, bKash or Nagad, when the sale was paid so (checked by its method’s rule)',
      ),
  })
  .refine((r) => r.refundMethod !== 'cash' || r.sessionId !== undefined, {
    path: ['sessionId'],
    message: c.sessionForCash,
  });
export type CounterReturnInput = z.input<typeof counterReturnSchema>;

/** `/counter/receipt/:orderNumber`: a counter sale's number (anything else names nothing: 404). */
export const receiptParams = z.strictObject({
  orderNumber: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .describe('The sale’s number, as printed on its receipt'),
});

/** `POST /counter/receipt/{orderNumber}/email` body. */
export const receiptEmailSchema = z.object({ email: emailSchema });

// What the API answers.

const person = z.strictObject({ uid: z.string(), email: z.string() });

export const cashMovementOutSchema = z.strictObject({
  at: isoTime,
  kind: z.enum(CASH_MOVEMENT_KINDS),
  amount: moneyAmount,
  reason: z.string(),
  by: person,
});

/**
 * A register session and its report: an X report while open, the Z report once closed (kept).
 * Expected cash = float + cash sales − change given + cash in − cash out − cash refunds + cash paid
 * on account.
 */
export const registerReportSchema = z
  .strictObject({
    _id: z.string(),
    number: z.number().int().describe('The session’s number, counted over the whole shop'),
    register: z.string(),
    state: z.enum(REGISTER_SESSION_STATES),
    openedAt: isoTime,
    openedBy: person,
    closedAt: isoTime.nullable(),
    closedBy: person.nullable(),
    float: moneyAmount,
    sales: z.strictObject({
      count: z.number().int(),
      units: z.number().int(),
      total: moneyAmount,
      byMethod: z.strictObject({
        cash: moneyAmount.describe('Cash kept: tendered less change'),
        card: moneyAmount,
        upi: moneyAmount,
        bkash: moneyAmount,
        nagad: moneyAmount,
        account: moneyAmount.describe('Sold on customers’ accounts (docs/credit.md)'),
      }),
      cashTendered: moneyAmount,
      changeGiven: moneyAmount,
      rounding: moneyAmount.describe(
        'The cash due’s rounding to CASH_ROUNDING, summed: total + rounding = by method',
      ),
    }),
    refunds: z.strictObject({
      count: z.number().int(),
      total: moneyAmount,
      byMethod: z.strictObject({
        cash: moneyAmount,
        card: moneyAmount,
        upi: moneyAmount,
        bkash: moneyAmount,
        nagad: moneyAmount,
      }),
      rounding: moneyAmount.describe('The cash refunds’ rounding, summed: total + rounding = by method'),
    }),
    cashIn: moneyAmount,
    cashOut: moneyAmount,
    accountPayments: z
      .strictObject({
        count: z.number().int(),
        cash: moneyAmount.describe('Cash customers paid on account into this drawer'),
      })
      .describe(
        'Payments on account taken at this register (POST /customer/{id}/payment with its sessionId)',
      ),
    cashMovements: z.array(cashMovementOutSchema).describe('Oldest first'),
    expectedCash: moneyAmount,
    counted: moneyAmount.nullable().describe('Once closed'),
    difference: moneyAmount.nullable().describe('counted − expectedCash, once closed: negative is short'),
    taxLines: z
      .array(invoiceTaxLineSchema)
      .describe(
        "The tax of the session's sales by rate, less the credit notes of its returns; none with no tax regime (nor in a Z report kept before tax was reported)",
      ),
  })
  .meta({ id: 'RegisterReport' });
export type RegisterReport = z.output<typeof registerReportSchema>;

export const registerSessionsSchema = z
  .strictObject({
    registers: z.array(z.string()).describe('The shop’s registers (REGISTERS)'),
    sessions: z.array(registerReportSchema).describe('Newest first, at most 200'),
  })
  .meta({ id: 'RegisterSessions' });
export type RegisterSessions = z.output<typeof registerSessionsSchema>;

export const counterItemSchema = z
  .strictObject({
    variantId: z.string(),
    productId: z.string(),
    name: z.string().describe('The product’s name'),
    variantTitle: z.string().describe('Empty for a product without options'),
    sku: z.string().nullable(),
    barcode: z.string().nullable(),
    img: z.string(),
    price: moneyAmount,
    stock: z.number().int(),
  })
  .meta({ id: 'CounterItem' });
export type CounterItem = z.output<typeof counterItemSchema>;

/** What a return sent back by UPI, bKash or Nagad, with the refund's own reference. */
const digitalRefundOut = z
  .strictObject({ method: z.enum(DIGITAL_PAYMENT_METHODS), amount: moneyAmount, reference: z.string() })
  .nullable();

const paymentOut = z.strictObject({
  method: z.enum(COUNTER_PAYMENT_METHODS),
  amount: moneyAmount.describe('What it paid of the total (cash: tendered less change)'),
  tendered: moneyAmount.nullable().describe('Cash handed over'),
  reference: z
    .string()
    .nullable()
    .describe('The card terminal’s reference, or the payer’s UPI UTR or bKash or Nagad transaction id'),
});

export const counterSaleOutSchema = z
  .strictObject({
    saleId: z.string(),
    sessionId: z.string(),
    register: z.string(),
    number: z.number().int().describe('The order’s number: the receipt’s number'),
    total: moneyAmount,
    rounding: moneyAmount.describe(
      'The cash due rounded to CASH_ROUNDING, less the exact cash due (0: exact)',
    ),
    change: moneyAmount.describe('Cash to give back, from the rounded cash due'),
    payments: z.array(paymentOut),
    offline: z.boolean(),
    belowZero: z
      .array(z.strictObject({ variantId: z.string(), name: z.string(), stock: z.number().int() }))
      .describe('An offline sale’s tools whose stock it took below zero (the admins are alerted)'),
    order: orderOutSchema,
  })
  .meta({ id: 'CounterSale' });
export type CounterSale = z.output<typeof counterSaleOutSchema>;

export const counterReturnOutSchema = z
  .strictObject({
    returnId: z.string(),
    orderNumber: z.number().int(),
    amount: moneyAmount,
    refundMethod: z.enum(COUNTER_PAID_WAYS),
    cash: moneyAmount.describe('The cash to give back from the drawer, rounded to CASH_ROUNDING'),
    card: moneyAmount.describe('Of `amount`, what goes back to the card'),
    digital: digitalRefundOut,
    account: moneyAmount.describe(
      'Of `amount`, what was owed on the customer’s account: its credit note takes it off, nothing is paid out',
    ),
    rounding: moneyAmount.describe(
      'The cash’s rounding: cash + card + digital + account = amount + rounding',
    ),
    sessionId: z.string().nullable(),
    restocked: z.boolean(),
    lines: z.array(z.strictObject({ variantId: z.string(), name: z.string(), quantity: z.number().int() })),
    creditNoteNumber: z
      .string()
      .nullable()
      .describe('The credit note the return issued; null when the sale had no invoice to credit'),
    order: orderOutSchema,
  })
  .meta({ id: 'CounterReturn' });
export type CounterReturn = z.output<typeof counterReturnOutSchema>;

export const receiptSchema = z
  .strictObject({
    shop: z.strictObject({ name: z.string(), address: z.string() }),
    currency: currencyField,
    number: z.number().int(),
    at: isoTime,
    register: z.string(),
    cashier: z.string().describe('Who sold it (their name, else their email)'),
    lines: z.array(
      z.strictObject({
        variantId: z.string().describe('What a counter return names'),
        name: z.string(),
        variantTitle: z.string(),
        sku: z.string().nullable(),
        quantity: z.number().int().describe('Units sold'),
        returned: z
          .number()
          .int()
          .describe('Units of it given back so far (0: none): a return may name at most quantity − returned'),
        price: moneyAmount,
        total: moneyAmount,
      }),
    ),
    total: moneyAmount,
    rounding: moneyAmount.describe('The cash due’s rounding to CASH_ROUNDING (0: exact)'),
    payments: z.array(paymentOut),
    change: moneyAmount,
    invoiceNumber: z.string().nullable().describe('Its invoice (GET /invoice/{number}.pdf)'),
    seller: z
      .strictObject({ legalName: z.string(), gstin: z.string().nullable(), bin: z.string().nullable() })
      .nullable()
      .describe(
        'Under a tax regime, who sold it as its invoice names them: their legal name and GSTIN or BIN',
      ),
    businessBuyer: z
      .strictObject({ name: z.string(), taxId: z.string() })
      .nullable()
      .describe('A business that bought it with its GSTIN or BIN, as its invoice names it'),
    taxIncluded: z
      .array(
        z.strictObject({
          tax: z.enum(TAX_NAMES).describe('GST (CGST + SGST at the counter) or VAT'),
          rate: z.number().describe('A percentage, e.g. 18'),
          amount: moneyAmount,
        }),
      )
      .describe(
        'The tax its total includes, by rate, where any was charged; none in a shop with no tax regime',
      ),
    refunds: z
      .array(
        z.strictObject({
          at: isoTime,
          amount: moneyAmount,
          method: z.enum(COUNTER_PAID_WAYS),
          cash: moneyAmount.describe('The cash given back from the drawer, rounded to CASH_ROUNDING'),
          card: moneyAmount.describe('Of `amount`, what went back to the card'),
          digital: digitalRefundOut,
          account: moneyAmount.describe('Of `amount`, what went back to the customer’s account'),
          rounding: moneyAmount.describe(
            'The cash’s rounding: cash + card + digital + account = amount + rounding',
          ),
        }),
      )
      .describe('Counter returns made on it so far'),
    onAccount: orderOnAccountSchema
      .nullable()
      .describe(
        'What the sale put on its customer’s account, and when that is due; null for a sale paid otherwise',
      ),
    customerEmail: z.string().nullable(),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.output<typeof receiptSchema>;

export const receiptEmailedSchema = z.strictObject({ queued: z.literal(true) });
