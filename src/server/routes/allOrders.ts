/**
 * The admin's order calls: `listAllOrders` (with `page`, one page of them), `shipOrder`,
 * `refundOrder`, `declineReturn`, `exportOrders` (the list's matches as CSV, streamed from
 * keyset-paged batches so the server's memory stays flat however many there are) and `shopStats`
 * (the overview's figures).
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { ordersCsvFilename } from '../../shared/paging';
import { endpointRouter } from '../http/endpointRoute';
import { ordersCsv } from '../orders/ordersCsv';
import { listOrders } from '../orders/orderList';
import { shopStats } from '../orders/shopStats';
import { orderDetailOut, orderOut } from '../serialize';
import { idempotencyKeySchema } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings/apiMessages';
import { badRequest } from '../http/errors';
import type { RouteOptions } from './context';

export const allOrderRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, orders: lifecycle } = ctx;
  const route = endpointRouter(app, ctx);
  const { returnDays } = ctx.config.orders;

  route('listAllOrders', async ({ query }) => listOrders(db, query));

  route('shipOrder', async ({ params, body }) =>
    orderOut(await lifecycle.ship(params.id, body ?? undefined)),
  );

  route('declineReturn', async ({ params, body }) =>
    orderDetailOut(await lifecycle.declineReturn(params.id, body), returnDays),
  );

  route('refundOrder', async ({ params, body, request }) => {
    const sent = request.headers['idempotency-key'];
    const key = sent === undefined ? null : idempotencyKeySchema.safeParse(sent);
    if (key && !key.success) throw badRequest(apiErrors.badIdempotencyKey, 'idempotency-key');
    return orderDetailOut(await lifecycle.refund(params.id, body, key?.data ?? null), returnDays);
  });

  route('exportOrders', async ({ query, reply }) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${ordersCsvFilename(new Date())}"`)
      .send(Readable.from(ordersCsv(db, query))),
  );

  route('shopStats', async () => shopStats(db));
};
