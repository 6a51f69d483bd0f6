import type { ReactNode } from 'react';
import { Alert, Button, Card, Code, Group, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { OrderDetail } from '@shared/entities';
import { formatUsd } from '@shared/money';
import { routes } from '@shared/routes';
import { fieldLabels } from '@shared/strings/labels/common';
import { orders } from '@shared/strings/labels/orders';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { PageLoader } from '../../../ui/PageLoader';
import { useSession } from '../../../stores/session';
import { PageHeading } from '../PageHeading';
import { CancelOrderButton } from './orderActions';
import { HoldNotice } from './HoldNotice';
import { OrderStateBadge } from './orderCells';
import { PackingSlipButton } from './PackingSlipButton';
import { ShipButton } from './orderActions';

const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** `/dasboard/order/:id`: one order for its owner or an admin — address, amounts, history. */
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

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text c="dimmed">{label}</Text>
      <Text fw={600} ta="right" style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function OrderView({ order, isAdmin }: { order: OrderDetail; isAdmin: boolean }) {
  const navigate = useNavigate();
  const mine = !isAdmin;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <div>
          <Title order={3} size="h4">
            {orders.orderNumber(order._id)}
          </Title>
          <Text c="dimmed" size="sm">
            {orders.placedOn(formatDateTime(order.createdAt))}
          </Text>
        </div>
        <OrderStateBadge state={order.state} />
      </Group>

      {order.state === 'unpaid' && <HoldNotice holdUntil={order.holdUntil} />}
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

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="xs">
            <Title order={4} size="h5">
              {fieldLabels.item}
            </Title>
            <Text fw={700} size="lg">
              {order.name}
            </Text>
            <Line label={fieldLabels.unitPrice}>{formatUsd(order.price)}</Line>
            <Line label={fieldLabels.quantity}>{order.quantity}</Line>
            <Line label={fieldLabels.total}>{formatUsd(order.totalPrice)}</Line>
            {isAdmin && <Line label={fieldLabels.customer}>{order.email}</Line>}
            {order.tnxId && (
              <Line label={fieldLabels.transaction}>
                <Code aria-label={fieldLabels.transaction}>{order.tnxId}</Code>
              </Line>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-label={fieldLabels.shipTo}>
          <Stack gap="xs">
            <Title order={4} size="h5">
              {fieldLabels.shipTo}
            </Title>
            {order.shipping.company && <Line label={orders.company}>{order.shipping.company}</Line>}
            <Line label={fieldLabels.city}>{order.shipping.city}</Line>
            <Line label={fieldLabels.postalCode}>{order.shipping.postalCode}</Line>
            <Line label={fieldLabels.country}>{order.shipping.country}</Line>
            <Line label={fieldLabels.phone}>{order.shipping.phone}</Line>
          </Stack>
        </Card>
      </SimpleGrid>

      <Card withBorder radius="md" padding="lg" component="section" aria-label={orders.timeline}>
        <Title order={4} size="h5" mb="md">
          {orders.timeline}
        </Title>
        <Timeline active={order.timeline.length - 1} bulletSize={18} lineWidth={2}>
          {order.timeline.map((step) => (
            <Timeline.Item key={step.state} title={orders.timelineSteps[step.state]}>
              <Text size="sm" c="dimmed">
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>

      <Group>
        {mine && order.state === 'unpaid' && (
          <>
            <Button component={Link} to={routes.payment(order._id)}>
              {orders.payNow} · {formatUsd(order.totalPrice)}
            </Button>
            <CancelOrderButton order={order} onCancelled={() => navigate(routes.myOrders)} />
          </>
        )}
        {isAdmin && order.paid && <ShipButton order={order} />}
        {isAdmin && order.paid && <PackingSlipButton orderId={order._id} />}
      </Group>
    </Stack>
  );
}
