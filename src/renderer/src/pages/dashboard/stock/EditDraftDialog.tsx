import { Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { purchaseOrderEditSchema, type PurchaseOrder } from '@shared/stockSchemas';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { notifySuccess } from '../../../ui/notify';
import { FormDialog } from '../FormDialog';
import { lineValuesOf, PurchaseLinesFields, type PurchaseOrderFormValues } from './PurchaseLinesFields';

const t = stockText.purchaseOrder;

/**
 * A draft's lines, quantities, unit costs and note, changed before it goes to the supplier. A line
 * without its cost (a draft from Low stock for a tool nobody priced) opens with the cost empty,
 * which the form asks for.
 */
export function EditDraftDialog({
  po,
  onSaved,
  onClose,
}: {
  po: PurchaseOrder;
  onSaved: (updated: PurchaseOrder) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<PurchaseOrderFormValues>({
    initialValues: { supplierId: po.supplier._id, lines: po.lines.map(lineValuesOf), note: po.note },
    // A cost nobody gave is asked for as the dialog opens, not only after a first try to save.
    initialErrors: Object.fromEntries(
      po.lines.flatMap((line, i) => (line.unitCost === null ? [[`lines.${i}.unitCost`, t.costNeeded]] : [])),
    ),
    validate: zod4Resolver(purchaseOrderEditSchema),
  });
  const save = useMutation({
    mutationFn: (values: PurchaseOrderFormValues) =>
      call('editPurchaseOrder', { params: { id: po._id }, body: purchaseOrderEditSchema.parse(values) }),
    onSuccess: async (updated) => {
      notifySuccess(t.editedDone(updated.reference));
      onClose();
      await onSaved(updated);
    },
  });
  return (
    <FormDialog
      title={t.editTitle(po.reference)}
      size="xl"
      form={form}
      save={save}
      submitLabel={t.editSave}
      onClose={onClose}
    >
      <PurchaseLinesFields form={form} />
      <Textarea label={t.note} autosize minRows={2} maxLength={500} {...form.getInputProps('note')} />
    </FormDialog>
  );
}
