import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CounterSale, CounterSaleInput, RegisterReport } from '@shared/counterSchemas';
import type { CustomerAccount } from '@shared/creditSchemas';
import { normalisedReference } from '@shared/digitalPayments';
import { toCents } from '@shared/money';
import { creditErrors } from '@shared/strings/credit';
import { counterText } from '@shared/strings/labels/counterScreen';
import { call } from '../../../api/client';
import { sellAtCounter } from '../../../api/counterSale';
import { queryKeys } from '../../../api/queryKeys';
import { useSession } from '../../../stores/session';
import { notifySuccess, readableError } from '../../../ui/notify';
import { offlineMark, offlineReceipt, receiptFromApi } from './receipts';
import type { SaleBuyer } from './BusinessBuyer';
import type { AccountOverride } from './onAccount';
import type { SaleLine, Settlement, Tender } from './saleCart';
import { useReceiptPrinting } from './printing';

/** The sale just paid, shown above the next customer's. */
export interface DoneSale {
  /** The receipt's number, or an offline sale's mark. */
  number: string;
  change: number;
  offline: boolean;
  /** Its invoice; none for a sale taken offline, which the server invoices once it has it. */
  invoiceNumber: string | null;
  /** The business it was sold to, if any. */
  businessName: string | null;
  /** What went on a customer's account, and whose: said under the sale. */
  onAccount: { amount: number; name: string } | null;
}

/** The sale on the screen as Pay finds it. */
export interface SaleToPay {
  lines: readonly SaleLine[];
  tender: Tender;
  customerEmail: string;
  /** The business buying, as the sale sends it; nothing for anyone else. */
  buyer: SaleBuyer;
  /** The customer whose account takes `tender.account`, and an admin's override of their credit. */
  customer: CustomerAccount | null;
  override: AccountOverride;
  settlement: Settlement;
}

export interface Checkout {
  /** The sale's own id, made when it starts: a digital payment's note names the sale by it. */
  saleId: string;
  paying: boolean;
  /** Why the sale was not recorded; it stays on the screen to pay again. */
  refusal: string | null;
  done: DoneSale | null;
  printing: ReturnType<typeof useReceiptPrinting>;
  /** Records the sale, then `onSold` readies the screen for the next customer and the receipt prints. */
  pay(sale: SaleToPay, onSold: () => void): Promise<void>;
  /** A new sale: its own saleId, no refusal. */
  startNext(): void;
  /** A new sale is being entered: the last one's panel goes. */
  forgetDone(): void;
}

/**
 * The sale as `POST /counter/sale` takes it: a payment for each way the customer paid. Cash goes
 * whenever the other way leaves something to pay, even none handed over: the server then rounds what
 * is left, as the screen did (a few paise left over may round to nothing).
 */
function saleInput(saleId: string, sessionId: string, takenBy: string, sale: SaleToPay): CounterSaleInput {
  const { tender, settlement } = sale;
  const payments: CounterSaleInput['payments'] = [];
  const other = tender.other === '' ? 0 : tender.other;
  const cash = tender.cash === '' ? 0 : tender.cash;
  const onAccount = sale.customer !== null && settlement.onAccount > 0 ? settlement.onAccount : 0;
  if (onAccount > 0) payments.push({ method: 'account', amount: onAccount });
  if (other > 0) {
    payments.push(
      tender.method === 'card'
        ? { method: 'card', amount: other, reference: tender.reference.trim() }
        : { method: tender.method, amount: other, reference: normalisedReference(tender.reference) },
    );
  }
  if (cash > 0 || toCents(settlement.total) > toCents(other) + toCents(onAccount))
    payments.push({ method: 'cash', tendered: cash });
  const customerEmail = sale.customerEmail.trim();
  return {
    saleId,
    sessionId,
    // Who is signed in at the till: a sale queued offline is theirs, whoever is signed in at its replay.
    ...(takenBy ? { takenBy } : {}),
    // The price charged goes too: a sale taken offline is recorded at it.
    lines: sale.lines.map((line) => ({
      variantId: line.item.variantId,
      quantity: line.quantity,
      unitPrice: line.item.price,
    })),
    payments,
    ...(customerEmail ? { customerEmail } : {}),
    ...sale.buyer,
    ...(onAccount > 0 && { customerId: sale.customer!.customerId }),
    ...(onAccount > 0 && sale.override.on && { override: true, overrideReason: sale.override.reason.trim() }),
  };
}

