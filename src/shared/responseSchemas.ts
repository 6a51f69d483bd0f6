/**
 * The shapes the API answers with, as zod schemas: the server serialises with them, the OpenAPI
 * document is generated from them, and entities.ts names their output types.
 */
import { z } from 'zod';
import { invoiceTaxLineSchema } from './invoiceSchemas';
import { currencyField, moneyAmount } from './moneySchemas';
import { ORDER_HISTORY_EVENTS } from './orderLifecycle';
import { ORDER_CHANNELS, ORDER_PAYMENT_METHODS, ORDER_STATES } from './orderStates';
import { ROLES } from './roles';
import { TAX_REGIMES } from './tax/regimes';

const isoTime = z.string().describe('ISO 8601 time');

export const variantOutSchema = z
  .strictObject({
    _id: z
      .string()
      .describe("A product without options has one variant; one made before variants has the product's id"),
    title: z.string().describe("Its option values, e.g. '18 V / 5 Ah'; empty for a product without options"),
    options: z.record(z.string(), z.string()).describe('Its value of each of the product’s options'),
    sku: z.string().nullable(),
    barcode: z.string().nullable(),
    price: moneyAmount,
    availableQuantity: z.number().int().describe("Its stock; the product's `availableQuentity` sums them"),
    weightGrams: z.number().int().nullable(),
  })
  .meta({ id: 'Variant' });

export const productOutSchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    img: z.string().describe('An absolute URL, or a path under the API such as /api/images/{id}'),
    minimumOrder: z.number().int(),
    availableQuentity: z.number().int().describe("The sum of its variants' stock (the spec's spelling)"),
    price: moneyAmount.describe('The lowest price of its variants'),
    version: z.number().int().describe('Raised by every edit; send it back as If-Match'),
    createdAt: isoTime,
    rating: z
      .strictObject({
        average: z.number().min(1).max(5).describe('To one decimal'),
        count: z.number().int().min(1),
      })
      .nullable()
      .describe("Its verified buyers' reviews; null before the first"),
    categoryId: z.string().nullable().describe('Its category (`GET /category`), null for none'),
    brand: z.string().describe("Its maker, '' for none"),
    taxRate: z
      .number()
      .nullable()
      .describe('Its own tax rate in percent; null takes its category’s or the shop’s'),
    hsnCode: z.string().nullable(),
    unit: z.string().describe('The unit invoices print, e.g. pcs'),
    options: z
      .array(z.strictObject({ name: z.string(), values: z.array(z.string()) }))
      .describe('0 to 3 options, e.g. Voltage'),
    variants: z
      .array(variantOutSchema)
      .describe('What it sells, in order; one for a product without options'),
  })
  .meta({ id: 'Product' });

const shippingFields = {
  fullName: z.string().describe('The recipient'),
  addressLine1: z.string().describe('Street and number'),
  addressLine2: z.string(),
  company: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string().describe('One of the checkout form’s countries'),
  phone: z.string(),
  region: z.string().describe("The state or territory (India: the GST state); '' where none was asked"),
};
export const shippingOutSchema = z.strictObject(shippingFields).meta({ id: 'Address' });

export const orderLineOutSchema = z
  .strictObject({
    productId: z.string(),
    variantId: z.string(),
    variantTitle: z
      .string()
      .describe('The variant’s option values when ordered; empty for a product without options'),
    sku: z.string().nullable(),
    name: z.string().describe("The product's name when ordered"),
    img: z.string(),
    price: moneyAmount.describe('Unit price when ordered'),
    quantity: z.number().int(),
    total: moneyAmount,
  })
  .meta({ id: 'OrderLine' });

const unitLineOutSchema = z.strictObject({
  productId: z.string(),
  variantId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});

