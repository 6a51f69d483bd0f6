import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { creditText } from '@shared/strings/labels/credit';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRole } from '../../../stores/session';
import { DialogButton } from '../../../ui/DialogButton';
import { QueryState } from '../../../ui/QueryState';
import { PageHeading } from '../PageHeading';
import { AccountFigures } from './AccountFigures';
import { CreditTermsForm } from './CreditTermsForm';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { StatementView } from './StatementView';

const t = creditText.customerPage;

/**
 * `/dasboard/customers/:id` (staff; docs/credit.md): a customer's account with the shop. Their credit
 * (limit, terms, what is owed, available and overdue), the admin's terms, a payment recorded, and the
 * statement on screen, as a PDF or by email.
 */
export function CustomerAccountPage() {
  const { id = '' } = useParams();
  const admin = useRole() === 'admin';
  const account = useQuery({
    queryKey: queryKeys.customerAccount(id),
    queryFn: () => call('customerAccount', { params: { id } }),
  });
  return (
    <>
      <PageHeading title={account.data ? t.title(account.data.name) : t.fallbackTitle} />
      <QueryState query={account}>
        {(current) => (
          <Stack gap="md">
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="credit-heading">
              <Stack gap="sm">
                <Group justify="space-between" align="center" gap="xs">
                  <Title order={3} size="h4" id="credit-heading">
                    {creditText.account.heading}
                  </Title>
                  <DialogButton
                    leftSection={<IconCash size={16} aria-hidden />}
                    dialog={(close) => <RecordPaymentDialog customer={current} onClose={close} />}
                  >
                    {creditText.payment.open}
                  </DialogButton>
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[current.email, current.phone].filter((part) => part !== '').join(' · ')}
                </Text>
                <AccountFigures account={current} />
                {admin && (
                  <>
                    <Divider />
                    <CreditTermsForm key={`${current.creditLimit}/${current.termsDays}`} account={current} />
                  </>
                )}
              </Stack>
            </Card>
            <StatementView customerId={current.customerId} name={current.name} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
