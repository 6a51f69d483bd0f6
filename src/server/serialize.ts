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
import { taxTotalCents } from '../shared/tax/lineTax';
import { rateOfBasisPoints } from '../shared/tax/regimes';
import type {
  OrderEventRow,
  OrderRow,
  ProductRow,
  ReviewRow,
  StoredLine,
  StoredRefund,
  StoredUnits,
  UserRow,
  VariantRow,
} from './db/schema';
import { codOwedCents } from './orders/paidMoney';
import { returnableUntil } from './orders/returnRules';
import { orderTaxLines, placeOfSupplyOf, taxLineOut } from './tax/orderTax';

export const variantOut = (v: VariantRow): Variant => ({
  _id: v.id,
  title: v.title,
  options: v.options,
  sku: v.sku,
  barcode: v.barcode,
  price: toDollars(v.priceCents),
  availableQuantity: v.availableQuantity,
  weightGrams: v.weightGrams,
});

/** A product with its live variants, in their order. */
export const productOut = (p: ProductRow, variants: VariantRow[]): Product => ({
  _id: p.id,
  name: p.name,
  description: p.description,
  img: p.img,
  minimumOrder: p.minimumOrder,
  // The spec's spelling, on the wire only.
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
  taxRate: p.taxRateBp === null ? null : rateOfBasisPoints(p.taxRateBp),
  hsnCode: p.hsnCode,
  unit: p.unit,
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
  currency: o.currency,
  lines: o.lines.map(orderLineOut),
  // A refunded order was paid (and perhaps shipped) before its money went back; a COD order is paid
  // once its cash is collected.
  paid:
    o.paymentMethod === 'cod'
      ? o.codCollection !== null
      : o.state === 'paid' || o.state === 'shipped' || o.state === 'collected' || o.state === 'refunded',
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
  shippingTotal: toDollars(o.shippingCents),
  shippingZone: o.shippingZone,
  paymentMethod: o.paymentMethod,
  cod: o.paymentMethod === 'cod' ? codOut(o) : null,
  ...orderTaxOut(o),
  buyerBusinessName: o.buyerBusinessName,
  buyerTaxId: o.buyerTaxId,
  invoiceNumber: o.invoiceNumber,
  creditNoteNumbers: o.creditNoteNumbers,
  ...shippingOf(o),
});

/** The order's tax, worked out from its lines' rates and how it splits. */
function orderTaxOut(o: OrderRow): Pick<Order, 'taxTotal' | 'taxLines' | 'placeOfSupply'> {
  const lines = orderTaxLines(o);
  return {
    taxTotal: toDollars(taxTotalCents(lines)),
    taxLines: lines.map(taxLineOut),
    placeOfSupply: placeOfSupplyOf(o.placeOfSupply),
  };
}

const codOut = (o: OrderRow): NonNullable<Order['cod']> => ({
  confirmedAt: o.codConfirmedAt?.toISOString() ?? null,
  collected: o.codCollection
    ? {
        at: o.codCollection.at,
        amount: toDollars(o.codCollection.amountCents),
        reference: o.codCollection.reference,
        partial: o.codCollection.partial,
        note: o.codCollection.note,
        rounding: toDollars(o.codCollection.roundingCents ?? 0),
        later: (o.codCollection.later ?? []).map((part) => ({
          at: part.at,
          amount: toDollars(part.amountCents),
          reference: part.reference,
          note: part.note,
        })),
      }
    : null,
  owed: toDollars(codOwedCents(o)),
});

const refundOut = (r: StoredRefund): Refund => ({
  at: r.at,
  amount: toDollars(r.amountCents),
  lines: r.lines.map(unitsOut),
  restocked: r.restock && r.status === 'done',
  reason: r.reason,
  pending: r.status === 'pending',
  extraPayment: r.extraPaymentIntent !== undefined,
  shipping: toDollars(r.shippingCents ?? 0),
  creditNoteNumber: r.creditNoteNumber ?? null,
});

/**
 * An order as its customer is answered: the courier's payout reference is how staff match the
 * courier's payments to parcels, not the customer's business, so it is left out.
 */
export function customerOrderOut<T extends Order>(order: T): T {
  const collected = order.cod?.collected;
  return order.cod && collected
    ? {
        ...order,
        cod: {
          ...order.cod,
          collected: {
            ...collected,
            reference: null,
            later: collected.later.map((part) => ({ ...part, reference: null })),
          },
        },
      }
    : order;
}

/** A row of the order's history; who made it only for staff. */
const timelineEntryOut = (row: OrderEventRow, staff: boolean): TimelineEntry => ({
  state: row.toState,
  at: row.at.toISOString(),
  event: row.event,
  by: staff ? row.actorEmail : null,
  note: row.note,
});

/**
 * `GET /order/{id}`: the order, its shipping address, the emails it caused, its history (oldest
 * first) and what it put on its customer's account, as `staff` or its customer see them.
 */
export function orderDetailOut(
  o: OrderRow,
  returnDays: number,
  emails: OrderEmail[],
  history: OrderEventRow[],
  staff: boolean,
  onAccount: OrderDetail['onAccount'],
): OrderDetail {
  const returnsEnd = returnableUntil(o, returnDays);
  const order = staff ? orderOut(o) : customerOrderOut(orderOut(o));
  return {
    ...order,
    shipping: shippingOf(o),
    timeline: history.map((row) => timelineEntryOut(row, staff)),
    holdUntil: o.state === 'unpaid' && o.holdUntil ? o.holdUntil.toISOString() : null,
    onAccount,
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
