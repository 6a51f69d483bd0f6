/**
 * The sale on the counter's screen before it is paid: its lines and what the payments make of its
 * total, in cents so the change is exact. The server prices the sale again; this is what the
 * cashier and the customer see meanwhile.
 */
import type { CounterItem } from '@shared/counterSchemas';
import { toCents, toDollars } from '@shared/money';

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

export interface Tender {
  cash: number | '';
  card: number | '';
  reference: string;
}

export interface Settlement {
  total: number;
  /** Cash to hand back: cash beyond what the card left to pay. */
  change: number;
  /** What the payments do not cover yet. */
  stillToPay: number;
  /** Whether the sale can be paid as it stands: lines, whole quantities, the total covered, a card's reference. */
  payable: boolean;
}

const cents = (value: number | '') => (value === '' ? 0 : toCents(value));

export function settle(lines: readonly SaleLine[], tender: Tender): Settlement {
  const total = saleTotalCents(lines);
  const card = cents(tender.card);
  const cash = cents(tender.cash);
  const leftAfterCard = Math.max(0, total - card);
  const change = Math.max(0, cash - leftAfterCard);
  const stillToPay = Math.max(0, leftAfterCard - cash);
  const quantitiesWhole = lines.every((line) => Number.isInteger(line.quantity) && line.quantity >= 1);
  const cardFits = card <= total && (card === 0 || tender.reference.trim() !== '');
  return {
    total: toDollars(total),
    change: toDollars(change),
    stillToPay: toDollars(stillToPay),
    payable: lines.length > 0 && quantitiesWhole && stillToPay === 0 && cardFits && cash + card > 0,
  };
}
