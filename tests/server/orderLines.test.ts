/**
 * Orders of several lines, as the checkout places them: every line's stock taken or none, a
 * refusal naming the line at fault in the product's words, bad input refused with nothing taken,
 * every line's stock back exactly once on cancel, and orders sharing products in opposite orders
 * racing without a deadlock, a 5xx or an oversold unit, on one instance and (PostgreSQL) on two.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/entities';
import { MAX_ORDER_LINES } from '../../src/shared/schemas';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { messages } from '../../src/shared/strings/validation';
import { openDatabase } from '../../src/server/db/database';
import { createSandboxDriver } from '../../src/server/payments/sandboxDriver';
import {
  clientOf,
  type BodyOf,
  wholeList,
  errorOf,
  bodyOf,
  linesOrderBody,
  type Session,
  suiteEnvironment,
} from './support/environment';
import { usesPostgres } from './support/testDatabase';

// Two customers race for whole stocks here: the share one customer may hold (MAX_HELD_SHARE) is
// hoarding.test.ts's subject, so it is lifted.
const env = suiteEnvironment({ env: { MAX_HELD_SHARE: '1' } });

const listedStocksOf = (...wanted: Product[]): Promise<number[]> =>
  Promise.all(wanted.map(env.listedStockOf));
const placeLines = (as: Session, lines: [Product, number][], extra: Record<string, unknown> = {}) =>
  env.api.placeOrder({ as, body: linesOrderBody(lines, extra) });

describe('POST /order with lines', () => {
  it('places one order of every line at the server’s prices, takes each line’s stock and saves the address', async () => {
    const shopper = await env.newUser('linesplace');
    const drill = await env.createProduct({ name: 'Drill Driver 18V', price: 89.99, availableQuentity: 10 });
    const bits = await env.createProduct({
      name: 'Bit Set',
      price: 12.5,
      minimumOrder: 2,
      availableQuentity: 40,
    });
    const case_ = await env.createProduct({ name: 'Tool Case', price: 30, availableQuentity: 5 });

    const res = await placeLines(
      shopper,
      [
        [drill, 1],
        [bits, 4],
        [case_, 2],
      ],
      { addressLine2: 'Flat 3B', totalPrice: 0.01 },
    );
    expect(res.status).toBe(201);
    const order = bodyOf(res);
    expect(order).toMatchObject({
      name: 'Drill Driver 18V and 2 more',
      productId: drill._id,
      quantity: 7,
      totalPrice: 199.99,
      state: 'unpaid',
      email: shopper.email,
      fullName: 'Rahim Uddin',
      addressLine1: '12 Tool Street',
      addressLine2: 'Flat 3B',
    });
    expect(order.lines.map((l) => [l.name, l.price, l.quantity, l.total])).toEqual([
      ['Drill Driver 18V', 89.99, 1, 89.99],
      ['Bit Set', 12.5, 4, 50],
      ['Tool Case', 30, 2, 60],
    ]);
    expect(await listedStocksOf(drill, bits, case_)).toEqual([9, 36, 3]);

    const [profile] = wholeList(
      bodyOf(await env.api.listUsers({ as: shopper, query: { email: shopper.email } })),
    );
    expect(profile!.address).toMatchObject({
      fullName: 'Rahim Uddin',
      addressLine2: 'Flat 3B',
      city: 'Dhaka',
    });
    const detail = bodyOf(await env.api.orderDetail({ as: shopper, params: { id: order._id } }));
    expect(detail.lines).toEqual(order.lines);
  });

  it('refuses the whole order, naming each line at fault in its product’s words, and takes nothing', async () => {
    const fine = await env.createProduct({ availableQuentity: 10, minimumOrder: 1 });
    const few = await env.createProduct({ availableQuentity: 10, minimumOrder: 3 });
    const scarce = await env.createProduct({ availableQuentity: 4, minimumOrder: 1 });
    const res = await placeLines(env.userA, [
      [fine, 2],
      [few, 1],
      [scarce, 5],
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: messages.quantityMin(3),
      issues: [
        { path: 'lines.1.quantity', message: messages.quantityMin(3) },
        { path: 'lines.2.quantity', message: messages.quantityMax(4) },
      ],
    });
    expect(await listedStocksOf(fine, few, scarce)).toEqual([10, 10, 4]);
  });

  it('names a product retired or unknown since it went into the cart, and takes nothing', async () => {
    const kept = await env.createProduct({ availableQuentity: 10, minimumOrder: 1 });
    const retired = await env.createProduct({ availableQuentity: 10, minimumOrder: 1 });
    await env.api.deleteProduct({ as: env.admin, params: { id: retired._id } });
    const res = await placeLines(env.userA, [
      [kept, 1],
      [retired, 1],
      [{ ...kept, _id: 'noSuchProduct123' }, 1],
    ]);
    expect(res.status).toBe(400);
    expect(errorOf(res).issues).toEqual([
      { path: 'lines.1.productId', message: apiErrors.noLongerSold },
      { path: 'lines.2.productId', message: apiErrors.noLongerSold },
    ]);
    expect(await listedStocksOf(kept)).toEqual([10]);
  });

  const product = () => env.createProduct({ availableQuentity: 10, minimumOrder: 1 });
  it.each<[string, (p: Product) => BodyOf<'placeOrder'>, string, string]>([
    ['a quantity of 0', (p) => linesOrderBody([[p, 0]]), 'lines.0.quantity', messages.quantityMin(1)],
    ['a negative quantity', (p) => linesOrderBody([[p, -1]]), 'lines.0.quantity', messages.wholeNumber],
    ['a fractional quantity', (p) => linesOrderBody([[p, 1.5]]), 'lines.0.quantity', messages.wholeNumber],
    [
      'a huge quantity',
      (p) => linesOrderBody([[p, 1e15]]),
      'lines.0.quantity',
      messages.quantityMax(1_000_000),
    ],
    [
      'a quantity above the stock',
      (p) => linesOrderBody([[p, 11]]),
      'lines.0.quantity',
      messages.quantityMax(10),
    ],
    [
      'the same product twice',
      (p) =>
        linesOrderBody([
          [p, 1],
          [p, 2],
        ]),
      'lines.1.productId',
      messages.duplicateLine,
    ],
    ['no lines', () => linesOrderBody([]), 'lines', messages.orderNeedsLines],
    [
      `${MAX_ORDER_LINES + 1} lines`,
      (p) =>
        linesOrderBody(Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => [{ ...p, _id: `p${i}` }, 1])),
      'lines',
      messages.tooManyLines(MAX_ORDER_LINES),
    ],
    [
      'lines and a productId at once',
      (p) => linesOrderBody([[p, 1]], { productId: p._id, quantity: 1 }),
      'lines',
      messages.linesOrProduct,
    ],
    [
      'no recipient',
      (p) => linesOrderBody([[p, 1]], { fullName: '  ' }),
      'fullName',
      messages.recipientRequired,
    ],
    [
      'no street',
      (p) => linesOrderBody([[p, 1]], { addressLine1: undefined }),
      'addressLine1',
      messages.streetRequired,
    ],
    [
      'a second address line of 201 characters',
      (p) => linesOrderBody([[p, 1]], { addressLine2: 'x'.repeat(201) }),
      'addressLine2',
      messages.tooLong(200),
    ],
    [
      'a recipient of 10,000 characters',
      (p) => linesOrderBody([[p, 1]], { fullName: 'x'.repeat(10_000) }),
      'fullName',
      messages.tooLong(200),
    ],
  ])('refuses %s with a 400 naming the field, and takes nothing', async (_case, body, path, message) => {
    const wanted = await product();
    const res = await env.api.placeOrder({ as: env.userA, body: body(wanted) });
    expect(res.status).toBe(400);
    expect(errorOf(res).issues).toContainEqual({ path, message });
    expect(await listedStocksOf(wanted)).toEqual([10]);
  });

  it('refuses an order too large to charge, and takes nothing', async () => {
    const dear = await env.createProduct({ price: 900_000, availableQuentity: 500, minimumOrder: 1 });
    const res = await placeLines(env.userA, [[dear, 200]]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: apiErrors.orderTooLarge, issues: [{ path: 'lines' }] });
    expect(await listedStocksOf(dear)).toEqual([500]);
  });

  it('gives back every line’s stock exactly once when cancelled, however often cancel is sent', async () => {
    const a = await env.createProduct({ availableQuentity: 20, minimumOrder: 1 });
    const b = await env.createProduct({ availableQuentity: 20, minimumOrder: 1 });
    const order = bodyOf(
      await placeLines(env.userB, [
        [a, 3],
        [b, 7],
      ]),
    );
    expect(await listedStocksOf(a, b)).toEqual([17, 13]);
    const cancels = await Promise.all(
      Array.from({ length: 4 }, () => env.api.cancelOrder({ as: env.userB, params: { id: order._id } })),
    );
    expect(cancels.filter((r) => r.status === 200)).toHaveLength(1);
    expect(cancels.every((r) => r.status < 500)).toBe(true);
    expect(await listedStocksOf(a, b)).toEqual([20, 20]);
  });
});

describe('multi-line orders sharing products, racing', () => {
  /**
   * Each round sends orders whose lines name the same three products in opposite orders; each
   * order asks for one unit per line, so the stock of 25 runs out part way.
   */
  async function race(apps: FastifyInstance[]) {
    const [p, q, r] = await Promise.all(
      Array.from({ length: 3 }, () => env.createProduct({ availableQuentity: 25, minimumOrder: 1 })),
    );
    const shapes: [Product, number][][] = [
      [
        [p!, 1],
        [q!, 1],
      ],
      [
        [q!, 1],
        [p!, 1],
      ],
      [
        [r!, 1],
        [q!, 1],
        [p!, 1],
      ],
      [
        [p!, 1],
        [r!, 1],
      ],
    ];
    const sessions = [env.userA, env.userB];
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        clientOf(apps[i % apps.length]!).placeOrder({
          as: sessions[i % 2]!,
          body: linesOrderBody(shapes[i % shapes.length]!),
        }),
      ),
    );
    expect(results.map((res) => res.status).filter((status) => status >= 500)).toEqual([]);
    for (const res of results.filter((res) => res.status !== 201)) {
      expect([400, 409]).toContain(res.status);
    }
    const placed = results.filter((res) => res.status === 201).map(bodyOf);
    expect(placed.length).toBeGreaterThan(0);
    const sold = (product: Product) =>
      placed.flatMap((o) => o.lines).filter((l) => l.productId === product._id).length;
    const stock = await listedStocksOf(p!, q!, r!);
    expect(stock.every((units) => units >= 0)).toBe(true);
    expect(stock).toEqual([25 - sold(p!), 25 - sold(q!), 25 - sold(r!)]);
    // Every order wants a p: its 25 units went to exactly 25 orders.
    expect(placed).toHaveLength(25);
    expect(sold(p!)).toBe(25);

    await Promise.all(
      placed.map((o) =>
        env.api.cancelOrder({
          as: o.email === env.userA.email ? env.userA : env.userB,
          params: { id: o._id },
        }),
      ),
    );
    expect(await listedStocksOf(p!, q!, r!)).toEqual([25, 25, 25]);
  }

  it('on one instance: no deadlock, no 5xx, no unit sold twice, every unit accounted for', async () => {
    await race([env.app]);
  });

  it.runIf(usesPostgres())('on two instances: the same', async () => {
    const second = await openDatabase({ kind: 'postgres', url: env.databaseUrl! });
    const other = await env.buildVariant({ db: second.db, payments: createSandboxDriver(second.db) });
    try {
      await race([env.app, other]);
    } finally {
      await other.close();
      await second.close();
    }
  });
});
