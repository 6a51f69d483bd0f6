import { Alert, Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconShoppingCartCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import type { Order } from '@shared/entities';
import { mayMove } from '@shared/orderLifecycle';
import { onAccountSentences } from '@shared/orderOnAccount';
import { chargedToAccount } from '@shared/orderStates';
import { routes } from '@shared/routes';
import { fieldLabels } from '@shared/strings/labels/common';
import { dashboardMenu } from '@shared/strings/labels/dashboard';
import { codText, paymentMethodNames } from '@shared/strings/labels/cod';
import { creditText } from '@shared/strings/labels/credit';
import { orders } from '@shared/strings/labels/orders';
import { shellText } from '@shared/strings/labels/shell';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { ORDER_SORTS } from '../orderSorts';
import type { Column } from '../table/DataTable';
import { useQueryTable } from '../table/pageTable';
import { TablePage } from '../table/TablePage';
import { useAccount } from '../useAccount';
import { TOOLS_SECTION_ID } from '../../home/ToolsSection';
import { CancelOrderButton } from './orderActions';
import { HoldNotice } from './HoldNotice';
import { EmailText, OrderFacts, OrderNameLink } from './orderCells';
import { InvoiceDownloadButton } from './OrderTax';
import { formatPrice } from '../../../money';
import { OrderTaxIncluded } from '../../../tax/TaxIncluded';

/** Set by the purchase page: the order just placed, to highlight and offer to pay. */
export interface MyOrdersLocationState {
  placedOrderId?: string;
}

const [email, itemName, itemPrice, itemQuantity, payment, action] = orders.columns;
const COLUMNS: readonly Column<Order>[] = [
  { label: email, cell: (order) => <EmailText email={order.email} /> },
  {
    label: itemName,
    cell: (order) => (
      <div>
        <OrderNameLink order={order} />
        <OrderFacts order={order} />
      </div>
    ),
  },
  { label: itemPrice, numeric: true, cell: (order) => formatPrice(order.price) },
  { label: itemQuantity, numeric: true, cell: (order) => order.quantity },
  {
    label: fieldLabels.total,
    numeric: true,
    cell: (order) => (
      <>
        {formatPrice(order.totalPrice)}
        <OrderTaxIncluded order={order} size="xs" />
      </>
    ),
  },
  { label: payment, cell: (order) => <PaymentState order={order} /> },
  { label: action, cell: (order) => mayMove(order, 'cancel') && <CancelOrderButton order={order} /> },
];

/** What the search box finds an order by: its number, any line's product, its payment id. */
const searchText = (order: Order) =>
  [orders.number(order.number), ...order.lines.map((line) => line.name), order.tnxId ?? ''].join(' ');

/** `/dasboard/myorder`: the customer's orders, to pay or cancel while unpaid. */
export function MyOrdersPage() {
  const { email: userEmail } = useAccount();
  const placedOrderId = (useLocation().state as MyOrdersLocationState | null)?.placedOrderId;
  const ordersQuery = useQuery({
    queryKey: queryKeys.myOrders(userEmail),
    queryFn: () => call('myOrders', { query: { email: userEmail } }),
    enabled: userEmail !== '',
  });
  const placed = ordersQuery.data?.find((order) => order._id === placedOrderId && order.state === 'unpaid');
  const table = useQueryTable(ordersQuery, { columns: COLUMNS, sorts: ORDER_SORTS, searchText });
  return (
    <TablePage
      title={dashboardMenu.myOrders}
      table={table}
      emptyText={orders.empty}
      emptyAction={
        <Button component={Link} to={`${routes.home}#${TOOLS_SECTION_ID}`}>
          {shellText.browseTools}
        </Button>
      }
      notice={placed && <PlacedOrderNotice order={placed} />}
      highlightedKey={placed?._id}
    />
  );
}

/**
 * Right after Purchase Now: the order is reserved, and paying it is one click away; on account, what
 * is charged to the account and when it falls due instead; by cash on delivery, the cash to have
 * ready and the call to come.
 */
function PlacedOrderNotice({ order }: { order: Order }) {
  const detail = useQuery({
    queryKey: queryKeys.order(order._id),
    queryFn: () => call('orderDetail', { params: { id: order._id } }),
  });
  const onAccount = detail.data?.onAccount;
  return (
    <Alert color="safety" variant="light" mb="md" icon={<IconShoppingCartCheck aria-hidden />}>
      <Stack gap="sm">
        <Text fw={600}>
          {chargedToAccount(order.paymentMethod)
            ? creditText.order.placed(order.name)
            : order.cod
              ? codText.placedFor(order.name)
              : orders.newOrder(order.name)}
        </Text>
        {order.cod ? (
          <Text>
            {codText.haveReady(formatPrice(order.cod.owed))} {codText.willCall}
          </Text>
        ) : chargedToAccount(order.paymentMethod) ? (
          onAccount && <Text>{onAccountSentences(onAccount, formatPrice).join(' ')}</Text>
        ) : (
          <>
            {detail.data && <HoldNotice holdUntil={detail.data.holdUntil} />}
            <Group>
              <Button component={Link} to={routes.payment(order._id)} size="md">
                {orders.payNow} · {formatPrice(order.totalPrice)}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Alert>
  );
}

/** A payment intent id, whole, broken over lines of a fixed width rather than widening its column. */
const TRANSACTION_STYLE = { display: 'block', width: '13ch', wordBreak: 'break-all' } as const;

/**
 * Unpaid: the way to pay. Paid: Paid and the transaction id. On account: charged to the account, to
 * be paid against it, with its invoice once it has one. Expired: nothing to do.
 */
function PaymentState({ order }: { order: Order }) {
  if (chargedToAccount(order.paymentMethod))
    return (
      <Stack gap={4} align="flex-start">
        <Badge color="indigo" c="dark.8" variant="light" tt="none">
          {paymentMethodNames[order.paymentMethod]}
        </Badge>
        {order.invoiceNumber && <InvoiceDownloadButton number={order.invoiceNumber} kind="invoice" short />}
      </Stack>
    );
  if (order.cod && !order.paid)
    return (
      <Badge color="grape" c="dark.8" variant="light" tt="none">
        {codText.cashOnDelivery}
      </Badge>
    );
  if (mayMove(order, 'pay'))
    return (
      <Button
        component={Link}
        to={routes.payment(order._id)}
        size="xs"
        aria-label={`${orders.pay} ${order.name}`}
      >
        {orders.pay}
      </Button>
    );
  if (!order.paid) return null;
  return (
    <Stack gap={4} align="flex-start">
      <Badge color="green" c="dark.8" variant="light" tt="none">
        {orders.states.paid}
      </Badge>
      {order.tnxId && (
        <Code aria-label={fieldLabels.transaction} style={TRANSACTION_STYLE}>
          {order.tnxId}
        </Code>
      )}
      {order.invoiceNumber && <InvoiceDownloadButton number={order.invoiceNumber} kind="invoice" short />}
    </Stack>
  );
}
