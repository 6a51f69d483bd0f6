/**
 * Counter returns (docs/counter.md): units of a counter sale brought back by its receipt's number,
 * refunded the way the sale was paid (../../shared/counterRefundSplit.ts): cash from an open
 * session's drawer, so the Z report counts it, card on the card terminal. Only an admin may refund
 * another way. The units are put back on sale through the ledger (`counter_return` movements) when asked. The
 * refund is one of the order's refunds, written by the refund ledger like any other, so the order
 * becomes refunded once nothing paid is left. Returns of one `returnId` are serialised by an
 * advisory lock on it: the same return sent twice is made once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CounterReturn, counterReturnSchema } from '../../shared/counterSchemas';
import { allInCash, NOTHING_BACK, refundAsPaid, type Ways } from '../../shared/counterRefundSplit';
import { normalisedReference, referenceProblem } from '../../shared/digitalPayments';
import { toDollars } from '../../shared/money';
import { paidWayOf, type DigitalPaymentMethod } from '../../shared/orderStates';
import { mayMove } from '../../shared/orderLifecycle';
import { unitsLeft, variantOf } from '../../shared/orderUnits';
import { counterErrors as c, digitalPaymentErrors as d } from '../../shared/strings/counterMessages';
import type { Caller } from '../auth/guard';
import type { Transaction } from '../db/database';
import {
  counterReturns,
  counterSales,
  orders,
  type CounterReturnRow,
  type OrderRow,
  type ProductRow,
} from '../db/schema';
import { fieldRefusal } from '../http/errors';
import { lifecycleOrderOf } from '../orders/lifecycleSql';
import { orderTransaction } from '../orders/orderCounts';
import { newRefund, type RefundLedger } from '../orders/refundLedger';
import { returnStock } from '../orders/restock';
import { orderOut } from '../serialize';
import { lockOpenSession } from './registers';
import { earlierTillRequest, fingerprintOf, type CounterServiceDeps } from './tillRequests';

type ReturnRequest = z.output<typeof counterReturnSchema>;

export interface CounterReturnsDeps extends CounterServiceDeps {
  ledger: Pick<RefundLedger, 'save'>;
  /** Cash given back is rounded to a multiple of this many cents, like cash taken. */
  cashRoundingCents: number;
}

/** What a return asks: the same returnId with another body is another return, refused. */
const returnFingerprint = (r: ReturnRequest): string =>
  fingerprintOf([
    r.orderNumber,
    r.lines.map((l) => [l.variantId, l.quantity]),
    r.refundMethod ?? null,
    r.restock,
    r.sessionId ?? null,
    // Only when sent, so a return recorded before digital refunds matches its replay.
    ...(r.digitalReference === undefined ? [] : [r.digitalReference]),
  ]);

const returnOut = (row: CounterReturnRow, order: OrderRow): CounterReturn => ({
  returnId: row.returnId,
  orderNumber: order.number,
  amount: toDollars(row.amountCents),
  refundMethod: row.method,
  cash: toDollars(row.cashCents),
  card: toDollars(row.cardCents),
  digital: digitalRefundOf(row),
  account: toDollars(row.accountCents),
  rounding: toDollars(row.roundingCents),
  sessionId: row.sessionId,
  restocked: row.restock,
  lines: row.lines,
  creditNoteNumber: row.creditNoteNumber,
  order: orderOut(order),
});

/** What went back to a digital payment, with the refund's reference; null when nothing did. */
export const digitalRefundOf = (row: CounterReturnRow): CounterReturn['digital'] =>
  row.digitalMethod && row.digitalReference
    ? { method: row.digitalMethod, amount: toDollars(row.digitalCents), reference: row.digitalReference }
    : null;

/** A sum over the order's returns, as a bigint read back as a number. */
const summed = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/**
 * What the sale of `orderId` took each way (its cash as kept: tendered less change), its digital
 * payment's method, and what its returns so far gave back each way.
 */
async function paidAndRefunded(tx: Transaction, orderId: string) {
  const [sale] = await tx
    .select({
      cashCents: sql<number>`${counterSales.cashTenderedCents} - ${counterSales.changeCents}`,
      cardCents: counterSales.cardCents,
      digitalCents: counterSales.digitalCents,
      accountCents: counterSales.accountCents,
      roundingCents: counterSales.roundingCents,
      digitalMethod: counterSales.digitalMethod,
    })
    .from(counterSales)
    .where(eq(counterSales.orderId, orderId));
  const [refunded] = await tx
    .select({
      cashCents: summed(counterReturns.cashCents),
      cardCents: summed(counterReturns.cardCents),
      digitalCents: summed(counterReturns.digitalCents),
      accountCents: summed(counterReturns.accountCents),
      roundingCents: summed(counterReturns.roundingCents),
    })
    .from(counterReturns)
    .where(eq(counterReturns.orderId, orderId));
  const { digitalMethod, ...paid } = sale!;
  return { paid, digitalMethod, refunded: refunded ?? NOTHING_BACK };
}

/**
 * The split of this return: as the sale was paid; all one way when asked, which is an admin's call
 * where the sale was not paid that way alone.
 */
async function splitOf(
  caller: Caller,
  request: Pick<ReturnRequest, 'refundMethod'> & { amountCents: number; cashRoundingCents: number },
  paid: { ways: Ways; digitalMethod: DigitalPaymentMethod | null },
  asPaid: Ways,
): Promise<Ways> {
  const asked = request.refundMethod;
  if (asked === undefined || asked === paidWayOf(asPaid, paid.digitalMethod)) return asPaid;
  if ((await caller.role()) !== 'admin')
    throw fieldRefusal(403, 'refundMethod', c.refundNotAsPaid(paidWayOf(paid.ways, paid.digitalMethod)));
  // What was owed on account goes back to the account whichever way the rest is asked: never paid out.
  const rest = request.amountCents - asPaid.accountCents;
  const other =
    asked === 'cash' ? allInCash(rest, request.cashRoundingCents) : { ...NOTHING_BACK, cardCents: rest };
  return { ...other, accountCents: asPaid.accountCents };
}

