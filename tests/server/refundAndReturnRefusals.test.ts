/**
 * Refunds and returns refuse what is ambiguous or already decided:
 * an `Idempotency-Key` sent again with another body (422, as Stripe refuses it), a refund body
 * naming both an amount and lines or an amount of null (400, by the one schema the dialog uses too),
 * and a return asked for again after staff declined it (409). Each refusal moves no money and no
 * stock, and tells no one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/shared/entities';
import { refundSchema, type RefundInput } from '../../src/shared/schemas';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { messages } from '../../src/shared/strings/validation';
import { bodyOf, createTestEnvironment, linesOrderBody, type TestEnvironment } from './support/environment';

let env: TestEnvironment;
beforeAll(async () => {
  env = await createTestEnvironment();
});
afterAll(() => env?.close());

/** A paid order of a $40 drill ×2 and a $5 bit set ×4: $100 in all. */
async function paidOrder() {
  const drill = await env.createProduct({ name: 'Refusal Drill', price: 40, availableQuentity: 20 });
  const bits = await env.createProduct({ name: 'Refusal Bits', price: 5, availableQuentity: 50 });
  const placed = bodyOf(
    await env.api.placeOrder({
      as: env.userA,
      body: linesOrderBody([
        [drill, 2],
        [bits, 4],
      ]),
    }),
  );
  const order = await env.payOrder(env.userA, placed);
  return { order, drill, bits };
}

/** The order as staff see it, with every email it caused. */
const staffDetail = async (order: Order) =>
  bodyOf(await env.api.orderDetail({ as: env.admin, params: { id: order._id } }));

describe('an Idempotency-Key sent again', () => {
  it('with another body answers 422 and refunds nothing more; with the same body, the first refund', async () => {
    const { order, drill, bits } = await paidOrder();
    const headers = { 'idempotency-key': 'refund-confirm-5e2d' };
    const body = { lines: [{ productId: bits._id, quantity: 1 }], restock: true, reason: 'Wrong size' };
    const refund = (sent: RefundInput) =>
      env.api.refundOrder({ as: env.admin, params: { id: order._id }, body: sent, headers });
    expect(bodyOf(await refund(body)).refundedTotal).toBe(5);
    const bitStock = await env.listedStockOf(bits);

    for (const other of [
      { ...body, lines: [{ productId: drill._id, quantity: 2 }] },
      { ...body, lines: [{ productId: bits._id, quantity: 2 }] },
      { ...body, restock: false },
      { ...body, reason: 'Changed my mind' },
      { amount: 5, reason: 'Wrong size' },
      { reason: 'Wrong size' },
    ]) {
      expect(await refund(other)).toMatchObject({
        status: 422,
        body: { message: apiErrors.idempotencyKeyReused },
      });
    }
    const again = bodyOf(await refund(body));
    expect(again).toMatchObject({ refundedTotal: 5, state: 'paid' });
    expect(again.refunds).toHaveLength(1);
    expect(await env.listedStockOf(bits)).toBe(bitStock);
  });
});

describe('a refund body', () => {
  it('names an amount or lines, never both: 400, and nothing refunded or restocked', async () => {
    const { order, bits } = await paidOrder();
    const stock = await env.listedStockOf(bits);
    const both = await env.api.refundOrder({
      as: env.admin,
      params: { id: order._id },
      body: { amount: 0.01, lines: [{ productId: bits._id, quantity: 4 }], restock: true, reason: 'Both' },
    });
    expect(both).toMatchObject({
      status: 400,
      body: {
        message: messages.refundAmountOrLines,
        issues: [{ path: 'amount', message: messages.refundAmountOrLines }],
      },
    });
    expect(await staffDetail(order)).toMatchObject({ refundedTotal: 0, refunds: [], state: 'paid' });
    expect(await env.listedStockOf(bits)).toBe(stock);
  });

  it('with an amount of null (what JSON makes of NaN) is refused, not read as everything', async () => {
    const { order } = await paidOrder();
    const nullAmount = await env.api.refundOrder({
      as: env.admin,
      params: { id: order._id },
      body: { amount: null, reason: 'NaN from a form' },
    });
    expect(nullAmount).toMatchObject({
      status: 400,
      body: { message: messages.refundAmountMissing, issues: [{ path: 'amount' }] },
    });
    expect(await staffDetail(order)).toMatchObject({ refundedTotal: 0, refunds: [], state: 'paid' });
  });

  it('is judged by the one schema the refund dialog checks too', () => {
    const lines = [{ productId: 'a'.repeat(24), quantity: 1 }];
    expect(refundSchema.safeParse({ amount: 1, lines, reason: 'x' }).success).toBe(false);
    expect(refundSchema.safeParse({ amount: null, reason: 'x' }).success).toBe(false);
    expect(refundSchema.safeParse({ amount: 1, reason: 'x' }).success).toBe(true);
    expect(refundSchema.safeParse({ lines, reason: 'x' }).success).toBe(true);
    expect(refundSchema.safeParse({ reason: 'x' }).success).toBe(true);
  });
});

describe('a declined return', () => {
  it('stands: asked again it answers 409, emails no one, and the order offers no return', async () => {
    const { order, bits } = await paidOrder();
    bodyOf(await env.api.shipOrder({ as: env.admin, params: { id: order._id } }));
    const ask = { lines: [{ productId: bits._id, quantity: 4 }], reason: 'Not needed' };
    bodyOf(await env.api.requestReturn({ as: env.userA, params: { id: order._id }, body: ask }));
    const declined = bodyOf(
      await env.api.declineReturn({
        as: env.admin,
        params: { id: order._id },
        body: { decision: 'decline', note: 'Opened bit sets cannot be returned' },
      }),
    );
    expect(declined.returnableUntil).toBeNull();

    const again = await env.api.requestReturn({ as: env.userA, params: { id: order._id }, body: ask });
    expect(again).toMatchObject({ status: 409, body: { message: apiErrors.returnDeclined } });
    const after = await staffDetail(order);
    expect(after.returnRequest).toMatchObject({
      status: 'declined',
      note: 'Opened bit sets cannot be returned',
    });
    // No email more: the same ones, to the same people (the worker may have sent some meanwhile).
    const sentTo = (emails: typeof after.emails) => emails.map((email) => [email.kind, email.to]);
    expect(sentTo(after.emails)).toEqual(sentTo(declined.emails));
  });
});
