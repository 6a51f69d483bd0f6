import { useEffect, useState } from 'react';
import { Group } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ORDER_CHANNELS, type Order, type OrderChannel } from '@shared/entities';
import { readyToShip } from '@shared/orderLifecycle';
import {
  ORDER_STATE_FILTERS,
  ordersCsvFilename,
  type OrderStateFilter,
  type OrderSort,
} from '@shared/paging';
import { routes } from '@shared/routes';
import { codText } from '@shared/strings/labels/cod';
import { sortLabels } from '@shared/strings/labels/common';
import { dashboardMenu } from '@shared/strings/labels/dashboard';
import { orders } from '@shared/strings/labels/orders';
import { call, listQuery, type OrderFilters } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { saveOrdersCsvAs } from '../../../platform';
import { saveTextFile } from '../../../ui/saveTextFile';
import { StateBadge } from '../../../ui/StateBadge';
import {
  EmailText,
  OrderLinesSummary,
  OrderNameLink,
  OrderNumberAndDate,
  OrderStateBadge,
} from '../orders/orderCells';
import { CodActions } from '../orders/CodActions';
import { ShipButton } from '../orders/orderActions';
import { isForbidden } from '../refusals';
import type { Column } from '../table/DataTable';
import { DownloadButton } from '../table/DownloadButton';
import { ALL, FilterSelect, filterChoices } from '../table/FilterSelect';
import { TablePage } from '../table/TablePage';
import { useServerTable, type PageRequest, type ServerSortChoice } from '../table/useServerTable';
import { formatPrice } from '../../../money';
import { shopTax } from '../../../tax/shopTax';

/**
 * An order's payment cell: a cash-on-delivery order's next step; Panding while it is ready to ship,
 * Shipped once it has; otherwise its state, a counter sale's marked as one (handed over at the
 * till, it never ships).
 */
function PaymentCell({ order }: { order: Order }) {
  if (order.paymentMethod === 'cod') return <CodActions order={order} />;
  if (readyToShip(order) || order.status) return <ShipButton order={order} />;
  return (
    <Group gap={6} wrap="wrap">
      {order.channel === 'counter' && <StateBadge color="gray" label={orders.channels.counter} />}
      <OrderStateBadge order={order} />
    </Group>
  );
}

const [email, itemName, quantity, total, paymentState] = orders.manageOrdersColumns;
const COLUMNS: readonly Column<Order>[] = [
  { label: orders.orderColumn, cell: (order) => <OrderNumberAndDate order={order} /> },
  { label: email, cell: (order) => <EmailText email={order.email} /> },
  {
    label: itemName,
    cell: (order) => (
      <>
        <OrderNameLink order={order} />
        <OrderLinesSummary order={order} />
      </>
    ),
  },
  { label: quantity, numeric: true, cell: (order) => order.quantity },
  { label: total, numeric: true, cell: (order) => formatPrice(order.totalPrice) },
  { label: paymentState, cell: (order) => <PaymentCell order={order} /> },
];

const SORTS: readonly [ServerSortChoice<OrderSort>, ...ServerSortChoice<OrderSort>[]] = [
  { value: 'newest', label: sortLabels.newestFirst },
  { value: 'oldest', label: sortLabels.oldestFirst },
  { value: 'total-desc', label: sortLabels.totalDesc },
  { value: 'total-asc', label: sortLabels.totalAsc },
];

/**
 * The desktop app saves where the user chooses; the browser downloads the CSV text. Resolves with
 * whether a file was saved (not when the save dialog was cancelled).
 */
async function exportOrdersCsv(filters: OrderFilters): Promise<boolean> {
  if (saveOrdersCsvAs) return saveOrdersCsvAs(filters);
  saveTextFile(
    await call('exportOrders', { query: listQuery(filters) }),
    ordersCsvFilename(new Date(), shopTax().timeZone),
    'text/csv;charset=utf-8',
  );
  return true;
}

