import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Order } from '@shared/entities';
import { routes } from '@shared/routes';
import { orderText } from '@shared/strings';
import { formatDate } from '../format';

/** The item's name, which opens the order's detail (both order lists). */
export function OrderNameLink({ order }: { order: Order }) {
  return (
    <Anchor
      component={Link}
      to={routes.orderDetail(order._id)}
      fw={600}
      inherit
      aria-label={orderText.detailsOf(order.name)}
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
