/**
 * `GET /export/orders.csv` (admin, issue 9): the orders the list's filters name, streamed as CSV
 * from keyset-paged batches so the server's memory stays flat however many there are.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { orderExportQuerySchema, ordersCsvFilename } from '../../shared/paging';
import type { Database } from '../db/database';
import { parseOr400 } from '../http/errors';
import { BEARER, errorResponses } from '../http/openapi';
import type { RouteOptions } from '../routes/context';
import { orderBatches } from './orderList';
import { csvLine, ORDER_CSV_COLUMNS, orderCsvLine } from './ordersCsv';

const exportSchema = {
  summary: 'The orders `GET /allOrder` would list for the same `q`, `state` and `sort`, as CSV (admin)',
  tags: ['orders'],
  security: BEARER,
  querystring: orderExportQuerySchema,
  response: {
    200: {
      description: 'A header row, then one row per order (RFC 4180)',
      content: { 'text/csv': { schema: z.string() } },
    },
    ...errorResponses,
  },
};

async function* ordersCsv(db: Database, query: z.output<typeof orderExportQuerySchema>) {
  yield csvLine(ORDER_CSV_COLUMNS);
  for await (const batch of orderBatches(db, query)) yield batch.map(orderCsvLine).join('');
}

export const orderExportRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, guards } = ctx;

  app.get('/export/orders.csv', { onRequest: guards.admin, schema: exportSchema }, async (request, reply) => {
    const query = parseOr400(orderExportQuerySchema, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${ordersCsvFilename(new Date())}"`)
      .send(Readable.from(ordersCsv(db, query)));
  });
};
