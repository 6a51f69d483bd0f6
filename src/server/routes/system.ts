/**
 * `GET /health`, `GET /config` and `GET /openapi.json` (DESIGN §3, §3a): public, for load
 * balancers, the web build and anyone writing a client.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { apiPaths } from '../../shared/api';
import type { PublicConfig } from '../../shared/entities';
import { healthSchema, publicConfigSchema } from '../../shared/responseSchemas';
import type { Config } from '../config';
import { errorResponses, PUBLIC } from '../http/openapi';
import type { RouteOptions } from './context';

export function publicConfig(config: Config, publishableKey: string | null): PublicConfig {
  const { firebase } = config;
  return {
    firebase: {
      apiKey: firebase.apiKey,
      authDomain: firebase.authDomain,
      projectId: firebase.projectId,
      emulatorUrl: firebase.emulatorHost ? `http://${firebase.emulatorHost}` : null,
    },
    payments: { driver: config.payments.driver, publishableKey },
  };
}

export const systemRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const body = publicConfig(ctx.config, ctx.payments.publishableKey);
  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the API can serve (503 while its database is unreachable)',
        tags: ['system'],
        security: PUBLIC,
        response: { ...errorResponses, 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return { ok: true };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ ok: false });
      }
    },
  );
  app.get(
    '/config',
    {
      schema: {
        summary: 'Public runtime config: identity service and payment driver',
        tags: ['system'],
        security: PUBLIC,
        response: { 200: publicConfigSchema, ...errorResponses },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(body),
  );
  app.get(
    apiPaths.openApi,
    {
      schema: {
        summary: 'This document',
        tags: ['system'],
        security: PUBLIC,
        response: {
          200: z.looseObject({ openapi: z.string() }).describe('An OpenAPI 3.1 document'),
          ...errorResponses,
        },
      },
    },
    async () => app.swagger(),
  );
};
