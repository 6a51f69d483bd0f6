/**
 * createTestEnvironment(): the real app (buildApp) on a fresh database, with real accounts in the
 * run's Auth emulator, real ID tokens and real `POST /api/login` sessions for a signed-out
 * visitor, user A, user B and an admin.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Order, Product, ShopEvent } from '../../../src/shared/entities';
import { readEventStream, toShopEvent } from '../../../src/shared/sse';
import { buildApp, type AppDeps } from '../../../src/server/app';
import { createFirebaseIdentity } from '../../../src/server/auth/identity';
import { createAccessTokens } from '../../../src/server/auth/tokens';
import { loadConfig, type Config } from '../../../src/server/config';
import { settleShop } from '../../../src/server/shop/settleShop';
import type { Database } from '../../../src/server/db/database';
import { ensureAdmin } from '../../../src/server/seed';
import type { EventBus } from '../../../src/server/events/bus';
import { createSandboxDriver } from '../../../src/server/payments/sandboxDriver';
import { SHIPPING, TEST_PASSWORD, TEST_PROJECT_ID } from './constants';
import { mailbox, type Mailbox } from './mailCatcher';
import { makePng } from './png';
import { openTestDatabase } from './testDatabase';
import { expectStockMatchesLedger } from './stockLedger';
import { expectAccountsBalance } from './accountBook';
import {
  bodyOf,
  createApiClient,
  type BodyOf,
  parsedBody,
  type ApiClient,
  type EndpointResponse,
  type HttpAnswer,
  type HttpRequest,
  type Session,
  type Transport,
} from '../../support/apiClient';
import { identityEmulator, logIn, type IdentityEmulator } from '../../support/identity';

export {
  bodyOf,
  errorOf,
  imageParams,
  pageOf,
  wholeList,
  type BodyOf,
  type Session,
} from '../../support/apiClient';

/** What a raw request sends besides its method and URL. */
export interface RawRequestOptions {
  as?: Session;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Bytes sent as they are, with the caller's own content type. */
  payload?: string | Buffer;
}

/** How Fastify's warnings of a reply sent twice begin (FST_ERR_REP_ALREADY_SENT and its raw twin). */
const REPLY_SENT_TWICE = 'Reply was already sent';

/**
 * The app's log as the suites keep it: only its warnings of a reply sent twice, which no request
 * may cause (each one costs a stack trace; under load they were most of the catalogue's time).
 */
function replySentTwiceLog() {
  const lines: string[] = [];
  const logger = {
    level: 'warn',
    stream: {
      write(line: string) {
        if (line.includes(REPLY_SENT_TWICE)) lines.push(line);
      },
    },
  };
  return { logger, lines };
}

/** A `GET /api/events` stream read over real HTTP, collecting what it receives. */
export interface EventStream {
  status: number;
  events: ShopEvent[];
  /** Settles once the stream has ended, by the server or by `close`. */
  ended: Promise<void>;
  /** Resolves with the first received event that matches; rejects after `timeoutMs`. */
  next(match: (event: ShopEvent) => boolean, timeoutMs?: number): Promise<ShopEvent>;
  close(): void;
}

