/**
 * The payment benchmark's ceiling: a bare Fastify in a process of its own (as the shop's API is)
 * sending the SQL the shop's `PUT /order/{id}` sends, and nothing else: the order read (the payer's
 * check), the intent read (the sandbox's verification), then one transaction of four round trips:
 * BEGIN; the move's one statement (the conditional update that marks it paid, its history row, the
 * customer's hold released, the customer's and the admins' emails queued, the intent marked
 * succeeded), answering the order; the snapshot built in JS from that order; one statement taking
 * the invoice number by the upsert on the series' row, inserting the invoice with the snapshot,
 * setting the order's invoice number and changing the per-state counts; COMMIT. No sign-in,
 * validation, email sent or announcement: the payer is named by the `x-uid` and `x-email` headers.
 * Its answer is compressed as the shop compresses it (src/server/http/compression.ts), so the two
 * send the client the same kind of bytes. On PostgreSQL its statements are prepared by name, as the
 * shop's order reads, moves and invoices are (the shop sends its other statements unnamed).
 *
 * A cash-on-delivery collection, `POST /order/{id}/collected` in the shop, is sent as the shop sends
 * it: the staff member's role read (x-email), the order read, then BEGIN; the collection's one
 * statement (the conditional update recording the cash and the payment's time, its history row, the
 * customer's email queued); the invoice's statement as a payment's; COMMIT; then the order's emails
 * and history read for staff's answer.
 *
 * A counter sale, `POST /counter/sale` in the shop, paid in cash, is sent as the shop sends it: the
 * cashier's role read, then BEGIN; the sale's advisory lock and its replay check; the register
 * session's row, shared; the tools; the order (collected at the counter) and its history row, each an
 * insert; one statement moving every line's stock with its ledger rows; the sale's own row; the
 * invoice's statement; COMMIT; then the sold products' variants, read for the announcement.
 *
 * `barePayment.ts postgres URL` uses node-postgres with the shop's pool size, on the shop's own
 * database. `barePayment.ts pglite DIR` opens a PGlite of its own in DIR, migrated by the shop's
 * migrations, with the shop's one admin. Either way `POST /orders` first makes the orders it will
 * pay: unpaid card orders with their customers' records, holds and succeeded intents, or shipped
 * cash-on-delivery orders; or, for counter sales, a register session of its own and (on its own
 * PGlite) the shop's tools; its series is a year of its own (`00-00`), so the shop's numbers on a
 * shared database stay the shop's, and on a shared database its emails are queued already dropped,
 * so the shop's sender never sends them. Prints its address once listening.
 */
import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openDatabase, preparedName } from '../../src/server/db/database';
import { registerCompression } from '../../src/server/http/compression';
import { BENCH_ADMIN } from './benchServers';

const YEAR = '00-00';

const [kind, where] = process.argv.slice(2);
/**
 * How its emails are queued: pending, as the shop queues them, on a PGlite of its own, where nothing
 * sends them; already dropped on a shared PostgreSQL, where the shop's sender would.
 */
const QUEUED_AS = kind === 'postgres' ? 'dropped' : 'pending';

/** $1 order id, $2 intent id, $3 payer's uid, $4 payer's email. The shop's pay move, as it sends it. */
const MARK_PAID = `
  with paid as (
    update orders set state = 'paid', paid_at = now(), tnx_id = $2
    where id = $1 and state = 'unpaid' and payment_method = 'card'
    returning *
  ),
  history as (
    insert into order_events (order_id, from_state, to_state, event, actor_uid, actor_email, at)
    select id, 'unpaid', 'paid', 'pay', $3, $4, paid_at from paid
  ),
  released as (
    update unpaid_order_counts set
      count = count - 1,
      held_units = coalesce((
        select jsonb_object_agg(h.key, h.units) from (
          select e.key, e.value::int - coalesce(r.quantity, 0) as units
          from jsonb_each_text(held_units) e
          left join (
            select coalesce(l."variantId", l."productId") as variant_id, l.quantity
            from paid, jsonb_to_recordset(paid.lines) as l("productId" text, "variantId" text, quantity int)
          ) r on r.variant_id = e.key
        ) h where h.units > 0
      ), '{}'::jsonb)
    where uid = (select uid from paid)
  ),
  emailed as (
    insert into mail_outbox (kind, order_id, to_address, status)
    select 'paymentReceived', id, email, '${QUEUED_AS}' from paid
    union all
    select 'adminOrderPaid', paid.id, users.email, '${QUEUED_AS}' from paid, users where users.role = 'admin'
  ),
  intent as (
    update payments set status = 'succeeded', updated_at = now() where intent_id = $2
  )
  select row_to_json(paid) as paid from paid`;

