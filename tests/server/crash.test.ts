/**
 * A crash in the middle of an order storm: the real API server runs as a child
 * process; customers place (one product, or a cart of two), pay (intent → sandbox card 4242 →
 * PUT /order/{id}) and cancel orders over HTTP while it is killed with SIGKILL; it is started
 * again on the same data. Then: every order answered 201 is there, each product's stock adds up
 * with the lines of the live orders, no payment is recorded
 * twice, the per-state order counts still count the orders, the server answers /api/health, and
 * every committed order's confirmation email reaches the mail catcher as one message: its outbox row
 * was written with the order, so none is lost; one Message-ID per email, so none is two different
 * emails. (SMTP itself cannot promise one delivery: an email the server accepted in the instant
 * before the kill, not yet marked sent, goes again after the restart under the same Message-ID,
 * which mail clients show once. At most the emails in flight at the kill can be delivered twice.)
 * On PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/emulatorConfig.mjs';
import type { Product } from '../../src/shared/entities';
import { emailText } from '../../src/shared/strings/emails';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { orders, payments, products } from '../../src/server/db/schema';
import { TEST_PASSWORD, TEST_PROJECT_ID } from './support/constants';
import { mailbox, type CaughtEmail } from './support/mailCatcher';
import {
  bodyOf,
  createApiClient,
  fetchTransport,
  wholeList,
  type ApiClient,
  type Session,
} from '../support/apiClient';
import { identityEmulator, logIn } from '../support/identity';
import { linesOrderBody, multipartBody, orderBody, SUCCEEDING_CARD } from './support/environment';
import { keptAndCountedOrderStates } from './support/orderCounts';
import { expectStockMatchesLedger } from './support/stockLedger';
import { makePng } from './support/png';
import { openTestDatabase, usesPostgres, type TestDatabase } from './support/testDatabase';

const ROOT = resolve(import.meta.dirname, '../..');
const STOCK = 5_000;
const CUSTOMERS = 4;
const LOOPS_PER_CUSTOMER = 3;
/** Orders answered 201 before the kill: enough that the storm is in full swing. */
const ORDERS_BEFORE_KILL = 80;

const tag = randomBytes(4).toString('hex');
const emulatorHost = inject('authEmulatorHost');
let dataDir: string;
let port: number;
let postgres: TestDatabase | null = null;
let server: ChildProcess | null = null;

let api: ApiClient;
const identity = identityEmulator(`http://${emulatorHost}`);

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: join(dataDir, 'no-web-build'),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
      ADMIN_EMAIL: `crashadmin${tag}@toolshop.test`,
      ADMIN_PASSWORD: TEST_PASSWORD,
      // The same secret across the restart: sessions opened before the crash still work after it.
      JWT_SECRET: `crash-test-secret-${tag}-0123456789abcdef`,
      WRITES_PER_MINUTE: '1000000',
      MAX_OPEN_ORDERS: '1000',
      LOG_LEVEL: 'silent',
      MAIL_SMTP_PORT: String(inject('mailSmtpPort')),
      MAIL_WEB_PORT: String(inject('mailWebPort')),
      // Emails a killed sender had taken are free to send again this soon after.
      MAIL_CLAIM_SECONDS: '3',
      MAIL_RETRY_SECONDS: '0.5',
      ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
    },
  });
  server = child;
  return child;
}

