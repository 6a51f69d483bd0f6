/**
 * What a counter sale's receipt shows (docs/counter.md), said once for the thermal printer, the
 * 80 mm page and the email: the shop, the number, the lines, the total, the payments and change,
 * who sold it, when, and the returns made on it so far.
 */
import { asc, eq, and } from 'drizzle-orm';
import type { Receipt } from '../../shared/counterSchemas';
import { toDollars } from '../../shared/money';
import { SHOP_NAME } from '../../shared/strings/labels/common';
import { counterErrors as c } from '../../shared/strings/counterMessages';
import type { Database } from '../db/database';
import { counterReturns, counterSales, mailOutbox, orders, registerSessions, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { saleOut } from './counterSales';

export async function receiptOf(db: Database, orderNumber: number, shopAddress: string): Promise<Receipt> {
  const [found] = await db
    .select({
      order: orders,
      sale: counterSales,
      register: registerSessions.register,
      cashierName: users.name,
    })
    .from(orders)
    .innerJoin(counterSales, eq(counterSales.orderId, orders.id))
    .innerJoin(registerSessions, eq(registerSessions.id, counterSales.sessionId))
    .leftJoin(users, eq(users.uid, counterSales.cashierUid))
    .where(and(eq(orders.number, orderNumber), eq(orders.channel, 'counter')));
  if (!found) throw new HttpError(404, { message: c.noReceipt(orderNumber) });
  const { order, sale, register, cashierName } = found;
  const returns = await db
    .select()
    .from(counterReturns)
    .where(eq(counterReturns.orderId, order.id))
    .orderBy(asc(counterReturns.createdAt));
  const paid = saleOut(sale, order, register);
  return {
    shop: { name: SHOP_NAME, address: shopAddress },
    number: order.number,
    at: (sale.takenAt ?? sale.createdAt).toISOString(),
    register,
    cashier: cashierName || sale.cashierEmail,
    lines: order.lines.map((line) => ({
      name: line.name,
      variantTitle: line.variantTitle ?? '',
      sku: line.sku ?? null,
      quantity: line.quantity,
      price: toDollars(line.priceCents),
      total: toDollars(line.priceCents * line.quantity),
    })),
    total: paid.total,
    payments: paid.payments,
    change: paid.change,
    refunds: returns.map((r) => ({
      at: r.createdAt.toISOString(),
      amount: toDollars(r.amountCents),
      method: r.method,
    })),
    customerEmail: order.email || null,
  };
}

/** Queues the receipt to `email`; the worker renders it from the sale as it then stands. */
export async function queueReceiptEmail(db: Database, orderNumber: number, email: string): Promise<void> {
  const [sale] = await db
    .select({ orderId: orders.id })
    .from(orders)
    .innerJoin(counterSales, eq(counterSales.orderId, orders.id))
    .where(and(eq(orders.number, orderNumber), eq(orders.channel, 'counter')));
  if (!sale) throw new HttpError(404, { message: c.noReceipt(orderNumber) });
  await db.insert(mailOutbox).values({
    kind: 'counterReceipt',
    orderId: sale.orderId,
    toAddress: email.toLowerCase(),
    facts: { orderNumber: String(orderNumber) },
  });
}
