/**
 * After the sale: shipping with a carrier and tracking number (and the spec's one click with
 * neither); returns the customer asks for, which staff decline with a note or a refund closes; and
 * refunds — of everything, of some lines' units with restock, or of an amount — reserved on the
 * order, made by the payment driver, then recorded: never more than was paid, once per
 * `Idempotency-Key`, exactly once per unit restocked when staff refund at once, with the order
 * `refunded` when nothing is left. A second charge for an order already paid (two intents both
 * charged before the order was marked paid) is given back at once (docs/orders.md).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders as ordersTable } from '../../src/server/db/schema';
import { createSandboxDriver } from '../../src/server/payments/sandboxDriver';
import type { Order } from '../../src/shared/entities';
import { apiErrors, refundDeclines } from '../../src/shared/strings/apiMessages';
import { messages } from '../../src/shared/strings/validation';
import {
  wholeList,
  type BodyOf,
  pageOf,
  errorOf,
  bodyOf,
  linesOrderBody,
  SUCCEEDING_CARD,
  type Session,
  suiteEnvironment,
} from './support/environment';
import { secondInstances } from './support/secondInstance';

const env = suiteEnvironment({ env: { MAX_HELD_SHARE: '1' } });
const secondInstance = secondInstances(env);

/** A paid order of a $40 drill ×2 and a $5 bit set ×4: $100 in all. */
async function paidTwoLineOrder(as: Session = env.userA) {
  const drill = await env.createProduct({ name: 'Refund Drill', price: 40, availableQuentity: 20 });
  const bits = await env.createProduct({ name: 'Refund Bits', price: 5, availableQuentity: 50 });
  const placed = await env.api.placeOrder({
    as,
    body: linesOrderBody([
      [drill, 2],
      [bits, 4],
    ]),
  });
  expect(placed.status).toBe(201);
  const order = await env.payOrder(as, bodyOf(placed));
  return { order, drill, bits };
}

