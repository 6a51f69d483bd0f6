/**
 * The validation rules of the original product, written once: the renderer's forms and the server's routes both
 * parse with these, so a rule and its message cannot drift apart.
 */
import { z } from 'zod';
import { COUNTRIES } from './entities';
import { PAYMENT_METHODS } from './orderStates';
import { toCents } from './money';
import { isWholeMinorUnits } from './moneySchemas';
import { ROLES } from './roles';
import type { Stock } from './stock';
import { apiErrors } from './strings/apiMessages';
import { catalogueErrors } from './strings/catalogueMessages';
import { barcodeCheckDigitOk } from './gtin';
import { buyerBusinessFields } from './tax/buyer';
import { taxMessages } from './strings/taxMessages';
import { text, type TextShape } from './plainText';
import { cardMessages, messages as m } from './strings/validation';

/** An input left empty arrives as '' (or null from a number input): treat it as missing. */
export const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Every text the API takes: the one rule of ./plainText.ts. */
export { text };

export const requiredText = (required: string, shape: TextShape = 'line') =>
  z.preprocess(blankToUndefined, text({ error: required }, shape).min(1, required));

export const optionalText = (max = 500, shape: TextShape = 'line') =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    text(undefined, shape).max(max, m.tooLong(max)),
  );

/** A number typed into a form (string or number) or sent as JSON. */
export const requiredNumber = (required: string) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;
    },
    z.number({ error: required }).finite(required),
  );

/** The largest count the shop stores: stock, minimum orders and quantities. */
const MAX_COUNT = 1_000_000;

export const wholeNumber = (required: string, tooMany: string = m.wholeNumberMax(MAX_COUNT)) =>
  requiredNumber(required).pipe(z.number().int(m.wholeNumber).min(0, m.wholeNumber).max(MAX_COUNT, tooMany));

/** A whole number that may be below zero, as stock an offline counter sale took there is. */
export const signedWholeNumber = (required: string) =>
  requiredNumber(required).pipe(
    z.number().int(m.wholeNumber).min(-MAX_COUNT, m.wholeNumber).max(MAX_COUNT, m.wholeNumberMax(MAX_COUNT)),
  );

const digits = (required: string, numeric: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
    text({ error: required })
      .min(1, required)
      .max(20, numeric)
      .regex(/^\+?\d+$/, numeric),
  );

/**
 * The spec's email rule: "lowercase letters and digits, an at sign, letters, a dot, 2 to 3 letters".
 * Like the original form's pattern it is not anchored, so `jane.doe@mail.com` passes (its
 * `doe@mail.com` matches) while `JANE@MAIL.COM` or `jane@mail` do not. It is the sign-up form's words
 * only: whether a text is an address at all is MAIL_ADDRESS_PATTERN's to say.
 */
export const EMAIL_PATTERN = /[a-z0-9]+@[a-z]+\.[a-z]{2,3}/;

/**
 * An address mail can go to, the one rule for every address the shop takes: the whole text is one
 * address (anchored), its local part the characters RFC 5322 allows unquoted, then `@` and a dotted
 * domain. No spaces, quotes, angle brackets, commas, semicolons or line breaks: nothing that could add
 * a header, a display name or a second recipient.
 */