const RETURN_REQUESTED = 'return-requested';
const COD_TO_CONFIRM = 'cod-to-confirm';
const COD_TO_COLLECT = 'cod-to-collect';
type Filter =
  typeof ALL | typeof RETURN_REQUESTED | typeof COD_TO_CONFIRM | typeof COD_TO_COLLECT | OrderStateFilter;

const FILTER_CHOICES = [
  ...filterChoices(orders.allStates, ORDER_STATE_FILTERS, orders.states),
  { value: RETURN_REQUESTED, label: orders.returnFilter },
  { value: COD_TO_CONFIRM, label: codText.filterToConfirm },
  { value: COD_TO_COLLECT, label: codText.filterToCollect },
] as const;

const CHANNEL_CHOICES = filterChoices(orders.allChannels, ORDER_CHANNELS, orders.channels);

/** The list's filter as the API takes it: one state, the orders with a return waiting, or a COD step. */
function filterQuery(filter: Filter): Pick<OrderFilters, 'state' | 'return' | 'cod'> {
  if (filter === ALL) return {};
  if (filter === RETURN_REQUESTED) return { return: 'requested' };
  if (filter === COD_TO_CONFIRM) return { cod: 'to-confirm' };
  if (filter === COD_TO_COLLECT) return { cod: 'to-collect' };
  return { state: filter };
}

/** The filter the page opens with: the overview's links name one in the address. */
function filterOf(searchParams: URLSearchParams): Filter {
  if (searchParams.get('return') === 'requested') return RETURN_REQUESTED;
  if (searchParams.get('cod') === 'to-confirm') return COD_TO_CONFIRM;
  if (searchParams.get('cod') === 'to-collect') return COD_TO_COLLECT;
  return ALL;
}

/**
 * `/dasboard/manageorder`: every customer's orders and the counter's sales, a page at a time,
 * searched, filtered (by state or step, and by channel) and sorted by the server; those ready to ship
 * can be marked shipped; the matches export as CSV.
 */
export function ManageOrdersPage() {
  const navigate = useNavigate();
  // The overview's "Returns to answer" links here with ?return=requested.
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState<Filter>(() => filterOf(searchParams));
  const [channel, setChannel] = useState<OrderChannel | typeof ALL>(ALL);
  const filters = { ...filterQuery(filter), ...(channel !== ALL && { channel }) };
  const table = useServerTable({
    columns: COLUMNS,
    fetchPage: (request: PageRequest<OrderSort>) =>
      call('listAllOrders', { query: listQuery({ ...request, ...filters }) }),
    queryKey: (request) => queryKeys.allOrdersPage({ ...request, ...filters }),
    sorts: SORTS,
  });
  const { view } = table;

  // A 'forbidden' answer on the all-orders list sends the user to log in.
  const forbidden = isForbidden(table.query.error);
  useEffect(() => {
    if (forbidden) navigate(routes.login, { replace: true });
  }, [forbidden, navigate]);

  const chooseFilter = (chosen: Filter) => {
    setFilter(chosen);
    view.setPage(1);
  };
  const chooseChannel = (chosen: OrderChannel | typeof ALL) => {
    setChannel(chosen);
    view.setPage(1);
  };
  const exportCsv = () => exportOrdersCsv({ q: view.query, ...filters, sort: view.sort as OrderSort });
  return (
    <TablePage
      title={dashboardMenu.manageAllOrders}
      table={table}
      leaving={forbidden}
      // Only an unfiltered empty list means no orders yet; a search that finds none keeps its box.
      emptyText={view.query === '' && filter === ALL && channel === ALL ? orders.noOrdersYet : undefined}
      toolbar={
        <>
          <FilterSelect
            label={orders.statusFilter}
            data={FILTER_CHOICES}
            value={filter}
            onChange={chooseFilter}
          />
          <FilterSelect
            label={orders.channelFilter}
            data={CHANNEL_CHOICES}
            value={channel}
            onChange={chooseChannel}
            basis={120}
          />
          <DownloadButton save={exportCsv} savedText={orders.exported} label={orders.exportCsv} />
        </>
      }
    />
  );
}
