/** Orders written straight to the database, in every state and at known times, for list tests. */
import { ORDER_STATES, type OrderState } from '../../../src/shared/entities';
import type { Database } from '../../../src/server/db/database';
import { newId, orders } from '../../../src/server/db/schema';
import { changeOrderCounts, orderTransaction } from '../../../src/server/orders/orderCounts';

export interface SeededOrder {
  id: string;
  email: string;
  productName: string;
  totalCents: number;
  state: OrderState;
  tnxId: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

const STATES: OrderState[] = ['unpaid', 'paid', 'shipped', 'cancelled', 'expired', 'paid', 'shipped'];
const PRODUCTS = ['Drill', 'Hammer', 'Saw'];

/**
 * `count` orders whose product names carry `tag`, `hoursApart` hours apart ending `endAt`, over
 * three buyers and three products, cycling through the states; paid ones paid an hour after.
 */
export async function seedOrders(
  db: Database,
  tag: string,
  { count = 14, hoursApart = 5, endAt = new Date() } = {},
): Promise<SeededOrder[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const state = STATES[i % STATES.length]!;
    const createdAt = new Date(endAt.getTime() - (count - i) * hoursApart * 3_600_000);
    const paid = state === 'paid' || state === 'shipped';
    const priceCents = 500 + ((i * 7) % 5) * 250;
    const quantity = 1 + (i % 4);
    const productId = newId();
    const productName = `${PRODUCTS[i % PRODUCTS.length]} ${tag}`;
    return {
      id: newId(),
      productId,
      email: `buyer${i % 3}.${tag}@example.com`,
      productName,
      priceCents,
      quantity,
      lines: [{ productId, name: productName, img: '', priceCents, quantity }],
      lineNames: productName,
      totalCents: priceCents * quantity,
      city: 'Dhaka',
      postalCode: '1207',
      country: 'Bangladesh',
      phone: '+8801700000000',
      state,
      tnxId: paid ? `pi_${tag}_${i}` : null,
      createdAt,
      paidAt: paid ? new Date(createdAt.getTime() + 3_600_000) : null,
      shippedAt: state === 'shipped' ? new Date(createdAt.getTime() + 7_200_000) : null,
      cancelledAt: state === 'cancelled' ? createdAt : null,
      expiredAt: state === 'expired' ? createdAt : null,
    };
  });
  // Written as the lifecycle writes orders: with the per-state counts the list's totals come from.
  await orderTransaction(db, async (tx) => {
    await tx.insert(orders).values(rows);
    changeOrderCounts(
      tx,
      ORDER_STATES.map((state) => ({ state, by: rows.filter((row) => row.state === state).length })),
    );
  });
  return rows;
}