/**
 * $1 order id, $2 the cash collected, $3 staff's uid, $4 staff's email. The shop's COD collection, as
 * it sends it: the order stays shipped, now paid.
 */
const MARK_COLLECTED = `
  with collected as (
    update orders set state = 'shipped', paid_at = now(), cod_collection = $2
    where id = $1 and state = 'shipped' and (payment_method = 'cod' and cod_collection is null)
    returning *
  ),
  history as (
    insert into order_events (order_id, from_state, to_state, event, actor_uid, actor_email, at, note)
    select id, 'shipped', 'shipped', 'collectCod', $3, $4, paid_at, null from collected
  ),
  emailed as (
    insert into mail_outbox (kind, order_id, to_address, status)
    select 'paymentReceived', id, email, '${QUEUED_AS}' from collected
  )
  select row_to_json(collected) as collected from collected`;

/**
 * $1 order id, $2 issued at, $3 the snapshot (its number filled in here), $4 taxable, $5 tax and
 * $6 total cents, $7 tax lines, $8 HSN lines, $9 the per-state counts' changes.
 */
const INVOICE = `
  with taken as (
    insert into document_series (kind, year, last) values ('invoice', '${YEAR}', 1)
    on conflict (kind, year) do update set last = document_series.last + 1
    returning last
  ),
  numbered as (
    select last, 'INV/${YEAR}/' || lpad(last::text, 6, '0') as number from taken
  ),
  issued as (
    insert into invoices (
      number, kind, order_id, year, sequence, regime, issued_at, taxable_cents, tax_cents, total_cents,
      tax_lines, hsn_lines, document
    )
    select number, 'invoice', $1, '${YEAR}', last, 'none', $2, $4, $5, $6, $7, $8,
           jsonb_set($3::jsonb, '{number}', to_jsonb(number))
    from numbered
  ),
  invoiced as (
    update orders set invoice_number = n.number from numbered n where id = $1 returning orders.*
  ),
  counted as (
    insert into order_counts (state, count)
    select v.state, v.count
    from rows from (jsonb_to_recordset($9::jsonb) as (state text, count bigint)) with ordinality as v(state, count, at)
    where exists (select 1 from numbered)
    order by v.at
    on conflict (state) do update set count = order_counts.count + excluded.count
  )
  select row_to_json(invoiced) as invoiced from invoiced`;

/**
 * $1 the lines' changes as JSON ({variantId, delta, target}), $2 the order's id, $3 its number,
 * $4 the cashier's uid, $5 their email. The shop's stock move of a sale, as it sends it (without a
 * low-stock default of its own: 5): each variant and product locked, checked, moved, and logged.
 */
