/**
 * Selling at the counter (docs/counter.md): one transaction makes the order (channel counter, born
 * collected), takes its stock through the ledger (`counter_sale` movements) and records the sale by
 * the till's `saleId`. Sales of one `saleId` are serialised by an advisory lock on it, so however
 * many copies arrive at once, one sells and the others answer what it sold.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CounterSale, CounterSaleRequest } from '../../shared/counterSchemas';
import { MAX_CHANGE_CENTS, MAX_SALE_CENTS } from '../../shared/bounds';
import { cashLimitCents, cashOverLimit } from '../../shared/cashLimit';
import { settleCash } from '../../shared/cashRounding';
import { formatMoney, type Currency } from '../../shared/currency';
import { toCents, toDollars } from '../../shared/money';
import { isDigitalPaymentMethod, paidWayOf, type DigitalPaymentMethod } from '../../shared/orderStates';
import { counterErrors as c, digitalPaymentErrors as d } from '../../shared/strings/counterMessages';
import type { Caller } from '../auth/guard';
import type { Transaction } from '../db/database';
import {
  counterSales,
  orders,
  productVariants,
  products,
  registerSessions,
  type CounterSaleRow,
  type OrderRow,
} from '../db/schema';
import { fieldRefusal } from '../http/errors';
import { queueCounterReceipt } from '../mail/outbox';
import type { TaxConfig } from '../config';
import { chargeAccount } from '../credit/accountLedger';
import { accountHolder } from '../credit/customerAccounts';
import { issueInvoice } from '../invoices/issue';
import { insertCounterOrder } from '../orders/counterOrders';
import { orderTransaction } from '../orders/orderCounts';
import { orderSummary } from '../orders/orderSummary';
import { orderOut } from '../serialize';
import { moveStock } from '../stock/ledger';
import { taxTermsOf } from '../tax/orderTax';
import { lineTaxRateSql } from '../tax/productTax';
import { checkTaxedSale } from '../tax/taxedSale';
import { checkOfflineBelowZero, checkOfflinePrices, offlineTakenAt, takerOf } from './offlineSales';
import { lockOpenSession, unknownSession } from './registers';
import { earlierTillRequest, fingerprintOf, type CounterServiceDeps } from './tillRequests';

/** How the counter takes money: cash rounded to a step of cents, and the digital payments switched on. */
export interface CounterMoney {
  cashRoundingCents: number;
  /** The shop's, which its messages write amounts in. */
  currency: Currency;
  digital: Record<DigitalPaymentMethod, string | null>;
}

/** A variant as a sale sells it: its product's name and picture, its own title, code and price. */
interface SaleTool {
  variantId: string;
  productId: string;
  name: string;
  variantTitle: string;
  sku: string | null;
  img: string;
  priceCents: number;
  archived: boolean;
  taxRateBp: number;
  hsnCode: string | null;
  unit: string;
}

/** How a line names its tool to the cashier: the product, and the variant when it has options. */
const lineName = (tool: Pick<SaleTool, 'name' | 'variantTitle'>): string =>
  tool.variantTitle ? `${tool.name} (${tool.variantTitle})` : tool.name;

/** What a sale asks: the same saleId with another body is another sale, refused. */
const saleFingerprint = (sale: CounterSaleRequest): string =>
  fingerprintOf([
    sale.sessionId,
    // A till's price joins the fingerprint only when sent, so a sale recorded before tills sent it matches.
    sale.lines.map((l) =>
      l.unitPrice === undefined ? [l.variantId, l.quantity] : [l.variantId, l.quantity, toCents(l.unitPrice)],
    ),
    sale.payments.map((p) =>
      p.method === 'cash'
        ? ['cash', toCents(p.tendered)]
        : p.method === 'account'
          ? ['account', toCents(p.amount), sale.customerId ?? null]
          : [p.method, toCents(p.amount), p.reference],
    ),
    sale.customerEmail ?? null,
    // Who took it joins only when the till says, so a sale recorded before tills said matches.
    ...(sale.takenBy === undefined ? [] : [sale.takenBy]),
  ]);

type Payment = CounterSaleRequest['payments'][number];
type DigitalPayment = Extract<Payment, { method: DigitalPaymentMethod }>;

const isDigital = (payment: Payment): payment is DigitalPayment => isDigitalPaymentMethod(payment.method);

/**
 * The money of a sale: what card or a digital payment paid of `totalCents` (exactly), what cash paid
 * (the rest, rounded to the shop's step), its rounding and the change; or why it does not cover it.
 */
