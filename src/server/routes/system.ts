/**
 * `GET /health`, `GET /config` and `GET /openapi.json` (docs/contract.md): public, for load
 * balancers, the web build and anyone writing a client.
 */
import { rateOfBasisPoints, TAX_RATES } from '../../shared/tax/regimes';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { PublicConfig } from '../../shared/entities';
import { toDollars } from '../../shared/money';
import { SHOP_NAME } from '../../shared/strings/labels/common';
import type { Config } from '../config';
import { endpointRouter } from '../http/endpointRoute';
import type { RouteOptions } from '../http/routeContext';

export function publicConfig(config: Config, publishableKey: string | null): PublicConfig {
  const { firebase } = config;
  const { digital } = config.counter;
  const { tax } = config;
  return {
    currency: config.currency,
    firebase: {
      apiKey: firebase.apiKey,
      authDomain: firebase.authDomain,
      projectId: firebase.projectId,
      emulatorUrl: firebase.emulatorHost ? `http://${firebase.emulatorHost}` : null,
    },
    payments: { driver: config.payments.driver, publishableKey },
    cod: {
      offered: config.cod.enabled,
      maxTotal: toDollars(config.cod.maxTotalCents),
      maxOpen: config.cod.maxOpen,
    },
    cashRounding: toDollars(config.cashRoundingCents),
    counter: {
      upi: digital.upi ? { id: digital.upi, payee: SHOP_NAME } : null,
      bkash: digital.bkash ? { number: digital.bkash } : null,
      nagad: digital.nagad ? { number: digital.nagad } : null,
    },
    tax: {
      regime: tax.regime,
      rates: tax.regime === 'none' ? [] : [...TAX_RATES[tax.regime]],
      defaultRate: rateOfBasisPoints(tax.defaultRateBp),
      asksRegion: tax.regime === 'IN_GST',
      timeZone: tax.timeZone,
    },
  };
}

export const systemRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const route = endpointRouter(app, ctx);
  const body = publicConfig(ctx.config, ctx.orders.payments.publishableKey);

  route('health', async ({ request, reply }) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { ok: true };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ ok: false });
    }
  });
  route('config', async ({ reply }) => {
    reply.header('Cache-Control', 'no-cache');
    return body;
  });
  route('openApi', async ({ reply }) => reply.send(app.swagger()));
};
