/**
 * Turns an outbox row into the email to send, reading the facts as they stand now: the order (and
 * which refund), the purchase order, today's low stock, or a fresh link from the identity service.
 * Null when there is nothing to send any more: the order is gone, its admin is one no longer, nothing
 * is low any more, or no account uses the address a reset was asked for.
 */
import DataLoader from 'dataloader';
import { sql, type SQL } from 'drizzle-orm';
import { routes } from '../../shared/routes';
import type { IdentityProvider } from '../auth/identity';
import type { Config } from '../config';
import { queryRows, rowFrom, type Database } from '../db/database';
import { receiptOf } from '../counter/receipts';
import { composeCreditEmail } from '../credit/creditEmails';
import { onAccountJsonSql, onAccountOut, type StoredOnAccount } from '../credit/orderOnAccount';
import { orders, users, type MailRow, type OrderEventRow, type OrderRow } from '../db/schema';
import { historyFromJson, historyJsonSql } from '../orders/orderHistory';
import { orderDetailOut } from '../serialize';
import { findPurchaseOrder } from '../stock/purchaseOrders';
import { lowStock } from '../stock/stockItems';
import { ACCOUNT_EMAIL_KINDS, ORDER_EMAIL_KINDS, type EmailMessage } from './messages';

export interface ComposeDeps {
  db: Database;
  identity: IdentityProvider;
  shopUrl: string;
  returnDays: Config['orders']['returnDays'];
  lowStockDefault: Config['stock']['lowStockDefault'];
  shopAddress: Config['counter']['shopAddress'];
  timeZone: Config['tax']['timeZone'];
  currency: Config['currency'];
}

const isAccountKind = (kind: string): kind is (typeof ACCOUNT_EMAIL_KINDS)[number] =>
  (ACCOUNT_EMAIL_KINDS as readonly string[]).includes(kind);
const isOrderKind = (kind: string): kind is (typeof ORDER_EMAIL_KINDS)[number] =>
  (ORDER_EMAIL_KINDS as readonly string[]).includes(kind);

/** Staff mail goes only to an account that is still an admin when it is sent. */
const isAdminSql = (email: SQL) =>
  sql`exists (select 1 from ${users} where ${users.email} = ${email} and ${users.role} = 'admin')`;

async function isAdmin(db: Database, email: string): Promise<boolean> {
  const [row] = await queryRows<{ admin: boolean }>(db, sql`select ${isAdminSql(sql`${email}`)} as admin`);
  return row?.admin === true;
}

interface OrderEmailKey {
  orderId: string;
  email: string;
}

interface OrderForEmail {
  stored: OrderRow;
  history: OrderEventRow[];
  onAccount: StoredOnAccount | null;
  toAdmin: boolean;
}

/**
 * Each order as its email tells it, with its history (which dates the payment), its charge on
 * account, and whether the address is still an admin's: one statement for all the emails the worker
 * composes at once (a claim's rows), since every paid order sends two. Answers in the keys' order;
 * undefined for an order that is gone. Each order is looked up by its key (`offset 0` keeps the
 * lookup a subquery): joined plainly, the planner takes the keys for a hundred, as it takes any set
 * of rows a function returns, and below a few thousand orders it read the whole table for them.
 */
async function ordersForEmails(
  db: Database,
  keys: readonly OrderEmailKey[],
): Promise<(OrderForEmail | undefined)[]> {
  const rows = await queryRows<{
    at: number;
    stored: Record<string, unknown>;
    history: Record<string, unknown>[];
    onAccount: StoredOnAccount | null;
    toAdmin: boolean;
  }>(
    db,
    sql`select k.at::int as at, row_to_json(o) as stored, ${historyJsonSql(sql`o.id`)} as history,
      ${onAccountJsonSql(sql`o.id`)} as "onAccount", ${isAdminSql(sql`k.email`)} as "toAdmin"
    from rows from (jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as ("orderId" text, email text))
      with ordinality as k("orderId", email, at)
    cross join lateral (select * from ${orders} where ${orders.id} = k."orderId" offset 0) o`,
  );
  const found: (OrderForEmail | undefined)[] = keys.map(() => undefined);
  for (const row of rows) {
    found[row.at - 1] = {
      stored: rowFrom(orders, row.stored),
      history: historyFromJson(row.history),
      onAccount: row.onAccount,
      toAdmin: row.toAdmin,
    };
  }
  return found;
}

export function createEmailComposer({
  db,
  identity,
  shopUrl,
  returnDays,
  lowStockDefault,
  shopAddress,
  timeZone,
  currency,
}: ComposeDeps) {
  // Not cached: an email tells the order as it stands when the email is composed.
  const orderForEmail = new DataLoader((keys: readonly OrderEmailKey[]) => ordersForEmails(db, keys), {
    cache: false,
  });
  return async function composeEmail(row: MailRow): Promise<EmailMessage | null> {
    if (row.kind === 'accountReminder' || row.kind === 'accountStatement')
      return composeCreditEmail(db, row, { timeZone, currency, shopUrl });
    if (row.kind === 'purchaseOrder' && row.facts.purchaseOrderId) {
      const purchaseOrder = await findPurchaseOrder(db, row.facts.purchaseOrderId);
      return purchaseOrder && { kind: 'purchaseOrder', purchaseOrder, shopUrl };
    }
    if (row.kind === 'counterReceipt' && row.facts.orderNumber && row.orderId) {
      const receipt = await receiptOf(db, Number(row.facts.orderNumber), shopAddress).catch(() => null);
      return receipt && { kind: 'counterReceipt', receipt, shopUrl, timeZone };
    }
    if (row.kind === 'lowStockDigest') {
      if (!(await isAdmin(db, row.toAddress))) return null;
      const items = await lowStock(db, lowStockDefault);
      return items.length ? { kind: 'lowStockDigest', items, shopUrl } : null;
    }
    if (isAccountKind(row.kind)) {
      const code = await identity.actionCode(row.kind, row.toAddress);
      if (!code) return null;
      const mode = row.kind === 'passwordReset' ? 'resetPassword' : 'verifyEmail';
      const link = `${shopUrl}${routes.accountAction}?${new URLSearchParams({ mode, oobCode: code })}`;
      return { kind: row.kind, link, shopUrl };
    }
    if (!isOrderKind(row.kind) || !row.orderId) return null;
    const found = await orderForEmail.load({ orderId: row.orderId, email: row.toAddress });
    if (!found || (row.kind === 'adminOrderPaid' && !found.toAdmin)) return null;
    const { stored, history, onAccount } = found;
    const order = orderDetailOut(stored, returnDays, [], history, false, onAccountOut(onAccount));
    if (row.kind !== 'refunded') return { kind: row.kind, order, shopUrl, timeZone };
    const index = stored.refunds.findIndex((refund) => refund.id === row.facts.refundId);
    const refund = order.refunds[index];
    return refund ? { kind: 'refunded', order, refund, shopUrl, timeZone } : null;
  };
}
