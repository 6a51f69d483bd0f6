/**
 * `GET /export/orders.csv`: one row per order line carrying its order's columns, dated on the shop's
 * clock, the list's filters, a header row naming the shop's zone, RFC 4180 quoting, formula cells
 * neutralised, an attachment named by the day; read in keyset batches that miss no order.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/shared/entities';
import { ORDER_SORTS, ordersCsvFilename } from '../../src/shared/paging';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { orders } from '../../src/server/db/schema';
import { orderBatches } from '../../src/server/orders/orderList';
import { ORDER_CSV_COLUMNS } from '../../src/server/orders/ordersCsv';
import { wholeList, errorOf, bodyOf, suiteEnvironment } from './support/environment';
import { seedOrders, type SeededOrder } from './support/seedOrders';

/**
 * The shop's zone: one whose day is not UTC's while the suite runs (the Line Islands are 14 hours
 * ahead, American Samoa 11 behind), so a file dated by UTC's day would show.
 */
const SHOP_ZONE = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
const env = suiteEnvironment({ env: { SHOP_TIMEZONE: SHOP_ZONE } });
/** A sale at 18:40 UTC on 29 November: 08:40 the next day on the Line Islands, 07:40 that day in Samoa. */
const PLACED_AT = new Date('2026-11-29T18:40:00.000Z');
const PLACED_ON_SHOP_CLOCK = SHOP_ZONE === 'Pacific/Kiritimati' ? '2026-11-30 08:40' : '2026-11-29 07:40';
let seeded: SeededOrder[];
let threeLines: Order;
const tag = 'ospreyglide';

beforeAll(async () => {
  seeded = await seedOrders(env.db, tag);
  const [bits, drill, case_] = [
    await env.createProduct({ name: `Bit set ${tag}`, price: 9.5 }),
    await env.createProduct({ name: `Drill ${tag}`, price: 120 }),
    await env.createProduct({ name: `Case ${tag}`, price: 30.25 }),
  ];
  threeLines = bodyOf(
    await env.api.placeOrder({
      as: env.userA,
      body: {
        fullName: 'Nadia Rahman',
        addressLine1: '4 Anvil Lane',
        addressLine2: 'Flat 3B',
        company: '',
        city: 'Dhaka',
        postalCode: '1207',
        country: 'Bangladesh',
        phone: '01712345678',
        lines: [
          { productId: drill!._id, quantity: 1 },
          { productId: bits!._id, quantity: 4 },
          { productId: case_!._id, quantity: 2 },
        ],
      },
    }),
  );
  await env.db.update(orders).set({ createdAt: PLACED_AT }).where(eq(orders.id, threeLines._id));
  const [tricky, formulas] = seeded.filter((o) => o.state === 'paid');
  await env.db
    .update(orders)
    .set({ company: 'Acme, "Best" Tools\nLtd', city: 'Line\r\nBreak' })
    .where(eq(orders.id, tricky!.id));
  await env.db
    .update(orders)
    .set({
      company: '=HYPERLINK("http://x")',
      city: '@SUM(A1)',
      postalCode: '-12',
      phone: '+8801700000000',
      country: '\tTab',
    })
    .where(eq(orders.id, formulas!.id));
});

const exportCsv = (query: Record<string, string>, as = env.admin) => env.api.exportOrders({ as, query });

/** RFC 4180 records: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      record.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return records;
}

/** How a cell that a spreadsheet would read as a formula comes out: prefixed with `'`, as text. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const column = (name: (typeof ORDER_CSV_COLUMNS)[number]) => ORDER_CSV_COLUMNS.indexOf(name);
const ORDER_ID = column('Order ID');
const STATE = column('State');
const COMPANY = column('Company');

/** Each order's id once, in the order its rows come. */
const orderIdsOf = (rows: string[][]) =>
  rows.map((r) => r[ORDER_ID]).filter((id, i, ids) => i === 0 || id !== ids[i - 1]);

