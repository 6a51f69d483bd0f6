/**
 * The admin's order calls: `listAllOrders` (with `page`, one page of them), `shipOrder`,
 * `refundOrder`, `declineReturn`, `exportOrders` (the list's matches as CSV, streamed from
 * keyset-paged batches so the server's memory stays flat however many there are), `shopStats`
 * (the overview's figures) and `ordersToShip` (one of them, for the desktop's badge).
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { ordersCsvFilename } from '../../shared/paging';
import { endpointRouter } from '../http/endpointRoute';
import { idempotencyKeyOf } from '../http/idempotencyKey';
import type { OrderRow } from '../db/schema';
import { countOrdersToShip } from '../fulfilment/ordersToShip';
import { ordersCsv } from '../orders/ordersCsv';
import { orderDetailOf } from '../orders/orderDetail';
import { listOrders } from '../orders/orderList';
import { shopStats } from '../orders/shopStats';
import { orderOut } from '../serialize';
import type { RouteOptions } from '../http/routeContext';

export const allOrderRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const { lifecycle, refunds, returns } = ctx.orders;
  const route = endpointRouter(app, ctx);
  const { returnDays } = ctx.config.orders;

  route('listAllOrders', async ({ query }) => listOrders(db, query));

  route('shipOrder', async ({ params, body, caller }) =>
    orderOut(await lifecycle.ship(params.id, body ?? undefined, caller)),
  );

  /** An admin's view of a changed order: with every email it caused, staff's included. */
  const staffDetail = (order: OrderRow) => orderDetailOf(db, order, returnDays, true);

  route('declineReturn', async ({ params, body }) => staffDetail(await returns.decline(params.id, body)));

  route('refundOrder', async ({ params, body, request, caller }) => {
    return staffDetail(await refunds.refund(params.id, body, idempotencyKeyOf(request), caller));
  });

  route('exportOrders', async ({ query, reply }) =>
    reply
      .type('text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="${ordersCsvFilename(new Date(), ctx.config.tax.timeZone)}"`,
      )
      .send(Readable.from(ordersCsv(db, query, ctx.config.tax.timeZone))),
  );

  route('shopStats', async () =>
    shopStats(db, { cashRoundingCents: ctx.config.cashRoundingCents, timeZone: ctx.config.tax.timeZone }),
  );

  route('ordersToShip', async () => ({ count: await countOrdersToShip(db) }));
};
