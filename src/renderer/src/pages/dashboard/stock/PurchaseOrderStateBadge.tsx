import type { PurchaseOrderState } from '@shared/stockLedger';
import { stockText } from '@shared/strings/labels/stock';
import { StateBadge } from '../../../ui/StateBadge';

const COLORS: Record<PurchaseOrderState, string> = {
  draft: 'gray',
  sent: 'blue',
  partly_received: 'yellow',
  received: 'green',
  cancelled: 'red',
};

/** A purchase order's state in words. */
export function PurchaseOrderStateBadge({ state }: { state: PurchaseOrderState }) {
  return <StateBadge color={COLORS[state]} label={stockText.purchaseOrders.states[state]} />;
}
