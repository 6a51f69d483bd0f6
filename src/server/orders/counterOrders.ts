/**
 * A counter sale's order (docs/counter.md): made by the orders' own module like every other order,
 * born `collected` (paid and handed over), on the `counter` channel, with no address to ship to, and
 * counted among the collected orders when the sale's transaction ends.
 */
import type { CounterPaidWay } from '../../shared/orderStates';
import type { BuyerBusiness } from '../../shared/tax/buyer';
import type { OrderTaxTerms } from '../tax/orderTax';
import { orders, type OrderRow, type StoredLine } from '../db/schema';
import { changeOrderCounts, type OrderTransaction } from './orderCounts';
import { recordOrderEvent, type OrderActor } from './orderHistory';
import { orderSummary } from './orderSummary';

export interface CounterOrder {
  lines: StoredLine[];
  /** The customer's address, when they gave one for the receipt or were named. */
  email: string | undefined;
  /** The named customer's account (a sale on account): the sale is among their orders. */
  customerUid: string | null;
  paymentMethod: CounterPaidWay;
  /** When the money changed hands: the order is placed and paid then. */
  at: Date;
  cashier: OrderActor;
  /** Handed over at the shop: its tax is the shop's own state's (../tax/orderTax.ts). */
  tax: OrderTaxTerms;
  buyer: BuyerBusiness;
}

/** Inserts the order of a counter sale, its count and the start of its history, in the sale's transaction. */
export async function insertCounterOrder(tx: OrderTransaction, sale: CounterOrder): Promise<OrderRow> {
  const { linesCents, ...summary } = orderSummary(sale.lines);
  const [order] = await tx
    .insert(orders)
    .values({
      ...summary,
      uid: sale.customerUid,
      email: sale.email ?? '',
      totalCents: linesCents,
      lines: sale.lines,
      addressLine1: sale.buyer.address ?? '',
      city: '',
      postalCode: '',
      country: '',
      phone: '',
      state: 'collected',
      channel: 'counter',
      paymentMethod: sale.paymentMethod,
      createdAt: sale.at,
      paidAt: sale.at,
      taxSplit: sale.tax.taxSplit,
      placeOfSupply: sale.tax.placeOfSupply,
      shippingTaxRateBp: sale.tax.defaultRateBp,
      buyerBusinessName: sale.buyer.businessName,
      buyerTaxId: sale.buyer.taxId,
    })
    .returning();
  changeOrderCounts(tx, [{ state: 'collected', by: 1 }]);
  await recordOrderEvent(tx, {
    orderId: order!.id,
    from: null,
    to: 'collected',
    event: 'sell',
    by: sale.cashier,
    at: sale.at,
  });
  return order!;
}
