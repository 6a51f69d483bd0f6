import { Card, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { creditText } from '@shared/strings/labels/credit';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { QueryState } from '../../../ui/QueryState';
import { PageHeading } from '../PageHeading';
import { useAccount } from '../useAccount';
import { AccountFigures } from './AccountFigures';
import { StatementView } from './StatementView';

/**
 * `/dasboard/myaccount` (customers; docs/credit.md): the signed-in customer's account with the shop —
 * their credit, what they owe and what is due — and their statement, on screen, as a PDF or by email.
 */
export function MyAccountPage() {
  const customerId = useAccount().user?._id ?? '';
  const account = useQuery({
    queryKey: queryKeys.customerAccount(customerId),
    queryFn: () => call('customerAccount', { params: { id: customerId } }),
    enabled: customerId !== '',
  });
  return (
    <>
      <PageHeading title={creditText.myAccount.title} />
      <QueryState query={account}>
        {(current) => (
          <Stack gap="md">
            <Card
              withBorder
              radius="md"
              padding="md"
              component="section"
              aria-label={creditText.account.heading}
            >
              <Stack gap="sm">
                <AccountFigures account={current} noCreditText={creditText.myAccount.noCredit} />
              </Stack>
            </Card>
            <StatementView customerId={current.customerId} name={current.name} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
