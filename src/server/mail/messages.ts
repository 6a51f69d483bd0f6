/**
 * What each email the shop sends tells, as the templates are given it: the facts are read when the
 * email is sent (from the order as it then stands; account links are made then), so the outbox
 * keeps only what cannot be read again later (which refund).
 */
import type { OrderDetail, Refund } from '../../shared/entities';
import type { Receipt } from '../../shared/counterSchemas';
import type { LowStockItem, PurchaseOrder } from '../../shared/stockSchemas';

/** Emails about one order, to its customer unless said otherwise. */
export const ORDER_EMAIL_KINDS = [
  'orderPlaced',
  'paymentReceived',
  'shipped',
  'cancelled',
  'expired',
  'refunded',
  'returnRequested',
  'returnDeclined',
  /** To every admin: a paid order waiting to ship. */
  'adminOrderPaid',
] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

/** Stock emails: a purchase order to its supplier; the low-stock digest to every admin. */
export const STOCK_EMAIL_KINDS = ['purchaseOrder', 'lowStockDigest'] as const;

/** A counter sale's receipt, to whoever the till was given (docs/counter.md). */
export const COUNTER_EMAIL_KINDS = ['counterReceipt'] as const;

/** A trade customer's account (docs/credit.md): an invoice's reminder, and a statement asked for. */
export const CREDIT_EMAIL_KINDS = ['accountReminder', 'accountStatement'] as const;
export type CreditEmailKind = (typeof CREDIT_EMAIL_KINDS)[number];

/** Account emails: their link is made by the identity service when the email is sent. */
export const ACCOUNT_EMAIL_KINDS = ['verifyEmail', 'passwordReset'] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

/** Every kind the outbox holds: its `kind` column is typed with this, so a misspelt kind does not compile. */
export const EMAIL_KINDS = [
  ...ORDER_EMAIL_KINDS,
  ...STOCK_EMAIL_KINDS,
  ...COUNTER_EMAIL_KINDS,
  ...ACCOUNT_EMAIL_KINDS,
  ...CREDIT_EMAIL_KINDS,
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export type EmailMessage =
  | {
      kind: Exclude<OrderEmailKind, 'refunded'>;
      order: OrderDetail;
      /** The shop's public address, e.g. https://shop.example (no trailing slash). */
      shopUrl: string;
      /** Where the email tells its times: the shop's own zone (`SHOP_TIMEZONE`), as its invoices do. */
      timeZone: string;
    }
  | { kind: 'refunded'; order: OrderDetail; refund: Refund; shopUrl: string; timeZone: string }
  | { kind: AccountEmailKind; link: string; shopUrl: string }
  | { kind: 'purchaseOrder'; purchaseOrder: PurchaseOrder; shopUrl: string }
  | { kind: 'lowStockDigest'; items: LowStockItem[]; shopUrl: string }
  | {
      kind: 'counterReceipt';
      receipt: Receipt;
      shopUrl: string;
      timeZone: string;
    }
  | {
      kind: 'accountReminder' | 'accountStatement';
      subject: string;
      heading: string;
      paragraphs: string[];
      /** Label and value, one a line (a statement's entries). */
      rows: [string, string][];
      shopUrl: string;
    };

export interface RenderedEmail {
  /** One line: never a line break, whatever the order's fields hold. */
  subject: string;
  html: string;
  text: string;
}