export interface TestEnvironment {
  app: FastifyInstance;
  db: Database;
  /** Set when the suite runs on PostgreSQL: lets a test open a second, independent connection pool. */
  databaseUrl: string | null;
  config: Config;
  emulatorHost: string;
  /** The run's Auth emulator, through its REST API. */
  identity: IdentityEmulator;
  anon: Session;
  userA: Session;
  userB: Session;
  admin: Session;
  /** The contract's calls by name, typed from their entries: the way tests talk to the API. */
  api: ApiClient;
  /** A raw request: any method, URL and body, for tests about raw HTTP or what no client would send. */
  request(method: HttpRequest['method'], url: string, options?: RawRequestOptions): Promise<HttpAnswer>;
  /** The run's mail catcher, where this app's emails arrive. */
  mailbox: Mailbox;
  /** A new emulator account with its ID token. */
  signUp(label: string): Promise<{ email: string; idToken: string }>;
  idTokenFor(email: string, password?: string): Promise<string>;
  /** Signs up, logs in and creates the user record, as the web app does after sign-up. */
  newUser(label: string): Promise<Session>;
  /** A new user (as newUser) whom the admin has made a cashier. */
  newCashier(label: string): Promise<Session>;
  /** As the admin: uploads a picture and adds a product. */
  createProduct(fields?: Partial<Omit<Product, '_id' | 'img'>>): Promise<Product>;
  /** As the admin: `PUT /product/{id}` with `fields`, If-Match the version it has now; throws unless edited. */
  editProduct(product: Pick<Product, '_id'>, fields: BodyOf<'editProduct'>): Promise<Product>;
  uploadPng(as: Session, png?: Buffer): Promise<EndpointResponse<'uploadImage'>>;
  /** The product's stock as the catalogue (`GET /`) lists it; throws if it is not listed. */
  listedStockOf(product: Product): Promise<number>;
  /** `POST /order` with valid shipping fields; throws unless 201. */
  placeOrder(as: Session, product: Product, quantity?: number): Promise<Order>;
  /** Intent → sandbox card 4242 → `PUT /order/{id}`; throws unless paid. */
  payOrder(as: Session, order: Order): Promise<Order>;
  /** The bus a second API instance on this database would use (PGlite: the same; PostgreSQL: its own). */
  openEventBus(): Promise<EventBus>;
  /** Opens `GET /api/events` on `app` (default: this environment's), listening on a free port. */
  openStream(as: Session, app?: FastifyInstance, headers?: Record<string, string>): Promise<EventStream>;
  /** Another app on the same database and emulator, e.g. with another config; the caller closes it. */
  buildVariant(overrides: Partial<AppDeps>): Promise<FastifyInstance>;
  /** The log lines, of this app and its variants, where Fastify was asked to send a reply twice. */
  repliesSentTwice: readonly string[];
  /** Closes everything, then fails if any reply was sent twice: every suite's afterAll checks it. */
  close(): Promise<void>;
}

/** One default zone charging nothing: the suites' delivery unless they set SHIPPING_ZONES. */
export const FREE_DELIVERY = JSON.stringify([{ name: 'Free', flat: 0, perKg: 0, baseKg: 0 }]);

export const SUCCEEDING_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/** The body the purchase page sends. */
export function orderBody(product: Product, quantity: number, extra: Record<string, unknown> = {}) {
  return {
    productId: product._id,
    email: 'someone@toolshop.test',
    name: product.name,
    price: product.price,
    quantity,
    totalPrice: product.price * quantity,
    padi: false,
    ...SHIPPING,
    ...extra,
  };
}

/** The body the checkout sends: every line of the cart, to the address. */
export function linesOrderBody(lines: [Product, number][], extra: Record<string, unknown> = {}) {
  return {
    lines: lines.map(([product, quantity]) => ({ productId: product._id, quantity })),
    ...SHIPPING,
    ...extra,
  };
}

const randomTag = () =>
  randomBytes(5)
    .toString('hex')
    .replace(/[^a-z0-9]/g, '');

