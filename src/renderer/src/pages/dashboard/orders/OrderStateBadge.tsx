import { Badge } from '@mantine/core';
import type { OrderState } from '@shared/entities';
import { orderStates } from '@shared/strings';

const COLORS: Record<OrderState, string> = {
  unpaid: 'orange',
  paid: 'blue',
  shipped: 'green',
  cancelled: 'gray',
  expired: 'gray',
};

export function OrderStateBadge({ state }: { state: OrderState }) {
  return (
    // Never cut to "Un…" in a narrow column.
    <Badge color={COLORS[state]} variant="light" tt="none" miw="max-content">
      {orderStates[state]}
    </Badge>
  );
}
