/**
 * The cards of an order's page that state its facts: where it goes, how it was paid, its refunds, its
 * cash, or what it put on its customer's account.
 */
import type { ReactNode } from 'react';
import { Alert, Badge, Code, Group, Stack, Text } from '@mantine/core';
import type { OrderDetail } from '@shared/entities';
import { toCents, toDollars } from '@shared/money';
import { mayMove } from '@shared/orderLifecycle';
import { onAccountSentences, type OrderOnAccount } from '@shared/orderOnAccount';
import { codText, paymentMethodNames } from '@shared/strings/labels/cod';
import { fieldLabels } from '@shared/strings/labels/common';
import { orders } from '@shared/strings/labels/orders';
import { ParcelAddress } from '../../../address/ParcelAddress';
import { useShopDates } from '../../../shopDates';
import { NUMBER_STYLE } from '../../../ui/NumberCell';
import { EmailText } from './orderCells';
import { OrderCard } from './OrderCard';
import { formatPrice } from '../../../money';

/** One fact: its name on the left, its value on the right. */
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

/** The address as it goes on a parcel: recipient, company, street, town, country; then the phone. */
export function ShipTo({ order }: { order: OrderDetail }) {
  const { shipping } = order;
  return (
    <OrderCard id="order-ship-to" title={fieldLabels.shipTo}>
      <Stack gap="xs">
        <Text component="address" fs="normal" style={{ overflowWrap: 'anywhere' }}>
          <ParcelAddress shipping={shipping} nameWeight={600} />
        </Text>
        <Line label={fieldLabels.phone}>{shipping.phone}</Line>
        {order.carrier && <Line label={fieldLabels.carrier}>{order.carrier}</Line>}
        {order.trackingNumber && (
          <Line label={fieldLabels.trackingNumber}>
            <Code aria-label={fieldLabels.trackingNumber}>{order.trackingNumber}</Code>
          </Line>
        )}
      </Stack>
    </OrderCard>
  );
}

/** How the order was paid: the customer (for staff), the transaction, what went back. */
export function PaymentCard({ order, isAdmin }: { order: OrderDetail; isAdmin: boolean }) {
  return (
    <OrderCard id="order-payment" title={orders.payment}>
      <Stack gap="xs">
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
          <Line label={orders.refundedTotal}>{formatPrice(order.refundedTotal)}</Line>
        )}
      </Stack>
    </OrderCard>
  );
}

/** Every refund, oldest first: when, how much, of what, why; and whether its units went back on sale. */
export function Refunds({ refunds }: { refunds: OrderDetail['refunds'] }) {
  const dates = useShopDates();
  return (
    <OrderCard id="order-refunds" title={orders.refunds}>
      <Stack gap="sm">
        {refunds.map((refund, i) => (
          <div key={`${refund.at}-${i}`}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} style={NUMBER_STYLE}>
                {formatPrice(refund.amount)}
              </Text>
              <Text size="sm" c="dimmed">
                <time dateTime={refund.at}>{dates.dateTime(refund.at)}</time>
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
    </OrderCard>
  );
}

/** The cash of the first collection: the whole collected, less what was recorded later. */
const firstCollected = (collected: NonNullable<NonNullable<OrderDetail['cod']>['collected']>): number =>
  toDollars(toCents(collected.amount) - collected.later.reduce((sum, part) => sum + toCents(part.amount), 0));

/**
 * A cash-on-delivery order: the cash to have ready, or each payment the courier made over and what
 * is still owed.
 */
export function CashOnDeliveryNotice({ order }: { order: OrderDetail }) {
  const cod = order.cod!;
  if (order.state === 'cancelled') return null;
  return (
    <Alert color="grape" variant="light" aria-label={codText.cashOnDelivery}>
      <Stack gap={4}>
        {cod.collected ? (
          <>
            <Text>
              {codText.collectedFact(formatPrice(firstCollected(cod.collected)), cod.collected.reference)}
            </Text>
            {cod.collected.later.map((part) => (
              <Text key={part.at}>{codText.collectedFact(formatPrice(part.amount), part.reference)}</Text>
            ))}
          </>
        ) : (
          <Text fw={600} data-testid="cod-have-ready">
            {codText.haveReady(formatPrice(cod.owed))}
          </Text>
        )}
        {cod.collected && cod.owed > 0 && <Text fw={600}>{codText.owed(formatPrice(cod.owed))}</Text>}
        {cod.collected?.note && <Text size="sm">{cod.collected.note}</Text>}
        {mayMove(order, 'confirmCod') && <Text size="sm">{codText.willCall}</Text>}
      </Stack>
    </Alert>
  );
}

/** An order on account, as its customer reads it: what is charged to their account, and when it is due. */
export function OnAccountNotice({ onAccount }: { onAccount: OrderOnAccount }) {
  const [charged, due] = onAccountSentences(onAccount, formatPrice);
  return (
    <Alert color="indigo" variant="light" aria-label={paymentMethodNames.account}>
      <Stack gap={4}>
        <Text fw={600}>{charged}</Text>
        <Text>{due}</Text>
      </Stack>
    </Alert>
  );
}
