/**
 * The stock ledger's calls, suppliers and purchase orders (docs/stock.md): what staff send and what
 * the API answers, written once for the forms and the server. Until products have variants, each
 * product is its own one variant, and its variant id is the product's id.
 */
import { z } from 'zod';
import { currencyField, isWholeMinorUnits } from './moneySchemas';
import { messages } from './strings/validation';
import { MAX_PAGE_SIZE } from './paging';
import { ADJUSTMENT_KINDS, PURCHASE_ORDER_STATES, STOCK_REASONS, STOCK_REF_TYPES } from './stockLedger';
import {
  ID_PATTERN,
  blankToUndefined,
  isMailAddress,
  optionalText,
  requiredNumber,
  requiredText,
  text,
  wholeNumber,
} from './schemas';
import { stockErrors as s } from './strings/stockMessages';
import { apiErrors } from './strings/apiMessages';

const idField = (message: string) => requiredText(message).pipe(z.string().regex(ID_PATTERN, message));
const variantId = idField(s.unknownVariant);
const NOTE_MAX = 500;
/** A note of a few lines: an adjustment's reason, a supplier's or a purchase order's. */
const note = optionalText(NOTE_MAX, 'lines').optional();

/** A day (`2026-11-25`) or a moment (ISO 8601) from a query string. */
const queryMoment = z
  .string()
  .trim()
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !isNaN(Date.parse(v)),
    s.badDate,
  );

/** `GET /stock/movements` and its CSV: filters, newest first; `cursor` continues a page. */
export const stockMovementQuerySchema = z.strictObject({
  productId: z.string().regex(ID_PATTERN, apiErrors.notFound).optional(),
  variantId: z.string().regex(ID_PATTERN, apiErrors.notFound).optional(),
  reason: z.enum(STOCK_REASONS, { error: s.badReason }).optional(),
  from: queryMoment.optional().describe('From this day (the shop’s, SHOP_TIMEZONE) or moment on'),
  to: queryMoment.optional().describe('Up to the end of this day (the shop’s) or this moment'),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, s.badCursor)
    .optional(),
  pageSize: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d{1,4}$/.test(v) ? Number(v) : v),
      z
        .number({ error: apiErrors.badPageSize })
        .int()
        .min(1, apiErrors.badPageSize)
        .max(MAX_PAGE_SIZE, apiErrors.badPageSize),
    )
    .optional(),
});
export type StockMovementQuery = z.output<typeof stockMovementQuerySchema>;
export const stockMovementExportQuerySchema = stockMovementQuerySchema.omit({ cursor: true, pageSize: true });
export type StockMovementExportQuery = z.input<typeof stockMovementExportQuerySchema>;

/**
 * `POST /stock/adjustments`: a `count` sets the stock to the units counted; `damaged` and `lost`
 * take units away; a `correction` adds or takes (negative) units and must say why.
 */
export const stockAdjustmentSchema = z
  .object({
    variantId,
    kind: z.enum(ADJUSTMENT_KINDS, { error: 'kind must be one of count, damaged, lost or correction' }),
    quantity: requiredNumber(s.unitsRequired).pipe(
      z.number().int(s.unitsRequired).min(-1_000_000).max(1_000_000),
    ),
    note,
  })
  .superRefine((o, ctx) => {
    const problem =
      o.kind === 'count'
        ? o.quantity < 0 && s.countNotNegative
        : o.kind === 'correction'
          ? o.quantity === 0 && s.correctionNotZero
          : o.quantity < 1 && s.unitsRequired;
    if (problem) ctx.addIssue({ code: 'custom', path: ['quantity'], message: problem });
    if (o.kind === 'correction' && !o.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: s.noteRequired });
    }
  });
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;

const nullableCount = (message: string, min: number) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z.union([
      z.null(),
      requiredNumber(message).pipe(z.number().int(message).min(min, message).max(1_000_000, message)),
    ]),
  );