export function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----toolshop${randomTag()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface EnvironmentOptions extends Pick<AppDeps, 'rateLimits'> {
  /** Settings as environment variables, over the test defaults. */
  env?: Record<string, string>;
}

export async function createTestEnvironment(options: EnvironmentOptions = {}): Promise<TestEnvironment> {
  const emulatorHost = inject('authEmulatorHost');
  const tag = randomTag();
  const settings = {
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    ADMIN_EMAIL: `admin${tag}@toolshop.test`,
    ADMIN_PASSWORD: TEST_PASSWORD,
    DATA_DIR: '/nonexistent-toolshop-data',
    // Suites write far faster than people do; tests of the limit itself set their own.
    WRITES_PER_MINUTE: '10000',
    WEB_DIR: '/nonexistent-toolshop-web',
    // Suites place many orders per customer; the limit's own tests set it low.
    MAX_OPEN_ORDERS: '1000',
    // Suites that predate delivery charges count totals without one; those of charges set zones.
    SHIPPING_ZONES: FREE_DELIVERY,
    MAIL_SMTP_PORT: String(inject('mailSmtpPort')),
    MAIL_WEB_PORT: String(inject('mailWebPort')),
    SHOP_URL: 'http://shop.toolshop.test',
    // Tests wait seconds, not minutes, for a retry or a dead sender's emails.
    MAIL_RETRY_SECONDS: '0.5',
    MAIL_CLAIM_SECONDS: '5',
    ...options.env,
  };
  const database = await openTestDatabase();
  let config = loadConfig(settings);
  const identity = createFirebaseIdentity(config.firebase);
  await database.prepare(async (db) => {
    config = await settleShop(db, config, settings);
    await ensureAdmin(db, identity, config.admin);
  });
  const events = await database.openEventBus();
  const log = replySentTwiceLog();
  const deps: AppDeps = {
    config,
    db: database.db,
    events,
    identity,
    tokens: createAccessTokens(randomBytes(32).toString('hex'), config.jwt.ttlSeconds),
    payments: createSandboxDriver(database.db),
    rateLimits: options.rateLimits,
    logger: log.logger,
  };
  const app = await buildApp(deps);
  await app.ready();

  const send = injectTransport(app);
  const api = createApiClient(send);
  const request: TestEnvironment['request'] = (method, url, { as, headers, ...rest } = {}) =>
    send({ method, url, headers: { ...as?.headers, ...headers }, ...rest });
  const identityAccounts = identityEmulator(`http://${emulatorHost}`);

  let accounts = 0;
  const signUp = async (label: string) => {
    accounts += 1;
    const email = `${label}${accounts}x${tag}@toolshop.test`;
    return { email, idToken: await identityAccounts.signUp(email, TEST_PASSWORD) };
  };
  const idTokenFor = (email: string, password = TEST_PASSWORD) => identityAccounts.signIn(email, password);

  const newUser = async (label: string) => {
    const { email, idToken } = await signUp(label);
    const session = await logIn(api, email, idToken);
    bodyOf(
      await api.saveUser({
        as: session,
        body: { name: `Test ${label}`, email, phone: '5551234', image: '', role: 'user' },
      }),
    );
    return session;
  };

  const admin = await logIn(api, config.admin.email, await idTokenFor(config.admin.email));
  const newCashier = async (label: string) => {
    const session = await newUser(label);
    bodyOf(await api.setRole({ as: admin, params: { email: session.email }, body: { role: 'cashier' } }));
    return session;
  };
  const [userA, userB] = await Promise.all([newUser('usera'), newUser('userb')]);

  const uploadPng = (as: Session, png = makePng(4, 3, [200, 120, 20])) => {
    const form = multipartBody('image', 'tool.png', 'image/png', png);
    return api.uploadImage({ as, payload: form.payload, headers: form.headers });
  };

  let productCount = 0;
  const createProduct: TestEnvironment['createProduct'] = async (fields = {}) => {
    productCount += 1;
    const upload = bodyOf(await uploadPng(admin, makePng(2, 2, [productCount % 256, 40, 90])));
    const res = await api.addProduct({
      as: admin,
      body: {
        name: `Test tool ${productCount}`,
        description: 'A sturdy tool for tests.',
        minimumOrder: 1,
        availableQuentity: 100,
        price: 12.5,
        ...fields,
        img: upload.data.url,
      },
    });
    return bodyOf(res);
  };

  const editProduct: TestEnvironment['editProduct'] = async ({ _id: id }, fields) => {
    const { version } = bodyOf(await api.productPage({ params: { id } })).product;
    return bodyOf(
      await api.editProduct({
        as: admin,
        params: { id },
        headers: { 'if-match': String(version) },
        body: fields,
      }),
    );
  };

  const listedStockOf: TestEnvironment['listedStockOf'] = async (product) => {
    const listed = bodyOf(await api.listProducts()).find((p) => p._id === product._id);
    if (!listed) throw new Error(`${product.name} is not in the catalogue`);
    return listed.availableQuentity;
  };
  const placeOrder: TestEnvironment['placeOrder'] = async (as, product, quantity = product.minimumOrder) =>
    bodyOf(await api.placeOrder({ as, body: orderBody(product, quantity) }));
  const payOrder: TestEnvironment['payOrder'] = async (as, order) => {
    const { intentId, clientSecret } = bodyOf(
      await api.createPaymentIntent({ as, body: { orderId: order._id } }),
    );
    bodyOf(await api.confirmSandboxPayment({ as, body: { ...SUCCEEDING_CARD, intentId, clientSecret } }));
    return bodyOf(await api.payOrder({ as, params: { id: order._id }, body: { tnxId: intentId } }));
  };

  return {
    app,
    openEventBus: () => database.openEventBus(),
    openStream: (as, target = app, headers = {}) => openEventStream(target, { ...as.headers, ...headers }),
    listedStockOf,
    placeOrder,
    payOrder,
    db: database.db,
    databaseUrl: database.url,
    config,
    emulatorHost,
    identity: identityAccounts,
    mailbox: mailbox(inject('mailWebPort')),
    anon: { email: '', headers: {} },
    userA,
    userB,
    admin,
    api,
    request,
    signUp,
    idTokenFor,
    newUser,
    newCashier,
    createProduct,
    editProduct,
    uploadPng,
    buildVariant: (overrides) => buildApp({ ...deps, ...overrides }),
    repliesSentTwice: log.lines,
    async close() {
      await app.close();
      await events.close();
      await identity.close();
      await database.close();
      if (log.lines.length > 0) {
        const first = log.lines.slice(0, 3).join('');
        throw new Error(`the app sent a reply twice, ${log.lines.length} times; the first:\n${first}`);
      }
    },
  };
}

/** Requests handed to `app` through `fastify.inject`, no socket between. */
export function injectTransport(app: FastifyInstance): Transport {
  return async ({ method, url, query, headers, body, payload }) => {
    const res = await app.inject({
      method,
      url,
      query,
      headers,
      ...(payload !== undefined ? { payload } : body !== undefined ? { payload: body as object } : {}),
    });
    return {
      status: res.statusCode,
      body: parsedBody(res.headers['content-type'], res.rawPayload),
      headers: res.headers,
      raw: res.rawPayload,
    };
  };
}

/** The typed client of another app (a second instance, a variant with other settings). */
export const clientOf = (app: FastifyInstance): ApiClient => createApiClient(injectTransport(app));

/**
 * The suite's environment, made before its first test and closed after its last: the one set-up
 * every API suite shares. What it answers is usable inside tests and hooks, once made.
 */
export function suiteEnvironment(options: EnvironmentOptions = {}): TestEnvironment {
  let made: TestEnvironment | undefined;
  beforeAll(async () => {
    made = await createTestEnvironment(options);
  });
  // Whatever a suite did to stock, each product's stock is still the sum of its ledger's movements.
  afterAll(async () => {
    try {
      if (made) await expectStockMatchesLedger(made.db);
      if (made) await expectAccountsBalance(made.db);
    } finally {
      await made?.close();
    }
  });
  return new Proxy({} as TestEnvironment, {
    get(_, key) {
      if (!made) throw new Error('the suite environment is made in beforeAll: use it inside a test or hook');
      return Reflect.get(made, key);
    },
  });
}

/** Listens on a free loopback port (once per app) and reads its event stream with fetch. */
export async function openEventStream(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<EventStream> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the app is not listening');
  const stop = new AbortController();
  const res = await fetch(`http://127.0.0.1:${address.port}/api/events`, { headers, signal: stop.signal });
  const events: ShopEvent[] = [];
  const waiting = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  if (res.ok && res.body) {
    ended = readEventStream(res.body, (message) => {
      const event = toShopEvent(message);
      if (!event) return;
      events.push(event);
      for (const wake of waiting) wake();
    }).catch(() => undefined);
  } else {
    await res.body?.cancel();
  }
  return {
    status: res.status,
    events,
    ended,
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          const seen = events.map((e) => `${e.kind} ${e.type}`).join(', ');
          reject(new Error(`no matching event within ${timeoutMs} ms; got: ${seen || 'none'}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => stop.abort(),
  };
}
