/**
 * The checkout benchmark's ceiling: a bare Fastify in a process of its own (as the shop's API is)
 * placing an order with the essential SQL only, in one transaction of three round trips (BEGIN,
 * one statement, COMMIT): lock the lines' products and variants in id order (a line naming no
 * variant takes its product's only one), take every line's variant stock or none and follow it in
 * the products' summary, charge delivery by the variants' weight in the address's zone, insert the
 * order with its lines, count it, record its history's first row, and write each line's stock
 * movement: the shop's placement (src/server/orders/placement.ts) without its per-customer limits, address, cart, email or low-stock
 * marks. No sign-in or validation: the customer is named by the `x-uid` and `x-email` headers. Its
 * answer is the inserted row as JSON.
 *
 * `bareCheckout.ts postgres URL` uses node-postgres with the shop's pool size, on the shop's own
 * database. `bareCheckout.ts pglite DIR` opens a PGlite of its own in DIR (one process cannot share
 * another's PGlite), migrated by the shop's migrations; `POST /products` then stocks it with the
 * shop's products, each with one variant of its id, as the shop makes them. Prints its address once
 * listening.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/database';
import { DEFAULT_SHIPPING_ZONES, shippingZonesOf, zoneFor } from '../../src/shared/shipping';

interface Line {
  productId: string;
  variantId?: string;
  quantity: number;
}
interface OrderRequest extends Record<string, unknown> {
  lines: Line[];
  country: string;
  city: string;
}

/** The shop's zones when SHIPPING_ZONES is unset, as the bench starts it. */
const ZONES = shippingZonesOf(DEFAULT_SHIPPING_ZONES.USD);

/**
 * $1 lines (jsonb), $2 id, $3 uid, $4 email, $5 shipping (jsonb), and the address's zone: $6 flat
 * cents, $7 cents per kg over $8 base grams, $9 its name.
 */
const PLACE_ORDER = `
  with wanted as (
    select * from jsonb_to_recordset($1::jsonb)
      as w(position int, "productId" text, "variantId" text, quantity int)
  ),
  locked as (
    select v.id, v.product_id, p.name, p.img, v.title, v.sku, v.price_cents, v.available_quantity,
           v.weight_grams, w.position, w.quantity
    from products p
    join wanted w on w."productId" = p.id
    join product_variants v on v.product_id = p.id and v.archived_at is null
      and (v.id = w."variantId" or (w."variantId" is null and not exists (
        select 1 from product_variants o
        where o.product_id = p.id and o.archived_at is null and o.id <> v.id)))
    where p.archived_at is null
    order by p.id, v.id
    for update of p, v
  ),
  charge as (
    select $6::bigint + $7::bigint * ((greatest(0,
             coalesce(sum(coalesce(weight_grams, 0)::bigint * quantity), 0)::bigint - $8::bigint) + 999) / 1000)
           as cents
    from locked
  ),
  verdict as (
    select count(*) = (select count(*) from wanted) and bool_and(quantity <= available_quantity) as fits,
           sum(price_cents::bigint * quantity) as total
    from locked
  ),
  taken as (
    update product_variants v set available_quantity = v.available_quantity - l.quantity
    from locked l, verdict
    where verdict.fits and v.id = l.id
    returning v.id, v.product_id, v.available_quantity, -l.quantity as moved_delta
  ),
  summed as (
    update products p
    set available_quantity = p.available_quantity + s.delta, version = p.version + 1
    from (select product_id, sum(moved_delta)::int as delta from taken group by product_id) s
    where p.id = s.product_id
  ),
  placed as (
    insert into orders (
      id, uid, email, product_id, product_name, price_cents, quantity, total_cents, lines, line_names,
      full_name, address_line1, address_line2, company, city, postal_code, country, phone, hold_until,
      shipping_cents, shipping_zone, payment_method
    )
    select $2, $3, $4,
      (select product_id from locked order by position limit 1),
      (select name from locked order by position limit 1),
      v.total, (select sum(quantity) from locked), v.total + c.cents,
      (select jsonb_agg(jsonb_build_object('productId', product_id, 'variantId', id, 'variantTitle', title,
         'sku', sku, 'name', name, 'img', img, 'priceCents', price_cents, 'quantity', quantity)
         order by position) from locked),
      (select string_agg(name, chr(10) order by position) from locked),
      s."fullName", s."addressLine1", s."addressLine2", s.company, s.city, s."postalCode", s.country,
      s.phone, now() + interval '30 minutes', c.cents, $9, 'card'
    from verdict v, charge c, jsonb_to_record($5::jsonb) as s(
      "fullName" text, "addressLine1" text, "addressLine2" text, company text, city text,
      "postalCode" text, country text, phone text
    )
    where v.fits
    returning *
  ),
  counted as (
    insert into order_counts (state, count) select 'unpaid', 1 from placed
    on conflict (state) do update set count = order_counts.count + excluded.count
  ),
  history as (
    insert into order_events (order_id, to_state, event, actor_uid, actor_email, at)
    select id, state, 'place', uid, email, created_at from placed
  ),
  moved as (
    insert into stock_movements (
      id, product_id, variant_id, delta, stock_after, reason, ref_type, ref_id, ref_number,
      actor_uid, actor_email, note
    )
    select replace(gen_random_uuid()::text, '-', ''), t.product_id, t.id, t.moved_delta, t.available_quantity,
           'order', 'order', pl.id, pl.number, $3, $4, ''
    from taken t, placed pl
  )
  select row_to_json(placed) as placed from placed`;