/** `PATCH /stock/item/{variantId}`: when a variant is low, how many to reorder, from whom. */
export const stockSettingsSchema = z
  .object({
    lowStockThreshold: nullableCount(s.thresholdInvalid, 0).describe(
      'Null: the shop default (LOW_STOCK_DEFAULT)',
    ),
    reorderQuantity: nullableCount(s.reorderInvalid, 1).describe('Null: twice the threshold less the stock'),
    supplierId: z.preprocess((v) => (v === '' ? null : v), z.union([z.null(), idField(s.unknownSupplier)])),
  })
  .partial();
export type StockSettingsInput = z.input<typeof stockSettingsSchema>;

export const variantParams = z.strictObject({
  variantId: z.string().regex(ID_PATTERN).describe("A variant's id (a product's own, until variants)"),
});

/** `POST /supplier`; `PATCH /supplier/{id}` takes any of its fields. */
export const supplierSchema = z.object({
  name: requiredText(s.supplierNameRequired).pipe(z.string().max(120)),
  email: z
    .preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      text()
        .refine((v) => v === '' || isMailAddress(v), s.supplierEmailInvalid)
        .transform((v) => v.toLowerCase()),
    )
    .optional(),
  phone: optionalText(40).optional(),
  leadDays: z
    .preprocess(
      blankToUndefined,
      z.union([z.undefined(), wholeNumber(s.leadDays).pipe(z.number().max(365, s.leadDays))]),
    )
    .transform((v) => v ?? null)
    .optional(),
  note,
});
export const supplierPatchSchema = supplierSchema.partial();
export type SupplierInput = z.input<typeof supplierSchema>;

/** Each variant at most once in a purchase order's or a receipt's lines. */
function oneLinePerVariant(o: { lines: { variantId: string }[] }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  o.lines.forEach((line, i) => {
    if (seen.has(line.variantId))
      ctx.addIssue({ code: 'custom', path: ['lines', i, 'variantId'], message: s.duplicateLine });
    seen.add(line.variantId);
  });
}

const units = wholeNumber(s.unitsRequired).pipe(z.number().min(1, s.unitsRequired));
const MAX_PURCHASE_LINES = 200;

/** A purchase order's lines as staff write them: each tool once, how many, at what unit cost. */
const purchaseLines = z
  .array(
    z.object({
      variantId,
      quantity: units,
      unitCost: requiredNumber(s.unitCostInvalid).pipe(
        z
          .number()
          .min(0, s.unitCostInvalid)
          .max(1_000_000, s.unitCostInvalid)
          .refine(isWholeMinorUnits, messages.moneyDecimals),
      ),
    }),
  )
  .min(1, s.purchaseOrderNeedsLines)
  .max(MAX_PURCHASE_LINES, s.purchaseOrderNeedsLines);

/** `POST /purchase-order`: a draft to a supplier; unit costs in the shop's currency. */
export const purchaseOrderCreateSchema = z
  .object({ supplierId: idField(s.unknownSupplier), lines: purchaseLines, note })
  .superRefine(oneLinePerVariant);
export type PurchaseOrderInput = z.input<typeof purchaseOrderCreateSchema>;

/** `PATCH /purchase-order/{id}`: a draft's lines (all of them, as they are to stand) and its note. */
export const purchaseOrderEditSchema = z
  .object({ lines: purchaseLines, note })
  .superRefine(oneLinePerVariant);
export type PurchaseOrderEditInput = z.input<typeof purchaseOrderEditSchema>;

/** `POST /purchase-order/{id}/receive`: what arrived, in part or in full. */
export const purchaseOrderReceiptSchema = z
  .object({
    lines: z
      .array(z.object({ variantId, quantity: units }))
      .min(1, s.purchaseOrderNeedsLines)
      .max(MAX_PURCHASE_LINES, s.purchaseOrderNeedsLines),
  })
  .superRefine(oneLinePerVariant);
export type PurchaseOrderReceiptInput = z.input<typeof purchaseOrderReceiptSchema>;

export const purchaseOrderListQuerySchema = z.strictObject({
  state: z.enum(PURCHASE_ORDER_STATES, { error: s.badPurchaseOrderState }).optional(),
});