async function untilHealthy(child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API server exited with ${child.exitCode}`);
    const ok = await api
      .health()
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(100);
  }
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}

async function newCustomer(n: number): Promise<Session> {
  const email = `crash${n}x${tag}@toolshop.test`;
  const customer = await logIn(api, email, await identity.signUp(email, TEST_PASSWORD));
  await api.saveUser({ as: customer, body: { name: `Crash ${n}`, email, phone: '5551234' } });
  return customer;
}

async function addProduct(admin: Session, name: string): Promise<Product> {
  const form = multipartBody('image', 'tool.png', 'image/png', makePng(3, 3, [9, 99, 199]));
  const uploaded = bodyOf(await api.uploadImage({ as: admin, payload: form.payload, headers: form.headers }));
  const created = await api.addProduct({
    as: admin,
    body: {
      name,
      description: 'Survives anything.',
      img: uploaded.data.url,
      minimumOrder: 1,
      availableQuentity: STOCK,
      price: 2.5,
    },
  });
  return bodyOf(created);
}

/** What the storm was told: orders answered 201, and orders a cancel was sent for. */
interface StormLog {
  created: Set<string>;
  /** Their numbers, as their confirmation emails' subjects carry them. */
  numbers: Set<number>;
  cancelSent: Set<string>;
}

/**
 * One customer's loop: order (every other time a cart of both products), then pay, cancel or leave
 * unpaid; ends when the server is gone.
 */
async function shopUntilTheServerDies(
  as: Session,
  [drill, bits]: [Product, Product],
  log: StormLog,
): Promise<void> {
  for (let i = 0; ; i += 1) {
    try {
      const body =
        i % 2
          ? linesOrderBody([
              [bits, 2],
              [drill, 1 + (i % 3)],
            ])
          : orderBody(drill, 1 + (i % 3));
      const placed = await api.placeOrder({ as, body });
      if (!placed.ok) continue;
      const order = placed.body;
      log.created.add(order._id);
      log.numbers.add(order.number);
      if (i % 3 === 0) {
        log.cancelSent.add(order._id);
        await api.cancelOrder({ as, params: { id: order._id } });
      } else if (i % 3 === 1) {
        const intent = await api.createPaymentIntent({ as, body: { orderId: order._id } });
        if (!intent.ok) continue;
        const { intentId, clientSecret } = intent.body;
        await api.confirmSandboxPayment({ as, body: { ...SUCCEEDING_CARD, intentId, clientSecret } });
        await api.payOrder({ as, params: { id: order._id }, body: { tnxId: intentId } });
      }
    } catch {
      return; // The connection failed: the server was killed.
    }
  }
}

/** The mail worker's emails in flight at once (src/server/mail/mailWorker.ts). */
const MAILS_IN_FLIGHT = 4;

/** Longer than MAIL_CLAIM_SECONDS: by then a killed sender's emails have been sent again. */
const QUIET_MS = 4_000;

/**
 * Waits until the catcher holds a confirmation (its subject, with "#number") for every order
 * answered 201, then until nothing more arrives for QUIET_MS (orders
 * committed but never answered have theirs too), and answers each order's copies.
 */
async function confirmationsOf(addresses: string[], answered: number[]): Promise<Map<number, CaughtEmail[]>> {
  const inbox = mailbox(inject('mailWebPort'));
  const deadline = Date.now() + 60_000;
  let seen = -1;
  let quietSince = Date.now();
  for (;;) {
    const byNumber = new Map<number, CaughtEmail[]>();
    let count = 0;
    for (const address of addresses) {
      for (const email of await inbox.emails(address)) {
        count += 1;
        const number = Number(/#(\d+)/.exec(email.subject)?.[1]);
        if (email.subject !== emailText.orderPlaced.subject(number)) continue;
        byNumber.set(number, [...(byNumber.get(number) ?? []), email]);
      }
    }
    if (count !== seen) [seen, quietSince] = [count, Date.now()];
    const allAnswered = answered.every((number) => byNumber.has(number));
    if (allAnswered && Date.now() - quietSince >= QUIET_MS) return byNumber;
    if (Date.now() > deadline) {
      const missing = answered.filter((number) => !byNumber.has(number));
      throw new Error(`no confirmation within 60 s for orders ${missing.join(', ')}`);
    }
    await sleep(250);
  }
}

async function openDataAfterStop(): Promise<DatabaseHandle> {
  if (postgres) return postgres;
  return openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'toolshop-crash-'));
  port = await freePort();
  api = createApiClient(fetchTransport(`http://127.0.0.1:${port}`));
  if (usesPostgres()) postgres = await openTestDatabase();
});
afterAll(async () => {
  if (server) await stop(server, 'SIGKILL');
  await postgres?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe(`SIGKILL in an order storm (${usesPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('loses no answered order, no stock and no payment, and serves again after a restart', async () => {
    const first = startServer();
    await untilHealthy(first);
    const adminEmail = `crashadmin${tag}@toolshop.test`;
    const admin = await logIn(api, adminEmail, await identity.signIn(adminEmail, TEST_PASSWORD));
    const stocked = [
      await addProduct(admin, 'Crash-test drill'),
      await addProduct(admin, 'Crash-test bits'),
    ] as [Product, Product];
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, n) => newCustomer(n)));

    const log: StormLog = { created: new Set(), numbers: new Set(), cancelSent: new Set() };
    const storm = Promise.all(
      customers.flatMap((c) =>
        Array.from({ length: LOOPS_PER_CUSTOMER }, () => shopUntilTheServerDies(c, stocked, log)),
      ),
    );
    while (log.created.size < ORDERS_BEFORE_KILL) await sleep(20);
    await stop(first, 'SIGKILL');
    await storm;

    const second = startServer();
    await untilHealthy(second);
    expect(bodyOf(await api.health())).toEqual({ ok: true });
    // Sessions from before the crash still work, and the shop takes orders again.
    const listed = wholeList(bodyOf(await api.listAllOrders({ as: admin })));
    const again = bodyOf(await api.placeOrder({ as: customers[0]!, body: orderBody(stocked[0], 1) }));
    log.created.add(again._id);
    const listedIds = new Set(listed.map((o) => o._id));
    log.numbers.add(again.number);
    const confirmations = await confirmationsOf(
      customers.map((c) => c.email),
      [...log.numbers],
    );
    await stop(second, 'SIGTERM');

    const data = await openDataAfterStop();
    try {
      const { db } = data;
      const ids = stocked.map((p) => p._id);
      const rows = await db.select().from(orders).where(inArray(orders.productId, ids));
      const byId = new Map(rows.map((o) => [o.id, o]));
      for (const id of log.created) {
        expect(byId.has(id), `order ${id} was answered 201`).toBe(true);
        if (!log.cancelSent.has(id) && id !== again._id) expect(listedIds.has(id), id).toBe(true);
      }

      const live = rows.filter((o) => ['unpaid', 'paid', 'shipped'].includes(o.state));
      expect(rows.some((o) => o.lines.length === 2)).toBe(true);
      for (const product of stocked) {
        const [row] = await db.select().from(products).where(eq(products.id, product._id));
        const held = live
          .flatMap((o) => o.lines)
          .filter((line) => line.productId === product._id)
          .reduce((sum, line) => sum + line.quantity, 0);
        expect(row!.availableQuantity, product.name).toBeGreaterThanOrEqual(0);
        expect(row!.availableQuantity + held, product.name).toBe(STOCK);
      }
      // The ledger lost nothing either: every product's stock is the sum of its movements.
      await expectStockMatchesLedger(db);

      const paid = rows.filter((o) => o.tnxId !== null);
      expect(new Set(paid.map((o) => o.tnxId)).size).toBe(paid.length);
      const succeeded = (await db.select().from(payments).where(eq(payments.status, 'succeeded'))).filter(
        (p) => byId.has(p.orderId),
      );
      expect(new Set(succeeded.map((p) => p.orderId)).size).toBe(succeeded.length);
      for (const order of paid) {
        expect(succeeded.some((p) => p.intentId === order.tnxId && p.orderId === order.id)).toBe(true);
      }
      expect(paid.length).toBeGreaterThan(0);

      // Every committed order's confirmation arrived (answered 201 or not), as one email (one
      // Message-ID); only emails in flight at the kill may have been handed over twice, and then as
      // the same message.
      for (const { number } of rows) {
        const copies = confirmations.get(number) ?? [];
        expect(copies.length, `confirmation of order #${number}`).toBeGreaterThan(0);
        expect(new Set(copies.map((email) => email.messageId)).size, `order #${number}`).toBe(1);
      }
      const redelivered = [...confirmations.values()].filter((copies) => copies.length > 1);
      expect(redelivered.length).toBeLessThanOrEqual(MAILS_IN_FLIGHT);

      // The list's totals still count the orders: each count changed with its order, or neither did.
      const { kept, counted, keptUnpaid, countedUnpaid } = await keptAndCountedOrderStates(db);
      expect(kept).toEqual(counted);
      expect(keptUnpaid).toEqual(countedUnpaid);
    } finally {
      if (!postgres) await data.close();
    }
  }, 180_000);
});
