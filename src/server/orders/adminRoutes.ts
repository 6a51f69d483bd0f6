/** `GET /allOrder` · `PUT /allOrder/{id}` (admin): every order, and shipping a paid one. */
import { desc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { orderOutSchema } from '../../shared/responseSchemas';
import { apiErrors } from '../../shared/strings';
import { orders } from '../db/schema';
import { conflict, idOr404, notFound } from '../http/errors';
import { BEARER, errorResponses, idParams } from '../http/openapi';
import type { RouteOptions } from '../routes/context';
import { orderOut } from '../serialize';

const allOrdersSchema = {
  summary: 'Every order, newest first (admin)',
  tags: ['orders'],
  security: BEARER,
  response: { 200: orderOutSchema.array(), ...errorResponses },
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

  app.get('/allOrder', { onRequest: guards.admin, schema: allOrdersSchema }, async () => {
    const rows = await db
      .select()
      .from(orders)
      .where(ne(orders.state, 'cancelled'))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return rows.map(orderOut);
  });

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
