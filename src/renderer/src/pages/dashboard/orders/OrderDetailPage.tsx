import type { ReactNode } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { OrderDetail } from '@shared/entities';
import { mayMove, readyToShip } from '@shared/orderLifecycle';
import { routes } from '@shared/routes';
import { orders } from '@shared/strings/labels/orders';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useShopDates } from '../../../shopDates';
import { PageLoader } from '../../../ui/PageLoader';
import { useSession } from '../../../stores/session';
import { PageHeading } from '../PageHeading';
import { CancelOrderButton } from './orderActions';
import { HoldNotice } from './HoldNotice';
import { OrderStateBadge } from './orderCells';
import { CashOnDeliveryNotice, OnAccountNotice, PaymentCard, Refunds, ShipTo } from './OrderFactCards';
import { OrderLines } from './OrderLines';
import { InvoiceDownloads, OrderTax } from './OrderTax';
import { OrderTimeline } from './OrderTimeline';
import { hasParcel, PackingSlipButton } from './PackingSlipButton';
import { RefundButton } from './RefundButton';
import { AskReturnButton, ReturnRequestCard } from './ReturnRequest';
import { ShipForm } from './ShipForm';
import { codStage, CollectCashButton, ConfirmCodButton, UndeliveredButton } from './CodActions';
import { formatPrice } from '../../../money';

/** `/dasboard/order/:id`: one order for its owner or an admin — its lines, address, payment, history. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const isAdmin = useSession((s) => s.user?.role === 'admin');
  const detail = useQuery({
    queryKey: queryKeys.order(id),
    queryFn: () => call('orderDetail', { params: { id } }),
  });
  const back = isAdmin
    ? { to: routes.manageOrders, label: orders.backToAllOrders }
    : { to: routes.myOrders, label: orders.backToMyOrders };

  let content: ReactNode;
  if (detail.isPending) content = <PageLoader />;
  else if (detail.isError)
    content = (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={orders.notFound}>
        <Button component={Link} to={back.to} variant="light" color="red" mt="xs">
          {back.label}
        </Button>
      </Alert>
    );
  else content = <OrderView order={detail.data} isAdmin={isAdmin} />;

  return (
    <>
      <PageHeading title={orders.title} />
      {content}
      <Group mt="lg">
        <Button component={Link} to={back.to} variant="default">
          {back.label}
        </Button>
      </Group>
    </>
  );
}

function OrderView({ order, isAdmin }: { order: OrderDetail; isAdmin: boolean }) {
  const navigate = useNavigate();
  const dates = useShopDates();
  const mine = !isAdmin;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <div>
          <Title order={3} size="h4">
            {orders.orderNumber(order.number)}
          </Title>
          <Text c="dimmed" size="sm">
            {orders.placedOn(dates.dateTime(order.createdAt))}
          </Text>
        </div>
        <OrderStateBadge order={order} />
      </Group>

      {order.cod ? (
        <CashOnDeliveryNotice order={order} />
      ) : order.onAccount ? (
        // Its words are the customer's ("your account"); staff read the way it was paid on the payment card.
        mine && <OnAccountNotice onAccount={order.onAccount} />
      ) : (
        order.state === 'unpaid' && <HoldNotice holdUntil={order.holdUntil} />
      )}
      {order.state === 'expired' && (
        <Alert color="gray" variant="light">
          <Group justify="space-between">
            <Text>{orders.expiredNote}</Text>
            <Button component={Link} to={routes.home} variant="light" size="xs">
              {orders.shopAgain}
            </Button>
          </Group>
        </Alert>
      )}

      {/* Its buyer reviews what the order brought, once paid for. */}
      <OrderLines order={order} reviewable={mine && (order.state === 'paid' || order.state === 'shipped')} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {/* A counter sale was handed over at the till: it has no address. */}
        {order.channel === 'web' && <ShipTo order={order} />}
        {(isAdmin || order.tnxId) && <PaymentCard order={order} isAdmin={isAdmin} />}
        <OrderTax order={order} />
        <InvoiceDownloads order={order} />
      </SimpleGrid>

      <ReturnRequestCard order={order} isAdmin={isAdmin} />
      {order.refunds.length > 0 && <Refunds refunds={order.refunds} />}
      {mine && <AskReturnButton order={order} />}

      {/* Shipped, the same form saves a tracking number forgotten at shipping. */}
      {isAdmin && (readyToShip(order) || order.state === 'shipped') && <ShipForm order={order} />}

      <OrderTimeline order={order} />

      <Group>
        {mine && mayMove(order, 'pay') && (
          <Button component={Link} to={routes.payment(order._id)}>
            {orders.payNow} · {formatPrice(order.totalPrice)}
          </Button>
        )}
        {mine && mayMove(order, 'cancel') && (
          <CancelOrderButton order={order} onCancelled={() => navigate(routes.myOrders)} />
        )}
        {isAdmin && codStage(order) === 'toConfirm' && (
          <>
            <ConfirmCodButton order={order} />
            <CancelOrderButton order={order} />
          </>
        )}
        {isAdmin && codStage(order) === 'toCollect' && (
          <>
            <CollectCashButton order={order} />
            <UndeliveredButton order={order} />
          </>
        )}
        {isAdmin && codStage(order) === 'toCollectRest' && <CollectCashButton order={order} />}
        {isAdmin && hasParcel(order) && <PackingSlipButton orderId={order._id} />}
        {isAdmin && mayMove(order, 'refund') && <RefundButton order={order} />}
      </Group>
    </Stack>
  );
}
