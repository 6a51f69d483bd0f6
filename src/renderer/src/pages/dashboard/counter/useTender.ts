import { useState } from 'react';
import type { NonCashMethod } from '@shared/orderStates';
import { NO_BUSINESS, type BusinessBuyerEntry } from './BusinessBuyer';
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
  /** A business buying, for its tax invoice. */
  business: BusinessBuyerEntry;
  amountField(field: 'cash' | 'other'): AmountField;
  /** The way paid besides cash; a reference typed for another way is dropped. */
  setMethod(method: NonCashMethod): void;
  setReference(reference: string): void;
  setCustomerEmail(email: string): void;
  setBusiness(business: BusinessBuyerEntry): void;
  /** Cash for exactly the cash due (what the other way leaves, rounded to the shop's cash step). */
  exactCash(cashDue: number): void;
  clear(): void;
}

/**
 * What the customer hands over for the sale (cash, another way and its reference), where its receipt
 * goes, and the business buying, if one is.
 */
export function useTender(): TenderEntry {
  const [tender, setTender] = useState<Tender>(NO_TENDER);
  const [customerEmail, setCustomerEmail] = useState('');
  const [business, setBusiness] = useState<BusinessBuyerEntry>(NO_BUSINESS);
  return {
    tender,
    customerEmail,
    business,
    amountField: (field) => ({
      value: tender[field],
      onChange: (value) =>
        setTender((current) => ({ ...current, [field]: value === '' ? '' : Number(value) })),
    }),
    setMethod: (method) =>
      setTender((current) => (current.method === method ? current : { ...current, method, reference: '' })),
    setReference: (reference) => setTender((current) => ({ ...current, reference })),
    setCustomerEmail,
    setBusiness,
    exactCash: (cashDue) => setTender((current) => ({ ...current, cash: cashDue })),
    clear: () => {
      setTender(NO_TENDER);
      setCustomerEmail('');
      setBusiness(NO_BUSINESS);
    },
  };
}
