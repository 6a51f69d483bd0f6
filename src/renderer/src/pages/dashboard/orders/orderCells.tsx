import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Order, OrderState } from '@shared/entities';
import { chargedToAccount } from '@shared/orderStates';
import { routes } from '@shared/routes';
import { variantName } from '@shared/stockLedger';
import { creditText } from '@shared/strings/labels/credit';
import { orders } from '@shared/strings/labels/orders';
import { useShopDates } from '../../../shopDates';
import { StateBadge } from '../../../ui/StateBadge';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The item's name, which opens the order's detail (both order lists). */
export function OrderNameLink({ order }: { order: Order }) {
  return (
    <Anchor
      component={Link}
      to={routes.orderDetail(order._id)}
      fw={600}
      inherit
      aria-label={orders.detailsOf(order.name)}
    >
      {order.name}
    </Anchor>
  );
}

/** The number people read aloud, over the day it was placed. */
export function OrderNumberAndDate({ order }: { order: Order }) {
  const dates = useShopDates();
  return (
    <>
      <Text inherit fw={600} style={NO_WRAP}>
        {orders.number(order.number)}
      </Text>
      <Text size="xs" c="dimmed" style={NO_WRAP}>
        {dates.date(order.createdAt)}
      </Text>
    </>
  );
}

/**
 * Under the name in My Orders, where a column of its own would not fit beside the original
 * product's: the number, the day it was placed and its state.
 */
export function OrderFacts({ order }: { order: Order }) {
  const dates = useShopDates();
  // Inline, so the facts follow the cell's alignment: left in the table, right on a phone's card.
  return (
    <Text component="div" size="xs" mt={4} lh={2}>
      <Text span inherit fw={700} style={NO_WRAP}>
        {orders.number(order.number)}
      </Text>{' '}
      <Text span inherit c="dimmed" style={NO_WRAP}>
        {dates.date(order.createdAt)}
      </Text>{' '}
      <OrderStateBadge order={order} />
    </Text>
  );
}

/** Under the summary name of an order of several products, each line's quantity and product. */
export function OrderLinesSummary({ order }: { order: Order }) {
  if (order.lines.length < 2) return null;
  return (
    <Text size="xs" c="dimmed" lineClamp={2}>
      {order.lines
        .map((line) => orders.lineSummary(line.quantity, variantName(line.name, line.variantTitle)))
        .join(' · ')}
    </Text>
  );
}

/**
 * An order's email, which may break only before its `@`: two lines at most, never a letter or two a
 * line, and its column is never squeezed narrower than the longer half. A counter sale to a walk-in
 * customer has none, and says so.
 */
export function EmailText({ email }: { email: string }) {
  if (email === '')
    return (
      <Text span inherit c="dimmed">
        {orders.walkInCustomer}
      </Text>
    );
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

const COLORS: Record<OrderState, string> = {
  unpaid: 'orange',
  paid: 'blue',
  shipped: 'green',
  collected: 'teal',
  cancelled: 'gray',
  expired: 'gray',
  refunded: 'grape',
};

/**
 * An order's state. An unpaid order on account reads Placed: it is owed on the customer's account, not
 * waiting for a payment of its own (docs/credit.md).
 */
export function OrderStateBadge({ order }: { order: Pick<Order, 'state' | 'paymentMethod'> }) {
  if (order.state === 'unpaid' && chargedToAccount(order.paymentMethod))
    return <StateBadge color="indigo" label={creditText.order.placedState} />;
  return <StateBadge color={COLORS[order.state]} label={orders.states[order.state]} />;
}
