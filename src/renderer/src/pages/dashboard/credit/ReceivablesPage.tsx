import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconMailForward } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { AGEING_BUCKETS, RECEIVABLES_SORTS, type Receivables } from '@shared/creditSchemas';
import { routes } from '@shared/routes';
import { receivablesText } from '@shared/strings/credit';
import { creditText } from '@shared/strings/labels/credit';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { formatPrice } from '../../../money';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { NumberCell } from '../../../ui/NumberCell';
import { QueryState } from '../../../ui/QueryState';
import { PageHeading } from '../PageHeading';
import { CustomerLookup } from './CustomerLookup';
import { DEFAULT_RECEIVABLES_ORDER, type ReceivablesOrder as Order } from './receivablesOrder';

const t = creditText.receivables;

type SortColumn = Order['sort'];

const AMOUNT_COLUMNS = ['balance', ...AGEING_BUCKETS] as const;

/** A column's heading: a button that sorts by it (again: the other way), saying how it is sorted now. */
function SortableHeading({
  column,
  order,
  onSort,
}: {
  column: SortColumn;
  order: Order;
  onSort: (order: Order) => void;
}) {
  const current = order.sort === column;
  const Arrow = !current ? IconArrowsSort : order.dir === 'asc' ? IconArrowUp : IconArrowDown;
  const numeric = column !== 'customer';
  return (
    <Table.Th
      ta={numeric ? 'right' : undefined}
      aria-sort={current ? (order.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton
        onClick={() =>
          onSort({
            sort: column,
            // Amounts read largest first, names from A; a second click turns the order round.
            dir: current ? (order.dir === 'asc' ? 'desc' : 'asc') : numeric ? 'desc' : 'asc',
          })
        }
        fw={700}
        fz="sm"
        aria-label={t.sortBy(receivablesText[column])}
      >
        <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : undefined}>
          {receivablesText[column]}
          <Arrow size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function ReceivablesTable({
  receivables,
  order,
  onSort,
}: {
  receivables: Receivables;
  order: Order;
  onSort: (order: Order) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="sm" aria-label={t.caption}>
        <Table.Thead>
          <Table.Tr>
            {RECEIVABLES_SORTS.map((column) => (
              <SortableHeading key={column} column={column} order={order} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receivables.rows.map((row) => (
            <Table.Tr key={row.customerId}>
              <Table.Th scope="row" fw={500}>
                <Anchor component={Link} to={routes.customerAccount(row.customerId)} fw={600}>
                  {row.name}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {row.email}
                </Text>
              </Table.Th>
              {AMOUNT_COLUMNS.map((column) => (
                <NumberCell
                  key={column}
                  c={column !== 'balance' && column !== 'notDue' && row[column] > 0 ? 'red.8' : undefined}
                >
                  {formatPrice(row[column])}
                </NumberCell>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{receivablesText.totals}</Table.Th>
            {AMOUNT_COLUMNS.map((column) => (
              <NumberCell key={column} fw={700} data-testid={`receivables-total-${column}`}>
                {formatPrice(receivables.totals[column])}
              </NumberCell>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Sends the reminders due today now, as the hourly sweep would (each goes once per invoice). */
function RemindButton() {
  const queryClient = useQueryClient();
  const remind = useMutation({
    mutationFn: () => call('remindReceivables', { body: {} }),
    onSuccess: async (result) => {
      notifySuccess(t.reminded(result.sent.length));
      await queryClient.invalidateQueries({ queryKey: queryKeys.credit });
    },
    onError: notifyError,
  });
  return (
    <Button
      variant="light"
      leftSection={<IconMailForward size={16} aria-hidden />}
      loading={remind.isPending}
      onClick={() => remind.mutate()}
    >
      {t.remind}
    </Button>
  );
}

/**
 * `/dasboard/receivables` (admins; docs/credit.md): what each customer owes, by days past due (not yet
 * due, 1–30, 31–60, 61–90, over 90), sorted by any column, with the totals beneath; any customer's
 * account opened from it, and the reminders due sent now.
 */
export function ReceivablesPage() {
  const navigate = useNavigate();
  const [order, setOrder] = useState<Order>(DEFAULT_RECEIVABLES_ORDER);
  const receivables = useQuery({
    queryKey: queryKeys.receivables(order),
    queryFn: () => call('listReceivables', { query: order }),
    placeholderData: (previous) => previous,
  });
  return (
    <>
      <PageHeading title={t.title} action={<RemindButton />} />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <CustomerLookup
            label={t.find}
            onPick={(customer) => navigate(routes.customerAccount(customer.customerId))}
          />
        </Card>
        <QueryState query={receivables}>
          {(current) => (
            <Stack gap="xs">
              <Text c="dimmed">{t.asOf(current.asOf)}</Text>
              {current.rows.length === 0 ? (
                <Text>{t.nothing}</Text>
              ) : (
                <ReceivablesTable receivables={current} order={order} onSort={setOrder} />
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </>
  );
}
