import { useEffect } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@shared/entities';
import { formatUsd } from '@shared/money';
import { routes } from '@shared/routes';
import { dashboardMenu, dashboardText, orders as t } from '@shared/strings';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { formatDate } from '../format';
import { isForbidden } from '../refusals';
import type { Column } from '../table/DataTable';
import { ORDER_SORTS } from '../orderSorts';
import { TablePage } from '../table/TablePage';

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

const searchText = (order: Order) => `${order.email} ${order.name} ${order.tnxId ?? ''}`;

/** `/dasboard/manageorder`: every customer's orders; paid ones can be marked shipped. */
export function ManageOrdersPage() {
  const navigate = useNavigate();
  const ordersQuery = useQuery({ queryKey: queryKeys.allOrders, queryFn: api.allOrders });

  // Spec §6: a 'forbidden' answer on the all-orders list sends the user to log in.
  const forbidden = isForbidden(ordersQuery.error);
  useEffect(() => {
    if (forbidden) navigate(routes.login, { replace: true });
  }, [forbidden, navigate]);

  return (
    <TablePage
      title={dashboardMenu.manageAllOrders}
      query={ordersQuery}
      columns={COLUMNS}
      searchText={searchText}
      sorts={ORDER_SORTS}
      emptyText={text.empty}
      leaving={forbidden}
    />
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
