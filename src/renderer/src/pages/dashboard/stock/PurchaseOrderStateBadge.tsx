import { Badge } from '@mantine/core';
import type { PurchaseOrderState } from '@shared/stockLedger';
import { stockText } from '@shared/strings/labels/stock';

const COLORS: Record<PurchaseOrderState, string> = {
  draft: 'gray',
  sent: 'blue',
  partly_received: 'yellow',
  received: 'green',
  cancelled: 'red',
};

/** A purchase order's state in words; dark words on the light colour keep 4.5:1 contrast. */
export function PurchaseOrderStateBadge({ state }: { state: PurchaseOrderState }) {
  return (
    <Badge color={COLORS[state]} c="dark.8" variant="light" tt="none" miw="max-content">
      {stockText.purchaseOrders.states[state]}
    </Badge>
  );
}
