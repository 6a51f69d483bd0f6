/**
 * `POST /order` · `GET /order?email=` · `DELETE /order/{id}` · `PUT /order/{id}` (spec §7, DESIGN §3):
 * the server sets price, total, owner and state; stock is taken and given back in transactions.
 */
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { DeleteResult } from '../../shared/entities';
import {
  emailSchema,
  orderCreateSchema,
  orderPaySchema,
  quantitySchema,
  toIssues,
} from '../../shared/schemas';
import { apiErrors } from '../../shared/strings';
import { callerOf } from '../auth/guard';
import { orderFor } from '../orderAccess';
import { orders, payments, products, type OrderRow, type ProductRow } from '../db/schema';
import { badRequest, conflict, forbidden, HttpError, idOr404, notFound, parseOr400 } from '../http/errors';
import { closeOpenIntents, markOrderPaid } from '../payments/settle';
import { orderOut, productOut } from '../serialize';
import type { RouteOptions } from './context';

/** Stripe's largest card charge; a bigger order could never be paid. */
const MAX_ORDER_CENTS = 99_999_999;
const ORDER_TOO_LARGE = 'This order is too large to pay by card: take fewer products';

const ownOrdersQuery = z.strictObject({ email: emailSchema });

/** The quantity rule of spec §5 for this product, as a 400 with the spec's message. */
function checkQuantity(product: ProductRow, quantity: number): void {
  // An order of nothing is never an order, whatever the product's minimum.
  const limits = productOut(product);
  const rule = z.object({
    quantity: quantitySchema({
      minimumOrder: Math.max(1, limits.minimumOrder),
      availableQuentity: limits.availableQuentity,
    }),
  });
  const parsed = rule.safeParse({ quantity });
  if (!parsed.success) throw new HttpError(400, toIssues(parsed.error));
}

export const orderRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, guards, payments: paymentDriver } = ctx;

  app.post('/order', { onRequest: guards.signedIn }, async (request, reply) => {
    const caller = callerOf(request);
    const input = parseOr400(orderCreateSchema, request.body);
    const [product] = await db
      .select()
      .from(products)
      .where(eq(products.id, idOr404(input.productId)));
    if (!product) throw notFound();
    checkQuantity(product, input.quantity);
    const totalCents = product.priceCents * input.quantity;
    if (totalCents > MAX_ORDER_CENTS) throw badRequest(ORDER_TOO_LARGE, 'quantity');

    const created = await db.transaction(async (tx) => {
      // Conditional decrement: of any number of concurrent orders (on any API instance), only
      // those that still find enough stock take it.
      const [taken] = await tx
        .update(products)
        .set({ availableQuantity: sql`${products.availableQuantity} - ${input.quantity}` })
        .where(and(eq(products.id, product.id), gte(products.availableQuantity, input.quantity)))
        .returning();
      if (!taken) return null;
      const [order] = await tx
        .insert(orders)
        .values({
          productId: taken.id,
          email: caller.email,
          productName: taken.name,
          priceCents: taken.priceCents,
          quantity: input.quantity,
          totalCents: taken.priceCents * input.quantity,
          company: input.company,
          city: input.city,
          postalCode: input.postalCode,
          country: input.country,
          phone: input.phone,
        })
        .returning();
      return order ?? null;
    });
    if (!created) {
      const [now] = await db.select().from(products).where(eq(products.id, product.id));
      if (!now) throw notFound();
      checkQuantity(now, input.quantity);
      throw conflict(apiErrors.outOfStock);
    }
    return reply.status(201).send(orderOut(created));
  });

  app.get('/order', { onRequest: guards.signedIn }, async (request) => {
    const caller = callerOf(request);
    const { email } = parseOr400(ownOrdersQuery, request.query);
    const owner = email.toLowerCase();
    if (owner !== caller.email && caller.role !== 'admin') throw forbidden();
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.email, owner), ne(orders.state, 'cancelled')))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return rows.map(orderOut);
  });

  app.delete<{ Params: { id: string } }>('/order/:id', { onRequest: guards.signedIn }, async (request) => {
    const order = await orderFor(db, request.params.id, callerOf(request), true);
    if (order.state !== 'unpaid') throw conflict(apiErrors.orderPaid);
    // Money that went through makes the order paid, even before the client recorded it.
    if (await closeOpenIntents(db, paymentDriver, order)) throw conflict(apiErrors.orderPaid);
    const cancelled = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ state: 'cancelled', cancelledAt: new Date() })
        .where(and(eq(orders.id, order.id), eq(orders.state, 'unpaid')))
        .returning();
      if (!row) return false;
      await tx
        .update(products)
        .set({ availableQuantity: sql`${products.availableQuantity} + ${row.quantity}` })
        .where(eq(products.id, row.productId));
      return true;
    });
    // Paid (or cancelled) between the read and the update.
    if (!cancelled) throw conflict(apiErrors.orderPaid);
    // An intent opened while the order was being cancelled must not stay payable either.
    await closeOpenIntents(db, paymentDriver, order);
    return { deletedCount: 1 } satisfies DeleteResult;
  });

  app.put<{ Params: { id: string } }>('/order/:id', { onRequest: guards.signedIn }, async (request) => {
    const order = await orderFor(db, request.params.id, callerOf(request), false);
    const { tnxId } = parseOr400(orderPaySchema, request.body);
    const alreadyPaidWith = (row: OrderRow) => {
      // The same payment recorded twice (say, the webhook came first) is not a conflict.
      if (row.tnxId === tnxId) return orderOut(row);
      throw conflict(apiErrors.orderAlreadyPaid);
    };
    if (order.state !== 'unpaid') return alreadyPaidWith(order);
    const verified = await paymentDriver.verify(tnxId, { id: order.id, totalCents: order.totalCents });
    if (!verified) throw conflict(apiErrors.paymentNotVerified);
    await db
      .update(payments)
      .set({ status: 'succeeded', updatedAt: new Date() })
      .where(eq(payments.intentId, tnxId));
    const paid = await markOrderPaid(db, order.id, tnxId);
    if (paid) return orderOut(paid);
    const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
    if (!current || current.state === 'cancelled') throw notFound();
    return alreadyPaidWith(current);
  });
};
