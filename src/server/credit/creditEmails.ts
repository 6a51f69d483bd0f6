/**
 * What a trade customer's email says (docs/credit.md), read when it is sent: an invoice's reminder
 * (nothing, once the invoice is paid), or a period's statement.
 */
import { eq, sql } from 'drizzle-orm';
import type { ReminderKind } from '../../shared/creditKinds';
import { formatMoney, type Currency } from '../../shared/currency';
import { toDollars } from '../../shared/money';
import { reminderText, statementText } from '../../shared/strings/credit';
import { SHOP_NAME } from '../../shared/strings/labels/common';
import { queryRows, type Database } from '../db/database';
import { accountCharges, orders, users, type MailRow } from '../db/schema';
import type { EmailMessage } from '../mail/messages';
import { chargeLeftSql } from './accountBalance';
import { statementOf } from './statements';

export async function composeCreditEmail(
  db: Database,
  row: MailRow,
  { timeZone, currency, shopUrl }: { timeZone: string; currency: Currency; shopUrl: string },
): Promise<EmailMessage | null> {
  const written = (amount: number) => formatMoney(amount, currency);
  if (row.kind === 'accountReminder' && row.facts.orderId && row.facts.reminder) {
    const kind = row.facts.reminder as ReminderKind;
    const [invoice] = await queryRows<{ name: string | null; number: string; due_on: string; left: string }>(
      db,
      sql`select u.name, o.invoice_number as number, ch.due_on::text as due_on, ${chargeLeftSql(sql`ch`)} as left
          from ${accountCharges} ch join ${orders} o on o.id = ch.order_id
          left join ${users} u on u.id = ch.customer_id
          where ch.order_id = ${row.facts.orderId}`,
    );
    if (!invoice || Number(invoice.left) <= 0) return null;
    const left = written(toDollars(Number(invoice.left)));
    const subject = reminderText.subject[kind](invoice.number);
    return {
      kind: 'accountReminder',
      subject,
      heading: subject,
      paragraphs: [
        reminderText.body[kind](invoice.name || row.toAddress, invoice.number, left, invoice.due_on),
      ],
      rows: [],
      shopUrl,
    };
  }
  if (row.kind === 'accountStatement' && row.facts.customerId) {
    const [customer] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, row.facts.customerId));
    if (!customer) return null;
    const statement = await statementOf(
      db,
      customer.id,
      { from: row.facts.from || undefined, to: row.facts.to || undefined },
      timeZone,
      'every entry',
    );
    const { account } = statement;
    return {
      kind: 'accountStatement',
      subject: statementText.emailSubject(SHOP_NAME),
      heading: statementText.title,
      paragraphs: [statementText.emailIntro(account.name || account.email, statement.from, statement.to)],
      rows: [
        [statementText.openingBalance, written(statement.openingBalance)],
        ...statement.entries.map(
          (entry) =>
            [`${entry.date} ${entry.reference}`, `${written(entry.amount)} → ${written(entry.balance)}`] as [
              string,
              string,
            ],
        ),
        [statementText.closingBalance, written(statement.closingBalance)],
        [statementText.available, written(account.available)],
      ],
      shopUrl,
    };
  }
  return null;
}
