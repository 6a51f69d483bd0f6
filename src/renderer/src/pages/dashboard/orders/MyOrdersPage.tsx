import { Badge, Button, Code, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Order } from '@shared/entities';
import { formatUsd } from '@shared/money';
import { routes } from '@shared/routes';
import { dashboardMenu, dashboardText, orders as t, shellText } from '@shared/strings';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { notifyError, notifySuccess } from '../../../ui/notify';
import type { Column } from '../table/DataTable';
import { ORDER_SORTS } from '../orderSorts';
import { TablePage } from '../table/TablePage';
import { useAccount } from '../useAccount';
import { TOOLS_SECTION_ID } from '../../home/ToolsSection';

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

const searchText = (order: Order) => `${order.name} ${order.tnxId ?? ''}`;

/** `/dasboard/myorder`: the customer's orders, to pay or cancel while unpaid. */
export function MyOrdersPage() {
  const { email: userEmail } = useAccount();
  const ordersQuery = useQuery({
    queryKey: queryKeys.myOrders(userEmail),
    queryFn: () => api.myOrders(userEmail),
    enabled: userEmail !== '',
  });
  return (
    <TablePage
      title={dashboardMenu.myOrders}
      query={ordersQuery}
      columns={COLUMNS}
      searchText={searchText}
      sorts={ORDER_SORTS}
      emptyText={t.empty}
      emptyAction={
        <Button component={Link} to={`${routes.home}#${TOOLS_SECTION_ID}`}>
          {shellText.browseTools}
        </Button>
      }
    />
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