/**
 * Paying at the counter (docs/counter-screen.md): the sale sent once per saleId, recorded or queued
 * offline, its receipt emailed and printed, the drawer opened after cash.
 */
export function useCheckout(session: RegisterReport): Checkout {
  const queryClient = useQueryClient();
  const cashier = useSession((s) => s.user?.name || s.user?.email || '');
  const cashierUid = useSession((s) => s.identity?.uid ?? '');
  const printing = useReceiptPrinting();
  // Made when the sale starts and kept through retries: the server records a saleId once.
  const [saleId, setSaleId] = useState(() => crypto.randomUUID());
  const [paying, setPaying] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<DoneSale | null>(null);

  const pay = async (toPay: SaleToPay, onSold: () => void) => {
    const { settlement } = toPay;
    if (!settlement.payable || paying) return;
    setPaying(true);
    setRefusal(null);
    const sale = saleInput(saleId, session._id, cashierUid, toPay);
    // Cash handed over goes in the drawer; a cash payment of nothing (paise rounded away) opens nothing.
    const openDrawer = toPay.tender.cash !== '' && toPay.tender.cash > 0;
    try {
      const submitted = await sellAtCounter(sale);
      const onAccount = sale.payments.find((payment) => payment.method === 'account');
      if (submitted.outcome === 'refused') {
        // The web till's sale that did not reach the server says why on account needs it.
        setRefusal(onAccount && submitted.status === 0 ? creditErrors.accountOffline : submitted.message);
        return;
      }
      onSold();
      if (submitted.outcome === 'recorded') {
        const recorded = submitted.data as CounterSale;
        const orderNumber = String(recorded.number);
        setDone({
          number: orderNumber,
          change: recorded.change,
          offline: false,
          invoiceNumber: recorded.order.invoiceNumber,
          businessName: recorded.order.buyerBusinessName,
          onAccount:
            onAccount && toPay.customer ? { amount: settlement.onAccount, name: toPay.customer.name } : null,
        });
        // The server queued the receipt's email with the sale.
        if (recorded.order.email) notifySuccess(counterText.done.emailed(recorded.order.email));
        // What the customer owes and has left changed: their account, statement and the receivables.
        if (onAccount) void queryClient.invalidateQueries({ queryKey: queryKeys.credit });
        void printing.print(async () => ({
          openDrawer,
          receipt: receiptFromApi(await call('counterReceipt', { params: { orderNumber } })),
        }));
      } else {
        const takenAt = new Date().toISOString();
        setDone({
          number: offlineMark(sale.saleId),
          change: settlement.change,
          offline: true,
          invoiceNumber: null,
          businessName: toPay.buyer.buyerBusinessName ?? null,
          onAccount: null,
        });
        void queryClient.invalidateQueries({ queryKey: queryKeys.saleQueue });
        void printing.print(async () => ({
          openDrawer,
          receipt: offlineReceipt({
            saleId: sale.saleId,
            takenAt,
            register: session.register,
            cashier,
            lines: toPay.lines,
            tender: toPay.tender,
            rounding: settlement.rounding,
            change: settlement.change,
          }),
        }));
      }
    } catch (error) {
      setRefusal(readableError(error));
    } finally {
      setPaying(false);
    }
  };

  return {
    saleId,
    paying,
    refusal,
    done,
    printing,
    pay,
    startNext: () => {
      setSaleId(crypto.randomUUID());
      setRefusal(null);
    },
    forgetDone: () => setDone(null),
  };
}
