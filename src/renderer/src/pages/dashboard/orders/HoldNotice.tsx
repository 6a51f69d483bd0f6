import { Alert } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { orders } from '@shared/strings/labels/orders';
import { formatTimeLeft, useHoldCountdown } from './useHoldCountdown';

/** While an order is unpaid: how long its items stay reserved. */
export function HoldNotice({ holdUntil }: { holdUntil: string | null }) {
  const left = useHoldCountdown(holdUntil);
  if (left === null) return null;
  return (
    <Alert color={left > 0 ? 'orange' : 'red'} variant="light" icon={<IconClock aria-hidden />} role="status">
      {left > 0 ? orders.holdLeft(formatTimeLeft(left)) : orders.holdOver}
    </Alert>
  );
}
