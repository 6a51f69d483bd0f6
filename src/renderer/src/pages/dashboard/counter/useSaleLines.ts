import { useState } from 'react';
import type { CounterItem } from '@shared/counterSchemas';
import * as cart from './saleCart';

export interface SaleLines {
  lines: cart.SaleLine[];
  /** Adds `item` as scanned or typed as `code`, or one more of it when it is on the sale already. */
  add(item: CounterItem, code: string): void;
  /** One more of the line scanned as `code`: false when the sale has none (look the code up). */
  addOneMore(code: string): boolean;
  setQuantity(variantId: string, quantity: number): void;
  remove(variantId: string): void;
  clear(): void;
}

/** The lines of the sale on the counter's screen, until it is paid or cleared. */
export function useSaleLines(): SaleLines {
  const [lines, setLines] = useState<cart.SaleLine[]>([]);
  return {
    lines,
    add: (item, code) => setLines((current) => cart.addItem(current, item, code)),
    addOneMore: (code) => {
      const more = cart.addOneMore(lines, code);
      if (more) setLines(more);
      return more !== null;
    },
    setQuantity: (variantId, quantity) =>
      setLines((current) => cart.setQuantity(current, variantId, quantity)),
    remove: (variantId) => setLines((current) => cart.removeLine(current, variantId)),
    clear: () => setLines([]),
  };
}
