import { useState } from 'react';
import { Button, Group, NumberInput, Radio, Text, Textarea } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ADJUSTMENT_KINDS, variantName, type AdjustmentKind } from '@shared/stockLedger';
import { stockAdjustmentSchema, type StockItem } from '@shared/stockSchemas';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { refreshAfterProductChange } from '../../../api/refreshes';
import { ActionDialog } from '../../../ui/ActionDialog';
import { notifySuccess } from '../../../ui/notify';
import { useDialogAction } from '../../../ui/useDialogAction';

const t = stockText.adjust;

export function AdjustStockButton({ item }: { item: StockItem }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconAdjustments size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t.open}
      </Button>
      {opened && <AdjustStockDialog item={item} onClose={() => setOpened(false)} />}
    </>
  );
}

type FieldErrors = Partial<Record<'quantity' | 'note', string>>;

/** The first message the shared rules give for each field, e.g. a correction without a note. */
export function adjustmentErrors(
  input: { kind: AdjustmentKind; quantity: number | string; note: string },
  variantId: string,
): FieldErrors {
  const checked = stockAdjustmentSchema.safeParse({ ...input, variantId });
  const errors: FieldErrors = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'quantity' || field === 'note') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Counted, damaged, lost or a correction: the API works the change out and refuses below zero (409). */
function AdjustStockDialog({ item, onClose }: { item: StockItem; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<AdjustmentKind>('count');
  const [quantity, setQuantity] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const adjust = useDialogAction({
    mutationFn: () =>
      call('adjustStock', {
        body: stockAdjustmentSchema.parse({ variantId: item.variantId, kind, quantity, note }),
      }),
    onSuccess: async ({ movement, item: after }) => {
      // The product's new version is in hand before the dialog lets go: the product form beside it
      // takes it, so a save straight after is made on it, not refused as someone else's change.
      await refreshAfterProductChange(queryClient);
      notifySuccess(movement ? t.saved(after.name, after.stock) : t.unchanged(after.name, after.stock));
      onClose();
    },
  });
  const save = () => {
    const found = adjustmentErrors({ kind, quantity, note }, item.variantId);
    setErrors(found);
    if (!found.quantity && !found.note) adjust.send();
  };

  return (
    <ActionDialog
      title={t.title(variantName(item.name, item.variantTitle))}
      status={adjust}
      onClose={onClose}
      action={{ label: t.save, onClick: save }}
    >
      <Text size="sm" c="dimmed">
        {t.inStock(item.stock)}
      </Text>
      {/* Radios wrap on a phone, where four segments would cut their words. */}
      <Radio.Group label={t.kind} value={kind} onChange={(value) => setKind(value as AdjustmentKind)}>
        <Group gap="md" mt={6}>
          {ADJUSTMENT_KINDS.map((value) => (
            <Radio key={value} value={value} label={t.kinds[value]} />
          ))}
        </Group>
      </Radio.Group>
      <NumberInput
        label={t.quantity[kind]}
        required
        allowDecimal={false}
        allowNegative={kind === 'correction'}
        min={kind === 'correction' ? undefined : kind === 'count' ? 0 : 1}
        value={quantity}
        error={errors.quantity}
        onChange={setQuantity}
        data-autofocus
      />
      <Textarea
        label={t.note}
        description={kind === 'correction' ? t.noteHint : undefined}
        required={kind === 'correction'}
        autosize
        minRows={2}
        maxLength={500}
        value={note}
        error={errors.note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
    </ActionDialog>
  );
}
