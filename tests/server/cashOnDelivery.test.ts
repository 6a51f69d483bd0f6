/**
 * Cash on delivery (docs/orders.md): placed within COD_MAX_TOTAL and COD_MAX_OPEN, never expiring,
 * confirmed by staff before it ships, its cash recorded when the courier pays it over (whole, or
 * partial with a note), or cancelled when the parcel comes back with its stock back through the
 * ledger. Never paid by card too. Staff's steps twice or in the wrong state are 409; a customer 403.
 * The customer is told the cash to have ready, never to pay; the phone confirmation is on the
 * timeline; the courier's payout reference is staff's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createExpiry } from '../../src/server/orders/expiry';
import type { Order, Product } from '../../src/shared/entities';
import { DEFAULT_SHIPPING_ZONES } from '../../src/shared/shipping';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { codErrors } from '../../src/shared/strings/codMessages';
import { emailText } from '../../src/shared/strings/emails';
import {
  bodyOf,
  clientOf,
  errorOf,
  linesOrderBody,
  orderBody,
  type Session,
  suiteEnvironment,
} from './support/environment';
import { expectStockMatchesLedger, movementsOf } from './support/stockLedger';
import { usd } from '../support/money';

const env = suiteEnvironment({
  env: {
    SHIPPING_ZONES: JSON.stringify(DEFAULT_SHIPPING_ZONES.USD),
    COD_MAX_TOTAL: '500',
    COD_MAX_OPEN: '2',
  },
});
afterEach(() => expectStockMatchesLedger(env.db));

/** Inside Dhaka, the default zones' flat charge for a parcel up to a kilogram. */
const DHAKA_DELIVERY = 2;

const codOrder = async (as: Session, product: Product, quantity = 1) => {
  const res = await env.api.placeOrder({ as, body: orderBody(product, quantity, { paymentMethod: 'cod' }) });
  expect(res.status).toBe(201);
  return bodyOf(res);
};

const detail = async (order: Order) =>
  bodyOf(await env.api.orderDetail({ as: env.admin, params: { id: order._id } }));
const confirm = (order: Order, as: Session = env.admin) =>
  env.api.confirmCodOrder({ as, params: { id: order._id } });
const ship = (order: Order) => env.api.shipOrder({ as: env.admin, params: { id: order._id } });
const collect = (order: Order, body: Record<string, unknown>, as: Session = env.admin) =>
  env.api.collectCodOrder({ as, params: { id: order._id }, body: body as never });
const undelivered = (order: Order, as: Session = env.admin) =>
  env.api.markCodUndelivered({ as, params: { id: order._id } });

/** A customer with no COD orders open yet. */
const customer = () => env.newUser('cod');

const shippedCodOrder = async (product: Product, quantity = 1) => {
  const order = await codOrder(await customer(), product, quantity);
  expect((await confirm(order)).status).toBe(200);
  expect(bodyOf(await ship(order)).state).toBe('shipped');
  return order;
};