const MOVE_STOCK = `
  with wanted as (
    select * from jsonb_to_recordset($1::jsonb) as w("variantId" text, delta int, target int)
  ),
  locked as (
    select v.id, v.product_id, p.name, v.title, v.available_quantity, v.low_since,
           coalesce(w.delta, w.target - v.available_quantity) as delta
    from product_variants v
    join wanted w on w."variantId" = v.id
    join products p on p.id = v.product_id
    order by p.id, v.id
    for update of p, v
  ),
  verdict as (
    select count(*) = (select count(*) from wanted)
      and coalesce(bool_and((delta >= 0 or available_quantity + delta >= 0)), true) as fits
    from locked
  ),
  moved as (
    update product_variants v
    set available_quantity = v.available_quantity + l.delta,
        low_since = case when v.available_quantity >= 0 and v.available_quantity + l.delta < 0 then now()
          else case when v.available_quantity + l.delta < coalesce(v.low_stock_threshold, 5)
          then coalesce(v.low_since, now()) else null end end
    from locked l, verdict
    where verdict.fits and v.id = l.id and l.delta <> 0
    returning v.*, l.name, l.delta as moved_delta,
      (l.low_since is null and v.low_since is not null)
        or (l.available_quantity >= 0 and v.available_quantity < 0) as became_low
  ),
  summed as (
    update products p
    set available_quantity = p.available_quantity + s.delta, version = p.version + 1
    from (select product_id, coalesce(sum(moved_delta) filter (where archived_at is null), 0) as delta
          from moved group by product_id) s
    where p.id = s.product_id
    returning p.*
  ),
  logged as (
    insert into stock_movements (
      id, product_id, variant_id, delta, stock_after, reason, ref_type, ref_id, ref_number,
      actor_uid, actor_email, note
    )
    select replace(gen_random_uuid()::text, '-', ''), m.product_id, m.variant_id, m.delta, m.stock_after,
      'counter_sale', 'order', $2, $3::bigint, $4, $5, ''
    from (select product_id, id as variant_id, moved_delta as delta, available_quantity as stock_after from moved) m
    returning *
  )
  select
    (select json_agg(moved) from moved) as moved,
    (select json_agg(summed) from summed) as summed,
    (select json_agg(logged) from logged) as logged,
    (select json_agg(json_build_object(
       'productId', product_id, 'variantId', id, 'name', name, 'variantTitle', title,
       'stock', available_quantity, 'threshold', coalesce(low_stock_threshold, 5)
     )) from moved where became_low) as low,
    (select json_build_object('id', id, 'name', name, 'stock', available_quantity) from locked
      where not (delta >= 0 or available_quantity + delta >= 0) order by id limit 1) as short,
    (select "variantId" from wanted w where not exists (select 1 from locked l where l.id = w."variantId") limit 1)
      as missing`;

/** What a card payment changes of the per-state counts, as the shop's statement reads them. */
const PAID_COUNTS = JSON.stringify([
  { state: 'unpaid', count: -1 },
  { state: 'paid', count: 1 },
]);
/** A collected COD order stays shipped: no count changes. */
const COLLECTED_COUNTS = '[]';
/** A counter sale is a new order, collected. */
const SOLD_COUNTS = JSON.stringify([{ state: 'collected', count: 1 }]);

type Row = Record<string, unknown>;
type Query = (text: string, params: unknown[]) => Promise<Row[]>;
interface Database {
  /**
   * One read on its own, as the shop makes its order's and intent's: prepared by name on PostgreSQL,
   * so each connection parses and plans it once; PGlite runs it unnamed, as the shop's driver does.
   */
  read: Query;
  /**
   * Runs `work` in one transaction with its query function, whose statements are prepared by name on
   * PostgreSQL as the shop's move and invoice are.
   */
  inTransaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
}

interface StoredLine {
  productId: string;
  variantId: string;
  variantTitle: string;
  sku: string;
  name: string;
  img: string;
  priceCents: number;
  quantity: number;
}

const dollars = (cents: number) => cents / 100;

