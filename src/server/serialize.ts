/** Rows as the API serves them: `_id`, the product's field names, dollars. */
import type {
  Order,
  OrderDetail,
  OrderEmail,
  OrderLine,
  Product,
  Refund,
  Review,
  TimelineEntry,
  User,
  Variant,
} from '../shared/entities';
import { toDollars } from '../shared/money';
import { variantOf } from '../shared/orderUnits';
import { shippingOf } from '../shared/schemas';
import type {
  OrderRow,
  ProductRow,
  ReviewRow,
  StoredLine,
  StoredRefund,
  StoredUnits,
  UserRow,
  VariantRow,
} from './db/schema';
import { returnableUntil } from './orders/returnRules';

export const variantOut = (v: VariantRow): Variant => ({
  _id: v.id,
  title: v.title,
  options: v.options,
  sku: v.sku,
  barcode: v.barcode,
  price: toDollars(v.priceCents),
  availableQuentity: v.availableQuantity,
  weightGrams: v.weightGrams,
});

/** A product with its live variants, in their order. */
export const productOut = (p: ProductRow, variants: VariantRow[]): Product => ({
  _id: p.id,
  name: p.name,
  description: p.description,
  img: p.img,
  minimumOrder: p.minimumOrder,
  availableQuentity: p.availableQuantity,
  price: toDollars(p.priceCents),
  version: p.version,
  createdAt: p.createdAt.toISOString(),
  rating:
    p.ratingCount > 0
      ? { average: Math.round((p.ratingTotal / p.ratingCount) * 10) / 10, count: p.ratingCount }
      : null,
  categoryId: p.categoryId,
  brand: p.brand,
  options: p.options,
  variants: variants.map(variantOut),
});

const unitsOut = (line: StoredUnits) => ({
  productId: line.productId,
  variantId: variantOf(line),
  name: line.name,
  quantity: line.quantity,
});

export const orderLineOut = (line: StoredLine): OrderLine => ({
  productId: line.productId,
  variantId: variantOf(line),
  variantTitle: line.variantTitle ?? '',
  sku: line.sku ?? null,
  name: line.name,
  img: line.img,
  price: toDollars(line.priceCents),
  quantity: line.quantity,
  total: toDollars(line.priceCents * line.quantity),
});

export const orderOut = (o: OrderRow): Order => ({
  _id: o.id,
  number: o.number,
  productId: o.productId,
  email: o.email,
  name: o.productName,
  price: toDollars(o.priceCents),
  quantity: o.quantity,
  totalPrice: toDollars(o.totalCents),
  lines: o.lines.map(orderLineOut),
  // A refunded order was paid (and perhaps shipped) before its money went back.
  paid: o.state === 'paid' || o.state === 'shipped' || o.state === 'collected' || o.state === 'refunded',
  status: o.state === 'shipped' || (o.state === 'refunded' && o.shippedAt !== null),
  tnxId: o.tnxId,
  state: o.state,
  channel: o.channel,
  createdAt: o.createdAt.toISOString(),
  carrier: o.carrier,
  trackingNumber: o.trackingNumber,
  refundedTotal: toDollars(o.refundedCents),
  refunds: o.refunds.map(refundOut),
  returnRequest: o.returnRequest ? { ...o.returnRequest, lines: o.returnRequest.lines.map(unitsOut) } : null,
  ...shippingOf(o),
});

const refundOut = (r: StoredRefund): Refund => ({
  at: r.at,
  amount: toDollars(r.amountCents),
  lines: r.lines.map(unitsOut),
  restocked: r.restock && r.status === 'done',
  reason: r.reason,
  pending: r.status === 'pending',
  extraPayment: r.extraPaymentIntent !== undefined,
});

/** `GET /order/{id}`: the order, its shipping address and its history, oldest first. */
export function orderDetailOut(o: OrderRow, returnDays: number, emails: OrderEmail[]): OrderDetail {
  const returnsEnd = returnableUntil(o, returnDays);
  // A counter sale is collected when sold: it was never unpaid, nor paid apart from being handed over.
  const counter = o.channel === 'counter';
  const steps: [TimelineEntry['state'], Date | null][] = [
    [counter ? 'collected' : 'unpaid', o.createdAt],
    ['paid', counter ? null : o.paidAt],
    ['shipped', o.shippedAt],
    ['cancelled', o.cancelledAt],
    ['expired', o.expiredAt],
    ['refunded', o.refundedAt],
  ];
  const order = orderOut(o);
  return {
    ...order,
    shipping: shippingOf(o),
    timeline: steps
      .filter((step): step is [TimelineEntry['state'], Date] => step[1] !== null)
      .sort((a, b) => a[1].getTime() - b[1].getTime())
      .map(([state, at]) => ({ state, at: at.toISOString() })),
    holdUntil: o.state === 'unpaid' && o.holdUntil ? o.holdUntil.toISOString() : null,
    returnableUntil: returnsEnd?.toISOString() ?? null,
    emails,
  };
}

export const reviewOut = (r: ReviewRow): Review => ({
  _id: r.id,
  name: r.name,
  review: r.review,
  rating: r.rating,
  date: r.date,
  img: r.img,
  productId: r.productId,
  verified: r.productId !== null,
});

export const userOut = (u: UserRow): User => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  image: u.image,
  phone: u.phone,
  role: u.role,
  location: u.location,
  fbLink: u.fbLink,
  education: u.education,
  address: u.address ?? null,
});