export const MAIL_ADDRESS_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** The longest address mail can carry (RFC 5321's path limit less its angle brackets). */
const MAIL_ADDRESS_MAX = 254;

export const isMailAddress = (value: string): boolean =>
  value.length <= MAIL_ADDRESS_MAX && MAIL_ADDRESS_PATTERN.test(value);

/** A text (already trimmed) that is one address by MAIL_ADDRESS_PATTERN; `invalid` says when not. */
export const mailAddress = (invalid: string) =>
  z
    .string()
    .max(MAIL_ADDRESS_MAX, { message: invalid, abort: true })
    .regex(MAIL_ADDRESS_PATTERN, { message: invalid, abort: true });

/** The path of one of our own uploads, as `POST /images` answers it. */
export const OWN_IMAGE_PATH = /^\/api\/images\/[A-Za-z0-9_-]{1,64}$/;

/** An image reference: one of our own uploads (`/api/images/{id}`) or an http(s) URL. */
export const imageRef = text({ error: m.imageRequired })
  .min(1, m.imageRequired)
  .max(2048)
  .refine((v) => OWN_IMAGE_PATH.test(v) || /^https?:\/\/\S+$/.test(v), m.imageRequired);

export const emailSchema = requiredText(m.emailRequired).pipe(
  mailAddress(m.emailInvalid).regex(EMAIL_PATTERN, m.emailInvalid),
);

/** Sign-up form (the image is a File in the form; the server never sees this schema's image). */
export const signUpSchema = z.object({
  fullName: requiredText(m.fullNameRequired).pipe(z.string().min(3, m.fullNameMin).max(100)),
  email: emailSchema,
  password: z.preprocess(
    blankToUndefined,
    z.string({ error: m.passwordRequired }).min(8, m.passwordMin).max(128),
  ),
  confirmPassword: z.preprocess(blankToUndefined, z.string({ error: m.confirmPasswordRequired })),
  phone: digits(m.phoneRequired, m.phoneNumeric),
  image: z.custom<Blob>((v) => typeof Blob !== 'undefined' && v instanceof Blob, m.imageRequired),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.preprocess(blankToUndefined, z.string({ error: m.passwordRequired })),
});

/** `POST /account/password-reset` body; lowercased: accounts are matched case-blind. */
export const passwordResetSchema = z.object({
  email: requiredText(m.emailRequired)
    .pipe(mailAddress(m.emailInvalid))
    .transform((email) => email.toLowerCase()),
});

/** The reset page's form: a new password, typed twice. */
export const newPasswordSchema = z
  .object({
    password: z.preprocess(
      blankToUndefined,
      z.string({ error: m.passwordRequired }).min(8, m.passwordMin).max(128),
    ),
    confirmPassword: z.preprocess(blankToUndefined, z.string({ error: m.confirmPasswordRequired })),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: m.passwordsDiffer,
  });

/** `POST /login` body. */
export const loginSchema = z.object({
  email: requiredText(m.emailRequired).pipe(mailAddress(m.emailInvalid)),
});

/**
 * The quantity rule of the purchase page: required, at least the product's minimum order and at most
 * its stock (the variant's, for a product with several), each with the spec's message (trailing space
 * included).
 */
export function quantitySchema(stock: Stock) {
  return wholeNumber(m.quantityRequired, m.quantityMax(stock.availableQuantity)).pipe(
    z
      .number()
      .min(stock.minimumOrder, m.quantityMin(stock.minimumOrder))
      .max(stock.availableQuantity, m.quantityMax(stock.availableQuantity)),
  );
}

/**
 * A line of the address: one printable line (it goes onto labels, slips, CSVs and email subjects), at
 * most `max` characters (200, the longest a label prints).
 */
const addressText = (required?: string, max = 200) =>
  (required ? requiredText(required) : optionalText(max)).pipe(z.string().max(max, m.tooLong(max)));

export const shippingSchema = z.object({
  fullName: addressText(m.recipientRequired),
  addressLine1: addressText(m.streetRequired),
  addressLine2: addressText(),
  company: addressText(undefined, 120),
  city: addressText(m.cityRequired, 120),
  postalCode: digits(m.postalCodeRequired, m.postalCodeNumeric),
  country: z.enum(COUNTRIES, { error: m.countryInvalid }),
  phone: digits(m.phoneRequired, m.phoneNumeric),
  /** India's state or territory: a GST shop asks it, since it decides the tax (docs/tax.md). */
  region: addressText(undefined, 60).default(''),
});
export type ShippingInput = z.input<typeof shippingSchema>;

type ShippingField = keyof typeof shippingSchema.shape;

/** Just the shipping fields of anything that carries them (a form, a request, an order's row). */
export function shippingOf<T extends Record<ShippingField, unknown>>(source: T): Pick<T, ShippingField> {
  const { fullName, addressLine1, addressLine2, company, city, postalCode, country, phone, region } = source;
  return { fullName, addressLine1, addressLine2, company, city, postalCode, country, phone, region };
}

/** The most distinct products one order (or cart) may hold. */
export const MAX_ORDER_LINES = 50;

/**
 * The most products one `GET /product?ids=` names: a browser's cart has no limit until sign-in, so the
 * storefront asks in batches of this many.
 */
export const MAX_PRODUCT_IDS = 100;

/** Before the product is known the cap is the largest stock there can be, in the product's words. */
const orderQuantity = wholeNumber(m.quantityRequired, m.quantityMax(MAX_COUNT));
const productIdField = requiredText(m.productIdRequired).pipe(z.string().max(64));
/** A variant of the line's product; left out only for a product with one variant. */
const variantIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, m.productIdRequired)
  .optional();

