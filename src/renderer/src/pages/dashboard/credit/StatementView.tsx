import { useState } from 'react';
import { Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { statementQuerySchema, type Statement } from '@shared/creditSchemas';
import type { StatementPeriod } from '@shared/statementFiles';
import { statementText } from '@shared/strings/credit';
import { creditText } from '@shared/strings/labels/credit';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { saveStatementPdf } from '../../../credit/saveStatementPdf';
import { formatPrice } from '../../../money';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { NumberCell } from '../../../ui/NumberCell';
import { QueryState } from '../../../ui/QueryState';

const t = creditText.statement;

type Entry = Statement['entries'][number];

const entryName = (entry: Entry): string =>
  entry.kind === 'invoice'
    ? statementText.invoice(entry.reference)
    : entry.kind === 'credit_note'
      ? statementText.creditNote(entry.reference)
      : t.paymentEntry(entry.reference);

/** Each entry with the running balance, between the opening and closing balances. */
function StatementTable({ statement }: { statement: Statement }) {
  const caption = t.caption(statement.from, statement.to);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={6} aria-label={caption} data-testid="statement">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{statementText.date}</Table.Th>
            <Table.Th>{statementText.entry}</Table.Th>
            <Table.Th>{t.due}</Table.Th>
            <Table.Th ta="right">{statementText.debit}</Table.Th>
            <Table.Th ta="right">{statementText.credit}</Table.Th>
            <Table.Th ta="right">{statementText.balance}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{statement.from}</Table.Td>
            <Table.Th scope="row" fw={600} colSpan={4}>
              {statementText.openingBalance}
            </Table.Th>
            <NumberCell fw={600}>{formatPrice(statement.openingBalance)}</NumberCell>
          </Table.Tr>
          {statement.entries.map((entry, index) => (
            <Table.Tr key={`${entry.at}-${index}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{entry.date}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{entryName(entry)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{entry.dueOn ?? ''}</Table.Td>
              <NumberCell>{entry.amount > 0 ? formatPrice(entry.amount) : ''}</NumberCell>
              <NumberCell>{entry.amount < 0 ? formatPrice(-entry.amount) : ''}</NumberCell>
              <NumberCell>{formatPrice(entry.balance)}</NumberCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td>{statement.to}</Table.Td>
            <Table.Th scope="row" colSpan={4}>
              {statementText.closingBalance}
            </Table.Th>
            <NumberCell fw={700} data-testid="statement-closing">
              {formatPrice(statement.closingBalance)}
            </NumberCell>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What is typed in a day's field, as the period sends it: an empty field leaves that side open. */
const periodOf = (from: string, to: string): StatementPeriod => ({
  ...(from !== '' && { from }),
  ...(to !== '' && { to }),
});

/**
 * A customer's statement (docs/credit.md), for the whole account or any days: on screen, saved as its
 * PDF, or emailed to the customer. Staff see any customer's; a customer their own.
 */
export function StatementView({ customerId, name }: { customerId: string; name: string }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const period = periodOf(from, to);
  const checked = statementQuerySchema.safeParse(period);
  const problemOf = (field: 'from' | 'to') =>
    checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === field)?.message;
  const statement = useQuery({
    queryKey: queryKeys.statement(customerId, period),
    queryFn: () => call('customerStatement', { params: { id: customerId }, query: period }),
    enabled: checked.success,
  });
  const download = useMutation({
    mutationFn: () => saveStatementPdf(customerId, name, period),
    onSuccess: (saved) => saved && notifySuccess(t.downloaded),
    onError: notifyError,
  });
  const email = useMutation({
    mutationFn: () => call('emailCustomerStatement', { params: { id: customerId }, body: period }),
    onSuccess: (sent) => notifySuccess(t.emailed(sent.to)),
    onError: notifyError,
  });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="statement-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={3} size="h4" id="statement-heading">
            {t.heading}
          </Title>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={download.isPending}
              disabled={!checked.success}
              onClick={() => download.mutate()}
            >
              {t.downloadPdf}
            </Button>
            <Button
              variant="light"
              leftSection={<IconMail size={16} aria-hidden />}
              loading={email.isPending}
              disabled={!checked.success}
              onClick={() => email.mutate()}
            >
              {t.email}
            </Button>
          </Group>
        </Group>
        <Group align="flex-start" gap="sm">
          <TextInput
            type="date"
            label={t.from}
            value={from}
            error={problemOf('from')}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t.to}
            value={to}
            error={problemOf('to')}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t.wholeHistory}
        </Text>
        {checked.success && (
          <QueryState query={statement}>
            {(current) => (
              <>
                <StatementTable statement={current} />
                {current.entries.length === 0 && <Text size="sm">{t.nothing}</Text>}
              </>
            )}
          </QueryState>
        )}
      </Stack>
    </Card>
  );
}