/** A snapshot with the shop's invoice's fields, from the order as it was just paid. */
function snapshotOf(order: Row, issuedAt: Date) {
  const lines = order.lines as StoredLine[];
  const linesCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const totalCents = linesCents + Number(order.shipping_cents);
  const billed = [
    ...lines.map((line) => ({
      description: line.variantTitle ? `${line.name} (${line.variantTitle})` : line.name,
      hsnCode: null,
      unit: 'pcs',
      quantity: line.quantity,
      unitPrice: dollars(line.priceCents),
      rate: 0,
      taxable: dollars(line.priceCents * line.quantity),
      cgst: 0,
      sgst: 0,
      igst: 0,
      vat: 0,
      total: dollars(line.priceCents * line.quantity),
    })),
  ];
  const taxLines = [
    { rateBp: 0, taxableCents: totalCents, cgstCents: 0, sgstCents: 0, igstCents: 0, vatCents: 0 },
  ];
  const document = {
    number: '',
    kind: 'invoice',
    issuedAt: issuedAt.toISOString(),
    issuedLocal: issuedAt.toISOString().slice(0, 16).replace('T', ' '),
    regime: 'none',
    currency: order.currency,
    seller: { legalName: 'Toolshop', address: '1 Shop Street', gstin: null, bin: null, state: null },
    buyer: {
      name: order.full_name,
      address: [order.company, order.address_line1, `${order.city} ${order.postal_code}`, order.country]
        .filter(Boolean)
        .join('\n'),
      email: order.email,
      businessName: order.buyer_business_name,
      taxId: order.buyer_tax_id,
    },
    placeOfSupply: null,
    lines: billed,
    taxLines: [{ rate: 0, taxable: dollars(totalCents), cgst: 0, sgst: 0, igst: 0, vat: 0, total: 0 }],
    totals: { taxable: dollars(totalCents), tax: 0, rounding: 0, total: dollars(totalCents) },
    amountInWords: `${totalCents} cents only`,
    orderId: order.id,
    orderNumber: order.number,
    cites: null,
  };
  const hsnLines = [{ hsnCode: null, unit: 'pcs', rateBp: 0, quantity: 1, totalCents, ...taxLines[0] }];
  return { document, totalCents, taxLines, hsnLines };
}

async function postgresDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const read: Query = async (text, values) =>
    (await pool.query<Row>({ name: preparedName(text), text, values })).rows;
  const inTransaction: Database['inTransaction'] = async (work) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const done = await work(
        async (text, values) => (await client.query<Row>({ name: preparedName(text), text, values })).rows,
      );
      await client.query('commit');
      return done;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  return { read, inTransaction };
}

async function pgliteDatabase(dataDir: string): Promise<Database> {
  // The shop's migrations make the tables; then the bare server holds the folder itself.
  const migrated = await openDatabase({ kind: 'pglite', dataDir });
  await migrated.prepare();
  await migrated.close();
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  // The shop's one admin: paying queues the admins' email too, and a collection reads their role.
  await client.query(
    `insert into users (id, email, role) values (md5(random()::text), $1, 'admin') on conflict do nothing`,
    [BENCH_ADMIN.email],
  );
  return {
    read: async (text, params) => (await client.query<Row>(text, params)).rows,
    inTransaction: (work) =>
      client.transaction((tx) => work(async (text, params) => (await tx.query<Row>(text, params)).rows)),
  };
}

/** The invoice's statement for `order` as just paid, in the payment's transaction: the order invoiced. */
async function invoice(query: Query, orderId: string, order: Row, counts: string): Promise<Row | undefined> {
  const issuedAt = new Date();
  const { document, totalCents, taxLines, hsnLines } = snapshotOf(order, issuedAt);
  const [done] = await query(INVOICE, [
    orderId,
    issuedAt,
    JSON.stringify(document),
    totalCents,
    0,
    totalCents,
    JSON.stringify(taxLines),
    JSON.stringify(hsnLines),
    counts,
  ]);
  return done?.invoiced as Row | undefined;
}

/** The role of the staff member the request names, read as the shop's guard reads it. */
async function roleOf(email: unknown): Promise<unknown> {
  const [staff] = await read('select uid, role from users where email = $1 limit 1', [email]);
  return staff?.role;
}

const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });
await registerCompression(app);
const { read, inTransaction } =
  kind === 'postgres' ? await postgresDatabase(where!) : await pgliteDatabase(where!);

/**
 * Orders to pay, all with the same lines and address: unpaid card orders as placing and paying them
 * by card leaves them, each its id, customer and succeeded intent, each customer holding them; or,
 * with `cod`, cash-on-delivery orders confirmed and shipped, holding nothing.
 */
