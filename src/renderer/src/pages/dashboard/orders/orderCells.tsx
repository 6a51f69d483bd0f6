import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Order, OrderState } from '@shared/entities';
import { routes } from '@shared/routes';
import { orders } from '@shared/strings/labels/orders';
import { formatDate } from '../format';

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

export function OrderDate({ order }: { order: Order }) {
  return (
    <Text inherit style={{ whiteSpace: 'nowrap' }}>
      {formatDate(order.createdAt)}
    </Text>
  );
}

const COLORS: Record<OrderState, string> = {
  unpaid: 'orange',
  paid: 'blue',
  shipped: 'green',
  cancelled: 'gray',
  expired: 'gray',
};

export function OrderStateBadge({ state }: { state: OrderState }) {
  return (
    // Never cut to "Un…" in a narrow column; dark words on the light colour keep 4.5:1 contrast.
    <Badge color={COLORS[state]} c="dark.8" variant="light" tt="none" miw="max-content">
      {orders.states[state]}
    </Badge>
  );
}