/** Each variant at most once in `lines`: a second line of it is named, not merged. */
function noDuplicateLines(
  o: { lines?: { productId: string; variantId?: string | undefined }[] },
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  o.lines?.forEach((line, i) => {
    const key = `${line.productId}/${line.variantId ?? ''}`;
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', path: ['lines', i, 'productId'], message: m.duplicateLine });
    }
    seen.add(key);
  });
}

export const orderLineSchema = z.object({
  productId: productIdField,
  variantId: variantIdField,
  quantity: orderQuantity,
});

/**
 * `POST /order` body: the shipping fields and either the purchase page's one `productId` and
 * `quantity`, or a cart's `lines`. The original client also sends email, name, price, totalPrice
 * and `padi`; the server accepts and ignores them (it takes them from the caller and the products).
 * The answer is one shape: the shipping fields and `lines`.
 */
export const orderCreateSchema = shippingSchema
  .extend({
    productId: productIdField.optional(),
    variantId: variantIdField,
    quantity: orderQuantity.optional(),
    lines: z
      .array(orderLineSchema)
      .min(1, m.orderNeedsLines)
      .max(MAX_ORDER_LINES, m.tooManyLines(MAX_ORDER_LINES))
      .optional(),
    email: z.unknown().optional(),
    name: z.unknown().optional(),
    price: z.unknown().optional(),
    totalPrice: z.unknown().optional(),
    padi: z.unknown().optional(),
    paid: z.unknown().optional(),
    paymentMethod: z
      .enum(PAYMENT_METHODS, { error: m.paymentMethodInvalid })
      .default('card')
      .describe(
        'card (the default): pay before shipping; cod: cash on delivery; account: on the signed-in customer’s credit',
      ),
    ...buyerBusinessFields,
  })
  // Each check runs even when other fields failed (not when the body is no object at all), so
  // one answer lists every problem.
  .refine((o) => o.lines !== undefined || o.productId !== undefined, {
    path: ['productId'],
    message: m.productIdRequired,
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
  .refine((o) => o.lines !== undefined || o.quantity !== undefined, {
    path: ['quantity'],
    message: m.quantityRequired,
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
  .refine((o) => o.lines === undefined || (o.productId === undefined && o.quantity === undefined), {
    path: ['lines'],
    message: m.linesOrProduct,
  })
  .superRefine(noDuplicateLines)
  .transform((o) => ({
    shipping: shippingOf(o),
    lines: o.lines ?? [{ productId: o.productId!, variantId: o.variantId, quantity: o.quantity! }],
    /** Sent as the purchase page's one product: refusals name `productId` and `quantity`. */
    singleProduct: o.lines === undefined,
    paymentMethod: o.paymentMethod,
    buyer: { businessName: o.buyerBusinessName ?? null, taxId: o.buyerTaxId ?? null },
  }));

/** `PUT /order/{id}` body: the payment intent id the server verifies before marking paid. */
export const orderPaySchema = z.object({
  tnxId: requiredText(m.tnxIdRequired).pipe(z.string().max(255)),
});

/**
 * `PUT /allOrder/{id}` body (optional: the spec's one-click Panding → Shipped sends none, or JSON
 * `null`): who carries the parcel and its tracking number, both optional.
 */
export const trackingSchema = z.object({ carrier: optionalText(100), trackingNumber: optionalText(100) });
export const shipOrderSchema = trackingSchema.nullish();
export type ShipOrderInput = z.input<typeof shipOrderSchema>;

/** Units of some of an order's products, for a refund or a return: each product once. */
const unitLines = z
  .array(
    z.object({
      productId: productIdField,
      variantId: variantIdField,
      quantity: wholeNumber(m.quantityRequired).pipe(z.number().min(1, m.quantityRequired)),
    }),
  )
  .min(1, m.orderNeedsLines)
  .max(MAX_ORDER_LINES, m.tooManyLines(MAX_ORDER_LINES));

/** The largest refund reason kept: a sentence or two for the books and the customer. */
const REFUND_REASON_MAX = 500;

/**
 * `POST /order/{id}/refund` body: with neither `lines` nor `amount`, everything not yet refunded;
 * with `lines`, those quantities at the prices paid; with `amount` (dollars), that sum of money;
 * never both. An `amount` sent must be a sum: `null` (what JSON makes of NaN) is refused, never read
 * as everything. `restock` puts the refunded lines' units back on sale. The server checks them
 * against the order; the refund dialog checks with this same schema.
 */
export const refundSchema = z
  .object({
    lines: unitLines.optional(),
    amount: requiredNumber(m.refundAmountMissing)
      .pipe(
        z
          .number()
          .max(1_000_000, m.refundAmountPositive)
          .refine((amount) => toCents(amount) >= 1, m.refundAmountPositive)
          .refine(isWholeMinorUnits, m.moneyDecimals),
      )
      .optional(),
    restock: z.boolean().default(false),
    shipping: z
      .boolean()
      .optional()
      .describe(
        'Whether the delivery charge is given back too: by default yes for a refund of everything left, no for lines',
      ),
    reason: requiredText(m.refundReasonRequired, 'lines').pipe(
      z.string().max(REFUND_REASON_MAX, m.tooLong(REFUND_REASON_MAX)),
    ),
  })
  .refine((o) => o.lines === undefined || o.amount === undefined, {
    path: ['amount'],
    message: m.refundAmountOrLines,
  })
  .refine((o) => o.amount === undefined || o.shipping === undefined, {
    path: ['shipping'],
    message: m.refundAmountOrShipping,
  })
  .superRefine(noDuplicateLines);
export type RefundInput = z.input<typeof refundSchema>;
export type RefundRequest = z.output<typeof refundSchema>;

/** `POST /order/{id}/return` body: which units the customer wants to send back, and why. */
export const returnRequestSchema = z
  .object({
    lines: unitLines,
    reason: requiredText(m.returnReasonRequired, 'lines').pipe(
      z.string().max(REFUND_REASON_MAX, m.tooLong(REFUND_REASON_MAX)),
    ),
  })
  .superRefine(noDuplicateLines);
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;

/** `PUT /order/{id}/return` body: staff decline a return, telling the customer why. */
export const returnDecisionSchema = z.object({
  decision: z.literal('decline'),
  note: requiredText(m.returnNoteRequired, 'lines').pipe(
    z.string().max(REFUND_REASON_MAX, m.tooLong(REFUND_REASON_MAX)),
  ),
});

/** `Idempotency-Key`: the same key sent again is the same write (a refund, a receipt), made once. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,200}$/);

/** The headers of a write made once per `Idempotency-Key`; `oneKeyPer` says what one key stands for. */
export const idempotencyHeaders = (oneKeyPer: string) =>
  z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional().describe(`One key per ${oneKeyPer}`) });

/** The longest brand name a product takes. */
export const BRAND_MAX = 60;
/** A price in dollars, as staff type it. */
const priceField = requiredNumber(m.priceRequired).pipe(
  z
    .number()
    .max(1_000_000, m.pricePositive)
    // Money is kept in whole minor units: a price that rounds to nothing is no price.
    .refine((price) => toCents(price) >= 1, m.pricePositive)
    .refine(isWholeMinorUnits, m.moneyDecimals),
);

/** A product's category and brand, as a product form and the API's product writes take them. */
const categoryAndBrand = {
  categoryId: z
    .preprocess(
      (v) => (v === '' ? null : v),
      z
        .string({ error: catalogueErrors.unknownCategory })
        .regex(/^[A-Za-z0-9_-]{1,64}$/, catalogueErrors.unknownCategory)
        .nullable(),
    )
    .optional()
    .describe('Its category, or null for none'),
  brand: optionalText(BRAND_MAX).optional().describe("Its maker, '' for none"),
};
/**
 * A tax rate in percent as a product or a category takes it; null for none of its own. Which rates a
 * shop takes is its regime's list (./tax/regimes.ts), which the server holds it to.
 */
export const taxRateField = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .number({ error: taxMessages.rateNumber })
    .min(0, taxMessages.rateNumber)
    .max(100, taxMessages.rateNumber)
    .nullable(),
);

/**
 * A product's tax (docs/tax.md): its rate, its HSN code and the unit it is sold in. Which rates and
 * codes a shop takes is its regime's, which the server holds them to (../server/tax/productTaxFields.ts).
 */
const productTaxFields = {
  taxRate: taxRateField
    .optional()
    .describe('Its tax rate in percent; null takes its category’s, else the shop’s default'),
  hsnCode: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.replace(/[\s.]/g, '') || null : v),
      z
        .string()
        .regex(/^\d{4,8}$/, taxMessages.tariffCodeShape)
        .nullable(),
    )
    .optional()
    .describe('Its HSN code: 4, 6 or 8 digits under GST'),
  unit: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,8}$/, taxMessages.unitShape)
    .optional()
    .describe('The unit it is sold in, as invoices print it, e.g. pcs or NOS'),
};

