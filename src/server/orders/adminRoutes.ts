/**
 * `GET /allOrder` · `PUT /allOrder/{id}` (admin): every order (with `page`, one page of them,
 * DESIGN §3a), and shipping a paid one.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { orderListQuerySchema } from '../../shared/paging';
import { orderOutSchema, pageOf } from '../../shared/responseSchemas';
import { apiErrors } from '../../shared/strings';
import { orders } from '../db/schema';
import { conflict, idOr404, notFound, parseOr400 } from '../http/errors';
import { BEARER, errorResponses, idParams } from '../http/openapi';
import type { RouteOptions } from '../routes/context';
import { orderOut } from '../serialize';
import { listOrders } from './orderList';

const allOrdersSchema = {
  summary:
    'Every order but the cancelled, newest first (admin; with `page`, one page of them; `q` searches email, product name, tnxId and order id)',
  tags: ['orders'],
  security: BEARER,
  querystring: orderListQuerySchema,
  response: { 200: z.union([orderOutSchema.array(), pageOf(orderOutSchema)]), ...errorResponses },
};
const shipSchema = {
  summary: 'Ship a paid order (admin)',
  tags: ['orders'],
  security: BEARER,
  params: idParams,
  response: { 200: orderOutSchema, ...errorResponses },
};

export const adminOrderRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, guards, orders: lifecycle, writeLimit } = ctx;

  app.get('/allOrder', { onRequest: guards.admin, schema: allOrdersSchema }, async (request) =>
    listOrders(db, parseOr400(orderListQuerySchema, request.query)),
  );

  app.put<{ Params: { id: string } }>(
    '/allOrder/:id',
    { onRequest: [guards.admin, writeLimit], schema: shipSchema },
    async (request) => {
      const id = idOr404(request.params.id);
      const shipped = await lifecycle.ship(id);
      if (shipped) return orderOut(shipped);
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      if (!order || order.state === 'cancelled') throw notFound();
      if (order.state === 'shipped') return orderOut(order);
      throw conflict(apiErrors.orderNotPaid);
    },
  );
};
