/**
 * Reminders of invoices on account (docs/credit.md), through the outbox, each once per invoice and
 * kind: 3 days before it is due, 7 and 30 days after. A round, as of a day, sends for each unpaid
 * invoice the latest reminder whose day has come and that was not sent (a shop catching up after a
 * pause sends one, not three). The one writer of `account_reminders`; its key keeps two rounds at
 * once (two instances, or the sweep and an admin) from sending one twice.
 */
import { sql } from 'drizzle-orm';
import { REMINDER_DAYS, REMINDER_KINDS, type ReminderKind } from '../../shared/creditKinds';
import type { RemindResult } from '../../shared/creditSchemas';
import { dayAfter, localDate } from '../../shared/tax/financialYear';
import { queryRows, type Database } from '../db/database';
import { accountCharges, accountReminders, orders, users } from '../db/schema';
import { queueCreditEmail } from '../mail/outbox';
import { chargeLeftSql, daysPastDue } from './accountBalance';

/** The reminder an invoice due `dueOn` is owed `asOf`: the latest whose day has come, or none. */
export function reminderDue(dueOn: string, asOf: string): ReminderKind | null {
  const days = daysPastDue(dueOn, asOf);
  return [...REMINDER_KINDS].reverse().find((kind) => days >= REMINDER_DAYS[kind]) ?? null;
}

/** Sends the reminders due as of `asOf` (default: today in the shop's time zone). */
export async function sendReminders(db: Database, timeZone: string, asOf?: string): Promise<RemindResult> {
  const day = asOf ?? localDate(new Date(), timeZone);
  // The earliest due day any reminder is owed for by `day`: 3 days ahead.
  const horizon = dayAfter(day, -REMINDER_DAYS.before_due);
  const open = await queryRows<{
    order_id: string;
    customer_id: string;
    email: string | null;
    invoice_number: string;
    due_on: string;
  }>(
    db,
    sql`select ch.order_id, ch.customer_id, u.email, o.invoice_number, ch.due_on::text as due_on
        from ${accountCharges} ch join ${orders} o on o.id = ch.order_id
        left join ${users} u on u.id = ch.customer_id
        where ch.invoiced_at is not null and ch.due_on <= ${horizon}::date and ${chargeLeftSql(sql`ch`)} > 0
        order by ch.due_on, ch.order_id`,
  );
  const sent: RemindResult['sent'] = [];
  for (const invoice of open) {
    const kind = reminderDue(invoice.due_on, day);
    if (!kind || !invoice.email) continue;
    const email = invoice.email;
    const recorded = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(accountReminders)
        .values({ orderId: invoice.order_id, kind })
        .onConflictDoNothing()
        .returning();
      if (row)
        await queueCreditEmail(tx, 'accountReminder', email, { orderId: invoice.order_id, reminder: kind });
      return row !== undefined;
    });
    if (recorded) {
      sent.push({
        customerId: invoice.customer_id,
        email,
        invoiceNumber: invoice.invoice_number,
        kind,
        dueOn: invoice.due_on,
      });
    }
  }
  return { asOf: day, sent };
}