/** Add-a-product form and `POST /` body (the form supplies `img` after uploading the file). */
export const productFieldsSchema = z.object({
  name: requiredText(m.productNameRequired).pipe(z.string().min(3, m.productNameMin).max(120)),
  description: requiredText(m.productDescriptionRequired, 'lines').pipe(z.string().max(4000)),
  minimumOrder: wholeNumber(m.minimumOrderRequired),
  availableQuentity: wholeNumber(m.availableQuantityRequired),
  price: priceField,
  ...categoryAndBrand,
  ...productTaxFields,
});
/** The most options a product may have (e.g. Voltage, Size, Colour). */
export const MAX_PRODUCT_OPTIONS = 3;

/** A product's option: its name and the values its variants take. */
export const productOptionSchema = z.object({
  name: requiredText(m.optionNameRequired).pipe(z.string().max(40, m.tooLong(40))),
  values: z
    .array(requiredText(m.optionValueRequired).pipe(z.string().max(60, m.tooLong(60))), {
      error: m.optionValuesRequired,
    })
    .min(1, m.optionValuesRequired)
    .max(100, m.tooLong(100)),
});

const optionsField = z
  .array(productOptionSchema)
  .max(MAX_PRODUCT_OPTIONS, m.tooManyOptions(MAX_PRODUCT_OPTIONS))
  .superRefine((options, ctx) => {
    const names = new Set<string>();
    options.forEach((option, i) => {
      const name = option.name.toLowerCase();
      if (names.has(name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: m.optionNameTaken });
      names.add(name);
      const values = new Set<string>();
      option.values.forEach((value, j) => {
        if (values.has(value))
          ctx.addIssue({ code: 'custom', path: [i, 'values', j], message: m.optionValueTaken });
        values.add(value);
      });
    });
  });