app.post<{
  Body: {
    orders: { id: string; uid: string; email: string; intentId: string }[];
    lines: StoredLine[];
    cod?: boolean;
  } & Row;
}>('/orders', async (request) => {
  const { orders, lines, cod = false, ...shipping } = request.body;
  const first = lines[0]!;
  const held = first.variantId || first.productId;
  await inTransaction(async (query) => {
    // The customers' records, as signing in makes them in the shop (on a shared database, theirs).
    await query(
      `insert into users (id, email, uid)
       select distinct on (o.uid) md5(o.uid), o.email, o.uid
       from jsonb_to_recordset($1::jsonb) as o(uid text, email text)
       on conflict do nothing`,
      [JSON.stringify(orders)],
    );
    await query(
      `insert into orders (
         id, uid, email, product_id, product_name, price_cents, quantity, total_cents, lines, line_names,
         full_name, address_line1, address_line2, company, city, postal_code, country, phone, hold_until,
         payment_method, state, cod_confirmed_at, shipped_at
       )
       select o.id, o.uid, o.email, $2, $3, $4, $5, $4, $6::jsonb, $3,
              s."fullName", s."addressLine1", s."addressLine2", s.company, s.city, s."postalCode",
              s.country, s.phone, case when $8 then null else now() + interval '1 day' end,
              case when $8 then 'cod' else 'card' end, case when $8 then 'shipped' else 'unpaid' end,
              case when $8 then now() end, case when $8 then now() end
       from jsonb_to_recordset($1::jsonb) as o(id text, uid text, email text),
            jsonb_to_record($7::jsonb) as s("fullName" text, "addressLine1" text, "addressLine2" text,
              company text, city text, "postalCode" text, country text, phone text)`,
      [
        JSON.stringify(orders),
        first.productId,
        first.name,
        first.priceCents * first.quantity,
        first.quantity,
        JSON.stringify(lines),
        JSON.stringify(shipping),
        cod,
      ],
    );
    if (cod) return;
    await query(
      `insert into payments (intent_id, order_id, driver, amount_cents, client_secret, status)
       select o."intentId", o.id, 'sandbox', $2, o."intentId" || '_secret', 'succeeded'
       from jsonb_to_recordset($1::jsonb) as o(id text, "intentId" text)`,
      [JSON.stringify(orders), first.priceCents * first.quantity],
    );
    await query(
      `insert into unpaid_order_counts as c (uid, count, held_units)
       select o.uid, count(*), jsonb_build_object($2::text, $3::int * count(*))
       from jsonb_to_recordset($1::jsonb) as o(uid text) group by o.uid
       on conflict (uid) do update set
         count = c.count + excluded.count,
         held_units = c.held_units || jsonb_build_object(
           $2::text, coalesce((c.held_units ->> $2)::int, 0) + (excluded.held_units ->> $2)::int)`,
      [JSON.stringify(orders), held, first.quantity],
    );
  });
  return { made: orders.length };
});

app.put<{ Params: { id: string }; Body: { tnxId: string } }>('/order/:id', async (request, reply) => {
  const { id } = request.params;
  const [order] = await read('select * from orders where id = $1', [id]);
  if (!order || order.uid !== request.headers['x-uid']) return reply.code(403).send({ message: 'Not yours' });
  const [intent] = await read('select * from payments where intent_id = $1 and driver = $2', [
    request.body.tnxId,
    'sandbox',
  ]);
  if (intent?.order_id !== id || intent.status !== 'succeeded') {
    return reply.code(409).send({ message: 'Not paid' });
  }
  const invoiced = await inTransaction(async (query) => {
    const [marked] = await query(MARK_PAID, [
      request.params.id,
      request.body.tnxId,
      request.headers['x-uid'],
      request.headers['x-email'],
    ]);
    return marked && invoice(query, request.params.id, marked.paid as Row, PAID_COUNTS);
  });
  if (!invoiced) return reply.code(409).send({ message: 'Not unpaid' });
  return invoiced;
});

