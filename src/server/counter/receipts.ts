/**
 * What a counter sale's receipt shows (docs/counter.md), said once for the thermal printer, the
 * 80 mm page and the email: the shop, the number and the invoice's, the lines, the total and the tax
 * it includes, the payments and change, who sold it, when, the returns made on it so far, and what it
 * put on the customer's account and when that is due.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Receipt } from '../../shared/counterSchemas';
import type { Invoice } from '../../shared/invoiceSchemas';
import { toDollars } from '../../shared/money';
import { chargedToAccount } from '../../shared/orderStates';
import { unitsLeft, variantOf } from '../../shared/orderUnits';
import { SHOP_NAME } from '../../shared/strings/labels/common';
import { counterErrors as c } from '../../shared/strings/counterMessages';
import { taxNameOf } from '../../shared/tax/taxName';
import { rateOfBasisPoints } from '../../shared/tax/regimes';
import type { Caller } from '../auth/guard';
import { onAccountOf } from '../credit/orderOnAccount';
import type { Database } from '../db/database';
import {
  counterReturns,
  counterSales,
  invoices,
  orders,
  registerSessions,
  users,
  type OrderRow,
} from '../db/schema';
import { HttpError } from '../http/errors';
import { counterReceiptsQueued, queueCounterReceipt } from '../mail/outbox';
import { orderTaxLines } from '../tax/orderTax';
import { digitalRefundOf } from './counterReturns';
import { saleOut } from './counterSales';

/** The tax an order's total includes, by rate; a rate that carries none (0%) is left off. */
function taxIncludedOf(order: OrderRow): Receipt['taxIncluded'] {
  const { taxSplit } = order;
  if (taxSplit === 'none') return [];
  return orderTaxLines(order)
    .map((line) => ({
      tax: taxNameOf(taxSplit),
      rate: rateOfBasisPoints(line.rateBp),
      amount: toDollars(line.cgstCents + line.sgstCents + line.igstCents + line.vatCents),
    }))
    .filter((line) => line.amount !== 0);
}

/**
 * Who sold and, to a business, who bought, as the sale's invoice names them (its snapshot, so a later
 * change of settings never changes an old receipt): under a tax regime only, whose invoice a receipt
 * that cites it must identify.
 */
function taxIdentityOf(invoice: Invoice | null): Pick<Receipt, 'seller' | 'businessBuyer'> {
  if (!invoice || invoice.regime === 'none') return { seller: null, businessBuyer: null };
  const { legalName, gstin, bin } = invoice.seller;
  const { businessName, name, taxId } = invoice.buyer;
  return {
    seller: { legalName, gstin, bin },
    businessBuyer: taxId ? { name: businessName ?? name, taxId } : null,
  };
}

export async function receiptOf(db: Database, orderNumber: number, shopAddress: string): Promise<Receipt> {
  const [found] = await db
    .select({
      order: orders,
      sale: counterSales,
      register: registerSessions.register,
      cashierName: users.name,
      invoice: invoices.document,
    })
    .from(orders)
    .innerJoin(counterSales, eq(counterSales.orderId, orders.id))
    .innerJoin(registerSessions, eq(registerSessions.id, counterSales.sessionId))
    .leftJoin(users, eq(users.uid, counterSales.cashierUid))
    .leftJoin(invoices, eq(invoices.number, orders.invoiceNumber))
    .where(and(eq(orders.number, orderNumber), eq(orders.channel, 'counter')));
  if (!found) throw new HttpError(404, { message: c.noReceipt(orderNumber) });
  const { order, sale, register, cashierName, invoice } = found;
  const returns = await db
    .select()
    .from(counterReturns)
    .where(eq(counterReturns.orderId, order.id))
    .orderBy(asc(counterReturns.createdAt));
  const paid = saleOut(sale, order, register);
  // Only a sale that put something on the customer's account has a charge to read.
  const onAccount = chargedToAccount(order.paymentMethod) ? await onAccountOf(db, order.id) : null;
  // Counted by the rule a return is checked by (unitsLeft, over the lines of every refund of the
  // order), so the till offers exactly what the server will still take back.
  const left = unitsLeft(order);
  return {
    shop: { name: SHOP_NAME, address: shopAddress },
    currency: order.currency,
    number: order.number,
    at: (sale.takenAt ?? sale.createdAt).toISOString(),
    register,
    cashier: cashierName || sale.cashierEmail,
    lines: order.lines.map((line) => ({
      variantId: variantOf(line),
      name: line.name,
      variantTitle: line.variantTitle ?? '',
      sku: line.sku ?? null,
      quantity: line.quantity,
      returned: line.quantity - (left.get(variantOf(line)) ?? line.quantity),
      price: toDollars(line.priceCents),
      total: toDollars(line.priceCents * line.quantity),
    })),
    total: paid.total,
    rounding: paid.rounding,
    payments: paid.payments,
    change: paid.change,
    invoiceNumber: order.invoiceNumber,
    ...taxIdentityOf(invoice),
    taxIncluded: taxIncludedOf(order),
    refunds: returns.map((r) => ({
      at: r.createdAt.toISOString(),
      amount: toDollars(r.amountCents),
      method: r.method,
      cash: toDollars(r.cashCents),
      card: toDollars(r.cardCents),
      digital: digitalRefundOf(r),
      account: toDollars(r.accountCents),
      rounding: toDollars(r.roundingCents),
    })),
    onAccount,
    customerEmail: order.email || null,
  };
}

/**
 * How many receipt emails may go out: a receipt is sent to the customer standing at the till, so a
 * few per sale (a mistyped address corrected, a resend) and a busy hour's walk-ins per member of staff
 * are plenty. Past them the shop's name would be sending mail to whomever a till names.
 */
export const RECEIPT_EMAIL_LIMITS = {
  /** Sends of one sale's receipt, ever. */
  perSale: 3,
  /** Receipts one member of staff sends in any hour. */
  perSenderPerHour: 30,
} as const;

/**
 * Queues the receipt to `email`, sent by `sender`, within RECEIPT_EMAIL_LIMITS (429 past either);
 * the worker renders it from the sale as it then stands.
 */
export async function queueReceiptEmail(
  db: Database,
  orderNumber: number,
  email: string,
  sender: Caller,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [sale] = await tx
      .select({ orderId: orders.id })
      .from(orders)
      .innerJoin(counterSales, eq(counterSales.orderId, orders.id))
      .where(and(eq(orders.number, orderNumber), eq(orders.channel, 'counter')));
    if (!sale) throw new HttpError(404, { message: c.noReceipt(orderNumber) });
    // Counted and queued one at a time per sender and per sale, so a burst of sends cannot all count
    // the same rows and pass a limit together; always the sender's lock first, so two never deadlock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`receipt-email-sender:${sender.uid}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`receipt-email-sale:${sale.orderId}`}))`);
    const sent = await counterReceiptsQueued(tx, sale.orderId, sender.uid);
    if (sent.forSale >= RECEIPT_EMAIL_LIMITS.perSale) {
      throw new HttpError(429, { message: c.receiptEmailsPerSale(RECEIPT_EMAIL_LIMITS.perSale) });
    }
    if (sent.bySenderThisHour >= RECEIPT_EMAIL_LIMITS.perSenderPerHour) {
      throw new HttpError(429, { message: c.receiptEmailsPerHour(RECEIPT_EMAIL_LIMITS.perSenderPerHour) });
    }
    await queueCounterReceipt(tx, { orderId: sale.orderId, orderNumber }, email.toLowerCase(), sender.uid);
  });
}
