/** The stock ledger's words and rules shared by the server and the staff's screens (docs/stock.md). */
import { localDate } from './tax/financialYear';

/** Why a variant's stock moved: every change of stock is one movement with one of these (docs/stock.md). */
export const STOCK_REASONS = [
  'initial',
  'import',
  'order',
  'order_cancelled',
  'order_expired',
  'refund_restock',
  'counter_sale',
  'counter_return',
  'received',
  'count',
  'damaged',
  'lost',
  'correction',
  'cod_undelivered',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** What staff record by hand: a count sets the stock, the others change it. */
export const ADJUSTMENT_KINDS = ['count', 'damaged', 'lost', 'correction'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** What a movement can point at. */
export const STOCK_REF_TYPES = ['order', 'purchase_order'] as const;
export type StockRefType = (typeof STOCK_REF_TYPES)[number];

export const PURCHASE_ORDER_STATES = ['draft', 'sent', 'partly_received', 'received', 'cancelled'] as const;
export type PurchaseOrderState = (typeof PURCHASE_ORDER_STATES)[number];

/** How staff and suppliers read a purchase order's number: `PO-1001`. */
export const purchaseOrderReference = (number: number): string => `PO-${number}`;

/** Low: below its threshold. Once low, a variant alerts again only after it has risen to it. */
export const isLowStock = (stock: number, threshold: number): boolean => stock < threshold;

/** What to order of a low variant: its reorder quantity, else enough for twice the threshold. */
export const suggestedQuantity = (stock: number, threshold: number, reorderQuantity: number | null): number =>
  reorderQuantity ?? Math.max(1, 2 * threshold - stock);

/** The stock ledger's CSV as saved, dated by the day it was made in `timeZone`: `stock-movements-2026-11-25.csv`. */
export const stockMovementsCsvFilename = (now: Date, timeZone: string): string =>
  `stock-movements-${localDate(now, timeZone)}.csv`;

/** How staff read a variant: its product's name, and its title when the product has options. */
export const variantName = (productName: string, variantTitle: string): string =>
  variantTitle ? `${productName} — ${variantTitle}` : productName;
