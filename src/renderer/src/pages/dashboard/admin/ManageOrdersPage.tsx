import { useEffect, type ReactNode } from 'react';
import { Badge, Button, Card, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@shared/entities';
import { formatUsd } from '@shared/money';
import { routes } from '@shared/routes';
import { dashboardMenu, dashboardText, orders as t } from '@shared/strings';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { PageLoader } from '../../../ui/PageLoader';
import { formatDate } from '../format';
import { PageHeading } from '../PageHeading';
import { isForbidden, retryUnlessRefused } from '../refusals';
import { DataTable, type Column } from '../table/DataTable';
import { byDate, byText, reversed, useTableView, type SortOption } from '../table/useTableView';

const text = dashboardText.manageOrders;
const [email, itemName, quantity, total, date, paymentState] = text.columns;
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
  { label: quantity, numeric: true, cell: (order) => order.quantity },
  { label: total, numeric: true, cell: (order) => formatUsd(order.totalPrice) },
  {
    label: date,
    cell: (order) => (
      <Text inherit style={{ whiteSpace: 'nowrap' }}>
        {formatDate(order.createdAt)}
      </Text>
    ),
  },
  {
    label: paymentState,
    cell: (order) =>
      order.paid ? (
        <ShipButton order={order} />
      ) : (
        <Badge color="gray" tt="none">
          {t.unpaid}
        </Badge>
      ),
  },
];

const oldestFirst = byDate<Order>((order) => order.createdAt);
const SORTS: readonly [SortOption<Order>, ...SortOption<Order>[]] = [
  { value: 'newest', label: dashboardText.table.newestFirst, compare: reversed(oldestFirst) },
  { value: 'oldest', label: dashboardText.table.oldestFirst, compare: oldestFirst },
  { value: 'name', label: dashboardText.table.nameAsc, compare: byText((order) => order.name) },
];
const searchText = (order: Order) => `${order.email} ${order.name} ${order.tnxId ?? ''}`;

/** `/dasboard/manageorder`: every customer's orders; paid ones can be marked shipped. */
export function ManageOrdersPage() {
  const navigate = useNavigate();
  const ordersQuery = useQuery({
    queryKey: queryKeys.allOrders,
    queryFn: api.allOrders,
    retry: retryUnlessRefused,
  });
  const view = useTableView(ordersQuery.data ?? [], { searchText, sorts: SORTS });

  // Spec §6: a 'forbidden' answer on the all-orders list sends the user to log in.
  const forbidden = isForbidden(ordersQuery.error);
  useEffect(() => {
    if (forbidden) navigate(routes.login, { replace: true });
  }, [forbidden, navigate]);

  let content: ReactNode;
  if (ordersQuery.isPending || forbidden) content = <PageLoader />;
  else if (ordersQuery.isError) content = <Text c="red">{ordersQuery.error.message}</Text>;
  else if (ordersQuery.data.length === 0)
    content = (
      <Text c="dimmed" ta="center" py="xl">
        {text.empty}
      </Text>
    );
  else
    content = (
      <DataTable
        caption={dashboardMenu.manageAllOrders}
        columns={COLUMNS}
        view={view}
        rowKey={(order) => order._id}
      />
    );

  return (
    <>
      <PageHeading title={dashboardMenu.manageAllOrders} />
      <Card withBorder radius="md" padding="md">
        {content}
      </Card>
    </>
  );
}

/** Panding until clicked; then the order is shipped for good and the button reads Shipped. */
function ShipButton({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const ship = useMutation({
    mutationFn: () => api.shipOrder(order._id),
    onSuccess: async (shipped) => {
      queryClient.setQueryData<Order[]>(queryKeys.allOrders, (all) =>
        all?.map((candidate) => (candidate._id === shipped._id ? { ...candidate, status: true } : candidate)),
      );
      notifySuccess(text.shipped(order.name));
      await queryClient.invalidateQueries({ queryKey: queryKeys.allOrders });
    },
    onError: notifyError,
  });
  return order.status ? (
    <Button size="xs" color="green" variant="light" disabled>
      {t.shipped}
    </Button>
  ) : (
    <Button size="xs" loading={ship.isPending} onClick={() => ship.mutate()}>
      {t.pending}
    </Button>
  );
}