describe('placing a cash-on-delivery order', () => {
  it('holds its stock unpaid with no end, its total including delivery, and says cash on delivery', async () => {
    const product = await env.createProduct({ price: 40, availableQuentity: 10 });
    const order = await codOrder(await customer(), product, 2);
    expect(order).toMatchObject({
      state: 'unpaid',
      paid: false,
      paymentMethod: 'cod',
      shippingTotal: DHAKA_DELIVERY,
      shippingZone: 'Inside Dhaka',
      totalPrice: 80 + DHAKA_DELIVERY,
      cod: { confirmedAt: null, collected: null, owed: 80 + DHAKA_DELIVERY },
    });
    expect((await detail(order)).holdUntil).toBeNull();
    expect(await env.listedStockOf(product)).toBe(8);
    // The expiry sweep a year from now looks at every unpaid order whose hold has ended: a card
    // order's, never this one.
    const cardOrder = await env.api.placeOrder({ as: await customer(), body: orderBody(product, 1) });
    expect(cardOrder.status).toBe(201);
    const looked: string[] = [];
    await createExpiry(env.db, {
      expire: async (due) => {
        looked.push(due.id);
        return null;
      },
    }).expireDue(new Date(Date.now() + 365 * 86_400_000));
    expect(looked).toContain(bodyOf(cardOrder)._id);
    expect(looked).not.toContain(order._id);
    expect((await detail(order)).state).toBe('unpaid');
  });

  it('refuses an order above COD_MAX_TOTAL, delivery included, saying why; nothing placed', async () => {
    const product = await env.createProduct({ price: 249.5, availableQuentity: 10 });
    const as = await customer();
    // $499 of tools and $2 of delivery: $501.
    const res = await env.api.placeOrder({ as, body: orderBody(product, 2, { paymentMethod: 'cod' }) });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(codErrors.overLimit(usd(500), usd(501)));
    expect(await env.listedStockOf(product)).toBe(10);
    expect(bodyOf(await env.api.myOrders({ as, query: { email: as.email } }))).toEqual([]);
    // By card the same order goes through.
    const card = await env.api.placeOrder({ as, body: orderBody(product, 2) });
    expect(bodyOf(card).totalPrice).toBe(501);
  });

  it('refuses a third open COD order for one customer (409), and takes one again once another is done', async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 50 });
    const as = await customer();
    const first = await codOrder(as, product);
    await codOrder(as, product);
    const third = await env.api.placeOrder({ as, body: orderBody(product, 1, { paymentMethod: 'cod' }) });
    expect(third.status).toBe(409);
    expect(errorOf(third).message).toBe(codErrors.tooManyOpen(2));
    expect(await env.listedStockOf(product)).toBe(48);
    // Shipped is still open until the cash is in; collected, it is done.
    await confirm(first);
    await ship(first);
    expect(
      (await env.api.placeOrder({ as, body: orderBody(product, 1, { paymentMethod: 'cod' }) })).status,
    ).toBe(409);
    await collect(first, { amount: first.totalPrice, reference: 'PATHAO-1' });
    await codOrder(as, product);
  });

  it('lets one customer racing themselves open no more than COD_MAX_OPEN', async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 50 });
    const as = await customer();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        env.api.placeOrder({ as, body: orderBody(product, 1, { paymentMethod: 'cod' }) }),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(2);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(3);
    expect(await env.listedStockOf(product)).toBe(48);
  });

  it('is refused when COD_ENABLED is off (400), and an unknown payment method is 400', async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 5 });
    const app = await env.buildVariant({
      config: { ...env.config, cod: { ...env.config.cod, enabled: false } },
    });
    try {
      const off = await clientOf(app).placeOrder({
        as: env.userA,
        body: orderBody(product, 1, { paymentMethod: 'cod' }),
      });
      expect(off.status).toBe(400);
      expect(errorOf(off).message).toBe(codErrors.switchedOff);
      const quote = bodyOf(
        await clientOf(app).shippingQuote({
          body: { lines: [{ productId: product._id, quantity: 1 }], country: 'Bangladesh', city: 'Dhaka' },
        }),
      );
      expect(quote.cod).toEqual({ offered: false, reason: codErrors.switchedOff });
    } finally {
      await app.close();
    }
    const unknown = await env.api.placeOrder({
      as: env.userA,
      body: orderBody(product, 1, { paymentMethod: 'cheque' }),
    });
    expect(unknown.status).toBe(400);
    expect(await env.listedStockOf(product)).toBe(5);
  });

  it('places a cart as COD too', async () => {
    const drill = await env.createProduct({ price: 60, availableQuentity: 5 });
    const bits = await env.createProduct({ price: 5, availableQuentity: 5 });
    const res = await env.api.placeOrder({
      as: await customer(),
      body: linesOrderBody(
        [
          [drill, 1],
          [bits, 2],
        ],
        { paymentMethod: 'cod' },
      ),
    });
    expect(bodyOf(res)).toMatchObject({ paymentMethod: 'cod', totalPrice: 70 + DHAKA_DELIVERY });
  });
});