const moment = z.string().describe('ISO 8601 time');

export const stockMovementOutSchema = z.strictObject({
  _id: z.string(),
  at: moment,
  productId: z.string(),
  variantId: z.string(),
  productName: z.string(),
  delta: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  ref: z
    .strictObject({ type: z.enum(STOCK_REF_TYPES), id: z.string(), number: z.number().int() })
    .nullable()
    .describe('The order (`#number`) or purchase order (`PO-number`) that moved it'),
  actorUid: z.string().nullable().describe('Who moved it: null for the shop itself (expiry, the catalogue)'),
  actorEmail: z.string().nullable(),
  note: z.string(),
});
export type StockMovement = z.output<typeof stockMovementOutSchema>;
export const stockMovementPageSchema = z.strictObject({
  items: z.array(stockMovementOutSchema),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next, older page; null at the end'),
});
export type StockMovementPage = z.output<typeof stockMovementPageSchema>;

export const supplierOutSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  leadDays: z.number().int().nullable(),
  note: z.string(),
});
export type Supplier = z.output<typeof supplierOutSchema>;

/** Why a stock view's field may be missing: it is the admins', as `GET /supplier` is. */
const ADMINS_ONLY = 'Admins only: a cashier\u2019s answer leaves it out';

/** A variant's supplier as the stock views show it: to a cashier, its name and lead time only. */
const stockSupplierSchema = supplierOutSchema.extend({
  email: supplierOutSchema.shape.email.optional().describe(ADMINS_ONLY),
  phone: supplierOutSchema.shape.phone.optional().describe(ADMINS_ONLY),
  note: supplierOutSchema.shape.note.optional().describe(ADMINS_ONLY),
});

/**
 * A variant's stock and its reorder settings, as staff edit them. A cashier reads it too, without
 * the supplier's contact details, its note and the cost price.
 */
export const stockItemOutSchema = z.strictObject({
  productId: z.string(),
  variantId: z.string(),
  name: z.string(),
  variantTitle: z
    .string()
    .describe("Its option values, e.g. '18 V / 5 Ah'; empty for a product without options"),
  sku: z.string().nullable(),
  img: z.string(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int().nullable(),
  /** The threshold in force: its own, else the shop's default. */
  threshold: z.number().int(),
  reorderQuantity: z.number().int().nullable(),
  supplier: stockSupplierSchema.nullable(),
  costPrice: z
    .number()
    .nullable()
    .optional()
    .describe(`What one unit costs the shop, in its currency. ${ADMINS_ONLY}`),
  low: z.boolean(),
});
export type StockItem = z.output<typeof stockItemOutSchema>;

export const lowStockItemSchema = stockItemOutSchema.extend({
  suggestedQuantity: z.number().int(),
  lowSince: moment
    .nullable()
    .describe('When it fell below its threshold; null if it was low before the ledger began'),
});
export type LowStockItem = z.output<typeof lowStockItemSchema>;

export const stockAdjustedSchema = z.strictObject({
  movement: stockMovementOutSchema.nullable().describe('Null for a count that found the stock as it was'),
  item: stockItemOutSchema,
});

export const purchaseOrderOutSchema = z.strictObject({
  _id: z.string(),
  number: z.number().int(),
  reference: z.string(),
  state: z.enum(PURCHASE_ORDER_STATES),
  supplier: supplierOutSchema,
  currency: currencyField,
  lines: z.array(
    z.strictObject({
      productId: z.string(),
      variantId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      received: z.number().int(),
      unitCost: z
        .number()
        .nullable()
        .describe(
          "In the shop's currency; null on a draft from Low stock for a tool with no cost price and none received before: asked before it is sent",
        ),
    }),
  ),
  total: z.number().describe('What the priced lines come to'),
  note: z.string(),
  createdAt: moment,
  sentAt: moment.nullable(),
  receivedAt: moment.nullable(),
  cancelledAt: moment.nullable(),
});
export type PurchaseOrder = z.output<typeof purchaseOrderOutSchema>;
