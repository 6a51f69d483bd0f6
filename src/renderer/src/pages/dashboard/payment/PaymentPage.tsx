import { Suspense, useRef, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconFlask, IconLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Order, OrderDetail } from '@shared/entities';
import { routes } from '@shared/routes';
import { variantName } from '@shared/stockLedger';
import { codText } from '@shared/strings/labels/cod';
import { fieldLabels } from '@shared/strings/labels/common';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { orders } from '@shared/strings/labels/orders';
import { landing } from '@shared/strings/labels/storefront';
import { toasts } from '@shared/strings/labels/toasts';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { refreshAfterOrderChange } from '../../../api/refreshes';
import { notifySuccess } from '../../../ui/notify';
import { PageLoader } from '../../../ui/PageLoader';
import { PageHeading } from '../PageHeading';
import { HoldNotice } from '../orders/HoldNotice';
import { SandboxCardForm } from './SandboxCardForm';
import { lazyExport } from '../../../ui/lazyExport';
import { formatPrice } from '../../../money';
import { OrderTaxIncluded } from '../../../tax/TaxIncluded';

/* Stripe's form (and Stripe.js) load only when the stripe driver is configured. */
const StripeCardForm = lazyExport(() => import('./StripeCardForm'), 'StripeCardForm');

const t = dashboardText.payment;

/** `/dasboard/payment/:id`: pay one of the customer's unpaid orders by card. */
export function PaymentPage() {
  const { id = '' } = useParams();
  const orderQuery = useQuery({
    queryKey: queryKeys.order(id),
    queryFn: () => call('orderDetail', { params: { id } }),
  });
  const order = orderQuery.data;

  let content: ReactNode;
  if (orderQuery.isPending) content = <PageLoader />;
  else if (orderQuery.isError || !order) content = <ProblemAlert message={t.notFound} />;
  else if (order.paid) content = <PaidOrder order={order} />;
  else if (order.state === 'expired') content = <ProblemAlert message={orders.expiredNote} />;
  else content = <Checkout order={order} />;

  return (
    <>
      <PageHeading title={t.title} />
      {content}
    </>
  );
}

function ProblemAlert({ message }: { message: string }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={message}>
      <Button component={Link} to={routes.myOrders} variant="light" color="red" mt="xs">
        {orders.backToMyOrders}
      </Button>
    </Alert>
  );
}

const FIGURES = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * What is being paid for: the spec's name, quantity and total price; above the total, each line of an
 * order of several and the delivery charge, so the customer sees what the total is made of, and under
 * it the tax it includes.
 */
function OrderSummary({ order, children }: { order: Order; children?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {fieldLabels.itemName}
        </Text>
        <Title order={3} size="h4">
          {order.name}
        </Title>
        <Group justify="space-between">
          <Text c="dimmed">{fieldLabels.quantity}</Text>
          <Text fw={600} style={FIGURES}>
            {order.quantity}
          </Text>
        </Group>
        {order.lines.length > 1 &&
          order.lines.map((line) => (
            <Group key={line.variantId} justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {orders.lineSummary(line.quantity, variantName(line.name, line.variantTitle))}
              </Text>
              <Text size="sm" style={FIGURES}>
                {formatPrice(line.total)}
              </Text>
            </Group>
          ))}
        {order.shippingZone !== '' && (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{codText.deliveryIn(order.shippingZone)}</Text>
            <Text size="sm" style={FIGURES}>
              {formatPrice(order.shippingTotal)}
            </Text>
          </Group>
        )}
        <Group justify="space-between" align="flex-start">
          <Text c="dimmed">{t.totalPrice}</Text>
          <div style={{ textAlign: 'right' }}>
            <Text fw={700} size="xl" style={FIGURES}>
              {formatPrice(order.totalPrice)}
            </Text>
            <OrderTaxIncluded order={order} />
          </div>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function PaidOrder({ order }: { order: Order }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
      <OrderSummary order={order}>
        <Group gap="xs">
          <Badge color="green" size="lg" variant="light" tt="none">
            {orders.states.paid}
          </Badge>
          <Code aria-label={fieldLabels.transaction}>{order.tnxId}</Code>
        </Group>
        <Button component={Link} to={routes.myOrders} variant="light">
          {orders.backToMyOrders}
        </Button>
      </OrderSummary>
    </SimpleGrid>
  );
}

function Checkout({ order }: { order: OrderDetail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cardArea = useRef<HTMLDivElement>(null);

  const config = useQuery({ queryKey: queryKeys.config, queryFn: () => call('config'), staleTime: Infinity });
  const intent = useQuery({
    queryKey: queryKeys.paymentIntent(order._id),
    queryFn: () => call('createPaymentIntent', { body: { orderId: order._id } }),
    staleTime: Infinity,
    gcTime: 0,
  });

  const recordPayment = async (intentId: string) => {
    await call('payOrder', { params: { id: order._id }, body: { tnxId: intentId } });
    notifySuccess(toasts.paymentSaved);
    await refreshAfterOrderChange(queryClient, 'paid', order);
    navigate(routes.myOrders);
  };

  /** Buy Now takes the customer to the card form (the original product shows it above the card input). */
  const goToCardForm = () => {
    cardArea.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    cardArea.current?.querySelector<HTMLElement>('input, iframe')?.focus();
  };

  const driver = config.data?.payments;
  const problem = config.error ?? intent.error;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
      <OrderSummary order={order}>
        <HoldNotice holdUntil={order.holdUntil} />
        <Button onClick={goToCardForm} size="md" variant="light">
          {landing.buyNow}
        </Button>
      </OrderSummary>
      <Card withBorder radius="md" padding="lg" ref={cardArea}>
        <Stack gap="md">
          <Group gap="xs">
            <IconLock size={18} aria-hidden />
            <Text fw={600}>{t.cardDetails}</Text>
          </Group>
          {driver?.driver === 'sandbox' && (
            <Alert color="yellow" variant="light" icon={<IconFlask aria-hidden />}>
              {dashboardText.payment.testMode}
            </Alert>
          )}
          {problem && <Alert color="red">{problem.message}</Alert>}
          {!driver && !problem && <Loader size="sm" role="img" aria-label={t.preparing} />}
          {driver?.driver === 'sandbox' && <SandboxCardForm intent={intent.data} onPaid={recordPayment} />}
          {driver?.driver === 'stripe' && driver.publishableKey && (
            <Suspense fallback={<Loader size="sm" role="img" aria-label={t.preparing} />}>
              <StripeCardForm
                publishableKey={driver.publishableKey}
                intent={intent.data}
                onPaid={recordPayment}
              />
            </Suspense>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
