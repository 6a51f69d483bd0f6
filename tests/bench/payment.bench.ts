/**
 * Payment benchmark: orders paid per second by the real API server (child processes, as in
 * production) beside a ceiling in the same run: a bare Fastify server sending the same SQL to mark
 * the same kind of orders paid with their invoice (barePayment.ts). Three kinds of payment: by card
 * (the unpaid orders placed, each one's intent opened and confirmed with the sandbox's card 4242;
 * timed, `PUT /order/{id}` with the intent's id), cash on delivery (the orders placed, confirmed
 * and shipped; timed, the admin's `POST /order/{id}/collected` with the cash) and a counter sale in
 * cash (timed, the admin's `POST /counter/sale` at an open register). IN_FLIGHT at once, so
 * every payment waits its turn for the invoice series' row, as in a busy shop. The shop and the
 * ceiling take turns, round by round. Configurations: PGlite (one instance), and with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL with one and with two instances (requests
 * dealt round-robin). Checks that the shop's payments took consecutive invoice numbers from 1 with
 * no gap or repeat. Rewrites tests/bench/PAYMENT.md. Run: `npm run bench:payment`. Nothing here
 * asserts a time.
 */
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { Order, Product } from '../../src/shared/entities';
import { SHIPPING } from '../server/support/constants';
import { bodyOf } from '../support/apiClient';
import { identityEmulator } from '../support/identity';
import { onBothDatabases, startBenchServers, type ShopDatabase } from './benchServers';
import { comparisonTable, roundsList, sidesInTurn, type ComparedRow, type Side } from './comparison';
import { measure, type Figures } from './measure';
import { writeReport } from './report';
import { stockBenchShop, type BenchCustomer, type BenchShop } from './benchShop';

const PRODUCTS = 50;
const CUSTOMERS = 64;
const IN_FLIGHT = 32;
const REQUESTS = 500;
const WARM_UP = 100;
const ROUNDS = 5;
/** Orders each side pays in one configuration. */
const PAYMENTS = WARM_UP + ROUNDS * REQUESTS;

/** The sandbox's card that succeeds. */
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

const servers = await startBenchServers();

const startShop = (database: ShopDatabase) =>
  servers.startShop(database, {
    WRITES_PER_MINUTE: '1000000',
    MAX_OPEN_ORDERS: '1000',
    COD_MAX_OPEN: '1000',
    COD_MAX_TOTAL: '10000',
    // Each customer signs in from an address of their own, as in checkout.bench.
    TRUST_PROXY: 'true',
  });

const startBare = (kind: 'postgres' | 'pglite', where: string) =>
  servers.startBare('barePayment.ts', [kind, where]);

const identity = identityEmulator(`http://${servers.emulator.host}`);

/** The shop's PRODUCTS tools, stocked for every order of the run, and its signed-in customers. */
const stockShop = (base: string, tag: string) =>
  stockBenchShop(base, identity, { tag, products: PRODUCTS, customers: CUSTOMERS, purpose: 'payment' });

/** One payment's request, made ready before the measurement: by whom, where and with what. */
interface Payment {
  /** Signed in to the shop; named by the x-uid and x-email headers to the ceiling. */
  payer: BenchCustomer;
  method: 'PUT' | 'POST';
  path: string;
  body: unknown;
}

/** A kind of payment: its requests to the shop and to the ceiling, the orders they pay made ready. */
interface PaymentKind {
  name: string;
  /** The status a payment is answered with. */
  status: number;
  shopPayments(shop: BenchShop, offset: number): Promise<Payment[]>;
  barePayments(bare: string, shop: BenchShop, tag: string): Promise<Payment[]>;
}

/** Runs `make(i)` for i below `count`, `inFlight` at once, in order of i. */
async function each<T>(count: number, inFlight: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const i = next++;
        made[i] = await make(i);
      }
    }),
  );
  return made;
}

