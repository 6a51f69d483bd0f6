/**
 * The HTTP application (DESIGN §3): the API under `/api`, one plugin per resource, and the web
 * build at `/`. Everything it talks to is passed in, so tests build it on their own database and
 * identity emulator.
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { API_PREFIX } from '../shared/api';
import { apiErrors } from '../shared/strings';
import { createGuards } from './auth/guard';
import type { IdentityProvider } from './auth/identity';
import type { AccessTokens } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/database';
import { installErrorHandler } from './http/errors';
import { securityHeaders } from './http/securityHeaders';
import type { PaymentDriver } from './payments/driver';
import { allOrderRoutes } from './routes/allOrders';
import type { RateLimits, RouteContext } from './routes/context';
import { imageRoutes } from './routes/images';
import { loginRoutes } from './routes/login';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { productRoutes } from './routes/products';
import { reviewRoutes } from './routes/reviews';
import { publicConfig, systemRoutes } from './routes/system';
import { userRoutes } from './routes/users';
import { registerWebApp } from './routes/web';

export interface AppDeps {
  config: Config;
  db: Database;
  identity: IdentityProvider;
  tokens: AccessTokens;
  payments: PaymentDriver;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
}

/** Generous enough for a shop's real use and for test suites; tight enough to slow guessing. */
const DEFAULT_RATE_LIMITS: RateLimits = { login: 60, images: 120 };

/** JSON bodies are small; images come as multipart and have their own 5 MB limit. */
const JSON_BODY_LIMIT = 256 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    // Long enough for any email in /user/admin/{email}; a longer "id" is simply unknown (404).
    routerOptions: { maxParamLength: 1024 },
    frameworkErrors: answerFrameworkError,
    trustProxy: deps.config.trustProxy,
  });
  installErrorHandler(app);
  acceptEmptyJsonBodies(app);
  await app.register(helmet, securityHeaders(deps.config));
  await app.register(rateLimit, { global: false });

  const ctx: RouteContext = {
    config: deps.config,
    db: deps.db,
    identity: deps.identity,
    tokens: deps.tokens,
    payments: deps.payments,
    guards: createGuards(deps.db, deps.tokens),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits },
  };
  app.decorateRequest('caller', null);
  for (const routes of [
    systemRoutes,
    loginRoutes,
    productRoutes,
    orderRoutes,
    allOrderRoutes,
    reviewRoutes,
    userRoutes,
    imageRoutes,
    paymentRoutes,
  ]) {
    await app.register(routes, { prefix: API_PREFIX, ctx });
  }
  await registerWebApp(app, deps.config.webDir, publicConfig(deps.config, deps.payments.publishableKey));
  return app;
}

/** Errors found before routing: a path that does not even decode cannot name anything (404). */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') reply.status(404).send({ message: apiErrors.notFound });
  else reply.status(400).send({ message: error.message });
}

/** A bodiless PUT or DELETE that still says `Content-Type: application/json` is not an error. */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
