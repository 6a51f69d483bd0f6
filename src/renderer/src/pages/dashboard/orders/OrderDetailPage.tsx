import type { ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconMail, IconMailX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { OrderDetail, OrderEmail } from '@shared/entities';
import { parcelLines } from '../../../address/parcelLines';
import { formatDateTime, formatUsd } from '@shared/money';
import { routes } from '@shared/routes';
import { variantName } from '@shared/stockLedger';
import { fieldLabels } from '@shared/strings/labels/common';
import { codText, paymentMethodNames } from '@shared/strings/labels/cod';
import { orders, packingSlipText } from '@shared/strings/labels/orders';
import { call, currentTransport } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { NUMBER_STYLE, NumberCell } from '../../../ui/NumberCell';
import { PageLoader } from '../../../ui/PageLoader';
import { useSession } from '../../../stores/session';
import { PageHeading } from '../PageHeading';
import { CancelOrderButton } from './orderActions';
import { HoldNotice } from './HoldNotice';
import { EmailText, OrderStateBadge } from './orderCells';
import { PackingSlipButton } from './PackingSlipButton';
import { RefundButton } from './RefundButton';
import { AskReturnButton, ReturnRequestCard } from './ReturnRequest';
import { ReviewToolButton } from './ReviewToolButton';
import { ShipForm } from './ShipForm';
import { codStage, CollectCashButton, ConfirmCodButton, UndeliveredButton } from './CodActions';

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

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fw={600} ta="right" style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * Every line with its picture, unit price, quantity and total, and the order's sums. On a phone
 * the unit price and quantity move under the name, so the table never scrolls sideways.
 */
function OrderLines({ order, reviewable }: { order: OrderDetail; reviewable: boolean }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="order-items">
      <Title order={4} size="h5" id="order-items" mb="xs">
        {orders.items}
      </Title>
      <Table verticalSpacing="sm" horizontalSpacing="xs" aria-labelledby="order-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{fieldLabels.item}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {fieldLabels.unitPrice}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {fieldLabels.quantity}
            </Table.Th>
            <Table.Th ta="right">{fieldLabels.total}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr key={line.variantId}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Image
                    src={currentTransport().assetUrl(line.img)}
                    alt=""
                    w={56}
                    h={56}
                    fit="contain"
                    radius="sm"
                    bg="gray.0"
                    style={{ flexShrink: 0 }}
                  />
                  <div>
                    <Text fw={600} size="sm">
                      {variantName(line.name, line.variantTitle)}
                    </Text>
                    {line.sku && (
                      <Text size="xs" c="dimmed">
                        {packingSlipText.sku(line.sku)}
                      </Text>
                    )}
                    <Text size="sm" c="dimmed" hiddenFrom="sm" style={NUMBER_STYLE}>
                      {orders.lineMath(line.quantity, formatUsd(line.price))}
                    </Text>
                    {reviewable && <ReviewToolButton line={line} />}
                  </div>
                </Group>
              </Table.Td>
              <NumberCell visibleFrom="sm">{formatUsd(line.price)}</NumberCell>
              <NumberCell visibleFrom="sm">{line.quantity}</NumberCell>
              <NumberCell fw={600}>{formatUsd(line.total)}</NumberCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {order.shippingZone !== '' && (
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                {codText.deliveryIn(order.shippingZone)}
              </Table.Th>
              <Table.Td visibleFrom="sm" />
              <Table.Td visibleFrom="sm" />
              <NumberCell fw={600}>{formatUsd(order.shippingTotal)}</NumberCell>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th scope="row">{fieldLabels.total}</Table.Th>
            <Table.Td visibleFrom="sm" />
            <NumberCell visibleFrom="sm" fw={700}>
              {order.quantity}
            </NumberCell>
            <NumberCell fw={700}>{formatUsd(order.totalPrice)}</NumberCell>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Card>
  );
}

/** The address as it goes on a parcel: recipient, company, street, town, country; then the phone. */
function ShipTo({ order }: { order: OrderDetail }) {
  const { shipping } = order;
  const label = parcelLines(shipping);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={fieldLabels.shipTo}>
      <Stack gap="xs">
        <Title order={4} size="h5">
          {fieldLabels.shipTo}
        </Title>
        <Text component="address" fs="normal" style={{ overflowWrap: 'anywhere' }}>
          {label.map((line, i) => (
            <span key={i} style={{ display: 'block', fontWeight: i === 0 ? 600 : undefined }}>
              {line}
            </span>
          ))}
        </Text>
        <Line label={fieldLabels.phone}>{shipping.phone}</Line>
        {order.carrier && <Line label={fieldLabels.carrier}>{order.carrier}</Line>}
        {order.trackingNumber && (
          <Line label={fieldLabels.trackingNumber}>
            <Code aria-label={fieldLabels.trackingNumber}>{order.trackingNumber}</Code>
          </Line>
        )}
      </Stack>
    </Card>
  );
}

/** Every refund, oldest first: when, how much, of what, why; and whether its units went back on sale. */
function Refunds({ refunds }: { refunds: OrderDetail['refunds'] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="order-refunds">
      <Title order={4} size="h5" id="order-refunds" mb="xs">
        {orders.refunds}
      </Title>
      <Stack gap="sm">
        {refunds.map((refund, i) => (
          <div key={`${refund.at}-${i}`}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} style={NUMBER_STYLE}>
                {formatUsd(refund.amount)}
              </Text>
              <Text size="sm" c="dimmed">
                <time dateTime={refund.at}>{formatDateTime(refund.at)}</time>
              </Text>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {refund.reason}
            </Text>
            {refund.lines.length > 0 && (
              <Text size="sm" c="dimmed">
                {refund.lines.map((line) => orders.refundLine(line.quantity, line.name)).join(' · ')}
              </Text>
            )}
            <Group gap="xs" mt={4}>
              {refund.restocked && (
                <Badge color="green" c="dark.8" variant="light" tt="none">
                  {orders.refundRestocked}
                </Badge>
              )}
              {refund.pending && (
                <Badge color="orange" c="dark.8" variant="light" tt="none">
                  {orders.refundPending}
                </Badge>
              )}
              {refund.extraPayment && (
                <Badge color="gray" c="dark.8" variant="light" tt="none">
                  {orders.refundExtraPayment}
                </Badge>
              )}
            </Group>
          </div>
        ))}
      </Stack>
    </Card>
  );
}

