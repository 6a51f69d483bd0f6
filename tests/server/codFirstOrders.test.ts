/**
 * A customer's first orders racing each other (docs/orders.md): a COD placement makes the
 * customer's row of what they hold unpaid and locks it in one step of its own transaction, so racing
 * first orders, cash on delivery or card, never pass COD_MAX_OPEN or MAX_OPEN_ORDERS.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/entities';
import type { PaymentMethod } from '../../src/shared/orderStates';
import { DEFAULT_SHIPPING_ZONES } from '../../src/shared/shipping';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { codErrors } from '../../src/shared/strings/codMessages';
import { bodyOf, errorOf, orderBody, type Session, suiteEnvironment } from './support/environment';
import { expectStockMatchesLedger } from './support/stockLedger';

const MAX_OPEN = 3;
const env = suiteEnvironment({
  env: {
    SHIPPING_ZONES: JSON.stringify(DEFAULT_SHIPPING_ZONES),
    COD_MAX_OPEN: '1',
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

describe("a customer's racing first orders", () => {
  it('place one cash-on-delivery order when COD_MAX_OPEN is 1, the others refused saying so', async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 50 });
    const answers = await race(await env.newUser('cod-first'), product, Array(6).fill('cod'));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.message)).toEqual(
      Array(5).fill(codErrors.tooManyOpen(1)),
    );
    expect(await env.stockOf(product)).toBe(49);
  });

  it('mixed with card orders, still place at most one COD order and no more than MAX_OPEN_ORDERS in all', async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 50 });
    const as = await env.newUser('cod-card-first');
    const answers = await race(as, product, ['cod', 'card', 'cod', 'card', 'cod', 'card', 'cod', 'card']);
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(MAX_OPEN);
    expect(placed.filter((answer) => answer.paymentMethod === 'cod').length).toBeLessThanOrEqual(1);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409);
      expect([codErrors.tooManyOpen(1), apiErrors.tooManyOpenOrders(MAX_OPEN)]).toContain(refused.message);
    }
    expect(await env.stockOf(product)).toBe(50 - MAX_OPEN);
    const mine = bodyOf(await env.api.myOrders({ as, query: { email: as.email } }));
    expect(mine.filter((order) => order.state === 'unpaid')).toHaveLength(MAX_OPEN);
  });
});
