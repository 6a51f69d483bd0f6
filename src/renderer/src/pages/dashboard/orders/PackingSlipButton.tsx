import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Order } from '@shared/entities';
import { mayMove, readyToShip } from '@shared/orderLifecycle';
import { routes } from '@shared/routes';
import { packingSlipText } from '@shared/strings/labels/orders';

/**
 * Whether an order has a parcel to pack: it is ready to ship, waits for its cash-on-delivery
 * confirmation, or has shipped. A counter sale never has one: it was handed over at the till.
 */
export const hasParcel = (order: Order): boolean =>
  readyToShip(order) || mayMove(order, 'confirmCod') || order.status;

/** For an order's detail: opens its printable packing slip. */
export function PackingSlipButton({ orderId }: { orderId: string }) {
  return (
    <Button
      component={Link}
      to={routes.packingSlip(orderId)}
      variant="default"
      leftSection={<IconPrinter size={18} aria-hidden />}
    >
      {packingSlipText.print}
    </Button>
  );
}
