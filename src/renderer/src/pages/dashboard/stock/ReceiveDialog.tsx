import { useState } from 'react';
import { NumberInput, Text } from '@mantine/core';
import type { PurchaseOrder } from '@shared/stockSchemas';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { ActionDialog } from '../../../ui/ActionDialog';
import { notifySuccess } from '../../../ui/notify';
import { useDialogAction } from '../../../ui/useDialogAction';

const t = stockText.purchaseOrder;

/** Units still on order, per variant: what a receipt may book at most, and what it offers at first. */
export const unitsOnOrder = (po: Pick<PurchaseOrder, 'lines'>): Record<string, number> =>
  Object.fromEntries(po.lines.map((line) => [line.variantId, Math.max(0, line.quantity - line.received)]));

/** The receipt's lines: the variants with a unit or more typed in. */
export const receiptLines = (counts: Record<string, number | string>) =>
  Object.entries(counts)
    .map(([variantId, quantity]) => ({ variantId, quantity: Number(quantity) || 0 }))
    .filter((line) => line.quantity > 0);

/**
 * Books what arrived, line by line (what is still on order by default). One key per opening of
 * the dialog makes a retried click the same receipt.
 */
export function ReceiveDialog({
  po,
  onReceived,
  onClose,
}: {
  po: PurchaseOrder;
  onReceived: (updated: PurchaseOrder) => Promise<void>;
  onClose: () => void;
}) {
  const left = unitsOnOrder(po);
  const [counts, setCounts] = useState<Record<string, number | string>>(left);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const lines = receiptLines(counts);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const receive = useDialogAction({
    mutationFn: () =>
      call('receivePurchaseOrder', { params: { id: po._id }, body: { lines }, idempotencyKey }),
    onSuccess: async (updated) => {
      notifySuccess(t.receivedDone(updated.reference, units));
      onClose();
      await onReceived(updated);
    },
  });

  return (
    <ActionDialog
      title={t.receiveTitle(po.reference)}
      size="lg"
      status={receive}
      onClose={onClose}
      action={{
        label: units === 0 ? t.receiveNothing : t.receiveConfirm,
        disabled: units === 0,
        onClick: () => receive.send(),
      }}
    >
      <Text size="sm" c="dimmed">
        {t.receiveHint}
      </Text>
      {po.lines
        .filter((line) => left[line.variantId]! > 0)
        .map((line) => (
          <NumberInput
            key={line.variantId}
            label={t.receiveQuantity(line.name, left[line.variantId]!)}
            min={0}
            // No max: more than is on order is sent as typed, and the API's refusal (409) says so.
            allowDecimal={false}
            allowNegative={false}
            value={counts[line.variantId]}
            onChange={(value) => setCounts((now) => ({ ...now, [line.variantId]: value }))}
          />
        ))}
    </ActionDialog>
  );
}
