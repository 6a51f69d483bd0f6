/**
 * Counter returns (docs/counter.md): units of a counter sale brought back by its receipt's number,
 * refunded in cash (from an open session's drawer, so the Z report counts it) or on the card
 * terminal, and put back on sale through the ledger (`counter_return` movements) when asked. The
 * refund is one of the order's refunds, written by the refund ledger like any other, so the order
 * becomes refunded once nothing paid is left. Returns of one `returnId` are serialised by an
 * advisory lock on it: the same return sent twice is made once.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CounterReturn, counterReturnSchema } from '../../shared/counterSchemas';
import { toDollars } from '../../shared/money';
import { unitsLeft, variantOf } from '../../shared/orderUnits';
import { counterErrors as c } from '../../shared/strings/counterMessages';
import type { Caller } from '../auth/guard';
import { counterReturns, orders, type CounterReturnRow, type OrderRow, type ProductRow } from '../db/schema';
import { fieldRefusal } from '../http/errors';
import { newRefund, type RefundLedger } from '../orders/refundLedger';
import { returnStock } from '../orders/stock';
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
    r.refundMethod,
    r.restock,
    r.sessionId ?? null,
  ]);

const returnOut = (row: CounterReturnRow, order: OrderRow): CounterReturn => ({
  returnId: row.returnId,
  orderNumber: order.number,
  amount: toDollars(row.amountCents),
  refundMethod: row.method,
  sessionId: row.sessionId,
  restocked: row.restock,
  lines: row.lines,
  order: orderOut(order),
});

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
      if (order.state !== 'collected') throw fieldRefusal(409, 'orderNumber', c.notReturnable);
      // A cash refund leaves this drawer; a card refund is counted in the session it names, if any.
      const session = request.sessionId ? await lockOpenSession(tx, request.sessionId, 'share') : null;
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
        reason: c.returnReason(request.refundMethod),
      });
      const restocked: ProductRow[] = request.restock
        ? await returnStock(tx, order, refund.lines, 'counter_return', lowStockDefault, caller)
        : [];
      const saved = await ledger.save(tx, order, {
        refundedCents: order.refundedCents + amountCents,
        refunds: [...order.refunds, refund],
      });
      const [row] = await tx
        .insert(counterReturns)
        .values({
          returnId: request.returnId,
          fingerprint,
          orderId: order.id,
          sessionId: session?.id ?? null,
          method: request.refundMethod,
          amountCents,
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