describe('GET /export/orders.csv', () => {
  it('answers an attachment named by the shop’s day, with a header row and the list’s orders in its order', async () => {
    const asked = new Date();
    const res = await exportCsv({ q: tag, sort: 'total-desc' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(ordersCsvFilename(asked, SHOP_ZONE)).not.toBe(`orders-${asked.toISOString().slice(0, 10)}.csv`);
    // Dated when the server answered: the day it was asked, or the next should it have turned meanwhile.
    const attachment = (at: Date) => `attachment; filename="${ordersCsvFilename(at, SHOP_ZONE)}"`;
    expect([attachment(asked), attachment(new Date())]).toContain(res.headers['content-disposition']);
    const [header, ...rows] = parseCsv(res.raw.toString('utf8'));
    expect(header).toEqual([...ORDER_CSV_COLUMNS]);
    const listed = wholeList(
      bodyOf(await env.api.listAllOrders({ as: env.admin, query: { q: tag, sort: 'total-desc' } })),
    );
    // An id may start with `-` (base64url), which a spreadsheet would read as a formula.
    expect(orderIdsOf(rows)).toEqual(listed.map((o) => asText(o._id)));
    expect(rows).toHaveLength(listed.reduce((sum, o) => sum + o.lines.length, 0));
  });

  it('writes one row per line, each repeating its order’s number, shop’s date and time, total, recipient and address', async () => {
    const rows = parseCsv((await exportCsv({ q: tag })).raw.toString('utf8'));
    const o = threeLines;
    expect(rows.filter((r) => r[ORDER_ID] === asText(o._id))).toEqual(
      o.lines.map((line) => [
        String(o.number),
        asText(o._id),
        PLACED_ON_SHOP_CLOCK,
        o.email,
        'unpaid',
        '',
        '218.50',
        'Nadia Rahman',
        '4 Anvil Lane',
        'Flat 3B',
        '',
        'Dhaka',
        '1207',
        'Bangladesh',
        '01712345678',
        line.name,
        line.price.toFixed(2),
        String(line.quantity),
        line.total.toFixed(2),
        '',
        '',
        '0.00',
        // Variant and SKU: tools without options have neither.
        line.variantTitle,
        line.sku ?? '',
        // Delivery charge and zone, payment method, COD collection (reference, owed): a card order's.
        '0.00',
        'Free',
        'card',
        '',
        '',
        // The shop's currency.
        'USD',
      ]),
    );
    expect(o.lines.map((line) => [line.name, line.total])).toEqual(
      expect.arrayContaining([
        [`Drill ${tag}`, 120],
        [`Bit set ${tag}`, 38],
        [`Case ${tag}`, 60.5],
      ]),
    );
  });

  it('applies state and search like the list', async () => {
    const rows = parseCsv((await exportCsv({ q: tag, state: 'shipped' })).raw.toString('utf8')).slice(1);
    expect(rows.length).toBe(seeded.filter((o) => o.state === 'shipped').length);
    expect(rows.every((r) => r[STATE] === 'shipped')).toBe(true);
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', async () => {
    const text = (await exportCsv({ q: tag })).raw.toString('utf8');
    expect(text).toContain('"Acme, ""Best"" Tools\nLtd","Line\r\nBreak"');
    const rows = parseCsv(text);
    expect(rows.every((r) => r.length === ORDER_CSV_COLUMNS.length)).toBe(true);
    expect(rows.find((r) => r[COMPANY]!.startsWith('Acme'))!.slice(COMPANY, COMPANY + 2)).toEqual([
      'Acme, "Best" Tools\nLtd',
      'Line\r\nBreak',
    ]);
  });

  it('prefixes a cell starting = + - @ or a tab with an apostrophe', async () => {
    const rows = parseCsv((await exportCsv({ q: tag })).raw.toString('utf8'));
    const row = rows.find((r) => r[COMPANY]!.includes('HYPERLINK'))!;
    expect(row.slice(COMPANY, COMPANY + 5)).toEqual([
      '\'=HYPERLINK("http://x")',
      "'@SUM(A1)",
      "'-12",
      "'\tTab",
      "'+8801700000000",
    ]);
  });

  it('answers bad filters, and a page, with 400', async () => {
    expect(errorOf(await exportCsv({ state: 'lost' })).message).toBe(apiErrors.badOrderState);
    expect(errorOf(await exportCsv({ sort: 'x' })).message).toBe(apiErrors.badSort);
    expect((await exportCsv({ page: '1' })).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await exportCsv({}, env.userA)).status).toBe(403);
    expect((await exportCsv({}, env.anon)).status).toBe(401);
  });

  it.each(ORDER_SORTS)(
    'reads sort=%s in keyset batches that together are the list, no row missed or repeated',
    async (sort) => {
      const listed = wholeList(
        bodyOf(await env.api.listAllOrders({ as: env.admin, query: { q: tag, sort } })),
      );
      const batched: string[] = [];
      for await (const batch of orderBatches(env.db, { q: tag, sort }, 4)) {
        expect(batch.length).toBeLessThanOrEqual(4);
        batched.push(...batch.map((o) => o.id));
      }
      expect(batched).toEqual(listed.map((o) => o._id));
    },
  );
});
