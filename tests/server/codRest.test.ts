/**
 * The rest of a partly collected cash-on-delivery order (docs/orders.md): recorded later on the same
 * call, part by part, until nothing is owed; each part exactly what is owed or less, marked partial
 * with a note; each in the order's history; the invoice issued once, with the first cash; the courier's
 * references staff's alone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../src/shared/entities';
import { DEFAULT_SHIPPING_ZONES } from '../../src/shared/shipping';
import { codErrors } from '../../src/shared/strings/codMessages';
import { bodyOf, errorOf, orderBody, suiteEnvironment, type Session } from './support/environment';
import { expectStockMatchesLedger } from './support/stockLedger';
import { usd } from '../support/money';

const env = suiteEnvironment({ env: { SHIPPING_ZONES: JSON.stringify(DEFAULT_SHIPPING_ZONES.USD) } });
afterEach(() => expectStockMatchesLedger(env.db));

const collect = (order: Order, body: Record<string, unknown>, as: Session = env.admin) =>
  env.api.collectCodOrder({ as, params: { id: order._id }, body: body as never });

describe('the rest of a partly collected COD order', () => {
  it('is recorded later, part by part, until nothing is owed; the invoice is the first part’s', async () => {
    const product = await env.createProduct({ price: 40, availableQuentity: 5 });
    const buyer = await env.newUser('cod-rest');
    const placed = await env.api.placeOrder({
      as: buyer,
      body: orderBody(product, 1, { paymentMethod: 'cod' }),
    });
    const order = bodyOf(placed);
    expect((await env.api.confirmCodOrder({ as: env.admin, params: { id: order._id } })).status).toBe(200);
    expect((await env.api.shipOrder({ as: env.admin, params: { id: order._id } })).status).toBe(200);
    const total = order.totalPrice;

    const first = bodyOf(
      await collect(order, { amount: 25, reference: 'RX-1', partial: true, note: 'Paid $25 only' }),
    );
    expect(first).toMatchObject({
      paid: true,
      cod: { owed: total - 25, collected: { partial: true, later: [] } },
    });
    const invoiceNumber = first.invoiceNumber;
    expect(invoiceNumber).toEqual(expect.any(String));

    // Until the rest is in, staff still see the order among those to collect, owing the rest.
    const toCollect = async () =>
      (bodyOf(await env.api.listAllOrders({ as: env.admin, query: { cod: 'to-collect' } })) as Order[]).map(
        (listed) => listed._id,
      );
    expect(await toCollect()).toContain(order._id);
    expect(bodyOf(await env.api.shopStats({ as: env.admin })).cod).toMatchObject({
      toCollect: 1,
      cashExpected: total - 25,
    });

    // Anything but what is owed is refused unless partial, and partial is less than it.
    const owedNow = usd(total - 25);
    const wrong = await collect(order, { amount: 10, reference: 'RX-2' });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong).message).toBe(codErrors.amountNotOwed(owedNow));
    const tooMuch = await collect(order, { amount: total - 25, reference: 'RX-2', partial: true, note: 'x' });
    expect(errorOf(tooMuch).message).toBe(codErrors.partialTooMuchOwed(owedNow));
    expect((await collect(order, { amount: 5, reference: 'RX-2' }, buyer)).status).toBe(403);

    const second = bodyOf(
      await collect(order, { amount: 5, reference: 'RX-2', partial: true, note: 'Five more' }),
    );
    expect(second.cod).toMatchObject({ owed: total - 30, collected: { amount: 30, partial: true } });
    const last = bodyOf(await collect(order, { amount: total - 30, reference: 'RX-3' }));
    expect(last).toMatchObject({ state: 'shipped', paid: true, invoiceNumber });
    expect(last.cod).toMatchObject({
      owed: 0,
      collected: {
        amount: total,
        reference: 'RX-1',
        partial: false,
        note: 'Paid $25 only',
        later: [
          { amount: 5, reference: 'RX-2', note: 'Five more' },
          { amount: total - 30, reference: 'RX-3', note: '' },
        ],
      },
    });
    expect(last.timeline.map((step) => [step.event, step.state])).toEqual([
      ['place', 'unpaid'],
      ['confirmCod', 'unpaid'],
      ['shipCod', 'shipped'],
      ['collectCod', 'shipped'],
      ['collectCod', 'shipped'],
      ['collectCod', 'shipped'],
    ]);

    expect(await toCollect()).not.toContain(order._id);
    expect(bodyOf(await env.api.shopStats({ as: env.admin })).cod).toMatchObject({
      toCollect: 0,
      cashExpected: 0,
    });

    // Nothing owed: no more cash is taken.
    const more = await collect(order, { amount: 1, reference: 'RX-4' });
    expect(more.status).toBe(409);
    expect(errorOf(more).message).toBe(codErrors.alreadyCollected);

    // The customer sees each part, never the courier's references.
    const theirs = bodyOf(await env.api.orderDetail({ as: buyer, params: { id: order._id } }));
    expect(theirs.cod?.collected).toMatchObject({
      reference: null,
      later: [{ reference: null }, { reference: null }],
    });
  });
});
