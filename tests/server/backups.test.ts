/**
 * Backups of the embedded database (README, Backups): taken while orders pour in, each restores into an
 * empty folder as a consistent shop (every unit of stock accounted for by the product or by a
 * whole order), and one taken at rest restores every row of every table as it was. The running
 * shop takes one only for this computer with its secret; the overview's status says when.
 */
import { mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/entities';
import {
  backupDue,
  createBackups,
  listBackups,
  restoreBackup,
  type Backups,
} from '../../src/server/backups/backups';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '../../src/server/db/database';
import * as schema from '../../src/server/db/schema';
import { seedCatalogue } from '../../src/server/seed';
import { createSandboxDriver } from '../../src/server/payments/sandboxDriver';
import {
  bodyOf,
  clientOf,
  orderBody,
  SUCCEEDING_CARD,
  type Session,
  suiteEnvironment,
} from './support/environment';

const SECRET = 'a-backup-secret-for-tests-0123456789abcdef';

const env = suiteEnvironment();
let folder: string;
let shop: DatabaseHandle;
let backups: Backups;
let app: FastifyInstance;
let catalogue: Product[];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'toolshop-backups-'));
  shop = await openDatabase({ kind: 'pglite', dataDir: join(folder, 'db') });
  await shop.prepare((db) => seedCatalogue(db).then(() => undefined));
  backups = createBackups(
    shop.pglite!,
    { dir: join(folder, 'backups'), intervalMs: 3_600_000, keep: 50 },
    SECRET,
  );
  app = await env.buildVariant({ db: shop.db, payments: createSandboxDriver(shop.db), backups });
  await shop.db
    .insert(schema.users)
    .values({ email: env.admin.email, uid: uidOf(env.admin), name: 'Admin', role: 'admin' });
  catalogue = bodyOf(await clientOf(app).listProducts());
});
afterAll(async () => {
  await app?.close();
  await shop?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const uidOf = (session: Session) => decodeJwt(session.headers.authorization!.split(' ')[1]!).sub!;
/** The shop whose database is backed up, called by name. */
const shopApi = () => clientOf(app);

async function payFor(as: Session, orderId: string): Promise<void> {
  const { intentId, clientSecret } = bodyOf(await shopApi().createPaymentIntent({ as, body: { orderId } }));
  bodyOf(await shopApi().confirmSandboxPayment({ as, body: { ...SUCCEEDING_CARD, intentId, clientSecret } }));
  bodyOf(await shopApi().payOrder({ as, params: { id: orderId }, body: { tnxId: intentId } }));
}

/** Every table's rows, in a stable order, as the database gives them. */
async function everyRow(db: Database): Promise<Record<string, unknown[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    rows[name] = await queryRows(db, sql`select * from ${sql.identifier(name)} t order by t::text`);
  }
  return rows;
}

/**
 * Until the outbox has sent what the storm queued: the mail thread sends after the requests, and a
 * backup "at rest" is one with nothing left in flight.
 */
async function outboxSent(db: Database): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from mail_outbox where status = 'pending'`,
          )
        )[0]!.n,
      { timeout: 30_000, interval: 200 },
    )
    .toBe(0);
}

/** Stock on the shelf plus stock in live orders is what the seed stocked, for every product. */
async function stockAccountedFor(db: Database): Promise<void> {
  const products = await db.select().from(schema.products);
  const live = await db.select().from(schema.orders);
  for (const product of products) {
    const inOrders = live
      .filter((o) => ['unpaid', 'paid', 'shipped'].includes(o.state))
      .flatMap((o) => o.lines)
      .filter((line) => line.productId === product.id)
      .reduce((sum, line) => sum + line.quantity, 0);
    const seeded = catalogue.find((p) => p._id === product.id)!.availableQuentity;
    expect(product.availableQuantity + inOrders, product.name).toBe(seeded);
  }
  for (const order of live) {
    expect(order.lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(order.quantity);
  }
}

async function restored(file: string): Promise<DatabaseHandle> {
  const into = join(folder, `restored-${(await readdir(folder)).length}`);
  await restoreBackup(file, into);
  return openDatabase({ kind: 'pglite', dataDir: into });
}

describe('backups of the embedded database', () => {
  it('taken during an order storm, each restores to a shop whose every unit is accounted for', async () => {
    const buyers = [env.userA, env.userB];
    let placing = true;
    const storm = (async () => {
      for (let i = 0; placing; i++) {
        const as = buyers[i % 2]!;
        const product = catalogue[i % catalogue.length]!;
        const res = await shopApi().placeOrder({ as, body: orderBody(product, product.minimumOrder) });
        if (res.ok && i % 3 === 0) await payFor(as, res.body._id);
        if (res.ok && i % 3 === 1) await shopApi().cancelOrder({ as, params: { id: res.body._id } });
      }
    })();
    const taken = [];
    for (let i = 0; i < 3; i++) taken.push(await backups.take());
    placing = false;
    await storm;

    for (const { file } of taken) {
      const copy = await restored(file);
      try {
        await stockAccountedFor(copy.db);
      } finally {
        await copy.close();
      }
    }
    const orders = await shop.db.select().from(schema.orders);
    expect(orders.length).toBeGreaterThan(3);
  });

  it('taken at rest, restores every row of every table, and refuses a folder that holds a database', async () => {
    await outboxSent(shop.db);
    const { file } = await backups.take();
    const copy = await restored(file);
    try {
      const [original, back] = [await everyRow(shop.db), await everyRow(copy.db)];
      expect(Object.keys(back).sort()).toEqual(Object.keys(original).sort());
      for (const table of ['orders', 'products', 'users', 'images', 'payments', 'reviews']) {
        expect(back[table]!.length, table).toBeGreaterThan(0);
      }
      expect(back).toEqual(original);
    } finally {
      await copy.close();
    }
    await expect(restoreBackup(file, join(folder, 'db'))).rejects.toThrow(/not empty/);
  });

  it('restores over a database only when forced, keeping the one replaced; a damaged file changes nothing', async () => {
    const target = join(folder, 'forced');
    const first = await restored((await backups.take()).file);
    await first.close();
    const [into] = (await readdir(folder)).filter((name) => name.startsWith('restored-')).slice(-1);
    await rename(join(folder, into!), target);

    const damaged = join(folder, 'damaged.tar.gz');
    await writeFile(damaged, 'not a backup');
    await expect(restoreBackup(damaged, target, { force: true })).rejects.toThrow(/not a backup/);
    const untouched = await openDatabase({ kind: 'pglite', dataDir: target });
    expect((await untouched.db.select().from(schema.orders)).length).toBeGreaterThan(0);
    await untouched.close();

    const { file } = await backups.take();
    const { replacedKeptAt } = await restoreBackup(file, target, { force: true });
    expect(replacedKeptAt).toMatch(/forced\.before-restore-/);
    expect((await readdir(replacedKeptAt!)).length).toBeGreaterThan(0);
    expect((await readdir(folder)).filter((name) => name.includes('.restoring-'))).toEqual([]);
  });

  it('is owed by the schedule when none was taken, the last is a full interval old, or a failure is an hour old', () => {
    const hour = 3_600_000;
    const now = Date.parse('2026-11-25T12:00:00Z');
    const at = (hoursAgo: number) => new Date(now - hoursAgo * hour).toISOString();
    const none = { lastAt: null, lastFile: null, lastBytes: null, failedAt: null, error: null };
    expect(backupDue(none, 24 * hour, now)).toBe(true);
    expect(backupDue({ ...none, lastAt: at(23) }, 24 * hour, now)).toBe(false);
    expect(backupDue({ ...none, lastAt: at(24) }, 24 * hour, now)).toBe(true);
    expect(
      backupDue({ ...none, lastAt: at(30), failedAt: at(0.5), error: 'disk full' }, 24 * hour, now),
    ).toBe(false);
    expect(backupDue({ ...none, lastAt: at(30), failedAt: at(1), error: 'disk full' }, 24 * hour, now)).toBe(
      true,
    );
  });

  it('is taken on request only from this computer with the secret, and the overview is told when', async () => {
    // Raw: where the request comes from is the point, and only a raw request can say so.
    const take = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'POST', url: '/api/backups', headers, remoteAddress });
    expect((await take({})).statusCode).toBe(403);
    expect((await take({ 'x-backup-secret': 'wrong' })).statusCode).toBe(403);
    expect(
      (await take({ 'x-backup-secret': SECRET, 'x-forwarded-for': '127.0.0.1' }, '10.0.0.5')).statusCode,
    ).toBe(403);
    expect((await take({ ...env.admin.headers })).statusCode).toBe(403);
    const before = (await listBackups(join(folder, 'backups'))).length;
    const allowed = await take({ 'x-backup-secret': SECRET });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().bytes).toBeGreaterThan(0);
    expect(await listBackups(join(folder, 'backups'))).toHaveLength(before + 1);

    const status = bodyOf(await shopApi().backupStatus({ as: env.admin }));
    expect(status).toMatchObject({ enabled: true, intervalHours: 1, failedAt: null, stale: false });
    expect(Date.now() - Date.parse(status.lastAt!)).toBeLessThan(60_000);
    expect((await shopApi().backupStatus({ as: env.userA })).status).toBe(403);
    // On a shop without them (PostgreSQL), the overview is told so and nobody can take one.
    expect((await env.api.backupStatus({ as: env.admin })).body).toMatchObject({ enabled: false });
    expect((await env.api.takeBackup({ headers: { 'x-backup-secret': SECRET } })).status).toBe(404);
  });
});
