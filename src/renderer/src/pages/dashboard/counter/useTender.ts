import { useState } from 'react';
import type { NonCashMethod } from '@shared/orderStates';
import type { Tender } from './saleCart';

const NO_TENDER: Tender = { cash: '', method: 'card', other: '', reference: '' };

/** The value and onChange of the cash or other way's amount field. */
export interface AmountField {
  value: number | '';
  onChange: (value: number | string) => void;
}

export interface TenderEntry {
  tender: Tender;
  /** Where the receipt is emailed; blank for none. */
  customerEmail: string;
  amountField(field: 'cash' | 'other'): AmountField;
  /** The way paid besides cash; a reference typed for another way is dropped. */
  setMethod(method: NonCashMethod): void;
  setReference(reference: string): void;
  setCustomerEmail(email: string): void;
  /** Cash for exactly the cash due (what the other way leaves, rounded to the shop's cash step). */
  exactCash(cashDue: number): void;
  clear(): void;
}

/** What the customer hands over for the sale (cash, another way and its reference) and where its receipt goes. */
export function useTender(): TenderEntry {
  const [tender, setTender] = useState<Tender>(NO_TENDER);
  const [customerEmail, setCustomerEmail] = useState('');
  return {
    tender,
    customerEmail,
    amountField: (field) => ({
      value: tender[field],
      onChange: (value) =>
        setTender((current) => ({ ...current, [field]: value === '' ? '' : Number(value) })),
    }),
    setMethod: (method) =>
      setTender((current) => (current.method === method ? current : { ...current, method, reference: '' })),
    setReference: (reference) => setTender((current) => ({ ...current, reference })),
    setCustomerEmail,
    exactCash: (cashDue) => setTender((current) => ({ ...current, cash: cashDue })),
    clear: () => {
      setTender(NO_TENDER);
      setCustomerEmail('');
    },
  };
}
