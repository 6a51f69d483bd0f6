/**
 * Staff's steps on a cash-on-delivery order (docs/orders.md): Confirm after calling the customer,
 * ship once confirmed, then Cash collected when the courier pays over, or Undelivered when the parcel
 * comes back.
 */
import { Badge, Button, Checkbox, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { codCollectedSchema } from '@shared/codSchemas';
import type { Order } from '@shared/entities';
import { cashDue } from '@shared/cashRounding';
import { toCents, toDollars } from '@shared/money';
import { mayMove, readyToShip } from '@shared/orderLifecycle';
import { codText } from '@shared/strings/labels/cod';
import { call } from '../../../api/client';
import { useCounterMoney } from '../../../counterMoney';
import { DialogButton } from '../../../ui/DialogButton';
import { MoneyInput } from '../../../ui/MoneyInput';
import { OrderStateBadge } from './orderCells';
import { ConfirmedCancelButton, ShipButton } from './orderActions';
import { OrderChangeDialog } from './OrderChangeDialog';
import { useOrderChange } from './useOrderChange';
import { formatPrice, shopCurrencySign } from '../../../money';

/**
 * What a COD order waits for: staff's call, shipping, the courier's cash, the rest of it after a
 * partial collection, or nothing.
 */
export const codStage = (order: Order) => {
  if (order.paymentMethod !== 'cod') return null;
  if (mayMove(order, 'confirmCod')) return 'toConfirm';
  if (readyToShip(order)) return 'toShip';
  if (mayMove(order, 'collectCod')) return 'toCollect';
  if (order.state === 'shipped' && order.cod?.collected && order.cod.owed > 0) return 'toCollectRest';
  return null;
};

/** The list's cell for a COD order: its next step's buttons, or its state. */
export function CodActions({ order }: { order: Order }) {
  const stage = codStage(order);
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color="grape" c="dark.8" size="sm">
        {codText.codBadge}
      </Badge>
      {stage === 'toConfirm' && <ConfirmCodButton order={order} />}
      {stage === 'toShip' && <ShipButton order={order} />}
      {stage === 'toCollect' && (
        <>
          <CollectCashButton order={order} />
          <UndeliveredButton order={order} />
        </>
      )}
      {stage === 'toCollectRest' && <CollectCashButton order={order} />}
      {stage === null && <OrderStateBadge order={order} />}
    </Group>
  );
}

export function ConfirmCodButton({ order }: { order: Order }) {
  const confirm = useOrderChange({
    order,
    change: 'codConfirmed',
    send: () => call('confirmCodOrder', { params: { id: order._id } }),
    done: codText.confirmed(order.number),
  });
  return (
    <Button size="xs" loading={confirm.isPending} onClick={() => confirm.mutate()}>
      {codText.confirm}
    </Button>
  );
}

export function CollectCashButton({ order }: { order: Order }) {
  return (
    <DialogButton size="xs" dialog={(close) => <CollectCashDialog order={order} onClose={close} />}>
      {codText.collect}
    </DialogButton>
  );
}

function CollectCashDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  // The courier's cash is due the total rounded to the shop's cash step, as at the counter; after a
  // partial collection, what is still owed, exactly (the invoice already states the total).
  const rest = order.cod?.collected ? toCents(order.cod.owed) : null;
  const { dueCents, roundingCents } = cashDue(toCents(order.totalPrice), useCounterMoney().cashStepCents);
  const form = useForm<{ amount: number | string; reference: string; partial: boolean; note: string }>({
    initialValues: { amount: toDollars(rest ?? dueCents), reference: '', partial: false, note: '' },
  });
  const body = { ...form.values, amount: Number(form.values.amount) };
  return (
    <OrderChangeDialog
      order={order}
      change="codCollected"
      send={() => call('collectCodOrder', { params: { id: order._id }, body })}
      done={codText.collectedToast(order.number)}
      title={codText.collectTitle(order.number)}
      onClose={onClose}
      action={{ label: codText.record, check: () => codCollectedSchema.safeParse(body) }}
    >
      <Text size="sm" c="dimmed">
        {codText.collectHint}
      </Text>
      <MoneyInput
        label={codText.amount}
        prefix={shopCurrencySign()}
        description={
          rest !== null
            ? codText.owed(formatPrice(toDollars(rest)))
            : roundingCents === 0
              ? formatPrice(order.totalPrice)
              : codText.dueRounded(formatPrice(toDollars(dueCents)), formatPrice(order.totalPrice))
        }
        {...form.getInputProps('amount')}
      />
      <TextInput label={codText.reference} required maxLength={100} {...form.getInputProps('reference')} />
      <Checkbox label={codText.partial} {...form.getInputProps('partial', { type: 'checkbox' })} />
      {form.values.partial && (
        <TextInput label={codText.note} required maxLength={500} {...form.getInputProps('note')} />
      )}
    </OrderChangeDialog>
  );
}

export function UndeliveredButton({ order }: { order: Order }) {
  return (
    <ConfirmedCancelButton
      order={order}
      send={() => call('markCodUndelivered', { params: { id: order._id } })}
      words={{
        button: codText.undelivered,
        title: codText.undeliveredTitle,
        confirm: codText.markUndelivered,
        keep: codText.keep,
        body: codText.undeliveredBody(order.number),
        done: codText.undeliveredToast(order.number),
      }}
    />
  );
}
