import { useState } from 'react';
import type { Tender } from './saleCart';

const NO_TENDER: Tender = { cash: '', card: '', reference: '' };

/** The value and onChange of the cash or card amount's field. */
export interface AmountField {
  value: number | '';
  onChange: (value: number | string) => void;
}

export interface TenderEntry {
  tender: Tender;
  /** Where the receipt is emailed; blank for none. */
  customerEmail: string;
  amountField(method: 'cash' | 'card'): AmountField;
  setReference(reference: string): void;
  setCustomerEmail(email: string): void;
  /** Cash for exactly what the card leaves of `total`. */
  exactCash(total: number): void;
  clear(): void;
}

/** What the customer hands over for the sale (cash, card and its reference) and where its receipt goes. */
export function useTender(): TenderEntry {
  const [tender, setTender] = useState<Tender>(NO_TENDER);
  const [customerEmail, setCustomerEmail] = useState('');
  return {
    tender,
    customerEmail,
    amountField: (method) => ({
      value: tender[method],
      onChange: (value) =>
        setTender((current) => ({ ...current, [method]: value === '' ? '' : Number(value) })),
    }),
    setReference: (reference) => setTender((current) => ({ ...current, reference })),
    setCustomerEmail,
    exactCash: (total) =>
      setTender((current) => ({ ...current, cash: Math.max(0, total - (current.card || 0)) })),
    clear: () => {
      setTender(NO_TENDER);
      setCustomerEmail('');
    },
  };
}