export const refundOutSchema = z
  .strictObject({
    at: isoTime,
    amount: moneyAmount,
    lines: z.array(unitLineOutSchema),
    restocked: z.boolean().describe("The lines' units went back on sale"),
    reason: z.string(),
    pending: z.boolean().describe('Asked of the payment provider, not yet confirmed'),
    extraPayment: z
      .boolean()
      .describe('A second payment for an order already paid, given back at once: not part of refundedTotal'),
    shipping: moneyAmount.describe('The part of amount that gave back the delivery charge'),
    creditNoteNumber: z
      .string()
      .nullable()
      .describe('The credit note the refund issued; null while pending, or for an order with no invoice'),
  })
  .meta({ id: 'Refund' });

export const RETURN_STATUSES = ['requested', 'refunded', 'declined'] as const;

export const returnRequestOutSchema = z
  .strictObject({
    at: isoTime,
    lines: z.array(unitLineOutSchema),
    reason: z.string(),
    status: z
      .enum(RETURN_STATUSES)
      .describe('A refund closes it as refunded; staff may decline it with a note'),
    note: z.string().nullable().describe("Staff's note to the customer when declined"),
    decidedAt: isoTime.nullable(),
  })
  .meta({ id: 'ReturnRequest' });

/** What an order says about its cash on delivery: null for a card order. */
export const codOutSchema = z
  .strictObject({
    confirmedAt: isoTime.nullable().describe('When staff confirmed it with the customer'),
    collected: z
      .strictObject({
        at: isoTime,
        amount: moneyAmount,
        reference: z
          .string()
          .nullable()
          .describe("The courier's payout reference: staff only, null in what its customer is answered"),
        partial: z.boolean(),
        note: z.string(),
        rounding: moneyAmount.describe('A full collection’s rounding to CASH_ROUNDING: amount − total'),
        later: z
          .array(
            z.strictObject({
              at: isoTime,
              amount: moneyAmount,
              reference: z.string().nullable().describe('Staff only, like the first'),
              note: z.string(),
            }),
          )
          .describe(
            'Cash recorded after a partial collection, oldest first; `amount` is then the whole cash collected',
          ),
      })
      .nullable()
      .describe('The cash the courier paid over, once recorded'),
    owed: moneyAmount.describe('What is still to be collected: the total, less any cash recorded'),
  })
  .meta({ id: 'CashOnDelivery' });

const orderFields = {
  _id: z.string(),
  number: z.number().int().describe('What people read aloud: #1042'),
  productId: z.string().describe("The first line's product"),
  email: z.string(),
  name: z.string().describe('The first line\'s name, then " and {n} more" when there are more lines'),
  price: moneyAmount.describe('The unit price of a one-line order; the total otherwise'),
  quantity: z.number().int().describe("The lines' quantities, summed"),
  totalPrice: moneyAmount,
  currency: currencyField,
  lines: z.array(orderLineOutSchema),
  paid: z.boolean(),
  status: z.boolean().describe('Shipped or not'),
  tnxId: z.string().nullable().describe('The verified payment intent id'),
  state: z.enum(ORDER_STATES),
  channel: z.enum(ORDER_CHANNELS).describe('Sold on the web or at the counter (collected there)'),
  createdAt: isoTime,
  carrier: z.string().nullable().describe('Who carries the parcel, when given at shipping'),
  trackingNumber: z.string().nullable(),
  refundedTotal: moneyAmount.describe('Refunded so far of totalPrice'),
  refunds: z.array(refundOutSchema).describe('Oldest first'),
  returnRequest: returnRequestOutSchema.nullable().describe("The customer's latest return request"),
  shippingTotal: moneyAmount.describe('The delivery charge, included in totalPrice'),
  shippingZone: z.string().describe('The delivery zone it was charged for'),
  paymentMethod: z
    .enum(ORDER_PAYMENT_METHODS)
    .describe(
      'card: paid by card (a web order before shipping); cod: cash on delivery; cash, cash_and_card: a counter sale paid so',
    ),
  cod: codOutSchema.nullable().describe('Cash on delivery: null for a card order'),
  taxTotal: moneyAmount.describe('The tax included in totalPrice; 0 in a shop with no tax regime'),
  taxLines: z.array(invoiceTaxLineSchema).describe('One per rate, the delivery charge in its rate’s'),
  placeOfSupply: z
    .strictObject({ code: z.string(), name: z.string() })
    .nullable()
    .describe('India: the state supplied, where the goods are delivered or handed over'),
  buyerBusinessName: z.string().nullable(),
  buyerTaxId: z.string().nullable().describe('A business buyer’s GSTIN or BIN: a B2B sale'),
  invoiceNumber: z.string().nullable().describe('Its invoice once paid (GET /invoice/{number})'),
  creditNoteNumbers: z.array(z.string()).describe('The credit notes of its refunds, oldest first'),
  ...shippingFields,
};

