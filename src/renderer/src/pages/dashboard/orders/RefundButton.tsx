/**
 * The admin's refund of a paid or shipped order: every unit left by default (with the delivery
 * charge left, unless it answers a return), fewer of some, or an amount; a reason the customer
 * sees; restock if the items come back sellable. The confirmation
 * shows the amount before anything is sent, and one key per confirmed refund makes a retried
 * click the same refund.
 */
import { useState } from 'react';
import { Checkbox, SegmentedControl, Text } from '@mantine/core';
import type { OrderDetail } from '@shared/entities';
import { toCents, toDollars } from '@shared/money';
import { refundWay } from '@shared/orderStates';
import { unitsLeft } from '@shared/orderUnits';
import { refundSchema } from '@shared/schemas';
import { orders } from '@shared/strings/labels/orders';
import { call } from '../../../api/client';
import { DialogButton } from '../../../ui/DialogButton';
import { MoneyInput } from '../../../ui/MoneyInput';
import { NoteField } from '../../../ui/NoteField';
import { chosenLines, UnitsPicker, type UnitCounts } from './UnitsPicker';
import { OrderChangeDialog } from './OrderChangeDialog';
import { formatPrice, shopCurrency, shopCurrencySign } from '../../../money';

/** What is left to give back of the order: its total less what was refunded (or is being). */
const moneyLeftOf = (order: OrderDetail): number =>
  toDollars(toCents(order.totalPrice) - toCents(order.refundedTotal));

export function RefundButton({ order }: { order: OrderDetail }) {
  return (
    <DialogButton
      color="red"
      variant="light"
      dialog={(close) => <RefundDialog order={order} onClose={close} />}
    >
      {orders.refund(formatPrice(moneyLeftOf(order)))}
    </DialogButton>
  );
}

function RefundDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const moneyLeft = moneyLeftOf(order);
  const deliveryLeftCents =
    toCents(order.shippingTotal) - order.refunds.reduce((sum, refund) => sum + toCents(refund.shipping), 0);
  const [mode, setMode] = useState<'items' | 'amount'>('items');
  const waitingReturn = order.returnRequest?.status === 'requested' ? order.returnRequest : null;
  // A waiting return request names what comes back; otherwise every unit not yet refunded, and the
  // delivery charge with them: the whole order given back.
  const [quantities, setQuantities] = useState<UnitCounts>(() =>
    Object.fromEntries(
      waitingReturn ? waitingReturn.lines.map((line) => [line.variantId, line.quantity]) : unitsLeft(order),
    ),
  );
  const [withDelivery, setWithDelivery] = useState(!waitingReturn && deliveryLeftCents > 0);
  const [amount, setAmount] = useState<number | string>('');
  const [restock, setRestock] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // One refund confirmed here is one refund, however often the button is pressed.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const lines = chosenLines(order, quantities);
  const priceOf = new Map(order.lines.map((line) => [line.variantId, toCents(line.price)]));
  const itemsCents = lines.reduce((sum, line) => sum + (priceOf.get(line.variantId) ?? 0) * line.quantity, 0);
  const total =
    mode === 'items'
      ? toDollars(Math.min(itemsCents + (withDelivery ? deliveryLeftCents : 0), toCents(moneyLeft)))
      : Number(amount) || 0;

  const body =
    mode === 'items'
      ? { lines, restock, reason, ...(deliveryLeftCents > 0 && { shipping: withDelivery }) }
      : { amount: total, reason };
  /** The reason's problem shows under it; the server judges the rest. */
  const reasonChecked = () => {
    const checked = refundSchema.safeParse({ reason, ...(mode === 'amount' && { amount: total }) });
    const reasonIssue = checked.success ? null : checked.error.issues.find((i) => i.path[0] === 'reason');
    setReasonError(reasonIssue?.message ?? null);
    return reasonIssue ? false : { success: true as const };
  };

  return (
    <OrderChangeDialog
      order={order}
      change="refunded"
      send={() => call('refundOrder', { params: { id: order._id }, body, idempotencyKey })}
      done={orders.refundDone(formatPrice(total), order.number)}
      title={orders.refundTitle(order.number)}
      size="lg"
      onClose={onClose}
      action={{
        label: orders.refundConfirm(formatPrice(total)),
        color: 'red',
        disabled: total <= 0 || (mode === 'items' && lines.length === 0),
        check: reasonChecked,
      }}
    >
      <Text size="sm" c="dimmed">
        {orders.refundLeft(formatPrice(moneyLeft))}
      </Text>
      <SegmentedControl
        aria-label={orders.refundWhat}
        value={mode}
        onChange={(value) => setMode(value as 'items' | 'amount')}
        data={[
          { value: 'items', label: orders.refundItems },
          { value: 'amount', label: orders.refundAmount },
        ]}
      />
      {mode === 'items' ? (
        <>
          <UnitsPicker
            order={order}
            counts={quantities}
            onChange={setQuantities}
            labelOf={orders.refundQuantityOf}
          />
          <Checkbox
            label={orders.restock}
            checked={restock}
            onChange={(event) => setRestock(event.currentTarget.checked)}
          />
          {deliveryLeftCents > 0 && (
            <Checkbox
              label={orders.refundDelivery(formatPrice(toDollars(deliveryLeftCents)))}
              checked={withDelivery}
              onChange={(event) => setWithDelivery(event.currentTarget.checked)}
            />
          )}
        </>
      ) : (
        <MoneyInput
          label={orders.refundAmountLabel(shopCurrency())}
          prefix={shopCurrencySign()}
          max={moneyLeft}
          value={amount}
          onChange={setAmount}
        />
      )}
      <NoteField label={orders.refundReason} value={reason} onChange={setReason} error={reasonError} />
      <Text fw={600}>
        {total > 0
          ? orders.refundSummary[refundWay(order.paymentMethod)](formatPrice(total))
          : orders.refundNothing}
      </Text>
    </OrderChangeDialog>
  );
}
