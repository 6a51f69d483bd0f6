import { useQuery } from '@tanstack/react-query';
import { toCents } from '@shared/money';
import { creditErrors } from '@shared/strings/credit';
import { creditText } from '@shared/strings/labels/credit';
import { call } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import { formatPrice } from '../money';
import { useSession } from '../stores/session';

/** "Pay on account" as checkout offers it: what it says, or why it cannot pay this order. */
export interface AccountChoice {
  hint: string;
  refusal: string | null;
}

/**
 * Whether the signed-in customer may pay an order of `total` on their account (docs/credit.md): offered
 * to a customer with credit, refused (and said why) past the overdue block or beyond what is available.
 * Null for anyone without credit, and for staff, who sell on account at the counter. The server judges
 * again as the order is placed.
 */
export function useAccountChoice(total: number): AccountChoice | null {
  const customerId = useSession((s) => (s.user?.role === 'user' ? s.user._id : null));
  const account = useQuery({
    queryKey: queryKeys.customerAccount(customerId ?? ''),
    queryFn: () => call('customerAccount', { params: { id: customerId! } }),
    enabled: customerId !== null,
  }).data;
  if (!account || account.creditLimit === 0) return null;
  const available = formatPrice(account.available);
  const refusal =
    account.blocked === 'overdue'
      ? creditErrors.overdue(account.overdueDays)
      : toCents(total) > toCents(account.available)
        ? creditText.checkout.notEnough(available)
        : null;
  return {
    hint: creditText.checkout.hint(available, creditText.account.termsDays(account.termsDays)),
    refusal,
  };
}