describe('a COD order is never paid by card too', () => {
  it('refuses a payment intent and a payment for it (409)', async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 5 });
    const as = await customer();
    const order = await codOrder(as, product);
    const intent = await env.api.createPaymentIntent({ as, body: { orderId: order._id } });
    expect(intent.status).toBe(409);
    expect(errorOf(intent).message).toBe(codErrors.payByCard);
    const pay = await env.api.payOrder({
      as,
      params: { id: order._id },
      body: { tnxId: 'pi_sandbox_made_up' },
    });
    expect(pay.status).toBe(409);
    expect((await detail(order)).state).toBe('unpaid');
  });
});

describe("staff's steps", () => {
  it('confirm, then ship; shipping before confirming is 409 saying so', async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 5 });
    const order = await codOrder(await customer(), product);
    const early = await ship(order);
    expect(early.status).toBe(409);
    expect(errorOf(early).message).toBe(codErrors.confirmFirst);
    const confirmed = bodyOf(await confirm(order));
    expect(confirmed.state).toBe('unpaid');
    expect(confirmed.cod?.confirmedAt).toEqual(expect.any(String));
    const again = await confirm(order);
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(codErrors.alreadyConfirmed);
    const shipped = bodyOf(await ship(order));
    expect(shipped).toMatchObject({ state: 'shipped', paid: false, cod: { owed: order.totalPrice } });
    expect(errorOf(await confirm(order)).message).toBe(codErrors.notUnpaid);
  });

  it('records the cash: the total → paid; another amount is 400 unless partial with a note, then it shows what is owed', async () => {
    const product = await env.createProduct({ price: 30, availableQuentity: 5 });
    const whole = await shippedCodOrder(product);
    const wrong = await collect(whole, { amount: 20, reference: 'RX-1' });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong).message).toBe(codErrors.amountNotTotal(usd(whole.totalPrice)));
    const noNote = await collect(whole, { amount: 20, reference: 'RX-1', partial: true });
    expect(noNote.status).toBe(400);
    expect(errorOf(noNote).message).toBe(codErrors.partialNeedsNote);
    expect(errorOf(await collect(whole, { amount: 32 })).message).toBe(codErrors.referenceRequired);
    const paid = bodyOf(await collect(whole, { amount: whole.totalPrice, reference: 'RX-1' }));
    expect(paid).toMatchObject({
      state: 'shipped',
      paid: true,
      cod: { collected: { amount: whole.totalPrice, reference: 'RX-1', partial: false }, owed: 0 },
    });
    expect(paid.timeline.map((step) => [step.event, step.state])).toEqual([
      ['place', 'unpaid'],
      ['confirmCod', 'unpaid'],
      ['shipCod', 'shipped'],
      ['collectCod', 'shipped'],
    ]);
    const twice = await collect(whole, { amount: whole.totalPrice, reference: 'RX-1' });
    expect(twice.status).toBe(409);
    expect(errorOf(twice).message).toBe(codErrors.alreadyCollected);
    expect(errorOf(await undelivered(whole)).message).toBe(codErrors.alreadyCollected);

    const short = await shippedCodOrder(product);
    const partial = bodyOf(
      await collect(short, { amount: 25, reference: 'RX-2', partial: true, note: 'Customer paid $25 only' }),
    );
    expect(partial.cod).toMatchObject({
      collected: { amount: 25, partial: true, note: 'Customer paid $25 only' },
      owed: short.totalPrice - 25,
    });
  });

  it('undelivered: cancelled, its stock back as cod_undelivered; twice, or before shipping, is 409', async () => {
    const product = await env.createProduct({ price: 15, availableQuentity: 6 });
    const unshipped = await codOrder(await customer(), product, 1);
    expect(errorOf(await undelivered(unshipped)).message).toBe(codErrors.notShipped);
    const order = await shippedCodOrder(product, 2);
    expect(await env.listedStockOf(product)).toBe(3);
    const back = bodyOf(await undelivered(order));
    expect(back).toMatchObject({ state: 'cancelled', cod: { owed: 0 } });
    expect(await env.listedStockOf(product)).toBe(5);
    const moves = await movementsOf(env, { productId: product._id, reason: 'cod_undelivered' });
    expect(moves.map((m) => [m.delta, m.stockAfter, m.ref?.number])).toEqual([[2, 5, order.number]]);
    const twice = await undelivered(order);
    expect(twice.status).toBe(409);
    expect(errorOf(twice).message).toBe(codErrors.cancelled);
    expect((await collect(order, { amount: order.totalPrice, reference: 'X' })).status).toBe(409);
  });

  it('refuses every COD step on a card order (409)', async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 5 });
    const card = await env.placeOrder(env.userA, product, 1);
    for (const res of [
      await confirm(card),
      await collect(card, { amount: card.totalPrice, reference: 'X' }),
      await undelivered(card),
    ]) {
      expect(res.status).toBe(409);
      expect(errorOf(res).message).toBe(codErrors.notCod);
    }
  });

  it("is staff's: a customer gets 403 on their own COD order, a visitor 401, an unknown order 404", async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 5 });
    const as = await customer();
    const order = await codOrder(as, product);
    expect((await confirm(order, as)).status).toBe(403);
    expect((await collect(order, { amount: order.totalPrice, reference: 'X' }, as)).status).toBe(403);
    expect((await undelivered(order, as)).status).toBe(403);
    expect((await confirm(order, env.anon)).status).toBe(401);
    expect((await confirm({ ...order, _id: 'no-such-order' })).status).toBe(404);
    expect((await detail(order)).cod?.confirmedAt).toBeNull();
  });

  it('lets the customer (or staff) cancel a COD order before it ships, its stock back', async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 5 });
    const as = await customer();
    const order = await codOrder(as, product, 2);
    await confirm(order);
    expect((await env.api.cancelOrder({ as, params: { id: order._id } })).status).toBe(200);
    expect(await env.listedStockOf(product)).toBe(5);
  });
});