/** An optional code: blank or null is none, otherwise printable characters without spaces. */
const codeField = (invalid: string) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : (blankToUndefined(v) ?? null)),
    z.union([z.null(), text().regex(/^[\x21-\x7e]{1,64}$/, invalid)]).optional(),
  );

/** A count that may be cleared (null), e.g. a weight or a threshold. */
const nullableWhole = (invalid: string) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : (blankToUndefined(v) ?? null)),
    z
      .union([
        z.null(),
        requiredNumber(invalid).pipe(z.number().int(invalid).min(0, invalid).max(1_000_000, invalid)),
      ])
      .optional(),
  );

/**
 * One variant of a product as staff send it: with `_id` an existing one (fields left out stay as
 * they are), without one a new one (price and stock required). `options` gives its value of each of
 * the product's options; a barcode of 8, 12, 13 or 14 digits must have a right check digit.
 */
export const variantInputSchema = z.object({
  _id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, m.unknownVariant)
    .optional(),
  options: z.record(z.string(), text().max(60, m.tooLong(60))).default({}),
  sku: codeField(m.skuInvalid),
  barcode: codeField(m.barcodeInvalid).refine(
    (code) => code === undefined || code === null || barcodeCheckDigitOk(code),
    m.barcodeCheckDigit,
  ),
  price: priceField.optional(),
  availableQuantity: wholeNumber(m.availableQuantityRequired).optional(),
  weightGrams: nullableWhole(m.weightInvalid),
  lowStockThreshold: nullableWhole(m.wholeNumber),
  reorderQuantity: nullableWhole(m.wholeNumber),
  supplierId: z.preprocess(
    (v) => (v === undefined ? undefined : (blankToUndefined(v) ?? null)),
    z.union([z.null(), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)]).optional(),
  ),
  costPrice: z.preprocess(
    (v) => (v === undefined ? undefined : (blankToUndefined(v) ?? null)),
    z
      .union([
        z.null(),
        requiredNumber(m.costInvalid).pipe(
          z
            .number()
            .min(0, m.costInvalid)
            .max(1_000_000, m.costInvalid)
            .refine(isWholeMinorUnits, m.moneyDecimals),
        ),
      ])
      .optional(),
  ),
  ...categoryAndBrand,
});
export type VariantInput = z.output<typeof variantInputSchema>;

