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
import type { z } from 'zod';
import type { CounterReturn, counterReturnSchema } from '../../shared/counterSchemas';
import { refundAsPaid, refundMethodOf, type CashAndCard } from '../../shared/counterRefundSplit';
import { toDollars } from '../../shared/money';
import { mayMove } from '../../shared/orderLifecycle';
import { unitsLeft, variantOf } from '../../shared/orderUnits';
import { counterErrors as c } from '../../shared/strings/counterMessages';
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
import { newRefund, type RefundLedger } from '../orders/refundLedger';
import { returnStock } from '../orders/restock';
import { orderOut } from '../serialize';
import { lockOpenSession } from './registers';
import { earlierTillRequest, fingerprintOf, type TillServiceDeps } from './tillRequests';

type ReturnRequest = z.output<typeof counterReturnSchema>;

export interface CounterReturnsDeps extends TillServiceDeps {
  ledger: Pick<RefundLedger, 'save'>;
}

/** What a return asks: the same returnId with another body is another return, refused. */
const returnFingerprint = (r: ReturnRequest): string =>
  fingerprintOf([
    r.orderNumber,
    r.lines.map((l) => [l.variantId, l.quantity]),
    r.refundMethod ?? null,
    r.restock,
    r.sessionId ?? null,
  ]);

const returnOut = (row: CounterReturnRow, order: OrderRow): CounterReturn => ({
  returnId: row.returnId,
  orderNumber: order.number,
  amount: toDollars(row.amountCents),
  refundMethod: row.method,
  cash: toDollars(row.cashCents),
  card: toDollars(row.cardCents),
  sessionId: row.sessionId,
  restocked: row.restock,
  lines: row.lines,
  order: orderOut(order),
});

/** What the sale of `orderId` took each way, and what its returns so far gave back each way. */
async function paidAndRefunded(tx: Transaction, orderId: string) {
  const [sale] = await tx
    .select({
      cashCents: sql<number>`${counterSales.cashTenderedCents} - ${counterSales.changeCents}`,
      cardCents: counterSales.cardCents,
    })
    .from(counterSales)
    .where(eq(counterSales.orderId, orderId));
  const [refunded] = await tx
    .select({
      cashCents: sql<number>`coalesce(sum(${counterReturns.cashCents}), 0)::bigint`.mapWith(Number),
      cardCents: sql<number>`coalesce(sum(${counterReturns.cardCents}), 0)::bigint`.mapWith(Number),
    })
    .from(counterReturns)
    .where(eq(counterReturns.orderId, orderId));
  return { paid: sale!, refunded: refunded! };
}

/**
 * The split of this return: as the sale was paid; all one way when asked, which is an admin's call
 * where the sale was not paid that way alone.
 */
async function splitOf(
  caller: Caller,
  asked: ReturnRequest['refundMethod'],
  paid: CashAndCard,
  asPaid: CashAndCard,
): Promise<CashAndCard> {
  const amountCents = asPaid.cashCents + asPaid.cardCents;
  if (asked === undefined || asked === refundMethodOf(asPaid)) return asPaid;
  if ((await caller.role()) !== 'admin')
    throw fieldRefusal(403, 'refundMethod', c.refundNotAsPaid(refundMethodOf(paid)));
  return asked === 'cash'
    ? { cashCents: amountCents, cardCents: 0 }
    : { cashCents: 0, cardCents: amountCents };
}

export function createCounterReturns({ db, ledger, announce, lowStockDefault }: CounterReturnsDeps) {
  const returnOnce = (caller: Caller, request: ReturnRequest) =>
    db.transaction(async (tx) => {
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
      const { paid, refunded } = await paidAndRefunded(tx, order.id);
      const split = await splitOf(
        caller,
        request.refundMethod,
        paid,
        refundAsPaid(paid, refunded, amountCents),
      );
      const method = refundMethodOf(split);
      if (split.cashCents > 0 && !request.sessionId) throw fieldRefusal(400, 'sessionId', c.sessionForCash);
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
          lines: lines.map(({ variantId, name, quantity }) => ({ variantId, name, quantity })),
          restock: request.restock,
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
