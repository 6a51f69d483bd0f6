/**
 * Register sessions (docs/counter.md): a register opened with its float, cash put in and taken out
 * with a reason, the X report while open and the Z report at closing, kept as it was. The drawer's
 * expected cash is the float, plus cash kept from sales (tendered less change), plus cash in, less
 * cash out and cash refunds.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { formatMoney, type Currency } from '../../shared/currency';
import { toCents, toDollars } from '../../shared/money';
import type { RegisterReport, RegisterSessions, registerCashSchema } from '../../shared/counterSchemas';
import { DIGITAL_PAYMENT_METHODS, type DigitalPaymentMethod } from '../../shared/orderStates';
import { counterErrors as c } from '../../shared/strings/counterMessages';
import type { Caller } from '../auth/guard';
import type { Database, Transaction } from '../db/database';
import {
  accountCredits,
  counterReturns,
  counterSales,
  invoices,
  registerCashMovements,
  registerSessions,
  type RegisterSessionRow,
} from '../db/schema';
import { badRequest, conflict, fieldRefusal, HttpError } from '../http/errors';
import { taxLineOut } from '../tax/orderTax';
import { signedTaxLines } from '../tax/taxReports';

/** The most sessions the list answers, newest first. */
const LISTED = 200;

export const unknownSession = () => new HttpError(404, { message: c.unknownSession });

const person = (uid: string, email: string) => ({ uid, email });

/**
 * How many rows of `table` a session has, and each of `columns` summed over them, read in `db`. Sums
 * as bigints: however many sales, a sum never overflows.
 */
async function sessionTotals<Name extends string>(
  db: Database | Transaction,
  table: typeof counterSales | typeof counterReturns,
  sessionId: string,
  columns: Record<Name, AnyPgColumn | SQL>,
): Promise<{ count: number } & Record<Name, number>> {
  const sums = Object.fromEntries(
    Object.entries<AnyPgColumn | SQL>(columns).map(([name, column]) => [
      name,
      sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number),
    ]),
  );
  const [totals] = await db
    .select({ count: sql<number>`count(*)::int`, ...sums })
    .from(table)
    .where(eq(table.sessionId, sessionId));
  return totals as { count: number } & Record<Name, number>;
}

/** Of `table`'s digital payments or refunds, those by `method`'s. */
const digitalBy = (table: typeof counterSales | typeof counterReturns, method: DigitalPaymentMethod): SQL =>
  sql`case when ${table.digitalMethod} = ${method} then ${table.digitalCents} else 0 end`;

/** Sums of a table's digital money, one a method. */
const digitalSums = (table: typeof counterSales | typeof counterReturns) =>
  Object.fromEntries(DIGITAL_PAYMENT_METHODS.map((method) => [method, digitalBy(table, method)])) as Record<
    DigitalPaymentMethod,
    SQL
  >;

/** Cents summed by sessionTotals, in dollars. */
const dollarsOf = <Name extends string>(cents: Record<Name, number>) =>
  Object.fromEntries(
    Object.entries<number>(cents).map(([name, value]) => [name, toDollars(value)]),
  ) as Record<Name, number>;

/**
 * The tax of the session's sales by rate (their invoices), less that of its returns (the credit notes
 * they issued, whichever session sold the goods): nothing under no regime, whose invoices carry none.
 */
const sessionTaxLines = (db: Database | Transaction, sessionId: string) =>
  signedTaxLines(
    db,
    sql`
      select ${invoices.taxLines} as tax_lines, 1 as sign
      from ${counterSales} join ${invoices} on ${invoices.orderId} = ${counterSales.orderId}
      where ${counterSales.sessionId} = ${sessionId} and ${invoices.kind} = 'invoice'
      union all
      select ${invoices.taxLines}, -1
      from ${counterReturns} join ${invoices} on ${invoices.number} = ${counterReturns.creditNoteNumber}
      where ${counterReturns.sessionId} = ${sessionId}`,
  );

