/**
 * Writing emails into the outbox, always inside the transaction of the change that causes them:
 * if the change commits its emails are there to send, and if it rolls back there are none.
 */
import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { OrderEmail } from '../../shared/entities';
import type { Cte } from '../db/cte';
import type { Database, Transaction } from '../db/database';
import { mailOutbox, orders, type OrderRow } from '../db/schema';
import type { AccountEmailKind, OrderEmailKind } from './messages';

/** An email about the order to its customer, in the transaction that changed the order. */
export async function queueOrderEmail(
  tx: Transaction,
  kind: Exclude<OrderEmailKind, 'adminOrderPaid'>,
  order: Pick<OrderRow, 'id' | 'email'>,
  facts: Record<string, string> = {},
): Promise<void> {
  await tx.insert(mailOutbox).values({ kind, orderId: order.id, toAddress: order.email, facts });
}

/** Placement's piece of its statement: each order in `placed` queues its confirmation to the customer. */
export function queuePlacedOrderEmails(placed: Cte<typeof orders>): SQL {
  const kind: OrderEmailKind = 'orderPlaced';
  return sql`insert into ${mailOutbox} (kind, order_id, to_address) select ${kind}, id, email from ${placed}`;
}

/** The order's news to every admin (a paid order to ship): one email each. */
export async function queueAdminEmails(
  tx: Transaction,
  kind: 'adminOrderPaid',
  orderId: string,
): Promise<void> {
  await tx.execute(sql`
    insert into ${mailOutbox} (kind, order_id, to_address)
    select ${kind}, ${orderId}, email from users where role = 'admin'`);
}

/** An account email; its link is made when it is sent (links expire). */
export async function queueAccountEmail(
  tx: Transaction,
  kind: AccountEmailKind,
  email: string,
): Promise<void> {
  await tx.insert(mailOutbox).values({ kind, toAddress: email });
}

/**
 * A reset link for `email`, unless it was sent `perHour` already this hour: queued for any
 * address, known or not, so the answer and its timing say nothing about which accounts exist (the
 * sender drops it for an unknown one). Serialised per address, so a burst cannot slip past the limit.
 */
export async function queuePasswordReset(db: Database, email: string, perHour: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-reset:${email}`}))`);
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'passwordReset'),
          eq(mailOutbox.toAddress, email),
          gte(mailOutbox.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.count ?? 0) >= perHour) return false;
    await queueAccountEmail(tx, 'passwordReset', email);
    return true;
  });
}

/** The emails an order caused, oldest first; its customer's only, unless `withStaff`. */
export async function emailsOfOrder(
  db: Database,
  order: OrderRow,
  withStaff: boolean,
): Promise<OrderEmail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.orderId, order.id), withStaff ? undefined : eq(mailOutbox.toAddress, order.email)),
    )
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  return rows.map((row) => ({
    kind: row.kind,
    to: row.toAddress,
    status: row.status,
    at: (row.doneAt ?? row.createdAt).toISOString(),
  }));
}

/** Emails given up on since `since`: the overview's warning. */
export async function failedEmailCount(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'failed'), gte(mailOutbox.doneAt, since)));
  return row?.count ?? 0;
}

/** The latest emails about an order given up on, with the order's name, for the admins' bell. */
export async function latestFailedOrderEmails(db: Database, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      orderId: orders.id,
      productName: orders.productName,
      at: mailOutbox.doneAt,
    })
    .from(mailOutbox)
    .innerJoin(orders, eq(orders.id, mailOutbox.orderId))
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(desc(mailOutbox.doneAt))
    .limit(limit);
}
