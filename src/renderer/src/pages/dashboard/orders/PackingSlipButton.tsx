import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { routes } from '@shared/routes';
import { packingSlipText } from '@shared/strings/labels/orders';

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
