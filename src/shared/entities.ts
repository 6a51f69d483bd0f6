/**
 * The shapes the API serves, as types: each is the output of its schema in responseSchemas.ts, so a
 * field exists once. The spec's fields keep its names (`availableQuentity`, `_id`), the variants' and
 * the cart's added since spell it `availableQuantity`; money is dollars.
 */
import type { z } from 'zod';
import type {
  apiErrorSchema,
  cartOutSchema,
  deleteResultSchema,
  imageUploadResponseSchema,
  loginResponseSchema,
  orderDetailOutSchema,
  notificationsSchema,
  orderOutSchema,
  paymentIntentOutSchema,
  productOutSchema,
  variantOutSchema,
  productPageSchema,
  publicConfigSchema,
  reviewOutSchema,
  salesFiguresSchema,
  sandboxConfirmResultSchema,
  shippingOutSchema,
  shopStatsSchema,
  userOutSchema,
} from './responseSchemas';

export const COUNTRIES = ['Bangladesh', 'India'] as const;
export type Country = (typeof COUNTRIES)[number];

// Named here with the other entities; its own module keeps responseSchemas from importing this one.
export { ORDER_CHANNELS, ORDER_STATES, type OrderChannel, type OrderState } from './orderStates';

export type Product = z.output<typeof productOutSchema>;
export type Variant = z.output<typeof variantOutSchema>;
export type ProductPage = z.output<typeof productPageSchema>;
export type Shipping = z.output<typeof shippingOutSchema>;
export type Order = z.output<typeof orderOutSchema>;
export type OrderLine = Order['lines'][number];
/** The address an order ships to, kept on the user for the next checkout. */
export type SavedAddress = Shipping;
export type Cart = z.output<typeof cartOutSchema>;
export type CartItem = Cart['items'][number];
/** `GET /order/{id}`: the order with its shipping address, history and hold. */
export type OrderDetail = z.output<typeof orderDetailOutSchema>;
export type TimelineEntry = OrderDetail['timeline'][number];
export type OrderEmail = OrderDetail['emails'][number];
export type Notifications = z.output<typeof notificationsSchema>;
export type Notification = Notifications['items'][number];
export type Refund = Order['refunds'][number];
export type ReturnRequest = NonNullable<Order['returnRequest']>;
export type Review = z.output<typeof reviewOutSchema>;
export type User = z.output<typeof userOutSchema>;
export type LoginResponse = z.output<typeof loginResponseSchema>;
export type DeleteResult = z.output<typeof deleteResultSchema>;
export type ImageUploadResponse = z.output<typeof imageUploadResponseSchema>;
export type PublicConfig = z.output<typeof publicConfigSchema>;
export type PaymentDriverName = PublicConfig['payments']['driver'];
export type PaymentIntent = z.output<typeof paymentIntentOutSchema>;
export type SandboxConfirmResult = z.output<typeof sandboxConfirmResultSchema>;
export type ShopStats = z.output<typeof shopStatsSchema>;
export type SalesFigures = z.output<typeof salesFiguresSchema>;
export type ShortOfMinimumProduct = ShopStats['shortOfMinimum'][number];

/** Every error answer: `{ message, issues? }`, and on a stale `PATCH /{id}` the product as it is. */
export type ApiErrorBody = z.output<typeof apiErrorSchema> & { product?: Product };

/** A list asked for with `page`: one page of the matches and how many match. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type OrderEventType =
  | 'created'
  | 'paid'
  | 'shipped'
  | 'cancelled'
  | 'expired'
  | 'refunded'
  | 'returnRequested'
  | 'returnDeclined'
  | 'codConfirmed'
  | 'codCollected';
export type ProductEventType = 'created' | 'updated' | 'deleted';

/** A variant that has just fallen below its low-stock threshold: staff are told once. */
export interface LowStockAlert {
  productId: string;
  variantId: string;
  name: string;
  stock: number;
  threshold: number;
}

/** What `GET /events` pushes: the SSE event name is `kind`, its data the rest. */
export type ShopEvent =
  | { kind: 'order'; type: OrderEventType; order: Order }
  | { kind: 'product'; type: ProductEventType; product: Product }
  | { kind: 'stock'; type: 'low'; stock: LowStockAlert };