/** The reference of what goes back to a digital payment, checked by its method's rule (400 otherwise). */
function digitalRefundReference(method: DigitalPaymentMethod, typed: string | undefined): string {
  if (typed === undefined) throw fieldRefusal(400, 'digitalReference', d.refundReferenceRequired(method));
  const problem = referenceProblem(method, typed);
  if (problem) throw fieldRefusal(400, 'digitalReference', problem);
  return normalisedReference(typed);
}

export function createCounterReturns({
  db,
  ledger,
  announce,
  lowStockDefault,
  cashRoundingCents,
}: CounterReturnsDeps) {
  const returnOnce = (caller: Caller, request: ReturnRequest) =>
    orderTransaction(db, async (tx) => {
      const fingerprint = returnFingerprint(request);
      const earlier = await earlierTillRequest(
        tx,
        {
          kind: 'counter-return',
          id: request.returnId,
          fingerprint,
          idPath: 'returnId',
          reused: c.returnIdReused,
        },
        () => tx.select().from(counterReturns).where(eq(counterReturns.returnId, request.returnId)),
      );
      if (earlier) return { replayed: true as const, made: returnOut(earlier.made, earlier.order) };
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.number, request.orderNumber), eq(orders.channel, 'counter')))
        .for('update');
      if (!order) throw fieldRefusal(404, 'orderNumber', c.unknownOrder(request.orderNumber));
      if (!mayMove(lifecycleOrderOf(order), 'returnSale'))
        throw fieldRefusal(409, 'orderNumber', c.notReturnable);
      const left = unitsLeft(order);
      const byVariant = new Map(order.lines.map((line) => [variantOf(line), line]));
      const lines = request.lines.map(({ variantId, quantity }, i) => {
        const sold = byVariant.get(variantId);
        if (!sold) throw fieldRefusal(409, `lines.${i}.variantId`, c.notOnSale(variantId));
        const units = left.get(variantId) ?? 0;
        if (quantity > units) throw fieldRefusal(409, `lines.${i}.quantity`, c.beyondSold(sold.name, units));
        return {
          productId: sold.productId,
          variantId,
          name: sold.name,
          quantity,
          priceCents: sold.priceCents,
        };
      });
      const amountCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
      const { paid, digitalMethod, refunded } = await paidAndRefunded(tx, order.id);
      const split = await splitOf(
        caller,
        { refundMethod: request.refundMethod, amountCents, cashRoundingCents },
        { ways: paid, digitalMethod },
        refundAsPaid(paid, refunded, amountCents, cashRoundingCents),
      );
      const method = paidWayOf(split, digitalMethod);
      if (split.cashCents > 0 && !request.sessionId) throw fieldRefusal(400, 'sessionId', c.sessionForCash);
      const digitalReference =
        split.digitalCents > 0 && digitalMethod
          ? digitalRefundReference(digitalMethod, request.digitalReference)
          : null;
      // Cash leaves this drawer; a card refund is counted in the session it names, if any.
      const session = request.sessionId ? await lockOpenSession(tx, request.sessionId, 'share') : null;
      const refund = newRefund({
        requestKey: request.returnId,
        amountCents,
        lines: lines.map(({ productId, variantId, name, quantity }) => ({
          productId,
          variantId,
          name,
          quantity,
        })),
        restock: request.restock,
        reason: c.returnReason(method),
        ...(split.accountCents > 0 && { accountCents: split.accountCents }),
      });
      const restocked: ProductRow[] = request.restock
        ? await returnStock(tx, order, refund.lines, 'counter_return', lowStockDefault, caller)
        : [];
      const saved = await ledger.save(
        tx,
        order,
        { refundedCents: order.refundedCents + amountCents, refunds: [...order.refunds, refund] },
        caller,
      );
      const [row] = await tx
        .insert(counterReturns)
        .values({
          returnId: request.returnId,
          fingerprint,
          orderId: order.id,
          sessionId: session?.id ?? null,
          method,
          amountCents,
          cashCents: split.cashCents,
          cardCents: split.cardCents,
          digitalMethod: digitalReference ? digitalMethod : null,
          digitalCents: split.digitalCents,
          digitalReference,
          accountCents: split.accountCents,
          roundingCents: split.roundingCents,
          lines: lines.map(({ variantId, name, quantity }) => ({ variantId, name, quantity })),
          restock: request.restock,
          // The one credit note this refund issued, if the sale had an invoice to credit.
          creditNoteNumber:
            saved.creditNoteNumbers.length > order.creditNoteNumbers.length
              ? saved.creditNoteNumbers.at(-1)!
              : null,
          byUid: caller.uid,
          byEmail: caller.email,
        })
        .returning();
      return { replayed: false as const, made: returnOut(row!, saved), order: saved, restocked };
    });

  return {
    /** Takes the units back and refunds them, or answers the return this `returnId` already made. */
    async takeBack(
      caller: Caller,
      request: ReturnRequest,
    ): Promise<{ replayed: boolean; made: CounterReturn }> {
      const done = await returnOnce(caller, request);
      if (!done.replayed) await announce('refunded', done.order, done.restocked);
      return { replayed: done.replayed, made: done.made };
    },
  };
}

export type CounterReturns = ReturnType<typeof createCounterReturns>;
