/**
 * The HTTP application (docs/contract.md): the API under `/api`, one plugin per resource, and the web
 * build at `/`. Everything it talks to is passed in, so tests build it on their own database and
 * identity emulator.
 */
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { API_PREFIX } from '../shared/api';
import { apiErrors } from '../shared/strings/apiMessages';
import { createAccountCheck } from './auth/accountCheck';
import { createGuards } from './auth/guard';
import type { IdentityProvider } from './auth/identity';
import type { AccessTokens } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerCompression } from './http/compression';
import { installErrorHandler } from './http/errors';
import { registerApiContract } from './http/openapi';
import { registerSecurityHeaders } from './http/securityHeaders';
import { createLocalEventBus, type EventBus } from './events/bus';
import { startExpirySweeper } from './orders/expiry';
import { startSweeper } from './sweeper';
import { createOrderServices, orderServicesConfig } from './orders/orderServices';
import { startLowStockAlerts } from './stock/lowStockAlerts';
import { createWriteLimit } from './http/writeLimit';
import type { PaymentDriver } from './payments/driver';
import type { Backups } from './backups/backups';
import { allOrderRoutes } from './routes/allOrders';
import { backupRoutes } from './routes/backups';
import { cartRoutes } from './routes/cart';
import { eventRoutes } from './routes/events';
import { orderRoutes } from './routes/orders';
import type { RateLimits, RouteContext } from './http/routeContext';
import { imageRoutes } from './routes/images';
import { loginRoutes } from './routes/login';
import { paymentRoutes } from './routes/payments';
import { productRoutes } from './routes/products';
import { reviewRoutes } from './routes/reviews';
import { publicConfig, systemRoutes } from './routes/system';
import { userRoutes } from './routes/users';
import { registerWebApp } from './routes/web';
import { CatalogueCache } from './catalogue/catalogueCache';
import { createEmailComposer } from './mail/composeEmail';
import { senderDomain } from './mail/mailer';
import { createMailWorker } from './mail/mailWorker';
import { startMailThread } from './mail/mailThread';
import { accountRoutes } from './routes/account';
import { notificationRoutes } from './routes/notifications';
import { stockRoutes } from './routes/stock';
import { categoryRoutes } from './routes/categories';
import { counterRoutes } from './routes/counter';
import { codRoutes } from './routes/cod';
import { catalogueCsvRoutes } from './routes/catalogueCsv';
import { invoiceRoutes } from './routes/invoices';
import { taxRoutes } from './routes/tax';
import { creditRoutes } from './routes/credit';
import { sendReminders } from './credit/reminders';
import { recoverInterruptedImports } from './catalogue/csv/stagedImport';

export interface AppDeps {
  config: Config;
  db: Database;
  identity: IdentityProvider;
  tokens: AccessTokens;
  payments: PaymentDriver;
  /** How events reach every instance; a single process needs no more than the default. */
  events?: EventBus;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
  /** The embedded database's backups; none on PostgreSQL (and in most tests). */
  backups?: Backups | null;
}

/** Generous enough for a shop's real use and for test suites; tight enough to slow guessing. */
const DEFAULT_ADDRESS_LIMITS = { login: 60, images: 120 };

/** JSON bodies are small; images come as multipart and have their own 5 MB limit. */
const JSON_BODY_LIMIT = 256 * 1024;

/** How often refunds left pending are looked for. */
const PENDING_REFUND_SWEEP_MS = 60_000;
/** How often reminders of invoices on account are sent (docs/credit.md). */
const REMINDER_SWEEP_MS = 60 * 60 * 1000;

