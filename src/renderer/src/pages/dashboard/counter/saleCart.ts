/**
 * The sale on the counter's screen before it is paid: its lines and what the payments make of its
 * total, in cents so the change is exact. The server prices the sale again; this is what the
 * cashier and the customer see meanwhile.
 */
import { cashOverLimit } from '@shared/cashLimit';
import { settleCash } from '@shared/cashRounding';
import type { Currency } from '@shared/currency';
import type { CounterItem } from '@shared/counterSchemas';
import { referenceProblem } from '@shared/digitalPayments';
import { toCents, toDollars } from '@shared/money';
import type { NonCashMethod } from '@shared/orderStates';

export interface SaleLine {
  item: CounterItem;
  quantity: number;
  /** The code it was scanned or typed as: the live stock is looked up by it again. */
  code: string;
}

/** Adds `item`, or one more of it when it is on the sale already (a second scan). */
export function addItem(lines: readonly SaleLine[], item: CounterItem, code: string): SaleLine[] {
  const index = lines.findIndex((line) => line.item.variantId === item.variantId);
  if (index === -1) return [...lines, { item, quantity: 1, code }];
  return lines.map((line, i) => (i === index ? { ...line, item, quantity: line.quantity + 1 } : line));
}

/** One more of the line scanned as `code`, when there is one; null otherwise (look the code up). */
export function addOneMore(lines: readonly SaleLine[], code: string): SaleLine[] | null {
  const wanted = code.toLowerCase();
  const index = lines.findIndex(
    (line) =>
      line.code.toLowerCase() === wanted ||
      line.item.barcode === code ||
      line.item.sku?.toLowerCase() === wanted,
  );
  if (index === -1) return null;
  return lines.map((line, i) => (i === index ? { ...line, quantity: line.quantity + 1 } : line));
}

export function setQuantity(lines: readonly SaleLine[], variantId: string, quantity: number): SaleLine[] {
  return lines.map((line) => (line.item.variantId === variantId ? { ...line, quantity } : line));
}

export function removeLine(lines: readonly SaleLine[], variantId: string): SaleLine[] {
  return lines.filter((line) => line.item.variantId !== variantId);
}

export const lineTotalCents = (line: SaleLine): number => toCents(line.item.price) * line.quantity;

export const saleTotalCents = (lines: readonly SaleLine[]): number =>
  lines.reduce((sum, line) => sum + lineTotalCents(line), 0);

/**
 * What the customer hands over: cash, and at most one other way — `method` (card, UPI, bKash or Nagad)
 * paying `other` exactly, confirmed by its `reference`, or `account`, put on a named customer's account
 * (docs/credit.md).
 */
export interface Tender {
  cash: number | '';
  method: NonCashMethod;
  other: number | '';
  reference: string;
  /** Left out: nothing on account. */
  account?: number | '';
}

export interface Settlement {
  total: number;
  /** The cash due: what the other way leaves, rounded to the shop's cash step. */
  cashDue: number;
  /** The cash due's rounding (due − exact); 0 when nothing is rounded. */
  rounding: number;
  /** Cash to hand back: cash beyond the cash due. */
  change: number;
  /** What the payments do not cover yet. */
  stillToPay: number;
  /** On the customer's account (docs/credit.md). */
  onAccount: number;
  /**
   * Whether the sale can be paid as it stands: lines, whole quantities, the total covered, a reference,
   * on account beside cash only, cash under the law's limit. Whether the customer's credit allows it
   * is ./onAccount's to say.
   */
  payable: boolean;
  /** The cash due is at the limit the law sets on cash from one buyer, or above (@shared/cashLimit). */
  cashOverLimit: boolean;
}

const cents = (value: number | '' | undefined) => (value === '' || value === undefined ? 0 : toCents(value));

/** Why the other way's reference does not do yet, or null: a card's is any text, a digital one has its shape. */
export function otherReferenceProblem(tender: Pick<Tender, 'method' | 'reference'>): string | null {
  if (tender.method === 'card') return tender.reference.trim() === '' ? '' : null;
  return referenceProblem(tender.method, tender.reference);
}

/**
 * The sale's money as the server will settle it, with cash rounded to `cashStepCents` (../cashRounding)
 * and held under `currency`'s cash limit.
 */
export function settle(
  lines: readonly SaleLine[],
  tender: Tender,
  cashStepCents: number,
  currency: Currency,
): Settlement {
  const total = saleTotalCents(lines);
  const other = cents(tender.other);
  const account = cents(tender.account);
  const cash = cents(tender.cash);
  const nonCash = other + account;
  const { dueCents, roundingCents, changeCents, shortCents } = settleCash(
    total,
    nonCash,
    cash,
    cashStepCents,
  );
  const overLimit = cashOverLimit(dueCents, currency);
  const quantitiesWhole = lines.every((line) => Number.isInteger(line.quantity) && line.quantity >= 1);
  const otherFits =
    nonCash <= total &&
    (other === 0 || otherReferenceProblem(tender) === null) &&
    // On account pays alone or beside cash, as the server takes it.
    (other === 0 || account === 0);
  return {
    total: toDollars(total),
    cashDue: toDollars(dueCents),
    rounding: toDollars(roundingCents),
    change: toDollars(changeCents),
    stillToPay: toDollars(shortCents),
    onAccount: toDollars(account),
    payable:
      lines.length > 0 &&
      quantitiesWhole &&
      shortCents === 0 &&
      otherFits &&
      cash + nonCash > 0 &&
      !overLimit,
    cashOverLimit: overLimit,
  };
}