export const orderOutSchema = z.strictObject(orderFields).meta({ id: 'Order' });

export const EMAIL_STATUSES = ['pending', 'sent', 'failed', 'dropped'] as const;

export const orderEmailOutSchema = z
  .strictObject({
    kind: z.string().describe('What the email tells, e.g. orderPlaced, paymentReceived, shipped'),
    to: z.string(),
    status: z.enum(EMAIL_STATUSES).describe('failed: the mail server refused it for a day'),
    at: isoTime.describe('When it was sent, gave up, or was queued'),
  })
  .meta({ id: 'OrderEmail' });

/** One row of an order's history. */
const timelineEntrySchema = z.strictObject({
  state: z.enum(ORDER_STATES).describe('The state the order was in after it'),
  at: isoTime,
  event: z
    .enum(ORDER_HISTORY_EVENTS)
    .describe('Why: how the order was made (place, sell) or the move it took (pay, ship, confirmCod, …)'),
  by: z.string().nullable().describe('Who made it, shown to staff; null for the shop itself'),
  note: z.string().nullable(),
});

/** What an order put on its customer's account (docs/credit.md): its page and a counter sale's receipt. */
export const orderOnAccountSchema = z.strictObject({
  amount: moneyAmount.describe('What the order put on the account: its total, or a counter sale’s part'),
  termsDays: z.number().int().describe('The customer’s terms now: days from an invoice to its due day'),
  dueOn: z
    .string()
    .nullable()
    .describe('The shop’s day its invoice is due (YYYY-MM-DD); null until invoiced (a web order: shipped)'),
  left: moneyAmount.describe(
    'What is left to pay of it, after the payments and credit notes allocated to it',
  ),
});

export const orderDetailOutSchema = z
  .strictObject({
    ...orderFields,
    shipping: shippingOutSchema,
    timeline: z.array(timelineEntrySchema).describe("The order's history, oldest first"),
    holdUntil: isoTime.nullable().describe('While unpaid: when the reservation expires'),
    onAccount: orderOnAccountSchema
      .nullable()
      .describe('What it put on its customer’s account (docs/credit.md); null for an order paid otherwise'),
    returnableUntil: isoTime
      .nullable()
      .describe(
        'While its customer may ask for a return (shipped, within RETURN_DAYS, none waiting): until when',
      ),
    emails: z
      .array(orderEmailOutSchema)
      .describe("The emails this order caused to its customer, oldest first; staff see the admins' too"),
  })
  .meta({ id: 'OrderDetail' });

export const NOTIFICATION_KINDS = [
  'unpaid',
  'expiring',
  'shipped',
  'refunded',
  'returnDeclined',
  'toShip',
  'codToShip',
  'returnRequested',
  'emailFailed',
] as const;

const orderNotificationSchema = z.strictObject({
  id: z.string().describe('Stable for one happening: the kind and the order'),
  kind: z.enum(NOTIFICATION_KINDS),
  orderId: z.string(),
  orderName: z.string(),
  at: isoTime.describe('When it happened (for expiring: when the hold ends)'),
  read: z.boolean(),
});

/** Staff's: a tool that fell below its low-stock threshold and has not risen back yet. */
const lowStockNotificationSchema = z.strictObject({
  id: z.string().describe('Stable for one crossing: the kind, the variant and when it fell low'),
  kind: z.literal('lowStock'),
  productId: z.string(),
  productName: z.string(),
  at: isoTime.describe('When it fell below its threshold'),
  read: z.boolean(),
});

