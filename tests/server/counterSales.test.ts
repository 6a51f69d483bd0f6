/**
 * Counter sales (docs/counter.md): at the server's prices, payments that cover the total, stock through
 * the ledger and followed by the event stream, every refusal with nothing changed, idempotent on saleId
 * even ten at once, and offline replays recorded as the till took them, below zero with an alert. After
 * each test, every product's stock is the sum of its movements.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SALE_CENTS } from '../../src/shared/bounds';
import { formatMoney } from '../../src/shared/currency';
import { toDollars } from '../../src/shared/money';
import { counterErrors } from '../../src/shared/strings/counterMessages';
import { bodyOf, errorOf, wholeList } from './support/environment';
import { counterSuite } from './support/counter';

const {
  env,
  cashier,
  openSession,
  saleId,
  sell,
  sellOn,
  reportOf,
  grinder,
  variantStockItemOf,
  stockItemOf,
  movementsOf,
} = counterSuite();

describe('counter sales', () => {
  it("sells variants at their own prices and takes each one's stock", async () => {
    const session = await openSession();
    const { product, small, large } = await grinder();
    const sale = bodyOf(
      await sellOn(
        session,
        [
          [small, 1],
          [large, 2],
        ],
        { card: 200, reference: 'T-3' },
      ),
    );
    expect(sale.total).toBe(200);
    expect(sale.order.lines.map((l) => [l.variantId, l.variantTitle, l.price, l.quantity])).toEqual([
      [small._id, '115 mm', 60, 1],
      [large._id, '125 mm', 70, 2],
    ]);
    expect([await variantStockItemOf(small._id), await variantStockItemOf(large._id)]).toEqual([4, 1]);
    const short = await sellOn(session, [[large, 2]], { cash: 500 });
    expect(short.status).toBe(409);
    expect(errorOf(short).message).toBe(counterErrors.stockShort(`${product.name} (125 mm)`, 1));
    const receipt = bodyOf(
      await env.api.counterReceipt({ as: cashier, params: { orderNumber: String(sale.number) } }),
    );
    expect(receipt.lines[1]).toMatchObject({ variantTitle: '125 mm', sku: expect.stringMatching(/-125$/) });
  });

  it("sells at the server's prices, ignoring the minimum order: a collected counter order with counter_sale movements", async () => {
    const session = await openSession();
    const product = await env.createProduct({ price: 19.99, availableQuentity: 10, minimumOrder: 5 });
    // The till's price ($1) counts only for a sale it took offline.
    const sold = await sellOn(
      session,
      [[product, 2, 1]],
      { cash: 50 },
      { customerEmail: 'walk.in@example.com' },
    );
    expect(sold.status).toBe(201);
    const sale = bodyOf(sold);
    expect(sale).toMatchObject({
      sessionId: session._id,
      register: 'Counter 1',
      total: 39.98,
      change: 10.02,
      offline: false,
      belowZero: [],
      payments: [{ method: 'cash', amount: 39.98, tendered: 50, reference: null }],
      order: {
        channel: 'counter',
        state: 'collected',
        paid: true,
        status: false,
        totalPrice: 39.98,
        quantity: 2,
      },
    });
    expect(await stockItemOf(product)).toBe(8);
    const [movement] = await movementsOf(product);
    expect(movement).toMatchObject({
      reason: 'counter_sale',
      delta: -2,
      stockAfter: 8,
      ref: { type: 'order', id: sale.order._id, number: sale.number },
      actorEmail: cashier.email,
    });
    const listed = wholeList(
      bodyOf(await env.api.listAllOrders({ as: env.admin, query: { state: 'collected' } })),
    );
    expect(listed.find((o) => o._id === sale.order._id)).toMatchObject({
      channel: 'counter',
      state: 'collected',
    });
    const detail = bodyOf(await env.api.orderDetail({ as: env.admin, params: { id: sale.order._id } }));
    expect(detail.timeline.map((step) => step.state)).toEqual(['collected']);
  });

  it("tells the event stream each sale's new stock, and the counter's stock follows web orders", async () => {
    const session = await openSession();
    const product = await env.createProduct({ availableQuentity: 6 });
    const stream = await env.openStream(env.userB);
    try {
      await sellOn(session, [[product, 2]], { cash: 1000 });
      const update = await stream.next(
        (event) =>
          event.kind === 'product' &&
          event.product._id === product._id &&
          event.product.availableQuentity === 4,
      );
      expect(update).toMatchObject({ type: 'updated' });
    } finally {
      stream.close();
    }
    await env.placeOrder(env.userA, product, 1);
    expect(await variantStockItemOf(product._id)).toBe(3);
  });

  it('refuses payments that do not cover the total, a card above it, and bad quantities, with nothing changed', async () => {
    const session = await openSession();
    const product = await env.createProduct({ price: 10, availableQuentity: 10 });
    const short = await sellOn(session, [[product, 2]], { cash: 19.99 });
    expect(short.status).toBe(400);
    expect(errorOf(short).message).toBe(counterErrors.notCovered('$20.00', '$19.99'));
    const split = await sellOn(session, [[product, 2]], { card: 10, reference: 'T', cash: 5 });
    expect(split.status).toBe(400);
    const over = await sellOn(session, [[product, 2]], { card: 25, reference: 'T' });
    expect(over.status).toBe(400);
    expect(errorOf(over).message).toBe(counterErrors.cardOverTotal);
    for (const quantity of [-1, 0, 1.5, '2']) {
      const bad = await sell({
        sessionId: session._id,
        lines: [{ variantId: product._id, quantity }] as never,
        payments: [{ method: 'cash', tendered: 100 }],
      });
      expect(bad.status).toBe(400);
      expect(errorOf(bad).message).toBe(counterErrors.quantityInvalid);
    }
    const noCardReference = await sell({
      sessionId: session._id,
      lines: [{ variantId: product._id, quantity: 2 }],
      payments: [{ method: 'card', amount: 20 }] as never,
    });
    expect(noCardReference.status).toBe(400);
    const unknownTool = await sellOn(session, [[{ _id: 'no-such-tool' }, 1]], { cash: 100 });
    expect(unknownTool.status).toBe(400);
    expect(errorOf(unknownTool).message).toBe(counterErrors.unknownVariant);
    const unknownSession = await sellOn({ _id: 'nope' }, [[product, 2]], { cash: 100 });
    expect(unknownSession.status).toBe(404);
    expect(await stockItemOf(product)).toBe(10);
    expect((await reportOf(session)).sales.count).toBe(0);
  });

  it('sells a trade order past what a card could pay; refuses one past any till’s, in the shop’s money', async () => {
    const session = await openSession();
    // Ten lakh and more is a wholesaler's ordinary sale: no card provider's cap applies at the till.
    const generator = await env.createProduct({ price: 450_000, availableQuentity: 40 });
    const trade = await sellOn(session, [[generator, 3]], { cash: 1_350_000 });
    expect(trade.status).toBe(201);
    expect(bodyOf(trade).total).toBe(1_350_000);
    const huge = await sellOn(session, [[generator, 23]], { cash: toDollars(MAX_SALE_CENTS) });
    expect(huge.status).toBe(400);
    expect(errorOf(huge).message).toBe(
      counterErrors.saleTooLarge(formatMoney(toDollars(MAX_SALE_CENTS), 'USD')),
    );
    expect(await stockItemOf(generator)).toBe(37);
  });

  it('refuses a sale short of stock naming the line, taking nothing', async () => {
    const session = await openSession();
    const plenty = await env.createProduct({ name: 'Claw Hammer', availableQuentity: 10 });
    const few = await env.createProduct({ name: 'Spirit Level', availableQuentity: 1 });
    const short = await sellOn(
      session,
      [
        [plenty, 1],
        [few, 2],
      ],
      { cash: 10_000 },
    );
    expect(short.status).toBe(409);
    expect(errorOf(short)).toMatchObject({
      message: counterErrors.stockShort('Spirit Level', 1),
      issues: [{ path: 'lines.1.quantity' }],
    });
    expect([await stockItemOf(plenty), await stockItemOf(few)]).toEqual([10, 1]);
  });

  it('makes one sale of ten identical requests at once, taking stock once; the same saleId with other lines is 422', async () => {
    const session = await openSession();
    const product = await env.createProduct({ price: 5, availableQuentity: 20 });
    const body = {
      saleId: saleId(),
      sessionId: session._id,
      lines: [{ variantId: product._id, quantity: 3 }],
      payments: [{ method: 'cash' as const, tendered: 20 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => env.api.counterSale({ as: cashier, body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const numbers = new Set(answers.map((a) => bodyOf(a).number));
    expect(numbers.size).toBe(1);
    expect(answers.map((a) => bodyOf(a).change)).toEqual(Array(10).fill(5));
    expect(await stockItemOf(product)).toBe(17);
    expect((await movementsOf(product)).filter((m) => m.reason === 'counter_sale')).toHaveLength(1);
    expect((await reportOf(session)).sales.count).toBe(1);
    const other = await env.api.counterSale({
      as: cashier,
      body: { ...body, lines: [{ variantId: product._id, quantity: 4 }] },
    });
    expect(other.status).toBe(422);
    expect(errorOf(other).message).toBe(counterErrors.saleIdReused);
    // A replay after the session closed still answers the sale it made.
    await env.api.closeRegister({ as: cashier, params: { sessionId: session._id }, body: { counted: 115 } });
    const replay = await env.api.counterSale({ as: cashier, body });
    expect(replay.status).toBe(200);
    expect(bodyOf(replay).number).toBe([...numbers][0]);
    expect(await stockItemOf(product)).toBe(17);
  });

  it('records an offline sale replayed after its stock went, below zero, and alerts the admins', async () => {
    const session = await openSession();
    const product = await env.createProduct({ name: 'Last Chisel', price: 8, availableQuentity: 1 });
    const stream = await env.openStream(env.admin);
    try {
      // The web sold the last one while the till was offline.
      const webOrder = await env.placeOrder(env.userA, product, 1);
      const takenAt = new Date(Date.parse(session.openedAt) + 1).toISOString();
      const online = await sellOn(session, [[product, 2]], { cash: 20 });
      expect(online.status).toBe(409);
      const replayed = await sellOn(session, [[product, 2]], { cash: 20 }, { offline: true, takenAt });
      expect(replayed.status).toBe(201);
      expect(bodyOf(replayed)).toMatchObject({
        offline: true,
        change: 4,
        belowZero: [{ variantId: product._id, name: 'Last Chisel', stock: -2 }],
        order: { createdAt: takenAt },
      });
      expect(await stockItemOf(product)).toBe(-2);
      const [movement] = await movementsOf(product);
      expect(movement).toMatchObject({ reason: 'counter_sale', delta: -2, stockAfter: -2 });
      // The product's own alert when made with one unit may reach a stream opened just after it.
      const alert = await stream.next(
        (event) => event.kind === 'stock' && event.stock.productId === product._id && event.stock.stock < 0,
      );
      expect(alert).toMatchObject({ kind: 'stock', type: 'low', stock: { name: 'Last Chisel', stock: -2 } });
      const bell = bodyOf(await env.api.notifications({ as: env.admin }));
      expect(
        bell.items.find((item) => item.kind === 'lowStock' && item.productId === product._id),
      ).toMatchObject({
        read: false,
      });
      // Below zero, an online sale is short as ever; a count brings it back.
      const after = await sellOn(session, [[product, 1]], { cash: 20 });
      expect(after.status).toBe(409);
      // Units coming back bring it nearer zero: the web order, never paid, is cancelled.
      expect((await env.api.cancelOrder({ as: env.userA, params: { id: webOrder._id } })).status).toBe(200);
      expect(await stockItemOf(product)).toBe(-1);
      expect((await movementsOf(product)).find((m) => m.delta === 1)).toMatchObject({ stockAfter: -1 });
      const counted = await env.api.adjustStock({
        as: env.admin,
        body: { variantId: product._id, kind: 'count', quantity: 0 },
      });
      expect(counted.status).toBe(201);
      expect(await stockItemOf(product)).toBe(0);
    } finally {
      stream.close();
    }
  });

  it("records an offline sale as the till took it: at the price it charged, and no later than the server's now", async () => {
    const session = await openSession();
    const product = await env.createProduct({ name: 'Repriced Saw', price: 20, availableQuentity: 5 });
    // Sold offline for exact cash at $20; an admin has raised the price to $22 since.
    await env.editProduct(product, { price: 22 });
    const beforeReplay = Date.now();
    // The till's clock ran an hour ahead.
    const anHourAhead = new Date(Date.now() + 3_600_000).toISOString();
    const replayed = await sellOn(
      session,
      [[product, 1, 20]],
      { cash: 20 },
      { offline: true, takenAt: anHourAhead },
    );
    expect(replayed.status).toBe(201);
    const sale = bodyOf(replayed);
    expect(sale).toMatchObject({ total: 20, change: 0, offline: true, order: { totalPrice: 20 } });
    const takenAt = Date.parse(sale.order.createdAt);
    expect(takenAt).toBeGreaterThanOrEqual(beforeReplay - 1_000);
    expect(takenAt).toBeLessThanOrEqual(Date.now());
    const report = await reportOf(session);
    expect(report.expectedCash).toBe(report.float + 20);
    expect(await stockItemOf(product)).toBe(4);
  });

  it('never lets any other change take stock below zero, whatever the database is asked', async () => {
    const product = await env.createProduct({ availableQuentity: 1 });
    const lost = await env.api.adjustStock({
      as: env.admin,
      body: { variantId: product._id, kind: 'lost', quantity: 2 },
    });
    expect(lost.status).toBe(409);
    const raw = await env.db
      .execute(
        // A movement that took stock below zero for any reason but a counter sale is refused.
        `insert into stock_movements (id, product_id, variant_id, delta, stock_after, reason)
         values ('raw-${product._id}', '${product._id}', '${product._id}', -2, -1, 'lost')` as never,
      )
      .then(
        () => null,
        (error: { cause?: Error; message: string }) => error.cause?.message ?? error.message,
      );
    expect(raw).toMatch(/stock_movements_below_zero_only_offline/);
  });
});
