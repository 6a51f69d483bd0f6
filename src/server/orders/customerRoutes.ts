/**
 * The customer's order calls (spec §7, DESIGN §3, §3a): `POST /order`, `GET /order?email=`,
 * `GET /order/{id}`, `DELETE /order/{id}` and `PUT /order/{id}`. The server sets price, total,
 * owner and state; every state change goes through the lifecycle.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
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
import { deleteResultSchema, orderDetailOutSchema, orderOutSchema } from '../../shared/responseSchemas';
import { apiErrors } from '../../shared/strings';
import { callerOf } from '../auth/guard';
import { findBuyableProduct } from '../catalogue/productWrites';
import { orders, payments, type OrderRow, type ProductRow } from '../db/schema';
import { badRequest, conflict, forbidden, HttpError, idOr404, notFound, parseOr400 } from '../http/errors';
import { BEARER, errorResponses, idParams } from '../http/openapi';
import type { RouteOptions } from '../routes/context';
import { orderDetailOut, orderOut, productOut } from '../serialize';
import { orderFor } from './access';

/** Stripe's largest card charge; a bigger order could never be paid. */
const MAX_ORDER_CENTS = 99_999_999;

const ownOrdersQuery = z.strictObject({ email: emailSchema });

const tags = ['orders'];
const placeSchema = {
  summary: 'Order a product: takes the stock and holds it while unpaid',
  tags,
  security: BEARER,
  body: orderCreateSchema,
  response: { 201: orderOutSchema, ...errorResponses },
};
const ownOrdersSchema = {
  summary: "One customer's orders, newest first (oneself; an admin: anyone)",
  tags,
  security: BEARER,
  querystring: ownOrdersQuery,
  response: { 200: orderOutSchema.array(), ...errorResponses },
};
const detailSchema = {
  summary: 'One order with its shipping address and history (owner or admin)',
  tags,
  security: BEARER,
  params: idParams,
  response: { 200: orderDetailOutSchema, ...errorResponses },
};
const cancelSchema = {
  summary: 'Cancel an unpaid order: its stock goes back (owner or admin)',
  tags,
  security: BEARER,
  params: idParams,
  response: { 200: deleteResultSchema, ...errorResponses },
};
const paySchema = {
  summary: 'Record a payment the server verifies with the payment driver (owner)',
  tags,
  security: BEARER,
  params: idParams,
  body: orderPaySchema,
  response: { 200: orderOutSchema, ...errorResponses },
};

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

export const customerOrderRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, guards, payments: paymentDriver, orders: lifecycle, writeLimit } = ctx;
  const signedInWrite = { onRequest: [guards.signedIn, writeLimit] };

  app.post('/order', { ...signedInWrite, schema: placeSchema }, async (request, reply) => {
    const caller = callerOf(request);
    const input = parseOr400(orderCreateSchema, request.body);
    const product = await findBuyableProduct(db, idOr404(input.productId));
    if (!product) throw notFound();
    checkQuantity(product, input.quantity);
    if (product.priceCents * input.quantity > MAX_ORDER_CENTS) {
      throw badRequest(apiErrors.orderTooLarge, 'quantity');
    }
    const { company, city, postalCode, country, phone } = input;
    const created = await lifecycle.place(caller, {
      product,
      quantity: input.quantity,
      shipping: { company, city, postalCode, country, phone },
    });
    if (!created) {
      const now = await findBuyableProduct(db, product.id);
      if (!now) throw notFound();
      checkQuantity(now, input.quantity);
      throw conflict(apiErrors.outOfStock);
    }
    return reply.status(201).send(orderOut(created));
  });

  app.get('/order', { onRequest: guards.signedIn, schema: ownOrdersSchema }, async (request) => {
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

  app.get<{ Params: { id: string } }>(
    '/order/:id',
    { onRequest: guards.signedIn, schema: detailSchema },
    async (request) => orderDetailOut(await orderFor(db, request.params.id, callerOf(request), true)),
  );

  app.delete<{ Params: { id: string } }>(
    '/order/:id',
    { ...signedInWrite, schema: cancelSchema },
    async (request) => {
      const order = await orderFor(db, request.params.id, callerOf(request), true);
      const refusal = (state: OrderRow['state'] | undefined) =>
        conflict(state === 'expired' ? apiErrors.orderExpired : apiErrors.orderPaid);
      if (order.state !== 'unpaid') throw refusal(order.state);
      const outcome = await lifecycle.cancel(order);
      // Paid (by a card that went through, or meanwhile), or expired: no longer cancellable.
      if (!outcome || outcome.state !== 'cancelled') {
        const [now] = await db.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id));
        throw refusal(now?.state);
      }
      return { deletedCount: 1 } satisfies DeleteResult;
    },
  );

  app.put<{ Params: { id: string } }>(
    '/order/:id',
    { ...signedInWrite, schema: paySchema },
    async (request) => {
      const order = await orderFor(db, request.params.id, callerOf(request), false);
      const { tnxId } = parseOr400(orderPaySchema, request.body);
      const alreadyPaidWith = (row: OrderRow) => {
        // The same payment recorded twice (say, the webhook came first) is not a conflict.
        if (row.tnxId === tnxId) return orderOut(row);
        throw conflict(row.state === 'expired' ? apiErrors.orderExpired : apiErrors.orderAlreadyPaid);
      };
      if (order.state !== 'unpaid') return alreadyPaidWith(order);
      const verified = await paymentDriver.verify(tnxId, { id: order.id, totalCents: order.totalCents });
      if (!verified) throw conflict(apiErrors.paymentNotVerified);
      await db
        .update(payments)
        .set({ status: 'succeeded', updatedAt: new Date() })
        .where(eq(payments.intentId, tnxId));
      const paid = await lifecycle.pay(order.id, tnxId);
      if (paid) return orderOut(paid);
      const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
      if (!current || current.state === 'cancelled') throw notFound();
      return alreadyPaidWith(current);
    },
  );
};