const refund = (order: Order, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  env.api.refundOrder({ params: { id: order._id }, as: env.admin, body, headers });
const detail = async (order: Order, as: Session = env.userA) =>
  bodyOf(await env.api.orderDetail({ params: { id: order._id }, as }));

describe('shipping with a tracking number', () => {
  it('keeps the carrier and number for both sides; the one-click ship needs neither', async () => {
    const { order } = await paidTwoLineOrder();
    const shipped = await env.api.shipOrder({
      params: { id: order._id },
      as: env.admin,
      body: { carrier: ' DHL Express ', trackingNumber: 'JD0146000033' },
    });
    expect(shipped.status).toBe(200);
    expect(await detail(order)).toMatchObject({
      state: 'shipped',
      carrier: 'DHL Express',
      trackingNumber: 'JD0146000033',
    });

    const other = (await paidTwoLineOrder()).order;
    const oneClick = bodyOf(await env.api.shipOrder({ as: env.admin, params: { id: other._id } }));
    expect(oneClick).toMatchObject({ state: 'shipped', status: true, carrier: null, trackingNumber: null });
    // Forgotten the first time: shipping again with the number keeps it.
    await env.api.shipOrder({
      params: { id: other._id },
      as: env.admin,
      body: { carrier: 'Pathao', trackingNumber: 'PX-77' },
    });
    expect(await detail(other)).toMatchObject({ carrier: 'Pathao', trackingNumber: 'PX-77' });
    const tooLong = await env.api.shipOrder({
      params: { id: other._id },
      as: env.admin,
      body: { trackingNumber: 'x'.repeat(101) },
    });
    expect(tooLong.status).toBe(400);
  });
});

describe('POST /order/{id}/refund', () => {
  it('refunds one line with restock, then the rest: stock back once, revenue net, the order refunded', async () => {
    const revenueBefore = bodyOf(await env.api.shopStats({ as: env.admin })).today.revenue;
    const { order, drill, bits } = await paidTwoLineOrder();
    await env.api.shipOrder({ as: env.admin, params: { id: order._id } });
    const drillStock = await env.listedStockOf(drill);

    const first = await refund(order, {
      lines: [{ productId: drill._id, quantity: 1 }],
      restock: true,
      reason: 'Arrived with a cracked housing',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ state: 'shipped', refundedTotal: 40 });
    expect(bodyOf(first).refunds).toEqual([
      {
        at: expect.any(String),
        amount: 40,
        lines: [{ productId: drill._id, variantId: drill._id, name: 'Refund Drill', quantity: 1 }],
        restocked: true,
        reason: 'Arrived with a cracked housing',
        pending: false,
        extraPayment: false,
        shipping: 0,
        // The spec's shop invoices too (a plain invoice): the refund names its credit note.
        creditNoteNumber: bodyOf(first).creditNoteNumbers[0],
      },
    ]);
    expect(await env.listedStockOf(drill)).toBe(drillStock + 1);
    // The customer sees it too.
    expect((await detail(order)).refunds).toHaveLength(1);
    const stats = bodyOf(await env.api.shopStats({ as: env.admin }));
    expect(stats.today.revenue).toBeCloseTo(revenueBefore + 60, 2);

    // Everything left, without restock: $60, and the order is refunded.
    const rest = await refund(order, { reason: 'Customer returned the rest' });
    expect(rest.body).toMatchObject({ state: 'refunded', refundedTotal: 100, paid: true, status: true });
    expect(bodyOf(rest).refunds[1]).toMatchObject({
      amount: 60,
      lines: [
        { productId: drill._id, quantity: 1 },
        { productId: bits._id, quantity: 4 },
      ],
      restocked: false,
    });
    expect(bodyOf(rest).timeline.map((step: { state: string }) => step.state)).toEqual([
      'unpaid',
      'paid',
      'shipped',
      'refunded',
    ]);
    expect(await env.listedStockOf(drill)).toBe(drillStock + 1);

    const again = await refund(order, { amount: 1, reason: 'Once more' });
    expect(again).toMatchObject({ status: 409, body: { message: apiErrors.orderRefunded } });
    const ship = await env.api.shipOrder({ as: env.admin, params: { id: order._id } });
    expect(ship).toMatchObject({ status: 409, body: { message: apiErrors.orderRefunded } });
    const listed = await env.api.listAllOrders({ as: env.admin, query: { state: 'refunded' } });
    expect(wholeList(bodyOf(listed)).map((o) => o._id)).toContain(order._id);
  });

  it('never refunds more than was paid, in one go or over several, and names what is wrong', async () => {
    const { order, drill } = await paidTwoLineOrder();
    const tooMuch = await refund(order, { amount: 100.01, reason: 'Goodwill' });
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { message: messages.refundMoreThanPaid('$100.00'), issues: [{ path: 'amount' }] },
    });
    expect((await refund(order, { amount: 70, reason: 'Goodwill' })).status).toBe(200);
    const over = await refund(order, { amount: 30.01, reason: 'Goodwill' });
    expect(errorOf(over).message).toBe(messages.refundMoreThanPaid('$30.00'));
    // Two drills at $40 are more money than the $30 left.
    const lines = await refund(order, { lines: [{ productId: drill._id, quantity: 2 }], reason: 'Broken' });
    expect(lines).toMatchObject({ status: 400, body: { issues: [{ path: 'lines' }] } });
    const threeDrills = await refund(order, { lines: [{ productId: drill._id, quantity: 3 }], reason: 'x' });
    expect(errorOf(threeDrills).issues).toEqual([
      { path: 'lines.0.quantity', message: messages.refundLineTooMany(2) },
    ]);
    const stranger = await refund(order, {
      lines: [{ productId: 'not-in-order', quantity: 1 }],
      reason: 'x',
    });
    expect(errorOf(stranger).issues?.[0]).toMatchObject({ path: 'lines.0.productId' });
    for (const body of [{}, { reason: '  ' }, { amount: 0, reason: 'x' }, { amount: -5, reason: 'x' }]) {
      expect((await refund(order, body)).status).toBe(400);
    }
    expect((await detail(order)).refundedTotal).toBe(70);
  });

  it('refunds once for one Idempotency-Key, however often it is sent', async () => {
    const { order, bits } = await paidTwoLineOrder();
    const stock = await env.listedStockOf(bits);
    const body = { lines: [{ productId: bits._id, quantity: 2 }], restock: true, reason: 'Wrong size' };
    const headers = { 'idempotency-key': 'refund-confirm-7f3a' };
    const answers = await Promise.all([refund(order, body, headers), refund(order, body, headers)]);
    answers.push(await refund(order, body, headers));
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    const after = await detail(order);
    expect(after.refunds).toHaveLength(1);
    expect(after.refundedTotal).toBe(10);
    expect(await env.listedStockOf(bits)).toBe(stock + 2);
    // The key names that body: naming a variant of the line is another request.
    const withVariant = { ...body, lines: [{ productId: bits._id, variantId: bits._id, quantity: 2 }] };
    expect((await refund(order, withVariant, headers)).status).toBe(422);
    expect((await refund(order, body, { 'idempotency-key': 'bad key\u0001' })).status).toBe(400);
  });

  it('with staff refunding at once, never passes the paid total and restocks each unit once', async () => {
    const { order, bits } = await paidTwoLineOrder();
    const stock = await env.listedStockOf(bits);
    // Eight $5-bit refunds of one unit each for four bits; and six $30 refunds for the $80 left then.
    const lineRefunds = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        refund(order, { lines: [{ productId: bits._id, quantity: 1 }], restock: true, reason: `Bit ${i}` }),
      ),
    );
    expect(lineRefunds.filter((r) => r.status === 200)).toHaveLength(4);
    expect(lineRefunds.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    expect(await env.listedStockOf(bits)).toBe(stock + 4);

    const amounts = await Promise.all(
      Array.from({ length: 6 }, () => refund(order, { amount: 30, reason: 'Goodwill' })),
    );
    expect(amounts.filter((r) => r.status === 200)).toHaveLength(2);
    expect(amounts.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const after = await detail(order);
    expect(after.refundedTotal).toBe(80);
    expect(after.refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(80);
    expect(after.state).toBe('paid');
  });

  it('racing a ship, each ends in a valid state; never on an unpaid, cancelled or expired order', async () => {
    const { order } = await paidTwoLineOrder();
    const [shipped, refunded] = await Promise.all([
      env.api.shipOrder({ as: env.admin, params: { id: order._id } }),
      refund(order, { reason: 'Cancelled by phone' }),
    ]);
    expect(refunded.status).toBe(200);
    expect([200, 409]).toContain(shipped.status);
    expect((await detail(order)).state).toBe('refunded');

    const product = await env.createProduct();
    const unpaid = await env.placeOrder(env.userB, product, 1);
    expect(await refund(unpaid, { reason: 'x' })).toMatchObject({
      status: 409,
      body: { message: apiErrors.refundNeedsPayment },
    });
    await env.api.cancelOrder({ params: { id: unpaid._id }, as: env.userB });
    expect((await refund(unpaid, { reason: 'x' })).status).toBe(409);
    expect(
      (await env.api.refundOrder({ params: { id: 'nope' }, as: env.admin, body: { reason: 'x' } })).status,
    ).toBe(404);
  });

  it('finishes a refund the provider never answered, in a sweep, once: made, or released when refused', async () => {
    // An instance of the order services whose payment provider stops answering refunds for a while.
    let answering = false;
    const sandbox = createSandboxDriver(env.db);
    const { refunds } = await secondInstance({
      ...sandbox,
      refund: (request) => (answering ? sandbox.refund(request) : Promise.reject(new Error('ETIMEDOUT'))),
    });
    const { order, bits } = await paidTwoLineOrder();
    const stock = await env.listedStockOf(bits);
    const unanswered = (request: Record<string, unknown>) =>
      refunds.refund(order._id, { restock: true, ...request } as never, null, null).then(
        () => null,
        (error: { statusCode?: number }) => error.statusCode,
      );
    expect(await unanswered({ lines: [{ productId: bits._id, quantity: 2 }], reason: 'Wrong size' })).toBe(
      503,
    );
    expect(await unanswered({ amount: 13.13, reason: 'Goodwill' })).toBe(503);
    const waiting = await detail(order);
    expect(waiting.refunds.map((r) => [r.amount, r.pending])).toEqual([
      [10, true],
      [13.13, true],
    ]);
    expect(waiting.refundedTotal).toBe(23.13);

    // Too young to be swept: a request may still be waiting for the provider's answer.
    answering = true;
    expect(await refunds.finishPending(new Date(Date.now() - 60_000))).toBe(0);
    // The sandbox declines $13.13: that one is released; the other is made and restocks once.
    expect(await refunds.finishPending(new Date())).toBe(2);
    const after = await detail(order);
    expect(after.refunds.map((r) => [r.amount, r.pending])).toEqual([[10, false]]);
    expect(after.refundedTotal).toBe(10);
    expect(await env.listedStockOf(bits)).toBe(stock + 2);
    expect(await refunds.finishPending(new Date())).toBe(0);
    expect(await env.listedStockOf(bits)).toBe(stock + 2);
  });

  it('records nothing when the payment provider refuses, and says why', async () => {
    const { order, drill } = await paidTwoLineOrder();
    const stock = await env.listedStockOf(drill);
    const refused = await refund(order, { amount: 13.13, restock: true, reason: 'Test decline' });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: apiErrors.refundFailed(refundDeclines.sandbox) },
    });
    expect(await detail(order)).toMatchObject({ refundedTotal: 0, refunds: [], state: 'paid' });
    expect(await env.listedStockOf(drill)).toBe(stock);
  });
});