export const notificationSchema = z
  .discriminatedUnion('kind', [orderNotificationSchema, lowStockNotificationSchema])
  .meta({ id: 'Notification' });

export const notificationsSchema = z
  .strictObject({
    items: z.array(notificationSchema).describe('Newest first, at most 20'),
    unread: z.number().int().describe("Unread items, the bell's badge"),
  })
  .meta({ id: 'Notifications' });

export const reviewOutSchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    review: z.string(),
    rating: z.number().int().min(1).max(5),
    date: z.string().describe('e.g. "Nov 22, 2026"'),
    img: z.string(),
    productId: z.string().nullable().describe("The product reviewed; null for the spec's site-wide reviews"),
    verified: z.boolean().describe('Written by a customer with a paid or shipped order of the product'),
  })
  .meta({ id: 'Review' });

/** `GET /product/{id}`: what its page shows, in one answer (the server renders the page from it too). */
export const productPageSchema = z
  .strictObject({
    product: productOutSchema,
    categoryTrail: z
      .array(z.strictObject({ name: z.string(), slug: z.string() }))
      .describe('Its category and the categories above it, top first (its breadcrumb); empty without one'),
    reviews: z.array(reviewOutSchema).describe('Its reviews, newest first (at most 50)'),
  })
  .meta({ id: 'ProductPage' });

export const userOutSchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string(),
    phone: z.string(),
    role: z.enum(ROLES),
    location: z.string(),
    fbLink: z.string(),
    education: z.string(),
    address: shippingOutSchema.nullable().describe('The last address ordered to: it fills the next checkout'),
  })
  .meta({ id: 'User' });

export const cartOutSchema = z
  .strictObject({
    items: z.array(
      z.strictObject({
        productId: z.string(),
        variantId: z.string(),
        variantTitle: z.string().describe('Its option values; empty for a product without options'),
        sku: z.string().nullable(),
        name: z.string(),
        img: z.string(),
        price: moneyAmount,
        quantity: z.number().int(),
        minimumOrder: z.number().int(),
        availableQuantity: z.number().int().describe("The variant's stock"),
        lineTotal: moneyAmount,
        problem: z
          .string()
          .nullable()
          .describe(
            'Why the line cannot be bought as it stands (sold out, below the minimum, above the stock)',
          ),
      }),
    ),
    subtotal: moneyAmount.describe('The lines that can be bought'),
    count: z.number().int().describe('Units in the cart'),
  })
  .meta({ id: 'Cart' });

