/**
 * The outbox's only writer: emails go in inside the transaction of the change that causes them, so
 * if the change commits its emails are there to send, and if it rolls back there are none.
 */
import { and, asc, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderEmail } from '../../shared/entities';
import type { Cte } from '../db/cte';
import { queryRows, type Database, type Transaction } from '../db/database';
import { mailOutbox, orders, type OrderRow } from '../db/schema';
import type { AccountEmailKind, CreditEmailKind, EmailKind, OrderEmailKind } from './messages';

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

/** A purchase order to its supplier, in the transaction that marks it sent. */
export async function queuePurchaseOrderEmail(
  tx: Transaction,
  purchaseOrderId: string,
  supplierEmail: string,
): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ kind: 'purchaseOrder', toAddress: supplierEmail, facts: { purchaseOrderId } });
}

/**
 * The low-stock digest to every admin, if `anyLow` holds and no digest was queued within `every`;
 * answers whether it queued any. The caller holds a lock, so one instance at a time decides.
 */
export async function queueLowStockDigestEmails(tx: Transaction, anyLow: SQL, every: SQL): Promise<boolean> {
  const kind: EmailKind = 'lowStockDigest';
  const queued = await queryRows<{ id: string }>(
    tx,
    sql`
    insert into ${mailOutbox} (kind, to_address)
    select ${kind}, email from users
    where role = 'admin'
      and ${anyLow}
      and not exists (
        select 1 from ${mailOutbox}
        where kind = ${kind} and created_at > now() - ${every})
    returning id`,
  );
  return queued.length > 0;
}

/** How many receipts of the counter sale `orderId` were queued ever, and by `senderUid` this hour. */
export async function counterReceiptsQueued(
  tx: Transaction,
  orderId: string,
  senderUid: string,
): Promise<{ forSale: number; bySenderThisHour: number }> {
  const thisHour = sql`${mailOutbox.createdAt} >= now() - interval '1 hour'`;
  const [queued] = await tx
    .select({
      forSale: sql<number>`count(*) filter (where ${mailOutbox.orderId} = ${orderId})::int`,
      bySenderThisHour: sql<number>`count(*) filter (
        where ${mailOutbox.facts} ->> 'sentBy' = ${senderUid} and ${thisHour})::int`,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'counterReceipt'), or(eq(mailOutbox.orderId, orderId), thisHour)));
  return { forSale: queued?.forSale ?? 0, bySenderThisHour: queued?.bySenderThisHour ?? 0 };
}

/** A counter sale's receipt to `email`, sent by `senderUid`; the worker reads the sale by its number. */
export async function queueCounterReceipt(
  tx: Transaction,
  sale: { orderId: string; orderNumber: number },
  email: string,
  senderUid: string,
): Promise<void> {
  await tx.insert(mailOutbox).values({
    kind: 'counterReceipt',
    orderId: sale.orderId,
    toAddress: email,
    facts: { orderNumber: String(sale.orderNumber), sentBy: senderUid },
  });
}

/**
 * A trade customer's email about their account (docs/credit.md): `facts` say which invoice and
 * reminder, or which period's statement; the rest is read when it is sent.
 */
export async function queueCreditEmail(
  tx: Database | Transaction,
  kind: CreditEmailKind,
  email: string,
  facts: Record<string, string>,
): Promise<void> {
  await tx.insert(mailOutbox).values({ kind, toAddress: email, facts });
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
