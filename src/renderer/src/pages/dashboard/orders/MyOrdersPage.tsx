import type { ReactNode } from 'react';
import { Badge, Button, Card, Code, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Order } from '@shared/entities';
import { formatUsd } from '@shared/money';
import { routes } from '@shared/routes';
import { dashboardMenu, dashboardText, orders as t } from '@shared/strings';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { PageLoader } from '../../../ui/PageLoader';
import { PageHeading } from '../PageHeading';
import { DataTable, type Column } from '../table/DataTable';
import { byDate, byText, reversed, useTableView, type SortOption } from '../table/useTableView';
import { useAccount } from '../useAccount';

const [email, itemName, itemPrice, itemQuantity, payment, action] = t.columns;
const COLUMNS: readonly Column<Order>[] = [
  { label: email, cell: (order) => order.email },
  {
    label: itemName,
    cell: (order) => (
      <Text fw={600} inherit>
        {order.name}
      </Text>
    ),
  },
  { label: itemPrice, numeric: true, cell: (order) => formatUsd(order.price) },
  { label: itemQuantity, numeric: true, cell: (order) => order.quantity },
  { label: payment, cell: (order) => <PaymentState order={order} /> },
  { label: action, cell: (order) => !order.paid && <CancelButton order={order} /> },
];

const oldestFirst = byDate<Order>((order) => order.createdAt);
const SORTS: readonly [SortOption<Order>, ...SortOption<Order>[]] = [
  { value: 'newest', label: dashboardText.table.newestFirst, compare: reversed(oldestFirst) },
  { value: 'oldest', label: dashboardText.table.oldestFirst, compare: oldestFirst },
  { value: 'name', label: dashboardText.table.nameAsc, compare: byText((order) => order.name) },
];
const searchText = (order: Order) => `${order.name} ${order.tnxId ?? ''}`;

/** `/dasboard/myorder`: the customer's orders, to pay or cancel while unpaid. */
export function MyOrdersPage() {
  const { email: userEmail } = useAccount();
  const ordersQuery = useQuery({
    queryKey: queryKeys.myOrders(userEmail),
    queryFn: () => api.myOrders(userEmail),
    enabled: userEmail !== '',
  });
  const view = useTableView(ordersQuery.data ?? [], { searchText, sorts: SORTS });

  let content: ReactNode;
  if (ordersQuery.isPending) content = <PageLoader />;
  else if (ordersQuery.isError) content = <Text c="red">{ordersQuery.error.message}</Text>;
  else if (ordersQuery.data.length === 0)
    content = (
      <Text c="dimmed" ta="center" py="xl" size="lg">
        {t.empty}
      </Text>
    );
  else
    content = (
      <DataTable
        caption={dashboardMenu.myOrders}
        columns={COLUMNS}
        view={view}
        rowKey={(order) => order._id}
      />
    );

  return (
    <>
      <PageHeading title={dashboardMenu.myOrders} />
      <Card withBorder radius="md" padding="md">
        {content}
      </Card>
    </>
  );
}

/** Unpaid: the way to pay. Paid: Paid and the transaction id. */
function PaymentState({ order }: { order: Order }) {
  if (!order.paid)
    return (
      <Button component={Link} to={routes.payment(order._id)} size="xs">
        {t.pay}
      </Button>
    );
  return (
    <Group gap={6}>
      <Badge color="green" variant="light" tt="none">
        {t.paid}
      </Badge>
      <Code aria-label={dashboardText.myOrders.transaction}>{order.tnxId}</Code>
    </Group>
  );
}

/** Cancels an unpaid order; the server puts its quantity back in stock. */
function CancelButton({ order }: { order: Order }) {
  const { email: userEmail } = useAccount();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => api.cancelOrder(order._id),
    onSuccess: async () => {
      notifySuccess(t.deleted(order.name));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myOrders(userEmail) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
      ]);
    },
    onError: notifyError,
  });
  return (
    <Button size="xs" color="red" variant="light" loading={cancel.isPending} onClick={() => cancel.mutate()}>
      {t.cancel}
    </Button>
  );
}