describe('staff see what COD waits for', () => {
  it('filters "COD to confirm" and "COD to collect", and the overview counts them and the cash expected', async () => {
    const product = await env.createProduct({ price: 20, availableQuentity: 20 });
    const before = bodyOf(await env.api.shopStats({ as: env.admin })).cod;
    const waiting = await codOrder(await customer(), product);
    const out = await shippedCodOrder(product, 2);
    const listed = async (cod: 'to-confirm' | 'to-collect') =>
      bodyOf(await env.api.listAllOrders({ as: env.admin, query: { cod } })) as Order[];
    expect((await listed('to-confirm')).map((o) => o._id)).toContain(waiting._id);
    expect((await listed('to-confirm')).map((o) => o._id)).not.toContain(out._id);
    expect((await listed('to-collect')).map((o) => o._id)).toContain(out._id);
    expect((await listed('to-collect')).map((o) => o._id)).not.toContain(waiting._id);
    const paged = bodyOf(
      await env.api.listAllOrders({ as: env.admin, query: { cod: 'to-collect', page: '1' } as never }),
    );
    expect(paged).toMatchObject({ total: before.toCollect + 1 });
    expect((await env.api.listAllOrders({ as: env.admin, query: { cod: 'later' } as never })).status).toBe(
      400,
    );

    const during = bodyOf(await env.api.shopStats({ as: env.admin })).cod;
    expect(during).toEqual({
      toConfirm: before.toConfirm + 1,
      toCollect: before.toCollect + 1,
      cashExpected: before.cashExpected + out.totalPrice,
    });
    await collect(out, { amount: out.totalPrice, reference: 'SUNDARBAN-7' });
    await env.api.cancelOrder({ as: env.admin, params: { id: waiting._id } });
    expect(bodyOf(await env.api.shopStats({ as: env.admin })).cod).toEqual(before);
  });

  it('counts collected cash as sales on the day it came in, as much as came', async () => {
    const product = await env.createProduct({ price: 50, availableQuentity: 5 });
    const before = bodyOf(await env.api.shopStats({ as: env.admin })).today.revenue;
    const order = await shippedCodOrder(product);
    await collect(order, { amount: 30, reference: 'R', partial: true, note: 'Short by $22' });
    expect(bodyOf(await env.api.shopStats({ as: env.admin })).today.revenue).toBeCloseTo(before + 30, 2);
  });
});

