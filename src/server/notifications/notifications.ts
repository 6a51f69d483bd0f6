/**
 * The bell's items, read from what the orders and the outbox already hold: a customer's unpaid
 * orders but those on account (about to expire, too), and the shipped, refunded and declined ones of
 * the last 30 days; an admin's orders waiting to ship (paid, or cash on delivery confirmed), return
 * requests, emails given up on and tools low on stock (since they fell below their threshold). An
 * item is read once the user opened the bell after it happened.
 */
import { and, desc, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Notification, Notifications } from '../../shared/entities';
import { chargedToAccount } from '../../shared/orderStates';
import type { Role } from '../../shared/roles';
import type { Caller } from '../auth/guard';
import type { Database } from '../db/database';
import { newestOrdersToShip, readyToShipAt } from '../fulfilment/ordersToShip';
import { orders, productVariants, products, users, type OrderRow } from '../db/schema';
import { variantName } from '../../shared/stockLedger';
import { latestFailedOrderEmails } from '../mail/outbox';

/** How long shipped, refunded and declined orders stay in the bell. */
const RECENT_MS = 30 * 86_400_000;
/** An unpaid order this close to the end of its hold is about to expire. */
const EXPIRING_MS = 10 * 60_000;
/** Items shown, newest first. */
const SHOWN = 20;

type OrderNotification = Extract<Notification, { orderId: string }>;
type LowStockNotification = Extract<Notification, { kind: 'lowStock' }>;
type Item = (Omit<OrderNotification, 'read'> | Omit<LowStockNotification, 'read'>) & { since: Date };

const item = (
  kind: OrderNotification['kind'],
  order: Pick<OrderRow, 'id' | 'productName'>,
  at: Date,
  since = at,
): Item => ({
  id: `${kind}:${order.id}`,
  kind,
  orderId: order.id,
  orderName: order.productName,
  at: at.toISOString(),
  since,
});

function customerItems(own: OrderRow[], now: Date): Item[] {
  const recent = (at: Date | null | undefined): at is Date =>
    !!at && now.getTime() - at.getTime() < RECENT_MS;
  return own.flatMap((order) => {
    const items: Item[] = [];
    // An order on account is paid later against the account, never on its own: nothing asks to pay it.
    if (order.state === 'unpaid' && !chargedToAccount(order.paymentMethod)) {
      items.push(item('unpaid', order, order.createdAt));
      const endsSoon = order.holdUntil && order.holdUntil.getTime() - now.getTime() < EXPIRING_MS;
      if (endsSoon) {
        items.push(
          item('expiring', order, order.holdUntil!, new Date(order.holdUntil!.getTime() - EXPIRING_MS)),
        );
      }
    }
    if (order.state === 'shipped' && recent(order.shippedAt))
      items.push(item('shipped', order, order.shippedAt));
    const lastRefund = order.refunds.filter((r) => r.status === 'done').at(-1);
    const refundedAt = lastRefund ? new Date(lastRefund.at) : null;
    if (recent(refundedAt)) items.push(item('refunded', order, refundedAt));
    const declinedAt =
      order.returnRequest?.status === 'declined' ? new Date(order.returnRequest.decidedAt!) : null;
    if (recent(declinedAt)) items.push(item('returnDeclined', order, declinedAt));
    return items;
  });
}

async function staffItems(db: Database): Promise<Item[]> {
  const [toShip, returns, failed, low] = await Promise.all([
    newestOrdersToShip(db, SHOWN),
    db
      .select()
      .from(orders)
      .where(eq(orders.returnStatus, 'requested'))
      .orderBy(desc(sql`${orders.returnRequest} ->> 'at'`))
      .limit(SHOWN),
    latestFailedOrderEmails(db, SHOWN),
    db
      .select({
        id: productVariants.id,
        productId: products.id,
        name: products.name,
        title: productVariants.title,
        lowSince: productVariants.lowSince,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          isNotNull(productVariants.lowSince),
          isNull(productVariants.archivedAt),
          isNull(products.archivedAt),
        ),
      )
      .orderBy(desc(productVariants.lowSince))
      .limit(SHOWN),
  ]);
  return [
    ...toShip.map((order) =>
      item(order.paymentMethod === 'cod' ? 'codToShip' : 'toShip', order, readyToShipAt(order)),
    ),
    ...returns.map((order) => item('returnRequested', order, new Date(order.returnRequest!.at))),
    ...failed.map((row) => ({
      ...item('emailFailed', { id: row.orderId, productName: row.productName }, row.at!),
      id: `emailFailed:${row.id}`,
    })),
    ...low.map((variant): Item => ({
      id: `lowStock:${variant.id}:${variant.lowSince!.getTime()}`,
      kind: 'lowStock',
      productId: variant.productId,
      productName: variantName(variant.name, variant.title),
      at: variant.lowSince!.toISOString(),
      since: variant.lowSince!,
    })),
  ];
}

export async function notificationsFor(
  db: Database,
  caller: Caller,
  role: Role,
  now = new Date(),
): Promise<Notifications> {
  const since = new Date(now.getTime() - RECENT_MS);
  const [[reader], own, staff] = await Promise.all([
    db.select({ readAt: users.notificationsReadAt }).from(users).where(eq(users.uid, caller.uid)),
    db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.uid, caller.uid),
          or(
            eq(orders.state, 'unpaid'),
            gte(orders.shippedAt, since),
            sql`${orders.refundedCents} > 0`,
            eq(orders.returnStatus, 'declined'),
          ),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(100),
    role === 'admin' ? staffItems(db) : Promise.resolve([]),
  ]);
  const readAt = reader?.readAt?.getTime() ?? 0;
  const items = [...customerItems(own, now), ...staff]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, SHOWN)
    .map(({ since: happened, ...shown }) => ({ ...shown, read: happened.getTime() <= readAt }));
  return { items, unread: items.filter((shown) => !shown.read).length };
}

/** Everything the bell shows now becomes read. */
export async function markNotificationsRead(db: Database, caller: Caller): Promise<void> {
  await db
    .update(users)
    .set({ notificationsReadAt: sql`now()` })
    .where(eq(users.uid, caller.uid));
}