describe('a second payment for an order already paid', () => {
  it('is refunded at once and shows on the order, leaving its refunded total alone', async () => {
    const product = await env.createProduct({ price: 25 });
    const order = await env.placeOrder(env.userA, product, 2);
    const openAndCharge = async () => {
      const intent = bodyOf(
        await env.api.createPaymentIntent({ as: env.userA, body: { orderId: order._id } }),
      );
      bodyOf(
        await env.api.confirmSandboxPayment({
          as: env.userA,
          body: { ...SUCCEEDING_CARD, intentId: intent.intentId, clientSecret: intent.clientSecret },
        }),
      );
      return intent.intentId;
    };
    // Card A goes through, the order is not yet marked paid, and a second intent B is charged too.
    const first = await openAndCharge();
    const second = await openAndCharge();
    expect(second).not.toBe(first);
    bodyOf(await env.api.payOrder({ as: env.userA, params: { id: order._id }, body: { tnxId: first } }));
    const late = await env.api.payOrder({
      as: env.userA,
      params: { id: order._id },
      body: { tnxId: second },
    });
    expect(late).toMatchObject({ status: 409, body: { message: apiErrors.secondPaymentRefunded } });

    const after = await detail(order);
    expect(after).toMatchObject({ state: 'paid', tnxId: first, refundedTotal: 0 });
    expect(after.refunds).toEqual([
      expect.objectContaining({ amount: 50, extraPayment: true, reason: apiErrors.secondPaymentRefunded }),
    ]);
    // Asked again, it is not refunded twice.
    const again = await env.api.payOrder({
      as: env.userA,
      params: { id: order._id },
      body: { tnxId: second },
    });
    expect(again.status).toBe(409);
    expect((await detail(order)).refunds).toHaveLength(1);
    // The order's own money can still be refunded in full.
    expect((await refund(order, { reason: 'Changed mind' })).body).toMatchObject({
      state: 'refunded',
      refundedTotal: 50,
    });
  });
});

