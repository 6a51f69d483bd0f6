import { useState } from 'react';
import type { CustomerAccount } from '@shared/creditSchemas';
import type { NonCashMethod } from '@shared/orderStates';
import { NO_BUSINESS, type BusinessBuyerEntry } from './BusinessBuyer';
import type { AccountOverride } from './onAccount';
import type { Tender } from './saleCart';

const NO_TENDER: Tender = { cash: '', method: 'card', other: '', reference: '', account: '' };
const NO_OVERRIDE: AccountOverride = { on: false, reason: '' };

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
  /** The customer whose account the sale goes on, as the lookup found them. */
  customer: CustomerAccount | null;
  /** An admin selling beyond the customer's credit, and why. */
  override: AccountOverride;
  amountField(field: 'cash' | 'other' | 'account'): AmountField;
  /** The way paid besides cash; a reference typed for another way is dropped. */
  setMethod(method: NonCashMethod): void;
  setReference(reference: string): void;
  setCustomerEmail(email: string): void;
  setBusiness(business: BusinessBuyerEntry): void;
  /** Chooses the customer, or none: on account and its override go with the one before. */
  setCustomer(customer: CustomerAccount | null): void;
  setOverride(override: AccountOverride): void;
  /** Cash for exactly the cash due (what the other way leaves, rounded to the shop's cash step). */
  exactCash(cashDue: number): void;
  clear(): void;
}

/**
 * What the customer hands over for the sale (cash, another way and its reference, or on their account),
 * where its receipt goes, the business buying, if one is, and the customer whose account it goes on.
 */
export function useTender(): TenderEntry {
  const [tender, setTender] = useState<Tender>(NO_TENDER);
  const [customerEmail, setCustomerEmail] = useState('');
  const [business, setBusiness] = useState<BusinessBuyerEntry>(NO_BUSINESS);
  const [customer, setCustomerNow] = useState<CustomerAccount | null>(null);
  const [override, setOverride] = useState<AccountOverride>(NO_OVERRIDE);
  return {
    tender,
    customerEmail,
    business,
    customer,
    override,
    amountField: (field) => ({
      value: tender[field] ?? '',
      onChange: (value) =>
        setTender((current) => ({ ...current, [field]: value === '' ? '' : Number(value) })),
    }),
    setMethod: (method) =>
      setTender((current) => (current.method === method ? current : { ...current, method, reference: '' })),
    setReference: (reference) => setTender((current) => ({ ...current, reference })),
    setCustomerEmail,
    setBusiness,
    setCustomer: (chosen) => {
      setCustomerNow(chosen);
      setTender((current) => ({ ...current, account: '' }));
      setOverride(NO_OVERRIDE);
    },
    setOverride,
    exactCash: (cashDue) => setTender((current) => ({ ...current, cash: cashDue })),
    clear: () => {
      setTender(NO_TENDER);
      setCustomerEmail('');
      setBusiness(NO_BUSINESS);
      setCustomerNow(null);
      setOverride(NO_OVERRIDE);
    },
  };
}