app.post<{ Params: { id: string }; Body: { amount: number; reference: string } }>(
  '/order/:id/collected',
  async (request, reply) => {
    const { id } = request.params;
    if ((await roleOf(request.headers['x-email'])) !== 'admin') {
      return reply.code(403).send({ message: 'Not staff' });
    }
    const [order] = await read('select * from orders where id = $1', [id]);
    const amountCents = Math.round(request.body.amount * 100);
    if (order?.state !== 'shipped' || order.cod_collection || Number(order.total_cents) !== amountCents) {
      return reply.code(409).send({ message: 'Not owed' });
    }
    const collection = {
      at: new Date().toISOString(),
      amountCents,
      reference: request.body.reference,
      partial: false,
      note: '',
      byEmail: request.headers['x-email'],
      roundingCents: 0,
    };
    const invoiced = await inTransaction(async (query) => {
      const [marked] = await query(MARK_COLLECTED, [
        id,
        JSON.stringify(collection),
        request.headers['x-uid'],
        request.headers['x-email'],
      ]);
      return marked && invoice(query, id, marked.collected as Row, COLLECTED_COUNTS);
    });
    if (!invoiced) return reply.code(409).send({ message: 'Not owed' });
    const emails = await read('select * from mail_outbox where order_id = $1 order by created_at, id', [id]);
    const history = await read('select * from order_events where order_id = $1 order by at, id', [id]);
    return { ...invoiced, emails, history };
  },
);
/**
 * The ceiling's own register session, open for its counter sales (one named `Ceiling`, reused), and
 * on its own PGlite the shop's tools, each of one variant with a million in stock.
 */
app.post<{
  Body: { tools: { productId: string; variantId: string; name: string; img: string; priceCents: number }[] };
}>('/register', async (request) =>
  inTransaction(async (query) => {
    const tools = JSON.stringify(request.body.tools);
    await query(
      `insert into products (id, name, description, img, minimum_order, available_quantity, price_cents)
       select t."productId", t.name, 'A tool for the benchmark.', t.img, 1, 1000000, t."priceCents"
       from jsonb_to_recordset($1::jsonb) as t("productId" text, name text, img text, "priceCents" int)
       on conflict (id) do nothing`,
      [tools],
    );
    await query(
      `insert into product_variants (id, product_id, price_cents, available_quantity)
       select t."variantId", t."productId", t."priceCents", 1000000
       from jsonb_to_recordset($1::jsonb) as t("productId" text, "variantId" text, "priceCents" int)
       on conflict (id) do nothing`,
      [tools],
    );
    const [open] = await query(
      `select id from register_sessions where register = 'Ceiling' and state = 'open'`,
      [],
    );
    if (open) return { sessionId: open.id };
    const [opened] = await query(
      `insert into register_sessions (id, register, opened_by_uid, opened_by_email, float_cents)
       values (md5(random()::text), 'Ceiling', 'ceiling', $1, 0) returning id`,
      [BENCH_ADMIN.email],
    );
    return { sessionId: opened!.id };
  }),
);

/** A sale the ceiling could not make (a replayed id, a closed session, stock short): nothing is kept. */
class NotSold extends Error {}