/** A variant's codes and weight: the product form asks them of a tool sold as one item too. */
export const variantCodesSchema = variantInputSchema.pick({ sku: true, barcode: true, weightGrams: true });

/**
 * The rules between a product's options and its variants: each variant takes one value of each
 * option and no two the same ones; without options, one variant; SKUs (whatever their case) and
 * barcodes once each; a new variant has a price and a stock. `options` is the product's options as
 * they will be (sent, or already the product's).
 */
export function variantIssues(
  options: readonly { name: string; values: readonly string[] }[],
  variants: readonly VariantInput[],
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const issue = (path: (string | number)[], message: string) =>
    issues.push({ path: ['variants', ...path], message });
  if (options.length === 0 && variants.length !== 1) issue([], m.oneVariantWithoutOptions);
  const combinations = new Set<string>();
  const skus = new Set<string>();
  const barcodes = new Set<string>();
  variants.forEach((variant, i) => {
    const given = Object.keys(variant.options);
    const fits =
      given.length === options.length &&
      options.every((option) => option.values.includes(variant.options[option.name] ?? '\u0000'));
    if (!fits) issue([i, 'options'], m.variantOptionsMismatch);
    const combination = JSON.stringify(options.map((option) => variant.options[option.name]));
    if (fits && combinations.has(combination)) issue([i, 'options'], m.variantRepeated);
    combinations.add(combination);
    if (variant.sku) {
      if (skus.has(variant.sku.toLowerCase())) issue([i, 'sku'], m.skuTaken);
      skus.add(variant.sku.toLowerCase());
    }
    if (variant.barcode) {
      if (barcodes.has(variant.barcode)) issue([i, 'barcode'], m.barcodeTaken);
      barcodes.add(variant.barcode);
    }
    if (variant._id === undefined && variant.price === undefined) issue([i, 'price'], m.variantNeedsPrice);
    if (variant._id === undefined && variant.availableQuantity === undefined)
      issue([i, 'availableQuantity'], m.variantNeedsStock);
  });
  return issues;
}

const checkVariants = (
  options: readonly { name: string; values: readonly string[] }[],
  variants: readonly VariantInput[],
  ctx: z.RefinementCtx,
) => {
  for (const { path, message } of variantIssues(options, variants))
    ctx.addIssue({ code: 'custom', path, message });
};

const variantsField = z.array(variantInputSchema).min(1, m.variantsRequired).max(100, m.tooLong(100));

/**
 * `POST /` body: the form's fields and, for a product with options, `options` and `variants` (then
 * the product's `price` and `availableQuentity` are left out: they summarise its variants).
 */
export const productCreateSchema = productFieldsSchema
  .extend({
    img: imageRef,
    price: productFieldsSchema.shape.price.optional(),
    availableQuentity: productFieldsSchema.shape.availableQuentity.optional(),
    options: optionsField.optional(),
    variants: variantsField.optional(),
  })
  .superRefine((fields, ctx) => {
    const options = fields.options ?? [];
    if (fields.variants) {
      checkVariants(options, fields.variants, ctx);
      return;
    }
    if (options.length > 0) ctx.addIssue({ code: 'custom', path: ['variants'], message: m.variantsRequired });
    if (fields.price === undefined)
      ctx.addIssue({ code: 'custom', path: ['price'], message: m.priceRequired });
    if (fields.availableQuentity === undefined)
      ctx.addIssue({ code: 'custom', path: ['availableQuentity'], message: m.availableQuantityRequired });
  });
export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;

/**
 * `PATCH /{id}` body: any of the product's fields, each under `POST /`'s own rule, and why the stock
 * changed when `availableQuentity` (or a variant's `availableQuantity`) does (its ledger movement's
 * note). `variants` is the whole list: one left out is archived. `options` comes with its `variants`.
 */
export const productPatchSchema = productFieldsSchema
  .extend({
    img: imageRef,
    options: optionsField,
    variants: variantsField,
  })
  .partial()
  .extend({ stockNote: optionalText(500).optional() })
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), m.nothingToChange)
  .superRefine((fields, ctx) => {
    if (fields.options && !fields.variants)
      ctx.addIssue({ code: 'custom', path: ['variants'], message: m.variantsRequired });
    if (fields.options && fields.variants) checkVariants(fields.options, fields.variants, ctx);
  });