/** A POST to the ceiling that makes what its payments need; its answer. */
async function prepareBare(bare: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const made = await fetch(`${bare}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!made.ok) throw new Error(`the ceiling's ${path}: ${made.status}`);
  return (await made.json()) as Record<string, unknown>;
}

/**
 * PAYMENTS orders the ceiling makes itself (`cod`: shipped cash-on-delivery orders, else unpaid card
 * orders), of the same shape as the shop's: two units of the shop's first tool each.
 */
async function bareOrders({ products, customers }: BenchShop, bare: string, tag: string, cod: boolean) {
  const product = products[0]!;
  const orders = Array.from({ length: PAYMENTS }, (_, i) => ({
    id: `bare${tag}${cod ? 'cod' : ''}${i}`,
    customer: customers[i % customers.length]!,
    intentId: `pi_bare_${tag}_${i}`,
  }));
  await prepareBare(bare, '/orders', {
    cod,
    orders: orders.map(({ id, customer, intentId }) => ({
      id,
      uid: customer.uid,
      email: customer.email,
      intentId,
    })),
    lines: [
      {
        productId: product._id,
        variantId: product._id,
        variantTitle: '',
        sku: '',
        name: product.name,
        img: product.img,
        priceCents: Math.round(product.price * 100),
        quantity: 2,
      },
    ],
    ...SHIPPING,
  });
  return { orders, owed: product.price * 2 };
}

/** The shop's one-line order `i` by its customers in turn, one of its tools in turn, 1–3 units. */
const placeOneLine = ({ api, products, customers }: BenchShop, offset: number, i: number, cod: boolean) =>
  api.placeOrder({
    as: customers[i % customers.length]!.session,
    body: {
      lines: [{ productId: products[(offset + i) % products.length]!._id, quantity: 1 + (i % 3) }],
      ...SHIPPING,
      ...(cod && { paymentMethod: 'cod' as const }),
    },
  });

const BY_CARD: PaymentKind = {
  name: 'Card',
  status: 200,
  /** PAYMENTS one-line orders placed on the shop, each with its intent confirmed by card 4242. */
  shopPayments: (shop, offset) =>
    each(PAYMENTS, 8, async (i) => {
      const customer = shop.customers[i % shop.customers.length]!;
      const as = customer.session;
      const order: Order = bodyOf(await placeOneLine(shop, offset, i, false));
      const { api } = shop;
      const { intentId, clientSecret } = bodyOf(
        await api.createPaymentIntent({ as, body: { orderId: order._id } }),
      );
      bodyOf(await api.confirmSandboxPayment({ as, body: { ...CARD, intentId, clientSecret } }));
      return { payer: customer, method: 'PUT', path: `/order/${order._id}`, body: { tnxId: intentId } };
    }),
  async barePayments(bare, shop, tag) {
    const { orders } = await bareOrders(shop, bare, tag, false);
    return orders.map(({ id, customer, intentId }) => ({
      payer: customer,
      method: 'PUT',
      path: `/order/${id}`,
      body: { tnxId: intentId },
    }));
  },
};

const CASH_ON_DELIVERY: PaymentKind = {
  name: 'COD collected',
  status: 200,
  /** PAYMENTS one-line cash-on-delivery orders placed on the shop, each confirmed and shipped by the admin. */
  shopPayments: (shop, offset) =>
    each(PAYMENTS, 8, async (i) => {
      const order: Order = bodyOf(await placeOneLine(shop, offset, i, true));
      const { api, admin } = shop;
      const as = admin.session;
      bodyOf(await api.confirmCodOrder({ as, params: { id: order._id } }));
      const shipped = bodyOf(await api.shipOrder({ as, params: { id: order._id }, body: {} }));
      return collection(admin, order._id, shipped.cod!.owed);
    }),
  async barePayments(bare, shop, tag) {
    const { orders, owed } = await bareOrders(shop, bare, tag, true);
    return orders.map(({ id }) => collection(shop.admin, id, owed));
  },
};

/** The admin records the courier's cash for a COD order. */
const collection = (admin: BenchCustomer, orderId: string, owed: number): Payment => ({
  payer: admin,
  method: 'POST',
  path: `/order/${orderId}/collected`,
  body: { amount: owed, reference: `COURIER-${orderId}` },
});

/** Tells this run's sale ids from any earlier run's on a database kept between runs. */
const RUN = Date.now().toString(36);

/** The admin's counter sale `i` on `sessionId`, of one tool in cash: the shop's tools in turn. */
function counterSale(
  admin: BenchCustomer,
  sessionId: string,
  saleId: string,
  tool: Product,
  i: number,
): Payment {
  const quantity = 1 + (i % 3);
  return {
    payer: admin,
    method: 'POST',
    path: '/counter/sale',
    body: {
      saleId,
      sessionId,
      lines: [{ variantId: tool.variants[0]!._id, quantity }],
      payments: [{ method: 'cash', tendered: Math.round(tool.price * 100 * quantity) / 100 }],
    },
  };
}

const AT_THE_COUNTER: PaymentKind = {
  name: 'Counter sale',
  status: 201,
  /** PAYMENTS sales at the shop's Counter 1, opened by the admin unless it is open already. */
  async shopPayments({ api, admin, products }, offset) {
    const as = admin.session;
    const [open] = bodyOf(await api.registerSessions({ as, query: { state: 'open' } })).sessions;
    const session =
      open ?? bodyOf(await api.openRegister({ as, body: { register: 'Counter 1', float: 100 } }));
    return Array.from({ length: PAYMENTS }, (_, i) =>
      counterSale(
        admin,
        session._id,
        `bench-${RUN}-${offset + i}`,
        products[(offset + i) % products.length]!,
        i,
      ),
    );
  },
  async barePayments(bare, { admin, products }, tag) {
    const { sessionId } = await prepareBare(bare, '/register', {
      tools: products.map((tool) => ({
        productId: tool._id,
        variantId: tool.variants[0]!._id,
        name: tool.name,
        img: tool.img,
        priceCents: Math.round(tool.price * 100),
      })),
    });
    return Array.from({ length: PAYMENTS }, (_, i) =>
      counterSale(admin, String(sessionId), `bare-${RUN}-${tag}-${i}`, products[i % products.length]!, i),
    );
  },
};

/** Every invoice number the shop's payments were answered with, by database. */
const shopNumbers: string[] = [];

/**
 * Sends `payments` to the servers round-robin, IN_FLIGHT at once: one fetch for the shop and its
 * ceiling alike.
 */
function runPayments(
  label: string,
  bases: string[],
  ceiling: boolean,
  payments: Payment[],
  kind: PaymentKind,
): Promise<Figures> {
  return measure(
    label,
    payments.length,
    IN_FLIGHT,
    async (i) => {
      const { payer, method, path, body } = payments[i]!;
      const res = await fetch(`${bases[i % bases.length]}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(ceiling ? { 'x-uid': payer.uid, 'x-email': payer.email } : payer.session.headers),
        },
        body: JSON.stringify(body),
      });
      const paid = (await res.json()) as { invoiceNumber?: string; order?: { invoiceNumber?: string } };
      const invoiceNumber = paid.invoiceNumber ?? paid.order?.invoiceNumber;
      if (!ceiling && invoiceNumber) shopNumbers.push(invoiceNumber);
      return res.status;
    },
    kind.status,
  );
}

/** How long each shop round's emails went on arriving after its last payment was answered. */
const mailTails: string[] = [];
const rows: ComparedRow[] = [];
const checks: string[] = [];

async function compareKind(
  config: string,
  kind: PaymentKind,
  shops: string[],
  bares: string[],
  shop: BenchShop,
  tag: string,
) {
  const fromShop = await kind.shopPayments(shop, shopNumbers.length);
  const fromBare = await kind.barePayments(bares[0]!, shop, tag);
  const row: ComparedRow = { leading: [config, kind.name], shop: [], bare: [] };
  const run = (label: string, side: Side, payments: Payment[]) =>
    runPayments(label, side === 'shop' ? shops : bares, side === 'bare', payments, kind);
  // The placements' confirmations are sent before anything is timed: they are not the payments' work.
  await servers.mailSettled();
  await run('warm-up', 'shop', fromShop.slice(0, WARM_UP));
  await run('warm-up', 'bare', fromBare.slice(0, WARM_UP));
  await servers.mailSettled();
  for (let round = 0; round < ROUNDS; round++) {
    const from = WARM_UP + round * REQUESTS;
    for (const side of sidesInTurn(round)) {
      const payments = (side === 'shop' ? fromShop : fromBare).slice(from, from + REQUESTS);
      const figures = await run(`${config}, ${kind.name}, ${side}`, side, payments);
      console.log(figures, `load ${loadavg()[0]!.toFixed(1)}`);
      row[side].push(figures);
      // A round's emails still being sent must not slow the next round, whichever side it is.
      const mailTail = await servers.mailSettled();
      if (side === 'shop') mailTails.push(`${config}, ${kind.name}: ${(mailTail / 1000).toFixed(1)} s`);
    }
  }
  return row;
}

/** Each kind of payment in one configuration, one row of the table each. */
async function compare(config: string, shops: string[], bares: string[], shop: BenchShop, tag: string) {
  for (const kind of [BY_CARD, CASH_ON_DELIVERY, AT_THE_COUNTER]) {
    rows.push(await compareKind(config, kind, shops, bares, shop, tag));
  }
}

/** The shop's invoice numbers on one database are 1…n, each once. */
function checkUnbroken(database: string): string {
  const sequences = shopNumbers.map((number) => Number(number.split('/').at(-1)));
  const sorted = [...sequences].sort((a, b) => a - b);
  const broken = sorted.findIndex((sequence, i) => sequence !== i + 1);
  if (broken !== -1 || new Set(shopNumbers).size !== shopNumbers.length) {
    throw new Error(
      `${database}: the shop's invoice numbers break at ${sorted[broken]} (position ${broken + 1})`,
    );
  }
  const checked = `${database}: ${shopNumbers.length} payments, invoices ${shopNumbers.toSorted()[0]} to ${shopNumbers.toSorted().at(-1)}, none missing or repeated`;
  shopNumbers.length = 0;
  return checked;
}

const loadAtStart = loadavg()[0]!;
await onBothDatabases(servers, 'toolshop_payment_bench', {
  async pglite(scratch) {
    const shopBase = await startShop({ DATA_DIR: join(scratch, 'shop') });
    const bare = await startBare('pglite', join(scratch, 'bare'));
    const shop = await stockShop(shopBase, 'pglite');
    await compare('PGlite, 1 instance', [shopBase], [bare], shop, 'lite');
    checks.push(checkUnbroken('PGlite'));
  },
  async postgres(url) {
    const first = await startShop({ DATABASE_URL: url });
    const shop = await stockShop(first, 'postgres');
    const bare = await startBare('postgres', url);
    await compare('PostgreSQL, 1 instance', [first], [bare], shop, 'pg1');
    const second = await startShop({ DATABASE_URL: url });
    const secondBare = await startBare('postgres', url);
    await compare('PostgreSQL, 2 instances', [first, second], [bare, secondBare], shop, 'pg2');
    checks.push(checkUnbroken('PostgreSQL'));
  },
});
const loadAtEnd = loadavg()[0]!;

const report = `# Payment: orders paid per second, each with its invoice

Written by \`npm run bench:payment\` on ${new Date().toISOString().slice(0, 10)} (${cpus().length} cores, shared; load
average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end). ${CUSTOMERS} customers, ${IN_FLIGHT}
payments in flight, ${REQUESTS} payments a round, ${ROUNDS} rounds; each figure is the median round.
Nothing asserts a time: compare the shop with the ceiling measured beside it.

${comparisonTable(['Configuration', 'Payment'], 'orders', rows)}

Each round (orders/s):

${roundsList(rows)}

The payments' emails still arriving after each shop round's last payment was answered (the
round's time does not include them; the next round begins once they are all sent):
${mailTails.map((tail) => `- ${tail}`).join('\n')}

Invoice numbers, checked after the run:

${checks.map((check) => `- ${check}`).join('\n')}

**The shop** is the API server as \`npm start\` runs it (its own process per instance), with no tax
regime (the spec's shop: a plain numbered invoice), beside a mail catcher. Each payment is
\`PUT /order/{id}\` with the intent's id: the access token checked, the order read (owner check), the
intent verified with the sandbox driver (a read), then one order transaction of four round trips:
BEGIN; one statement that marks it paid (the conditional update) with its history row, the
customer's hold released, the customer's and the admins' emails queued and the intent marked
succeeded; one statement that takes the invoice number by the upsert on the series' row, inserts the
invoice with its snapshot (built in JS before that statement), sets the order's number and writes
the per-state counts; COMMIT. The two statements are built once per shape, their values sent as
parameters, and prepared by name on PostgreSQL. Then the order event (NOTIFY on PostgreSQL,
batched), and in the background its two emails: claimed, composed and marked sent a few at a time
(a statement each), rendered and sent to the catcher on the mail thread (niced).

A cash-on-delivery collection is the admin's \`POST /order/{id}/collected\` with the cash owed and the
courier's reference, on an order placed, confirmed and shipped before the measurement: the token
checked, the admin's role read, the order read, the cash checked against what is owed, then BEGIN;
one statement recording the cash and the payment's time (the order stays shipped) with its history
row and the customer's email queued; the invoice's statement as a card payment's; COMMIT; then the
order's emails and history read for the staff's answer, the event, and one email in the background.

A counter sale is the admin's \`POST /counter/sale\` at Counter 1 (opened once), one tool of the 50 in
turn, one to three units, paid in cash: the token checked, the role read, then BEGIN; the sale's
advisory lock and its replay check; the register session's row, shared; the tool; the order
(collected at the counter) and its history row, an insert each; one statement moving the line's
stock with its ledger row; the sale's row; the invoice's statement; COMMIT; then the product's
variants read for the announcement, and the events (the order, the product's stock).

**The ceiling** (\`tests/bench/barePayment.ts\`) is a bare Fastify process sending the same SQL for
the request, the same round trips (a card payment's six: the order read, the intent read, BEGIN, the
move's statement, the invoice's statement, COMMIT; a collection's eight: the role read, the order
read, BEGIN, the collection's statement, the invoice's, COMMIT, the emails read, the history read; a
counter sale's thirteen: the role read, BEGIN, the lock, the replay check, the session, the tool, the
order, its history, the stock, the sale, the invoice, COMMIT, the variants read; each read from
PostgreSQL's statement log of the shop's request), with no sign-in, validation, email sent or event,
its answer compressed as the shop's is (the shop's own settings, src/server/http/compression.ts). It
runs on node-postgres with the shop's pool size (10), every statement prepared by name (the shop so
prepares its order's read, its moves and its invoice, and sends the rest unnamed: on PostgreSQL the
ceiling is, if anything, a little faster than the shop's SQL alone), or on a PGlite of its own, which
holds the shop's admin and customers' records, so that its statements queue the same emails. Its series
is a year of its own (\`00-00\`), so on a shared database the shop's numbers stay unbroken; there its
emails are queued as already dropped, so the shop's sender leaves them alone (on its own PGlite they
are queued pending, as the shop's are). Both hold the series' row and the counts' rows for one
statement and the commit.
`;
writeReport(resolve(import.meta.dirname, 'PAYMENT.md'), report);
console.log(report);