function settle(
  totalCents: number,
  payments: CounterSaleRequest['payments'],
  { cashRoundingCents: step, currency }: CounterMoney,
) {
  const written = (cents: number) => formatMoney(toDollars(cents), currency);
  const card = payments.find((p) => p.method === 'card');
  const digital = payments.find(isDigital);
  const cash = payments.find((p) => p.method === 'cash');
  const account = payments.find((p) => p.method === 'account');
  const cardCents = card ? toCents(card.amount) : 0;
  const digitalCents = digital ? toCents(digital.amount) : 0;
  const accountCents = account ? toCents(account.amount) : 0;
  const tenderedCents = cash ? toCents(cash.tendered) : 0;
  const exactCents = cardCents + digitalCents + accountCents;
  if (exactCents > totalCents) throw fieldRefusal(400, 'payments', c.cardOverTotal);
  // Without cash, nothing is rounded (a step of one cent): the other way pays the total exactly.
  const { dueCents, roundingCents, changeCents } = settleCash(
    totalCents,
    exactCents,
    tenderedCents,
    cash ? step : 1,
  );
  if (tenderedCents < dueCents) {
    throw fieldRefusal(
      400,
      'payments',
      c.notCovered(written(exactCents + dueCents), written(exactCents + tenderedCents)),
    );
  }
  if (changeCents > MAX_CHANGE_CENTS)
    throw fieldRefusal(400, 'payments', c.changeTooLarge(written(changeCents)));
  if (cashOverLimit(dueCents, currency))
    throw fieldRefusal(400, 'payments', c.cashOverLimit(written(cashLimitCents(currency)!)));
  return {
    cardCents,
    cardReference: card?.reference ?? null,
    digitalMethod: digital?.method ?? null,
    digitalCents,
    digitalReference: digital?.reference ?? null,
    tenderedCents,
    changeCents,
    roundingCents,
    accountCents,
    // What paid it: cash tendered beyond what was due is change, not payment.
    paymentMethod: account
      ? dueCents > 0
        ? ('cash_and_account' as const)
        : ('account' as const)
      : paidWayOf({ cashCents: dueCents, cardCents, digitalCents }, digital?.method ?? null),
  };
}

/**
 * Refuses a digital payment the shop does not take (400 naming it), and one taken offline: nobody
 * could check its reference then (400).
 */
function checkDigital(sale: CounterSaleRequest, money: CounterMoney): void {
  sale.payments.forEach((payment, i) => {
    if (!isDigital(payment)) return;
    if (!money.digital[payment.method])
      throw fieldRefusal(400, `payments.${i}.method`, d.switchedOff(payment.method));
    if (sale.offline) throw fieldRefusal(400, `payments.${i}.method`, d.offline);
  });
}

/** The sale a payer's reference already paid: 409 naming its number. */
async function referenceUsed(tx: Transaction, method: DigitalPaymentMethod, reference: string) {
  const [paid] = await tx
    .select({ number: orders.number })
    .from(counterSales)
    .innerJoin(orders, eq(orders.id, counterSales.orderId))
    .where(and(eq(counterSales.digitalMethod, method), eq(counterSales.digitalReference, reference)));
  return fieldRefusal(409, 'payments', d.referenceUsed(method, paid?.number ?? 0));
}

/** The sale as the API answers it, from its row and its order. */
export function saleOut(sale: CounterSaleRow, order: OrderRow, register: string): CounterSale {
  const payments: CounterSale['payments'] = [];
  if (
    sale.cashTenderedCents > 0 ||
    (sale.cardCents === 0 && sale.digitalCents === 0 && sale.accountCents === 0)
  ) {
    payments.push({
      method: 'cash',
      amount: toDollars(sale.cashTenderedCents - sale.changeCents),
      tendered: toDollars(sale.cashTenderedCents),
      reference: null,
    });
  }
  if (sale.cardCents > 0) {
    payments.push({
      method: 'card',
      amount: toDollars(sale.cardCents),
      tendered: null,
      reference: sale.cardReference,
    });
  }
  if (sale.digitalMethod) {
    payments.push({
      method: sale.digitalMethod,
      amount: toDollars(sale.digitalCents),
      tendered: null,
      reference: sale.digitalReference,
    });
  }
  if (sale.accountCents > 0) {
    payments.push({
      method: 'account',
      amount: toDollars(sale.accountCents),
      tendered: null,
      reference: null,
    });
  }
  return {
    saleId: sale.saleId,
    sessionId: sale.sessionId,
    register,
    number: order.number,
    total: toDollars(sale.totalCents),
    rounding: toDollars(sale.roundingCents),
    change: toDollars(sale.changeCents),
    payments,
    offline: sale.offline,
    belowZero: sale.belowZero,
    order: orderOut(order),
  };
}