describe('refunding a COD order', () => {
  it('may be asked back by its customer only once the cash is in: before, the parcel is still the courier’s', async () => {
    const product = await env.createProduct({ price: 20, availableQuentity: 5 });
    const buyer = await customer();
    const order = await codOrder(buyer, product);
    await confirm(order);
    await ship(order);
    const askReturn = () =>
      env.api.requestReturn({
        as: buyer,
        params: { id: order._id },
        body: { lines: [{ productId: product._id, quantity: 1 }], reason: 'Too small' },
      });
    const early = await askReturn();
    expect(early.status).toBe(409);
    expect(errorOf(early).message).toBe(apiErrors.returnNotCollected);
    expect((await detail(order)).returnableUntil).toBeNull();
    await collect(order, { amount: order.totalPrice, reference: 'R-10' });
    expect((await detail(order)).returnableUntil).toEqual(expect.any(String));
    expect((await askReturn()).status).toBe(200);
  });

  it('is refused before the cash is in; once in, it is given back in cash, the delivery charge as asked', async () => {
    const product = await env.createProduct({ price: 40, availableQuentity: 5 });
    const order = await shippedCodOrder(product);
    const early = await env.api.refundOrder({
      as: env.admin,
      params: { id: order._id },
      body: { reason: 'Broken' },
    });
    expect(early.status).toBe(409);
    await collect(order, { amount: order.totalPrice, reference: 'R-9' });
    const itemsOnly = bodyOf(
      await env.api.refundOrder({
        as: env.admin,
        params: { id: order._id },
        body: { lines: [{ productId: product._id, quantity: 1 }], reason: 'Broken', restock: true },
      }),
    );
    expect(itemsOnly.refunds).toEqual([expect.objectContaining({ amount: 40, shipping: 0, pending: false })]);
    expect(itemsOnly.state).toBe('shipped');
    const delivery = bodyOf(
      await env.api.refundOrder({ as: env.admin, params: { id: order._id }, body: { reason: 'Our fault' } }),
    );
    expect(delivery.refunds[1]).toMatchObject({ amount: DHAKA_DELIVERY, shipping: DHAKA_DELIVERY });
    expect(delivery).toMatchObject({ state: 'refunded', refundedTotal: order.totalPrice });
  });
});

describe('COD emails and the order page', () => {
  it('say cash on delivery and the amount to have ready, with no Pay now link', async () => {
    const product = await env.createProduct({ price: 25, availableQuentity: 5 });
    const as = await customer();
    const order = await codOrder(as, product);
    const placed = await env.mailbox.waitFor(as.email, (email) => email.subject.includes(`#${order.number}`));
    expect(placed.subject).toContain('cash on delivery');
    expect(placed.text).toContain(`have $${order.totalPrice.toFixed(2)} ready for the courier`);
    expect(placed.text).toContain(`Delivery (Inside Dhaka)`);
    expect(placed.text).not.toContain('Pay now');
    expect(placed.html).not.toContain('/payment/');
    await confirm(order);
    await ship(order);
    const shipped = await env.mailbox.waitFor(as.email, (email) => email.subject.includes('has shipped'));
    expect(shipped.text).toContain(`have $${order.totalPrice.toFixed(2)} ready for the courier`);
  });
});

