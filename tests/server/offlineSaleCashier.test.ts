/**
 * A counter sale taken offline is credited to the member of staff who took it (docs/counter.md): the
 * till names them (`takenBy`), whoever is signed in when the queue replays it. The receipt, the stock
 * movements and the order's history say who; the server takes such a name only for a sale taken
 * offline, and only of a cashier or admin of this shop.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { counterSales, orderEvents, orders, users } from '../../src/server/db/schema';
import type { Product } from '../../src/shared/entities';
import { counterErrors } from '../../src/shared/strings/counterMessages';
import { counterSuite, newSaleId } from './support/counter';
import { bodyOf, errorOf, type Session } from './support/environment';

const { env, cashier, openSession, sellOn, movementsOf } = counterSuite();

const uidOf = async (session: Session) => {
  const [account] = await env.db.select({ uid: users.uid }).from(users).where(eq(users.email, session.email));
  return account!.uid!;
};

let product: Product;
let session: { _id: string };
let taker: Session;
beforeAll(async () => {
  product = await env.createProduct({ name: 'Offline Spirit Level', availableQuentity: 20, price: 12 });
  session = await openSession();
  taker = await env.newCashier('taker');
});

describe('a sale taken offline and replayed by another member of staff', () => {
  it('is the taker’s: on its receipt, its stock movement and its history; a replay answers the same sale', async () => {
    const takenBy = await uidOf(taker);
    const offline = { offline: true, takenAt: new Date().toISOString(), takenBy, saleId: newSaleId() };
    const sold = await sellOn(session, [[product, 2, 12]], { cash: 30 }, offline);
    expect(sold.status).toBe(201);
    const sale = bodyOf(sold);

    const receipt = bodyOf(
      await env.api.counterReceipt({ as: cashier, params: { orderNumber: String(sale.number) } }),
    );
    const [takerAccount] = await env.db.select().from(users).where(eq(users.uid, takenBy));
    expect(receipt.cashier).toBe(takerAccount!.name || taker.email);
    const [row] = await env.db.select().from(counterSales).where(eq(counterSales.saleId, offline.saleId));
    expect(row).toMatchObject({ cashierUid: takenBy, cashierEmail: taker.email });
    const movement = (await movementsOf(product)).find(
      (m) => m.reason === 'counter_sale' && m.ref?.number === sale.number,
    );
    expect(movement).toMatchObject({ actorUid: takenBy, actorEmail: taker.email });
    const [order] = await env.db.select().from(orders).where(eq(orders.number, sale.number));
    const history = await env.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(history.map((event) => [event.event, event.actorEmail])).toEqual([['sell', taker.email]]);

    const again = await sellOn(session, [[product, 2, 12]], { cash: 30 }, offline);
    expect(again.status).toBe(200);
    expect(bodyOf(again).number).toBe(sale.number);
  });

  it('names nobody but staff of this shop, and nobody else for a sale taken as it happens: 400, nothing sold', async () => {
    const before = bodyOf(await env.api.stockItem({ as: cashier, params: { variantId: product._id } })).stock;
    const refusals: [string | undefined, boolean, string][] = [
      [await uidOf(taker), false, counterErrors.takenByOnlyOffline],
      [await uidOf(env.userA), true, counterErrors.takenByNotStaff],
      ['no-such-account', true, counterErrors.takenByNotStaff],
    ];
    for (const [takenBy, offline, message] of refusals) {
      const res = await sellOn(
        session,
        [[product, 1, 12]],
        { cash: 12 },
        offline ? { offline, takenAt: new Date().toISOString(), takenBy } : { takenBy },
      );
      expect(res.status, message).toBe(400);
      expect(errorOf(res).issues).toContainEqual({ path: 'takenBy', message });
    }
    expect(bodyOf(await env.api.stockItem({ as: cashier, params: { variantId: product._id } })).stock).toBe(
      before,
    );

    // The signed-in cashier naming themself is the sale as ever.
    const own = await sellOn(session, [[product, 1, 12]], { cash: 12 }, { takenBy: await uidOf(cashier) });
    expect(own.status).toBe(201);
  });
});