async function registerOf(tx: Transaction, sessionId: string): Promise<string> {
  const [row] = await tx
    .select({ register: registerSessions.register })
    .from(registerSessions)
    .where(eq(registerSessions.id, sessionId));
  if (!row) throw unknownSession();
  return row.register;
}

export function createCounterSales({
  db,
  announce,
  lowStockDefault,
  money: counterMoney,
  tax,
}: CounterServiceDeps & { money: CounterMoney; tax: TaxConfig }) {
  // Handed over at the shop, whoever buys: the shop's own state is supplied.
  const taxTerms = taxTermsOf(tax, null);
  /** The variants of the sale's lines, by id; an unknown (or, online, archived) one is 400 naming its line. */
  const toolsOf = async (tx: Transaction, sale: CounterSaleRequest): Promise<Map<string, SaleTool>> => {
    const found = await tx
      .select({
        variantId: productVariants.id,
        productId: products.id,
        name: products.name,
        variantTitle: productVariants.title,
        sku: productVariants.sku,
        img: products.img,
        priceCents: productVariants.priceCents,
        archived: sql<boolean>`(${productVariants.archivedAt} is not null or ${products.archivedAt} is not null)`,
        taxRateBp: lineTaxRateSql(products, taxTerms),
        hsnCode: products.hsnCode,
        unit: products.unit,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        inArray(
          productVariants.id,
          sale.lines.map((line) => line.variantId),
        ),
      );
    const byId = new Map(found.map((tool) => [tool.variantId, tool]));
    sale.lines.forEach((line, i) => {
      const tool = byId.get(line.variantId);
      // A sale taken offline sold what the till had: a tool archived since is still sold.
      if (!tool || (tool.archived && !sale.offline))
        throw fieldRefusal(400, `lines.${i}.variantId`, c.unknownVariant);
    });
    return byId;
  };

  const sellOnce = (caller: Caller, sale: CounterSaleRequest) =>
    orderTransaction(db, async (tx) => {
      const fingerprint = saleFingerprint(sale);
      const earlier = await earlierTillRequest(
        tx,
        { kind: 'counter-sale', id: sale.saleId, fingerprint, idPath: 'saleId', reused: c.saleIdReused },
        () => tx.select().from(counterSales).where(eq(counterSales.saleId, sale.saleId)),
      );
      if (earlier) {
        const register = await registerOf(tx, earlier.made.sessionId);
        return { replayed: true as const, sale: saleOut(earlier.made, earlier.order, register) };
      }
      checkDigital(sale, counterMoney);
      const buyer = checkTaxedSale(tax, null, {
        businessName: sale.buyerBusinessName ?? null,
        taxId: sale.buyerTaxId ?? null,
        // A sale taken offline is recorded as it was taken, by a till that may not have asked it.
        address: sale.buyerAddress ?? (sale.offline ? undefined : null),
      });
      const taker = await takerOf(tx, caller, sale);
      const session = await lockOpenSession(tx, sale.sessionId, 'share');
      const now = new Date();
      const at = sale.offline && sale.takenAt ? offlineTakenAt(sale.takenAt, session, now) : now;
      const tools = await toolsOf(tx, sale);
      const lines = sale.lines.map(({ variantId, quantity, unitPrice }) => {
        const {
          productId,
          name,
          variantTitle,
          sku,
          img,
          priceCents: listed,
          ...taxed
        } = tools.get(variantId)!;
        // Offline, the till charged its own price then: the sale is recorded as the money changed hands.
        const priceCents = sale.offline && unitPrice !== undefined ? toCents(unitPrice) : listed;
        const { taxRateBp, hsnCode, unit } = taxed;
        return {
          productId,
          variantId,
          variantTitle,
          sku,
          name,
          img,
          priceCents,
          quantity,
          taxRateBp,
          hsnCode,
          unit,
        };
      });
      if (sale.offline) {
        await checkOfflinePrices(
          tx,
          lines.map((line) => ({
            variantId: line.variantId,
            name: lineName(tools.get(line.variantId)!),
            priceCents: line.priceCents,
            listedCents: tools.get(line.variantId)!.priceCents,
          })),
          session,
          at,
          counterMoney.currency,
        );
      }
      const { linesCents: totalCents, quantity: units } = orderSummary(lines);
      if (totalCents > MAX_SALE_CENTS)
        throw fieldRefusal(
          400,
          'lines',
          c.saleTooLarge(formatMoney(toDollars(MAX_SALE_CENTS), counterMoney.currency)),
        );
      const money = settle(totalCents, sale.payments, counterMoney);
      const holder = sale.customerId ? await accountHolder(tx, sale.customerId) : null;
      const order = await insertCounterOrder(tx, {
        lines,
        email: sale.customerEmail ?? holder?.email,
        customerUid: holder?.uid ?? null,
        paymentMethod: money.paymentMethod,
        at,
        cashier: taker,
        tax: taxTerms,
        buyer,
      });
      const moved = await moveStock(
        tx,
        lines.map((line) => ({ variantId: line.variantId, delta: -line.quantity })),
        {
          reason: 'counter_sale',
          ref: { type: 'order', id: order.id, number: order.number },
          actor: taker,
          offlineSale: sale.offline,
        },
        lowStockDefault,
      );
      if (moved.outcome === 'missing') {
        const i = sale.lines.findIndex((line) => line.variantId === moved.variantId);
        throw fieldRefusal(400, `lines.${i}.variantId`, c.unknownVariant);
      }
      if (moved.outcome === 'short') {
        const i = sale.lines.findIndex((line) => line.variantId === moved.variantId);
        throw fieldRefusal(
          409,
          `lines.${i}.quantity`,
          c.stockShort(lineName(tools.get(moved.variantId)!), moved.stock),
        );
      }
      if (sale.offline) {
        checkOfflineBelowZero(
          lines.map((line) => ({ ...line, name: lineName(tools.get(line.variantId)!) })),
          moved.variants,
        );
      }
      const belowZero = moved.variants
        .filter((variant) => variant.availableQuantity < 0)
        .map((variant) => ({
          variantId: variant.id,
          name: lineName(tools.get(variant.id)!),
          stock: variant.availableQuantity,
        }));
      const [row] = await tx
        .insert(counterSales)
        .values({
          saleId: sale.saleId,
          fingerprint,
          orderId: order.id,
          sessionId: session.id,
          cashierUid: taker.uid,
          cashierEmail: taker.email,
          totalCents,
          units,
          cashTenderedCents: money.tenderedCents,
          changeCents: money.changeCents,
          cardCents: money.cardCents,
          cardReference: money.cardReference,
          digitalMethod: money.digitalMethod,
          digitalCents: money.digitalCents,
          digitalReference: money.digitalReference,
          accountCents: money.accountCents,
          roundingCents: money.roundingCents,
          offline: sale.offline,
          takenAt: sale.offline ? at : null,
          belowZero,
        })
        // The payer's reference paid another sale (its unique index): this one records nothing.
        .onConflictDoNothing()
        .returning();
      if (!row) throw await referenceUsed(tx, money.digitalMethod!, money.digitalReference!);
      // The customer gave an address: their receipt goes out with the sale, once (a replay sells nothing).
      if (sale.customerEmail) {
        await queueCounterReceipt(
          tx,
          { orderId: order.id, orderNumber: order.number },
          sale.customerEmail,
          taker.uid,
        );
      }
      if (money.accountCents > 0) {
        await chargeAccount(tx, {
          orderId: order.id,
          customerId: sale.customerId!,
          amountCents: money.accountCents,
          at,
          invoiced: true,
          caller,
          override: sale.override ? { reason: sale.overrideReason ?? '' } : null,
          currency: counterMoney.currency,
          timeZone: tax.timeZone,
          path: `payments.${sale.payments.findIndex((p) => p.method === 'account')}.amount`,
        });
      }
      // After every other write but the counts, which orderTransaction writes as it commits.
      const invoiced = await issueInvoice(tx, order, tax, money.roundingCents);
      return {
        replayed: false as const,
        sale: saleOut(row, invoiced, session.register),
        order: invoiced,
        products: moved.products,
        becameLow: moved.becameLow,
      };
    });

  return {
    /** Sells, or answers the sale this `saleId` already made (`replayed`). */
    async sell(caller: Caller, sale: CounterSaleRequest): Promise<{ replayed: boolean; sale: CounterSale }> {
      const done = await sellOnce(caller, sale);
      if (!done.replayed) await announce('created', done.order, done.products, done.becameLow);
      return { replayed: done.replayed, sale: done.sale };
    },
  };
}

export type CounterSales = ReturnType<typeof createCounterSales>;