describe('cash on delivery said right', () => {
  it('emails the amount to have ready, never asking to pay, and receipts the cash without the courier’s reference', async () => {
    const product = await env.createProduct({
      name: `COD Mallet ${Date.now()}`,
      price: 30,
      availableQuentity: 5,
    });
    const as = await customer();
    const order = await codOrder(as, product);
    const placed = await env.mailbox.waitFor(as.email, (email) => email.subject.includes(`#${order.number}`));
    const haveReady = emailText.cashOnDelivery.haveReady(usd(order.totalPrice));
    expect(placed.text).toContain(haveReady);
    // The preview line beside the subject too.
    expect(placed.html).toContain(haveReady);
    for (const payWords of [emailText.orderPlaced.preview, emailText.orderPlaced.payNow])
      expect(`${placed.html}\n${placed.text}`).not.toContain(payWords);

    await confirm(order);
    await ship(order);
    await collect(order, { amount: order.totalPrice, reference: 'PATHAO-REF-88' });
    const receipt = await env.mailbox.waitFor(
      as.email,
      (email) => email.subject === emailText.paymentReceived.subject(order.number),
    );
    expect(receipt.text).toContain(emailText.cashOnDelivery.paid(order.number));
    expect(`${receipt.html}\n${receipt.text}`).not.toContain('PATHAO-REF-88');
  });

  it('writes the phone confirmation on the timeline, with who and when for staff', async () => {
    const product = await env.createProduct({ price: 15, availableQuentity: 5 });
    const as = await customer();
    const order = await codOrder(as, product);
    const confirmed = bodyOf(await confirm(order));
    const entry = confirmed.timeline.find((step) => step.event === 'confirmCod');
    expect(entry).toEqual({
      state: 'unpaid',
      at: confirmed.cod!.confirmedAt,
      event: 'confirmCod',
      by: env.admin.email,
      note: null,
    });
    const customersView = bodyOf(await env.api.orderDetail({ as, params: { id: order._id } }));
    expect(customersView.timeline.find((step) => step.event === 'confirmCod')).toEqual({
      ...entry,
      by: null,
    });
  });

  it('keeps the courier’s payout reference staff’s: not in the customer’s order, list or live event', async () => {
    const product = await env.createProduct({ price: 25, availableQuentity: 5 });
    const as = await customer();
    const order = await codOrder(as, product);
    await confirm(order);
    await ship(order);
    const stream = await env.openStream(as);
    try {
      await collect(order, { amount: order.totalPrice, reference: 'SUNDARBAN-4411' });
      const live = await stream.next((e) => e.kind === 'order' && e.order._id === order._id);
      expect(live).toMatchObject({ order: { cod: { collected: { reference: null } } } });
    } finally {
      stream.close();
    }
    const theirs = bodyOf(await env.api.orderDetail({ as, params: { id: order._id } }));
    expect(theirs.cod?.collected).toMatchObject({ amount: order.totalPrice, reference: null });
    const listed = bodyOf(await env.api.myOrders({ as, query: { email: as.email } })).find(
      (mine) => mine._id === order._id,
    );
    expect(listed?.cod?.collected?.reference).toBeNull();
    expect(JSON.stringify([theirs, listed])).not.toContain('SUNDARBAN-4411');

    expect((await detail(order)).cod?.collected?.reference).toBe('SUNDARBAN-4411');
    const staffLookup = bodyOf(await env.api.myOrders({ as: env.admin, query: { email: as.email } }));
    expect(staffLookup.find((o) => o._id === order._id)?.cod?.collected?.reference).toBe('SUNDARBAN-4411');
  });
});
