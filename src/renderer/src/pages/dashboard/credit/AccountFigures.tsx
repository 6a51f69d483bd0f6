import { Alert, SimpleGrid, Text } from '@mantine/core';
import type { CustomerAccount } from '@shared/creditSchemas';
import { creditText } from '@shared/strings/labels/credit';
import { formatPrice } from '../../../money';
import { Figure } from '../../../ui/Figure';

const t = creditText.account;

/**
 * A customer's account at a glance: the limit and terms, what is owed, what is still available on
 * account and how far past due the oldest invoice is; what was paid in advance and the web orders not
 * yet invoiced when there are any; and why on account is refused now, when it is.
 */
export function AccountFigures({
  account,
  noCreditText = t.noCredit,
}: {
  account: CustomerAccount;
  /** What a customer without credit is told: staff of the customer, the customer of themselves. */
  noCreditText?: string;
}) {
  const noCredit = account.creditLimit === 0;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="sm">
        <Figure label={t.creditLimit} testId="account-limit">
          {formatPrice(account.creditLimit)}
        </Figure>
        <Figure label={t.terms} testId="account-terms">
          {t.termsDays(account.termsDays)}
        </Figure>
        <Figure label={t.owed} testId="account-owed">
          {formatPrice(account.owed)}
        </Figure>
        <Figure label={t.available} testId="account-available">
          {formatPrice(account.available)}
        </Figure>
        <Figure label={t.overdue} testId="account-overdue">
          <Text span inherit c={account.overdueDays > 0 ? 'red.8' : undefined}>
            {t.overdueDays(account.overdueDays)}
          </Text>
        </Figure>
        {account.credit > 0 && (
          <Figure label={t.keptAsCredit} testId="account-credit">
            {formatPrice(account.credit)}
          </Figure>
        )}
        {account.pending > 0 && (
          <Figure label={t.pending} testId="account-pending">
            {formatPrice(account.pending)}
          </Figure>
        )}
      </SimpleGrid>
      {noCredit ? (
        <Text size="sm" c="dimmed">
          {noCreditText}
        </Text>
      ) : (
        account.blocked === 'overdue' && (
          <Alert color="red" variant="light">
            {t.paused(account.overdueDays)}
          </Alert>
        )
      )}
    </>
  );
}