app.post<{
  Body: {
    saleId: string;
    sessionId: string;
    lines: { variantId: string; quantity: number }[];
    payments: { method: 'cash'; tendered: number }[];
  };
}>('/counter/sale', async (request, reply) => {
  const uid = String(request.headers['x-uid']);
  const email = String(request.headers['x-email']);
  const role = await roleOf(email);
  if (role !== 'admin' && role !== 'cashier') return reply.code(403).send({ message: 'Not staff' });
  const { saleId, sessionId, lines, payments } = request.body;
  const fingerprint = createHash('sha256').update(JSON.stringify(lines)).digest('hex');
  try {
    const sold = await inTransaction(async (query) => {
      await query('select pg_advisory_xact_lock(hashtext($1))', [`counter-sale:${saleId}`]);
      const [earlier] = await query('select * from counter_sales where sale_id = $1', [saleId]);
      const [session] = await query('select * from register_sessions where id = $1 for share', [sessionId]);
      if (earlier || session?.state !== 'open') throw new NotSold();
      const tools = await query(
        `select v.id, p.id as product_id, p.name, v.title, v.sku, p.img, v.price_cents,
           (v.archived_at is not null or p.archived_at is not null) as archived, 0 as reserved, p.hsn_code, p.unit
         from product_variants v inner join products p on p.id = v.product_id where v.id = any($1)`,
        [lines.map((line) => line.variantId)],
      );
      const stored: StoredLine[] = lines.map(({ variantId, quantity }) => {
        const tool = tools.find((found) => found.id === variantId);
        if (!tool) throw new NotSold();
        return {
          productId: String(tool.product_id),
          variantId,
          variantTitle: String(tool.title),
          sku: tool.sku as string,
          name: String(tool.name),
          img: String(tool.img),
          priceCents: Number(tool.price_cents),
          quantity,
        };
      });
      const totalCents = stored.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
      const tenderedCents = Math.round(payments[0]!.tendered * 100);
      if (tenderedCents < totalCents) throw new NotSold();
      const first = stored[0]!;
      const orderId = randomBytes(12).toString('base64url');
      const [order] = await query(
        `insert into orders (
           id, uid, product_id, email, product_name, price_cents, quantity, total_cents, lines, line_names,
           address_line1, city, postal_code, country, phone, tax_split, shipping_tax_rate_bp, state, channel,
           created_at, paid_at, payment_method
         )
         values ($1, null, $2, '', $3, $4, $5, $6, $7::jsonb, $8, '', '', '', '', '', 'none', 0, 'collected',
           'counter', now(), now(), 'cash')
         returning *`,
        [
          orderId,
          first.productId,
          first.name,
          first.priceCents,
          first.quantity,
          totalCents,
          JSON.stringify(stored.map((line) => ({ ...line, taxRateBp: 0, hsnCode: null, unit: 'pcs' }))),
          stored.map((line) => line.name).join(', '),
        ],
      );
      await query(
        `insert into order_events (order_id, from_state, to_state, event, actor_uid, actor_email, at, note)
         values ($1, null, 'collected', 'sell', $2, $3, now(), null)`,
        [orderId, uid, email],
      );
      const changes = stored.map((line) => ({
        variantId: line.variantId,
        delta: -line.quantity,
        target: null,
      }));
      const [moved] = await query(MOVE_STOCK, [JSON.stringify(changes), orderId, order!.number, uid, email]);
      if (moved!.short || moved!.missing) throw new NotSold();
      const units = stored.reduce((sum, line) => sum + line.quantity, 0);
      const [sale] = await query(
        `insert into counter_sales (
           sale_id, fingerprint, order_id, session_id, cashier_uid, cashier_email, total_cents, units,
           cash_tendered_cents, change_cents, card_cents, card_reference, digital_method, digital_cents,
           digital_reference, account_cents, rounding_cents, offline, taken_at, below_zero
         )
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, null, null, 0, null, 0, 0, false, null, '[]')
         on conflict do nothing returning *`,
        [
          saleId,
          fingerprint,
          orderId,
          sessionId,
          uid,
          email,
          totalCents,
          units,
          tenderedCents,
          tenderedCents - totalCents,
        ],
      );
      const invoiced = await invoice(query, orderId, order!, SOLD_COUNTS);
      return { sale, order: invoiced, productIds: [...new Set(stored.map((line) => line.productId))] };
    });
    const variants = await read(
      `select * from product_variants where archived_at is null and product_id = any($1)
       order by product_id, rank, created_at`,
      [sold.productIds],
    );
    return reply.code(201).send({ ...sold.sale, order: sold.order, variants });
  } catch (error) {
    if (error instanceof NotSold) return reply.code(409).send({ message: 'Not sold' });
    throw error;
  }
});

console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