/** How old a pending refund is before the sweep finishes it: past any request still awaiting its provider. */
const PENDING_REFUND_GRACE_MS = 5 * 60_000;

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
  registerSecurityHeaders(app, deps.config);
  await app.register(rateLimit, { global: false });
  // Before the routes: the document is made from the routes registered after it.
  await registerApiContract(app);
  await registerCompression(app);

  const events = deps.events ?? createLocalEventBus();
  const mail = createMailWorker({
    db: deps.db,
    compose: createEmailComposer({
      db: deps.db,
      identity: deps.identity,
      shopUrl: deps.config.mail.shopUrl,
      returnDays: deps.config.orders.returnDays,
      lowStockDefault: deps.config.stock.lowStockDefault,
      shopAddress: deps.config.counter.shopAddress,
      timeZone: deps.config.tax.timeZone,
      currency: deps.config.currency,
    }),
    sender: startMailThread(deps.config.mail),
    config: deps.config.mail,
    messageIdDomain: senderDomain(deps.config.mail.from),
    onError: (error) => app.log.error({ err: error }, 'the mail worker failed'),
  });
  app.addHook('onClose', () => mail.stop());
  const lowStock = startLowStockAlerts({
    db: deps.db,
    events,
    lowStockDefault: deps.config.stock.lowStockDefault,
    emailsQueued: mail.wake,
    log: (error, what) => app.log.error({ err: error }, what),
  });
  app.addHook('onClose', async () => lowStock.stop());
  const orders = createOrderServices({
    db: deps.db,
    driver: deps.payments,
    events,
    config: orderServicesConfig(deps.config),
    lowStock,
    emailsQueued: mail.wake,
  });
  // An import its process left half-way (it died mid-import) is undone before anyone is served; if
  // that fails the shop still opens (the next import tries the undo again), and the log says why.
  await recoverInterruptedImports(deps.db, deps.config.stock.lowStockDefault).catch((error: unknown) =>
    app.log.error({ err: error }, 'an interrupted catalogue import could not be undone'),
  );
  const stopSweepers = [
    startExpirySweeper(orders.expiry, deps.config.orders.holdMs, (error) =>
      app.log.error({ err: error }, 'order expiry sweep failed'),
    ),
    startSweeper(
      () => orders.refunds.finishPending(new Date(Date.now() - PENDING_REFUND_GRACE_MS)),
      PENDING_REFUND_SWEEP_MS,
      (error) => app.log.error({ err: error }, 'pending refund sweep failed'),
    ),
    startSweeper(
      async () => {
        const { sent } = await sendReminders(deps.db, deps.config.tax.timeZone);
        if (sent.length > 0) mail.wake();
      },
      REMINDER_SWEEP_MS,
      (error) => app.log.error({ err: error }, 'account reminder sweep failed'),
    ),
  ];
  app.addHook('onClose', async () => {
    await Promise.all(stopSweepers.map((stop) => stop()));
  });

  const rateLimits: RateLimits = {
    ...DEFAULT_ADDRESS_LIMITS,
    writes: deps.config.limits.writesPerMinute,
    ...deps.rateLimits,
  };
  const ctx: RouteContext = {
    config: deps.config,
    db: deps.db,
    identity: deps.identity,
    tokens: deps.tokens,
    events,
    orders,
    guards: createGuards(
      deps.db,
      deps.tokens,
      createAccountCheck(deps.identity, deps.config.accountRecheckMs),
    ),
    rateLimits,
    writeLimit: createWriteLimit(rateLimits.writes),
    backups: deps.backups ?? null,
    catalogue: new CatalogueCache(deps.db),
    mail,
    lowStock,
  };
  app.decorateRequest('caller', null);
  for (const routes of [
    systemRoutes,
    loginRoutes,
    productRoutes,
    orderRoutes,
    allOrderRoutes,
    cartRoutes,
    eventRoutes,
    reviewRoutes,
    userRoutes,
    imageRoutes,
    paymentRoutes,
    backupRoutes,
    accountRoutes,
    notificationRoutes,
    stockRoutes,
    categoryRoutes,
    counterRoutes,
    codRoutes,
    catalogueCsvRoutes,
    invoiceRoutes,
    taxRoutes,
    creditRoutes,
  ]) {
    await app.register(routes, { prefix: API_PREFIX, ctx });
  }
  await registerWebApp(
    app,
    deps.config.webDir,
    publicConfig(deps.config, deps.payments.publishableKey),
    ctx,
    deps.config.mail.shopUrl,
  );
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