/** One transaction on whichever database: BEGIN, the statement, COMMIT. */
type Place = (params: unknown[]) => Promise<Record<string, unknown> | undefined>;

async function postgresPlace(url: string): Promise<Place> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return async (params) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ placed: Record<string, unknown> }>(PLACE_ORDER, params);
      await client.query('commit');
      return rows[0]?.placed;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
}

async function pglitePlace(dataDir: string, app: FastifyInstance): Promise<Place> {
  // The shop's migrations make the tables; then the bare server holds the folder itself.
  const migrated = await openDatabase({ kind: 'pglite', dataDir });
  await migrated.prepare();
  await migrated.close();
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  app.post<{ Body: { id: string; name: string; img: string; priceCents: number; stock: number }[] }>(
    '/products',
    async (request) => {
      for (const p of request.body) {
        await client.query(
          `insert into products (id, name, description, img, minimum_order, available_quantity, price_cents)
           values ($1, $2, '', $3, 1, $4, $5)`,
          [p.id, p.name, p.img, p.stock, p.priceCents],
        );
        await client.query(
          `insert into product_variants (id, product_id, price_cents, available_quantity)
           values ($1, $1, $2, $3)`,
          [p.id, p.priceCents, p.stock],
        );
      }
      return { stocked: request.body.length };
    },
  );
  return (params) =>
    client.transaction(async (tx) => {
      const { rows } = await tx.query<{ placed: Record<string, unknown> }>(PLACE_ORDER, params);
      return rows[0]?.placed;
    });
}

const [kind, where] = process.argv.slice(2);
const app = Fastify({ logger: false });
const place = kind === 'postgres' ? await postgresPlace(where!) : await pglitePlace(where!, app);
app.post<{ Body: OrderRequest }>('/order', async (request, reply) => {
  const { lines, ...shipping } = request.body;
  const zone = zoneFor(ZONES, shipping);
  const placed = await place([
    JSON.stringify(lines.map((line, position) => ({ position, ...line }))),
    randomBytes(12).toString('base64url'),
    request.headers['x-uid'],
    request.headers['x-email'],
    JSON.stringify(shipping),
    zone.flatCents,
    zone.perKgCents,
    zone.baseGrams,
    zone.name,
  ]);
  if (!placed) return reply.code(409).send({ message: 'Out of stock' });
  return reply.code(201).send(placed);
});
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