/** The payments on account a session's register took (all of them), and the cash of them in its drawer. */
async function accountCashOf(db: Database | Transaction, sessionId: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      cashCents:
        sql<number>`coalesce(sum(${accountCredits.amountCents}) filter (where ${accountCredits.method} = 'cash'), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(accountCredits)
    .where(eq(accountCredits.sessionId, sessionId));
  return row ?? { count: 0, cashCents: 0 };
}

/** A session's figures as they stand, read in `db` (the closing transaction, for a Z report). */
async function reportOf(
  db: Database | Transaction,
  session: RegisterSessionRow,
  closing?: { at: Date; by: Caller; countedCents: number },
): Promise<RegisterReport> {
  if (session.zReport) {
    // A Z report kept before tax was reported has no tax lines: it stays as it was printed.
    // Nor, kept before sales on account, any account figures.
    const kept = session.zReport as Omit<RegisterReport, 'taxLines' | 'accountPayments'> &
      Partial<RegisterReport>;
    return {
      ...kept,
      sales: {
        ...kept.sales,
        byMethod: { ...kept.sales.byMethod, account: kept.sales.byMethod.account ?? 0 },
      },
      taxLines: kept.taxLines ?? [],
      accountPayments: kept.accountPayments ?? { count: 0, cash: 0 },
    };
  }
  // One after another: a transaction's connection runs one statement at a time.
  const s = await sessionTotals(db, counterSales, session.id, {
    units: counterSales.units,
    total: counterSales.totalCents,
    tendered: counterSales.cashTenderedCents,
    change: counterSales.changeCents,
    card: counterSales.cardCents,
    rounding: counterSales.roundingCents,
    account: counterSales.accountCents,
    ...digitalSums(counterSales),
  });
  const r = await sessionTotals(db, counterReturns, session.id, {
    total: counterReturns.amountCents,
    cash: counterReturns.cashCents,
    card: counterReturns.cardCents,
    rounding: counterReturns.roundingCents,
    ...digitalSums(counterReturns),
  });
  const movements = await db
    .select()
    .from(registerCashMovements)
    .where(eq(registerCashMovements.sessionId, session.id))
    .orderBy(asc(registerCashMovements.at), asc(registerCashMovements.id));
  const cashKept = s.tendered - s.change;
  const sumOf = (kind: 'in' | 'out') =>
    movements.filter((m) => m.kind === kind).reduce((sum, m) => sum + m.amountCents, 0);
  const cashIn = sumOf('in');
  const cashOut = sumOf('out');
  const taxLines = await sessionTaxLines(db, session.id);
  const onAccount = await accountCashOf(db, session.id);
  const expected = session.floatCents + cashKept + cashIn - cashOut - r.cash + onAccount.cashCents;
  const countedCents = closing?.countedCents ?? null;
  return {
    _id: session.id,
    number: session.number,
    register: session.register,
    state: closing ? 'closed' : session.state,
    openedAt: session.openedAt.toISOString(),
    openedBy: person(session.openedByUid, session.openedByEmail),
    closedAt: closing ? closing.at.toISOString() : null,
    closedBy: closing ? person(closing.by.uid, closing.by.email) : null,
    float: toDollars(session.floatCents),
    sales: {
      count: s.count,
      units: s.units,
      total: toDollars(s.total),
      byMethod: dollarsOf({
        cash: cashKept,
        card: s.card,
        upi: s.upi,
        bkash: s.bkash,
        nagad: s.nagad,
        account: s.account,
      }),
      cashTendered: toDollars(s.tendered),
      changeGiven: toDollars(s.change),
      rounding: toDollars(s.rounding),
    },
    refunds: {
      count: r.count,
      total: toDollars(r.total),
      byMethod: dollarsOf({ cash: r.cash, card: r.card, upi: r.upi, bkash: r.bkash, nagad: r.nagad }),
      rounding: toDollars(r.rounding),
    },
    cashIn: toDollars(cashIn),
    cashOut: toDollars(cashOut),
    accountPayments: { count: onAccount.count, cash: toDollars(onAccount.cashCents) },
    cashMovements: movements.map((m) => ({
      at: m.at.toISOString(),
      kind: m.kind,
      amount: toDollars(m.amountCents),
      reason: m.reason,
      by: person(m.byUid, m.byEmail),
    })),
    expectedCash: toDollars(expected),
    counted: countedCents === null ? null : toDollars(countedCents),
    difference: countedCents === null ? null : toDollars(countedCents - expected),
    taxLines: taxLines.map(taxLineOut),
  };
}

/** The session, locked in the caller's transaction: `update` to close it, `share` to sell on it. */
export async function lockSession(
  tx: Transaction,
  sessionId: string,
  strength: 'update' | 'share',
): Promise<RegisterSessionRow> {
  const [session] = await tx
    .select()
    .from(registerSessions)
    .where(eq(registerSessions.id, sessionId))
    .for(strength === 'update' ? 'update' : 'share');
  if (!session) throw unknownSession();
  return session;
}

/** An open session, locked as `lockSession` does; a closed one is 409. */
export async function lockOpenSession(
  tx: Transaction,
  sessionId: string,
  strength: 'update' | 'share',
): Promise<RegisterSessionRow> {
  const session = await lockSession(tx, sessionId, strength);
  if (session.state !== 'open') throw conflict(c.sessionClosed);
  return session;
}

export function createRegisters(db: Database, registers: readonly string[], currency: Currency) {
  return {
    async open(caller: Caller, register: string, float: number): Promise<RegisterReport> {
      if (!registers.includes(register)) throw badRequest(c.unknownRegister(register), 'register');
      const [opened] = await db
        .insert(registerSessions)
        .values({
          register,
          openedByUid: caller.uid,
          openedByEmail: caller.email,
          floatCents: toCents(float),
        })
        // The one open session per register is the database's unique index: of two at once, one wins.
        .onConflictDoNothing()
        .returning();
      if (!opened) throw conflict(c.registerAlreadyOpen(register));
      return reportOf(db, opened);
    },

    async moveCash(caller: Caller, sessionId: string, move: z.output<typeof registerCashSchema>) {
      const session = await db.transaction(async (tx) => {
        // Locked for update: sales and returns on it wait, so the drawer's figure holds while it is checked.
        const open = await lockOpenSession(tx, sessionId, move.kind === 'out' ? 'update' : 'share');
        if (move.kind === 'out') {
          const { expectedCash } = await reportOf(tx, open);
          if (toCents(move.amount) > toCents(expectedCash))
            throw fieldRefusal(409, 'amount', c.cashOutBeyondDrawer(formatMoney(expectedCash, currency)));
        }
        await tx.insert(registerCashMovements).values({
          sessionId,
          kind: move.kind,
          amountCents: toCents(move.amount),
          reason: move.reason,
          byUid: caller.uid,
          byEmail: caller.email,
        });
        return open;
      });
      return reportOf(db, session);
    },

    async report(sessionId: string): Promise<RegisterReport> {
      const [session] = await db.select().from(registerSessions).where(eq(registerSessions.id, sessionId));
      if (!session) throw unknownSession();
      return reportOf(db, session);
    },

    /** The Z report, written with the closing and kept; no sale, return or cash move lands after it. */
    close: (caller: Caller, sessionId: string, counted: number): Promise<RegisterReport> =>
      db.transaction(async (tx) => {
        const session = await lockOpenSession(tx, sessionId, 'update');
        const at = new Date();
        const report = await reportOf(tx, session, { at, by: caller, countedCents: toCents(counted) });
        await tx
          .update(registerSessions)
          .set({
            state: 'closed',
            closedAt: at,
            closedByUid: caller.uid,
            closedByEmail: caller.email,
            countedCents: toCents(counted),
            zReport: report,
          })
          .where(eq(registerSessions.id, sessionId));
        return report;
      }),

    async list(filter: { state?: 'open' | 'closed'; register?: string }): Promise<RegisterSessions> {
      const where: SQL[] = [];
      if (filter.state) where.push(eq(registerSessions.state, filter.state));
      if (filter.register !== undefined) where.push(eq(registerSessions.register, filter.register));
      const rows = await db
        .select()
        .from(registerSessions)
        .where(and(...where))
        .orderBy(desc(registerSessions.openedAt), desc(registerSessions.number))
        .limit(LISTED);
      return { registers: [...registers], sessions: await Promise.all(rows.map((row) => reportOf(db, row))) };
    },
  };
}

export type Registers = ReturnType<typeof createRegisters>;
