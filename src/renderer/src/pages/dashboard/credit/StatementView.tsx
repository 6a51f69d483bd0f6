import { useState } from 'react';
import { Box, Button, Card, Group, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { STATEMENT_PAGE_ENTRIES, statementPeriodSchema, type Statement } from '@shared/creditSchemas';
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

/** Wide enough for the statement's six columns; below it, three (what, how much, balance). */
const WIDE_SCREEN = '(min-width: 48em)';

/** An entry's amount as one column says it: an invoice adds, a payment or credit note takes off. */
const signedAmount = (amount: number) => (amount < 0 ? `−${formatPrice(-amount)}` : formatPrice(amount));

/**
 * Each entry with the running balance, between the opening and closing balances: on a wide screen the
 * statement's own columns (as its PDF prints them), on a phone each entry's date and due day under its
 * name and one amount column, so the balance stays in view.
 */
function StatementTable({ statement }: { statement: Statement }) {
  const wide = useMediaQuery(WIDE_SCREEN, true, { getInitialValueInEffect: false });
  const caption = t.caption(statement.from, statement.to);
  const amountColumns = wide ? 2 : 1;
  const firstPage = statement.page === 1;
  const lastPage = statement.page === statement.pages;
  const lastEntry = statement.entries.at(-1);
  const dateCell = (day: string) =>
    wide ? <Table.Td style={{ whiteSpace: 'nowrap' }}>{day}</Table.Td> : null;
  const balanceRow = (label: string, day: string, amount: number, testId?: string) => (
    <Table.Tr>
      {dateCell(day)}
      <Table.Th scope="row" fw={600} colSpan={(wide ? 2 : 1) + amountColumns}>
        {label}
        {!wide && (
          <Text size="xs" c="dimmed" fw={400}>
            {day}
          </Text>
        )}
      </Table.Th>
      <NumberCell fw={700} data-testid={testId}>
        {formatPrice(amount)}
      </NumberCell>
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={wide ? 640 : 0}>
      <Table verticalSpacing={6} aria-label={caption} data-testid="statement">
        <Table.Thead>
          <Table.Tr>
            {wide && <Table.Th>{statementText.date}</Table.Th>}
            <Table.Th>{statementText.entry}</Table.Th>
            {wide && <Table.Th>{t.due}</Table.Th>}
            {wide ? (
              <>
                <Table.Th ta="right">{statementText.debit}</Table.Th>
                <Table.Th ta="right">{statementText.credit}</Table.Th>
              </>
            ) : (
              <Table.Th ta="right">{t.amount}</Table.Th>
            )}
            <Table.Th ta="right">{statementText.balance}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {firstPage
            ? balanceRow(statementText.openingBalance, statement.from, statement.openingBalance)
            : balanceRow(
                t.broughtForward,
                statement.entries[0]?.date ?? statement.from,
                statement.broughtForward,
              )}
          {statement.entries.map((entry, index) => (
            <Table.Tr key={`${entry.at}-${index}`}>
              {dateCell(entry.date)}
              {/* An invoice's number is never cut ("INV/26-27/00001" over "2" reads as invoice 1): a
                  word is broken only when it cannot fit at all. */}
              <Table.Td style={{ overflowWrap: 'break-word' }}>
                {entryName(entry)}
                {!wide && (
                  <Text size="xs" c="dimmed">
                    {entry.dueOn ? `${entry.date} · ${statementText.due(entry.dueOn)}` : entry.date}
                  </Text>
                )}
              </Table.Td>
              {wide && <Table.Td style={{ whiteSpace: 'nowrap' }}>{entry.dueOn ?? ''}</Table.Td>}
              {wide ? (
                <>
                  <NumberCell>{entry.amount > 0 ? formatPrice(entry.amount) : ''}</NumberCell>
                  <NumberCell>{entry.amount < 0 ? formatPrice(-entry.amount) : ''}</NumberCell>
                </>
              ) : (
                <NumberCell>{signedAmount(entry.amount)}</NumberCell>
              )}
              <NumberCell>{formatPrice(entry.balance)}</NumberCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {lastPage || !lastEntry
            ? balanceRow(
                statementText.closingBalance,
                statement.to,
                statement.closingBalance,
                'statement-closing',
              )
            : balanceRow(t.carriedForward, lastEntry.date, lastEntry.balance)}
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
  // Left out: the newest page. A new period starts again from its newest.
  const [page, setPage] = useState<number>();
  const period = periodOf(from, to);
  const checked = statementPeriodSchema.safeParse(period);
  const problemOf = (field: 'from' | 'to') =>
    checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === field)?.message;
  const statement = useQuery({
    queryKey: queryKeys.statement(customerId, { ...period, page }),
    queryFn: () =>
      call('customerStatement', { params: { id: customerId }, query: { ...period, ...(page && { page }) } }),
    enabled: checked.success,
    placeholderData: keepPreviousData,
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
            onChange={(event) => {
              setFrom(event.currentTarget.value);
              setPage(undefined);
            }}
          />
          <TextInput
            type="date"
            label={t.to}
            value={to}
            error={problemOf('to')}
            onChange={(event) => {
              setTo(event.currentTarget.value);
              setPage(undefined);
            }}
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
                {current.pages > 1 && (
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" c="dimmed">
                      {t.entriesShown(
                        (current.page - 1) * STATEMENT_PAGE_ENTRIES + 1,
                        (current.page - 1) * STATEMENT_PAGE_ENTRIES + current.entries.length,
                        current.entryCount,
                      )}
                    </Text>
                    <Box component="nav" aria-label={t.pages}>
                      <Pagination total={current.pages} value={current.page} onChange={setPage} size="sm" />
                    </Box>
                  </Group>
                )}
              </>
            )}
          </QueryState>
        )}
      </Stack>
    </Card>
  );
}
