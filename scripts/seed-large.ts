/**
 * `npm run seed:large`: fills a database to 100,000 orders, 10,000 products in 30,000 variants
 * (a real tool shop's catalogue, in categories with brands: ./largeCatalogue.ts) and 10,000 users, so the admin's lists, export and overview can be measured at size. Rows go in with
 * multi-row inserts, 1,000 at a time, in one transaction that also bumps the catalogue version
 * (API instances on PostgreSQL then drop their cached catalogue) and adds to the per-state order
 * counts. It writes to DATABASE_URL when set, else to DATA_DIR's PGlite (the server's own layout,
 * which one process opens at a time: stop the server first), migrating first. Sizes: SEED_ORDERS,
 * SEED_PRODUCTS, SEED_VARIANTS_PER_PRODUCT, SEED_USERS, and SEED_MOVEMENTS: a history of that many stock movements for the first
 * product (written off and put back a unit at a time, a day's worth every 100), for the stock benchmark.
 */
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { bumpCatalogueVersion } from '../src/server/catalogue/catalogueVersion';
import { createPrivately } from '../src/server/dataFolder';
import { openDatabase, type Database } from '../src/server/db/database';
import { newId, orders, stockMovements, users } from '../src/server/db/schema';
import { changeOrderCounts, orderTransaction } from '../src/server/orders/orderCounts';
import { fillLargeCatalogue } from './largeCatalogue';
import { COUNTRIES, type OrderState } from '../src/shared/entities';

// What it writes into DATA_DIR is the shop's user's alone.
createPrivately();

const BATCH = 1000;
const DAY_MS = 86_400_000;
const sizes = {
  orders: Number(process.env.SEED_ORDERS ?? 100_000),
  products: Number(process.env.SEED_PRODUCTS ?? 10_000),
  variantsPerProduct: Number(process.env.SEED_VARIANTS_PER_PRODUCT ?? 3),
  users: Number(process.env.SEED_USERS ?? 10_000),
  // Pairs of movements, so the history nets to nothing.
  movements: 2 * Math.floor(Number(process.env.SEED_MOVEMENTS ?? 0) / 2),
};

const STATES: OrderState[] = ['paid', 'shipped', 'shipped', 'shipped', 'unpaid', 'expired', 'cancelled'];

/** The same pseudo-random numbers every run, so two seeded databases compare. */
let seed = 42;
const random = (): number => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

async function insertInBatches<Row>(
  count: number,
  make: (i: number) => Row,
  insert: (rows: Row[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => make(start + i));
    await insert(rows);
  }
}

async function seedLarge(db: Database): Promise<void> {
  const runTag = Date.now().toString(36);
  const now = Date.now();
  await orderTransaction(db, async (tx) => {
    const catalogue = await fillLargeCatalogue(tx, {
      count: sizes.products,
      variantsPerProduct: sizes.variantsPerProduct,
      tag: runTag,
    });
    const emails: string[] = [];
    await insertInBatches(
      sizes.users,
      (i) => {
        const email = `seed${i + 1}.${runTag}@toolshop.test`;
        emails.push(email);
        return { email, name: `Seed Customer ${i + 1}` };
      },
      (rows) => tx.insert(users).values(rows),
    );
    const stateCounts = new Map<OrderState, number>();
    await insertInBatches(
      sizes.orders,
      () => {
        const product = pick(catalogue);
        const quantity = 1 + Math.floor(random() * 30);
        const state = pick(STATES);
        stateCounts.set(state, (stateCounts.get(state) ?? 0) + 1);
        const createdAt = new Date(now - Math.floor(random() * 90 * DAY_MS));
        const paid = state === 'paid' || state === 'shipped';
        const paidAt = paid ? new Date(createdAt.getTime() + 600_000) : null;
        return {
          productId: product.id,
          email: pick(emails),
          productName: product.name,
          priceCents: product.priceCents,
          quantity,
          totalCents: product.priceCents * quantity,
          lines: [
            {
              productId: product.id,
              variantId: product.variantId,
              name: product.name,
              img: product.img,
              priceCents: product.priceCents,
              quantity,
            },
          ],
          lineNames: product.name,
          fullName: 'Rahim Uddin',
          addressLine1: `${1 + Math.floor(random() * 200)} Hardware Lane`,
          company: random() < 0.3 ? 'Rahman Hardware, Ltd' : '',
          city: pick(['Dhaka', 'Khulna', 'Chattogram', 'Kolkata', 'Mumbai']),
          postalCode: String(1000 + Math.floor(random() * 9000)),
          country: pick(COUNTRIES),
          phone: `+8801${String(Math.floor(random() * 1e9)).padStart(9, '0')}`,
          state,
          tnxId: paid ? `pi_seed_${newId()}` : null,
          createdAt,
          paidAt,
          shippedAt: state === 'shipped' ? new Date(paidAt!.getTime() + DAY_MS) : null,
          cancelledAt: state === 'cancelled' ? createdAt : null,
          expiredAt: state === 'expired' ? new Date(createdAt.getTime() + 900_000) : null,
        };
      },
      (rows) => tx.insert(orders).values(rows),
    );
    const historied = catalogue[0]!;
    const firstDay = now - Math.ceil(sizes.movements / 100) * DAY_MS;
    await insertInBatches(
      sizes.movements,
      (i) => {
        // Pairs of one unit out and back in: the product's stock stays the sum of its movements.
        const out = i % 2 === 0;
        return {
          at: new Date(firstDay + Math.floor(i / 100) * DAY_MS + (i % 100) * 1000),
          productId: historied.id,
          variantId: historied.variantId,
          delta: out ? -1 : 1,
          stockAfter: historied.availableQuantity - (out ? 1 : 0),
          reason: out ? ('damaged' as const) : ('correction' as const),
          note: out ? '' : 'Found on the shelf',
        };
      },
      (rows) => tx.insert(stockMovements).values(rows),
    );
    await bumpCatalogueVersion(tx);
    changeOrderCounts(
      tx,
      [...stateCounts].map(([state, by]) => ({ state, by })),
    );
  });
  // As autovacuum would after a bulk load: planner statistics, and pages marked all-visible.
  await db.execute(sql`vacuum (analyze)`);
}

const started = performance.now();
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: join(resolve(process.env.DATA_DIR ?? '.data'), 'db') },
);
await database.prepare();
await seedLarge(database.db);
await database.close();
console.log(
  `Seeded ${sizes.orders} orders, ${sizes.products} products, ${sizes.users} users, ${sizes.movements} stock movements in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