describe('returns', () => {
  const ask = (order: Order, body: BodyOf<'requestReturn'>, as: Session = env.userA) =>
    env.api.requestReturn({ params: { id: order._id }, as, body });
  const waitingReturns = async () => bodyOf(await env.api.shopStats({ as: env.admin })).returnsRequested;

  it('a customer asks within RETURN_DAYS; staff see it waiting; a refund closes it as refunded', async () => {
    const { order, drill, bits } = await paidTwoLineOrder();
    await env.api.shipOrder({ as: env.admin, params: { id: order._id } });
    const before = await waitingReturns();

    const asked = await ask(order, {
      lines: [{ productId: drill._id, quantity: 1 }],
      reason: 'The chuck wobbles',
    });
    expect(asked.status).toBe(200);
    expect(bodyOf(asked).returnRequest).toEqual({
      at: expect.any(String),
      lines: [{ productId: drill._id, variantId: drill._id, name: 'Refund Drill', quantity: 1 }],
      reason: 'The chuck wobbles',
      status: 'requested',
      note: null,
      decidedAt: null,
    });
    expect(await waitingReturns()).toBe(before + 1);
    const waiting = pageOf(
      bodyOf(
        await env.api.listAllOrders({
          as: env.admin,
          query: { return: 'requested', page: '1', pageSize: '100' },
        }),
      ),
    );
    expect(waiting.items.map((o) => o._id)).toContain(order._id);
    expect(waiting.items.every((o) => o.returnRequest?.status === 'requested')).toBe(true);
    expect(waiting.total).toBe(before + 1);
    expect(
      (await ask(order, { lines: [{ productId: bits._id, quantity: 1 }], reason: 'And this' })).body,
    ).toEqual({
      message: apiErrors.returnAlreadyRequested,
    });

    await refund(order, {
      lines: [{ productId: drill._id, quantity: 1 }],
      restock: true,
      reason: 'Return received',
    });
    expect((await detail(order)).returnRequest).toMatchObject({
      status: 'refunded',
      decidedAt: expect.any(String),
    });
    expect(await waitingReturns()).toBe(before);
    // Only what is not refunded can be asked for next.
    const again = await ask(order, {
      lines: [{ productId: drill._id, quantity: 2 }],
      reason: 'The other one too',
    });
    expect(errorOf(again).issues).toEqual([
      { path: 'lines.0.quantity', message: messages.refundLineTooMany(1) },
    ]);
    expect(
      (await ask(order, { lines: [{ productId: drill._id, quantity: 1 }], reason: 'The other one' })).status,
    ).toBe(200);
  });

  it('staff decline with a note the customer sees; only staff decline, and only a waiting request', async () => {
    const { order, bits } = await paidTwoLineOrder();
    await env.api.shipOrder({ as: env.admin, params: { id: order._id } });
    await ask(order, { lines: [{ productId: bits._id, quantity: 4 }], reason: 'Not needed' });
    const decline = (as: Session, body: BodyOf<'declineReturn'>) =>
      env.api.declineReturn({ params: { id: order._id }, as, body });
    expect((await decline(env.userA, { decision: 'decline', note: 'Mine now' })).status).toBe(403);
    expect((await decline(env.admin, { decision: 'decline', note: ' ' })).status).toBe(400);
    const declined = await decline(env.admin, {
      decision: 'decline',
      note: 'Opened bit sets cannot be returned',
    });
    expect(declined.status).toBe(200);
    expect((await detail(order)).returnRequest).toMatchObject({
      status: 'declined',
      note: 'Opened bit sets cannot be returned',
    });
    expect((await decline(env.admin, { decision: 'decline', note: 'Again' })).body).toEqual({
      message: apiErrors.noReturnRequested,
    });
  });

  it('is refused on someone else’s order, an unshipped one, or one shipped too long ago', async () => {
    const { order, drill } = await paidTwoLineOrder();
    const body = { lines: [{ productId: drill._id, quantity: 1 }], reason: 'Broken' };
    expect(await ask(order, body)).toMatchObject({
      status: 409,
      body: { message: apiErrors.returnNotShipped },
    });
    await env.api.shipOrder({ as: env.admin, params: { id: order._id } });
    expect((await ask(order, body, env.userB)).status).toBe(403);
    expect((await ask(order, body, env.admin)).status).toBe(403);
    expect((await ask(order, body, env.anon)).status).toBe(401);
    expect((await ask(order, { lines: [{ productId: 'elsewhere', quantity: 1 }], reason: 'x' })).status).toBe(
      400,
    );
    expect(
      errorOf(await ask(order, { lines: [{ productId: drill._id, quantity: 1 }] })).issues?.[0]?.message,
    ).toBe(messages.returnReasonRequired);

    const days = env.config.orders.returnDays;
    await env.db
      .update(ordersTable)
      .set({ shippedAt: new Date(Date.now() - (days + 1) * 86_400_000) })
      .where(eq(ordersTable.id, order._id));
    expect(await ask(order, body)).toMatchObject({
      status: 409,
      body: { message: apiErrors.returnTooLate(days) },
    });
  });
});
