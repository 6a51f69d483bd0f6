import { useEffect, useState } from 'react';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ORDER_STATES, type Order, type OrderState } from '@shared/entities';
import { formatUsd } from '@shared/money';
import { routes } from '@shared/routes';
import { dashboardMenu, dashboardText, orderStates, orderText } from '@shared/strings';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { ORDER_SORTS } from '../orderSorts';
import { OrderDate, OrderNameLink } from '../orders/orderCells';
import { OrderStateBadge } from '../orders/orderCells';
import { ShipButton } from '../orders/orderActions';
import { isForbidden } from '../refusals';
import type { Column } from '../table/DataTable';
import { TablePage } from '../table/TablePage';

const text = dashboardText.manageOrders;
const [email, itemName, quantity, total, date, paymentState] = text.columns;
const COLUMNS: readonly Column<Order>[] = [
  { label: email, breakAnywhere: true, cell: (order) => order.email },
  {
    label: itemName,
    cell: (order) => <OrderNameLink order={order} />,
  },
  { label: quantity, numeric: true, cell: (order) => order.quantity },
  { label: total, numeric: true, cell: (order) => formatUsd(order.totalPrice) },
  { label: date, cell: (order) => <OrderDate order={order} /> },
  {
    label: paymentState,
    cell: (order) => (order.paid ? <ShipButton order={order} /> : <OrderStateBadge state={order.state} />),
  },
];

const searchText = (order: Order) => `${order.email} ${order.name} ${order.tnxId ?? ''}`;

/** The states an admin filters by; cancelled orders are not listed at all. */
const FILTER_STATES = ORDER_STATES.filter((state) => state !== 'cancelled');
const ALL = 'all';

/** `/dasboard/manageorder`: every customer's orders; paid ones can be marked shipped. */
export function ManageOrdersPage() {
  const navigate = useNavigate();
  const ordersQuery = useQuery({ queryKey: queryKeys.allOrders, queryFn: api.allOrders });
  const [state, setState] = useState<OrderState | typeof ALL>(ALL);

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
      rowFilter={state === ALL ? undefined : (order) => order.state === state}
      emptyText={text.empty}
      leaving={forbidden}
      toolbar={
        <Select
          label={orderText.statusFilter}
          data={[
            { value: ALL, label: orderText.allStates },
            ...FILTER_STATES.map((value) => ({ value, label: orderStates[value] })),
          ]}
          value={state}
          onChange={(value) => value && setState(value as OrderState | typeof ALL)}
          allowDeselect={false}
          style={{ flex: '0 1 160px' }}
        />
      }
    />
  );
}