/** Each email's bullet: an envelope, crossed out where it did not go, red where it could not. */
const emailBullets: Record<OrderEmail['status'], { color?: string; Icon: typeof IconMail }> = {
  pending: { color: 'gray', Icon: IconMail },
  sent: { Icon: IconMail },
  failed: { color: 'red', Icon: IconMailX },
  dropped: { color: 'gray', Icon: IconMailX },
};

/** The order's steps and the emails they caused, in the order they happened. */
function OrderTimeline({ order }: { order: OrderDetail }) {
  const entries = [
    ...order.timeline.map((step) => ({ at: step.at, step, email: null })),
    ...order.emails.map((email) => ({ at: email.at, step: null, email })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={orders.timeline}>
      <Title order={4} size="h5" mb="md">
        {orders.timeline}
      </Title>
      <Timeline active={entries.length - 1} bulletSize={18} lineWidth={2}>
        {entries.map(({ at, step, email }, i) => {
          const time = (
            <Text size="sm" c="dimmed">
              <time dateTime={at}>{formatDateTime(at)}</time>
            </Text>
          );
          if (step)
            return (
              <Timeline.Item key={step.state} title={orders.timelineSteps[step.state]}>
                {time}
              </Timeline.Item>
            );
          const { color, Icon } = emailBullets[email.status];
          return (
            <Timeline.Item
              key={`email-${i}`}
              color={color}
              bullet={<Icon size={12} aria-hidden />}
              title={
                <Text
                  fw={500}
                  c={email.status === 'failed' ? 'red.8' : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {orders.emailLines[email.status](orders.emailKind(email.kind), email.to)}
                </Text>
              }
            >
              {time}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Card>
  );
}

/** A cash-on-delivery order: the cash to have ready, or what the courier paid over and what is owed. */
function CashOnDeliveryNotice({ order }: { order: OrderDetail }) {
  const cod = order.cod!;
  if (order.state === 'cancelled') return null;
  return (
    <Alert color="grape" variant="light" aria-label={codText.cashOnDelivery}>
      <Stack gap={4}>
        {cod.collected ? (
          <Text>{codText.collectedFact(cod.collected.amount, cod.collected.reference)}</Text>
        ) : (
          <Text fw={600} data-testid="cod-have-ready">
            {codText.haveReady(cod.owed)}
          </Text>
        )}
        {cod.collected && cod.owed > 0 && <Text fw={600}>{codText.owed(cod.owed)}</Text>}
        {cod.collected?.note && <Text size="sm">{cod.collected.note}</Text>}
        {order.state === 'unpaid' && !cod.confirmedAt && <Text size="sm">{codText.willCall}</Text>}
      </Stack>
    </Alert>
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
            {orders.orderNumber(order.number)}
          </Title>
          <Text c="dimmed" size="sm">
            {orders.placedOn(formatDateTime(order.createdAt))}
          </Text>
        </div>
        <OrderStateBadge state={order.state} />
      </Group>

      {order.cod ? (
        <CashOnDeliveryNotice order={order} />
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
        <ShipTo order={order} />
        {(isAdmin || order.tnxId) && (
          <Card withBorder radius="md" padding="lg" component="section" aria-label={orders.payment}>
            <Stack gap="xs">
              <Title order={4} size="h5">
                {orders.payment}
              </Title>
              {isAdmin && (
                <Line label={fieldLabels.customer}>
                  <EmailText email={order.email} />
                </Line>
              )}
              <Line label={codText.paymentMethod}>{paymentMethodNames[order.paymentMethod]}</Line>
              {order.tnxId && (
                <Line label={fieldLabels.transaction}>
                  <Code aria-label={fieldLabels.transaction}>{order.tnxId}</Code>
                </Line>
              )}
              {order.refundedTotal > 0 && (
                <Line label={orders.refundedTotal}>{formatUsd(order.refundedTotal)}</Line>
              )}
            </Stack>
          </Card>
        )}
      </SimpleGrid>

      <ReturnRequestCard order={order} isAdmin={isAdmin} />
      {order.refunds.length > 0 && <Refunds refunds={order.refunds} />}
      {mine && <AskReturnButton order={order} />}

      {isAdmin && (order.state === 'paid' || order.state === 'shipped' || codStage(order) === 'toShip') && (
        <ShipForm order={order} />
      )}

      <OrderTimeline order={order} />

      <Group>
        {mine && order.state === 'unpaid' && (
          <>
            {!order.cod && (
              <Button component={Link} to={routes.payment(order._id)}>
                {orders.payNow} · {formatUsd(order.totalPrice)}
              </Button>
            )}
            <CancelOrderButton order={order} onCancelled={() => navigate(routes.myOrders)} />
          </>
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
        {isAdmin && (order.paid || codStage(order) !== null) && <PackingSlipButton orderId={order._id} />}
        {isAdmin && order.paid && (order.state === 'paid' || order.state === 'shipped') && (
          <RefundButton order={order} />
        )}
      </Group>
    </Stack>
  );
}
