/**
 * How far an offline counter sale is trusted (docs/counter.md). Its money changed hands while the till
 * could not reach the server, so it is recorded as the till took it, but only as far as an offline till
 * could have taken it: by a member of the shop's staff, when it says it was taken within its session, at a price the tool had while the
 * session was open, and with stock going below zero by MAX_OFFLINE_BELOW_ZERO units at most. Anything
 * else is refused, and the till holds the sale for an admin to look at.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { MAX_OFFLINE_BELOW_ZERO, TILL_CLOCK_SKEW_MS } from '../../shared/bounds';
import { formatMoney, type Currency } from '../../shared/currency';
import { toDollars } from '../../shared/money';
import { counterErrors as c } from '../../shared/strings/counterMessages';
import type { Transaction } from '../db/database';
import { isStaff } from '../../shared/roles';
import type { Caller } from '../auth/guard';
import { users, variantPrices, type RegisterSessionRow, type VariantRow } from '../db/schema';
import type { OrderActor } from '../orders/orderHistory';
import { fieldRefusal } from '../http/errors';

/**
 * When the sale is recorded as taken: its `takenAt`, no earlier than its session's opening (a till's
 * clock a little behind) and no later than now (a till's clock ahead). Said to be taken well before
 * the session opened, it is refused.
 */
export function offlineTakenAt(takenAt: string, session: RegisterSessionRow, now: Date): Date {
  const said = Date.parse(takenAt);
  const opened = session.openedAt.getTime();
  if (said < opened - TILL_CLOCK_SKEW_MS) throw fieldRefusal(400, 'takenAt', c.takenBeforeOpening);
  return new Date(Math.min(Math.max(said, opened), now.getTime()));
}

/**
 * Each variant's lowest price while the session was open up to `takenAt`: the price it had when the
 * session opened and every price it was given after, up to then. A till offline shows one of these.
 */
async function lowestPricesWhileOpen(
  tx: Transaction,
  variantIds: string[],
  session: RegisterSessionRow,
  takenAt: Date,
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ variantId: variantPrices.variantId, lowest: sql<number>`min(${variantPrices.priceCents})` })
    .from(variantPrices)
    .where(
      and(
        inArray(variantPrices.variantId, variantIds),
        lte(variantPrices.fromAt, takenAt),
        sql`${variantPrices.fromAt} >= coalesce((
          select max(opening.from_at) from ${variantPrices} opening
          where opening.variant_id = ${variantPrices.variantId}
            and opening.from_at <= ${session.openedAt.toISOString()}::timestamptz), '-infinity')`,
      ),
    )
    .groupBy(variantPrices.variantId);
  return new Map(rows.map((row) => [row.variantId, row.lowest]));
}

/** Refuses a line the till charged less for than the tool cost at any time its session was open. */
export async function checkOfflinePrices(
  tx: Transaction,
  lines: { variantId: string; name: string; priceCents: number; listedCents: number }[],
  session: RegisterSessionRow,
  takenAt: Date,
  currency: Currency,
): Promise<void> {
  const lowest = await lowestPricesWhileOpen(
    tx,
    lines.map((line) => line.variantId),
    session,
    takenAt,
  );
  lines.forEach((line, i) => {
    const floor = lowest.get(line.variantId) ?? line.listedCents;
    if (line.priceCents < floor) {
      throw fieldRefusal(
        409,
        `lines.${i}.unitPrice`,
        c.offlinePriceBelow(
          line.name,
          formatMoney(toDollars(line.priceCents), currency),
          formatMoney(toDollars(floor), currency),
        ),
      );
    }
  });
}

/** Refuses a sale that took a variant further below zero than an offline till could have sold. */
export function checkOfflineBelowZero(
  lines: { variantId: string; name: string; quantity: number }[],
  moved: Pick<VariantRow, 'id' | 'availableQuantity'>[],
): void {
  for (const variant of moved) {
    if (variant.availableQuantity >= -MAX_OFFLINE_BELOW_ZERO) continue;
    const i = lines.findIndex((line) => line.variantId === variant.id);
    const line = lines[i]!;
    throw fieldRefusal(
      409,
      `lines.${i}.quantity`,
      c.offlineTooFarBelowZero(line.name, variant.availableQuantity + line.quantity, MAX_OFFLINE_BELOW_ZERO),
    );
  }
}

/**
 * Who the sale is credited to: the member of staff the till says took it (`takenBy`), else the caller.
 * Someone else only for a sale taken offline, replayed by whoever is signed in at the till now (400
 * otherwise); and only a cashier or admin of this shop (400 otherwise).
 */
export async function takerOf(
  tx: Transaction,
  caller: Caller,
  sale: { offline: boolean; takenBy?: string | undefined },
): Promise<OrderActor> {
  if (sale.takenBy === undefined || sale.takenBy === caller.uid)
    return { uid: caller.uid, email: caller.email };
  if (!sale.offline) throw fieldRefusal(400, 'takenBy', c.takenByOnlyOffline);
  const [taker] = await tx
    .select({ uid: users.uid, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.uid, sale.takenBy));
  if (!taker?.uid || !isStaff(taker.role)) throw fieldRefusal(400, 'takenBy', c.takenByNotStaff);
  return { uid: taker.uid, email: taker.email };
}
