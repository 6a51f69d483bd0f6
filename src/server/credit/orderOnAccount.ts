/**
 * What an order put on its customer's account (docs/credit.md), as the order's page and its emails
 * tell its customer: how much, the terms, the due day once invoiced, and what is left to pay of it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { OrderDetail } from '../../shared/entities';
import { toDollars } from '../../shared/money';
import { queryRows, type Database } from '../db/database';
import { accountCharges, creditAccounts } from '../db/schema';
import { chargeLeftSql } from './accountBalance';

/** The charge as the SQL below reads it, in minor units. */
export interface StoredOnAccount {
  amountCents: number;
  termsDays: number;
  dueOn: string | null;
  leftCents: number;
}

/** The charge of the order whose id is `orderId`, as JSON; SQL null for an order with none. */
export const onAccountJsonSql = (orderId: SQL): SQL =>
  sql`(select json_build_object('amountCents', ch.amount_cents, 'termsDays', ca.terms_days,
      'dueOn', ch.due_on, 'leftCents', ${chargeLeftSql(sql`ch`)})
    from ${accountCharges} ch join ${creditAccounts} ca on ca.customer_id = ch.customer_id
    where ch.order_id = ${orderId})`;

/** The charge as the API answers it, in the shop's currency's units. */
export const onAccountOut = (stored: StoredOnAccount | null): OrderDetail['onAccount'] =>
  stored && {
    amount: toDollars(Number(stored.amountCents)),
    termsDays: stored.termsDays,
    dueOn: stored.dueOn,
    left: toDollars(Number(stored.leftCents)),
  };

export async function onAccountOf(db: Database, orderId: string): Promise<OrderDetail['onAccount']> {
  const [row] = await queryRows<{ onAccount: StoredOnAccount | null }>(
    db,
    sql`select ${onAccountJsonSql(sql`${orderId}`)} as "onAccount"`,
  );
  return onAccountOut(row?.onAccount ?? null);
}
