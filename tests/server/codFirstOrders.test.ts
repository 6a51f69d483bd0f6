/**
 * A customer's first orders racing each other (docs/orders.md): a COD placement makes the
 * customer's row of what they hold unpaid and locks it in one step of its own transaction, so racing
 * first orders, cash on delivery or card, never pass COD_MAX_OPEN or MAX_OPEN_ORDERS. Only
 * PostgreSQL runs the placements truly at once (PGlite takes one statement at a time), so it is the
 * PostgreSQL run of the suite that proves the lock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/entities';
import type { PaymentMethod } from '../../src/shared/orderStates';
import { DEFAULT_SHIPPING_ZONES } from '../../src/shared/shipping';
import { codErrors } from '../../src/shared/strings/codMessages';
import { bodyOf, errorOf, orderBody, type Session, suiteEnvironment } from './support/environment';
import { expectStockMatchesLedger } from './support/stockLedger';

const COD_MAX_OPEN = 2;
const CARD_ORDERS = 2;
const MAX_OPEN = COD_MAX_OPEN + CARD_ORDERS;
const env = suiteEnvironment({
  env: {
    SHIPPING_ZONES: JSON.stringify(DEFAULT_SHIPPING_ZONES.USD),
    COD_MAX_OPEN: String(COD_MAX_OPEN),
    MAX_OPEN_ORDERS: String(MAX_OPEN),
  },
});
afterEach(() => expectStockMatchesLedger(env.db));

/** All at once, one order of one unit per payment method given. */
const race = (as: Session, product: Product, methods: PaymentMethod[]) =>
  Promise.all(
    methods.map(async (paymentMethod) => {
      const res = await env.api.placeOrder({ as, body: orderBody(product, 1, { paymentMethod }) });
      return { paymentMethod, status: res.status, message: res.status === 201 ? null : errorOf(res).message };
    }),
  );

describe("a customer's first orders, racing", () => {
  it('cash on delivery and card mixed, place COD_MAX_OPEN COD orders and every card order, the other COD orders refused', async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 50 });
    const as = await env.newUser('cod-card-first');
    // Room for every card order beside COD_MAX_OPEN COD orders: nothing but the COD limit refuses.
    const methods: PaymentMethod[] = ['cod', 'cod', 'card', 'cod', 'cod', 'cod', 'card', 'cod', 'cod', 'cod'];
    const answers = await race(as, product, methods);
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed.filter((answer) => answer.paymentMethod === 'cod')).toHaveLength(COD_MAX_OPEN);
    expect(placed.filter((answer) => answer.paymentMethod === 'card')).toHaveLength(CARD_ORDERS);
    expect(answers.filter((answer) => answer.status !== 201)).toEqual(
      Array(methods.length - MAX_OPEN).fill({
        paymentMethod: 'cod',
        status: 409,
        message: codErrors.tooManyOpen(COD_MAX_OPEN),
      }),
    );
    expect(await env.listedStockOf(product)).toBe(50 - MAX_OPEN);
    const mine = bodyOf(await env.api.myOrders({ as, query: { email: as.email } }));
    expect(mine.filter((order) => order.state === 'unpaid')).toHaveLength(MAX_OPEN);
  });
});