export type ProductPatchInput = z.input<typeof productPatchSchema>;
export type ProductPatch = z.output<typeof productPatchSchema>;

/** Add-review form and `POST /review` body (the server fills in who and when). */
export const reviewSchema = z.object({
  review: requiredText(m.reviewRequired, 'lines').pipe(z.string().max(2000)),
  rating: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: m.ratingRequired })
      .int(m.ratingRequired)
      .min(1, m.ratingRequired)
      .max(5, m.ratingRequired),
  ),
  email: z.unknown().optional(),
  /** A review of one product: accepted only from a customer who bought it. */
  productId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, m.productIdRequired)
    .optional(),
  /**
   * The spec's client sends the identity's display name, which may be null. It is accepted and
   * ignored: the server names the author itself.
   */
  name: optionalText(100),
  date: z.unknown().optional(),
  img: z.unknown().optional(),
});

const optionalUrl = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  text()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), m.urlInvalid),
);

/** Edit-profile form (email shown read-only). */
export const profileSchema = z.object({
  name: requiredText(m.fullNameRequired).pipe(z.string().max(100)),
  phone: z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .max(20, m.phoneNumeric)
      .regex(/^(\+?\d+)?$/, m.phoneNumeric),
  ),
  location: optionalText(200),
  fbLink: optionalUrl,
  education: optionalText(1000, 'lines'),
});
export type ProfileInput = z.input<typeof profileSchema>;

/**
 * `PUT /user` body: a profile edit, or the record created after sign-up / first Google sign-in
 * (then with `image` and `role: 'user'`). The server ignores `role` and forces `email` to the caller.
 */
export const userPutSchema = profileSchema
  .partial({ phone: true, location: true, fbLink: true, education: true })
  .extend({
    email: emailSchema,
    /** The saved delivery address, edited on the profile page. */
    address: shippingSchema.optional(),
    image: z.preprocess((v) => (v === '' || v === null ? undefined : v), imageRef.optional()),
    role: z.enum(ROLES).optional(),
  });

/** `PUT /cart/items/{productId}` body: a whole number of at least 1. */
export const cartQuantitySchema = z.object({
  quantity: wholeNumber(m.quantityRequired, m.quantityMax(MAX_COUNT)).pipe(
    z.number().min(1, m.quantityMin(1)),
  ),
  variantId: variantIdField,
});

/** `DELETE /cart/items/:productId?variantId=`: which variant's line (left out: the product's lines). */
export const cartItemQuery = z.strictObject({ variantId: variantIdField });

/** `/cart/items/:productId`: a product id we issued (anything else names nothing: 404). */
export const cartItemParams = z.strictObject({ productId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** Sandbox card form and `POST /payments/sandbox/confirm` body. */
export const sandboxCardSchema = z.object({
  intentId: requiredText(m.intentIdRequired).pipe(z.string().max(255)),
  clientSecret: requiredText(m.clientSecretRequired).pipe(z.string().max(255)),
  number: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v),
      z.string({ error: cardMessages.numberIncomplete }).regex(/^\d{12,19}$/, cardMessages.numberIncomplete),
    )
    // As typed: the digits may come grouped by spaces or dashes.
    .meta({ pattern: '^[\\d\\s-]+$' }),
  expiry: z
    .string({ error: cardMessages.expiryIncomplete })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, cardMessages.expiryIncomplete),
  cvc: z
    .string({ error: cardMessages.cvcIncomplete })
    .trim()
    .regex(/^\d{3,4}$/, cardMessages.cvcIncomplete),
});

export const paymentIntentSchema = z.object({
  orderId: requiredText(m.orderIdRequired).pipe(z.string().max(64)),
});

/** Ids are our own random base64url strings: anything else cannot name a record. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A path's `:id`: an id we issued (anything else is answered 404, as an unknown id). */
export const idParams = z.strictObject({
  id: z.string().regex(ID_PATTERN).describe('An id the API issued (`_id`)'),
});

/** `/user/admin/:email`: the account's email, lower-cased (one no account can have is 404). */
export const emailParams = z.strictObject({
  email: emailSchema.transform((email) => email.toLowerCase()).describe("The account's email (URL-encoded)"),
});

/** Turns a zod error into the API's 400 body: the first message leads, all are listed. */
export function toIssues(error: z.ZodError): {
  message: string;
  issues: { path: string; message: string }[];
} {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return { message: issues[0]?.message ?? apiErrors.invalidRequest, issues };
}
