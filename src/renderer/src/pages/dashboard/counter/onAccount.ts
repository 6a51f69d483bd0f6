/**
 * On account at the till (docs/credit.md): whether the named customer's credit takes what the cashier
 * puts on it, as the server will judge it — so the till says why before Pay, and an admin may override.
 */
import type { CustomerAccount } from '@shared/creditSchemas';
import { toCents } from '@shared/money';
import { creditErrors } from '@shared/strings/credit';
import { creditText } from '@shared/strings/labels/credit';

/** An admin selling beyond the customer's credit or past the overdue block, and why (kept with their name). */
export interface AccountOverride {
  on: boolean;
  reason: string;
}

export interface OnAccountVerdict {
  /** Why the sale cannot go on the account as it stands; null when it can. */
  refusal: string | null;
  /**
   * Whether it needs an admin's override (beyond the limit, or past the overdue block): the override's
   * switch and reason stay on screen while it does.
   */
  overridable: boolean;
}

const ALLOWED: OnAccountVerdict = { refusal: null, overridable: false };

/**
 * `amount` on `customer`'s account: refused offline (the credit cannot be checked), for a customer
 * without credit, past the overdue block or beyond the available credit unless an admin overrides with
 * a reason. `formatPrice` writes the available amount in the shop's currency.
 */
export function onAccountVerdict({
  customer,
  amount,
  override,
  offline,
  formatPrice,
}: {
  customer: CustomerAccount | null;
  amount: number;
  override: AccountOverride;
  offline: boolean;
  formatPrice: (amount: number) => string;
}): OnAccountVerdict {
  if (customer === null || amount <= 0) return ALLOWED;
  if (offline) return { refusal: creditErrors.accountOffline, overridable: false };
  if (customer.blocked === 'no_credit') return { refusal: creditErrors.noCredit, overridable: false };
  const overLimit = toCents(amount) > toCents(customer.available);
  const overdue = customer.blocked === 'overdue';
  if (!overLimit && !overdue) return ALLOWED;
  if (override.on) {
    return {
      refusal: override.reason.trim() === '' ? creditErrors.overrideReasonRequired : null,
      overridable: true,
    };
  }
  return {
    refusal: overdue
      ? creditErrors.overdue(customer.overdueDays)
      : creditText.till.overLimit(formatPrice(customer.available)),
    overridable: true,
  };
}
