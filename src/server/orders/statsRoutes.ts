/** `GET /stats` (admin, issue 9): the shop at a glance, for the dashboard's overview. */
import type { FastifyPluginAsync } from 'fastify';
import { shopStatsSchema } from '../../shared/responseSchemas';
import { BEARER, errorResponses } from '../http/openapi';
import type { RouteOptions } from '../routes/context';
import { shopStats } from './shopStats';

const statsSchema = {
  summary: 'Sales today, over 7 and 30 days and by day; orders to ship; products short of stock (admin)',
  tags: ['orders'],
  security: BEARER,
  response: { 200: shopStatsSchema, ...errorResponses },
};

export const statsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/stats', { onRequest: ctx.guards.admin, schema: statsSchema }, async () => shopStats(ctx.db));
};