/** One page of a list that pages. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const loginResponseSchema = z.strictObject({ accessToken: z.string() });

export const deleteResultSchema = z.strictObject({ deletedCount: z.number().int() });

export const imageUploadResponseSchema = z.strictObject({
  data: z.strictObject({ url: z.string().describe('/api/images/{id}') }),
});

export const publicConfigSchema = z.strictObject({
  currency: currencyField,
  firebase: z.strictObject({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    emulatorUrl: z.string().nullable(),
  }),
  payments: z.strictObject({
    driver: z.enum(['sandbox', 'stripe']),
    publishableKey: z.string().nullable(),
  }),
  cod: z.strictObject({
    offered: z.boolean().describe('Whether checkout offers cash on delivery'),
    maxTotal: moneyAmount.describe('The largest order, delivery included, paid in cash on delivery'),
    maxOpen: z.number().int().describe('How many COD orders one customer may have waiting'),
  }),
  cashRounding: z
    .number()
    .describe(
      'CASH_ROUNDING: cash at the counter and COD collections are due to a multiple of it (0.01: exact)',
    ),
  counter: z.strictObject({
    upi: z
      .strictObject({ id: z.string().describe('The UPI id (VPA) paid'), payee: z.string() })
      .nullable()
      .describe('Null: the counter takes no UPI'),
    bkash: z.strictObject({ number: z.string() }).nullable().describe('Null: the counter takes no bKash'),
    nagad: z.strictObject({ number: z.string() }).nullable().describe('Null: the counter takes no Nagad'),
  }),
  tax: z.strictObject({
    regime: z.enum(TAX_REGIMES).describe('none: prices carry no tax and invoices are plain'),
    rates: z.array(z.number()).describe('The rates a product may take, in percent; none with no regime'),
    defaultRate: z
      .number()
      .describe('The rate of products that name none, and of delivery; 0 with no regime'),
    asksRegion: z.boolean().describe("Checkout asks an Indian address's state (GST)"),
    timeZone: z
      .string()
      .describe(
        "SHOP_TIMEZONE: where the shop's days, months and financial years begin, as reports count them",
      ),
  }),
});

export const paymentIntentOutSchema = z.strictObject({
  intentId: z.string(),
  clientSecret: z.string(),
  amount: moneyAmount,
  currency: z.enum(['usd', 'bdt', 'inr']).describe("The shop's currency as Stripe names it"),
});

export const sandboxConfirmResultSchema = z.strictObject({
  intentId: z.string(),
  status: z.literal('succeeded'),
});

export const healthSchema = z.strictObject({ ok: z.boolean() });

/** Every 4xx and 5xx (docs/contract.md): the first message leads; a 400 lists each field's message. */
export const apiErrorSchema = z
  .strictObject({
    message: z.string(),
    issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ApiError' });

export const backupStatusSchema = z.strictObject({
  enabled: z.boolean().describe('False on PostgreSQL, whose backups are its operator’s'),
  intervalHours: z.number(),
  lastAt: z.string().nullable().describe('When the last backup that worked was taken'),
  lastBytes: z.number().int().nullable(),
  failedAt: z.string().nullable().describe('When the last attempt failed, if it was the last attempt'),
  error: z.string().nullable(),
  stale: z.boolean().describe('No backup within two intervals'),
});

export const backupTakenSchema = z.strictObject({
  file: z.string(),
  bytes: z.number().int(),
  ms: z.number(),
});

export const salesFiguresSchema = z.strictObject({ revenue: moneyAmount, orders: z.number().int() });

export const ordersToShipSchema = z
  .strictObject({
    count: z.number().int().describe('Orders waiting to ship: paid, or cash on delivery and confirmed'),
  })
  .meta({ id: 'OrdersToShip' });

export const shopStatsSchema = z
  .strictObject({
    today: salesFiguresSchema,
    last7Days: salesFiguresSchema,
    last30Days: salesFiguresSchema,
    awaitingShipment: z.number().int(),
    returnsRequested: z.number().int().describe('Return requests waiting for a refund or a decline'),
    cod: z.strictObject({
      toConfirm: z.number().int().describe('Cash-on-delivery orders waiting for staff to call the customer'),
      toCollect: z.number().int().describe('Shipped cash-on-delivery orders whose cash is not recorded yet'),
      cashExpected: moneyAmount.describe('What the couriers owe for those parcels'),
    }),
    emailsFailed: z
      .number()
      .int()
      .describe('Emails the mail server refused for a day, over the last 30 days'),
    shortOfMinimum: z
      .array(
        z.strictObject({
          _id: z.string(),
          name: z.string(),
          stock: z.number().int(),
          minimumOrder: z.number().int(),
        }),
      )
      .describe(
        'Products whose stock cannot fill their minimum order (at least one unit): nobody can buy them',
      ),
    dailySales: z.array(salesFiguresSchema.extend({ date: z.string().describe('YYYY-MM-DD (UTC)') })),
    topProducts: z
      .array(
        z.strictObject({
          productId: z.string(),
          name: z.string().describe('As it was last sold'),
          units: z.number().int(),
          revenue: moneyAmount,
        }),
      )
      .describe('The most units sold over the last 30 days, most first (at most 5)'),
  })
  .meta({ id: 'ShopStats' });
